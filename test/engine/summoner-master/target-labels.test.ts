/**
 * A target asked after the order names the card by its name (605, §10.2): only a player's target reads "Player …".
 * Written against the survivors of the `--all-files` mutation run of targets.ts (issue 31).
 */
import { describe, expect, it } from 'vitest';
import type { CardDef, Verb } from '../../../src/engine/games/summoner-master/types.js';
import { act, build, decks, prompt } from './helpers.js';

const T = { th: 'x', en: 'x' };
const seal = (id: string, more: Record<string, unknown> = {}): CardDef => ({
  id, kind: 'seal', name: { th: id, en: id }, types: ['Knight'], elements: ['fire'], castMp: 1, atkMp: 0, level: 1, at: 5, df: 5, sp: 1,
  combos: [], skills: [], triggers: [], statics: [], keywords: {}, text: T, ...more,
}) as CardDef;

describe('605 the targets asked after the order', () => {
  it('605 each Seal offered as a target is named by its card', () => {
    const caster = seal('caster', { skills: [{ id: 'mark', name: T, mp: 0, do: [] as Verb[], text: T, target: { kind: 'seal', side: 'opp', upTo: 2 } }] });
    const g = build([
      { zones: { at: [{ card: 'caster', as: 'C' }], hand: ['cliff-golem'], ...decks() } as never },
      { zones: { at: [{ card: 'lava-wolf', as: 'W' }, { card: 'cliff-golem', as: 'G' }], ...decks() } as never },
    ], { cards: [caster] } as never);
    act(g, 0, `sk:${g.id('C')}:mark`);
    expect(prompt(g)!.options.map((o) => [o.id, o.label.en])).toEqual([[`tg:${g.id('W')}`, 'Lava Wolf'], [`tg:${g.id('G')}`, 'Cliff Golem'], ['cancel', 'Cancel']]);
  });
});
