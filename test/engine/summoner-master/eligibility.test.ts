/**
 * Who may order what (eligibility.ts), at its boundaries: the first-subturn lock, Mp exactly enough or one
 * short, counters, and what may be a Support. Mutants of these checks survived the scenario tests (issue 31).
 */
import { describe, expect, it } from 'vitest';
import { build, decks, offered } from './helpers.js';

const opp = { zones: { at: ['cliff-golem'], ...decks() } };

describe('§2.2 the first subturn', () => {
  it('§2.2 a locked first player is offered neither an attack nor a Skill; unlocked, both', () => {
    const mk = (locked: boolean) => build([{ zones: { at: [{ card: 'wind-shaman', as: 'w', counters: { charge: 2 } }], hand: ['flame-trooper'], ...decks() }, state: { locked } }, opp]);
    const g = mk(true);
    expect(offered(g, 0).filter((o) => o.startsWith('atk:') || o.startsWith('sk:'))).toEqual([]);
    const u = mk(false);
    expect(offered(u, 0)).toEqual(expect.arrayContaining([`atk:${u.id('w')}`, `sk:${u.id('w')}:whisper`]));
  });
});

describe('§2.3 Mp pays for attacks, Skills and casting', () => {
  it('§2.3 §9.2 an attack is offered with exactly its attack Mp left, not with one less', () => {
    // Dawn Knight attacks for Mp 2.
    const at = (mp: number) => build([{ zones: { at: [{ card: 'dawn-knight', as: 'k' }], hand: ['flame-trooper'], ...decks() }, state: { mp } }, opp]);
    const g2 = at(2);
    expect(offered(g2, 0)).toContain(`atk:${g2.id('k')}`);
    const g1 = at(1);
    expect(offered(g1, 0)).not.toContain(`atk:${g1.id('k')}`);
  });

  it('§2.3 §10.5 a Skill is offered with exactly its Mp left, not with one less', () => {
    const sk = (mp: number) => build([{ zones: { at: [{ card: 'wind-shaman', as: 'w', counters: { charge: 2 } }], hand: ['flame-trooper'], ...decks() }, state: { mp } }, opp]);
    const g1 = sk(1);
    expect(offered(g1, 0)).toContain(`sk:${g1.id('w')}:whisper`);
    const g0 = sk(0);
    expect(offered(g0, 0)).not.toContain(`sk:${g0.id('w')}:whisper`);
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
    expect(offered(two, 0)).toContain(`sk:${two.id('w')}:whisper`);
    const one = g(1);
    expect(offered(one, 0)).not.toContain(`sk:${one.id('w')}:whisper`);
  });
});

describe('§8.1 512.3 what may be a Support', () => {
  // Dawn Knight's Sunrise Blade needs one [Light] Support; Light Guardian Ninja is [Light].
  const board = (ninja: Record<string, unknown>) =>
    build([{ zones: { at: [{ card: 'dawn-knight', as: 'main' }, { card: 'light-guardian-ninja', as: 'n', ...ninja }], hand: ['flame-trooper'], ...decks() } }, opp]);

  it('§8.1 512.3 an Active, uncursed, uncombined Seal of yours is a Support: the Main is offered Combination', () => {
    const g = board({});
    expect(offered(g, 0)).toContain(`cmb:${g.id('main')}`);
  });

  it('§8.1 512.3 an Inactive Seal is not a Support', () => {
    const g = board({ state: { active: false } });
    expect(offered(g, 0)).not.toContain(`cmb:${g.id('main')}`);
  });

  it('§8.1 512.3 a cursed Seal is not a Support', () => {
    const g = board({ state: { curses: [{ kind: 'poison', turns: 2 }] } });
    expect(offered(g, 0)).not.toContain(`cmb:${g.id('main')}`);
  });
});
