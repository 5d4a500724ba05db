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
import { z } from 'zod';
import { MessageFlagsBitField } from 'discord.js';
import { commandInput, focusedOption, InputError, parseInput } from './input.js';

const RULE_GAME = z.enum(['fadalgia', 'spirit-duel', 'summoner-master']);
const ruleSchema = z.object({ query: z.string().min(1).max(200), game: RULE_GAME.optional(), public: z.boolean().optional() });
const rulingId = z.number().int().min(1).max(2 ** 31);
const RULING_SCHEMAS = {
  'ruling add': z.object({}),
  'ruling edit': z.object({ id: rulingId }),
  'ruling show': z.object({ id: rulingId }),
  'ruling history': z.object({ id: rulingId }),
  'ruling retire': z.object({ id: rulingId, reason: z.string().max(300).optional() }),
  'ruling search': z.object({ query: z.string().min(1).max(200) }),
  'ruling config': z.object({ 'judge-role': z.string().regex(/^\d{17,20}$/).optional() }),
} as const;

/** Where a component's message lives decides how it is answered, never a flag inside the custom id. */
function onEphemeralMessage(i: MessageComponentInteraction): boolean {
  const flags = i.message?.flags;
  return flags instanceof MessageFlagsBitField ? flags.has(MessageFlags.Ephemeral) : false;
}

function memberOf(i: Interaction): Member {
  const m = i.member;
  const roles = !m ? [] : Array.isArray(m.roles) ? m.roles : [...m.roles.cache.keys()];
  return { userId: i.user.id, roleIds: roles, permissions: (i.memberPermissions ?? new PermissionsBitField()).bitfield };
}

async function ruleCommand(i: ChatInputCommandInteraction, rulings: RulingsStore): Promise<void> {
  const input = commandInput(i);
  if (input.path !== 'rule') throw new InputError(input.path, 'unknown-command');
  const o = parseInput(ruleSchema, input.options);
  const isPublic = o.public ?? false;
  await i.deferReply(isPublic ? {} : { flags: MessageFlags.Ephemeral });
  markDeferredReply(i);
  const game = (o.game ?? null) as GameId | null;
  const reply = await handleRuleCommand({
    query: o.query, ...(game ? { game } : {}), public: isPublic, locale: i.locale,
    ...(i.guildId ? { rulings: { store: rulings, guildId: i.guildId } } : {}),
  });
  await i.editReply({ embeds: reply.embeds, components: reply.components });
}

async function ruleComponent(i: MessageComponentInteraction, rulings: RulingsStore): Promise<void> {
  const parsed = decodeRuleId(i.customId);
  // Acknowledge in the shape the handler will answer with: a page on an ephemeral message is turned in
  // place, anything else answers privately. Where the message lives decides, not the id's visibility flag,
  // so a forged id cannot turn a public message (the board) into a rule page.
  const ephemeralMessage = onEphemeralMessage(i);
  const update = parsed !== null && ephemeralMessage && parsed.act !== 'q';
  if (update) await i.deferUpdate(); else { await i.deferReply({ flags: MessageFlags.Ephemeral }); markDeferredReply(i); }
  const values = i.isStringSelectMenu() ? parseInput(z.array(z.string().max(100)).max(25), i.values) : [];
  const reply = await handleRuleComponent(i.customId, values, i.locale, { messageEphemeral: ephemeralMessage, ...(i.guildId ? { rulings: { store: rulings, guildId: i.guildId } } : {}) });
  await i.editReply({ embeds: reply.embeds, components: reply.components });
}

function rulingCommandOf(i: ChatInputCommandInteraction): RulingCommand {
  const input = commandInput(i);
  if (!(input.path in RULING_SCHEMAS)) throw new InputError(input.path, 'unknown-command');
  const path = input.path as keyof typeof RULING_SCHEMAS;
  const o = parseInput(RULING_SCHEMAS[path], input.options) as { id?: number; reason?: string; query?: string; 'judge-role'?: string };
  switch (path) {
    case 'ruling add': return { sub: 'add' };
    case 'ruling edit': return { sub: 'edit', id: o.id! };
    case 'ruling show': return { sub: 'show', id: o.id! };
    case 'ruling history': return { sub: 'history', id: o.id! };
    case 'ruling retire': return { sub: 'retire', id: o.id!, ...(o.reason ? { reason: o.reason } : {}) };
    case 'ruling search': return { sub: 'search', query: o.query! };
    case 'ruling config': return { sub: 'config', judgeRoleId: o['judge-role'] ?? null };
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
        const game = RULE_GAME.safeParse(commandInput(i).options.game).data ?? null;
        await i.respond(handleRuleAutocomplete({ focused: focusedOption(i)?.value ?? '', ...(game ? { game } : {}), locale: i.locale }));
      },
      ruling: async (raw) => {
        const i = raw as AutocompleteInteraction;
        await i.respond(await handleRulingAutocomplete(focusedOption(i)?.value ?? '', { store: rulings, guildId: i.guildId }));
      },
    },
    component: {
      rule: (i) => ruleComponent(i as MessageComponentInteraction, rulings),
      ruling: (i) => rulingModal(i as ModalSubmitInteraction, rulings, now),
    },
  };
}
