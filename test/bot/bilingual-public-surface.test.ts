/**
 * Issue 30: the public surface is read by both players whatever the server's language. Every public button and
 * select option of seeded boards of all three games carries both languages when they differ and fit Discord's limit
 * (else the server's language alone; the other reader answers from their own "My hand" panel); thread titles and
 * boards use one word between the players; Summoner Master's Combinations have Thai names.
 */
import { describe, expect, it } from 'vitest';
import { ComponentType } from 'discord.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import type { LoadedMatch } from '../../src/match/service.js';
import { publicBoard } from '../../src/bot/board-message.js';
import { publicOptions } from '../../src/bot/prompt-components.js';
import { dual, t } from '../../src/bot/i18n.js';
import { matchThreadName, VERSUS } from '../../src/bot/thread-name.js';
import { SM_CARDS } from '../../src/engine/games/summoner-master/cards/catalog.js';
import { COMBINATION_TH, combinationName } from '../../src/engine/terms/summoner-master.js';
import { chooseAction } from './support/public-surface.js';
import { prng } from '../engine/helpers/random-player.js';
import { seedHexFor, seedIntFor } from '../support/seed.js';

const GAMES = ['fadalgia', 'spirit-duel', 'summoner-master'];

function match(state: unknown, lang: 'th' | 'en'): LoadedMatch {
  return {
    state, prompt: realEngine.currentPrompt(state),
    snap: { matchId: 'bilingual1', version: 3, status: 'active', updatedAt: 0 },
    meta: { game: realEngine.viewFor(state, 'spectator').game, lang, p0: 'u0', p1: 'u1' },
  } as unknown as LoadedMatch;
}

describe('bilingual public surface (issue 30)', () => {
  it('dual: server language first, the other after, within the limit; one language when equal or too long', () => {
    expect(dual({ th: 'ผ่าน', en: 'Pass' }, 'th', 80)).toBe('ผ่าน · Pass');
    expect(dual({ th: 'ผ่าน', en: 'Pass' }, 'en', 80)).toBe('Pass · ผ่าน');
    expect(dual({ th: 'Main Step', en: 'Main Step' }, 'th', 80)).toBe('Main Step');
    expect(dual({ th: 'ก'.repeat(50), en: 'e'.repeat(40) }, 'th', 80)).toBe('ก'.repeat(50));
    expect(dual({ th: '📖 ดูการ์ด', en: '📖 Cards' }, 'th', 80)).toBe('📖 ดูการ์ด · Cards');
  });

  for (const game of GAMES) {
    it(`${game}: every public button and select option of 60 seeded boards shows both languages when they fit (≤ 80 / 100)`, () => {
      const decks = realEngine.precons().filter((p) => p.game === game);
      const [a, b] = decks.filter((d) => d.format === decks[0]!.format);
      let s = realEngine.createMatch({ matchId: `bi-${game}`, game, format: decks[0]!.format, seed: seedHexFor(`bilingual:${game}`), challenger: 0, seats: [{ name: 'Anan', deck: a!.deck }, { name: 'Bee', deck: (b ?? a)!.deck }] });
      const rnd = prng(seedIntFor(`bilingual-choices:${game}`));
      let checked = 0;
      for (let n = 0; n < 60 && !realEngine.result(s); n++) {
        for (const lang of ['th', 'en'] as const) {
          const m = match(s, lang);
          const board = publicBoard(realEngine, m, { decisionMs: 60_000 });
          const shown = board.components.flatMap((r) => r.components);
          for (const c of shown) {
            if (c.type === ComponentType.Button && 'label' in c) expect(c.label!.length).toBeLessThanOrEqual(80);
            if (c.type === ComponentType.StringSelect) for (const o of c.options) expect(o.label.length).toBeLessThanOrEqual(100);
          }
          const labels = shown.flatMap((c) => (c.type === ComponentType.Button && 'label' in c ? [c.label!] : c.type === ComponentType.StringSelect ? c.options.map((o) => o.label) : []));
          // Each public option's words, as dual() gives them, are on the board.
          for (const { option } of m.prompt ? publicOptions(m.prompt) : []) {
            if (option.twinOf) continue;
            const max = shown.some((c) => c.type === ComponentType.StringSelect) ? 100 : 80;
            expect(labels).toContain(dual(option.label, lang, max));
            if (option.label.th !== option.label.en && `${option.label.th} · ${option.label.en}`.length <= max) {
              expect(labels.some((l) => l.includes(option.label.th) && l.includes(option.label.en))).toBe(true);
              checked++;
            }
          }
          // The board's own buttons too.
          expect(labels).toContain(dual({ th: t('th', 'board.myHand'), en: t('en', 'board.myHand') }, lang, 80));
          expect(labels.find((l) => l.includes(t('th', 'board.myHand')))).toContain(t('en', 'board.myHand'));
        }
        const r = realEngine.apply(s, chooseAction(s, realEngine.currentPrompt(s)!.seat, rnd));
        if (!r.ok) throw new Error(r.error.message.en);
        s = r.state;
      }
      expect(checked).toBeGreaterThan(0);
    });
  }

  it('thread titles and boards put the same word between the players, in both languages', () => {
    expect(matchThreadName('สมชาย', 'Alex', 'abcdef123456')).toBe(`สมชาย ${VERSUS} Alex · abcdef`);
    for (const lang of ['th', 'en'] as const) {
      expect(t(lang, 'board.versus', { a: 'A', b: 'B' })).toBe(`A ${VERSUS} B`);
      expect(t(lang, 'board.title', { game: 'G', a: 'A', b: 'B' })).toBe(`G — A ${VERSUS} B`);
    }
  });

  it('every Combination of the shipped Summoner Master cards has a Thai name, shown with the printed English one', () => {
    const names = Object.values(SM_CARDS).flatMap((d) => (d.kind === 'seal' ? d.combos.map((c) => c.name) : []));
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) {
      expect(COMBINATION_TH[n], n).toMatch(/[\u0E00-\u0E7F]/);
      expect(combinationName(n, 'th')).toBe(`${COMBINATION_TH[n]} (${n})`);
      expect(combinationName(n, 'en')).toBe(n);
    }
  });
});
