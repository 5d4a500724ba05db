/**
 * Combat (§9.5), Attack All (506) and the hand attack's hit (505.11), run as verbs after the attack's
 * Interfere Step and its "when attacking" abilities. A Seal about to be destroyed is in the "lost the
 * battle" state (Vanish does not work then, smn:vanish).
 */
import { cardsIn, objectOption, option, t, type Bus } from '../../core/kernel.js';
import { nextInt } from '../../core/rng.js';
import { ask, log } from './ask.js';
import { def, sealDef } from './cards/catalog.js';
import { attackTargets } from './eligibility.js';
import { ANSWERS, VERBS, type SmEvent } from './hooks.js';
import { chars, combatSp, stat } from './stats.js';
import type { SmState, Verb } from './types.js';
import { inDimension, lineSeals } from './curses.js';
import { destroy } from './verbs.js';
import { ZONES, cardName, data, hand, heldKinds, move, obj, other } from './zones.js';

export type Outcome = 'defender' | 'attacker' | 'both' | 'none';

/** The combat table: the defender uses At on the At Line, Df on the Df Line; Sp breaks ties (clamped 0–5). */
export function fight(s: SmState, attacker: string, defender: string): Outcome {
  const a = stat(s, attacker, 'at');
  const onAt = data(obj(s, defender)).line === 'at';
  const d = stat(s, defender, onAt ? 'at' : 'df');
  const sa = combatSp(s, attacker);
  const sd = combatSp(s, defender);
  if (onAt) {
    if (a > d) return 'defender';
    if (a < d) return 'attacker';
    return sa > sd ? 'defender' : sa < sd ? 'attacker' : 'both';
  }
  // The attacker is never destroyed when attacking the Df Line.
  return a > d || (a === d && sa > sd) ? 'defender' : 'none';
}

/** Losers are marked, then destroyed together (506.15), then the attacker becomes Inactive (§9.2 step 16). */
function finish(s: SmState, bus: Bus, attacker: string, losers: string[], left = 0): void {
  for (const id of losers) data(obj(s, id)).lostBattle = true;
  // Stryker disable next-line StringLiteral: the zone-change cause is read by no Summoner Master rule, view or log (only the bus's event carries it)
  for (const id of losers) destroy(s, bus, id, 'battle');
  const alive = s.zones.objs[attacker]?.zone === 'field' && !losers.includes(attacker);
  if (alive && losers.length) bus.emit<SmEvent>({ kind: 'won-battle', obj: attacker, seat: obj(s, attacker).ctrl });
  // §9.2 step 15: "attacks N times": a new target, without paying Mp again, while attacks are left.
  if (alive && left > 0 && attackAgain(s, attacker, left)) return;
  becomeInactive(s, bus, attacker);
}

/** Attacks a Seal makes per attack order: its Combination technique's "N times", or an "attacks N times" effect. */
export function attackTimes(s: SmState, id: string): number {
  const o = obj(s, id);
  // Stryker disable next-line OptionalChaining: only a Seal attacks, and a Seal's definition is never missing
  const opt = sealDef(s, o.card)?.combos.find((c) => c.id === data(o).combo);
  const eff = Number(chars(s, id).overrides['attack-times'] ?? 0);
  return Math.max(opt?.times ?? 1, eff || 1);
}

function attackAgain(s: SmState, attacker: string, left: number): boolean {
  const targets = attackTargets(s, attacker).filter((x) => x !== 'all');
  if (!targets.length) return false;
  const a = obj(s, attacker);
  ask(s, a.ctrl, 'attack-target', t(`โจมตีอีกครั้ง (เหลือ ${left} ครั้ง): เลือกเป้าหมาย`, `Attack again (${left} left): choose the target`),
    [...targets.map((x) => (x === 'hand' ? option('tg:hand', t('โจมตีขึ้นมือ', 'Attack the hand'), { rule: '505' }) : objectOption(ZONES, obj(s, x), `tg:${x}`, cardName(s, x)))), option('stop', t('หยุดโจมตี', 'Stop attacking'))],
    { k: 'attack-again', obj: attacker, n: left }, '§9.2');
  return true;
}

ANSWERS.set('attack-again', (s, bus, c, a) => {
  if (c[0] === 'stop') return becomeInactive(s, bus, a.obj!);
  const f = s.frames.at(-1)!;
  const x = c[0]!.slice(3);
  if (x === 'hand') {
    s.players[obj(s, a.obj!).ctrl].handAttack++;
    f.verbs.push({ v: 'hand-hit', attacker: a.obj! });
    return;
  }
  f.verbs.push({ v: 'combat', attacker: a.obj!, target: x, ...(a.n! > 1 ? { left: a.n! - 1 } : {}) });
  bus.emit<SmEvent>({ kind: 'attacked', obj: x, seat: obj(s, x).ctrl });
});

