/**
 * Who may order what (eligibility.ts), at its boundaries: the first-subturn lock, Mp exactly enough or one
 * short, counters, and what may be a Support. Mutants of these checks survived the scenario tests (issue 31).
 */
import { describe, expect, it } from 'vitest';
import { act, build, decks, offered, orders } from './helpers.js';
import { canAttack, canChangeLine } from '../../../src/engine/games/summoner-master/eligibility.js';
import { smWhyNotCast, smWhyNotOrders } from '../../../src/engine/games/summoner-master/why-not.js';

const opp = { zones: { at: ['cliff-golem'], ...decks() } };

describe('§2.2 the first subturn', () => {
  it('§2.2 a locked first player is offered neither an attack nor a Skill; unlocked, both', () => {
    const mk = (locked: boolean) => build([{ zones: { at: [{ card: 'wind-shaman', as: 'w', counters: { charge: 2 } }], hand: ['flame-trooper'], ...decks() }, state: { locked } }, opp]);
    const g = mk(true);
    expect(offered(g, 0).filter((o) => o.startsWith('atk:') || o.startsWith('sk:'))).toEqual([]);
    const u = mk(false);
    expect(orders(u, 0)).toEqual(expect.arrayContaining([`atk:${u.id('w')}`, `sk:${u.id('w')}:whisper`]));
  });
});

describe('§2.3 Mp pays for attacks, Skills and casting', () => {
  it('§2.3 §9.2 an attack is offered with exactly its attack Mp left, not with one less', () => {
    // Dawn Knight attacks for Mp 2.
    const at = (mp: number) => build([{ zones: { at: [{ card: 'dawn-knight', as: 'k' }], hand: ['flame-trooper'], ...decks() }, state: { mp } }, opp]);
    const g2 = at(2);
    expect(orders(g2, 0)).toContain(`atk:${g2.id('k')}`);
    const g1 = at(1);
    expect(orders(g1, 0)).not.toContain(`atk:${g1.id('k')}`);
  });

  it('§2.3 §10.5 a Skill is offered with exactly its Mp left, not with one less', () => {
    const sk = (mp: number) => build([{ zones: { at: [{ card: 'wind-shaman', as: 'w', counters: { charge: 2 } }], hand: ['flame-trooper'], ...decks() }, state: { mp } }, opp]);
    const g1 = sk(1);
    expect(orders(g1, 0)).toContain(`sk:${g1.id('w')}:whisper`);
    const g0 = sk(0);
    expect(orders(g0, 0)).not.toContain(`sk:${g0.id('w')}:whisper`);
  });

  it('§7 610.4 a Seal is cast with exactly its cast Mp left, not with one less', () => {
    // Dawn Knight costs Mp 3 to cast.
    const c = (mp: number) => build([{ zones: { at: ['tide-warrior'], hand: [{ card: 'dawn-knight', as: 'k' }], ...decks() }, state: { mp } }, opp]);
    const g3 = c(3);
    expect(offered(g3, 0)).toContain(`cast:${g3.id('k')}:at`);
    const g2 = c(2);
    expect(offered(g2, 0)).not.toContain(`cast:${g2.id('k')}:at`);
  });
});

describe('§11.2 counters as costs', () => {
  it('§11.2 a Skill costing (Charge 2) is offered with 2 Charge Counters, not with 1', () => {
    const g = (n: number) => build([{ zones: { at: [{ card: 'wind-shaman', as: 'w', counters: { charge: n } }], hand: ['flame-trooper'], ...decks() } }, opp]);
    const two = g(2);
    expect(orders(two, 0)).toContain(`sk:${two.id('w')}:whisper`);
    const one = g(1);
    expect(orders(one, 0)).not.toContain(`sk:${one.id('w')}:whisper`);
  });
});

