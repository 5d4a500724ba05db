/**
 * Spirit Duel's clear-text board (the embed beside the image), from the real engine's spectator view: Soul and
 * Core, closed zones as counts, Spirits with ATK and HP left and their state, Equipment, the Field, Trap slots
 * as backs, the battle with its Trap window (sd:trap.3). And the board is a function of public information:
 * two positions that differ only in hidden cards (hands, face-down Traps, deck order) give the same board.
 */
import { describe, expect, it } from 'vitest';
import { boardEmbed } from '../../src/bot/board-embed.js';
import { SD_CARDS } from '../../src/engine/games/spirit-duel/cards.js';
import type { SDState } from '../../src/engine/games/spirit-duel/state.js';
import type { SpiritDuelView } from '../../src/engine/games/spirit-duel/view-types.js';
import type { ScenarioCard } from '../../src/engine/core/scenario.js';
import { answer, build, sd } from '../engine/spirit-duel/helpers.js';

const names = (ids: string[]) => ids.flatMap((id) => [SD_CARDS[id]!.name.th, SD_CARDS[id]!.name.en]);

/** Anan attacks in Battle; Bee defends with a damaged, equipped Golem, two face-down Traps and a Field. */
function position(hidden: { hand: string[]; traps: [string, string]; deck: string[] }): { s: SDState; id: (n: string) => string } {
  const trap = (card: string, setTurn: number): ScenarioCard => ({ card, state: { setTurn } });
  return build([
    { name: 'Anan', zones: { spirits: [{ card: 'SD-014', as: 'bear' }, { card: 'SD-011', as: 'imp', state: { summonedTurn: 2 } }], hand: hidden.hand, deck: hidden.deck, field: ['SD-202'] }, state: { core: 7, soul: 12 } },
    {
      name: 'Bee',
      zones: {
        spirits: [{ card: 'SD-010', as: 'golem', state: { damage: 1 } }], equipment: [{ card: 'SD-302', attachedTo: 'golem' }],
        traps: [trap(hidden.traps[0], 1), trap(hidden.traps[1], 2)], hand: ['SD-011', 'SD-011'], deck: hidden.deck,
      },
      state: { core: 3 },
    },
  ], { step: 'battle', turn: 2 });
}

const embed = (s: SDState, lang: 'th' | 'en') => boardEmbed(sd.viewFor(s, 'spectator') as SpiritDuelView, { lang, turnDeadline: 1_800_000_000_000 });

describe('Spirit Duel text board', () => {
  it('sd:trap.1 shows Soul, Core, counts, Spirits, Equipment, the Field and Trap backs, and never a hidden card\'s name', () => {
    const { s } = position({ hand: ['SD-101', 'SD-105'], traps: ['SD-401', 'SD-405'], deck: Array(10).fill('SD-012') });
    const en = embed(s, 'en');
    const text = JSON.stringify(en);
    expect(en.title).toBe('Spirit Duel — Anan vs Bee');
    expect(en.description).toMatch(/Turn\*\* 2 · \*\*Battle Phase\*\*/);
    expect(en.description).toContain('Anan\'s turn');
    expect(en.description).toContain('<t:1800000000:R>');
    const [anan, bee] = en.fields!;
    expect(anan!.value).toContain('Soul 12 · Core 7/10 · Hand 2 · Deck 10 · Discard 0');
    expect(bee!.value).toContain('Soul 15 · Core 3/10 · Hand 2');
    // Golem: printed HP, +3 from Stone Shield, 1 damage taken; the Volcano Field gives every Spirit ATK +1.
    const golem = SD_CARDS['SD-010']!;
    expect(bee!.value).toContain(`${golem.name.en} — ATK ${golem.atk! + 1} · HP ${golem.hp! + 3 - 1}/${golem.hp! + 3}`);
    expect(bee!.value).toContain(`+ ${SD_CARDS['SD-302']!.name.en}`);
    expect(anan!.value).toContain('summoned this turn');
    expect(bee!.value).toContain('Traps:** 🂠 face down · 🂠 face down (set this turn) · ▫️ empty');
    expect(en.fields!.find((f) => f.name === 'Field')!.value).toContain(SD_CARDS['SD-202']!.name.en);
    for (const n of names(['SD-101', 'SD-105', 'SD-401', 'SD-405'])) expect(text).not.toContain(n);
    const th = JSON.stringify(embed(s, 'th'));
    expect(th).toContain('สปิริตดวล — Anan vs Bee');
    expect(th).toContain('Soul 12 · Core 7/10 · มือ 2');
    for (const n of names(['SD-101', 'SD-105', 'SD-401', 'SD-405'])) expect(th).not.toContain(n);
  });

  it('sd:trap.3 the battle line names the attack and the Trap window, the same whether or not a Trap fits', () => {
    const boards = [['SD-401', 'SD-405'], ['SD-404', 'SD-405']].map(([a, b]) => {
      const { s, id } = position({ hand: ['SD-101'], traps: [a!, b!], deck: Array(10).fill('SD-012') });
      const after = answer(s, `atk:${id('bear')}:${id('golem')}`);
      return embed(after, 'en');
    });
    const battle = boards[0]!.fields!.find((f) => f.name === 'Attack')!;
    expect(battle.value).toBe(`${SD_CARDS['SD-014']!.name.en} attacks ${SD_CARDS['SD-010']!.name.en} · Trap window: waiting for Bee until the window closes`);
    // SD-401 can cancel this attack and SD-404 cannot: the public board cannot tell them apart.
    expect(boards[1]).toEqual(boards[0]);
  });

  it('sd:trap.1 positions that differ only in hidden cards give the same board, in both languages', () => {
    const a = position({ hand: ['SD-101', 'SD-105'], traps: ['SD-401', 'SD-405'], deck: Array(10).fill('SD-012') }).s;
    const b = position({ hand: ['SD-106', 'SD-301'], traps: ['SD-406', 'SD-403'], deck: [...Array(9).fill('SD-001'), 'SD-013'] }).s;
    for (const lang of ['th', 'en'] as const) expect(embed(b, lang)).toEqual(embed(a, lang));
  });
});