export function becomeInactive(s: SmState, bus: Bus, id: string): void {
  const o = s.zones.objs[id];
  if (!o || o.zone !== 'field' || !data(o).active) return;
  data(o).active = false;
  bus.emit<SmEvent>({ kind: 'became-inactive', obj: id, seat: o.ctrl });
}

VERBS.set('combat', (s, bus, _f, v) => {
  const { attacker, target, left } = v as Extract<Verb, { v: 'combat' }>;
  const a = s.zones.objs[attacker];
  const d = s.zones.objs[target];
  if (!a || a.zone !== 'field') return;
  // A defender gone, or sent to the Dimension (no Line: it takes no combat damage, 709), is not fought.
  if (!d || d.zone !== 'field' || inDimension(d)) return becomeInactive(s, bus, attacker);
  const r = fight(s, attacker, target);
  log(s, t(`${cardName(s, attacker).th} ต่อสู้กับ ${cardName(s, target).th}`, `${cardName(s, attacker).en} fights ${cardName(s, target).en}`));
  finish(s, bus, attacker, r === 'defender' ? [target] : r === 'attacker' ? [attacker] : r === 'both' ? [attacker, target] : [], left);
});

VERBS.set('attack-all', (s, bus, _f, v) => {
  const { attacker } = v as Extract<Verb, { v: 'attack-all' }>;
  const a = s.zones.objs[attacker];
  if (!a || a.zone !== 'field') return;
  const losers: string[] = [];
  // 506.10: each target fights separately; [I] the attacker is never destroyed in an All attack.
  // 506.6: every opposing Seal in the At and Df Lines; Dimension-cursed Seals are in neither.
  for (const d of lineSeals(s, other(a.ctrl))) {
    const r = fight(s, attacker, d.id);
    if (r === 'defender' || r === 'both') losers.push(d.id);
  }
  log(s, t(`${cardName(s, attacker).th} โจมตีทั้งหมด`, `${cardName(s, attacker).en} attacks all`));
  finish(s, bus, attacker, losers);
});

VERBS.set('hand-hit', (s, bus, f, v) => {
  const { attacker, pre } = v as Extract<Verb, { v: 'hand-hit' }>;
  const opp = other(f.ctrl);
  const kinds = (['seal', 'mystic'] as const).filter((k) => hand(s, opp).some((o) => def(s, o.card).kind === k));
  if (!kinds.length) return becomeInactive(s, bus, attacker);
  // §15 q22: only a kind the opponent holds (card backs show the kind); one kind held is no choice (505.11).
  if (kinds.length === 1) return hitHand(s, bus, attacker, opp, kinds[0]!);
  // 505.11 named with the declaration: it stands while nothing was declared since and the hand's counts are as then.
  const held = heldKinds(s, opp);
  if (pre && s.declared === pre.n && held[0] === pre.held[0] && held[1] === pre.held[1]) return hitHand(s, bus, attacker, opp, pre.kind);
  ask(s, f.ctrl, 'optional', t('เลือกชนิดการ์ดบนมือที่จะโจมตี', 'Choose the kind of card to hit in hand'),
    kinds.map((k) => option(`kind:${k}`, k === 'seal' ? t('Seal', 'Seal') : t('Mystic', 'Mystic'))), { k: 'hand-hit', obj: attacker, data: { seat: opp } }, '505.11');
});

ANSWERS.set('hand-hit', (s, bus, choice, a) => hitHand(s, bus, a.obj!, a.data!.seat as 0 | 1, choice[0]!.slice(5)));

/** 505.11: one random card of the chosen kind from the opponent's hand goes to the Shrine. */
function hitHand(s: SmState, bus: Bus, attacker: string, opp: 0 | 1, kind: string): void {
  const pool = cardsIn(s.zones, 'hand', opp).filter((id) => def(s, obj(s, id).card).kind === kind);
  const hit = pool[nextInt(s.rng, pool.length)]!;
  log(s, t(`โจมตีขึ้นมือ: ${cardName(s, hit).th} ตก Shrine`, `Hand attack: ${cardName(s, hit).en} falls to the Shrine`));
  // Stryker disable next-line ObjectLiteral: the zone-change cause is read by no Summoner Master rule, view or log (only the bus's event carries it)
  move(s, bus, hit, 'shrine', { cause: 'hand-attack' });
  becomeInactive(s, bus, attacker);
}
