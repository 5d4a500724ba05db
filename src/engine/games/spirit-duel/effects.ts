/**
 * Runs card-language effects (language.ts): selectors, amounts, conditions and verbs. A Magic, an opened Trap or
 * a trigger becomes a resolution (`s.resolving`): its effects run in order, and an effect that needs a decision
 * (a chosen Spirit, an "up to N" amount, which cards to discard, a deck search, a card from the discard pile)
 * asks its prompt when it is reached, so every choice sees the board as the earlier effects left it.
 */
import { cardsIn, moveObject, objectOption, option, perSeat, use, type Bus, type PromptOption, type Seat, type Text } from '../../core/kernel.js';
import { nextInt } from '../../core/rng.js';
import { addDamage, atkOf, damageOf, dataOf, destroy, equipmentOn, fieldCard, gainCore, hpLeft, obj, other, say, spiritLabel, spiritsOf, draw } from './board.js';
import { sdCard } from './cards.js';
import type { SDAmount, SDCard, SDCardFilter, SDCondition, SDCountWhat, SDEffect, SDFilter, SDTarget, SpiritRefT } from './language.js';
import { R } from './rules.js';
import { shuffleDeck } from './shuffle.js';
import { MAX_CORE, ZONES, type Resolving, type SDState } from './state.js';

export type EffectCtx = Resolving['ctx'];

const seats: Seat[] = [0, 1];

/** The effect list a resolution runs: a Magic's, a Trap's, or one trigger's. */
export function effectList(c: SDCard, path: Resolving['path']): readonly SDEffect[] {
  // Stryker disable next-line ArrayDeclaration: only a Magic resolves its 'effects', and card-sets.ts requires them of a Magic
  if (path === 'effects') return c.effects ?? [];
  // Stryker disable next-line ArrayDeclaration,OptionalChaining: only a Trap resolves its 'trap', and card-sets.ts requires it of a Trap
  if (path === 'trap') return c.trap?.effects ?? [];
  // Stryker disable next-line ArrayDeclaration,OptionalChaining: a trigger path is the index of one of the card's triggers (fire queues only those)
  return c.triggers?.[Number(path.slice(1))]?.effects ?? [];
}

const onField = (s: SDState, id: string | undefined | null): id is string => !!id && s.zones.objs[id]?.zone === 'spirits';

export function refId(s: SDState, ctx: EffectCtx, ref: SpiritRefT): string | null {
  // Stryker disable next-line OptionalChaining: "attacker" and "attack-target" exist only during an attack (card-sets.ts refuses them elsewhere)
  const id = ref === 'this' ? ctx.self : ref === 'subject' ? ctx.subject : ref === 'attacker' ? s.battle?.attacker : s.battle?.target;
  return onField(s, id) ? id : null;
}

const sideSeats = (seat: Seat, side: SDFilter['side']): Seat[] => (side === 'yours' ? [seat] : side === 'opponents' ? [other(seat)] : [seat, other(seat)]);

const inRange = (v: number, min?: number, max?: number): boolean => (min === undefined || v >= min) && (max === undefined || v <= max);

/** The Spirits on the field a filter picks, in slot order (the controller's side first). */
export function filterSpirits(s: SDState, seat: Seat, ctx: EffectCtx, f: SDFilter): string[] {
  return sideSeats(seat, f.side).flatMap((p) => spiritsOf(s, p)).filter((id) => {
    const c = sdCard(s, obj(s, id).card);
    if (f.other && id === ctx.self) return false;
    if (f.card !== undefined && c.id !== f.card) return false;
    if (!inRange(c.cost, f.minCost, f.maxCost)) return false;
    if (!inRange(atkOf(s, id), f.minAtk, f.maxAtk)) return false;
    if (f.damaged && damageOf(s, id) <= 0) return false;
    if (f.summonedThisTurn && dataOf(obj(s, id)).summonedTurn !== s.turn) return false;
    return true;
  });
}

function count(s: SDState, p: Seat, what: SDCountWhat): number {
  if (what === 'core') return s.core[p];
  if (what === 'soul') return s.soul[p];
  return cardsIn(s.zones, what, p).length;
}

export function holds(s: SDState, seat: Seat, ctx: EffectCtx, conds: readonly SDCondition[] | undefined): boolean {
  return (conds ?? []).every((c) => {
    if (c.k === 'attack-on') return !!s.battle && (c.is === 'soul') === (s.battle.target === null);
    if (c.k === 'count') return inRange(count(s, c.side === 'yours' ? seat : other(seat), c.what), c.min, c.max);
    const id = refId(s, ctx, c.of);
    if (!id) return false;
    const v = c.stat === 'atk' ? atkOf(s, id) : c.stat === 'hp' ? hpLeft(s, id) : c.stat === 'damage' ? damageOf(s, id) : sdCard(s, obj(s, id).card).cost;
    return inRange(v, c.min, c.max);
  });
}

