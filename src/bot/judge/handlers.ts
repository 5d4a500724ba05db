/**
 * The judge tools in Discord. A "call a judge" button is posted in every match thread when the match starts;
 * it pings the server's judge role (the role /ruling config sets). Judges (that role, or Manage Server) use
 * /judge: view the full state privately, rewind, set the result, and adjust: answer the pending decision for
 * the seat that owes it (choice:), or fix the board (action: move / mode / counter / life, with card:, to:,
 * amount:, player:; the engine applies it or says why not); a judge who plays in the match cannot judge it (the full view would show them the
 * opponent's hand). Players use /match undo and /match rewind, which the opponent accepts with a button
 * (Sanam, in practice, always agrees). Every step goes through JudgeService: one commit, one log record with
 * who and why.
 *
 *   j1:call:<matchId>      call a judge
 *   j1:ok:<requestId> / j1:no:<requestId>   the opponent's answer to an undo / rewind request
 */
import { randomBytes } from 'node:crypto';
import { ButtonStyle, ComponentType, MessageFlags, PermissionFlagsBits, type AutocompleteInteraction, type ButtonInteraction, type ChatInputCommandInteraction, type Interaction } from 'discord.js';
import { z } from 'zod';
import type { BotContext } from '../context.js';
import { langOf, pick, t, type Lang, type StringKey } from '../i18n.js';
import { truncate } from '../prompt-components.js';
import { handleAutocomplete } from '../handlers/autocomplete.js';
import { deferEphemeral, explain } from '../reply.js';
import { afterApplied } from '../after-commit.js';
import { commandInput, focusedOption, parseInput } from '../handlers/input.js';
import { resolveMatchId } from '../handlers/match-commands.js';
import { seatOf, type LoadedMatch } from '../../match/service.js';
import { JudgeService, type JudgeOutcome } from './service.js';
import type { Seat } from '../../engine/core/view-types.js';
import type { AdjustOp } from '../../engine/core/adjust-types.js';
import { adjustTargets } from './adjust-targets.js';
import { judgeSummary } from './summary.js';
import type { AnyView } from '../../engine/index.js';
import { inMatchServer, loadInServer } from '../authority/scope.js';

const REQUEST_TTL_MS = 10 * 60_000;
/** A judge call pings a role: at most one per match per window, and one per user per window over all matches. */
export const CALL_PER_MATCH_MS = 5 * 60_000;
export const CALL_PER_USER_MS = 2 * 60_000;

/** Takes both call slots, or names the one that is taken (giving the match's back when the user's is). */
async function claimJudgeCall(ctx: BotContext, matchId: string, userId: string): Promise<'judge.callLimitedMatch' | 'judge.callLimitedUser' | null> {
  if (!(await ctx.kv.setIfAbsent(`judge:call:m:${matchId}`, userId, CALL_PER_MATCH_MS))) return 'judge.callLimitedMatch';
  if (await ctx.kv.setIfAbsent(`judge:call:u:${userId}`, matchId, CALL_PER_USER_MS)) return null;
  await ctx.kv.del(`judge:call:m:${matchId}`);
  return 'judge.callLimitedUser';
}

export const judgeService = (ctx: BotContext) => new JudgeService(ctx.store, ctx.service, ctx.engine, ctx.kv);

function roleIds(i: Interaction): string[] {
  const m = i.member;
  return !m ? [] : Array.isArray(m.roles) ? m.roles : [...m.roles.cache.keys()];
}

async function judgeRole(ctx: BotContext, guildId: string | null): Promise<string | null> {
  if (!guildId || !ctx.rulings) return null;
  return (await ctx.rulings.getSettings(guildId)).judgeRoleId;
}

export async function isJudge(ctx: BotContext, i: Interaction): Promise<boolean> {
  const role = await judgeRole(ctx, i.guildId);
  if (role && roleIds(i).includes(role)) return true;
  return !!i.memberPermissions?.has(PermissionFlagsBits.ManageGuild);
}