describe('§8.1 512.3 what may be a Support', () => {
  // Dawn Knight's Sunrise Blade needs one [Light] Support; Light Guardian Ninja is [Light].
  const board = (ninja: Record<string, unknown>) =>
    build([{ zones: { at: [{ card: 'dawn-knight', as: 'main' }, { card: 'light-guardian-ninja', as: 'n', ...ninja }], hand: ['flame-trooper'], ...decks() } }, opp]);

  it('§8.1 512.3 an Active, uncursed, uncombined Seal of yours is a Support: the Main is offered Combination', () => {
    const g = board({});
    expect(orders(g, 0)).toContain(`cmb:${g.id('main')}`);
  });

  it('§8.1 512.3 an Inactive Seal is not a Support', () => {
    const g = board({ state: { active: false } });
    expect(orders(g, 0)).not.toContain(`cmb:${g.id('main')}`);
  });

  it('§8.1 512.3 a cursed Seal is not a Support', () => {
    const g = board({ state: { curses: [{ kind: 'poison', turns: 2 }] } });
    expect(orders(g, 0)).not.toContain(`cmb:${g.id('main')}`);
  });
});

describe('§14.5 Fixed Charge Counters as a cost', () => {
  it('§14.5 smn:fixed-charging.2 Snipe (Fixed Charge 2) is offered with 2 Fixed Charge Counters, not with 1', () => {
    // A Water Seal of its own meets Snipe's need; the opponent's Cliff Golem is a target.
    const g = (n: number) => build([{ zones: { at: [{ card: 'north-newland-sniper', as: 's', counters: { fcc: n } }, 'tide-warrior'], hand: ['flame-trooper'], ...decks() } }, opp]);
    const two = g(2);
    expect(orders(two, 0)).toContain(`sk:${two.id('s')}:snipe`);
    const one = g(1);
    expect(orders(one, 0)).not.toContain(`sk:${one.id('s')}:snipe`);
  });
});

describe('§10.5 605 a Skill\'s conditions and targets', () => {
  it('§10.5 605 a need on your own side is met only by your own Seals; a need on either side by the opponent\'s too', () => {
    // Destroy a Mystic needs another [Light] Seal of your own; the opponent's Dawn Knight does not count.
    const theirs = { zones: { at: ['dawn-knight'], arena: ['altar-of-flames'], ...decks() } };
    const alone = build([{ zones: { at: [{ card: 'light-guardian-ninja', as: 'n' }], hand: ['flame-trooper'], ...decks() } }, theirs]);
    expect(orders(alone, 0)).not.toContain(`sk:${alone.id('n')}:destroy-mystic`);
    const withKnight = build([{ zones: { at: [{ card: 'light-guardian-ninja', as: 'n' }, 'dawn-knight'], hand: ['flame-trooper'], ...decks() } }, theirs]);
    expect(orders(withKnight, 0)).toContain(`sk:${withKnight.id('n')}:destroy-mystic`);
    // Snipe needs a [Water] Seal or a Gunner on either side: the opponent's Tide Warrior is enough.
    const snipe = build([{ zones: { at: [{ card: 'north-newland-sniper', as: 's', counters: { fcc: 2 } }], hand: ['flame-trooper'], ...decks() } }, { zones: { at: ['tide-warrior'], ...decks() } }]);
    expect(orders(snipe, 0)).toContain(`sk:${snipe.id('s')}:snipe`);
  });

  it('§10.5 605 a Skill with a target is not offered when nothing can be targeted', () => {
    // Freeze targets an opponent's Seal; the opponent has none on the field.
    const g = build([{ zones: { at: [{ card: 'azure-sea-serpent', as: 'a' }], hand: ['flame-trooper'], ...decks() } }, { zones: { hand: ['tide-warrior'], ...decks() } }]);
    expect(orders(g, 0)).not.toContain(`sk:${g.id('a')}:freeze`);
  });
});