const players = (seat: Seat, p: 'you' | 'opponent' | 'both'): Seat[] => (p === 'you' ? [seat] : p === 'opponent' ? [other(seat)] : [seat, other(seat)]);

/** An amount that needs no decision; `upTo` is read from the choice made for it. */
function amountOf(s: SDState, r: Resolving, a: SDAmount, i: number): number {
  if (typeof a === 'number') return a;
  // Stryker disable next-line OptionalChaining: the amount is chosen (need) before its effect runs
  if ('upTo' in a) return Number(r.chosen[`${i}:n`]?.[0] ?? 0);
  const n = count(s, a.side === 'yours' ? r.seat : other(r.seat), a.count) * (a.times ?? 1);
  return a.max === undefined ? n : Math.min(n, a.max);
}

const matchesCard = (c: SDCard, f: SDCardFilter): boolean =>
  (f.type === undefined || c.type === f.type) && (f.card === undefined || c.id === f.card) && inRange(c.cost, f.minCost, f.maxCost);

/** A decision the effect at `i` still needs, as prompt data; null when it can run. */
interface Need { key: string; seat: Seat; kind: 'targets' | 'discard' | 'choose-cards'; label: { th: string; en: string }; options: PromptOption[]; min: number; max: number; rule: string }

function need(s: SDState, r: Resolving, e: SDEffect, i: number): Need | null {
  const name = sdCard(s, r.card).name;
  const lab = (l: Text) => ({ th: `${name.th}: ${l.th}`, en: `${name.en}: ${l.en}` });
  const amount = 'amount' in e ? e.amount : undefined;
  if (typeof amount === 'object' && 'upTo' in amount && !r.chosen[`${i}:n`]) {
    let max = amount.upTo;
    // Healing more than the damage on the Spirit heals nothing more: the choice stops there.
    if (e.do === 'heal' && 'ref' in e.target) max = Math.min(max, damageOfRef(s, r, e.target));
    const options = Array.from({ length: max + 1 }, (_, k) => option(`n:${k}`, { th: `${k}`, en: `${k}` }, { group: 'amount', rule: r.rule }));
    return { key: `${i}:n`, seat: r.seat, kind: 'targets', label: lab({ th: `เลือกจำนวน (0–${max})`, en: `choose how many (0–${max})` }), options, min: 1, max: 1, rule: r.rule };
  }
  if ('target' in e && 'choose' in e.target && !r.chosen[`${i}:t`]) {
    const cands = filterSpirits(s, r.seat, r.ctx, e.target.choose);
    if (!cands.length) {
      // Stryker disable next-line StringLiteral,ArrayDeclaration: only a memo (asked again, the same empty list is found); an id in it is no Spirit or card there, so it is skipped
      r.chosen[`${i}:t`] = [];
      return null;
    }
    const n = e.target.upTo ?? 1;
    const options = cands.map((id) => objectOption(ZONES, obj(s, id), `t:${id}`, spiritLabel(s, id), { group: 'target', rule: r.rule }));
    return { key: `${i}:t`, seat: r.seat, kind: 'targets', label: lab(e.target.upTo ? { th: `เลือก Spirit ไม่เกิน ${n} ตัว`, en: `choose up to ${n} Spirits` } : { th: 'เลือก Spirit', en: 'choose a Spirit' }), options, min: e.target.upTo ? 0 : 1, max: Math.min(n, cands.length), rule: r.rule };
  }
  if (e.do === 'discard' && !e.random) {
    for (const p of players(r.seat, e.player)) {
      const key = `${i}:d${p}`;
      if (r.chosen[key]) continue;
      const hand = cardsIn(s.zones, 'hand', p);
      const n = Math.min(amountOf(s, r, e.amount, i), hand.length);
      if (n === 0) {
        // Stryker disable next-line ArrayDeclaration: the hand check in run1 skips an id that is not a hand card
        r.chosen[key] = [];
        continue;
      }
      const options = hand.map((id) => objectOption(ZONES, obj(s, id), `c:${id}`, sdCard(s, obj(s, id).card).name, { group: 'discard', rule: r.rule }));
      return { key, seat: p, kind: 'discard', label: lab({ th: `ทิ้งการ์ด ${n} ใบ`, en: `discard ${n} card(s)` }), options, min: n, max: n, rule: r.rule };
    }
  }
  if ((e.do === 'search' || e.do === 'recover') && !r.chosen[`${i}:c`]) {
    const zone = e.do === 'search' ? 'deck' : 'discard';
    // Sorted by card id: the options must not tell the searcher the deck's order.
    const cands = cardsIn(s.zones, zone, r.seat).filter((id) => matchesCard(sdCard(s, obj(s, id).card), e.filter))
      .sort((a, b) => {
        const x = obj(s, a).card;
        const y = obj(s, b).card;
        // Stryker disable next-line EqualityOperator: ties are copies of one card, whose order among themselves names nothing
        if (x < y) return -1;
        // Stryker disable next-line ConditionalExpression,EqualityOperator: V8 sorts a deck this small (30 cards at most) by binary insertion, which reads only "< 0"; kept for a whole comparator
        return x > y ? 1 : 0;
      });
    if (!cands.length) {
      // Stryker disable next-line StringLiteral,ArrayDeclaration: only a memo (asked again, the same empty list is found); an id in it is no Spirit or card there, so it is skipped
      r.chosen[`${i}:c`] = [];
      return null;
    }
    const options = cands.map((id) => objectOption(ZONES, obj(s, id), `c:${id}`, sdCard(s, obj(s, id).card).name, { group: 'card', rule: r.rule }));
    return { key: `${i}:c`, seat: r.seat, kind: 'choose-cards', label: lab({ th: 'เลือกการ์ด 1 ใบ', en: 'choose 1 card' }), options, min: 1, max: 1, rule: r.rule };
  }
  return null;
}

