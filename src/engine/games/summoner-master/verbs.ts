/**
 * Carrying out effect verbs, one at a time, resumable across prompts: a frame is the list of verbs one
 * Skill, Ability or Mystic produces, with its controller, source and target. Amounts that read a stat are
 * computed when the effect is created and never change afterwards (602.1.4, the remember-state rule).
 */
import { cardsIn, option, objectOption, t, type Bus } from '../../core/kernel.js';
import { nextInt } from '../../core/rng.js';
import { ask, log } from './ask.js';
import { def, sealDef } from './cards/catalog.js';
import { drawCards, drawFrom } from './draw.js';
import { addEffect, applyCurse, protectedFrom } from './effects.js';
import { ANSWERS, VERBS, type SmEvent } from './hooks.js';
import { abilitiesOff, stat } from './stats.js';
import type { Amount, Cond, CountSpec, Frame, PlayerSel, SealData, SmState, Verb, Who } from './types.js';
import { ZONES, cardName, data, fieldSeals, move, obj, other, shrineLevel } from './zones.js';
import type { Seat } from '../../core/kernel.js';


export { matches } from './match.js';
import { matches } from './match.js';

function srcName(s: SmState, f: Frame): string | null {
  return sealDef(s, f.srcCard)?.name.en ?? null;
}

/** The Seals a verb affects now; protected Seals are left out (Live Branch Fairy's Twinkling). */
export function affected(s: SmState, f: Frame, who: Who): string[] {
  let ids: string[];
  if (who === 'self') ids = s.zones.objs[f.src]?.zone === 'field' ? [f.src] : [];
  else if (who === 'target') ids = (f.targets ?? (f.target ? [f.target] : [])).filter((id) => s.zones.objs[id]?.zone === 'field');
  else if (typeof who === 'object') {
    // "Each": every Seal of the side (optionally matching, on a Line, other than the source), as it is now.
    const seats = who.each === 'own' ? [f.ctrl] : who.each === 'opp' ? [other(f.ctrl)] : ([0, 1] as const);
    ids = seats.flatMap((p) => fieldSeals(s, p))
      .filter((o) => (!who.match || matches(s, o, who.match)) && (!who.line || data(o).line === who.line) && (!who.other || o.id !== f.src))
      .map((o) => o.id);
  } else {
    const seats = who === 'own-seals' ? [f.ctrl] : who === 'opp-seals' ? [other(f.ctrl)] : ([0, 1] as const);
    ids = seats.flatMap((p) => fieldSeals(s, p).map((o) => o.id));
  }
  return ids.filter((id) => id === f.src || !protectedFrom(s, id, f.by, isSealCard(s, f.srcCard) ? f.srcCard : null, srcName(s, f)));
}

const isSealCard = (s: SmState, card: string): boolean => def(s, card).kind === 'seal';

/** The player a verb acts for; null when the target chosen is not a player. */
export function playerOf(f: Frame, p: PlayerSel | undefined): Seat | null {
  if (!p || p === 'self') return f.ctrl;
  if (p === 'opponent') return other(f.ctrl);
  return f.target?.startsWith('player:') ? (Number(f.target.slice(7)) as Seat) : null;
}

/** Cards of a zone counted from the controller's side (§5 zones; a Seal's Line is on the field). */
export function countCards(s: SmState, ctrl: Seat, c: CountSpec): number {
  const seats = c.side === 'own' ? [ctrl] : c.side === 'opp' ? [other(ctrl)] : ([0, 1] as const);
  let n = 0;
  for (const p of seats) {
    for (const id of cardsIn(s.zones, c.zone, p)) {
      const o = obj(s, id);
      if (c.kind && def(s, o.card).kind !== c.kind) continue;
      if (c.match && !matches(s, o, c.match)) continue;
      n++;
    }
  }
  return n;
}

const within = (v: number, c: { min?: number; max?: number }): boolean => (c.min === undefined || v >= c.min) && (c.max === undefined || v <= c.max);

