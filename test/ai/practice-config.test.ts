/** PRACTICE_AI_MS and PRACTICE_AI_WORKERS through the zod config: defaults, and one-line errors naming the variable. */
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, practiceAiConfig } from '../../src/config.js';

describe('practice AI configuration', () => {
  it('defaults to 1,000 ms and one worker, also for empty values', () => {
    expect(practiceAiConfig({})).toEqual({ budgetMs: 1000, workers: 1 });
    expect(practiceAiConfig({ PRACTICE_AI_MS: '', PRACTICE_AI_WORKERS: ' ' })).toEqual({ budgetMs: 1000, workers: 1 });
    expect(parseConfig({})).toMatchObject({ PRACTICE_AI_MS: 1000, PRACTICE_AI_WORKERS: 1 });
  });

  it('reads valid values', () => {
    expect(practiceAiConfig({ PRACTICE_AI_MS: '250', PRACTICE_AI_WORKERS: '3' })).toEqual({ budgetMs: 250, workers: 3 });
  });

  it.each([
    [{ PRACTICE_AI_MS: '5' }, 'PRACTICE_AI_MS'],
    [{ PRACTICE_AI_MS: '40000' }, 'PRACTICE_AI_MS'],
    [{ PRACTICE_AI_MS: 'fast' }, 'PRACTICE_AI_MS'],
    [{ PRACTICE_AI_MS: '12.5' }, 'PRACTICE_AI_MS'],
    [{ PRACTICE_AI_WORKERS: '0' }, 'PRACTICE_AI_WORKERS'],
    [{ PRACTICE_AI_WORKERS: '9' }, 'PRACTICE_AI_WORKERS'],
  ])('refuses %o with one line naming %s, at startup and where the AI starts', (env, name) => {
    for (const read of [() => parseConfig(env), () => practiceAiConfig(env)]) {
      let err: unknown = null;
      try { read(); } catch (e) { err = e; }
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as Error).message).toContain(name);
      expect((err as Error).message.split('\n')).toHaveLength(1);
    }
  });
});
