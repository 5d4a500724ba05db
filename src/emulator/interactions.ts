/**
 * Interaction lifecycle: created at dispatch, one acknowledgement within 3 s (clock time),
 * token usable for 15 minutes, @original and follow-ups tracked per interaction.
 */
import { randomBytes } from 'node:crypto';
import type { EmulatorState } from './state.js';
import type { Json } from './types.js';

export const FIRST_RESPONSE_MS = 3_000;
export const TOKEN_LIFETIME_MS = 15 * 60_000;

export type InteractionKind = 'slash' | 'autocomplete' | 'button' | 'select' | 'modal';

export interface InteractionRecord {
  id: string;
  token: string;
  /** Discord interaction type: 2 command, 3 component, 4 autocomplete, 5 modal submit. */
  type: 2 | 3 | 4 | 5;
  kind: InteractionKind;
  userId: string;
  channelId: string;
  createdAt: number;
  commandName?: string;
  /** The message a component sat on (or a modal was opened from). */
  sourceMessageId?: string;
  attachmentSizeLimit: number;
  ack?: { type: number; data?: Json; at: number };
  originalMessageId?: string;
  followUpIds: string[];
  /** The first follow-up after a type-5 defer edits the loading message instead (Discord compat). */
  deferredFollowUpUsed: boolean;
  /** Webhook calls (edits, follow-ups, deletes) made with this token after the acknowledgement. */
  activity: number;
  failed?: 'timeout' | 'late';
}

export class InteractionRegistry {
  private readonly byId = new Map<string, InteractionRecord>();
  private readonly byToken = new Map<string, InteractionRecord>();
  private readonly timers = new Set<NodeJS.Timeout>();
  /** One open modal per user, as in the Discord client. */
  readonly modals = new Map<string, OpenModal>();

  constructor(private readonly state: EmulatorState) {}

  create(init: Omit<InteractionRecord, 'id' | 'token' | 'createdAt' | 'followUpIds' | 'deferredFollowUpUsed' | 'activity'>): InteractionRecord {
    const id = this.state.ids.next();
    const token = `aW50ZXJhY3Rpb246${id}:${randomBytes(48).toString('base64url')}`;
    const rec: InteractionRecord = { ...init, id, token, createdAt: this.state.clock.now(), followUpIds: [], deferredFollowUpUsed: false, activity: 0 };
    if (this.byId.size >= 1000) this.prune();
    this.byId.set(id, rec);
    this.byToken.set(token, rec);
    // A real-time check so a web page learns "this interaction failed" like the Discord client shows.
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!rec.ack && !rec.failed && this.expiredFirstResponse(rec)) this.fail(rec, 'timeout');
    }, FIRST_RESPONSE_MS + 50);
    timer.unref();
    this.timers.add(timer);
    return rec;
  }

  /** Forgets interactions whose token has expired, so a long local session does not grow without bound. */
  private prune(): void {
    for (const rec of this.byId.values()) {
      if (!this.tokenExpired(rec)) continue;
      this.byId.delete(rec.id);
      this.byToken.delete(rec.token);
    }
  }

  get(id: string): InteractionRecord | undefined {
    return this.byId.get(id);
  }

  byWebhookToken(token: string): InteractionRecord | undefined {
    return this.byToken.get(token);
  }

  all(): InteractionRecord[] {
    return [...this.byId.values()];
  }

  expiredFirstResponse(rec: InteractionRecord): boolean {
    return this.state.clock.now() - rec.createdAt > FIRST_RESPONSE_MS;
  }

  tokenExpired(rec: InteractionRecord): boolean {
    return this.state.clock.now() - rec.createdAt > TOKEN_LIFETIME_MS;
  }

  acknowledge(rec: InteractionRecord, type: number, data?: Json): void {
    rec.ack = { type, ...(data ? { data } : {}), at: this.state.clock.now() };
    this.state.emit({ type: 'interaction.ack', userId: rec.userId, interactionId: rec.id, callbackType: type, ...(data ? { data } : {}) });
  }

  fail(rec: InteractionRecord, reason: 'timeout' | 'late'): void {
    if (rec.failed) return;
    rec.failed = reason;
    this.state.emit({ type: 'interaction.failed', userId: rec.userId, interactionId: rec.id, reason });
  }

  close(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }
}

/** A modal shown to a user (callback type 9) until submitted or replaced. */
export interface OpenModal {
  userId: string;
  interactionId: string;
  channelId: string;
  sourceMessageId?: string;
  data: Json;
}