/** Whether a condition holds now, for a source `src` controlled by `ctrl`. */
export function condHolds(s: SmState, ctrl: Seat, src: string, c: Cond): boolean {
  if (c.k === 'count') return within(countCards(s, ctrl, c.count), c);
  if (c.k === 'shrine-level') return within(shrineLevel(s, c.side === 'own' ? ctrl : other(ctrl)), c);
  if (c.k === 'mp') return within(s.players[c.side === 'own' ? ctrl : other(ctrl)].mp, c);
  const o = s.zones.objs[src];
  if (!o || o.zone !== 'field') return false;
  const d = data(o);
  return (!c.line || d.line === c.line) && (c.combined === undefined || !!d.combo === c.combined) && (c.growth === undefined || !!d.growth === c.growth);
}

/**
 * `target` is the Seal a per-Seal verb affects now; a player's verb (Mp, draw, discard, Shrine cards) has none, so
 * "of the target" reads the card the effect targets.
 */
export function amount(s: SmState, f: Frame, a: Amount, target = f.target): number {
  if (typeof a === 'number') return a;
  // "Up to N" was answered before the verb ran (stepFrame); a count is read now (602.1.4).
  if ('upTo' in a) return a.upTo;
  if ('count' in a) return countCards(s, f.ctrl, a.count) * (a.times ?? 1) || 0;
  const id = a.of === 'self' ? f.src : target;
  const o = id === undefined ? undefined : s.zones.objs[id];
  if (!o) return 0;
  const d = sealDef(s, o.card);
  const v = a.printed ? (d?.[a.stat] ?? 0) : stat(s, o.id, a.stat);
  // "-1 ×" a stat of 0 (North Newland Sniper on a Seal of attack Mp 0) is 0, not -0: states hold JSON numbers only.
  return v * (a.times ?? 1) || 0;
}

// Stryker disable all: the zone-change cause is read by no Summoner Master rule, view or log (only the bus's event carries it)
const BY = { bounce: { cause: 'bounce' }, discard: { cause: 'discard' }, sacrifice: { cause: 'sacrifice' }, return: { cause: 'return' } } as const;
// Stryker restore all

/** Destroy (701 → 703): a Seal or a Mystic goes to its owner's Shrine. */
// Stryker disable next-line StringLiteral: the zone-change cause is read by no Summoner Master rule, view or log (only the bus's event carries it)
export function destroy(s: SmState, bus: Bus, id: string, cause = 'destroy'): void {
  const o = s.zones.objs[id];
  if (!o || (o.zone !== 'field' && o.zone !== 'casting')) return;
  log(s, t(`${cardName(s, id).th} ถูกทำลาย`, `${cardName(s, id).en} is destroyed`));
  // 701: "when [S] is destroyed" abilities fire from the Shrine, if they worked as the card left (601.1.5).
  const off = abilitiesOff(s, id);
  // Stryker disable next-line ObjectLiteral: the zone-change cause is read by no Summoner Master rule, view or log (only the bus's event carries it)
  const gone = move(s, bus, id, 'shrine', { cause });
  if (gone && !off) bus.emit<SmEvent>({ kind: 'destroyed', obj: gone.id, seat: gone.owner });
}

