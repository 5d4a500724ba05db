/**
 * Positions from data (the kernel's ScenarioDescription). Zones per seat: sealDeck, mysticDeck, hand,
 * at, df (Seals on that Line), arena (Mystics; `attachedTo` a Seal's `as` name makes it PS), support
 * (`state.supportOf`), shrine, remove. Per card `state`: active (default true), combo, growth, progressed,
 * entered, curses. Per seat `state`: mp, locked, subturns. `step` defaults to 'main' (window open for the
 * active player); `turn` is the subturn number (default 3, past the first-subturn lock).
 */
import { createBus, createObject, openWindow, ruleError, type ScenarioBuilder, type Seat } from '../../core/kernel.js';
import { SM_CARDS } from './cards/catalog.js';
import { SUBS } from './hooks.js';
import { run } from './loop.js';
import { blank } from './setup.js';
import type { CardDef, SmConfig, SmState, Step } from './types.js';
import { STAGES } from './windows.js';
import { ZONES, data } from './zones.js';

const ZONE_OF: Record<string, string> = { sealDeck: 'sealDeck', mysticDeck: 'mysticDeck', hand: 'hand', at: 'field', df: 'field', arena: 'field', support: 'support', shrine: 'shrine', remove: 'remove' };

export const scenario: ScenarioBuilder<SmState> = {
  build(desc) {
    const s = blank('scenario', [desc.seats[0].name ?? 'A', desc.seats[1].name ?? 'B'], desc.seed ?? '0'.repeat(64), desc.format ?? 'casual', (desc as { config?: Partial<SmConfig> }).config);
    if (desc.cards?.length) s.extraCards = Object.fromEntries((desc.cards as CardDef[]).map((c) => [c.id, c]));
    const named: Record<string, string> = {};
    const attach: Array<[string, string]> = [];
    const supports: Array<[string, string]> = [];
    for (const p of [0, 1] as Seat[]) {
      for (const [zone, cards] of Object.entries(desc.seats[p].zones)) {
        const z = ZONE_OF[zone];
        if (!z) return ruleError('scenario/zone', 'scenario', `ไม่รู้จักโซน ${zone}`, `Unknown zone ${zone}`);
        for (const c of cards) {
          const card = typeof c === 'string' ? c : c.card;
          if (!SM_CARDS[card] && !s.extraCards?.[card]) return ruleError('scenario/card', 'scenario', `ไม่รู้จักการ์ด ${card}`, `Unknown card ${card}`);
          const o = createObject(ZONES, s.zones, card, p, z, typeof c !== 'string' && c.ctrl !== undefined ? { ctrl: c.ctrl } : {});
          const st = typeof c === 'string' ? {} : (c.state ?? {});
          if (zone === 'at' || zone === 'df') Object.assign(data(o), { line: zone, active: true, entered: 0 }, st);
          else if (Object.keys(st).length) Object.assign(data(o), st);
          if (typeof c !== 'string') {
            if (c.counters) o.counters = { ...c.counters };
            if (c.as) named[c.as] = o.id;
            if (c.attachedTo) attach.push([o.id, c.attachedTo]);
            if (zone === 'support' && typeof st.supportOf === 'string') supports.push([o.id, st.supportOf]);
          }
        }
      }
      const st = desc.seats[p].state ?? {};
      const pl = s.players[p];
      pl.mp = typeof st.mp === 'number' ? st.mp : s.config.maxMp;
      pl.locked = st.locked === true;
      pl.subturns = typeof st.subturns === 'number' ? st.subturns : 1;
    }
    for (const [id, to] of attach) s.zones.objs[id]!.attachedTo = named[to] ?? null;
    for (const [id, to] of supports) data(s.zones.objs[id]!).supportOf = named[to] ?? to;
    s.subturn = desc.turn ?? 3;
    s.active = desc.active ?? 0;
    s.first = 0;
    s.step = (desc.step as Step | undefined) ?? 'main';
    for (const p of [0, 1] as Seat[]) s.players[p].hadSeal = true;
    const bus = createBus(SUBS, s);
    if (s.step === 'main' || s.step === 'int1' || s.step === 'int2') openWindow(STAGES, s, s.stack, s.step);
    if (desc.priority && s.stack.prio) s.stack.prio.seat = desc.priority.seat;
    run(s, bus);
    return { state: s, id: (n) => named[n] ?? (() => { throw new Error(`scenario: no card named ${n}`); })() };
  },
};
