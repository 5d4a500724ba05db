/**
 * Zone-move verbs of the card language (§5, 701–708): discard (702), to the Shrine (703), to the deck (704,
 * shuffled), to the Remove Zone (706), Shrine → hand / deck / Remove Zone, put onto the field (707/708, the
 * owner picks the Line), a deck search, and drawing from a chosen deck (401.3.1). A Twinkling card never
 * leaves the Shrine (smn:twinkling); hidden cards are offered to their owner only, by card, never by object.
 */
import { cardsIn, objectOption, option, t, type Bus, type Seat } from '../../core/kernel.js';
import { nextInt } from '../../core/rng.js';
import { ask, log } from './ask.js';
import { def } from './cards/catalog.js';
import { drawFrom, shuffle, type Pile } from './draw.js';
import { ANSWERS, TASKS, VERBS, type SmEvent } from './hooks.js';
import type { Req, SealData, SmState, Verb } from './types.js';
import { affected, amount, matches, playerOf } from './verbs.js';
import { ZONES, cardName, move, obj, other } from './zones.js';

type V<K extends Verb['v']> = Extract<Verb, { v: K }>;

// Stryker disable all: the zone-change cause is read by no Summoner Master rule, view or log (only the bus's event carries it)
const CAUSE = { discard: 'discard', toDeck: 'to-deck', fromShrine: 'from-shrine', put: 'put-onto-field', search: 'search' } as const;
// Stryker restore all

const pileOf = (s: SmState, id: string): Pile => (def(s, obj(s, id).card).kind === 'seal' ? 'sealDeck' : 'mysticDeck');

/** 704: a card returns to its owner's deck of its kind, which is then shuffled (704.2). */
function toDeck(s: SmState, bus: Bus, id: string, cause: string): void {
  const o = obj(s, id);
  const pile = pileOf(s, id);
  movedTo(s, bus, id, pile, cause);
  shuffle(s, o.owner, pile);
}

const ZONE_NAME: Record<string, { th: string; en: string }> = {
  shrine: t('Shrine', 'the Shrine'), remove: t('Remove Zone', 'the Remove Zone'), hand: t('มือ', 'hand'), sealDeck: t('กอง Seal', 'the Seal deck'), mysticDeck: t('กอง Mystic', 'the Mystic deck'),
};

function movedTo(s: SmState, bus: Bus, id: string, to: string, cause: string): void {
  const n = cardName(s, id);
  const z = ZONE_NAME[to] ?? t(to, to);
  // A card going into a hidden zone from a public one was public until now; naming it reveals nothing.
  log(s, t(`${n.th} ไปที่ ${z.th}`, `${n.en} goes to ${z.en}`));
  // Stryker disable next-line ObjectLiteral: the zone-change cause is read by no Summoner Master rule, view or log (only the bus's event carries it)
  move(s, bus, id, to, { cause });
}

// Stryker disable next-line ObjectLiteral: the zone-change cause is read by no Summoner Master rule, view or log (only the bus's event carries it)
const zonesMove = (s: SmState, bus: Bus, id: string, to: string, cause: string) => move(s, bus, id, to, { cause });

const fits = (s: SmState, id: string, match?: Req, kind?: 'seal' | 'mystic'): boolean => {
  const o = obj(s, id);
  return (!kind || def(s, o.card).kind === kind) && (!match || matches(s, o, match));
};

VERBS.set('discard', (s, bus, f, x) => {
  const v = x as V<'discard'>;
  const p = playerOf(f, v.player);
  if (p === null) return;
  const n = amount(s, f, v.n);
  const pool = cardsIn(s.zones, 'hand', p).filter((id) => fits(s, id, v.match, v.kind));
  if (!pool.length || n <= 0) return;
  if (v.pick === 'random') {
    // 702: at random by the match's RNG; discarded cards go to the Shrine (Seals count toward its Level).
    for (let i = 0; i < n && pool.length; i++) zonesMove(s, bus, pool.splice(nextInt(s.rng, pool.length), 1)[0]!, 'shrine', CAUSE.discard);
    return;
  }
  const k = Math.min(n, pool.length);
  ask(s, p, 'discard', t(`ทิ้งการ์ด ${k} ใบ`, `Discard ${k} card(s)`), pool.map((id) => objectOption(ZONES, obj(s, id), `dc:${id}`, cardName(s, id))), { k: 'discard' }, '702', k, k);
});