/** The message with the call button, posted in a match thread when the match starts. */
export function callMessage(matchId: string, lang: Lang) {
  return {
    content: t(lang, 'judge.callHere'), allowed_mentions: { parse: [] },
    components: [{ type: ComponentType.ActionRow, components: [{ type: ComponentType.Button, style: ButtonStyle.Secondary, label: t(lang, 'judge.callButton'), custom_id: `j1:call:${matchId}` }] }],
  };
}

async function afterJudge(ctx: BotContext, before: LoadedMatch, out: Extract<JudgeOutcome, { ok: true }>): Promise<void> {
  await afterApplied(ctx, { kind: 'applied', before, after: out.after, events: [], finished: out.finished, seat: 0 });
}

const failText = (lang: Lang, out: Extract<JudgeOutcome, { ok: false }>) => 'error' in out
  ? t(lang, 'err.rule', { message: pick(out.error.message, lang), rule: out.error.rule })
  : t(lang, `judge.err.${out.reason}` as StringKey);

const matchField = z.string().max(32).optional();
const judgeSchemas = {
  view: z.object({ match: matchField }),
  rewind: z.object({ version: z.number().int().min(0).max(2 ** 31), reason: z.string().min(1).max(200), match: matchField }),
  result: z.object({ winner: z.enum(['1', '2']), reason: z.string().min(1).max(200), match: matchField }),
  adjust: z.object({
    choice: z.string().max(200).optional(), reason: z.string().min(1).max(200), match: matchField,
    action: z.enum(['move', 'mode', 'counter', 'life']).optional(), card: z.string().max(40).optional(), to: z.string().max(40).optional(), onto: z.string().max(40).optional(),
    amount: z.number().int().min(-99).max(99).optional(), player: z.enum(['1', '2']).optional(),
  }),
};
export type JudgeSub = keyof typeof judgeSchemas;
const rewindSchema = z.object({ version: z.number().int().min(0).max(2 ** 31), reason: z.string().min(1).max(200), match: matchField });
const undoSchema = z.object({ reason: z.string().min(1).max(200), match: matchField });

/** The match a judge may act on: the judge is checked first, and a judge who plays in it is refused. */
async function judgedMatch(ctx: BotContext, i: ChatInputCommandInteraction, given: string | undefined, lang: Lang): Promise<LoadedMatch | null> {
  if (!(await isJudge(ctx, i))) return (await explain(i, t(lang, 'judge.notJudge')), null);
  const matchId = await resolveMatchId(ctx, i, given);
  // A judge's authority is their server's: a match of another server is "not here", whatever its id.
  const match = matchId ? await loadInServer(ctx, i, matchId) : null;
  if (!match) return (await explain(i, t(lang, 'err.noMatchHere')), null);
  if (seatOf(match.meta, i.user.id) !== null) return (await explain(i, t(lang, 'judge.ownMatch')), null);
  return match;
}

/** /judge view|rewind|result|adjust — judges only. */
export async function handleJudgeCommand(ctx: BotContext, i: ChatInputCommandInteraction, sub: JudgeSub, options: Record<string, unknown>): Promise<void> {
  const lang = langOf(i.locale);
  const o = parseInput(judgeSchemas[sub] as z.ZodType<AdjustInput & { match?: string; version?: number; reason?: string; winner?: '1' | '2' }>, options);
  await deferEphemeral(i);
  const match = await judgedMatch(ctx, i, o.match, lang);
  if (!match) return;
  const step = { matchId: match.snap.matchId, by: i.user.id, reason: o.reason ?? '', authority: 'judge' as const, interactionId: i.id, now: ctx.now() };
  if (sub === 'view') {
    const seats = [ctx.engine.viewFor(match.state, 0), ctx.engine.viewFor(match.state, 1)] as [AnyView, AnyView];
    const full = { matchId: match.snap.matchId, version: match.snap.version, seat0: seats[0], seat1: seats[1], prompt: match.prompt };
    const summary = judgeSummary({ matchId: match.snap.matchId, version: match.snap.version, finished: match.snap.status === 'finished' }, { spectator: ctx.engine.viewFor(match.state, 'spectator'), seats }, match.prompt, lang);
    // Only the judge's own ephemeral reply (deferEphemeral above): the summary names both hands.
    await i.editReply({
      embeds: [summary],
      allowedMentions: { parse: [] },
      files: [{ attachment: Buffer.from(JSON.stringify(full, null, 1), 'utf8'), name: `match-${match.snap.matchId}-v${match.snap.version}-full.json` }],
    });
    return;
  }
  const j = judgeService(ctx);
  if (sub === 'adjust' && (o.action !== undefined || o.choice === undefined)) {
    const op = opOf(o, lang);
    if ('key' in op) return explain(i, t(lang, op.key, op.vars));
    // Made against the board the judge saw: refused as stale if the match moved on meanwhile.
    const done = await j.adjustBoard({ ...step, op, atVersion: match.snap.version });
    if (!done.ok) return explain(i, failText(lang, done));
    await afterJudge(ctx, match, done);
    return explain(i, t(lang, 'judge.done.board'));
  }
  const out = sub === 'rewind' ? await j.rewind({ ...step, to: o.version! })
    : sub === 'result' ? await j.setResult({ ...step, winner: (Number(o.winner) - 1) as Seat })
      // An adjustment answers the decision the judge saw: refused as stale if the match moved on meanwhile.
      : await j.adjust({ ...step, choice: o.choice ?? '', atVersion: match.snap.version });
  if (!out.ok) return explain(i, failText(lang, out));
  await afterJudge(ctx, match, out);
  await explain(i, sub === 'rewind' ? t(lang, 'judge.done.rewind', { to: o.version! }) : t(lang, sub === 'result' ? 'judge.done.result' : 'judge.done.adjust'));
}

