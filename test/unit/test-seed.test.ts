/**
 * The tests' one source of seeds (test/support/seed.ts): fixed by default, overridable with SANAM_TEST_SEED, and a
 * failing seeded check names the seed and the variable that replays it.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freshSeed } from '../../src/bot/fresh-seed.js';
import { DEFAULT_TEST_SEED, fcSeed, parseTestSeed, SEED_ENV, seedHexFor, seedIntFor, TEST_SEED, withSeed } from '../support/seed.js';

describe('test seeds', () => {
  it('a deliberately failing seeded assertion prints its seed and the variable that replays it', () => {
    let message = '';
    try {
      withSeed('deliberate failure', () => expect(seedIntFor('deliberate', 4242)).toBe(-1), 4242);
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain('expected');
    expect(message).toContain('seed 4242');
    expect(message).toContain(`${SEED_ENV}=4242`);
    expect(message).toContain("'deliberate failure'");
    // Printed, as a failing test of the suite would print it.
    console.log(`test-seed: a failing seeded check reads:\n${message}`);
  });

  it('an async check that rejects is annotated the same way; a passing check returns its value', async () => {
    await expect(withSeed('async', async () => { throw new Error('boom'); }, 7)).rejects.toThrow(`boom\n[seeded test 'async': seed 7; replay with ${SEED_ENV}=7]`);
    expect(withSeed('sync', () => 5)).toBe(5);
    expect(await withSeed('async ok', async () => 6)).toBe(6);
  });

  it('is fixed by default and read from SANAM_TEST_SEED, which the setup file hands on to the bot under test', () => {
    expect(parseTestSeed(undefined)).toBe(DEFAULT_TEST_SEED);
    expect(parseTestSeed('')).toBe(DEFAULT_TEST_SEED);
    expect(parseTestSeed('123')).toBe(123);
    expect(parseTestSeed('0xff')).toBe(255);
    for (const bad of ['-1', 'abc', '1.5', '4294967296']) expect(() => parseTestSeed(bad), bad).toThrow(/SANAM_TEST_SEED/);
    expect(process.env[SEED_ENV]).toBe(String(TEST_SEED));
  });

  it('derives the same seeds from the same test seed and label, other seeds from another', () => {
    expect(seedHexFor('x', 1)).toMatch(/^[0-9a-f]{64}$/);
    expect(seedHexFor('x', 1)).toBe(seedHexFor('x', 1));
    expect(seedHexFor('x', 1)).not.toBe(seedHexFor('x', 2));
    expect(seedHexFor('x', 1)).not.toBe(seedHexFor('y', 1));
    expect(fcSeed('p').seed).toBe(seedIntFor('fast-check:p'));
    expect(seedIntFor('x', 9)).toBeGreaterThan(0);
  });

  it('the bot\'s match seeds follow SANAM_TEST_SEED under test and come from the CSPRNG in production', () => {
    const saved = { seed: process.env[SEED_ENV], env: process.env.NODE_ENV };
    try {
      // Another label each time: the count per label lives for the whole process.
      expect(freshSeed(32, 'unit:a')).toMatch(/^[0-9a-f]{64}$/);
      expect(freshSeed(16, 'unit:b')).toMatch(/^[0-9a-f]{32}$/);
      process.env[SEED_ENV] = '99';
      // A function of the seed, the label and the count: what another process with the same seed computes too.
      const derived = (n: number) => createHash('sha256').update(`sanam-bot:99:unit:c:${n}`).digest('hex');
      expect([freshSeed(32, 'unit:c'), freshSeed(32, 'unit:c')]).toEqual([derived(0), derived(1)]);
      process.env.NODE_ENV = 'production';
      expect(freshSeed(32, 'unit:c')).not.toBe(derived(2));
    } finally {
      process.env[SEED_ENV] = saved.seed;
      if (saved.env === undefined) delete process.env.NODE_ENV; else process.env.NODE_ENV = saved.env;
    }
  });
});

describe('a failing test of the suite', () => {
  it('prints the test seed and how to replay it (the suite\'s setup file, on a deliberately failing random check)', { timeout: 60_000 }, () => {
    const vitest = join(process.cwd(), 'node_modules', '.bin', process.platform === 'win32' ? 'vitest.cmd' : 'vitest');
    const out = spawnSync(vitest, ['run', '--config', 'test/unit/fixtures/seed-failure.config.ts'], {
      cwd: process.cwd(), env: { ...process.env, [SEED_ENV]: '31337', NO_COLOR: '1', FORCE_COLOR: '0' }, encoding: 'utf8',
    });
    const text = `${out.stdout}\n${out.stderr}`;
    expect(out.status, text).toBe(1);
    expect(text).toContain('a seeded random check that fails on purpose');
    expect(text).toContain(`[test seed 31337; replay with ${SEED_ENV}=31337]`);
    console.log(`test-seed: the failing test printed: ${text.split('\n').find((l) => l.includes('replay with'))}`);
  });
});
