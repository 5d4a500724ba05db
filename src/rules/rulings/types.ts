/**
 * Community rulings: judges (a per-server role) add, edit and retire them; everyone reads and searches them.
 * Every change is kept as a revision. The Redis and in-memory stores implement the same interface and pass
 * the same tests.
 */

export interface RulingFields {
  question: string;
  answer: string;
  /** Rule entry ids (606.5.29, sd:trap.2…) the ruling rests on. */
  sections: string[];
  /** Card names or ids, free text. */
  cards: string[];
}

export interface Ruling extends RulingFields {
  guildId: string;
  /** Per-server sequence number, shown as #12. */
  id: number;
  status: 'active' | 'retired';
  authorId: string;
  createdAt: number;
  updatedAt: number;
  /** Bumped on every change; an edit must name the version it started from. */
  version: number;
  retiredReason?: string;
}

export interface RulingRevision {
  version: number;
  action: 'add' | 'edit' | 'retire';
  by: string;
  at: number;
  /** The ruling's fields after this change. */
  fields: RulingFields;
  status: Ruling['status'];
  reason?: string;
}

export type StoreResult =
  | { ok: true; ruling: Ruling }
  | { ok: false; reason: 'not-found' | 'conflict' | 'retired' };

export interface GuildRulingSettings {
  judgeRoleId: string | null;
}

export interface RulingsStore {
  add(guildId: string, fields: RulingFields, by: string, now: number): Promise<Ruling>;
  /** Refused with `conflict` when the ruling changed since `expectedVersion`. */
  edit(guildId: string, id: number, fields: RulingFields, by: string, now: number, expectedVersion: number): Promise<StoreResult>;
  retire(guildId: string, id: number, by: string, now: number, reason?: string): Promise<StoreResult>;
  get(guildId: string, id: number): Promise<Ruling | null>;
  history(guildId: string, id: number): Promise<RulingRevision[]>;
  /** Every ruling of the server, oldest first; retired ones only when asked. */
  list(guildId: string, opts?: { includeRetired?: boolean }): Promise<Ruling[]>;
  /** Active rulings that name a section. */
  bySection(guildId: string, sectionId: string): Promise<Ruling[]>;
  getSettings(guildId: string): Promise<GuildRulingSettings>;
  setJudgeRole(guildId: string, roleId: string | null): Promise<void>;
}