function damageOfRef(s: SDState, r: Resolving, t: { ref: SpiritRefT }): number {
  const id = refId(s, r.ctx, t.ref);
  return id ? damageOf(s, id) : 0;
}

/** The Spirits an effect's target names now (chosen ones that left the field are skipped). */
function targets(s: SDState, r: Resolving, t: SDTarget, i: number): string[] {
  if ('ref' in t) {
    const id = refId(s, r.ctx, t.ref);
    return id ? [id] : [];
  }
  if ('each' in t) return filterSpirits(s, r.seat, r.ctx, t.each);
  // Stryker disable next-line MethodExpression,ArrayDeclaration: the targets are chosen (need: always recorded) just before the effect runs, so none has left yet
  return (r.chosen[`${i}:t`] ?? []).filter((id) => onField(s, id));
}

function timed(s: SDState, r: Resolving, target: string, op: { k: 'modify'; stat: string; by: number } | { k: 'allow'; what: string }, dur: 'end-of-turn' | 'this-attack' | 'while-on-field'): void {
  const id = `e${++s.seq}`;
  // Stryker disable next-line ObjectLiteral: the effect names its Spirit's object id, which any move retires, so ending it on leaving only tidies s.effects
  const whileOn = { k: 'while-on-field' as const, obj: target };
  const duration = dur === 'while-on-field' ? whileOn : { k: 'end-of-turn' as const };
  // Stryker disable next-line LogicalOperator,UpdateOperator: nothing reads `source`; these effects only add to stats or allow, which commute, so their order (ts) changes nothing
  s.effects.push({ id, targets: [target], op, ts: s.zones.ts++, duration, source: r.src ?? r.card });
  // "For this attack": removed when the attack ends (battle.ts).
  // Stryker disable next-line ArrayDeclaration: the attack's end drops the listed ids; an id no effect has drops nothing
  if (dur === 'this-attack' && s.battle) (s.battle.effects ??= []).push(id);
}

const nm = (s: SDState, id: string) => sdCard(s, obj(s, id).card).name;

// Stryker disable ArrowFunction,ObjectLiteral,StringLiteral: no rule reads these causes (hooks.ts reads only 'destroy', and only of a Spirit leaving the field); they only name the move on its zone-change event
const BY = { return: 'return', unequip: 'unequip', discard: 'discard', mill: 'mill', destroy: 'destroy' } as const;
const moved = (cause: string) => ({ cause });
// Stryker restore ArrowFunction,ObjectLiteral,StringLiteral

function toZone(s: SDState, bus: Bus, id: string, zone: 'hand' | 'discard', cause: string, what: Text, rule: string): void {
  const n = nm(s, id);
  moveObject(ZONES, s.zones, bus, id, zone, moved(cause));
  say(s, { th: `${n.th} ${what.th}`, en: `${n.en} ${what.en}` }, { rule });
}

