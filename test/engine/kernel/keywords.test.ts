import { describe, expect, it } from 'vitest';
import { KeywordRegistry, Subscriptions, can, characteristics, createBus, type KeywordModule } from '../../../src/engine/core/kernel.js';

interface S { fired: string[] }
const fast: KeywordModule<S> = { name: 'FAST', rule: 'k.1', effects: () => [{ op: { k: 'allow', what: 'attack-on-arrival' }, ts: 0 }] };
const loud: KeywordModule<S> = { name: 'LOUD', rule: 'k.2', subscribe: (subs) => subs.on('enters', 'LOUD', (s) => void s.fired.push('loud')) };

describe('kernel: keyword modules', () => {
  it('a keyword contributes layer effects to the object that has it, and nothing to others', () => {
    const reg = new KeywordRegistry<S>([fast, loud]);
    const with_ = characteristics({ stats: {}, keywords: ['FAST'] }, reg.effectsFor({ fired: [] }, '1', ['fast']));
    expect(can(with_, 'attack-on-arrival', false)).toBe(true);
    expect(reg.effectsFor({ fired: [] }, '2', ['LOUD'])).toEqual([]);
    expect(reg.names()).toEqual(['FAST', 'LOUD']);
  });

  it('a keyword subscribes to the bus once, at registration', () => {
    const subs = new Subscriptions<S>();
    new KeywordRegistry<S>([fast, loud], subs);
    const s: S = { fired: [] };
    createBus(subs, s).emit({ kind: 'enters' });
    expect(s.fired).toEqual(['loud']);
    expect(() => new KeywordRegistry<S>([fast, fast])).toThrow(/twice/);
  });
});
