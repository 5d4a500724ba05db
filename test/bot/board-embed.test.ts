import { describe, expect, it } from 'vitest';
import { boardEmbed, handEmbed, visibleObjectIds } from '../../src/bot/board-embed.js';
import { standInEngine, HIDDEN_NAMES } from './support/stand-in-engine.js';

const setup = { matchId: 'abcdef123456', game: 'fadalgia' as const, format: 'standard' as const, seed: 'ab'.repeat(32),
  seats: [{ name: 'Alice', deck: {} }, { name: 'Bob', deck: {} }] as [{ name: string; deck: unknown }, { name: string; deck: unknown }], challenger: 0 as const };

describe('embed board', () => {
  it('shows turn, phase, who must act and counts, and no hidden card in the spectator board', () => {
    const s = standInEngine.createMatch(setup);
    const e = boardEmbed(standInEngine.viewFor(s, 'spectator'), { lang: 'en' });
    const json = JSON.stringify(e);
    expect(e.title).toContain('Alice vs Bob');
    expect(e.description).toContain('Turn');
    expect(e.description).toContain('Waiting for');
    expect(json).toContain('Hand 5');
    for (const n of HIDDEN_NAMES) expect(json).not.toContain(n);
  });

  it('speaks Thai for Thai players', () => {
    const s = standInEngine.createMatch(setup);
    const e = boardEmbed(standInEngine.viewFor(s, 'spectator'), { lang: 'th' });
    expect(e.description).toContain('เทิร์น');
  });

  it('the hand embed lists the owner\'s cards from the owner\'s view', () => {
    const s = standInEngine.createMatch(setup);
    const e = handEmbed(standInEngine.viewFor(s, 1), 1, 'en');
    expect(e.description).toContain('SecretBeta1');
    expect(e.description).not.toContain('SecretAlpha1');
  });

  it('stays within embed limits even with huge names', () => {
    const s = standInEngine.createMatch({ ...setup, seats: [{ name: 'A'.repeat(500), deck: {} }, { name: 'B'.repeat(500), deck: {} }] });
    const e = boardEmbed(standInEngine.viewFor(s, 'spectator'), { lang: 'en' });
    expect(e.title!.length).toBeLessThanOrEqual(256);
    for (const f of e.fields ?? []) { expect(f.name.length).toBeLessThanOrEqual(256); expect(f.value.length).toBeLessThanOrEqual(1024); }
  });

  it('collects the visible object ids', () => {
    const s = standInEngine.createMatch(setup);
    expect(visibleObjectIds(standInEngine.viewFor(s, 'spectator')).has('o01')).toBe(false);
  });
});
