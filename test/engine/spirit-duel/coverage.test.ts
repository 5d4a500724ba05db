/** Every paragraph of the Spirit Duel rule text is named (by its /rule id) in some test title. */
import { describe, expect, it } from 'vitest';
import { spiritDuelCoverage } from './coverage.js';

describe('Spirit Duel rule coverage', () => {
  it('every paragraph id of spirit-duel.th.txt (sd:goal.1 … sd:field.3) is named by a test title', () => {
    const c = spiritDuelCoverage();
    console.log(`spirit-duel rule coverage: ${c.covered.length}/${c.total}`);
    expect(c.total).toBe(29);
    expect(c.missing).toEqual([]);
  });
});
