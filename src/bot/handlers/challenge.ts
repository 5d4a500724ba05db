/**
 * /match challenge → accept / decline buttons for the opponent → the opponent picks a deck → the match is
 * created in its own thread. A pending challenge lives in the bot repository with a TTL; accepting takes it
 * atomically, so two clicks (or two processes) cannot start two matches from one challenge.
 */
import { guildLang } from '../server-language.js';
import { randomBytes } from 'node:crypto';
import { freshSeed } from '../fresh-seed.js';
import { ButtonStyle, ChannelType, ComponentType, Routes, type ButtonInteraction, type ChatInputCommandInteraction, type StringSelectMenuInteraction } from 'discord.js';
import { loadInServer } from '../authority/scope.js';
import { z } from 'zod';
import type { Seat } from '../../engine/core/view-types.js';
import type { BotContext } from '../context.js';
import { encodeCustomId } from '../custom-id.js';
import type { FormatId, GameId } from '../../match/engine-port.js';
import { langOf, pick, t, type Lang } from '../i18n.js';
import type { LoadedMatch, MatchMeta } from '../../match/service.js';
import { deferEphemeral, explain } from '../reply.js';
import { PRECON_PREFIX } from '../repo/decks.js';
import { truncate } from '../prompt-components.js';
import { echo, FORMAT, GAME, gameChoice, parseInput } from './input.js';
import { cardsText } from './deck-commands.js';
import { challengeTurnLine, matchTurnSecondsRefusal, serverMatchSettings } from '../server-settings.js';
import { pinnedForMatch, serverDefinitions } from '../cards/server-cards.js';
import { memberName } from '../player-name.js';
import { matchThreadName, threadName } from '../thread-name.js';

const commandSchema = z.object({
  opponent: z.object({ id: z.string().regex(/^\d{17,20}$/), user: z.object({ bot: z.boolean(), username: z.string(), globalName: z.string().nullable() }).nullable() }),
  deck: z.string().min(1).max(100),
  game: GAME.optional(),
  format: FORMAT.optional(),
  turn_seconds: z.number().optional(),
});

const CHALLENGE_TTL_MS = 15 * 60_000;

const challengeSchema = z.object({
  id: z.string(), guild: z.string(), channel: z.string(), message: z.string().optional(),
  challenger: z.string(), challengerName: z.string(), opponent: z.string(), opponentName: z.string(),
  game: z.string().min(1).max(40), format: z.string().min(1).max(40), deck: z.string(), lang: z.enum(['th', 'en']), createdAt: z.number(),
  turnSeconds: z.number().int().optional(),
});
type Challenge = z.infer<typeof challengeSchema>;

const key = (id: string) => `challenge:${id}`;

export function newId(): string {
  // 12 base-36 characters from the CSPRNG: unguessable enough that ids are not an attack surface.
  const bytes = randomBytes(12);
  return [...bytes].map((b) => (b % 36).toString(36)).join('');
}

/** A deck checked with the server's card sets too (`extra`). */
function deckErrors(ctx: BotContext, deck: unknown, format: FormatId, lang: Lang, game: GameId, extra: readonly unknown[]): string | null {
  const errs = ctx.engine.validateDeck(deck, format, game, extra);
  if (!errs.length) return null;
  return t(lang, 'err.deckInvalid', { format, errors: errs.slice(0, 10).map((e) => `• ${pick(e.message, lang)} (${e.rule})`).join('\n') });
}

