/**
 * Buttons, selects and modals of a match. Every path acknowledges before any store or render call
 * (the only exception is opening the number modal, which is itself the acknowledgement and needs no I/O).
 */
import { MessageFlags, type ButtonInteraction, type ChatInputCommandInteraction, type MessageComponentInteraction, type ModalSubmitInteraction, type StringSelectMenuInteraction } from 'discord.js';
import type { BotContext } from '../context.js';
import type { CustomId } from '../custom-id.js';
import { langOf, pick, t, type Lang } from '../i18n.js';
import { promptRefOf } from '../custom-id.js';
import { clickRef } from '../../match/autopass/click-ref.js';
import { z } from 'zod';
import { parseInput } from './input.js';
import { graveWithTop } from '../board-message.js';
import { numberModal, resolveAnswer } from '../prompt-components.js';
import { seatOf, type ActOutcome, type LoadedMatch } from '../../match/service.js';
import { deferEphemeral, explain, explainOutcome } from '../reply.js';
import { afterApplied } from '../after-commit.js';
import { publicLogText } from '../publisher.js';
import { MessageFlagsBitField } from 'discord.js';
import { inMatchServer, loadInServer } from '../authority/scope.js';
import { plainName } from '../player-name.js';
import { forCodeBlock } from '../../safe-text.js';

type AnswerId = Extract<CustomId, { kind: 'answer' }>;

function onEphemeral(i: MessageComponentInteraction | ModalSubmitInteraction): boolean {
  const flags = i.message?.flags;
  return flags instanceof MessageFlagsBitField ? flags.has(MessageFlags.Ephemeral) : false;
}

/** Clicks and selects that answer the current prompt. */
export async function handleAnswer(ctx: BotContext, i: ButtonInteraction | StringSelectMenuInteraction | ModalSubmitInteraction, id: AnswerId): Promise<void> {
  const lang = langOf(i.locale);
  if (id.choice.kind === 'open-number') return openNumberModal(ctx, i as ButtonInteraction, id, lang);
  if (id.choice.kind === 'page') return showPage(ctx, i as ButtonInteraction, id, lang);
  const ephemeral = onEphemeral(i);
  if (i.isModalSubmit() && !i.isFromMessage()) await deferEphemeral(i);
  else await (i as ButtonInteraction).deferUpdate();
  const extra = i.isStringSelectMenu() ? { values: i.values } : i.isModalSubmit() ? { number: i.fields.getTextInputValue('value') } : {};
  const outcome = await ctx.service.act({
    matchId: id.matchId, userId: i.user.id, interactionId: i.id, now: ctx.now(),
    expected: { version: id.version, promptRef: id.promptRef },
    decide: (prompt, seat) => (prompt ? resolveAnswer(prompt, seat, id.choice, extra) : { ok: false, reason: 'bad-choice' }),
  });
  if (outcome.kind === 'applied') {
    const work = afterApplied(ctx, outcome);
    if (ephemeral) await ctx.publisher.panels.show(i, outcome.after, outcome.seat, lang);
    await work;
    return;
  }
  if (ephemeral && (outcome.kind === 'stale' || outcome.kind === 'not-turn')) {
    const seat = seatOf(outcome.match.meta, i.user.id);
    if (seat !== null) await ctx.publisher.panels.show(i, outcome.match, seat, lang);
  }
  await explainAnswer(ctx, i, outcome, lang);
}

/** Like explainOutcome, but a select with too few picks says how many it needs instead of "no longer available". */
async function explainAnswer(ctx: BotContext, i: ButtonInteraction | StringSelectMenuInteraction | ModalSubmitInteraction, outcome: ActOutcome, lang: Lang): Promise<void> {
  const prompt = outcome.kind === 'rejected' ? outcome.match.prompt : null;
  if (prompt && i.isStringSelectMenu() && i.values.length < prompt.min) return explain(i, t(lang, 'select.tooFew', { min: prompt.min, count: i.values.length }));
  await explainOutcome(ctx, i, outcome, lang);
}

/** How long opening the number modal may wait for the match to learn its range (Discord allows 3 s in all). */
const MODAL_HINT_WAIT_MS = 800;

async function openNumberModal(ctx: BotContext, i: ButtonInteraction, id: AnswerId, lang: Lang): Promise<void> {
  // showModal must be the first response: one bounded store read gives the modal its range; if the read is
  // slow or the prompt has moved on, the modal opens without it and the answer is checked on submit anyway.
  let timer: NodeJS.Timeout | undefined;
  const slow = new Promise<'slow'>((resolve) => { timer = setTimeout(() => resolve('slow'), MODAL_HINT_WAIT_MS); });
  const loaded = await Promise.race([ctx.service.load(id.matchId).catch(() => null), slow]).finally(() => clearTimeout(timer));
  const match = loaded === 'slow' ? null : loaded;
  // The modal shows the pending prompt's label and range: a non-player (or another server) gets a refusal
  // instead, and so does anyone when the match is gone. Only a slow read opens it blind (checked on submit).
  if (loaded !== 'slow' && (!match || !inMatchServer(match.meta, i) || seatOf(match.meta, i.user.id) === null)) {
    return explain(i, t(lang, match ? 'judge.numberNotYours' : 'err.notFound'));
  }
  const p = match?.prompt;
  const current = p && p.kind === 'number' && match.snap.version === id.version && (promptRefOf(p.promptId) === id.promptRef || clickRef(p) === id.promptRef);
  await i.showModal(numberModal(id.matchId, id.version, id.promptRef, lang, current ? { min: p.min, max: p.max, label: pick(p.label, lang) } : undefined));
}

