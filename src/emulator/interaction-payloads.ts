/**
 * INTERACTION_CREATE payloads as Discord sends them, including the fields discord.js 14.27+
 * requires (entitlements, authorizing_integration_owners) and the nested options of
 * subcommand groups / subcommands with `resolved` users, channels, roles and attachments.
 */
import { makeAttachment } from './attachments.js';
import { EmulatorControlError } from './control-errors.js';
import type { InteractionRecord } from './interactions.js';
import { attachmentPayload, channelPayload, memberPayloadFor } from './payloads.js';
import type { EmulatorState, StoredCommand } from './state.js';
import type { Json } from './types.js';
import { ALL_PERMISSIONS, memberPayload, memberPermissions, rolePayload, userPayload } from './users.js';

export const DEFAULT_ATTACHMENT_LIMIT = 10 * 1024 * 1024;

export function basePayload(state: EmulatorState, rec: InteractionRecord): Json {
  const member = state.member(rec.userId)!;
  const channel = state.channel(rec.channelId)!;
  return {
    id: rec.id,
    application_id: state.opts.applicationId,
    type: rec.type,
    token: rec.token,
    version: 1,
    guild_id: state.guildId,
    guild: { id: state.guildId, locale: state.preferredLocale, features: [] },
    channel_id: channel.id,
    channel: channelPayload(state, channel),
    member: memberPayload(member, memberPermissions(state.guildId, state.ownerId, state.roles, member)),
    app_permissions: ALL_PERMISSIONS,
    locale: member.user.locale ?? 'en-US',
    guild_locale: state.preferredLocale,
    entitlements: [],
    authorizing_integration_owners: { '0': state.guildId },
    context: 0,
    attachment_size_limit: rec.attachmentSizeLimit,
  };
}

type OptionDef = Json & { name: string; type: number; options?: OptionDef[] };

/** Matches a default name or any localized name, so a Thai user can type the Thai name. */
function byName<T extends Json>(list: T[], name: string): T | undefined {
  return list.find((o) => o.name === name || Object.values((o.name_localizations as Json | null) ?? {}).includes(name));
}

export function findCommand(state: EmulatorState, name: string): StoredCommand | undefined {
  return byName(state.guildCommands.filter((c) => c.type === 1), name) ?? byName(state.globalCommands.filter((c) => c.type === 1), name);
}

export interface CommandDataInput {
  /** "match start" or ["match", "start"]: command, then group and/or subcommand. */
  path: string[];
  values: Record<string, unknown>;
  focused?: string;
}

interface Resolved {
  users?: Json;
  members?: Json;
  roles?: Json;
  channels?: Json;
  attachments?: Json;
}