export async function handleChallengeCommand(ctx: BotContext, i: ChatInputCommandInteraction, options: Record<string, unknown>): Promise<void> {
  const lang = langOf(i.locale);
  const o = parseInput(commandSchema, options);
  const opponent = o.opponent.user ? { id: o.opponent.id, ...o.opponent.user } : null;
  if (!opponent) return explain(i, t(lang, 'input.opponentUnknown'));
  if (opponent.id === i.user.id) return explain(i, t(lang, 'err.selfChallenge'));
  if (opponent.bot) return explain(i, t(lang, 'err.botOpponent'));
  await deferEphemeral(i);
  const { game, format } = gameChoice(ctx.engine, o.game, o.format);
  const badTurn = matchTurnSecondsRefusal(lang, game, o.turn_seconds);
  if (badTurn) return explain(i, badTurn);
  const deckRef = o.deck;
  const deck = await ctx.decks.resolve(i.user.id, game, deckRef, lang);
  if (!deck) return explain(i, t(lang, 'err.deckNotFound', { name: echo(deckRef) }));
  const invalid = deckErrors(ctx, deck.deck, format, lang, game, await serverDefinitions(ctx.kv, i.guildId, game));
  if (invalid) return explain(i, invalid);
  const member = i.guild?.members.cache.get(opponent.id);
  const c: Challenge = {
    id: newId(), guild: i.guildId ?? '', channel: i.channelId, challenger: i.user.id, challengerName: memberName(i.member, i.user),
    opponent: opponent.id, opponentName: memberName(member, opponent),
    game, format, deck: deck.id, lang: await guildLang(ctx.kv, i.guildId), createdAt: ctx.now(),
    ...(o.turn_seconds !== undefined ? { turnSeconds: o.turn_seconds } : {}),
  };
  await ctx.kv.set(key(c.id), JSON.stringify(c), CHALLENGE_TTL_MS);
  const msg = await ctx.publisher.post(c.channel, challengeMessage(c, gameName(ctx, c)));
  await ctx.kv.set(key(c.id), JSON.stringify({ ...c, message: msg.id }), CHALLENGE_TTL_MS);
  await i.editReply({ content: t(lang, 'challenge.sent') });
}


/** The game's name from the engine's registry, in the challenge's language. */
function gameName(ctx: BotContext, c: Challenge): string {
  const g = ctx.engine.games().find((x) => x.id === c.game);
  return g ? pick(g.name, c.lang) : c.game;
}

function challengeMessage(c: Challenge, game: string) {
  return {
    content: t(c.lang, 'challenge.body', { challenger: c.challenger, opponent: c.opponent, game, format: c.format }) + challengeTurnLine(c.lang, c.turnSeconds),
    allowed_mentions: { users: [c.opponent] },
    components: [{
      type: ComponentType.ActionRow,
      components: [
        { type: ComponentType.Button, custom_id: encodeCustomId({ kind: 'challenge', challengeId: c.id, op: 'accept' }), label: t(c.lang, 'challenge.accept'), style: ButtonStyle.Success },
        { type: ComponentType.Button, custom_id: encodeCustomId({ kind: 'challenge', challengeId: c.id, op: 'decline' }), label: t(c.lang, 'challenge.decline'), style: ButtonStyle.Danger },
      ],
    }],
  };
}

export async function loadChallenge(ctx: BotContext, id: string): Promise<Challenge | null> {
  const raw = await ctx.kv.get(key(id));
  if (!raw) return null;
  const r = challengeSchema.safeParse(JSON.parse(raw));
  return r.success ? r.data : null;
}

export async function handleChallengeButton(ctx: BotContext, i: ButtonInteraction, challengeId: string, op: 'accept' | 'decline'): Promise<void> {
  const lang = langOf(i.locale);
  if (op === 'decline') {
    await i.deferUpdate();
    const c = await loadChallenge(ctx, challengeId);
    if (!c) return explain(i, t(lang, 'err.challengeGone'));
    if (c.opponent !== i.user.id && c.challenger !== i.user.id) return explain(i, t(lang, 'err.notOpponent'));
    if (!(await ctx.kv.take(key(challengeId)))) return explain(i, t(lang, 'err.challengeGone'));
    await i.editReply({ content: t(c.lang, 'challenge.declined', { opponent: i.user.id }), components: [], allowedMentions: { parse: [] } });
    return;
  }
  await deferEphemeral(i);
  const c = await loadChallenge(ctx, challengeId);
  if (!c) return explain(i, t(lang, 'err.challengeGone'));
  if (c.opponent !== i.user.id) return explain(i, t(lang, 'err.notOpponent'));
  // Only decks legal in the challenge's format: a deck that would be refused is not offered.
  const saved = await ctx.decks.list(i.user.id, c.game, c.format);
  const options = [
    ...ctx.decks.precons(c.game).filter((p) => p.format === c.format).map((p) => ({ label: truncate(`📦 ${pick(p.name, lang)}`, 100), value: `${PRECON_PREFIX}${p.id}` })),
    ...saved.map((d) => ({ label: truncate(d.name, 100), value: truncate(d.name, 100), description: cardsText(lang, d.cardCount) })),
  ].slice(0, 25);
  if (!options.length) return explain(i, t(lang, 'deck.noneLegal', { format: c.format }));
  await i.editReply({
    content: t(lang, 'challenge.pickDeck'),
    components: [{ type: ComponentType.ActionRow, components: [{ type: ComponentType.StringSelect, custom_id: encodeCustomId({ kind: 'challenge', challengeId, op: 'deck' }), min_values: 1, max_values: 1, options }] }],
  });
}