const BASIC: Record<string, (s: SmState, bus: Bus, f: Frame, v: never) => void> = {
  stat: (s, _bus, f, v: Extract<Verb, { v: 'stat' }>) => {
    for (const id of affected(s, f, v.who)) addEffect(s, id, { k: 'modify', stat: v.stat, by: amount(s, f, v.by, id) }, v.dur, f.src);
  },
  destroy: (s, bus, f, v: Extract<Verb, { v: 'destroy' }>) => {
    // A targeted Mystic is destroyed like a Seal: `affected` keeps every target on the field, all of "up to N".
    for (const id of affected(s, f, v.who)) destroy(s, bus, id);
  },
  draw: (s, bus, f, v: Extract<Verb, { v: 'draw' }>) => {
    const p = playerOf(f, v.player);
    if (p === null) return;
    const n = amount(s, f, v.n);
    if (!v.from) return drawCards(s, bus, p, n);
    if (v.from !== 'choose') {
      for (let i = 0; i < n; i++) drawFrom(s, bus, p, v.from === 'seal' ? 'sealDeck' : 'mysticDeck');
      return;
    }
    // A count of 0 or less draws nothing: the task ends at once (verbs-zones.ts).
    s.tasks.unshift({ k: 'draw-choose', seat: p, n });
  },
  curse: (s, bus, f, v: Extract<Verb, { v: 'curse' }>) => {
    for (const id of affected(s, f, v.who)) {
      const wasAt = data(obj(s, id)).line === 'at';
      const r = applyCurse(s, id, v.curse, v.turns, v.swapAtDf, f.ctrl);
      if (r === 'death') destroy(s, bus, id);
      // §14.5 default: Freeze forcing a Seal to the Df Line is a Line change (North Newland Sniper hears it).
      else if (r === 'applied' && v.curse === 'freeze' && wasAt) {
        // Stryker disable next-line BooleanLiteral: no listener reads byOrder (opp-line-change hears both kinds of Line change, §14.5)
        bus.emit<SmEvent>({ kind: 'line-changed', obj: id, seat: obj(s, id).ctrl, byOrder: false });
      }
    }
  },
  'protect-other-names': (s, _bus, f, v: Extract<Verb, { v: 'protect-other-names' }>) => {
    const name = def(s, f.srcCard).name.en;
    for (const id of affected(s, f, v.who)) addEffect(s, id, { k: 'override', what: 'protect-other-names', value: name }, v.dur, f.src);
  },
  // smn:fixed-charging.2: only the card's own Skills/Abilities add Fixed Charge Counters, so the verb only ever touches its source.
  fcc: (s, _bus, f, v: Extract<Verb, { v: 'fcc' }>) => {
    const o = s.zones.objs[f.src];
    if (o?.zone === 'field') (o.counters ??= {}).fcc = (o.counters.fcc ?? 0) + v.n;
  },
  charge: (s, _bus, f, v: Extract<Verb, { v: 'charge' }>) => {
    const o = s.zones.objs[f.src];
    if (o?.zone === 'field') (o.counters ??= {}).charge = (o.counters.charge ?? 0) + v.n;
  },
  mp: (s, _bus, f, v: Extract<Verb, { v: 'mp' }>) => {
    const p = playerOf(f, v.player);
    // §2.3: Mp never goes below 0.
    if (p !== null) s.players[p].mp = Math.max(0, s.players[p].mp + amount(s, f, v.by));
  },
  'to-hand': (s, bus, f, v: Extract<Verb, { v: 'to-hand' }>) => {
    for (const id of affected(s, f, v.who)) move(s, bus, id, 'hand', BY.bounce);
  },
  'cancel-abilities': (s, _bus, f, v: Extract<Verb, { v: 'cancel-abilities' }>) => {
    for (const id of affected(s, f, v.who)) addEffect(s, id, { k: 'forbid', what: 'abilities' }, v.dur, f.src);
  },
  // Generic counter removal: Charge Counters go, Fixed Charge Counters cannot be lost this way (smn:fixed-charging.2).
  'strip-counters': (s, _bus, f, v: Extract<Verb, { v: 'strip-counters' }>) => {
    for (const id of affected(s, f, v.who)) {
      const o = obj(s, id);
      if (o.counters?.charge) delete o.counters.charge;
    }
  },
  sacrifice: (s, _bus, f, v: Extract<Verb, { v: 'sacrifice' }>) => {
    const cands = fieldSeals(s, f.ctrl).filter((o) => o.id !== f.src && o.owner === f.ctrl && matches(s, o, v.req));
    if (!cands.length) return;
    const opts = cands.map((o) => objectOption(ZONES, o, `sac:${o.id}`, cardName(s, o.id), { group: 'sacrifice' }));
    ask(s, f.ctrl, 'optional', t('Sacrifice ได้ 1 ใบ (หรือไม่ก็ได้)', 'You may Sacrifice 1 card'), [...opts, option('skip', t('ไม่ Sacrifice', 'Do not Sacrifice'))], { k: 'sacrifice', data: { then: v.then } }, '§11.3');
  },
  // 702: the opponent discards at random (the RNG of the match); discarded cards go to the Shrine.
  'discard-random': (s, bus, f, v: Extract<Verb, { v: 'discard-random' }>) => {
    for (let i = 0; i < v.n; i++) {
      const h = cardsIn(s.zones, 'hand', other(f.ctrl));
      if (!h.length) return;
      move(s, bus, h[nextInt(s.rng, h.length)]!, 'shrine', BY.discard);
    }
  },
  'shrine-to-hand': (s, _bus, f) => {
    const cands = cardsIn(s.zones, 'shrine', f.ctrl).map((id) => obj(s, id)).filter((o) => !(o.data as SealData | undefined)?.shrineLocked);
    if (!cands.length) return;
    ask(s, f.ctrl, 'choose-cards', t('เลือกการ์ดจาก Shrine ขึ้นมือ', 'Choose a Shrine card to return to hand'), cands.map((o) => objectOption(ZONES, o, `sh:${o.id}`, cardName(s, o.id))), { k: 'shrine-to-hand' }, '§5');
  },
};

