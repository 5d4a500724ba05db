/**
 * Community rulings in the embedded database (no REDIS_URL), with the behaviour of the Redis and in-process
 * rulings stores. One record per server, read and rewritten in one transaction per change: a server's
 * rulings are few, and one record makes the sequence number, the ruling and its history change together.
 */
import type { GuildRulingSettings, Ruling, RulingFields, RulingRevision, RulingsStore, StoreResult } from '../../rules/rulings/types.js';
import { openEmbeddedDb, type EmbeddedDb } from './db.js';

interface Guild {
  seq: number;
  rulings: Record<string, Ruling>;
  history: Record<string, RulingRevision[]>;
  settings: GuildRulingSettings;
}

const copy = <T>(v: T): T => structuredClone(v);
const fieldsOf = (r: RulingFields): RulingFields => copy({ question: r.question, answer: r.answer, sections: r.sections, cards: r.cards });

export class EmbeddedRulingsStore implements RulingsStore {
  private readonly db: EmbeddedDb;

  constructor(dir: string) {
    this.db = openEmbeddedDb(dir);
  }

  close(): Promise<void> {
    return this.db.release();
  }

  private read(guildId: string): Guild {
    return (this.db.rulings.get(['g', guildId]) as Guild | undefined) ?? { seq: 0, rulings: {}, history: {}, settings: { judgeRoleId: null } };
  }

  /** Reads the server's record, lets `f` change it, and writes it back in the same transaction. */
  private change<T>(guildId: string, f: (g: Guild) => T): Promise<T> {
    return Promise.resolve(this.db.tx(() => {
      const g = this.read(guildId);
      const out = f(g);
      this.db.rulings.putSync(['g', guildId], g);
      return out;
    }));
  }

  add(guildId: string, fields: RulingFields, by: string, now: number): Promise<Ruling> {
    return this.change(guildId, (g) => {
      const ruling: Ruling = { ...fieldsOf(fields), guildId, id: ++g.seq, status: 'active', authorId: by, createdAt: now, updatedAt: now, version: 1 };
      g.rulings[ruling.id] = ruling;
      g.history[ruling.id] = [{ version: 1, action: 'add', by, at: now, fields: fieldsOf(fields), status: 'active' }];
      return copy(ruling);
    });
  }

  edit(guildId: string, id: number, fields: RulingFields, by: string, now: number, expectedVersion: number): Promise<StoreResult> {
    return this.change(guildId, (g): StoreResult => {
      const cur = g.rulings[id];
      if (!cur) return { ok: false, reason: 'not-found' };
      if (cur.status === 'retired') return { ok: false, reason: 'retired' };
      if (cur.version !== expectedVersion) return { ok: false, reason: 'conflict' };
      const next: Ruling = { ...cur, ...fieldsOf(fields), updatedAt: now, version: cur.version + 1 };
      g.rulings[id] = next;
      g.history[id]!.push({ version: next.version, action: 'edit', by, at: now, fields: fieldsOf(fields), status: 'active' });
      return { ok: true, ruling: copy(next) };
    });
  }

  retire(guildId: string, id: number, by: string, now: number, reason?: string): Promise<StoreResult> {
    return this.change(guildId, (g): StoreResult => {
      const cur = g.rulings[id];
      if (!cur) return { ok: false, reason: 'not-found' };
      if (cur.status === 'retired') return { ok: false, reason: 'retired' };
      const next: Ruling = { ...cur, status: 'retired', updatedAt: now, version: cur.version + 1, ...(reason ? { retiredReason: reason } : {}) };
      g.rulings[id] = next;
      g.history[id]!.push({ version: next.version, action: 'retire', by, at: now, fields: fieldsOf(next), status: 'retired', ...(reason ? { reason } : {}) });
      return { ok: true, ruling: copy(next) };
    });
  }

  async get(guildId: string, id: number): Promise<Ruling | null> {
    return this.read(guildId).rulings[id] ?? null;
  }

  async history(guildId: string, id: number): Promise<RulingRevision[]> {
    return this.read(guildId).history[id] ?? [];
  }

  async list(guildId: string, opts: { includeRetired?: boolean } = {}): Promise<Ruling[]> {
    const all = Object.values(this.read(guildId).rulings).sort((a, b) => a.id - b.id);
    return opts.includeRetired ? all : all.filter((r) => r.status === 'active');
  }

  async bySection(guildId: string, sectionId: string): Promise<Ruling[]> {
    return (await this.list(guildId)).filter((r) => r.sections.includes(sectionId));
  }

  async getSettings(guildId: string): Promise<GuildRulingSettings> {
    return this.read(guildId).settings;
  }

  async setJudgeRole(guildId: string, roleId: string | null): Promise<void> {
    await this.change(guildId, (g) => { g.settings = { judgeRoleId: roleId }; });
  }
}