export async function handleChallengeDeck(ctx: BotContext, i: StringSelectMenuInteraction, challengeId: string): Promise<void> {
  const lang = langOf(i.locale);
  await i.deferUpdate();
  const c = await loadChallenge(ctx, challengeId);
  if (!c) return explain(i, t(lang, 'err.challengeGone'));
  if (c.opponent !== i.user.id) return explain(i, t(lang, 'err.notOpponent'));
  const chosen = parseInput(z.array(z.string().max(100)).length(1), i.values)[0]!;
  const deck = await ctx.decks.resolve(i.user.id, c.game, chosen, lang);
  if (!deck) return explain(i, t(lang, 'err.deckNotFound', { name: echo(chosen) }));
  const invalid = deckErrors(ctx, deck.deck, c.format, lang, c.game, await serverDefinitions(ctx.kv, c.guild, c.game));
  if (invalid) return explain(i, invalid);
  const challengerDeck = await ctx.decks.resolve(c.challenger, c.game, c.deck, lang);
  if (!challengerDeck) return explain(i, t(lang, 'err.deckNotFound', { name: echo(c.deck) }));
  // Take the challenge only now: a refused deck leaves it open for another choice.
  if (!(await ctx.kv.take(key(challengeId)))) return explain(i, t(lang, 'err.challengeGone'));
  const opponentName = memberName(i.member, i.user);
  const match = await startMatch(ctx, {
    interactionId: i.id, guild: c.guild, channel: c.channel, lang: c.lang, game: c.game, format: c.format,
    players: [{ user: c.challenger, name: c.challengerName, deckRef: challengerDeck.id, deck: challengerDeck.deck }, { user: c.opponent, name: opponentName, deckRef: deck.id, deck: deck.deck }],
    series: 1, ...(c.turnSeconds !== undefined ? { turnSeconds: c.turnSeconds } : {}),
  });
  const link = match ? `<#${match.meta.thread}>` : '—';
  if (c.message) {
    await ctx.client.rest.patch(Routes.channelMessage(c.channel, c.message), {
      body: { content: `${t(c.lang, 'challenge.body', { challenger: c.challenger, opponent: c.opponent, game: gameName(ctx, c), format: c.format }).split('\n')[0]}\n${t(c.lang, 'challenge.started', { link })}`, components: [], allowed_mentions: { parse: [] } },
    }).catch((err: unknown) => ctx.log.warn({ err }, 'could not update the challenge message'));
  }
  await i.editReply({ content: t(lang, 'challenge.started', { link }), components: [] });
}

export interface StartInput {
  interactionId: string;
  guild: string;
  channel: string;
  /** Set for the next game of a series: reuse the thread. */
  thread?: string;
  lang: Lang;
  game: GameId;
  format: FormatId;
  players: [{ user: string; name: string; deckRef: string; deck: unknown }, { user: string; name: string; deckRef: string; deck: unknown }];
  series: number;
  previousLoser?: Seat;
  /** Spirit Duel's turn time chosen for this match (a series keeps it); unset: the server's. */
  turnSeconds?: number;
  /** A league game: the league runs the series (see MatchMeta.league). */
  league?: { id: string; bestOf: 1 | 3 };
}

