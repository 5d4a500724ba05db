import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { encodeCustomId, parseCustomId, promptRefOf, MAX_CUSTOM_ID, type CustomId } from '../../src/bot/custom-id.js';
import { fcSeed } from '../support/seed.js';

describe('custom id codec', () => {
  it('round-trips every kind', () => {
    const ids: CustomId[] = [
      { kind: 'answer', matchId: 'abc123def456', version: 17, promptRef: 'p12', choice: { kind: 'option', index: 3 } },
      { kind: 'answer', matchId: 'abc123def456', version: 0, promptRef: promptRefOf('a:very:long/prompt id with spaces and more'), choice: { kind: 'select', chunk: 2 } },
      { kind: 'answer', matchId: 'abc123def456', version: 9, promptRef: 'p', choice: { kind: 'number' } },
      { kind: 'answer', matchId: 'abc123def456', version: 9, promptRef: 'p', choice: { kind: 'open-number' } },
      { kind: 'answer', matchId: 'abc123def456', version: 9, promptRef: 'p', choice: { kind: 'none' } },
      { kind: 'answer', matchId: 'abc123def456', version: 9, promptRef: 'p', choice: { kind: 'page', page: 4 } },
      { kind: 'hand', matchId: 'abc123def456' },
      { kind: 'log', matchId: 'abc123def456' },
      { kind: 'rematch', matchId: 'abc123def456' },
      { kind: 'concede', matchId: 'abc123def456', version: 5 },
      { kind: 'grave', matchId: 'abc123def456', version: 31 },
      { kind: 'challenge', challengeId: 'zz99zz99zz99', op: 'accept' },
      { kind: 'challenge', challengeId: 'zz99zz99zz99', op: 'decline' },
      { kind: 'challenge', challengeId: 'zz99zz99zz99', op: 'deck' },
      { kind: 'deck-import', game: 'fadalgia', format: 'starter-c' },
    ];
    for (const id of ids) expect(parseCustomId(encodeCustomId(id))).toEqual(id);
  });

  it('hands rule: and ruling: ids to their owners untouched', () => {
    expect(parseCustomId('rule:q:609.7.2')).toEqual({ kind: 'delegate', prefix: 'rule', raw: 'rule:q:609.7.2' });
    expect(parseCustomId('ruling:v:1:up')).toMatchObject({ kind: 'delegate', prefix: 'ruling' });
  });

  it('refuses malformed, oversized and unknown-version ids', () => {
    for (const bad of ['', 'm2:abc123def456:1:p:o1', 'm1:ABC:1:p:o1', 'm1:abc123def456:-1:p:o1', 'm1:abc123def456:1:p:o1:extra',
      'm1:abc123def456:1:p:q1', 'm1:abc123def456:x:p:o1', 'h1:abc123def456:seat0', 'c1:abc123def456:x', 'x'.repeat(101),
      'm1:abc123def456:1:p:o1234']) {
      expect(parseCustomId(bad), bad).toBeNull();
    }
  });

  it('never carries a seat and always fits in 100 characters', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), fc.nat(2 ** 31), fc.nat(999), (promptId, version, index) => {
      const s = encodeCustomId({ kind: 'answer', matchId: 'a'.repeat(24), version, promptRef: promptRefOf(promptId), choice: { kind: 'option', index } });
      expect(s.length).toBeLessThanOrEqual(MAX_CUSTOM_ID);
      expect(parseCustomId(s)).toMatchObject({ kind: 'answer', version });
    }), fcSeed('custom-id:length'));
  });

  it('arbitrary input never throws', () => {
    fc.assert(fc.property(fc.string({ maxLength: 120 }), (s) => { parseCustomId(s); }), fcSeed('custom-id:parse'));
  });
});
