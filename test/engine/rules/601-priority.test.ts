import { describe, expect, it } from 'vitest';
import { apply, currentPrompt, legalActions, viewFor } from '../helpers/fadalgia-api.js';
import { build, C, Scenario } from '../helpers/scenario.js';

describe('601 priority and the Break', () => {
  it('601.1 605.2.1 606.3.2.1 only the seat holding priority may act: the other seat\'s cast or activation is refused and changes nothing', () => {
    const sc = new Scenario({ p0: { hand: [C.fireball], mana: [C.recruit] }, p1: { hand: [C.rage], field: [C.archer, C.knight], mana: [C.drake, C.swordsman] } });
    expect(sc.prompt.seat).toBe(0);
    // Seat 1 tries to answer seat 0's priority prompt with "cast" and "activate" choices.
    const p = sc.prompt;
    for (const choice of ['pass', `cast:${sc.id(0, 'hand', C.fireball)}`]) {
      const before = JSON.stringify(sc.state);
      const r = apply(sc.state, { type: 'answer', seat: 1, promptId: p.promptId, choice: [choice] });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatchObject({ code: 'prompt/not-yours', rule: '601.1' });
      expect(JSON.stringify(sc.state)).toBe(before);
    }
    // The seat without priority has no legal action but conceding (100.5).
    expect(legalActions(sc.state, 1)).toEqual([{ type: 'concede', seat: 1 }]);
    expect(legalActions(sc.state, 0).length).toBeGreaterThan(1);
  });

  it('601.5 601.5.2 passing hands priority to the other player; 601.5.3 once both passed in a row the top of the Break resolves', () => {
    const sc = new Scenario({
      p0: { hand: [C.fireball, C.rage], mana: [C.recruit, C.swordsman] },
      p1: { hand: [C.spring], field: [C.crab], mana: [C.crab, C.crab] },
    });
    sc.answer(0, 'priority', 'cast:' + C.fireball); // the Crab is the only unit
    sc.payIfAsked(0);
    expect(sc.prompt.seat).toBe(1); // 601.5: the opponent of the controller first
    sc.pass(1);
    expect(sc.prompt.seat).toBe(0); // 601.5.2
    expect(sc.state.brk).toHaveLength(1); // one pass is not enough
    sc.pass(0);
    expect(sc.state.brk).toHaveLength(0); // 601.5.3
    expect(sc.obj(sc.id(1, 'field', C.crab)).dmg).toBe(2);
  });

  it('601.6 after a card leaves a Break that still holds cards, priority goes to the controller of the card that just left', () => {
    const sc = new Scenario({
      p0: { hand: [C.fireball, C.rage], field: [C.giant], mana: [C.drake, C.swordsman] },
      p1: { hand: [C.rage, C.spring], field: [C.crab], mana: [C.recruit, C.crab, C.crab] },
    });
    sc.answer(0, 'priority', 'cast:' + C.fireball);
    sc.answer(0, 'targets', '@' + C.crab);
    sc.payIfAsked(0);
    sc.answer(1, 'priority', 'cast:' + C.rage);
    sc.answer(1, 'targets', '@' + C.crab);
    sc.payIfAsked(1);
    expect(sc.prompt.seat).toBe(0); // 605.2.4.1
    sc.pass(0);
    sc.pass(1);
    // Rage Burst (seat 1's) resolved; Fireball is still on the Break: seat 1 has priority (601.6), not seat 0.
    expect(sc.state.brk.map((e) => e.label.en)).toEqual(['Fireball']);
    expect(sc.prompt.seat).toBe(1);
  });

  it('601.7 once the Break is empty the AT player gets priority, even when the DF player\'s card resolved last; 601.8 a new round of passes is needed', () => {
    const sc = new Scenario({
      p0: { hand: [C.fireball], field: [C.crab], mana: [C.recruit] },
      p1: { hand: [C.spring, C.mist], mana: [C.crab, C.crab, { card: C.crab, faceUp: false }] },
    });
    sc.pass(0); // AT passes with an empty Break
    sc.answer(1, 'priority', 'cast:' + C.spring); // the DF player casts instead of passing
    sc.payIfAsked(1);
    expect(sc.prompt.seat).toBe(0);
    sc.pass(0);
    sc.pass(1);
    expect(sc.state.brk).toHaveLength(0);
    // Spring of Life (seat 1's) left the Break and the Break is empty: seat 0 gets priority (601.7) and Main
    // does not end on the earlier pass: both must pass again in a row (601.8).
    expect(sc.state.step).toBe('main');
    expect(sc.prompt.seat).toBe(0);
    sc.pass(0);
    expect(sc.prompt.seat).toBe(1); // seat 1 can still cast Veil of Mist
    sc.pass(1);
    expect(sc.state.step).not.toBe('main');
  });

  it('601.8 407.2 502.4 both players passing in a row with an empty Break ends the phase (Main → Clean Up)', () => {
    const sc = new Scenario({ p0: { hand: [C.rage], field: [C.crab], mana: [C.recruit] }, p1: { hand: [C.spring], mana: [C.crab] } });
    sc.pass(0);
    expect(sc.state.step).toBe('main');
    sc.pass(1);
    // Clean Up: seat 0 can still cast Rage Burst, so it is asked there.
    expect(sc.state.step).toBe('cleanup');
    expect(sc.prompt.seat).toBe(0);
    expect(sc.logRules()).toContain('503.1');
  });

  it('601.5.2 auto-pass only when it is public: a seat with an empty hand and no option is not asked; the public sees an ordinary pass, only that seat learns why', () => {
    const sc = new Scenario({ p0: { hand: [C.fireball, C.rage], field: [C.crab], mana: [C.recruit, C.swordsman] }, p1: { hand: [], mana: [C.crab] } });
    sc.answer(0, 'priority', 'cast:' + C.fireball);
    sc.payIfAsked(0);
    // Seat 1 holds no card and has no public option: the engine passes for it, and seat 0 is asked again.
    const auto = sc.events.filter((e) => e.kind === 'auto-pass');
    expect(auto).toHaveLength(1);
    expect(auto[0]).toMatchObject({ audience: 1, data: { rule: '601.5.2' } });
    // The public record of the automatic pass cannot be told from a chosen one.
    const publicPasses = sc.events.filter((e) => e.audience === null && e.kind === 'pass');
    expect(publicPasses.map((e) => e.text.en)).toContain('B passes');
    expect(sc.events.filter((e) => e.audience === null).some((e) => /nothing/i.test(e.text.en))).toBe(false);
    expect(sc.prompt).toMatchObject({ seat: 0, kind: 'priority' });
    expect(sc.state.brk).toHaveLength(1);
  });

  it('601.5.2 a seat holding cards is always asked, even with nothing but "pass": whether it could respond depends on its hidden hand', () => {
    // Same board; seat 1 holds a Unit it cannot cast in the DF turn, or a [DF Turn] card it can pay for.
    const reach = (hand: string[]) => {
      const b = build({ p0: { hand: [C.fireball, C.rage], field: [C.crab], mana: [C.recruit, C.swordsman] }, p1: { hand, mana: [C.crab] } });
      let s = b.state;
      for (const choice of ['cast:', 'pay0']) {
        const p = currentPrompt(s)!;
        if (choice === 'pay0' && p.kind !== 'mana-payment') break;
        const id = choice === 'cast:' ? p.options.find((o) => o.id.startsWith('cast:') && s.objs[o.objectId!]?.card === C.fireball)!.id : choice;
        const r = apply(s, { type: 'answer', seat: 0, promptId: p.promptId, choice: [id] });
        if (!r.ok) throw new Error(r.error.message.en);
        s = r.state;
      }
      return s;
    };
    const idle = reach([C.recruit]);
    const able = reach([C.spring]);
    for (const s of [idle, able]) {
      expect(currentPrompt(s)).toMatchObject({ seat: 1, kind: 'priority' });
      expect(s.brk).toHaveLength(1);
    }
    expect(currentPrompt(idle)!.options.map((o) => o.id)).toEqual(['pass']);
    expect(currentPrompt(able)!.options.map((o) => o.id)).toContain('cast:' + able.zones['1:hand'][0]);
    // What the opponent and the public can see is the same in both games: who is asked, at which version.
    for (const viewer of ['spectator', 0] as const) expect(viewFor(idle, viewer)).toEqual(viewFor(able, viewer));
    expect(idle.version).toBe(able.version);
  });
});