for (const [verb, to] of [['to-shrine', 'shrine'], ['remove', 'remove']] as const) {
  VERBS.set(verb, (s, bus, f, x) => {
    for (const id of affected(s, f, (x as V<'to-shrine'>).who)) movedTo(s, bus, id, to, verb);
  });
}

VERBS.set('to-deck', (s, bus, f, x) => {
  for (const id of affected(s, f, (x as V<'to-deck'>).who)) toDeck(s, bus, id, CAUSE.toDeck);
});

/** Shrine cards that may leave it (a Twinkling card never does). */
function shrinePool(s: SmState, seat: Seat, match?: Req, kind?: 'seal' | 'mystic'): string[] {
  return cardsIn(s.zones, 'shrine', seat).filter((id) => !(obj(s, id).data as SealData | undefined)?.shrineLocked && fits(s, id, match, kind));
}

VERBS.set('from-shrine', (s, _bus, f, x) => {
  const v = x as V<'from-shrine'>;
  const seat = v.side === 'own' ? f.ctrl : other(f.ctrl);
  const pool = shrinePool(s, seat, v.match, v.kind);
  const k = Math.min(amount(s, f, v.n), pool.length);
  if (k <= 0) return;
  const where = { hand: t('ขึ้นมือ', 'to hand'), deck: t('กลับเข้ากองการ์ด', 'to the deck'), remove: t('ไป Remove Zone', 'to the Remove Zone') }[v.to];
  ask(s, f.ctrl, 'choose-cards', t(`เลือกการ์ด ${k} ใบจาก Shrine ${where.th}`, `Choose ${k} Shrine card(s) ${where.en}`), pool.map((id) => objectOption(ZONES, obj(s, id), `fs:${id}`, cardName(s, id))), { k: 'from-shrine', data: { to: v.to } }, '§5', k, k);
});

ANSWERS.set('from-shrine', (s, bus, c, a) => {
  const to = a.data!.to as 'hand' | 'deck' | 'remove';
  for (const x of c) {
    const id = x.slice(3);
    if (to === 'deck') toDeck(s, bus, id, CAUSE.fromShrine);
    else movedTo(s, bus, id, to, CAUSE.fromShrine);
  }
});

/** 708.6: the owner picks the Line; the card enters Active and its "enters the field" abilities fire (708.9.2). */
VERBS.set('put-onto-field', (s, _bus, f, x) => {
  const v = x as V<'put-onto-field'>;
  const ids = cardsIn(s.zones, v.from, f.ctrl).filter((id) => def(s, obj(s, id).card).kind === 'seal' && fits(s, id, v.match) && !(obj(s, id).data as SealData | undefined)?.shrineLocked);
  if (!ids.length) return;
  const hidden = v.from === 'sealDeck';
  const opts = [];
  // A deck is offered by card (its objects stay hidden); hand, Shrine and Remove Zone by object.
  const cards = hidden ? [...new Set(ids.map((id) => obj(s, id).card))] : ids;
  for (const c of cards) {
    const name = hidden ? def(s, c).name : cardName(s, c);
    for (const line of ['at', 'df'] as const) {
      const label = t(`${name.th} (${line === 'at' ? 'At' : 'Df'} Line)`, `${name.en} (${line === 'at' ? 'At' : 'Df'} Line)`);
      opts.push(hidden ? { ...option(`pf:d${c}:${line}`, label), visibility: 'private' as const } : objectOption(ZONES, obj(s, c), `pf:o${c}:${line}`, label));
    }
  }
  ask(s, f.ctrl, 'optional', t('เลือก Seal ที่จะนำเข้ามาในสนาม', 'Choose the Seal to put onto the field'), [...opts, option('skip', t('ไม่นำเข้ามา', 'None'))], { k: 'put-onto-field', data: { from: v.from, seat: f.ctrl } }, '708');
});

