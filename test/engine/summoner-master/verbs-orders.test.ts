/**
 * Verbs about orders, counters and Lines (verbs-orders.ts): Nullify picks the newest Skill or Mystic being cast that is
 * not Nullified yet (605 step 11, 610.10), Charge Counters never below 0 (§11.2), effect-driven Line changes (§8.3
 * note, §14.5), curing (709.13), "attacks N times" (§9.2 step 15), Encore and `if`. Written against the survivors of
 * the `--all-files` run of verbs-orders.ts (issue 31).
 */
import { describe, expect, it } from 'vitest';
import { act, build, cardsOf, offered, type Game } from './helpers.js';
import { board, charges, go, mp, mysticCard, sealCard, setMp, settle, skill, use } from './verb-kit.js';
import { chars } from '../../../src/engine/games/summoner-master/stats.js';

const boon = mysticCard('boon', { attach: 'NP', turns: 0, do: [{ v: 'mp', by: 3 }] });
const nuller = (what: string, times = 1) => sealCard(`null-${what}-${times}`, { skills: [skill('null', Array(times).fill({ v: 'nullify', what }), { int: true })] });
const gainer = sealCard('gainer', { skills: [skill('gain', [{ v: 'mp', by: 3 }], { int: true })] });

/** Seat 0 holds `hand` (castable, 0 Mp) and Seals `a`; seat 1 Seals `b`; both at 1 Mp. */
function table(hand: string[], a: unknown[], b: unknown[]): Game {
  const cards = [boon, gainer, nuller('skill'), nuller('mystic'), nuller('skill', 2), sealCard('free', { castMp: 0 })];
  const g = build([{ zones: { hand: ['free', ...hand], at: a } as never }, { zones: { at: b } as never }], { cards } as never);
  setMp(g, 1, 1);
  return g;
}

describe('605 step 11 / 610.10 Nullify', () => {
  it('610.10 "Nullify a Mystic" cancels the Mystic being cast: its effect never happens', () => {
    const h = table(['boon'], [], [{ card: 'null-mystic-1', as: 'N' }]);
    const boonId = h.s.zones.zones['0:hand']!.find((x) => h.s.zones.objs[x]!.card === 'boon')!;
    act(h, 0, `cast:${boonId}`);
    use(h, 1, h.id('N'), 'null');
    settle(h);
    expect(mp(h, 0)).toBe(1);
    expect(cardsOf(h, 'shrine', 0)).toEqual(['boon']);
  });

  it('610.10 "Nullify a Mystic" passes over a Seal being cast and a Skill: nothing is Nullified', () => {
    const g = table([], [{ card: 'gainer', as: 'G' }], [{ card: 'null-mystic-1', as: 'N' }]);
    use(g, 0, g.id('G'), 'gain');
    use(g, 1, g.id('N'), 'null');
    settle(g);
    expect(mp(g, 0)).toBe(4);
    const h = table([], [], [{ card: 'null-mystic-1', as: 'N' }]);
    const free = h.s.zones.zones['0:hand']![0]!;
    act(h, 0, offered(h, 0).find((x) => x.startsWith(`cast:${free}`))!);
    use(h, 1, h.id('N'), 'null');
    settle(h);
    expect(cardsOf(h, 'field', 0)).toEqual(['free']);
    expect(h.s.log.some((l) => l.en.includes('Nullified'))).toBe(false);
  });

  it('605 step 11 "Nullify a Skill" answering a Mystic being cast finds no Skill: the Mystic resolves', () => {
    const h = table(['boon'], [], [{ card: 'null-skill-1', as: 'N' }]);
    const boonId = h.s.zones.zones['0:hand']!.find((x) => h.s.zones.objs[x]!.card === 'boon')!;
    act(h, 0, `cast:${boonId}`);
    use(h, 1, h.id('N'), 'null');
    settle(h);
    expect(mp(h, 0)).toBe(4);
  });

  it('605 step 11 two Nullifies in one effect cancel the two newest Skills, the second passing over the one already Nullified', () => {
    const g = table([], [{ card: 'gainer', as: 'G' }, { card: 'null-skill-2', as: 'Z' }], [{ card: 'gainer', as: 'H' }]);
    use(g, 0, g.id('G'), 'gain');
    use(g, 1, g.id('H'), 'gain');
    use(g, 0, g.id('Z'), 'null');
    settle(g);
    expect([mp(g, 0), mp(g, 1)]).toEqual([1, 1]);
  });
});