describe('§7 610 casting Mystics', () => {
  it('§7 610.3 a Mystic whose target has no legal candidate is not offered; with one it is', () => {
    // Flame Surge targets a Seal of your own.
    const none = build([{ zones: { hand: [{ card: 'flame-surge', as: 'f' }], ...decks() } }, opp]);
    expect(offered(none, 0).filter((o) => o.startsWith(`cast:${none.id('f')}`))).toEqual([]);
    const one = build([{ zones: { at: ['tide-warrior'], hand: [{ card: 'flame-surge', as: 'f' }], ...decks() } }, opp]);
    expect(offered(one, 0).some((o) => o.startsWith(`cast:${one.id('f')}`))).toBe(true);
  });

  it('§4 §3.4 in an Interfere Step a Mystic with the Interfere mark is cast, one without it is not', () => {
    const g = build([opp, { zones: { at: ['tide-warrior'], hand: [{ card: 'water-shield', as: 'w' }, { card: 'ancient-wisdom', as: 'a' }], ...decks() } }], { step: 'int1' });
    const ids = offered(g, 1);
    expect(ids.some((o) => o.startsWith(`cast:${g.id('w')}`))).toBe(true);
    expect(ids.some((o) => o.startsWith(`cast:${g.id('a')}`))).toBe(false);
  });
});

describe('§8.1 512.3 more on Supports', () => {
  const board = (ninja: Record<string, unknown>, more: Record<string, unknown> = {}) =>
    build([{ zones: { at: [{ card: 'dawn-knight', as: 'main' }, { card: 'light-guardian-ninja', as: 'n', ...ninja }], hand: ['flame-trooper'], ...more, ...decks() } }, opp]);

  it('§8.1 512.3 a Seal cast from hand this subturn is not a Support; one cast in an earlier subturn is', () => {
    const now = board({ state: { fromHand: true, entered: 3 } });
    expect(orders(now, 0)).not.toContain(`cmb:${now.id('main')}`);
    const before = board({ state: { fromHand: true, entered: 2 } });
    expect(orders(before, 0)).toContain(`cmb:${before.id('main')}`);
  });

  it('§8.1 512.3 a Seal with a Mystic attached is not a Support', () => {
    const g = board({}, { arena: [{ card: 'holy-sword', attachedTo: 'n' }] });
    expect(orders(g, 0)).not.toContain(`cmb:${g.id('main')}`);
  });

  it('§8.1 512.3 the Main is not its own Support', () => {
    // Dawn Knight is [Light] itself; with no other Light Seal, Sunrise has no Support.
    const g = build([{ zones: { at: [{ card: 'dawn-knight', as: 'main' }, 'tide-warrior'], hand: ['flame-trooper'], ...decks() } }, opp]);
    expect(orders(g, 0)).not.toContain(`cmb:${g.id('main')}`);
  });
});

describe('§8.1 512.1 §8.2 513.4 when Combination and Break are refused', () => {
  const withNinja = (main: Record<string, unknown>) =>
    build([{ zones: { at: [{ card: 'dawn-knight', as: 'main', ...main }, 'light-guardian-ninja'], hand: ['flame-trooper'], ...decks() } }, opp]);

  it('§8.1 512.1 a Seal already Combined, or one that Combined earlier this subturn, is not offered Combination', () => {
    const combined = withNinja({ state: { combo: 'sunrise', combinedAt: 2 } });
    expect(orders(combined, 0)).not.toContain(`cmb:${combined.id('main')}`);
    const again = withNinja({ state: { combinedAt: 3, brokeAt: 3 } });
    expect(orders(again, 0)).not.toContain(`cmb:${again.id('main')}`);
    const earlier = withNinja({ state: { combinedAt: 2, brokeAt: 2 } });
    expect(orders(earlier, 0)).toContain(`cmb:${earlier.id('main')}`);
  });

  it('§8.2 513.4 Break is refused while Inactive, in the subturn it Combined and in the subturn it Broke; offered otherwise', () => {
    const brk = (st: Record<string, unknown>) => {
      const g = withNinja({ state: { combo: 'sunrise', combinedAt: 2, ...st } });
      return offered(g, 0).includes(`brk:${g.id('main')}`);
    };
    expect(brk({})).toBe(true);
    expect(brk({ active: false })).toBe(false);
    expect(brk({ combinedAt: 3 })).toBe(false);
    expect(brk({ brokeAt: 3 })).toBe(false);
  });
});

