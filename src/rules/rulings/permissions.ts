/** Who may do what with rulings. The member data comes from the interaction (Discord's own view), never from a custom id. */
import { PermissionFlagsBits } from 'discord.js';
import type { GuildRulingSettings } from './types.js';

export interface Member {
  userId: string;
  roleIds: readonly string[];
  /** The member's permission bitfield in the channel, as Discord sends it (a decimal string) or a bigint. */
  permissions: bigint | string;
}

/** Judges are the holders of the server's judge role; with no role configured, nobody is. */
export function isJudge(member: Member, settings: GuildRulingSettings): boolean {
  return settings.judgeRoleId !== null && member.roleIds.includes(settings.judgeRoleId);
}

/** Choosing the judge role takes Manage Server (or Administrator). */
export function canConfigure(member: Member): boolean {
  let bits: bigint;
  try {
    bits = typeof member.permissions === 'bigint' ? member.permissions : BigInt(member.permissions);
  } catch {
    return false;
  }
  return (bits & (PermissionFlagsBits.ManageGuild | PermissionFlagsBits.Administrator)) !== 0n;
}
