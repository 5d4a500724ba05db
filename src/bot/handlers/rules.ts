/**
 * /rule and /ruling: the rulebook helper's pure handlers, acknowledged and sent from here. The rule quote
 * button of an engine rule error opens the section through the same `rule:` handler.
 */
import { MessageFlags, PermissionsBitField, type AutocompleteInteraction, type ChatInputCommandInteraction, type Interaction, type MessageComponentInteraction, type ModalSubmitInteraction } from 'discord.js';
import { handleRuleAutocomplete, handleRuleCommand, handleRuleComponent } from '../../rules/discord/handlers.js';
import { decodeRuleId } from '../../rules/discord/custom-id.js';
import { handleRulingAutocomplete, handleRulingCommand, handleRulingModalSubmit, type RulingCommand } from '../../rules/rulings/handlers.js';
import type { Member } from '../../rules/rulings/permissions.js';
import type { RulingsStore } from '../../rules/rulings/types.js';
import type { GameId } from '../../rules/model/types.js';
import type { DelegateHandlers } from '../context.js';
import { markDeferredReply } from '../reply.js';

function memberOf(i: Interaction): Member {
  const m = i.member;
  const roles = !m ? [] : Array.isArray(m.roles) ? m.roles : [...m.roles.cache.keys()];
  return { userId: i.user.id, roleIds: roles, permissions: (i.memberPermissions ?? new PermissionsBitField()).bitfield };
}

async function ruleCommand(i: ChatInputCommandInteraction, rulings: RulingsStore): Promise<void> {
  const isPublic = i.options.getBoolean('public') ?? false;
  await i.deferReply(isPublic ? {} : { flags: MessageFlags.Ephemeral });
  markDeferredReply(i);
  const game = i.options.getString('game') as GameId | null;
  const reply = await handleRuleCommand({
    query: i.options.getString('query', true), ...(game ? { game } : {}), public: isPublic, locale: i.locale,
    ...(i.guildId ? { rulings: { store: rulings, guildId: i.guildId } } : {}),
  });
  await i.editReply({ embeds: reply.embeds, components: reply.components });
}

async function ruleComponent(i: MessageComponentInteraction, rulings: RulingsStore): Promise<void> {
  const parsed = decodeRuleId(i.customId);
  // Acknowledge in the shape the handler will answer with: an ephemeral page is turned in place, anything else answers privately.
  const update = parsed !== null && parsed.visibility === 'e' && parsed.act !== 'q';
  if (update) await i.deferUpdate(); else { await i.deferReply({ flags: MessageFlags.Ephemeral }); markDeferredReply(i); }
  const values = i.isStringSelectMenu() ? i.values : [];
  const reply = await handleRuleComponent(i.customId, values, i.locale, i.guildId ? { rulings: { store: rulings, guildId: i.guildId } } : {});
  await i.editReply({ embeds: reply.embeds, components: reply.components });
}

function rulingCommandOf(i: ChatInputCommandInteraction): RulingCommand {
  const sub = i.options.getSubcommand();
  switch (sub) {
    case 'add': return { sub };
    case 'edit': case 'show': case 'history': return { sub, id: i.options.getInteger('id', true) };
    case 'retire': { const reason = i.options.getString('reason'); return { sub, id: i.options.getInteger('id', true), ...(reason ? { reason } : {}) }; }
    case 'search': return { sub, query: i.options.getString('query', true) };
    default: return { sub: 'config', judgeRoleId: i.options.getRole('judge-role')?.id ?? null };
  }
}

async function rulingCommand(i: ChatInputCommandInteraction, rulings: RulingsStore, now: () => number): Promise<void> {
  const cmd = rulingCommandOf(i);
  const ctx = { store: rulings, guildId: i.guildId, member: memberOf(i), locale: i.locale, now: now() };
  if (cmd.sub === 'add' || cmd.sub === 'edit') {
    // A modal must be the first response, so these two cannot defer; their handler does one store read.
    const reply = await handleRulingCommand(cmd, ctx);
    if (reply.kind === 'modal') await i.showModal(reply.modal);
    else await i.reply({ embeds: reply.embeds, components: reply.components, flags: MessageFlags.Ephemeral });
    return;
  }
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  markDeferredReply(i);
  const reply = await handleRulingCommand(cmd, ctx);
  if (reply.kind === 'reply') await i.editReply({ embeds: reply.embeds, components: reply.components });
}

async function rulingModal(i: ModalSubmitInteraction, rulings: RulingsStore, now: () => number): Promise<void> {
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  markDeferredReply(i);
  const fields: Record<string, string> = {};
  for (const [id, f] of i.fields.fields) if ('value' in f && typeof f.value === 'string') fields[id] = f.value;
  const reply = await handleRulingModalSubmit(i.customId, fields, { store: rulings, guildId: i.guildId, member: memberOf(i), locale: i.locale, now: now() });
  if (reply.kind === 'reply') await i.editReply({ embeds: reply.embeds, components: reply.components });
}

/** The router's delegate table for `rule` / `ruling`. */
export function ruleDelegates(rulings: RulingsStore, now: () => number = Date.now): DelegateHandlers {
  return {
    command: {
      rule: (i) => ruleCommand(i as ChatInputCommandInteraction, rulings),
      ruling: (i) => rulingCommand(i as ChatInputCommandInteraction, rulings, now),
    },
    autocomplete: {
      rule: async (raw) => {
        const i = raw as AutocompleteInteraction;
        const game = i.options.getString('game') as GameId | null;
        await i.respond(handleRuleAutocomplete({ focused: String(i.options.getFocused()), ...(game ? { game } : {}), locale: i.locale }));
      },
      ruling: async (raw) => {
        const i = raw as AutocompleteInteraction;
        await i.respond(await handleRulingAutocomplete(String(i.options.getFocused()), { store: rulings, guildId: i.guildId }));
      },
    },
    component: {
      rule: (i) => ruleComponent(i as MessageComponentInteraction, rulings),
      ruling: (i) => rulingModal(i as ModalSubmitInteraction, rulings, now),
    },
  };
}