ANSWERS.set('put-onto-field', (s, bus, c, a) => {
  if (c[0] === 'skip') return;
  const [, pick, line] = c[0]!.split(':') as [string, string, 'at' | 'df'];
  const from = a.data!.from as string;
  const owner = a.data!.seat as Seat;
  const id = pick.startsWith('d') ? cardsIn(s.zones, 'sealDeck', owner).find((x) => obj(s, x).card === pick.slice(1))! : pick.slice(1);
  const entered = move(s, bus, id, 'field', { cause: CAUSE.put, data: { line, active: true, entered: s.subturn } })!;
  if (from === 'sealDeck') shuffle(s, owner, 'sealDeck');
  s.players[entered.ctrl].broughtSeal = true;
  log(s, t(`${cardName(s, entered.id).th} เข้ามาในสนาม`, `${cardName(s, entered.id).en} is put onto the field`));
  bus.emit<SmEvent>({ kind: 'entered', obj: entered.id, seat: entered.ctrl });
});

VERBS.set('search', (s, _bus, f, x) => {
  const v = x as V<'search'>;
  const cards = [...new Set(cardsIn(s.zones, v.pile, f.ctrl).filter((id) => fits(s, id, v.match)).map((id) => obj(s, id).card))];
  // Nothing found still shuffles: the deck was searched (704.2).
  if (!cards.length) return shuffle(s, f.ctrl, v.pile);
  ask(s, f.ctrl, 'optional', t('เลือกการ์ดจากกองการ์ดขึ้นมือ', 'Choose a card from your deck to put into your hand'),
    cards.map((c) => ({ ...option(`se:${c}`, def(s, c).name), visibility: 'private' as const })), { k: 'search', data: { pile: v.pile, seat: f.ctrl } }, '704.2');
});

ANSWERS.set('search', (s, bus, c, a) => {
  const seat = a.data!.seat as Seat;
  const pile = a.data!.pile as Pile;
  const id = cardsIn(s.zones, pile, seat).find((x) => obj(s, x).card === c[0]!.slice(3))!;
  zonesMove(s, bus, id, 'hand', CAUSE.search);
  shuffle(s, seat, pile);
});

/** "Draw N, each from the deck you choose" (401.3.1's choice, for an effect). */
TASKS.set('draw-choose', (s, bus, task) => {
  const piles = (['sealDeck', 'mysticDeck'] as Pile[]).filter((pl) => cardsIn(s.zones, pl, task.seat).length);
  const n = task.n ?? 0;
  if (!piles.length || n <= 0) return;
  if (piles.length === 1) {
    drawFrom(s, bus, task.seat, piles[0]!);
    // The rest, if any: a task of 0 cards ends at once (above).
    s.tasks.unshift({ k: 'draw-choose', seat: task.seat, n: n - 1 });
    return;
  }
  ask(s, task.seat, 'optional', t(`จั่วการ์ด (เหลือ ${n} ใบ): เลือกกอง`, `Draw (${n} left): choose the deck`),
    piles.map((pl) => option(`dc:${pl}`, pl === 'sealDeck' ? t('กอง Seal', 'Seal deck') : t('กอง Mystic', 'Mystic deck'))), { k: 'draw-choose', n, data: { seat: task.seat } }, '401.3.1');
});

ANSWERS.set('draw-choose', (s, bus, c, a) => {
  const seat = a.data!.seat as Seat;
  drawFrom(s, bus, seat, c[0]!.slice(3) as Pile);
  s.tasks.unshift({ k: 'draw-choose', seat, n: a.n! - 1 });
});
