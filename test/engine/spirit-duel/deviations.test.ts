/**
 * Boundary cases of the Spirit Duel rule text that the paragraph tests in rules.test.ts left open (issue 31:
 * mutants that survived them). Each title names its paragraph.
 */
import { describe, expect, it } from 'vitest';
import { answer, build, sd } from './helpers.js';
import type { SDState } from '../../../src/engine/games/spirit-duel/state.js';
import type { Seat } from '../../../src/engine/core/kernel.js';

const discard = (s: SDState, p: Seat): string[] => s.zones.zones[`${p}:discard`]!.map((id) => s.zones.objs[id]!.card);

describe('Spirit Duel boundaries (sd:battle)', () => {
  it('sd:battle.3 a target left at exactly 0 HP is destroyed and does not strike back', () => {
    // Iron Knight (ATK 3) against Iron Knight (HP 3): 3 damage leaves exactly 0 HP.
    const sc = build([{ zones: { spirits: [{ card: 'SD-012', as: 'a' }] } }, { zones: { spirits: [{ card: 'SD-012', as: 'd' }] } }], { step: 'battle' });
    const s = answer(sc.s, `atk:${sc.id('a')}:${sc.id('d')}`);
    expect(discard(s, 1)).toEqual(['SD-012']);
    // No counterattack: the attacker is still on the field, undamaged (a strike back of 3 would destroy it).
    expect(discard(s, 0)).toEqual([]);
    expect(sd.viewFor(s, 'spectator').players[0].spirits[0]!.damage).toBe(0);
  });
});

/** A custom Trap (validated like a server set's card) for rules no shipped card reaches. */
const trapCard = (id: string, timing: string, effects: unknown[], extra: Record<string, unknown> = {}) => ({
  id, name: { th: id, en: id }, type: 'trap', cost: 1, text: { th: '', en: '' }, trap: { timing, effects, ...extra },
});
const rulesLogged = (s: SDState, from: number) => s.log.slice(from).map((e) => [e.actor, e.rule ?? null]);