type AdjustInput = { choice?: string; action?: 'move' | 'mode' | 'counter' | 'life'; card?: string; to?: string; onto?: string; amount?: number; player?: '1' | '2' };

/** The engine's op for /judge adjust's board options, or the string saying which options it still needs. */
function opOf(o: AdjustInput, lang: Lang): AdjustOp | { key: StringKey; vars?: Record<string, string> } {
  const seat = o.player === undefined ? undefined : ((Number(o.player) - 1) as Seat);
  // The option names in the judge's language, as Discord shows them.
  const field = (f: string) => f === '|' ? t(lang, 'judge.field.or') : t(lang, `judge.field.${f}` as StringKey);
  const need = (fields: string) => ({ key: 'judge.err.op-fields' as StringKey, vars: { action: o.action ?? '', fields: fields.split(' ').map(field).join(', ').replace(/, (หรือ|or), /, ' $1 ') } });
  switch (o.action) {
    case 'move': return o.card && o.to ? { k: 'move', object: o.card, to: o.to, ...(o.onto ? { onto: o.onto } : {}) } : need('card to');
    case 'mode': return o.card && o.to ? { k: 'mode', object: o.card, mode: o.to } : need('card to');
    case 'counter':
      if (!o.to || !o.amount || (o.card === undefined) === (seat === undefined)) return need('to amount card | player');
      return o.card !== undefined ? { k: 'counter', object: o.card, name: o.to, delta: o.amount } : { k: 'counter', seat: seat!, name: o.to, delta: o.amount };
    case 'life': return seat !== undefined && o.amount ? { k: 'life', seat, delta: o.amount } : need('player amount');
    default: return { key: 'judge.err.no-op' };
  }
}

