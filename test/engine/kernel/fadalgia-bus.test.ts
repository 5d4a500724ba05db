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
    const kinds = heard.filter((e) => e.kind !== 'step');
    expect(kinds[0]).toEqual({ kind: 'attack', attacker: recruit, ctrl: 0, target: 'p1' });
    expect(kinds[1]).toEqual({ kind: 'block', blocker: warden, attacker: recruit });
    // The Warden's own "when this unit blocks" trigger came from that event (AT 3 beat the Recruit's 2).
    expect(kinds[2]).toMatchObject({ kind: 'leave', cardId: C.recruit, ctrl: 0, destroyed: true });
    expect(sc.ids(0, 'grave', C.recruit)).toEqual([kinds[2]!.kind === 'leave' ? kinds[2]!.obj : '']);
  });

  it('500.2.1.1 503.1.1 turn boundaries are events too, for the AT player', () => {
    heard.length = 0;
    const sc = new Scenario({ p0: { hand: [C.wanderer] }, step: 'main-start' });
    expect(heard.filter((e) => e.kind === 'step')).toEqual(['turn-start', 'refresh-end', 'main-start'].map((step) => ({ kind: 'step', step, seat: 0 })));
    sc.pass(0);
    expect(heard.filter((e) => e.kind === 'step').map((e) => e.kind === 'step' && e.step)).toContain('end-turn');
  });
});