function run1(s: SDState, bus: Bus, r: Resolving, e: SDEffect, i: number): void {
  const seat = r.seat;
  const src = sdCard(s, r.card).name;
  const amt = (a: SDAmount) => amountOf(s, r, a, i);
  switch (e.do) {
    case 'damage':
      for (const id of targets(s, r, e.target, i)) addDamage(s, id, amt(e.amount));
      return;
    case 'heal':
      for (const id of targets(s, r, e.target, i)) {
        const d = dataOf(obj(s, id));
        d.damage = e.amount === 'all' ? 0 : Math.max(0, (d.damage ?? 0) - amt(e.amount));
      }
      return;
    case 'destroy':
      for (const id of targets(s, r, e.target, i)) destroy(s, bus, id, r.rule);
      return;
    case 'return-to-hand':
      for (const id of targets(s, r, e.target, i)) toZone(s, bus, id, 'hand', BY.return, { th: 'กลับขึ้นมือเจ้าของ', en: 'returns to its owner’s hand' }, r.rule);
      return;
    case 'modify':
      for (const id of targets(s, r, e.target, i)) {
        if (e.atk) timed(s, r, id, { k: 'modify', stat: 'atk', by: e.atk }, e.duration);
        if (e.hp) timed(s, r, id, { k: 'modify', stat: 'hp', by: e.hp }, e.duration);
      }
      return;
    case 'may-attack':
      for (const id of targets(s, r, e.target, i)) timed(s, r, id, { k: 'allow', what: 'attack-on-arrival' }, 'end-of-turn');
      return;
    case 'rest':
    case 'ready':
      for (const id of targets(s, r, e.target, i)) dataOf(obj(s, id)).rested = e.do === 'rest';
      return;
    case 'unequip':
      for (const id of targets(s, r, e.target, i)) {
        const eq = equipmentOn(s, id);
        if (eq) toZone(s, bus, eq.id, e.to, BY.unequip, e.to === 'hand' ? { th: 'ถูกถอดกลับขึ้นมือ', en: 'is unequipped to its owner’s hand' } : { th: 'ถูกถอดลง Discard', en: 'is unequipped to the discard pile' }, R.equipLeaves);
      }
      return;
    case 'damage-soul':
    case 'gain-soul':
      for (const p of players(seat, e.player)) {
        const n = amt(e.amount);
        s.soul[p] += e.do === 'gain-soul' ? n : -n;
        say(s, e.do === 'gain-soul'
          ? { th: `${src.th}: ${s.names[p]} ได้รับ Soul ${n} (มี ${s.soul[p]})`, en: `${src.en}: ${s.names[p]} gains ${n} Soul (${s.soul[p]})` }
          : { th: `${src.th}: ${s.names[p]} เสีย Soul ${n} (เหลือ ${s.soul[p]})`, en: `${src.en}: ${s.names[p]} loses ${n} Soul (${s.soul[p]} left)` }, { rule: R.soul });
      }
      return;
    case 'draw':
      for (const p of players(seat, e.player)) draw(s, bus, p, amt(e.amount));
      return;
    case 'discard':
      for (const p of players(seat, e.player)) {
        // Stryker disable next-line ArrayDeclaration: a chosen discard is always recorded (need), and a random one is drawn below
        let ids = r.chosen[`${i}:d${p}`] ?? [];
        if (e.random) {
          const hand = [...cardsIn(s.zones, 'hand', p)];
          // Stryker disable next-line ArrayDeclaration: the hand check below drops an id that is not a hand card
          ids = [];
          for (let k = Math.min(amt(e.amount), hand.length); k > 0; k--) ids.push(hand.splice(nextInt(s.rng, hand.length), 1)[0]!);
        }
        for (const id of ids) {
          // Stryker disable next-line ConditionalExpression,OptionalChaining,StringLiteral: the ids were chosen from, or drawn out of, the hand just before, so all are still there
          if (s.zones.objs[id]?.zone !== 'hand') continue;
          toZone(s, bus, id, 'discard', BY.discard, { th: `ถูกทิ้งจากมือของ ${s.names[p]}`, en: `is discarded from ${s.names[p]}’s hand` }, R.main);
        }
      }
      return;
    case 'mill':
      for (const p of players(seat, e.player)) {
        for (let k = amt(e.amount); k > 0; k--) {
          const top = cardsIn(s.zones, 'deck', p).at(-1);
          if (top === undefined) break;
          toZone(s, bus, top, 'discard', BY.mill, { th: `จากเด็คของ ${s.names[p]} ลง Discard`, en: `goes from ${s.names[p]}’s deck to the discard pile` }, R.main);
        }
      }
      return;
    case 'search':
    case 'recover': {
      // Stryker disable next-line OptionalChaining: the card is chosen (need) before the effect runs
      const id = r.chosen[`${i}:c`]?.[0];
      // Stryker disable next-line LogicalOperator: a chosen card has not moved yet (chosen just before the effect runs)
      if (id && s.zones.objs[id]) {
        const n = nm(s, id);
        moveObject(ZONES, s.zones, bus, id, 'hand', moved(e.do));
        say(s, e.do === 'search'
          ? { th: `${s.names[seat]} ค้นเด็คและเปิดให้ดู ${n.th} แล้วนำขึ้นมือ`, en: `${s.names[seat]} searches their deck and reveals ${n.en}, putting it into their hand` }
          : { th: `${s.names[seat]} นำ ${n.th} จาก Discard ขึ้นมือ`, en: `${s.names[seat]} returns ${n.en} from the discard pile to their hand` }, { actor: seat, rule: R.main });
      }
      if (e.do === 'search') shuffleDeck(s, seat);
      return;
    }
    case 'gain-core':
      for (const p of players(seat, e.player)) {
        const got = gainCore(s, p, amt(e.amount));
        say(s, { th: `${src.th}: ${s.names[p]} ได้รับ Core ${got} (สูงสุด ${MAX_CORE})`, en: `${src.en}: ${s.names[p]} gains ${got} Core (at most ${MAX_CORE})` }, { actor: p, rule: R.coreStart });
      }
      return;
    case 'lose-core':
      for (const p of players(seat, e.player)) {
        const lost = Math.min(s.core[p], amt(e.amount));
        s.core[p] -= lost;
        say(s, { th: `${src.th}: ${s.names[p]} เสีย Core ${lost}`, en: `${src.en}: ${s.names[p]} loses ${lost} Core` }, { rule: R.core });
      }
      return;
    case 'extra-summon':
      use(s.limits, 'turn', perSeat(seat, 'extra-summon'), e.amount);
      return;
    case 'cancel-attack':
      // Stryker disable next-line ConditionalExpression: card-sets.ts allows cancel-attack only during an attack
      if (s.battle) {
        s.battle.stage = 'cancelled';
        say(s, { th: 'การโจมตีถูกยกเลิก', en: 'The attack is cancelled' }, { rule: R.cancelled });
      }
      return;
    case 'destroy-field': {
      const f = fieldCard(s);
      if (f) toZone(s, bus, f.id, 'discard', BY.destroy, { th: 'ถูกทำลาย', en: 'is destroyed' }, R.field);
      return;
    }
  }
}

