/** Stored channel/message → the JSON Discord would send, shared by REST, gateway and control. */
import type { EmulatorState } from './state.js';
import type { Json, StoredAttachment, StoredChannel, StoredMessage } from './types.js';
import { type Member, memberPayload, memberPermissions, rolePayload, userPayload } from './users.js';

export function attachmentUrl(state: EmulatorState, channelId: string, a: StoredAttachment): string {
  return `${state.baseUrl}/attachments/${channelId}/${a.id}/${encodeURIComponent(a.filename)}`;
}

export function attachmentPayload(state: EmulatorState, channelId: string, a: StoredAttachment, ephemeral: boolean): Json {
  const url = attachmentUrl(state, channelId, a);
  return {
    id: a.id,
    filename: a.filename,
    size: a.bytes.length,
    url,
    proxy_url: url,
    content_type: a.contentType,
    ...(a.description ? { description: a.description } : {}),
    ...(a.width !== undefined ? { width: a.width, height: a.height } : {}),
    ...(ephemeral ? { ephemeral: true } : {}),
  };
}

export function channelPayload(state: EmulatorState, c: StoredChannel): Json {
  const base: Json = {
    id: c.id,
    type: c.type,
    guild_id: state.guildId,
    name: c.name,
    parent_id: c.parentId ?? null,
    last_message_id: c.lastMessageId ?? null,
    flags: 0,
    rate_limit_per_user: 0,
  };
  if (!c.thread) {
    return { ...base, position: c.position, topic: c.topic ?? null, nsfw: false, permission_overwrites: [] };
  }
  const t = c.thread;
  return {
    ...base,
    owner_id: t.ownerId,
    message_count: t.messageCount,
    member_count: Math.min(50, t.members.size),
    total_message_sent: t.totalMessageSent,
    thread_metadata: {
      archived: t.archived,
      auto_archive_duration: t.autoArchiveDuration,
      archive_timestamp: new Date(t.archiveTimestamp).toISOString(),
      locked: t.locked,
      create_timestamp: new Date(t.createTimestamp).toISOString(),
      ...(c.type === 12 ? { invitable: t.invitable } : {}),
    },
  };
}

/** Discord fills `mentions`/`mention_roles` from <@id> and <@&id> in the content. */
function mentionsIn(state: EmulatorState, content: string): { mentions: Json[]; mention_roles: string[] } {
  const users = new Set([...content.matchAll(/<@!?(\d{17,20})>/g)].map((x) => x[1]!));
  const roles = new Set([...content.matchAll(/<@&(\d{17,20})>/g)].map((x) => x[1]!));
  return {
    mentions: [...users].flatMap((id) => {
      const member = state.member(id);
      return member ? [{ ...userPayload(member.user), member: memberPayloadFor(state, member) }] : [];
    }),
    mention_roles: [...roles].filter((id) => state.roles.some((r) => r.id === id)),
  };
}

export function messagePayload(state: EmulatorState, m: StoredMessage): Json {
  const author = state.member(m.authorId)?.user ?? { id: m.authorId, username: 'unknown' };
  const ephemeral = m.visibleTo !== null;
  const channel = state.channel(m.channelId);
  const payload: Json = {
    id: m.id,
    type: m.type,
    channel_id: m.channelId,
    author: userPayload(author),
    content: m.content,
    timestamp: new Date(m.timestamp).toISOString(),
    edited_timestamp: m.editedTimestamp === null ? null : new Date(m.editedTimestamp).toISOString(),
    tts: false,
    mention_everyone: /@(everyone|here)\b/.test(m.content),
    ...mentionsIn(state, m.content),
    attachments: m.attachments.map((a) => attachmentPayload(state, m.channelId, a, ephemeral)),
    embeds: m.embeds,
    components: m.components,
    pinned: false,
    flags: m.flags,
  };
  if (m.webhookId) {
    payload.webhook_id = m.webhookId;
    payload.application_id = m.webhookId;
  }
  if (m.interaction) {
    const i = m.interaction;
    const user = userPayload(state.member(i.userId)?.user ?? { id: i.userId, username: 'unknown' });
    payload.interaction_metadata = {
      id: i.id,
      type: i.type,
      user,
      authorizing_integration_owners: { '0': state.guildId },
      ...(i.originalResponseMessageId ? { original_response_message_id: i.originalResponseMessageId } : {}),
      ...(i.interactedMessageId ? { interacted_message_id: i.interactedMessageId } : {}),
      ...(i.name ? { name: i.name } : {}),
    };
    if (i.name) payload.interaction = { id: i.id, type: i.type, name: i.name, user };
  }
  if (m.messageReference) payload.message_reference = m.messageReference;
  if (m.threadId) {
    const t = state.channel(m.threadId);
    if (t) payload.thread = channelPayload(state, t);
  }
  if (channel?.thread) payload.position = (state.channelMessages.get(channel.id) ?? []).indexOf(m.id);
  return payload;
}

export function guildPayload(state: EmulatorState): Json {
  return {
    id: state.guildId,
    name: state.guildName,
    icon: null,
    splash: null,
    discovery_splash: null,
    owner_id: state.ownerId,
    afk_channel_id: null,
    afk_timeout: 300,
    verification_level: 0,
    default_message_notifications: 1,
    explicit_content_filter: 0,
    roles: state.roles.map((r, i) => rolePayload(state.guildId, r, i)),
    emojis: [],
    stickers: [],
    features: [],
    mfa_level: 0,
    system_channel_id: null,
    system_channel_flags: 0,
    rules_channel_id: null,
    public_updates_channel_id: null,
    safety_alerts_channel_id: null,
    vanity_url_code: null,
    description: null,
    banner: null,
    premium_tier: 0,
    premium_subscription_count: 0,
    premium_progress_bar_enabled: false,
    preferred_locale: state.preferredLocale,
    nsfw_level: 0,
    max_members: 500000,
    max_video_channel_users: 25,
  };
}

/** A member as it appears in `resolved.members`: without `user`, with permissions. */
export function memberPayloadFor(state: EmulatorState, m: Member): Json {
  const { user: _user, ...rest } = memberPayload(m, memberPermissions(state.guildId, state.ownerId, state.roles, m));
  return rest;
}
