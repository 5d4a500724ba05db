/** In-process rulings store (no REDIS_URL): same interface and behaviour as the Redis store. */
import type { GuildRulingSettings, Ruling, RulingFields, RulingRevision, RulingsStore, StoreResult } from './types.js';

interface Guild {
  seq: number;
  rulings: Map<number, Ruling>;
  history: Map<number, RulingRevision[]>;
  settings: GuildRulingSettings;
}

const copy = <T>(v: T): T => structuredClone(v);

export class MemoryRulingsStore implements RulingsStore {
  private readonly guilds = new Map<string, Guild>();

  private guild(id: string): Guild {
    let g = this.guilds.get(id);
    if (!g) this.guilds.set(id, (g = { seq: 0, rulings: new Map(), history: new Map(), settings: { judgeRoleId: null } }));
    return g;
  }

  async add(guildId: string, fields: RulingFields, by: string, now: number): Promise<Ruling> {
    const g = this.guild(guildId);
    const ruling: Ruling = { ...copy(fields), guildId, id: ++g.seq, status: 'active', authorId: by, createdAt: now, updatedAt: now, version: 1 };
    g.rulings.set(ruling.id, ruling);
    g.history.set(ruling.id, [{ version: 1, action: 'add', by, at: now, fields: copy(fields), status: 'active' }]);
    return copy(ruling);
  }

  async edit(guildId: string, id: number, fields: RulingFields, by: string, now: number, expectedVersion: number): Promise<StoreResult> {
    const g = this.guild(guildId);
    const cur = g.rulings.get(id);
    if (!cur) return { ok: false, reason: 'not-found' };
    if (cur.status === 'retired') return { ok: false, reason: 'retired' };
    if (cur.version !== expectedVersion) return { ok: false, reason: 'conflict' };
    const next: Ruling = { ...cur, ...copy(fields), updatedAt: now, version: cur.version + 1 };
    g.rulings.set(id, next);
    g.history.get(id)!.push({ version: next.version, action: 'edit', by, at: now, fields: copy(fields), status: 'active' });
    return { ok: true, ruling: copy(next) };
  }

  async retire(guildId: string, id: number, by: string, now: number, reason?: string): Promise<StoreResult> {
    const g = this.guild(guildId);
    const cur = g.rulings.get(id);
    if (!cur) return { ok: false, reason: 'not-found' };
    if (cur.status === 'retired') return { ok: false, reason: 'retired' };
    const next: Ruling = { ...cur, status: 'retired', updatedAt: now, version: cur.version + 1, ...(reason ? { retiredReason: reason } : {}) };
    g.rulings.set(id, next);
    const { question, answer, sections, cards } = next;
    g.history.get(id)!.push({ version: next.version, action: 'retire', by, at: now, fields: copy({ question, answer, sections, cards }), status: 'retired', ...(reason ? { reason } : {}) });
    return { ok: true, ruling: copy(next) };
  }

  async get(guildId: string, id: number): Promise<Ruling | null> {
    const r = this.guilds.get(guildId)?.rulings.get(id);
    return r ? copy(r) : null;
  }

  async history(guildId: string, id: number): Promise<RulingRevision[]> {
    return copy(this.guilds.get(guildId)?.history.get(id) ?? []);
  }

  async list(guildId: string, opts: { includeRetired?: boolean } = {}): Promise<Ruling[]> {
    const all = [...(this.guilds.get(guildId)?.rulings.values() ?? [])].sort((a, b) => a.id - b.id);
    return copy(opts.includeRetired ? all : all.filter((r) => r.status === 'active'));
  }

  async bySection(guildId: string, sectionId: string): Promise<Ruling[]> {
    return (await this.list(guildId)).filter((r) => r.sections.includes(sectionId));
  }

  async getSettings(guildId: string): Promise<GuildRulingSettings> {
    return copy(this.guilds.get(guildId)?.settings ?? { judgeRoleId: null });
  }

  async setJudgeRole(guildId: string, roleId: string | null): Promise<void> {
    this.guild(guildId).settings = { judgeRoleId: roleId };
  }
}
