/**
 * /match practice: a match against Sanam in its own thread. Sanam sits in seat 1 under the bot's own user
 * id, so every path that checks a seat (the store's participants, seatOf, the timers) treats it like a
 * person; the meta's `ai` field names its level, and the runner (runner.ts) answers for that seat.
 */
import { freshSeed } from '../fresh-seed.js';
import { ChannelType, Routes, type ChatInputCommandInteraction } from 'discord.js';
import { z } from 'zod';
import type { BotContext } from '../context.js';
import { langOf, pick, t, type Lang } from '../i18n.js';
import type { MatchMeta } from '../../match/service.js';
import { deferEphemeral, explain } from '../reply.js';
import { echo, FORMAT, GAME, gameChoice, parseInput } from '../handlers/input.js';
import { newId } from '../handlers/challenge.js';
import { canDeterminize } from '../../engine/determinize.js';
import { AI_LEVELS, type AiLevel } from '../../ai/decide.js';
import { PRECON_PREFIX } from '../repo/decks.js';
import { guildLang } from '../server-language.js';
import { memberName } from '../player-name.js';
import { matchThreadName, threadName } from '../thread-name.js';

export const AI_SEAT = 1;

/** The meta of a practice match: a match meta plus the AI's level. */
export type PracticeMeta = MatchMeta & { ai: AiLevel };

export function practiceLevel(meta: MatchMeta): AiLevel | null {
  const ai = (meta as Partial<PracticeMeta>).ai;
  return ai && (AI_LEVELS as readonly string[]).includes(ai) ? ai : null;
}

const schema = z.object({
  deck: z.string().min(1).max(100),
  game: GAME.optional(),
  format: FORMAT.optional(),
  level: z.enum(['easy', 'normal']).optional(),
});

const levelName = (lang: Lang, level: AiLevel) => t(lang, level === 'easy' ? 'practice.level.easy' : 'practice.level.normal');

export async function handlePracticeCommand(ctx: BotContext, i: ChatInputCommandInteraction, options: Record<string, unknown>): Promise<void> {
  const lang = langOf(i.locale);
  const o = parseInput(schema, options);
  const level: AiLevel = o.level ?? 'normal';
  await deferEphemeral(i);
  const { game, format } = gameChoice(ctx.engine, o.game, o.format);
  const gameName = pick(ctx.engine.games().find((g) => g.id === game)!.name, lang);
  if (!canDeterminize(game)) return explain(i, t(lang, 'practice.noAi', { game: gameName }));
  const deck = await ctx.decks.resolve(i.user.id, game, o.deck, lang);
  if (!deck) return explain(i, t(lang, 'err.deckNotFound', { name: echo(o.deck) }));
  const errs = ctx.engine.validateDeck(deck.deck, format, game);
  if (errs.length) return explain(i, t(lang, 'err.deckInvalid', { format, errors: errs.slice(0, 10).map((e) => `• ${pick(e.message, lang)} (${e.rule})`).join('\n') }));
  // Sanam plays a ready-made deck of the format, another one than the player's when there is a choice.
  const mine = deck.id.startsWith(PRECON_PREFIX) ? deck.id.slice(PRECON_PREFIX.length) : null;
  const choices = ctx.decks.precons(game).filter((p) => p.format === format);
  const sanamDeck = choices.find((p) => p.id !== mine) ?? choices[0];
  if (!sanamDeck) return explain(i, t(lang, 'practice.noDeck', { format }));
  const bot = ctx.client.user!.id;
  const human = memberName(i.member, i.user);
  const matchId = newId();
  const thread = await createThread(ctx, i.channelId, matchThreadName(human, 'Sanam', matchId));
  const placeholder = await ctx.publisher.post(thread, { content: '⏳', allowed_mentions: { parse: [] } });
  const now = ctx.now();
  const serverLang: Lang = await guildLang(ctx.kv, i.guildId);
  const meta: PracticeMeta = {
    game, format, p0: i.user.id, p1: bot, lang: serverLang, guild: i.guildId ?? '', channel: i.channelId, thread, board: placeholder.id,
    startedAt: String(now), d0: deck.id, d1: `${PRECON_PREFIX}${sanamDeck.id}`, series: '1', challenger: i.user.id, ai: level,
  };
  const match = await ctx.service.create({
    setup: {
      matchId, game, format, seed: freshSeed(32, `practice:${i.user.id}`), challenger: 0,
      seats: [{ name: human, deck: deck.deck }, { name: t(serverLang, 'practice.opponent', { level: levelName(serverLang, level) }), deck: sanamDeck.deck }],
    },
    meta, interactionId: `create:${i.id}`, now,
  });
  if (!match) return explain(i, t(lang, 'err.internal'));
  // Arming the timer also wakes the runner when Sanam owes the first decision.
  await Promise.all([ctx.publisher.publish(matchId), ctx.timers.arm(match)]);
  await ctx.publisher.post(thread, { content: `<@${i.user.id}>`, allowed_mentions: { users: [i.user.id] } }).catch((err: unknown) => ctx.log.warn({ err }, 'could not ping the player'));
  await i.editReply({ content: t(lang, 'practice.started', { level: levelName(lang, level), link: `<#${thread}>` }) });
}


async function createThread(ctx: BotContext, channel: string, name: string): Promise<string> {
  try {
    const th = (await ctx.client.rest.post(Routes.threads(channel), { body: { name: threadName(name), type: ChannelType.PublicThread, auto_archive_duration: 1440 } })) as { id: string };
    return th.id;
  } catch (err) {
    ctx.log.warn({ err, channel }, 'could not create a practice thread; using the channel');
    return channel;
  }
}
