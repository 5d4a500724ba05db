/**
 * /match challenge offers each game's own formats, labelled in the user's language (issue 30: every game was
 * offered all four formats, Spirit Duel's "standard" read "60 cards", raw ids like "starter-c" were shown).
 * Through the real discord.js client and the emulator's autocomplete.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatChoices } from '../../commands/match.js';
import { IDS, startHarness, type Harness } from './support/harness.js';

let h: Harness;
beforeAll(async () => { h = await startHarness(); await h.startBot(); });
afterAll(async () => { await h?.close(); });

const formats = async (game: string | undefined, locale = 'en-US') =>
  (await h.emu.autocomplete(IDS.alice, IDS.channel, 'match challenge', { deck: 'x', format: '', ...(game ? { game } : {}) }, 'format', { locale })) as Array<{ name: string; value: string }>;

describe('/match challenge formats', () => {
  it('each game offers only its own formats, named in the user\'s language', async () => {
    expect(await formats('spirit-duel')).toEqual([{ name: 'Standard', value: 'standard' }]);
    expect(await formats('summoner-master')).toEqual([{ name: 'Ranked (30+30)', value: 'ranked' }, { name: 'Casual (25+20)', value: 'casual' }]);
    expect(await formats('fadalgia')).toEqual([{ name: 'Standard (60 cards)', value: 'standard' }, { name: 'Starter - Type C (30 cards)', value: 'starter-c' }]);
    // No game chosen yet: the default (first) game's formats.
    expect((await formats(undefined)).map((f) => f.value)).toEqual(['standard', 'starter-c']);
    expect((await formats('summoner-master', 'th'))[0]!.name).toBe('แรงก์ (30+30)');
  });

  it('the static lists (/deck, /league) never label one game\'s format with another\'s meaning', () => {
    const standard = formatChoices().find((f) => f.value === 'standard')!;
    expect(standard.name).toContain('Fadalgia: Standard (60 cards)');
    expect(standard.name).toContain('Spirit Duel: Standard');
    for (const f of formatChoices()) expect(f.name).not.toBe(f.value);
  });
});
