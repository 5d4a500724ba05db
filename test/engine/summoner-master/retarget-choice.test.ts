/**
 * Who chooses when an attack's target changes during its Interfere Step (504.6, 505.9–505.10), and what "still
 * Active" means when a Skill is verified again (605 step 11, digest §10.5 "605.mod 12").
 */
import { describe, expect, it } from 'vitest';
import type { CardDef, SkillDef } from '../../../src/engine/games/summoner-master/types.js';
import { act, build, cardsOf, decks, offered, passUntil, prompt, zone, zoneOf, type Game } from './helpers.js';
import { ANSWERS, dataOf, logged, mystic, resolveAll, seal, T } from './resolve-kit.js';
import { decide } from '../../../src/ai/decide.js';

const big = seal('big', { at: 9 });
const weak = seal('weak', { at: 1 });
/** Puts two Seals from its caster's hand onto the field, one after the other (708). */
const summon2 = mystic('summon2', [{ v: 'put-onto-field', from: 'hand' }, { v: 'put-onto-field', from: 'hand' }]);
const CARDS: CardDef[] = [big, weak, summon2, ...ANSWERS];

/** Seat 0's "big" attacks the hand of seat 1, who holds no Seal on the field and answers with `answer`. */
function handAttack(answer: string, extra: string[]): Game {
  const g = build([
    { zones: { at: [{ card: 'big', as: 'A' }], hand: ['flame-trooper'], ...decks() } },
    { zones: { hand: [{ card: answer, as: 'x' }, ...extra.map((as) => ({ card: 'weak', as }))], ...decks() } },
  ], { cards: CARDS } as never);
  act(g, 0, offered(g, 0).find((x) => x.startsWith(`atk:${g.id('A')}:tg:hand`))!);
  act(g, 1, `cast:${g.id('x')}`);
  for (const as of extra) {
    passUntil(g, (x) => prompt(x)?.seat === 1 && offered(x, 1).includes(`pf:o${g.id(as)}:at`));
    if (offered(g, 1).includes(`pf:o${g.id(as)}:at`)) act(g, 1, `pf:o${g.id(as)}:at`);
  }
  return g;
}

describe('505.9–505.10 504.6 a hand attack that becomes a normal attack', () => {
  it('505.9–505.10 504.6 two Seals put onto the field in its Interfere Step: the attacker chooses which one it attacks', () => {
    const g = handAttack('summon2', ['W1', 'W2']);
    passUntil(g, (x) => prompt(x)?.kind === 'attack-target');
    const p = prompt(g)!;
    expect(p.kind).toBe('attack-target');
    expect(p.seat).toBe(0);
    expect(p.rule).toBe('504.6');
    const [w1, w2] = zone(g, 'field', 1).map((o) => o.id) as [string, string];
    expect(offered(g, 0).sort()).toEqual([`tg:${w1}`, `tg:${w2}`].sort());
    // Seals on the field are public: no option of the question is private.
    expect(p.options.every((o) => o.visibility !== 'private')).toBe(true);
    // The second Seal, not the first the engine used to take.
    act(g, 0, `tg:${w2}`);
    resolveAll(g);
    expect(zone(g, 'field', 1).map((o) => o.id)).toEqual([w1]);
    expect(cardsOf(g, 'shrine', 1).sort()).toEqual(['summon2', 'weak']);
    expect(dataOf(g, g.id('A')).active).toBe(false);
  });

  it('505.9–505.10 504.6 the practice AI (easy, and the search over determinized samples) answers the question with one of its Seals', () => {
    const g = handAttack('summon2', ['W1', 'W2']);
    passUntil(g, (x) => prompt(x)?.kind === 'attack-target');
    const asked = offered(g, 0);
    for (const level of ['easy', 'normal'] as const) {
      const a = decide({ state: g.s, seat: 0, level, seed: 'retarget', iterations: 20 }) as { type: string; choice?: string[] } | null;
      expect(a?.type).toBe('answer');
      expect(asked).toContain(a!.choice![0]);
    }
  });

  it('505.9–505.10 504.6 one Seal put onto the field: no question (a single choice), the attack goes to it', () => {
    const g = handAttack('summon2', ['W1']);
    expect(zone(g, 'field', 1)).toHaveLength(1);
    resolveAll(g);
    expect(prompt(g)?.kind).not.toBe('attack-target');
    expect(zone(g, 'field', 1)).toHaveLength(0);
    expect(cardsOf(g, 'shrine', 1).sort()).toEqual(['summon2', 'weak']);
    expect(zone(g, 'hand', 1)).toHaveLength(0);
  });
});

const skill = (id: string, extra: Partial<SkillDef>): SkillDef => ({ id, name: { th: id, en: id }, mp: 0, do: [{ v: 'destroy', who: 'target' }], text: T, ...extra } as SkillDef);
const caster = seal('caster', { skills: [skill('zap', { target: { kind: 'seal', side: 'opp' } })] });

function skillBoard(answer: string): Game {
  return build([
    { zones: { at: [{ card: 'caster', as: 'C' }], hand: ['flame-trooper'], ...decks() } },
    { zones: { at: [{ card: 'weak', as: 'W' }], hand: [{ card: answer, as: 'x' }], ...decks() } },
  ], { cards: [caster, weak, ...ANSWERS] } as never);
}

describe('605 step 11 "still Active" is the user\'s own state', () => {
  it('605 step 11 §11.4 the user stays Active while its Skill waits in the Interfere Step, and becomes Inactive once it resolves', () => {
    const g = skillBoard('bounce');
    act(g, 0, `sk:${g.id('C')}:zap:tg:${g.id('W')}`);
    expect(g.s.stack.items).toHaveLength(1);
    expect(dataOf(g, g.id('C')).active).toBe(true);
    resolveAll(g);
    expect(zoneOf(g, g.id('W'))).toBeUndefined();
    expect(dataOf(g, g.id('C')).active).toBe(false);
  });

  it('605 step 11 the user made Inactive by an effect in the Interfere Step: the Skill fails (inactive), its target stays', () => {
    const g = skillBoard('tire');
    act(g, 0, `sk:${g.id('C')}:zap:tg:${g.id('W')}`);
    act(g, 1, `cast:${g.id('x')}:tg:${g.id('C')}`);
    resolveAll(g);
    expect(logged(g, 'The Skill fails (inactive)')).toBe(true);
    expect(zoneOf(g, g.id('W'))).toBe('field');
    expect(dataOf(g, g.id('C')).active).toBe(false);
  });
});