/** Every card object both seats' views show (the judge may see all of a match they do not play in), with its zone. */
export function matchCards(ctx: BotContext, state: unknown, lang: Lang, unitsOnly = false): Array<{ name: string; value: string }> {
  const out = new Map<string, string>();
  const walk = (v: unknown, seat: number, zone: string): void => {
    if (Array.isArray(v)) return v.forEach((x) => walk(x, seat, zone));
    if (!v || typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    // `onto` names a unit on the field: the board views list those under `units` with type 'unit'.
    if (typeof o.objectId === 'string' && !out.has(o.objectId) && (!unitsOnly || (zone === 'units' && o.type === 'unit'))) {
      // A Mana-zone entry names its card in `face` (a face-up Stream): only a card with no name anywhere is face down.
      const named = (o.name && typeof o.name === 'object' ? o.name : (o.face as { name?: unknown } | undefined)?.name) as { th: string; en: string } | undefined;
      const name = named && typeof named === 'object' ? pick(named, lang) : t(lang, 'judge.card.faceDown');
      out.set(o.objectId, `P${seat + 1} ${zone}: ${name} [${o.objectId}]`);
    }
    for (const k in o) walk(o[k], seat, Array.isArray(o[k]) ? k : zone);
  };
  for (const viewer of [0, 1] as const) {
    const players = (ctx.engine.viewFor(state, viewer) as { players: unknown[] }).players;
    players.forEach((p, seat) => walk(p, seat, '?'));
  }
  return [...out].map(([value, name]) => ({ name: truncate(name, 100), value }));
}


/** Autocomplete of /judge adjust choice: the pending decision's options, for a judge who does not play in the match. */
export async function handleJudgeAutocomplete(ctx: BotContext, i: AutocompleteInteraction): Promise<void> {
  const input = commandInput(i);
  const focused = focusedOption(i)?.name;
  if (input.path !== 'judge adjust' || (focused !== 'choice' && focused !== 'card' && focused !== 'to' && focused !== 'onto') || !(await isJudge(ctx, i))) return handleAutocomplete(ctx, i);
  const lang = langOf(i.locale);
  const given = typeof input.options.match === 'string' && /^[a-z0-9]{6,24}$/.test(input.options.match) ? input.options.match : null;
  const matchId = given ?? (await ctx.service.inThread(i.channelId));
  const match = matchId ? await loadInServer(ctx, i, matchId) : null;
  // Options may name the deciding seat's hidden cards: never offered to someone who plays in the match.
  if (!match || seatOf(match.meta, i.user.id) !== null) return i.respond([]);
  const typed = String(input.options[focused] ?? '').toLowerCase();
  if (focused === 'to') return i.respond(adjustTargets(match.meta.game).filter((x) => x.toLowerCase().includes(typed)).map((x) => ({ name: x, value: x })));
  if (focused === 'card' || focused === 'onto') return i.respond(matchCards(ctx, match.state, lang, focused === 'onto').filter((c) => c.name.toLowerCase().includes(typed)).slice(0, 25));
  if (!match.prompt) return i.respond([]);
  const q = typed;
  const choices = match.prompt.kind === 'number'
    ? [{ name: `${match.prompt.min}–${match.prompt.max}`, value: String(match.prompt.min) }]
    : match.prompt.options.map((op) => ({ name: truncate(`P${match.prompt!.seat + 1}: ${pick(op.label, lang)} [${op.id}]`, 100), value: op.id }));
  await i.respond(choices.filter((c) => c.name.toLowerCase().includes(q) || c.value.toLowerCase().includes(q)).slice(0, 25));
}

/** /match rewind and /match undo: a player asks the opponent (judges rewind with /judge rewind). */
export async function handleRewindOrUndo(ctx: BotContext, i: ChatInputCommandInteraction, kind: 'rewind' | 'undo', options: Record<string, unknown>): Promise<void> {
  const lang = langOf(i.locale);
  const o = kind === 'rewind' ? parseInput(rewindSchema, options) : { ...parseInput(undoSchema, options), version: undefined };
  await deferEphemeral(i);
  const matchId = await resolveMatchId(ctx, i, o.match);
  const match = matchId ? await loadInServer(ctx, i, matchId) : null;
  if (!match) return explain(i, t(lang, 'err.noMatchHere'));
  const seat = seatOf(match.meta, i.user.id);
  if (seat === null && kind === 'rewind' && (await isJudge(ctx, i))) return explain(i, t(lang, 'judge.useJudge'));
  if (seat === null) return explain(i, t(lang, 'err.foreign'));
  if (match.snap.status === 'finished') return explain(i, t(lang, 'judge.err.finished'));
  const other = seat === 0 ? match.meta.p1 : match.meta.p0;
  const req = { id: randomBytes(8).toString('hex'), kind, matchId: match.snap.matchId, to: o.version ?? null, by: i.user.id, other, reason: o.reason, atVersion: match.snap.version };
  // Sanam, the practice opponent, agrees to every request at once.
  if (other === ctx.client.user?.id) return grant(ctx, i, req, lang);
  await ctx.kv.set(`judge:req:${req.id}`, JSON.stringify(req), REQUEST_TTL_MS);
  const key = kind === 'undo' ? 'judge.request.undo' : 'judge.request.rewind';
  await ctx.publisher.post(match.meta.thread, {
    content: t(match.meta.lang, key, { by: req.by, other, reason: req.reason.replace(/[@<>`]/g, ''), to: req.to ?? 0 }), allowed_mentions: { users: [other] },
    components: [{ type: ComponentType.ActionRow, components: [
      { type: ComponentType.Button, style: ButtonStyle.Success, label: t(match.meta.lang, 'judge.accept'), custom_id: `j1:ok:${req.id}` },
      { type: ComponentType.Button, style: ButtonStyle.Danger, label: t(match.meta.lang, 'judge.decline'), custom_id: `j1:no:${req.id}` },
    ] }],
  });
  await explain(i, t(lang, 'judge.requestSent'));
}

type Request = { id: string; kind: 'rewind' | 'undo'; matchId: string; to: number | null; by: string; other: string; reason: string; atVersion: number };

async function grant(ctx: BotContext, i: ChatInputCommandInteraction | ButtonInteraction, req: Request, lang: Lang): Promise<void> {
  const before = await ctx.service.load(req.matchId);
  if (!before) return explain(i, t(lang, 'judge.err.not-found'));
  const step = { matchId: req.matchId, by: req.by, reason: req.reason, authority: 'consent' as const, consent: [req.by, req.other], interactionId: i.id, now: ctx.now(), atVersion: req.atVersion };
  const j = judgeService(ctx);
  const out = req.kind === 'undo' ? await j.undo(step) : await j.rewind({ ...step, to: req.to ?? -1 });
  if (!out.ok) return explain(i, failText(lang, out));
  await afterJudge(ctx, before, out);
  await explain(i, req.kind === 'undo' ? t(lang, 'judge.done.undo') : t(lang, 'judge.done.rewind', { to: req.to ?? 0 }));
}

export async function handleJudgeComponent(ctx: BotContext, i: ButtonInteraction): Promise<void> {
  const lang = langOf(i.locale);
  const m = /^j1:(call|ok|no):([a-z0-9]{6,24})$/.exec(i.customId);
  if (!m) return explain(i, t(lang, 'err.badId'));
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  if (m[1] === 'call') {
    const match = await ctx.service.load(m[2]!);
    if (!match) return explain(i, t(lang, 'err.notFound'));
    // Only from the match's own thread: the role pinged is its server's, and the button lives there.
    if (!inMatchServer(match.meta, i) || i.channelId !== match.meta.thread) return explain(i, t(lang, 'judge.callThreadOnly'));
    const role = await judgeRole(ctx, i.guildId);
    if (!role) return explain(i, t(lang, 'judge.noRole'));
    const limited = await claimJudgeCall(ctx, match.snap.matchId, i.user.id);
    if (limited) return explain(i, t(lang, limited, { minutes: Math.ceil((limited === 'judge.callLimitedMatch' ? CALL_PER_MATCH_MS : CALL_PER_USER_MS) / 60_000) }));
    await ctx.publisher.post(match.meta.thread, { content: t(match.meta.lang, 'judge.called', { role: `<@&${role}>`, user: i.user.id }), allowed_mentions: { roles: [role] } });
    return explain(i, t(lang, 'judge.callSent'));
  }
  const raw = await ctx.kv.get(`judge:req:${m[2]}`);
  const req = raw ? (JSON.parse(raw) as Request) : null;
  if (!req) return explain(i, t(lang, 'judge.requestGone'));
  if (req.other !== i.user.id) return explain(i, t(lang, 'judge.notOther'));
  if (!(await ctx.kv.take(`judge:req:${req.id}`))) return explain(i, t(lang, 'judge.requestGone'));
  await i.message.edit({ components: [] }).catch(() => undefined);
  if (m[1] === 'no') {
    const match = await ctx.service.load(req.matchId);
    if (match) await ctx.publisher.post(match.meta.thread, { content: t(match.meta.lang, 'judge.declined', { user: i.user.id }), allowed_mentions: { parse: [] } });
    return explain(i, t(lang, 'judge.declined', { user: i.user.id }));
  }
  return grant(ctx, i, req, lang);
}
