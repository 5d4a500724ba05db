/**
 * /match replay: a finished match stepped through version by version, as public board images of the
 * SPECTATOR view of each state (rebuilt from the first state and the log, match/history.ts), so a replay
 * shows exactly what the public board showed and nothing hidden. Buttons: start, back, forward, end, and a
 * select to jump to the start of a turn. Anyone may step (it is public), and the buttons carry the version,
 * so the message keeps no state.
 *
 * Hands: the players may agree, after the match, to show both hands in the replay (consent.ts: two buttons,
 * each player answers once, one refusal keeps them hidden). Until both agreed a frame is built from the
 * spectator view alone; once they did, each frame also lists both hands at that version, read from each
 * seat's own view.
 *
 *   y1:<matchId>:<version>   show that version          y1:<matchId>:t   the jump-to-turn select
 *   y1:<matchId>:<version>:ry / :rn   a player agrees / refuses to show the hands
 */
import { ButtonStyle, ComponentType, type ButtonInteraction, type ChatInputCommandInteraction, type StringSelectMenuInteraction } from 'discord.js';
import { loadInServer } from '../authority/scope.js';
import type { APIActionRowComponent, APIComponentInMessageActionRow, APIEmbedField } from 'discord.js';
import { z } from 'zod';
import type { BotContext } from '../context.js';
import { langOf, pick, t, type Lang } from '../i18n.js';
import { explain } from '../reply.js';
import { boardEmbed, seatName } from '../board-embed.js';
import { parseInput } from '../handlers/input.js';
import { resolveMatchId } from '../handlers/match-commands.js';
import { seatOf } from '../../match/service.js';
import { truncate } from '../prompt-components.js';
import { renderBoard } from '../../render/index.js';
import type { AnyView } from '../../engine/index.js';
import type { Seat, Text } from '../../engine/core/view-types.js';
import type { EnginePort } from '../../match/engine-port.js';
import { initialState, rebuild, type JudgedRecord } from '../../match/history.js';
import { answerReveal, revealState, type RevealState } from './consent.js';

type Row = APIActionRowComponent<APIComponentInMessageActionRow>;

/** Rebuilt views of a few recent matches: stepping re-reads nothing but the store's version. */
const cache = new Map<string, Replay>();

/**
 * The spectator view of each version, each seat's hand at that version (shown only after both players
 * agreed), and the language of the match's public messages (a replay is public too).
 */
export interface Replay { views: AnyView[]; hands: Array<[Text[], Text[]]>; lang: Lang }
const CACHE_SIZE = 4;

/** A replay of states by version: the public views, and the hands kept apart. */
export function replayOf(engine: EnginePort, states: unknown[], lang: Lang): Replay {
  const handOf = (s: unknown, seat: 0 | 1) => (engine.viewFor(s, seat).players[seat].hand ?? []).map((c) => c.name);
  return { views: states.map((s) => engine.viewFor(s, 'spectator')), hands: states.map((s) => [handOf(s, 0), handOf(s, 1)]), lang };
}

/** Every version of a finished match, or a reason why there is none. */
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
  const replay = replayOf(ctx.engine, r.states, match.meta.lang);
  cache.set(matchId, replay);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return replay;
}

export const turnOf = (v: AnyView) => (v as { turn?: number }).turn ?? 0;

/** The first version of each turn, at most 25 (evenly spread when a match has more turns). */
export function turnStarts(views: AnyView[]): Array<{ turn: number; version: number }> {
  const starts: Array<{ turn: number; version: number }> = [];
  views.forEach((v, i) => { if (!starts.length || turnOf(v) !== starts.at(-1)!.turn) starts.push({ turn: turnOf(v), version: i }); });
  if (starts.length <= 25) return starts;
  return Array.from({ length: 25 }, (_, k) => starts[Math.round((k * (starts.length - 1)) / 24)]!);
}

