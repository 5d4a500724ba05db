/**
 * The Nihil ward "protected from Skills and Abilities of Seals not named …" (smn text: ของ Seal ใบอื่นที่ไม่ได้ชื่อ)
 * keeps off Seals' Skills and Abilities only: a Mystic's own Skill still targets the protected Seal. Written against
 * the survivors of the `--all-files` mutation run of targets.ts (issue 31).
 */
import { describe, expect, it } from 'vitest';
import type { CardDef, Verb } from '../../../src/engine/games/summoner-master/types.js';
import { act, build, decks, passUntil, prompt } from './helpers.js';

const T = { th: 'x', en: 'x' };
const ward: CardDef = {
  id: 'ward', kind: 'seal', name: { th: 'ward', en: 'ward' }, types: ['Knight'], elements: ['fire'], castMp: 1, atkMp: 0, level: 1, at: 5, df: 5, sp: 1,
  combos: [], triggers: [], statics: [], keywords: {}, text: T,
  skills: [{ id: 'guard', name: T, mp: 0, do: [{ v: 'protect-other-names', who: 'target', dur: { k: 'infinity' } }] as Verb[], text: T, target: { kind: 'seal', side: 'own' } }],
} as CardDef;

describe('Nihil the ward and a Mystic\'s Skill', () => {
  it('Nihil a Seal protected from Seals of other names is still a target of a Mystic\'s Skill', () => {
    const g = build([
      { zones: { at: [{ card: 'ward', as: 'G' }, { card: 'tide-warrior', as: 'P' }], arena: [{ card: 'altar-of-flames', as: 'altar' }], hand: ['cliff-golem'], ...decks() } as never },
      { zones: { at: ['lava-wolf'], ...decks() } as never },
    ], { cards: [ward] } as never);
    act(g, 0, `sk:${g.id('G')}:guard:tg:${g.id('P')}`);
    passUntil(g, (x) => x.s.stack.items.length === 0 && !x.s.frames.length);
    expect(g.s.effects.some((e) => e.targets.includes(g.id('P')) && e.op.k === 'override')).toBe(true);
    expect(prompt(g)!.options.map((o) => o.id)).toContain(`sk:${g.id('altar')}:kindle:tg:${g.id('P')}`);
  });
});