describe('Spirit Duel boundaries (sd:battle, sd:trap)', () => {
  it('sd:battle.3 the counterattack destroys an attacker it leaves at exactly 0 HP', () => {
    // Iron Knight (ATK 3, HP 3) attacks Forest Bear (HP 4): Bear survives and strikes back for 4.
    // Pebble Sprite (ATK 1) would not; a custom Spirit with ATK 3 leaves the Knight at exactly 0.
    const wall = { id: 'T-WALL', name: { th: 'w', en: 'w' }, type: 'spirit', cost: 1, text: { th: '', en: '' }, atk: 3, hp: 9 };
    const sc = build([{ zones: { spirits: [{ card: 'SD-012', as: 'a' }] } }, { zones: { spirits: [{ card: 'T-WALL', as: 'd' }] } }], { step: 'battle', cards: [wall] });
    const s = answer(sc.s, `atk:${sc.id('a')}:${sc.id('d')}`);
    expect(discard(s, 0)).toEqual(['SD-012']);
    expect(sd.viewFor(s, 'spectator').players[1].spirits[0]!.damage).toBe(3);
  });

  it('sd:battle.1 a target that leaves the field in the Trap window ends the attack: no damage either way, the attack stays used', () => {
    const flee = trapCard('T-FLEE', 'attack-declared', [{ do: 'destroy', target: { ref: 'attack-target' } }]);
    // A second ready Spirit keeps the Battle Phase open after the attack.
    const sc = build([{ zones: { spirits: [{ card: 'SD-014', as: 'a' }, 'SD-009'] } }, { zones: { spirits: [{ card: 'SD-016', as: 'd' }], traps: [{ card: 'T-FLEE', as: 't' }] } }], { step: 'battle', cards: [flee] });
    let s = answer(sc.s, `atk:${sc.id('a')}:${sc.id('d')}`);
    s = answer(s, `trap:${sc.id('t')}`);
    expect(discard(s, 1)).toEqual(['T-FLEE', 'SD-016']);
    const v = sd.viewFor(s, 'spectator');
    expect(v.battle).toBeNull();
    expect(v.players[0].spirits[0]).toMatchObject({ damage: 0, attackedThisTurn: true });
    expect(s.soul[1]).toBe(15); // the attack does not turn into a direct attack
    expect(s.log.at(-1)).toMatchObject({ rule: 'sd:battle.1', text: { en: 'The target left the field: the attack ends' } });
  });

  it('sd:battle.3 an effect "for this attack" ends with the attack; the damage stays (sd:battle.4), so a Spirit kept alive only by it is then destroyed', () => {
    const brace = trapCard('T-BRACE', 'before-damage', [{ do: 'modify', target: { ref: 'attack-target' }, hp: 3, duration: 'this-attack' }]);
    const sc = build([{ zones: { spirits: [{ card: 'SD-014', as: 'a' }, 'SD-009'] } }, { zones: { spirits: [{ card: 'SD-012', as: 'd' }], traps: [{ card: 'T-BRACE', as: 't' }] } }], { step: 'battle', cards: [brace] });
    let s = answer(sc.s, `atk:${sc.id('a')}:${sc.id('d')}`);
    s = answer(s, 'no-trap'); // the attack-declared window: this Trap's timing is before damage
    s = answer(s, `trap:${sc.id('t')}`);
    // 4 damage against HP 3 + 3: the Knight survives the damage step and strikes back for 3 ...
    expect(sd.viewFor(s, 'spectator').players[0].spirits[0]!.damage).toBe(3);
    // ... then the +3 ends with the attack and 4 damage on HP 3 destroys it.
    expect(discard(s, 1)).toEqual(['T-BRACE', 'SD-012']);
    expect(s.effects).toEqual([]);
  });

  it('sd:trap.3 a Trap with a use cost is usable only when its Core can be paid; paid on opening; sd:trap.4 one that stays remains set, face up', () => {
    const mk = (core: number) => build([{ zones: { spirits: [{ card: 'SD-014', as: 'a' }, 'SD-009'] } }, { zones: { spirits: ['SD-009'], traps: [{ card: 'SD-406', as: 'mist' }] }, state: { core } }], { step: 'battle' });
    const poor = mk(1);
    const s1 = answer(poor.s, `atk:${poor.id('a')}:${poor.s.zones.zones['1:spirits']![0]!}`);
    expect(sd.prompt(s1)?.options.map((o) => o.id)).toEqual(['no-trap']); // the window is shown (public facts), nothing usable
    const rich = mk(2);
    let s2 = answer(rich.s, `atk:${rich.id('a')}:${rich.s.zones.zones['1:spirits']![0]!}`);
    expect(sd.prompt(s2)?.options.map((o) => o.id)).toEqual([`trap:${rich.id('mist')}`, 'no-trap']);
    const before = s2.log.length;
    s2 = answer(s2, `trap:${rich.id('mist')}`);
    expect(rulesLogged(s2, before)[0]).toEqual([1, 'sd:trap.3']); // opening it is the defender's act
    expect(s2.core[1]).toBe(0);
    expect(s2.zones.objs[rich.id('mist')]).toMatchObject({ zone: 'traps', faceDown: false });
    expect(discard(s2, 1)).toEqual([]);
  });

  it('sd:battle.1 sd:battle.3 sd:battle.5 every step of an attack is logged citing its paragraph, the declaration as the attacker\'s act', () => {
    const sc = build([{ zones: { spirits: [{ card: 'SD-012', as: 'k' }, { card: 'SD-014', as: 'b' }] } }, { zones: { spirits: [{ card: 'SD-014', as: 'd' }] } }], { step: 'battle' });
    const n = sc.s.log.length;
    let s = answer(sc.s, `atk:${sc.id('k')}:${sc.id('d')}`); // 3 into HP 4: strikes back for 4, Knight destroyed
    expect(rulesLogged(s, n).slice(0, 3)).toEqual([[0, 'sd:battle.1'], [null, 'sd:battle.3'], [null, 'sd:battle.3']]);
    const m = s.log.length;
    s = answer(s, `atk:${sc.id('b')}:${sc.id('d')}`); // finishes the damaged Bear
    expect(rulesLogged(s, m).slice(0, 2)).toEqual([[0, 'sd:battle.1'], [null, 'sd:battle.3']]);
    const direct = build([{ zones: { spirits: [{ card: 'SD-012', as: 'k' }] } }, {}], { step: 'battle' });
    const d = answer(direct.s, `atk:${direct.id('k')}:soul`);
    expect(rulesLogged(d, direct.s.log.length).slice(0, 2)).toEqual([[0, 'sd:battle.5'], [null, 'sd:battle.5']]);
    expect(d.soul[1]).toBe(12);
  });

  it('sd:turn.2 the new turn is logged as the active seat\'s refresh (sd:turn.2), the old one as its end (sd:turn.5)', () => {
    const sc = build([{ zones: { spirits: ['SD-012'] } }, {}], { step: 'battle' });
    const s = answer(sc.s, 'end');
    const got = rulesLogged(s, sc.s.log.length);
    expect(got).toContainEqual([0, 'sd:turn.5']);
    expect(got).toContainEqual([1, 'sd:turn.2']);
    expect(got.findIndex((x) => x[1] === 'sd:turn.5')).toBeLessThan(got.findIndex((x) => x[1] === 'sd:turn.2'));
  });
});