function convert(state: EmulatorState, def: OptionDef, raw: unknown, resolved: Resolved, focused: boolean, channelId: string): unknown {
  const fail = (why: string): never => {
    throw new EmulatorControlError(`option "${def.name}": ${why}`);
  };
  if (focused) return String(raw ?? '');
  switch (def.type) {
    case 3: {
      const v = String(raw);
      if (def.min_length !== undefined && [...v].length < Number(def.min_length)) fail(`shorter than ${String(def.min_length)}`);
      if (def.max_length !== undefined && [...v].length > Number(def.max_length)) fail(`longer than ${String(def.max_length)}`);
      return v;
    }
    case 4:
    case 10: {
      const v = Number(raw);
      if (!Number.isFinite(v) || (def.type === 4 && !Number.isInteger(v))) fail(`not a${def.type === 4 ? 'n integer' : ' number'}: ${String(raw)}`);
      if (def.min_value !== undefined && v < Number(def.min_value)) fail(`below ${String(def.min_value)}`);
      if (def.max_value !== undefined && v > Number(def.max_value)) fail(`above ${String(def.max_value)}`);
      return v;
    }
    case 5:
      if (typeof raw !== 'boolean') fail('must be true or false');
      return raw;
    case 6:
    case 9: {
      const id = String(raw);
      const m = state.member(id);
      const role = state.roles.find((r) => r.id === id);
      if (m) {
        (resolved.users ??= {})[id] = userPayload(m.user);
        (resolved.members ??= {})[id] = memberPayloadFor(state, m);
      } else if (role && def.type === 9) {
        (resolved.roles ??= {})[id] = rolePayload(state.guildId, role, state.roles.indexOf(role));
      } else fail(`unknown user ${id}`);
      return id;
    }
    case 7: {
      const c = state.channel(String(raw)) ?? fail(`unknown channel ${String(raw)}`);
      (resolved.channels ??= {})[c.id] = { ...channelPayload(state, c), permissions: ALL_PERMISSIONS };
      return c.id;
    }
    case 8: {
      const role = state.roles.find((r) => r.id === String(raw)) ?? fail(`unknown role ${String(raw)}`);
      (resolved.roles ??= {})[role.id] = rolePayload(state.guildId, role, state.roles.indexOf(role));
      return role.id;
    }
    case 11: {
      const file = raw as { name?: string; data?: Buffer | string } | undefined;
      if (!file?.name || file.data === undefined) fail('an attachment needs { name, data }');
      const bytes = Buffer.isBuffer(file!.data) ? file!.data : Buffer.from(String(file!.data));
      const a = makeAttachment(state.ids.next(), file!.name!, bytes);
      state.attachments.set(a.id, { channelId, attachment: a });
      (resolved.attachments ??= {})[a.id] = attachmentPayload(state, channelId, a, true);
      return a.id;
    }
    default:
      return fail(`unsupported option type ${def.type}`);
  }
}

/** Builds `data` for a slash command (type 2) or autocomplete (type 4) interaction. */
export function commandData(state: EmulatorState, cmd: StoredCommand, input: CommandDataInput, channelId: string): { data: Json; name: string } {
  let defs = ((cmd.options as OptionDef[] | undefined) ?? []) as OptionDef[];
  const wrappers: OptionDef[] = [];
  const names = [cmd.name];
  for (const part of input.path.slice(1)) {
    const sub = byName(defs.filter((o) => o.type === 1 || o.type === 2), part);
    if (!sub) throw new EmulatorControlError(`/${names.join(' ')} has no subcommand "${part}"`);
    wrappers.push(sub);
    names.push(sub.name);
    defs = sub.options ?? [];
  }
  const subs = defs.filter((o) => o.type === 1 || o.type === 2);
  if (subs.length > 0) throw new EmulatorControlError(`/${names.join(' ')} needs a subcommand: ${subs.map((s) => s.name).join(', ')}`);
  const resolved: Resolved = {};
  const leaf: Json[] = [];
  for (const [key, raw] of Object.entries(input.values)) {
    if (raw === undefined) continue;
    const def = byName(defs, key);
    if (!def) throw new EmulatorControlError(`/${names.join(' ')} has no option "${key}"`);
    const focused = input.focused !== undefined && (input.focused === key || input.focused === def.name);
    const value = convert(state, def, raw, resolved, focused, channelId);
    const choices = def.choices as Json[] | undefined;
    if (!focused && choices && !choices.some((c) => c.value === value)) {
      throw new EmulatorControlError(`option "${def.name}": ${String(value)} is not one of the choices`);
    }
    leaf.push({ name: def.name, type: def.type, value, ...(focused ? { focused: true } : {}) });
  }
  if (input.focused === undefined) {
    for (const d of defs) {
      if (d.required && !leaf.some((o) => o.name === d.name)) throw new EmulatorControlError(`/${names.join(' ')} needs option "${d.name}"`);
    }
  } else if (!leaf.some((o) => o.focused)) {
    throw new EmulatorControlError(`focused option "${input.focused}" must be given a (partial) value`);
  }
  let options: Json[] = leaf;
  for (const w of [...wrappers].reverse()) options = [{ name: w.name, type: w.type, options }];
  const hasResolved = Object.keys(resolved).length > 0;
  return {
    name: names.join(' '),
    data: { id: cmd.id, name: cmd.name, type: 1, guild_id: cmd.guild_id, options, ...(hasResolved ? { resolved } : {}) },
  };
}
