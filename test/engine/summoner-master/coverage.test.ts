/** Every rule section of the Summoner Master digest and every Nihil entry is named in some test title. */
import { describe, expect, it } from 'vitest';
import { summonerMasterCoverage } from './coverage.js';

describe('Summoner Master rule coverage', () => {
  it('every section of summoner-master-base.md (§0 … §15) and every Nihil entry (smn:progress … smn:regeneration.1) is named by a test title', () => {
    const c = summonerMasterCoverage();
    console.log(`summoner-master rule coverage: ${c.covered.length}/${c.total}`);
    expect(c.total).toBe(63);
    expect(c.missing).toEqual([]);
  });
});
