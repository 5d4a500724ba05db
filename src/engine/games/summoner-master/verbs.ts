/**
 * Carrying out effect verbs, one at a time, resumable across prompts: a frame is the list of verbs one
 * Skill, Ability or Mystic produces, with its controller, source and target. Amounts that read a stat are
 * computed when the effect is created and never change afterwards (602.1.4, the remember-state rule).
 */
import { cardsIn, option, objectOption, t, type Bus, type KObject } from '../../core/kernel.js';
import { nextInt } from '../../core/rng.js';
import { ask, log } from './ask.js';
import { def, sealDef } from './cards/catalog.js';
import { drawCards } from './draw.js';
import { addEffect, applyCurse, protectedFrom } from './effects.js';
import { ANSWERS, VERBS, type SmEvent } from './hooks.js';
import { abilitiesOff, stat } from './stats.js';
import type { Amount, Frame, Req, SealData, SmState, Verb, Who } from './types.js';
import { ZONES, cardName, data, fieldSeals, isSeal, move, obj, other } from './zones.js';


export function matches(s: SmState, o: KObject, r: Req): boolean {
  const d = def(s, o.card);
  if (d.kind !== 'seal') return false;
  if (r.k === 'name') return d.id === r.v || d.name.en === r.v;
  if (r.k === 'naming') return d.naming === r.v;
  if (r.k === 'type') return d.types.some((x) => x.toLowerCase() === r.v.toLowerCase());
  return d.elements.includes(r.v as never);
}

function srcName(s: SmState, f: Frame): string | null {
  return sealDef(s, f.srcCard)?.name.en ?? null;
}

/** The Seals a verb affects now; protected Seals are left out (Live Branch Fairy's Twinkling). */
export function affected(s: SmState, f: Frame, who: Who): string[] {
  let ids: string[];
  if (who === 'self') ids = s.zones.objs[f.src]?.zone === 'field' ? [f.src] : [];
  else if (who === 'target') ids = f.target && s.zones.objs[f.target]?.zone === 'field' ? [f.target] : [];
  else {
    const seats = who === 'own-seals' ? [f.ctrl] : who === 'opp-seals' ? [other(f.ctrl)] : ([0, 1] as const);
    ids = seats.flatMap((p) => fieldSeals(s, p).map((o) => o.id));
  }
  return ids.filter((id) => id === f.src || !protectedFrom(s, id, f.by, isSealCard(s, f.srcCard) ? f.srcCard : null, srcName(s, f)));
}

const isSealCard = (s: SmState, card: string): boolean => def(s, card).kind === 'seal';

function amount(s: SmState, f: Frame, a: Amount, target: string): number {
  if (typeof a === 'number') return a;
  const id = a.of === 'self' ? f.src : target;
  const o = s.zones.objs[id];
  if (!o) return 0;
  const d = sealDef(s, o.card);
  const v = a.printed ? (d?.[a.stat] ?? 0) : stat(s, id, a.stat);
  return v * (a.times ?? 1);
}

/** Destroy (701 → 703): a Seal or a Mystic goes to its owner's Shrine. */
export function destroy(s: SmState, bus: Bus, id: string, cause = 'destroy'): void {
  const o = s.zones.objs[id];
  if (!o || (o.zone !== 'field' && o.zone !== 'casting')) return;
  log(s, t(`${cardName(s, id).th} ถูกทำลาย`, `${cardName(s, id).en} is destroyed`));
  // 701: "when [S] is destroyed" abilities fire from the Shrine, if they worked as the card left (601.1.5).
  const off = abilitiesOff(s, id);
  const gone = move(s, bus, id, 'shrine', { cause });
  if (gone && !off) bus.emit<SmEvent>({ kind: 'destroyed', obj: gone.id, seat: gone.owner });
}

const BASIC: Record<string, (s: SmState, bus: Bus, f: Frame, v: never) => void> = {
  stat: (s, _bus, f, v: Extract<Verb, { v: 'stat' }>) => {
    for (const id of affected(s, f, v.who)) addEffect(s, id, { k: 'modify', stat: v.stat, by: amount(s, f, v.by, id) }, v.dur, f.src);
  },
  destroy: (s, bus, f, v: Extract<Verb, { v: 'destroy' }>) => {
    if (v.who === 'target' && f.target && s.zones.objs[f.target]?.zone === 'field' && !isSeal(s, obj(s, f.target))) return destroy(s, bus, f.target);
    for (const id of affected(s, f, v.who)) destroy(s, bus, id);
  },
  draw: (s, bus, f, v: Extract<Verb, { v: 'draw' }>) => drawCards(s, bus, f.ctrl, v.n),
  curse: (s, bus, f, v: Extract<Verb, { v: 'curse' }>) => {
    for (const id of affected(s, f, v.who)) {
      const wasAt = data(obj(s, id)).line === 'at';
      const r = applyCurse(s, id, v.curse, v.turns, v.swapAtDf, f.ctrl);
      if (r === 'death') destroy(s, bus, id);
      // §14.5 default: Freeze forcing a Seal to the Df Line is a Line change (North Newland Sniper hears it).
      else if (r === 'applied' && v.curse === 'freeze' && wasAt) bus.emit<SmEvent>({ kind: 'line-changed', obj: id, seat: obj(s, id).ctrl, byOrder: false });
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
    s.players[f.ctrl].mp += v.by;
  },
  'to-hand': (s, bus, f, v: Extract<Verb, { v: 'to-hand' }>) => {
    for (const id of affected(s, f, v.who)) move(s, bus, id, 'hand', { cause: 'bounce' });
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
      move(s, bus, h[nextInt(s.rng, h.length)]!, 'shrine', { cause: 'discard' });
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
  move(s, bus, choice[0]!.slice(4), 'shrine', { cause: 'sacrifice' });
  f.verbs.splice(f.pc, 0, ...((a.data?.then as Verb[]) ?? []));
});

ANSWERS.set('shrine-to-hand', (s, bus, choice) => {
  move(s, bus, choice[0]!.slice(3), 'hand', { cause: 'return' });
});

/** Runs the top frame until it finishes or asks something. */
export function stepFrame(s: SmState, bus: Bus): void {
  const f = s.frames.at(-1)!;
  if (f.pc >= f.verbs.length) {
    s.frames.pop();
    return;
  }
  const v = f.verbs[f.pc++]!;
  const h = VERBS.get(v.v);
  if (!h) throw new Error(`engine bug: no handler for verb ${v.v}`);
  h(s, bus, f, v);
}

export function pushFrame(s: SmState, f: Omit<Frame, 'pc'>): void {
  s.frames.push({ ...f, pc: 0 });
}
