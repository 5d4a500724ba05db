/**
 * The zone helpers every rule reads (zones.ts, §5): an object that must exist, Seals and Mystics of the field, and
 * a Main's Supports (512.5). Written against the survivors of the `--all-files` run of zones.ts (issue 31).
 */
import { describe, expect, it } from 'vitest';
import { fieldMystics, obj, supportsOf } from '../../../src/engine/games/summoner-master/zones.js';
import { board } from './verb-kit.js';

describe('§5 zone helpers', () => {
  it('§5 a missing object is an engine bug, reported as one', () => {
    const g = board([]);
    expect(() => obj(g.s, 'nope')).toThrow(/no object nope/);
  });

  it('§5 the Mystics of the field: of one side, or of both, never a Seal', () => {
    const g = board([], { arena: [{ card: 'relic', as: 'R' }] }, { at: [{ card: 'plain' }], arena: [{ card: 'relic', as: 'Q' }] });
    expect(fieldMystics(g.s, 1).map((o) => o.id)).toEqual([g.id('Q')]);
    expect(fieldMystics(g.s).map((o) => o.id).sort()).toEqual([g.id('R'), g.id('Q')].sort());
  });

  it('512.5 a Main\'s Supports are the Support cards under it, not another Main\'s; a card gone has none', () => {
    const g = board([], {
      at: [{ card: 'plain', as: 'M' }],
      support: [{ card: 'other', as: 'U', state: { supportOf: 'S' } }, { card: 'other', as: 'V', state: { supportOf: 'M' } }],
    });
    expect(supportsOf(g.s, g.id('S')).map((o) => o.id)).toEqual([g.id('U')]);
    expect(supportsOf(g.s, 'gone')).toEqual([]);
  });
});