/** Runs the pending resolution; true when it stopped to ask a prompt. */
export function resume(s: SDState, bus: Bus): boolean {
  const r = s.resolving;
  // Stryker disable next-line ConditionalExpression,BooleanLiteral: callers resume only a resolution there is (loop.ts checks s.resolving; startResolution sets it)
  if (!r) return false;
  const list = effectList(sdCard(s, r.card), r.path);
  while (r.next < list.length) {
    const e = list[r.next]!;
    const q = need(s, r, e, r.next);
    if (q) {
      s.prompt = { promptId: `p${++s.seq}`, seat: q.seat, kind: q.kind, label: q.label, options: q.options, min: q.min, max: q.max, rule: q.rule };
      r.asking = q.key;
      // Stryker disable next-line BooleanLiteral: the loop stops at a set prompt anyway (run's first check), and end-of-turn effects never ask
      return true;
    }
    run1(s, bus, r, e, r.next);
    r.next++;
  }
  delete s.resolving;
  return false;
}

export function startResolution(s: SDState, bus: Bus, r: Resolving): boolean {
  s.resolving = r;
  return resume(s, bus);
}

/** The answer to a resolution's prompt: recorded, then the resolution goes on (in the loop). */
export function answerResolution(s: SDState, choice: string[]): void {
  const r = s.resolving!;
  // Every option id is a two-letter prefix ("t:", "n:", "c:") and an object id or a number.
  r.chosen[r.asking!] = choice.map((c) => c.slice(2));
  delete r.asking;
}

/** Does the Magic's first effect choose its one target when it is cast (the option names it)? */
export function castTargetOf(c: SDCard): SDFilter | null {
  // Stryker disable next-line OptionalChaining: asked only about Magic cards, which have effects (card-sets.ts)
  const e = c.effects?.[0];
  return e && 'target' in e && 'choose' in e.target && e.target.upTo === undefined ? e.target.choose : null;
}

export { seats as bothSeats };
