/** /match concede | board | hand | log | list (challenge lives in challenge.ts). */
import { ButtonStyle, ComponentType, type ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../context.js';
import { encodeCustomId } from '../custom-id.js';
import { langOf, t, type Lang } from '../i18n.js';
import { publicBoard } from '../board-message.js';
import { deferEphemeral, explain } from '../reply.js';
import { seatName } from '../board-embed.js';
import { handleChallengeCommand } from './challenge.js';
import { matchLink, showHand, showLog } from './components.js';
import { z } from 'zod';
import { commandInput, InputError, parseInput } from './input.js';
import { loadInServer } from '../authority/scope.js';

const matchOption = z.object({ match: z.string().max(32).optional() });
const SUBS = { 'match concede': matchOption, 'match board': matchOption, 'match hand': matchOption, 'match log': matchOption, 'match list': z.object({}) } as const;

/** The match a command is about: the option, else the thread it was used in, else the user's only active match. */
export async function resolveMatchId(ctx: BotContext, i: ChatInputCommandInteraction, given?: string): Promise<string | null> {
  if (given && /^[a-z0-9]{6,24}$/.test(given)) return given;
  const inThread = await ctx.service.inThread(i.channelId);
  if (inThread) return inThread;
  const mine = await ctx.store.listActive(i.user.id);
  return mine.length === 1 ? mine[0]! : null;
}

export async function handleMatchCommand(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  const input = commandInput(i);
  const lang = langOf(i.locale);
  if (input.path === 'match challenge') return handleChallengeCommand(ctx, i, input.options);
  if (!(input.path in SUBS)) throw new InputError(input.path, 'unknown-command');
  const o = parseInput(SUBS[input.path as keyof typeof SUBS], input.options) as { match?: string };
  const sub = input.path.slice('match '.length);
  await deferEphemeral(i);
  if (sub === 'list') return listMatches(ctx, i, lang);
  const matchId = await resolveMatchId(ctx, i, o.match);
  if (!matchId) return explain(i, t(lang, 'err.noMatchHere'));
  switch (sub) {
    case 'hand': return showHand(ctx, i, matchId, lang);
    case 'log': return showLog(ctx, i, matchId, lang);
    case 'board': {
      const match = await loadInServer(ctx, i, matchId);
      if (!match) return explain(i, t(lang, 'err.notFound'));
      const board = publicBoard(ctx.engine, { ...match, meta: { ...match.meta, lang } }, { decisionMs: ctx.timerConfig.decisionMs });
      // The copy shows the board only; acting happens on the live message in the thread.
      await i.editReply({ content: matchLink(match), embeds: board.embeds, components: [] });
      return;
    }
    case 'concede': {
      const match = await loadInServer(ctx, i, matchId);
      if (!match) return explain(i, t(lang, 'err.notFound'));
      if (match.meta.p0 !== i.user.id && match.meta.p1 !== i.user.id) return explain(i, t(lang, 'err.foreign'));
      if (match.snap.status === 'finished') return explain(i, t(lang, 'err.finished'));
      await i.editReply({
        // In a best-of-3 league match this concedes one game; the series goes on unless it is decided.
        content: match.meta.bestOf === '3' ? t(lang, 'concede.confirmGame', { n: match.meta.series || '1' }) : t(lang, 'concede.confirm'),
        components: [{ type: ComponentType.ActionRow, components: [{ type: ComponentType.Button, style: ButtonStyle.Danger, label: t(lang, 'concede.button'), custom_id: encodeCustomId({ kind: 'concede', matchId, version: match.snap.version }) }] }],
      });
      return;
    }
  }
}

async function listMatches(ctx: BotContext, i: ChatInputCommandInteraction, lang: Lang): Promise<void> {
  const ids = (await ctx.store.listActive(i.user.id)).slice(0, 20);
  if (!ids.length) return explain(i, t(lang, 'list.none'));
  const lines: string[] = [];
  for (const id of ids) {
    const m = await ctx.service.load(id);
    if (!m) continue;
    const view = ctx.engine.viewFor(m.state, 'spectator');
    const waiting = m.prompt ? ` · ⏳ ${seatName(view, m.prompt.seat)}` : '';
    lines.push(`• \`${id}\` <#${m.meta.thread}> ${t(lang, 'board.versus', { a: seatName(view, 0), b: seatName(view, 1) })} · ${t(lang, 'board.turn')} ${view.turn}${waiting}`);
  }
  await i.editReply({ content: `**${t(lang, 'list.title')}**\n${lines.join('\n')}`.slice(0, 2000), allowedMentions: { parse: [] } });
}
