/**
 * Fadalgia on the kernel bus: combat, resolution, removal and the turn code emit events; card triggers
 * and any other subscriber (a keyword module, a rule hook) hear them through `SUBS`, in emission order.
 */
import { describe, expect, it } from 'vitest';
import { SUBS, type FEvent } from '../../../src/engine/games/fadalgia/events.js';
import { C, Scenario } from '../helpers/scenario.js';

const heard: FEvent[] = [];
SUBS.on<FEvent>('*', 'test listener', (_g, e) => void heard.push(e));

describe('Fadalgia events on the kernel bus', () => {
  it('606.4 609.4.1 609.5.1.1 400.5.1 an attack, a block and the destruction reach every subscriber in order', () => {
    heard.length = 0;
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [C.recruit] }, p1: { field: [C.warden] } });
    const [recruit, warden] = [sc.id(0, 'field', C.recruit), sc.id(1, 'field', C.warden)];
    sc.answer(0, 'priority', 'attack:' + C.recruit);
    sc.answer(1, 'blockers', '@' + C.warden);
    const kinds = heard.filter((e) => e.kind !== 'step' && e.kind !== 'zone-change');
    expect(kinds[0]).toEqual({ kind: 'attack', attacker: recruit, ctrl: 0, target: 'p1' });
    expect(kinds[1]).toEqual({ kind: 'block', blocker: warden, attacker: recruit });
    // The Warden's own "when this unit blocks" trigger came from that event (AT 3 beat the Recruit's 2).
    expect(kinds[2]).toMatchObject({ kind: 'leave', cardId: C.recruit, ctrl: 0, destroyed: true });
    expect(sc.ids(0, 'grave', C.recruit)).toEqual([kinds[2]!.kind === 'leave' ? kinds[2]!.obj : '']);
    // 400.5: the move itself is the kernel's zone-change event, emitted before the rule's own "leaves" event.
    const moved = heard.findIndex((e) => e.kind === 'zone-change' && e.oldId === recruit);
    expect(heard[moved]).toEqual({ kind: 'zone-change', from: 'field', to: 'grave', oldId: recruit, newId: sc.ids(0, 'grave', C.recruit)[0], card: C.recruit, owner: 0, ctrl: 0 });
    expect(moved).toBeLessThan(heard.indexOf(kinds[2]!));
  });

  it('400.5 every move between zones is a zone-change event: a cast card goes to the Break, then to the field', () => {
    heard.length = 0;
    const sc = new Scenario({ p0: { hand: [C.wanderer, C.recruit], mana: [C.drake] } }); // the Drake Stream pays the fire Recruit
    const card = sc.id(0, 'hand', C.recruit);
    sc.answer(0, 'priority', 'cast:' + C.recruit);
    while (sc.state.prompt && sc.state.zones.break.length) sc.pass(sc.state.prompt.seat);
    const moves = heard.filter((e) => e.kind === 'zone-change').map((e) => e.kind === 'zone-change' && [e.from, e.to, e.card]);
    expect(moves).toEqual([['hand', 'break', C.recruit], ['break', 'field', C.recruit]]);
    expect(sc.ids(0, 'field', C.recruit)).toHaveLength(1);
    expect(sc.ids(0, 'field', C.recruit)[0]).not.toBe(card);
  });

  it('606.4 606.5 keyword modules hear an event before the card triggers (the order assemble.ts subscribes them in)', () => {
    for (const kind of ['attack', 'attacked', 'block', 'arrive', 'leave', 'damage-player', 'step']) {
      expect(SUBS.names(kind).filter((n) => n === 'card triggers'), kind).toEqual(['card triggers']);
      expect(SUBS.names(kind).at(-1), kind).toBe('card triggers');
    }
    // Keyword-carried leave triggers (606.5.11 Immortal, 606.5.15 Encore, 606.5.17 Streamlink) queue first.
    expect(SUBS.names('leave').slice(0, -1)).toEqual(expect.arrayContaining(['IMMORTAL', 'ENCORE', 'STREAMLINK']));
    expect(SUBS.names('step')[0]).toBe('REFRESH');
  });

  it('500.2.1.1 503.1.1 turn boundaries are events too, for the AT player', () => {
    heard.length = 0;
    const sc = new Scenario({ p0: { hand: [C.wanderer] }, step: 'main-start' });
    expect(heard.filter((e) => e.kind === 'step')).toEqual(['turn-start', 'refresh-end', 'main-start'].map((step) => ({ kind: 'step', step, seat: 0 })));
    sc.pass(0);
    expect(heard.filter((e) => e.kind === 'step').map((e) => e.kind === 'step' && e.step)).toContain('end-turn');
  });
});
