/** Configuration and stored shapes of the emulator. API payloads are plain JSON objects. */
import type { Clock } from './clock.js';
import type { RateLimitSetting } from './rate-limit-profiles.js';
import type { ShardOptions } from './shards.js';

export type Json = Record<string, unknown>;
export type Locale = 'th' | 'en-US' | (string & {});

export interface UserConfig {
  id: string;
  username: string;
  globalName?: string;
  locale?: Locale;
  /** Role ids (besides @everyone) this member holds in the guild. */
  roles?: string[];
}

export interface RoleConfig {
  id: string;
  name: string;
  /** Permission bit set as a decimal string; defaults to a plain member's permissions. */
  permissions?: string;
  color?: number;
}

export interface ChannelConfig {
  id: string;
  name: string;
  /** 0 text (default), 4 category, 5 announcement. */
  type?: number;
  topic?: string;
  parentId?: string;
}

export interface EmulatorOptions {
  port?: number;
  host?: string;
  botToken: string;
  applicationId: string;
  /** The bot's user; its id defaults to the application id as on real Discord. */
  bot?: { id?: string; username?: string };
  guild: { id: string; name: string; ownerId?: string; roles?: RoleConfig[]; preferredLocale?: Locale };
  channels: ChannelConfig[];
  users: UserConfig[];
  clock?: Clock;
  /** Real milliseconds a control call waits for the bot's answer before giving up (default 5000). */
  answerTimeoutMs?: number;
  /** Gateway sharding: the recommended shard count and the guilds-per-shard ceiling (see shards.ts). */
  shards?: ShardOptions;
  /**
   * Who receives an interaction: 'shard' (default) every session on its guild's shard, as the gateway does;
   * 'any-session' exactly one connected session, each in turn whatever its shard, as Discord's HTTP
   * interactions endpoint behind a load balancer hands each interaction to one replica (see shards.ts).
   */
  interactionDelivery?: 'shard' | 'any-session';
  /**
   * Discord's REST rate limits (rate-limit-profiles.ts): 'realistic' (default) with the limits bots observe,
   * 'strict' with smaller numbers for tests, 'off', or a table of your own.
   */
  rateLimits?: RateLimitSetting;
}

export interface StoredAttachment {
  id: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
  description?: string;
  width?: number;
  height?: number;
}

export interface StoredMessage {
  id: string;
  channelId: string;
  authorId: string;
  content: string;
  embeds: Json[];
  components: Json[];
  attachments: StoredAttachment[];
  flags: number;
  type: number;
  timestamp: number;
  editedTimestamp: number | null;
  /** null: everyone who can see the channel; otherwise the one user who may (ephemeral). */
  visibleTo: string | null;
  /** Set for messages made through an interaction token. */
  interaction?: { id: string; type: number; userId: string; name?: string; interactedMessageId?: string; originalResponseMessageId?: string };
  webhookId?: string;
  threadId?: string;
  messageReference?: Json;
}

export interface StoredChannel {
  id: string;
  type: number;
  name: string;
  topic?: string | null;
  parentId?: string | null;
  position: number;
  /** Threads only. */
  thread?: {
    ownerId: string;
    archived: boolean;
    locked: boolean;
    autoArchiveDuration: number;
    archiveTimestamp: number;
    createTimestamp: number;
    invitable: boolean;
    members: Set<string>;
    messageCount: number;
    totalMessageSent: number;
  };
  lastMessageId?: string | null;
}