describe('§3.5 the Main Step\'s orders', () => {
  it('§3.5 §4 while an order is pending, the turn player holding priority gives no Main Step orders', () => {
    const g = build([{ zones: { at: [{ card: 'dawn-knight', as: 'k' }, { card: 'tide-warrior', as: 't' }], hand: [{ card: 'flame-trooper', as: 'f' }], ...decks() } }, { zones: { at: ['cliff-golem'], hand: ['tide-warrior'], ...decks() } }]);
    act(g, 0, `atk:${g.id('k')}:tg:*`);
    // The defender answers first in the attack's window (§4), then the turn player is asked with the attack pending.
    act(g, 1, 'pass');
    const ids = offered(g, 0);
    expect(ids).toContain('pass');
    expect(ids.filter((o) => /^(cast|atk|cmb|brk|ln):/.test(o))).toEqual([]);
  });

  it('§3.5 only the seat holding priority in the Main Step is in its Main Step', () => {
    const g = build([{ zones: { at: [{ card: 'dawn-knight', as: 'k' }], hand: ['flame-trooper'], ...decks() } }, { zones: { at: [{ card: 'cliff-golem', as: 'c' }], ...decks() } }]);
    expect(canAttack(g.s, 0, g.id('k'))).toBeNull();
    expect(canAttack(g.s, 1, g.id('c'))?.code).toBe('attack/timing');
    expect(canChangeLine(g.s, 1, g.id('c'))?.code).toBe('line/timing');
  });
});