/** Thread, placeholder board message, match record, first board, first timer — in that order, so the meta knows its message. */
export async function startMatch(ctx: BotContext, s: StartInput): Promise<LoadedMatch | null> {
  const matchId = newId();
  // The match id's head keeps two matches between the same players apart in the thread list.
  const thread = s.thread ?? await createThread(ctx, s.channel, matchThreadName(s.players[0].name, s.players[1].name, matchId));
  const placeholder = await ctx.publisher.post(thread, { content: '⏳', allowed_mentions: { parse: [] } });
  const now = ctx.now();
  const meta: MatchMeta = {
    game: s.game, format: s.format, p0: s.players[0].user, p1: s.players[1].user, lang: s.lang, guild: s.guild, channel: s.channel,
    thread, board: placeholder.id, startedAt: String(now), d0: s.players[0].deckRef, d1: s.players[1].deckRef, series: String(s.series), challenger: s.players[0].user,
    ...(s.league ? { league: s.league.id, bestOf: String(s.league.bestOf) } : {}),
  };
  const match = await ctx.service.create({
    setup: {
      matchId, game: s.game, format: s.format, seed: freshSeed(32, `match:${s.players[0].user}:${s.players[1].user}`),
      seats: [{ name: s.players[0].name, deck: s.players[0].deck }, { name: s.players[1].name, deck: s.players[1].deck }],
      challenger: 0, ...(s.previousLoser !== undefined ? { firstPlayer: { previousLoser: s.previousLoser } } : {}),
      ...(await serverMatchSettings(ctx.kv, s.guild, s.game, s.turnSeconds)),
      // The server cards the decks use, pinned in the match: a later version of a set never changes it.
      ...(await pinnedForMatch(ctx.kv, s.guild, s.game, [s.players[0].deck, s.players[1].deck])),
    },
    meta, interactionId: `create:${s.interactionId}`, now,
  });
  if (!match) return null;
  await Promise.all([ctx.publisher.publish(matchId), ctx.timers.arm(match)]);
  await ctx.publisher.post(thread, { content: `<@${s.players[0].user}> <@${s.players[1].user}>`, allowed_mentions: { users: [s.players[0].user, s.players[1].user] } })
    .catch((err: unknown) => ctx.log.warn({ err }, 'could not ping the players'));
  return match;
}

async function createThread(ctx: BotContext, channel: string, name: string): Promise<string> {
  try {
    const th = (await ctx.client.rest.post(Routes.threads(channel), {
      body: { name: threadName(name), type: ChannelType.PublicThread, auto_archive_duration: 1440 },
    })) as { id: string };
    return th.id;
  } catch (err) {
    // No thread permission (or a channel type without threads): play in the channel itself.
    ctx.log.warn({ err, channel }, 'could not create a match thread; using the channel');
    return channel;
  }
}

/** Next game of a series: the previous game's loser chooses who goes first (101.2). */
export async function handleRematch(ctx: BotContext, i: ButtonInteraction, matchId: string): Promise<void> {
  const lang = langOf(i.locale);
  await deferEphemeral(i);
  const prev = await loadInServer(ctx, i, matchId);
  if (!prev) return explain(i, t(lang, 'err.notFound'));
  if (prev.meta.p0 !== i.user.id && prev.meta.p1 !== i.user.id) return explain(i, t(lang, 'err.foreign'));
  // A league's series is started by the league itself (league-games.ts), never by this button.
  if (prev.meta.league) return explain(i, t(lang, 'err.leagueSeries'));
  const result = ctx.engine.result(prev.state);
  if (prev.snap.status !== 'finished' || !result) return explain(i, t(lang, 'err.challengeGone'));
  if (!(await ctx.kv.setIfAbsent(`rematch:${matchId}`, i.id, 7 * 24 * 3600_000))) return explain(i, t(lang, 'err.challengeGone'));
  const view = ctx.engine.viewFor(prev.state, 'spectator');
  const refs = [prev.meta.d0, prev.meta.d1];
  const users = [prev.meta.p0, prev.meta.p1];
  const decks = await Promise.all([0, 1].map((s) => ctx.decks.resolve(users[s]!, prev.meta.game, refs[s]!, lang)));
  if (!decks[0] || !decks[1]) { await ctx.kv.del(`rematch:${matchId}`); return explain(i, t(lang, 'err.deckNotFound', { name: echo(!decks[0] ? refs[0]! : refs[1]!) })); }
  const loser = result.winner === null ? undefined : ((1 - result.winner) as Seat);
  const match = await startMatch(ctx, {
    interactionId: i.id, guild: prev.meta.guild, channel: prev.meta.channel, thread: prev.meta.thread, lang: prev.meta.lang,
    game: prev.meta.game, format: prev.meta.format, series: Number(prev.meta.series) + 1,
    players: [
      { user: users[0]!, name: view.players[0].name, deckRef: refs[0]!, deck: decks[0].deck },
      { user: users[1]!, name: view.players[1].name, deckRef: refs[1]!, deck: decks[1].deck },
    ],
    ...(loser !== undefined ? { previousLoser: loser } : {}),
    // The next game of a series keeps the turn time the series started with (Spirit Duel, sd:goal.2).
    ...(typeof (prev.state as { turnSeconds?: unknown }).turnSeconds === 'number' ? { turnSeconds: (prev.state as { turnSeconds: number }).turnSeconds } : {}),
  });
  await i.editReply({ content: match ? t(lang, 'challenge.started', { link: `<#${match.meta.thread}>` }) : t(lang, 'err.internal') });
}