describe('§11.2 Charge Counters', () => {
  it('§11.2 taking Charge Counters from a Seal that has none leaves it without counters', () => {
    const g = board([{ v: 'counters', who: 'self', counter: 'charge', n: -1 }]);
    go(g);
    expect(g.s.zones.objs[g.id('S')]!.counters).toBeUndefined();
  });

  it('§11.2 moving counters to a target gone from the field moves nothing: [S] keeps its counters', () => {
    const g = board([{ v: 'to-hand', who: 'target' }, { v: 'move-counters', counter: 'charge', n: 1, from: 'self', to: 'target' }], {}, { at: [{ card: 'plain', as: 'X' }] }, { target: { kind: 'seal', side: 'opp' } });
    g.s.zones.objs[g.id('S')]!.counters = { charge: 2 };
    go(g, g.id('X'));
    expect(charges(g, g.id('S'))).toBe(2);
    expect(cardsOf(g, 'hand', 1)).toEqual(['plain']);
  });

  it('§11.2 moving counters from a target gone from the field moves nothing: [S] gains none', () => {
    const g = board([{ v: 'to-hand', who: 'target' }, { v: 'move-counters', counter: 'charge', n: 1, from: 'target', to: 'self' }], {}, { at: [{ card: 'plain', as: 'X', counters: { charge: 2 } }] }, { target: { kind: 'seal', side: 'opp' } });
    go(g, g.id('X'));
    expect(charges(g, g.id('S'))).toBe(0);
  });
});

describe('§8.3 note / §14.5 effect-driven Line changes', () => {
  const watcher = sealCard('watcher', { triggers: [{ on: 'opp-line-change', do: [{ v: 'mp', by: 1 }], text: { th: 'w', en: 'w' } }] });
  it('§14.5 "move to the Df Line" moves only the Seals not there already: only they are heard as Line changes', () => {
    const g = board([{ v: 'move-line', who: 'opp-seals', to: 'df' }], { at: [{ card: 'watcher', as: 'W' }] }, { at: [{ card: 'plain', as: 'X' }], df: [{ card: 'plain', as: 'Y' }] }, { cards: [watcher] });
    setMp(g, 1, 1);
    go(g);
    expect([g.s.zones.objs[g.id('X')]!.data!.line, g.s.zones.objs[g.id('Y')]!.data!.line, mp(g, 0)]).toEqual(['df', 'df', 2]);
  });

  it('§8.3 note a Mystic is in no Line: a Line move on it does nothing', () => {
    const g = board([{ v: 'move-line', who: 'target', to: 'at' }], { at: [{ card: 'watcher', as: 'W' }] }, { arena: [{ card: 'relic', as: 'R' }] }, { target: { kind: 'mystic', side: 'opp' }, cards: [watcher] });
    setMp(g, 1, 1);
    go(g, g.id('R'));
    expect([g.s.zones.objs[g.id('R')]!.data?.line, mp(g, 0)]).toEqual([undefined, 1]);
  });
});

describe('709.13 cure', () => {
  it('709.13 curing a Seal with no Curse, or with none of the kind named, changes nothing and logs nothing', () => {
    const g = board([{ v: 'cure', who: 'opp-seals', curse: 'poison' }, { v: 'cure', who: 'opp-seals' }], {}, { at: [{ card: 'plain', as: 'X' }], df: [{ card: 'plain', as: 'Y', state: { curses: [{ kind: 'freeze', left: 2 }] } }] });
    const logged = g.s.log.length;
    use(g, 0, g.id('S'), 'go');
    settle(g);
    expect(g.s.zones.objs[g.id('Y')]!.data!.curses).toBeUndefined();
    // Only the second cure ended a Curse (Y's Freeze): one "is cured" line.
    expect(g.s.log.slice(logged).filter((l) => l.en.includes('is cured')).length).toBe(1);
  });
});

describe('§9.2 step 15, Encore, if', () => {
  it('§9.2 step 15 "attacks N times" gives the Seal the override its attacks read', () => {
    const g = board([{ v: 'attack-times', who: 'self', n: 2, dur: { k: 'subturn' } }]);
    go(g);
    expect(chars(g.s, g.id('S')).overrides['attack-times']).toBe('2');
  });

  it('§10 Encore for the opponent: the opponent is owed the extra subturn', () => {
    const g = board([{ v: 'extra-subturn', player: 'opponent' }]);
    go(g);
    expect(g.s.extraSubturns).toEqual([1]);
  });

  it('§10.2 an `if` whose condition fails and that has no `else` does nothing, and the effect goes on', () => {
    const g = board([{ v: 'if', cond: { k: 'mp', side: 'own', min: 5 }, then: [{ v: 'mp', by: 5 }] }, { v: 'mp', by: 1 }]);
    setMp(g, 1, 1);
    go(g);
    expect(mp(g, 0)).toBe(2);
  });
});
