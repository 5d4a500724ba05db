/**
 * Positions from data (core/scenario.ts): per seat the zones deck, hand, spirits, traps, equipment, discard
 * and field (the one shared Field, owned by that seat); per card `state` { damage, summonedTurn, evolvedTurn,
 * rested, setTurn }; per seat `state` { soul, core, summons }; `step` 'main' | 'battle'; `cards`: definitions in the
 * card language (validated as a set) that this match may use, kept in its state.
 */
import { createBus, createObject, openWindow, perSeat, ruleError, use, type ScenarioBuilder, type Seat } from '../../core/kernel.js';
import { SD_CARDS, type SDCard } from './cards.js';
import { parseSet } from './card-sets.js';
import { SUBS } from './hooks.js';
import { run } from './loop.js';
import { R } from './rules.js';
import { blank } from './setup.js';
import { DEFAULT_TURN_SECONDS, ZONES, type SDState } from './state.js';
import { stagesFor } from './turn.js';

const ZONE_NAMES = new Set(['deck', 'hand', 'spirits', 'traps', 'equipment', 'discard', 'field']);

export const scenario: ScenarioBuilder<SDState> = {
  build(desc) {
    const s = blank('scenario', [desc.seats[0].name ?? 'A', desc.seats[1].name ?? 'B'], desc.seed ?? '0'.repeat(64), DEFAULT_TURN_SECONDS);
    s.turn = desc.turn ?? 2;
    s.active = desc.active ?? 0;
    s.first = s.turn % 2 === 1 ? s.active : s.active === 0 ? 1 : 0;
    // The description's own cards (validated like a server's set) live in this match's state only.
    if (desc.cards?.length) {
      const set = parseSet(desc.cards);
      if (!set.ok) {
        const e = set.errors[0]!;
        return ruleError('scenario/cards', R.deck, `การ์ด ${e.card ?? ''} › ${e.field}: ${e.message.th}`, `Card ${e.card ?? ''} › ${e.field}: ${e.message.en}`);
      }
      s.extraCards = Object.fromEntries((set.cards as SDCard[]).map((c) => [c.id, c]));
    }
    const named: Record<string, string> = {};
    const attach: Array<[string, string]> = [];
    for (const p of [0, 1] as Seat[]) {
      for (const [zone, cards] of Object.entries(desc.seats[p].zones)) {
        if (!ZONE_NAMES.has(zone)) return ruleError('scenario/zone', R.slots, `ไม่มีโซน ${zone}`, `No zone ${zone}`);
        for (const c of cards) {
          const card = typeof c === 'string' ? c : c.card;
          if (!SD_CARDS[card] && !s.extraCards?.[card]) return ruleError('scenario/card', R.deck, `ไม่รู้จักการ์ด ${card}`, `Unknown card ${card}`);
          const st = typeof c === 'string' ? {} : (c.state ?? {});
          const data = zone === 'traps' ? { setTurn: 0, ...st } : zone === 'spirits' ? { damage: 0, ...st } : st;
          const o = createObject(ZONES, s.zones, card, p, zone, { faceDown: zone === 'traps' || (typeof c !== 'string' && !!c.faceDown), data });
          if (typeof c !== 'string' && c.as) named[c.as] = o.id;
          if (typeof c !== 'string' && c.attachedTo) attach.push([o.id, c.attachedTo]);
        }
      }
      const st = desc.seats[p].state ?? {};
      if (typeof st.soul === 'number') s.soul[p] = st.soul;
      if (typeof st.core === 'number') s.core[p] = st.core;
      if (typeof st.summons === 'number') use(s.limits, 'turn', perSeat(p, 'summon'), st.summons);
    }
    for (const [item, to] of attach) s.zones.objs[item]!.attachedTo = named[to] ?? null;
    const step = desc.step === 'battle' ? 'battle' : 'main';
    s.phase = step;
    const bus = createBus(SUBS, s);
    openWindow(stagesFor(bus), s, s.stack, step);
    run(s, bus);
    return { state: s, id: (n) => named[n] ?? (() => { throw new Error(`scenario: no card named ${n}`); })() };
  },
};
