import { describe, expect, it } from 'vitest';
import { CostKinds, canUse, emptyLimits, newTurn, perName, perObject, runReplacements, use, type GameEvent, type Replacement } from '../../../src/engine/core/kernel.js';

interface Dmg extends GameEvent { kind: 'damage'; to: string; amount: number; victim: 0 | 1 }
interface S { shields: number; log: string[] }
const halve: Replacement<S, Dmg> = { id: 'halve', applies: (_s, e) => e.amount > 0, replace: (s, e) => (s.log.push('halve'), { ...e, amount: Math.floor(e.amount / 2) }) };
const plus1: Replacement<S, Dmg> = { id: 'plus1', applies: (_s, e) => e.amount > 0, replace: (s, e) => (s.log.push('plus1'), { ...e, amount: e.amount + 1 }) };
const shield: Replacement<S, Dmg> = { id: 'shield', applies: (s) => s.shields > 0, replace: (s) => (s.shields--, s.log.push('shield'), null) };
const dmg = (amount: number): Dmg => ({ kind: 'damage', to: 'u', amount, victim: 1 });

describe('kernel: replacement and prevention', () => {
  it('several apply: the affected player chooses the order, and the order changes the result', () => {
    const s: S = { shields: 0, log: [] };
    const step = runReplacements(s, { event: dmg(5), applied: [] }, [halve, plus1], (e) => e.victim);
    expect(step).toMatchObject({ k: 'choose', seat: 1, options: ['halve', 'plus1'] });
    if (step.k !== 'choose') return;
    const a = runReplacements(s, step.run, [halve, plus1], (e) => e.victim, 'halve');
    expect(a).toMatchObject({ k: 'done', event: { amount: 3 }, applied: ['halve', 'plus1'] });
    const b = runReplacements(s, step.run, [halve, plus1], (e) => e.victim, 'plus1');
    expect(b).toMatchObject({ k: 'done', event: { amount: 3 } });
    const c = runReplacements(s, { event: dmg(4), applied: [] }, [halve, plus1], (e) => e.victim, 'plus1');
    expect(c).toMatchObject({ k: 'done', event: { amount: 2 } }); // (4+1)/2 floored vs 4/2+1 = 3
  });

  it('each replacement applies at most once to an event', () => {
    const s: S = { shields: 0, log: [] };
    const r = runReplacements(s, { event: dmg(2), applied: [] }, [plus1], (e) => e.victim);
    expect(r).toMatchObject({ k: 'done', event: { amount: 3 } });
    expect(s.log).toEqual(['plus1']);
  });

  it('prevention ends the run with no event; a used-up shield no longer applies', () => {
    const s: S = { shields: 1, log: [] };
    expect(runReplacements(s, { event: dmg(3), applied: [] }, [shield], (e) => e.victim)).toMatchObject({ k: 'done', event: null });
    expect(runReplacements(s, { event: dmg(3), applied: [] }, [shield], (e) => e.victim)).toMatchObject({ k: 'done', event: { amount: 3 } });
  });
});

describe('kernel: limits', () => {
  it('once per turn per object resets at a new turn; once per game does not; per-name counts every copy', () => {
    const l = emptyLimits();
    const k = perObject('17', 0);
    expect(canUse(l, 'turn', k, 1)).toBe(true);
    use(l, 'turn', k);
    expect(canUse(l, 'turn', k, 1)).toBe(false);
    use(l, 'game', perName('Fame'), 2);
    newTurn(l);
    expect(canUse(l, 'turn', k, 1)).toBe(true);
    expect(canUse(l, 'game', perName('Fame'), 3)).toBe(true);
    use(l, 'game', perName('Fame'));
    expect(canUse(l, 'game', perName('Fame'), 3)).toBe(false);
    expect(JSON.parse(JSON.stringify(l))).toEqual(l);
  });
});

describe('kernel: costs', () => {
  interface P { mana: number; hand: string[]; grave: string[] }
  const kinds = new CostKinds<P>()
    .define<{ n: number }>({ kind: 'mana', canPay: (s, _seat, p) => s.mana >= p.n, pay: (s, _seat, p) => void (s.mana -= p.n) })
    .define<{ n: number }>({
      kind: 'discard', canPay: (s, _seat, p) => s.hand.length >= p.n, options: (s) => [...s.hand], count: (p) => p.n,
      pay: (s, _seat, _p, chosen) => { s.hand = s.hand.filter((c) => !chosen.includes(c)); s.grave.push(...chosen); },
    });

  it('a cost is payable only when every part is; the part that needs a choice exposes its options', () => {
    const s: P = { mana: 2, hand: ['a', 'b'], grave: [] };
    const cost = [{ kind: 'mana', params: { n: 2 } }, { kind: 'discard', params: { n: 1 } }];
    expect(kinds.canPay(s, 0, cost)).toBe(true);
    expect(kinds.canPay(s, 0, [{ kind: 'mana', params: { n: 3 } }, { kind: 'discard', params: { n: 1 } }])).toBe(false);
    expect(kinds.nextChoice(s, 0, cost)).toEqual({ index: 1, options: ['a', 'b'], count: 1 });
    kinds.pay(s, 0, cost[0]!);
    kinds.pay(s, 0, cost[1]!, ['b']);
    expect(s).toEqual({ mana: 0, hand: ['a'], grave: ['b'] });
  });

  it('an unknown cost kind is an engine bug', () => {
    expect(() => kinds.canPay({ mana: 0, hand: [], grave: [] }, 0, [{ kind: 'life', params: {} }])).toThrow(/unknown cost kind/);
  });
});