/** One frame. `reveal` is where the players' agreement stands: the hands are read only when it is 'revealed'. */
export async function replayFrame(matchId: string, replay: Replay, version: number, reveal: RevealState = 'open', waiting: Seat[] = [0, 1]) {
  const { views, lang } = replay;
  const last = views.length - 1;
  const v = Math.max(0, Math.min(last, version));
  const view = views[v]!;
  const imageName = `replay-${matchId}-v${v}.png`;
  const base = boardEmbed(view, { lang, notYetAttacking: new Set(), imageName });
  const handFields: APIEmbedField[] = reveal === 'revealed'
    ? ([0, 1] as const).map((seat) => ({ name: t(lang, 'replay.hand', { player: seatName(view, seat) }), value: truncate(replay.hands[v]![seat].map((c) => pick(c, lang)).join(', ') || '—', 1024) }))
    : [];
  const embed = { ...base, fields: [...(base.fields ?? []), ...handFields].slice(0, 25), footer: { text: t(lang, 'replay.frame', { match: matchId, version: v, last, turn: turnOf(view) }) } };
  const button = (label: string, to: number, disabled: boolean) => ({ type: ComponentType.Button as const, style: ButtonStyle.Secondary as const, label, custom_id: `y1:${matchId}:${to}${label === '⏮' ? '' : label === '◀' ? ':b' : label === '▶' ? ':f' : ':e'}`, disabled });
  const rows: Row[] = [
    { type: ComponentType.ActionRow, components: [button('⏮', 0, v === 0), button('◀', v - 1, v === 0), button('▶', v + 1, v === last), button('⏭', last, v === last)] },
    { type: ComponentType.ActionRow, components: [{ type: ComponentType.StringSelect, custom_id: `y1:${matchId}:t`, placeholder: t(lang, 'replay.jump'), options: turnStarts(views).map((s) => ({ label: t(lang, 'replay.turn', { turn: s.turn, version: s.version }), value: String(s.version) })) }] },
  ];
  if (reveal === 'open') {
    rows.push({ type: ComponentType.ActionRow, components: [
      { type: ComponentType.Button, style: ButtonStyle.Primary, label: t(lang, 'replay.revealYes'), custom_id: `y1:${matchId}:${v}:ry` },
      { type: ComponentType.Button, style: ButtonStyle.Secondary, label: t(lang, 'replay.revealNo'), custom_id: `y1:${matchId}:${v}:rn` },
    ] });
  }
  const png = await renderBoard(view);
  const asked = reveal === 'open' && waiting.length === 1 ? `${t(lang, 'replay.revealAsk')} ${t(lang, 'replay.revealWaiting', { player: seatName(view, waiting[0]!) })}` : null;
  const content = asked ?? t(lang, reveal === 'open' ? 'replay.revealAsk' : reveal === 'refused' ? 'replay.hidden' : 'replay.revealed');
  return { content, embeds: [embed], components: rows, files: [{ attachment: png, name: imageName }], allowedMentions: { parse: [] as [] } };
}

const cmdSchema = z.object({ match: z.string().max(32).optional() });

export async function revealOf(ctx: BotContext, matchId: string): Promise<{ state: RevealState; waiting: Seat[] }> {
  const match = await ctx.service.load(matchId);
  return match ? revealState(ctx.kv, match.meta, matchId, ctx.client.user?.id) : { state: 'refused', waiting: [] };
}

export async function handleReplayCommand(ctx: BotContext, i: ChatInputCommandInteraction, options: Record<string, unknown>): Promise<void> {
  const lang = langOf(i.locale);
  const o = parseInput(cmdSchema, options);
  await i.deferReply();
  const matchId = await resolveMatchId(ctx, i, o.match);
  // The replay is posted here: only a match of this server (its id may have been copied from anywhere).
  if (!matchId || !(await loadInServer(ctx, i, matchId))) return explain(i, t(lang, 'err.noMatchHere'));
  const r = await replayViews(ctx, matchId);
  if (r === 'not-found') return explain(i, t(lang, 'err.notFound'));
  if (r === 'not-finished') return explain(i, t(lang, 'replay.notFinished'));
  if (r === 'no-history') return explain(i, t(lang, 'judge.err.no-history'));
  const reveal = await revealOf(ctx, matchId);
  await i.editReply(await replayFrame(matchId, r, 0, reveal.state, reveal.waiting));
}

const idSchema = z.tuple([z.literal('y1'), z.string().regex(/^[a-z0-9]{6,24}$/), z.union([z.literal('t'), z.coerce.number().int().min(0).max(100_000)]), z.enum(['b', 'f', 'e', 'ry', 'rn']).optional()]);

export async function handleReplayComponent(ctx: BotContext, i: ButtonInteraction | StringSelectMenuInteraction): Promise<void> {
  const lang = langOf(i.locale);
  const parts = idSchema.safeParse(i.customId.split(':'));
  if (!parts.success || (parts.data[2] === 't') !== i.isStringSelectMenu()) return explain(i, t(lang, 'err.badId'));
  const [, matchId, at, op] = parts.data;
  if (!(await loadInServer(ctx, i, matchId))) return explain(i, t(lang, 'err.notFound'));
  if (op === 'ry' || op === 'rn') {
    // Only the players answer, each once; anyone else is told so privately and nothing changes.
    const match = await ctx.service.load(matchId);
    const seat = match ? seatOf(match.meta, i.user.id) : null;
    if (!match || seat === null) return explain(i, t(lang, 'replay.onlyPlayers'));
    if (!(await answerReveal(ctx.kv, matchId, seat, op === 'ry'))) return explain(i, t(lang, 'replay.answered'));
  }
  await i.deferUpdate();
  const version = at === 't' ? parseInput(z.array(z.coerce.number().int().min(0).max(100_000)).length(1), (i as StringSelectMenuInteraction).values)[0]! : at;
  const r = await replayViews(ctx, matchId);
  if (typeof r === 'string') return explain(i, t(lang, r === 'not-found' ? 'err.notFound' : r === 'not-finished' ? 'replay.notFinished' : 'judge.err.no-history'));
  const reveal = await revealOf(ctx, matchId);
  await i.editReply(await replayFrame(matchId, r, version, reveal.state, reveal.waiting));
}
