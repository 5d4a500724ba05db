/** Ephemeral explanations and the shared "after a commit" steps. */
import { ComponentType, MessageFlags, type RepliableInteraction } from 'discord.js';
import type { APIActionRowComponent, APIComponentInMessageActionRow } from 'discord.js';
import type { BotContext } from './context.js';
import { pick, t, type Lang } from './i18n.js';
import type { ActOutcome } from '../match/service.js';
import { seatName } from './board-embed.js';

type Row = APIActionRowComponent<APIComponentInMessageActionRow>;

/** Tells the clicking user something only they see, whether or not the interaction was acknowledged yet. */
export async function explain(interaction: RepliableInteraction, content: string, components: Row[] = []): Promise<void> {
  const body = { content, components, flags: MessageFlags.Ephemeral as const, allowedMentions: { parse: [] } };
  if (interaction.deferred || interaction.replied) {
    // A deferred *reply* is answered by editing it; a deferred *update* needs a new ephemeral follow-up.
    if (interaction.deferred && !interaction.replied && isDeferredReply(interaction)) await interaction.editReply({ content, components, allowedMentions: { parse: [] } });
    else await interaction.followUp(body);
  } else {
    await interaction.reply(body);
  }
}

const deferredReplies = new WeakSet<object>();
export function markDeferredReply(interaction: object): void { deferredReplies.add(interaction); }
function isDeferredReply(interaction: object): boolean { return deferredReplies.has(interaction); }

export async function deferEphemeral(interaction: RepliableInteraction): Promise<void> {
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  markDeferredReply(interaction);
}

function quoteRow(ctx: BotContext, rule: string, lang: Lang): Row[] {
  const b = ctx.delegates.quoteRuleButton?.(rule, lang);
  return b ? [{ type: ComponentType.ActionRow, components: [b as never] }] : [];
}

/** The user-facing answer to an outcome that changed nothing. */
export async function explainOutcome(ctx: BotContext, interaction: RepliableInteraction, outcome: ActOutcome, lang: Lang): Promise<void> {
  switch (outcome.kind) {
    case 'applied': return;
    case 'held': return explain(interaction, t(lang, 'sd.trapHeld'));
    case 'stale': return explain(interaction, t(lang, 'err.stale'));
    case 'foreign': return explain(interaction, t(lang, 'err.foreign'));
    case 'finished': return explain(interaction, t(lang, 'err.finished'));
    case 'not-found': return explain(interaction, t(lang, 'err.notFound'));
    case 'not-turn': {
      const who = outcome.match.prompt ? seatName(ctx.engine.viewFor(outcome.match.state, 'spectator'), outcome.match.prompt.seat) : '—';
      return explain(interaction, t(lang, 'err.notYourTurn', { who }));
    }
    case 'rule-error':
      return explain(interaction, t(lang, 'err.rule', { message: pick(outcome.error.message, lang), rule: outcome.error.rule }), quoteRow(ctx, outcome.error.rule, lang));
    case 'rejected': {
      const p = outcome.match.prompt;
      if (outcome.reason === 'bad-number') return explain(interaction, t(lang, 'err.badNumber', { min: p?.min ?? 0, max: p?.max ?? 0 }), quoteRow(ctx, '101.6', lang));
      return explain(interaction, t(lang, 'err.badChoice'));
    }
  }
}
