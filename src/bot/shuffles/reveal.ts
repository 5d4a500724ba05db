/**
 * 🔐 on the end-of-match message: the shuffles of a finished game, to whom they may go. A player gets the salt
 * and order of their own piles (an ephemeral reply: they can recompute each commitment); everyone gets every
 * order only once both players agreed to show their hands in /match replay (replay/consent.ts) — an order read
 * backwards is the draw order, so before that it would give away both hands, both decks and, in a series, the
 * next game's deck.
 *
 *   s1:<matchId>   show the shuffles I may see
 */
import { ButtonStyle, ComponentType, type ButtonInteraction } from 'discord.js';
import type { BotContext } from '../context.js';
import { langOf, t, type Lang } from '../i18n.js';
import { deferEphemeral, explain } from '../reply.js';
import { seatOf } from '../../match/service.js';
import { loadInServer } from '../authority/scope.js';
import { revealState } from '../replay/consent.js';

export function shufflesRow(matchId: string, lang: Lang) {
  return { type: ComponentType.ActionRow, components: [{ type: ComponentType.Button, style: ButtonStyle.Secondary, emoji: { name: '🔐' }, label: t(lang, 'shuffles.button'), custom_id: `s1:${matchId}` }] };
}

export async function handleShuffles(ctx: BotContext, i: ButtonInteraction): Promise<void> {
  const lang = langOf(i.locale);
  const m = /^s1:([a-z0-9]{6,24})$/.exec(i.customId);
  if (!m) return explain(i, t(lang, 'err.badId'));
  await deferEphemeral(i);
  const match = await loadInServer(ctx, i, m[1]!);
  if (!match) return explain(i, t(lang, 'err.notFound'));
  if (match.snap.status !== 'finished') return explain(i, t(lang, 'shuffles.notEnded'));
  const all = ctx.engine.revealShuffles(match.state);
  const agreed = (await revealState(ctx.kv, match.meta, match.snap.matchId, ctx.client.user?.id)).state === 'revealed';
  const seat = seatOf(match.meta, i.user.id);
  if (!agreed && seat === null) return explain(i, t(lang, 'shuffles.notYet'));
  const shown = agreed ? all : all.filter((s) => s.seat === seat);
  const text = shown.map((s) => `#${s.n} P${s.seat + 1} ${s.pile}: commitment ${s.commitment} ${s.reveal}`).join('\n') || '—';
  await i.editReply({
    content: t(lang, agreed ? 'shuffles.all' : 'shuffles.mine', { n: shown.length }),
    files: [{ attachment: Buffer.from(text, 'utf8'), name: `match-${match.snap.matchId}-shuffles${agreed ? '' : `-p${seat! + 1}`}.txt` }],
  });
}
