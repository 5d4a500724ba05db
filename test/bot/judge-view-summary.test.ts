/**
 * Issue 30: /judge view answers with a readable summary (turn and step, each player's resources and zone counts,
 * both hands, what is pending with its options, the last log lines) instead of a bare JSON file, which stays
 * attached. Checked on seeded games of every game, in both languages, within Discord's embed limits. That the
 * reply is ephemeral to the judge is test/bot/judge-e2e.test.ts's.
 */
import { describe, expect, it } from 'vitest';
import type { APIEmbed } from 'discord.js';
import type { Seat } from '../../src/engine/core/view-types.js';
import type { AnyView } from '../../src/engine/index.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import { judgeSummary } from '../../src/bot/judge/summary.js';
import { pick } from '../../src/bot/i18n.js';
import { chooseAction } from './support/public-surface.js';
import { prng } from '../engine/helpers/random-player.js';
import { seedHexFor, seedIntFor } from '../support/seed.js';

function embedSize(e: APIEmbed): number {
  return (e.title?.length ?? 0) + (e.description?.length ?? 0) + (e.footer?.text.length ?? 0) + (e.fields ?? []).reduce((n, f) => n + f.name.length + f.value.length, 0);
}

/** A game of `game` after `actions` random actions. */
function played(game: string, actions: number): unknown {
  const decks = realEngine.precons().filter((p) => p.game === game);
  const format = decks[0]!.format;
  const [a, b] = decks.filter((d) => d.format === format);
  let s = realEngine.createMatch({ matchId: `judge-${game}`, game, format, seed: seedHexFor(`judge-summary:${game}`), challenger: 0, seats: [{ name: 'Alice', deck: a!.deck }, { name: 'Bob', deck: (b ?? a)!.deck }] });
  const rnd = prng(seedIntFor(`judge-summary-choices:${game}`));
  for (let n = 0; n < actions && !realEngine.result(s); n++) {
    const r = realEngine.apply(s, chooseAction(s, realEngine.currentPrompt(s)!.seat, rnd));
    if (!r.ok) throw new Error(r.error.message.en);
    s = r.state;
  }
  return s;
}

describe('/judge view summary (issue 30)', () => {
  for (const game of ['fadalgia', 'spirit-duel', 'summoner-master']) {
    it(`${game}: turn, both players' resources and hands, the pending decision and its options, the last log lines, within embed limits`, () => {
      const s = played(game, 60);
      const seats = [realEngine.viewFor(s, 0), realEngine.viewFor(s, 1)] as [AnyView, AnyView];
      const prompt = realEngine.currentPrompt(s)!;
      for (const lang of ['th', 'en'] as const) {
        const e = judgeSummary({ matchId: 'm1', version: 60, finished: false }, { spectator: realEngine.viewFor(s, 'spectator'), seats }, prompt, lang);
        const text = JSON.stringify(e);
        expect(embedSize(e)).toBeLessThanOrEqual(6000);
        for (const f of e.fields ?? []) expect(f.value.length).toBeLessThanOrEqual(1024);
        expect(text).not.toContain('undefined');
        expect(e.title).toContain('m1');
        // Both hands by name: the judge may see them.
        for (const seat of [0, 1] as Seat[]) {
          const hand = seats[seat].players[seat].hand ?? [];
          if (hand.length) expect(e.fields![seat]!.value).toContain(pick(hand[0]!.name, lang).slice(0, 20));
        }
        const pending = e.fields!.find((f) => f.value.includes(pick(prompt.label, lang)));
        expect(pending, 'the pending decision is named').toBeDefined();
        expect(pending!.value).toContain(`\`${prompt.options[0]!.id}\``);
      }
    });
  }

  it('a finished match says who won and that nothing is pending', () => {
    let s = played('spirit-duel', 0);
    const r = realEngine.apply(s, { type: 'concede', seat: 1 });
    if (!r.ok) throw new Error(r.error.message.en);
    s = r.state;
    const e = judgeSummary({ matchId: 'm2', version: 3, finished: true }, { spectator: realEngine.viewFor(s, 'spectator'), seats: [realEngine.viewFor(s, 0), realEngine.viewFor(s, 1)] }, null, 'en');
    expect(e.description).toContain('Winner');
    expect(JSON.stringify(e.fields)).toContain('Nothing is pending.');
  });
});