describe('the hand panel\'s reasons for a Seal\'s refused orders (§9.1, 605, 516.1, §8.3)', () => {
  const reasons = (g: ReturnType<typeof build>, seat: 0 | 1 = 0) =>
    smWhyNotOrders(g.s, seat).map((r) => `${r.order}${r.skill ? `:${r.skill}` : ''}:${r.reason.code}:${r.reason.rule}`);
  const mine = (at: unknown[], df: unknown[] = [], state: Record<string, unknown> = {}) =>
    build([{ zones: { at: at as never, df: df as never, hand: ['flame-trooper'], ...decks() }, state }, opp]);

  it('§9.1 an Inactive Seal: no attack, no Skill, no Line change, each with its rule', () => {
    const g = mine([{ card: 'wind-shaman', state: { active: false }, counters: { charge: 2 } }]);
    expect(reasons(g)).toEqual(['attack:attack/inactive:§9.1', 'skill:whisper:skill/inactive:605', 'line:line/inactive:516.1']);
  });

  it('§9.1 a Seal on the Df Line does not attack; §8.3 nor changes Line in the subturn it entered or twice', () => {
    expect(reasons(mine([], [{ card: 'tide-warrior', state: { entered: 2 } }]))).toEqual(['attack:attack/df-line:§9.1']);
    expect(reasons(mine([{ card: 'tide-warrior', state: { entered: 3 } }]))).toEqual(['line:line/entered:§8.3']);
    expect(reasons(mine([{ card: 'tide-warrior', state: { lineAt: 3 } }]))).toEqual(['line:line/once:§8.3']);
  });

  it('§2.3 §11.2 §14.5 costs: Mp for the attack and the Skill, Charge and Fixed Charge Counters', () => {
    expect(reasons(mine([{ card: 'dawn-knight' }], [], { mp: 1 }))).toEqual(['attack:attack/mp:§2.3']);
    expect(reasons(mine([{ card: 'wind-shaman', counters: { charge: 2 } }], [], { mp: 0 }))).toEqual(['attack:attack/mp:§2.3', 'skill:whisper:skill/mp:§2.3']);
    expect(reasons(mine([{ card: 'wind-shaman', counters: { charge: 1 } }]))).toEqual(['skill:whisper:skill/charge:§11.2']);
    expect(reasons(mine([{ card: 'north-newland-sniper', counters: { fcc: 1 } }, 'tide-warrior'])))
      .toEqual(['skill:snipe:skill/fcc:smn:fixed-charging.2']);
  });

  it('§2.2 the first player\'s first subturn; 605 a Skill whose condition fails or that has no target', () => {
    expect(reasons(mine([{ card: 'wind-shaman', counters: { charge: 2 } }], [], { locked: true })))
      .toEqual(['attack:attack/first-subturn:§2.2', 'skill:whisper:skill/first-subturn:§2.2']);
    expect(reasons(mine([{ card: 'north-newland-sniper', counters: { fcc: 2 } }]))).toEqual(['skill:snipe:skill/condition:605']);
    const noTarget = build([{ zones: { at: ['azure-sea-serpent'], ...decks() } }, { zones: { hand: ['tide-warrior'], ...decks() } }]);
    expect(reasons(noTarget)).toEqual(['skill:freeze:skill/no-target:605']);
  });

  it('§9.1 §9.2 516.1 a Stone-cursed Seal, and an attack with nothing to attack', () => {
    const stone = mine([{ card: 'wind-shaman', counters: { charge: 2 }, state: { curses: [{ kind: 'stone', left: 2 }] } }]);
    expect(reasons(stone)).toEqual(['attack:attack/forbidden:§9.1', 'skill:whisper:skill/forbidden:605', 'line:line/forbidden:516.1']);
    // 505.1: no Seal on the opponent's Lines and no card in its hand.
    const empty = build([{ zones: { at: ['tide-warrior'], ...decks() } }, { zones: { ...decks() } }]);
    expect(reasons(empty)).toEqual(['attack:attack/no-target:§9.2']);
  });

  it('only the deciding seat in its own Main Step gets reasons', () => {
    const g = mine([{ card: 'tide-warrior', state: { active: false } }]);
    expect(reasons(g, 1)).toEqual([]);
    const int1 = build([{ zones: { at: [{ card: 'tide-warrior', state: { active: false } }], ...decks() } }, opp], { step: 'int1', priority: { seat: 0 } });
    expect(reasons(int1)).toEqual([]);
  });
});

describe('§7 610 the hand panel\'s reason a card cannot be cast', () => {
  const why = (g: ReturnType<typeof build>, seat: 0 | 1, name: string) => {
    const r = smWhyNotCast(g.s, seat, g.id(name));
    return r && `${r.code}:${r.rule}`;
  };

  it('610 a Seal is cast only in your own Main Step; §4 an unmarked Mystic not in an Interfere Step', () => {
    const g = build([opp, { zones: { at: ['tide-warrior'], hand: [{ card: 'tide-warrior', as: 's' }, { card: 'ancient-wisdom', as: 'a' }, { card: 'water-shield', as: 'w' }], ...decks() } }], { step: 'int1' });
    expect(why(g, 1, 's')).toBe('cast/seal-timing:610');
    expect(why(g, 1, 'a')).toBe('cast/not-interfere:§4');
    expect(why(g, 1, 'w')).toBeNull();
  });

  it('610.4 not enough Mp; 610.3 a Mystic with no legal target', () => {
    // Dawn Knight costs Mp 3 to cast; Flame Surge targets a Seal of your own.
    const g = build([{ zones: { hand: [{ card: 'dawn-knight', as: 'k' }, { card: 'flame-surge', as: 'f' }], ...decks() }, state: { mp: 2 } }, opp]);
    expect(why(g, 0, 'k')).toBe('cast/mp:610.4');
    expect(why(g, 0, 'f')).toBe('cast/no-target:610.3');
  });
});
