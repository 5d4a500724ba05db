/** The organiser's tools: start, set a result, re-pair, late entry, disqualify, extend a deadline, see decks. */
import { MessageFlags, type ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../context.js';
import type { Lang } from '../i18n.js';
import { explain } from '../reply.js';
import type { League } from '../../league/model.js';
import { drop, extend, lateEntry, repair, setResult } from '../../league/ops.js';
import { LeagueRepo } from '../../league/repo.js';
import { lt } from '../../league/i18n.js';
import { PRECON_PREFIX } from '../repo/decks.js';
import { chunks, followUp, scoreText, ts } from './league-games.js';
import { displayNameOf, loadDeck, refusal, startLeague } from './league-shared.js';
import { formatDeckList } from '../../engine/games/fadalgia/deck-list.js';
import type { Deck } from '../../engine/games/fadalgia/cards/decks.js';
import { forMessage } from '../../safe-text.js';

function deckText(deck: unknown, lang: Lang): string {
  const d = deck as Partial<Deck> | null;
  return d && Array.isArray(d.main) && Array.isArray(d.life) ? formatDeckList(d as Deck, lang) : '—';
}

export const ORGANISER_SUBCOMMANDS = new Set(['start', 'result', 'repair', 'late', 'disqualify', 'extend', 'decks']);

export async function handleOrganiserCommand(ctx: BotContext, i: ChatInputCommandInteraction, l: League, sub: string, lang: Lang): Promise<void> {
  const repo = new LeagueRepo(ctx.kv);
  const now = ctx.now();
  switch (sub) {
    case 'start': return startLeague(ctx, i, l, lang);
    case 'result': {
      const table = i.options.getInteger('table', true);
      const outcome = i.options.getString('outcome');
      const a = i.options.getInteger('wins_a'); const b = i.options.getInteger('wins_b');
      const d = i.options.getInteger('draws') ?? 0;
      if (outcome === null && (a === null || b === null)) return explain(i, lt(lang, 'bad-outcome'));
      const score = outcome === 'double-loss' ? { a: 0, b: 0, d: 0, doubleLoss: true } : outcome === 'draw' ? { a: a ?? 0, b: b ?? a ?? 0, d } : { a: a!, b: b!, d };
      const roundNo = i.options.getInteger('round') ?? undefined;
      const res = await repo.update(l.id, (x) => setResult(x, i.user.id, roundNo, table, score, now));
      if (!res.ok) return explain(i, refusal(lang, res.code, l));
      await i.editReply({ content: lt(lang, 'result-ok', { table, n: res.info.round.n, score: scoreText(res.info.match, lang) }) });
      return followUp(ctx, l.id);
    }
    case 'repair': {
      const res = await repo.update(l.id, (x) => repair(x, i.user.id, now));
      if (!res.ok) return explain(i, refusal(lang, res.code, l));
      await i.editReply({ content: lt(lang, 'repaired', { n: res.info.n }) });
      return followUp(ctx, l.id);
    }
    case 'late': {
      const user = i.options.getUser('player', true);
      const ref = i.options.getString('deck', true);
      // An organiser sees a deck only once it is registered for the league: never a player's saved deck by name
      // (its existence, its validation errors and then its list would all answer). Theirs: a preconstructed deck.
      if (user.id !== i.user.id && !ref.startsWith(PRECON_PREFIX)) return explain(i, lt(lang, 'late-precon-only'));
      const deck = await loadDeck(ctx, l, user.id, ref, lang);
      if (typeof deck === 'string') return explain(i, deck);
      const name = displayNameOf(i, user);
      const res = await repo.update(l.id, (x) => lateEntry(x, i.user.id, { id: user.id, name, ...deck }, now));
      if (!res.ok) return explain(i, refusal(lang, res.code, l));
      const p = res.league.players.find((x) => x.id === user.id)!;
      await i.editReply({ content: lt(lang, 'late-ok', { user: user.id, missed: p.missedRounds }), allowedMentions: { parse: [] } });
      return;
    }
    case 'disqualify': {
      const user = i.options.getUser('player', true);
      const res = await repo.update(l.id, (x) => drop(x, i.user.id, user.id, now, true));
      if (!res.ok) return explain(i, refusal(lang, res.code, l));
      await i.editReply({ content: lt(lang, 'dq-ok', { user: user.id }), allowedMentions: { parse: [] } });
      return followUp(ctx, l.id);
    }
    case 'extend': {
      const hours = i.options.getNumber('hours', true);
      const res = await repo.update(l.id, (x) => extend(x, i.user.id, hours, now));
      if (!res.ok) return explain(i, refusal(lang, res.code, l));
      await i.editReply({ content: lt(lang, 'extended', { n: res.info.n, deadline: ts(res.info.deadline) }) });
      await ctx.publisher.post(l.channel, { content: lt(l.lang, 'extended', { n: res.info.n, deadline: ts(res.info.deadline) }), allowed_mentions: { parse: [] } });
      return;
    }
    case 'decks': {
      // The locked lists, only to the organiser (an ephemeral reply): the summary inline, the lists as a file.
      const lines = [`**${lt(lang, 'decks-title')}**`, ...l.players.map((p) => `<@${p.id}> — ${forMessage(p.deckRef)}`)];
      const lists = l.players.map((p) => `# ${p.name} (${p.id}) — ${p.deckRef}\n${deckText(p.deck, lang)}`).join('\n\n');
      const [first, ...rest] = chunks(lines);
      await i.editReply({ content: first ?? '—', allowedMentions: { parse: [] }, files: [{ attachment: Buffer.from(lists, 'utf8'), name: `decks-${l.id}.txt` }] });
      for (const c of rest) await i.followUp({ content: c, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
      return;
    }
  }
}
