/**
 * /match replay: a finished match stepped through version by version, as public board images of the
 * SPECTATOR view of each state (rebuilt from the first state and the log, judge/history.ts), so a replay
 * shows exactly what the public board showed and nothing hidden. Buttons: start, back, forward, end, and a
 * select to jump to the start of a turn. Anyone may step (it is public), and the buttons carry the version,
 * so the message keeps no state.
 *
 *   y1:<matchId>:<version>   show that version          y1:<matchId>:t   the jump-to-turn select
 */
import { ButtonStyle, ComponentType, type ButtonInteraction, type ChatInputCommandInteraction, type StringSelectMenuInteraction } from 'discord.js';
import type { APIActionRowComponent, APIComponentInMessageActionRow } from 'discord.js';
import { z } from 'zod';
import type { BotContext } from '../context.js';
import { langOf, t, type Lang } from '../i18n.js';
import { explain } from '../reply.js';
import { boardEmbed } from '../board-embed.js';
import { parseInput } from '../handlers/input.js';
import { resolveMatchId } from '../handlers/match-commands.js';
import { renderBoard } from '../../render/index.js';
import type { AnyView } from '../../engine/index.js';
import { initialState, rebuild, type JudgedRecord } from '../judge/history.js';

type Row = APIActionRowComponent<APIComponentInMessageActionRow>;

/** Rebuilt spectator views of a few recent matches: stepping re-reads nothing but the store's version. */
const cache = new Map<string, Replay>();

/** The views by version, and the language of the match's public messages (a replay is public too). */
export interface Replay { views: AnyView[]; lang: Lang }
const CACHE_SIZE = 4;

/** The spectator view of every version of a finished match, or a reason why there is none. */
export async function replayViews(ctx: BotContext, matchId: string): Promise<Replay | 'not-found' | 'not-finished' | 'no-history'> {
  const hit = cache.get(matchId);
  if (hit) return hit;
  const match = await ctx.service.load(matchId);
  if (!match) return 'not-found';
  if (match.snap.status !== 'finished') return 'not-finished';
  const initial = await initialState(ctx.kv, matchId);
  if (initial === null) return 'no-history';
  const r = rebuild(ctx.engine, initial, (await ctx.service.log(matchId)) as JudgedRecord[]);
  if (!r.ok) return 'no-history';
  const replay = { views: r.states.map((s) => ctx.engine.viewFor(s, 'spectator')), lang: match.meta.lang };
  cache.set(matchId, replay);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return replay;
}

const turnOf = (v: AnyView) => (v as { turn?: number }).turn ?? 0;

/** The first version of each turn, at most 25 (evenly spread when a match has more turns). */
function turnStarts(views: AnyView[]): Array<{ turn: number; version: number }> {
  const starts: Array<{ turn: number; version: number }> = [];
  views.forEach((v, i) => { if (!starts.length || turnOf(v) !== starts.at(-1)!.turn) starts.push({ turn: turnOf(v), version: i }); });
  if (starts.length <= 25) return starts;
  return Array.from({ length: 25 }, (_, k) => starts[Math.round((k * (starts.length - 1)) / 24)]!);
}

export async function replayFrame(matchId: string, views: AnyView[], version: number, lang: Lang) {
  const last = views.length - 1;
  const v = Math.max(0, Math.min(last, version));
  const view = views[v]!;
  const imageName = `replay-${matchId}-v${v}.png`;
  const embed = { ...boardEmbed(view, { lang, notYetAttacking: new Set(), imageName }), footer: { text: t(lang, 'replay.frame', { match: matchId, version: v, last, turn: turnOf(view) }) } };
  const button = (label: string, to: number, disabled: boolean) => ({ type: ComponentType.Button as const, style: ButtonStyle.Secondary as const, label, custom_id: `y1:${matchId}:${to}${label === '⏮' ? '' : label === '◀' ? ':b' : label === '▶' ? ':f' : ':e'}`, disabled });
  const rows: Row[] = [
    { type: ComponentType.ActionRow, components: [button('⏮', 0, v === 0), button('◀', v - 1, v === 0), button('▶', v + 1, v === last), button('⏭', last, v === last)] },
    { type: ComponentType.ActionRow, components: [{ type: ComponentType.StringSelect, custom_id: `y1:${matchId}:t`, placeholder: t(lang, 'replay.jump'), options: turnStarts(views).map((s) => ({ label: t(lang, 'replay.turn', { turn: s.turn, version: s.version }), value: String(s.version) })) }] },
  ];
  const png = await renderBoard(view);
  return { content: '', embeds: [embed], components: rows, files: [{ attachment: png, name: imageName }], allowedMentions: { parse: [] as [] } };
}

const cmdSchema = z.object({ match: z.string().max(32).optional() });

export async function handleReplayCommand(ctx: BotContext, i: ChatInputCommandInteraction, options: Record<string, unknown>): Promise<void> {
  const lang = langOf(i.locale);
  const o = parseInput(cmdSchema, options);
  await i.deferReply();
  const matchId = await resolveMatchId(ctx, i, o.match);
  if (!matchId) return explain(i, t(lang, 'err.noMatchHere'));
  const r = await replayViews(ctx, matchId);
  if (r === 'not-found') return explain(i, t(lang, 'err.notFound'));
  if (r === 'not-finished') return explain(i, t(lang, 'replay.notFinished'));
  if (r === 'no-history') return explain(i, t(lang, 'judge.err.no-history'));
  await i.editReply(await replayFrame(matchId, r.views, 0, r.lang));
}

const idSchema = z.tuple([z.literal('y1'), z.string().regex(/^[a-z0-9]{6,24}$/), z.union([z.literal('t'), z.coerce.number().int().min(0).max(100_000)]), z.enum(['b', 'f', 'e']).optional()]);

export async function handleReplayComponent(ctx: BotContext, i: ButtonInteraction | StringSelectMenuInteraction): Promise<void> {
  const lang = langOf(i.locale);
  const parts = idSchema.safeParse(i.customId.split(':'));
  if (!parts.success || (parts.data[2] === 't') !== i.isStringSelectMenu()) return explain(i, t(lang, 'err.badId'));
  await i.deferUpdate();
  const [, matchId, at] = parts.data;
  const version = at === 't' ? parseInput(z.array(z.coerce.number().int().min(0).max(100_000)).length(1), (i as StringSelectMenuInteraction).values)[0]! : at;
  const r = await replayViews(ctx, matchId);
  if (typeof r === 'string') return explain(i, t(lang, r === 'not-found' ? 'err.notFound' : r === 'not-finished' ? 'replay.notFinished' : 'judge.err.no-history'));
  await i.editReply(await replayFrame(matchId, r.views, version, r.lang));
}
