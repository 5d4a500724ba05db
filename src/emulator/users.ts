/** User, member and role payloads, and the permission arithmetic behind member.permissions. */
import type { Json, RoleConfig, UserConfig } from './types.js';

/** VIEW_CHANNEL, SEND_MESSAGES, READ_MESSAGE_HISTORY, USE_APPLICATION_COMMANDS, threads, embeds, files... */
export const DEFAULT_MEMBER_PERMISSIONS = '2248473465835073';
export const ALL_PERMISSIONS = '2251799813685247';
export const ADMINISTRATOR = 1n << 3n;
export const JOINED_AT = '2024-01-01T00:00:00.000Z';

export interface Member {
  user: UserConfig & { bot?: boolean };
  roles: string[];
}

export function userPayload(u: { id: string; username: string; globalName?: string; bot?: boolean }): Json {
  return {
    id: u.id,
    username: u.username,
    discriminator: '0',
    global_name: u.globalName ?? null,
    avatar: null,
    ...(u.bot ? { bot: true } : {}),
    public_flags: 0,
  };
}

export function memberPayload(m: Member, withPermissions?: string): Json {
  return {
    user: userPayload(m.user),
    roles: m.roles,
    nick: null,
    avatar: null,
    joined_at: JOINED_AT,
    deaf: false,
    mute: false,
    flags: 0,
    pending: false,
    communication_disabled_until: null,
    ...(withPermissions ? { permissions: withPermissions } : {}),
  };
}

export function rolePayload(guildId: string, r: RoleConfig, position: number): Json {
  return {
    id: r.id,
    name: r.name,
    color: r.color ?? 0,
    colors: { primary_color: r.color ?? 0, secondary_color: null, tertiary_color: null },
    hoist: false,
    icon: null,
    unicode_emoji: null,
    position: r.id === guildId ? 0 : position,
    permissions: r.permissions ?? (r.id === guildId ? DEFAULT_MEMBER_PERMISSIONS : '0'),
    managed: false,
    mentionable: false,
    flags: 0,
  };
}

/** Guild-level permissions of a member: @everyone plus their roles; ADMINISTRATOR grants all. */
export function memberPermissions(guildId: string, ownerId: string, roles: RoleConfig[], m: Member): string {
  if (m.user.id === ownerId) return ALL_PERMISSIONS;
  let bits = 0n;
  for (const r of roles) {
    if (r.id === guildId || m.roles.includes(r.id)) {
      bits |= BigInt(r.permissions ?? (r.id === guildId ? DEFAULT_MEMBER_PERMISSIONS : '0'));
    }
  }
  return bits & ADMINISTRATOR ? ALL_PERMISSIONS : bits.toString();
}