for (const [k, h] of Object.entries(BASIC)) VERBS.set(k, h as never);

ANSWERS.set('sacrifice', (s, bus, choice, a) => {
  const f = s.frames.at(-1)!;
  if (choice[0] === 'skip') return;
  // §11.3: Sacrifice is an order, not an effect: it cannot be cancelled and its Seal's Level counts in the Shrine.
  move(s, bus, choice[0]!.slice(4), 'shrine', BY.sacrifice);
  // Stryker disable next-line ArrayDeclaration: a Sacrifice verb always carries its `then` list (types.ts), so the fallback is never read
  f.verbs.splice(f.pc, 0, ...((a.data?.then as Verb[]) ?? []));
});

ANSWERS.set('shrine-to-hand', (s, bus, choice) => {
  move(s, bus, choice[0]!.slice(3), 'hand', BY.return);
});

/** Runs the top frame until it finishes or asks something. */
export function stepFrame(s: SmState, bus: Bus): void {
  const f = s.frames.at(-1)!;
  if (f.pc >= f.verbs.length) {
    s.frames.pop();
    return;
  }
  const v = f.verbs[f.pc++]!;
  // "Up to N": the controller chooses the number first, then the verb runs with it.
  const up = upToField(v);
  if (up) {
    const max = ((v as Record<string, unknown>)[up] as { upTo: number }).upTo;
    ask(s, f.ctrl, 'optional', t(`เลือกจำนวน (ไม่เกิน ${max})`, `Choose how many (up to ${max})`), Array.from({ length: max + 1 }, (_, i) => option(`n:${i}`, t(String(i), String(i)))), { k: 'up-to', data: { verb: v, field: up } }, '§10.5');
    return;
  }
  const h = VERBS.get(v.v);
  if (!h) throw new Error(`engine bug: no handler for verb ${v.v}`);
  h(s, bus, f, v);
}

function upToField(v: Verb): 'n' | 'by' | null {
  for (const k of ['n', 'by'] as const) {
    const x = (v as Record<string, unknown>)[k];
    if (x && typeof x === 'object' && 'upTo' in x) return k;
  }
  return null;
}

ANSWERS.set('up-to', (s, _bus, c, a) => {
  const f = s.frames.at(-1)!;
  const v = a.data!.verb as Verb;
  f.verbs.splice(f.pc, 0, { ...v, [a.data!.field as string]: Number(c[0]!.slice(2)) } as Verb);
});

export function pushFrame(s: SmState, f: Omit<Frame, 'pc'>): void {
  // A copy: "if", "up to" and Sacrifice insert verbs into the frame, never into the card's definition.
  s.frames.push({ ...f, verbs: f.verbs.slice(), pc: 0 });
}