async function showPage(ctx: BotContext, i: ButtonInteraction, id: AnswerId, lang: Lang): Promise<void> {
  const ephemeral = onEphemeral(i);
  if (ephemeral) await i.deferUpdate(); else await deferEphemeral(i);
  const match = await loadInServer(ctx, i, id.matchId);
  if (!match) return explain(i, t(lang, 'err.notFound'));
  const seat = seatOf(match.meta, i.user.id);
  if (seat === null) return explain(i, t(lang, 'err.foreign'));
  const page = id.choice.kind === 'page' ? id.choice.page : 0;
  await ctx.publisher.panels.show(i, match, seat, lang, page);
}

/** "My hand": the private panel; from the public board a new ephemeral message, from the panel itself a refresh. */
export async function handleHand(ctx: BotContext, i: ButtonInteraction, matchId: string): Promise<void> {
  const lang = langOf(i.locale);
  const ephemeral = onEphemeral(i);
  if (ephemeral) await i.deferUpdate(); else await deferEphemeral(i);
  await showHand(ctx, i, matchId, lang);
}

export async function showHand(ctx: BotContext, i: ButtonInteraction | ChatInputCommandInteraction, matchId: string, lang: Lang): Promise<void> {
  const match = await loadInServer(ctx, i, matchId);
  if (!match) return explain(i, t(lang, 'err.notFound'));
  const seat = seatOf(match.meta, i.user.id);
  if (seat === null) return explain(i, t(lang, 'err.foreign'));
  await ctx.publisher.panels.show(i, match, seat, lang);
}

export async function handleLog(ctx: BotContext, i: ButtonInteraction, matchId: string): Promise<void> {
  const lang = langOf(i.locale);
  await deferEphemeral(i);
  await showLog(ctx, i, matchId, lang);
}

export async function showLog(ctx: BotContext, i: ButtonInteraction | ChatInputCommandInteraction, matchId: string, lang: Lang): Promise<void> {
  // Public to its server only: a private channel's match does not leave it by its id.
  const match = await loadInServer(ctx, i, matchId);
  if (!match) return explain(i, t(lang, 'err.notFound'));
  const records = await ctx.service.log(matchId);
  const view = ctx.engine.viewFor(match.state, 'spectator');
  const text = publicLogText(records, lang, (s) => plainName(view.players[s].name, s));
  const tail = text.trimEnd().split('\n').slice(-25).join('\n');
  await i.editReply({
    content: `**${t(lang, 'log.title')}**\n\`\`\`\n${forCodeBlock((tail || t(lang, 'log.empty')).slice(-1800))}\n\`\`\``,
    files: [{ attachment: Buffer.from(text, 'utf8'), name: `match-${matchId}-log.txt` }],
    allowedMentions: { parse: [] },
  });
}

export function matchLink(match: LoadedMatch): string {
  return `https://discord.com/channels/${match.meta.guild}/${match.meta.thread}/${match.meta.board}`;
}

/** The confirm button of /match concede. Conceding is allowed at any time (100.5). */
export async function handleConcede(ctx: BotContext, i: ButtonInteraction, matchId: string): Promise<void> {
  const lang = langOf(i.locale);
  await i.deferUpdate();
  const outcome = await ctx.service.act({
    matchId, userId: i.user.id, interactionId: i.id, now: ctx.now(), anyTime: true,
    decide: (_p, seat) => ({ ok: true, action: { type: 'concede', seat } }),
  });
  if (outcome.kind === 'applied') {
    await i.editReply({ content: t(lang, 'concede.done'), components: [] });
    await afterApplied(ctx, outcome);
    return;
  }
  await explainOutcome(ctx, i, outcome, lang);
}

type GraveId = Extract<CustomId, { kind: 'grave' }>;

/**
 * 405.2 from the private panel: move one grave card to the top. A free action, so it answers no prompt and
 * leaves the pending one as it is; the select is still versioned, so a panel drawn before any other change
 * is refused as stale rather than acting on a grave the user no longer sees.
 */
export async function handleGrave(ctx: BotContext, i: StringSelectMenuInteraction, id: GraveId): Promise<void> {
  const lang = langOf(i.locale);
  const ephemeral = onEphemeral(i);
  await i.deferUpdate();
  const chosen = parseInput(z.array(z.string().max(100)).length(1), i.values)[0]!;
  const outcome = await ctx.service.act({
    matchId: id.matchId, userId: i.user.id, interactionId: i.id, now: ctx.now(), anyTime: true,
    expected: { version: id.version },
    decide: (_p, seat, match) => {
      const view = ctx.engine.viewFor(match.state, seat);
      // 405.2 is Fadalgia's free action; no other game has a grave to arrange.
      const order = view.game === 'fadalgia' ? graveWithTop(view.players[seat].grave, chosen) : null;
      return order ? { ok: true, action: { type: 'arrange-grave', seat, order } } : { ok: false, reason: 'bad-choice' };
    },
  });
  if (outcome.kind === 'applied') {
    const work = afterApplied(ctx, outcome);
    if (ephemeral) await ctx.publisher.panels.show(i, outcome.after, outcome.seat, lang);
    await work;
    return;
  }
  if (ephemeral && outcome.kind === 'stale') {
    const seat = seatOf(outcome.match.meta, i.user.id);
    if (seat !== null) await ctx.publisher.panels.show(i, outcome.match, seat, lang);
  }
  await explainOutcome(ctx, i, outcome, lang);
}
