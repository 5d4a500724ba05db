/**
 * Rulings in Redis. One key space per server under the hash tag {guildId} (Cluster-ready):
 *   seq (INCR), r:<id> (ruling JSON), h:<id> (revision list), ids (sorted set), sec:<section> (active ids), settings (hash).
 * Edits and retirements are one Lua compare-and-set on the ruling's version, so two judges editing at once
 * never overwrite each other silently; the section index moves in the same atomic step.
 */
import type { Cluster, Redis } from 'ioredis';
import type { GuildRulingSettings, Ruling, RulingFields, RulingRevision, RulingsStore, StoreResult } from './types.js';

// KEYS: r:<id>, h:<id>, then the old section keys, then the new ones. ARGV: expected version, ruling JSON,
// revision JSON, id, number of old section keys.
const CAS_SCRIPT = `
local cur = redis.call('GET', KEYS[1])
if not cur then return 'not-found' end
local doc = cjson.decode(cur)
if doc.status == 'retired' then return 'retired' end
if tonumber(doc.version) ~= tonumber(ARGV[1]) then return 'conflict' end
local next = cjson.decode(ARGV[2])
redis.call('SET', KEYS[1], ARGV[2])
redis.call('RPUSH', KEYS[2], ARGV[3])
local nold = tonumber(ARGV[5])
for i = 3, 2 + nold do redis.call('SREM', KEYS[i], ARGV[4]) end
if next.status == 'active' then
  for i = 3 + nold, #KEYS do redis.call('SADD', KEYS[i], ARGV[4]) end
end
return 'ok'
`;

export class RedisRulingsStore implements RulingsStore {
  constructor(private readonly redis: Redis | Cluster, private readonly prefix = 'sanam:') {}

  private key(guildId: string, rest: string): string {
    return `${this.prefix}rulings:{${guildId}}:${rest}`;
  }

  async add(guildId: string, fields: RulingFields, by: string, now: number): Promise<Ruling> {
    const id = await this.redis.incr(this.key(guildId, 'seq'));
    const ruling: Ruling = { ...fields, guildId, id, status: 'active', authorId: by, createdAt: now, updatedAt: now, version: 1 };
    const rev: RulingRevision = { version: 1, action: 'add', by, at: now, fields, status: 'active' };
    const m = this.redis.multi()
      .set(this.key(guildId, `r:${id}`), JSON.stringify(ruling))
      .rpush(this.key(guildId, `h:${id}`), JSON.stringify(rev))
      .zadd(this.key(guildId, 'ids'), id, String(id));
    for (const s of new Set(fields.sections)) m.sadd(this.key(guildId, `sec:${s}`), String(id));
    await m.exec();
    return ruling;
  }

  async edit(guildId: string, id: number, fields: RulingFields, by: string, now: number, expectedVersion: number): Promise<StoreResult> {
    const cur = await this.get(guildId, id);
    if (!cur) return { ok: false, reason: 'not-found' };
    const next: Ruling = { ...cur, ...fields, updatedAt: now, version: expectedVersion + 1 };
    const rev: RulingRevision = { version: next.version, action: 'edit', by, at: now, fields, status: 'active' };
    return this.cas(guildId, cur, next, rev, expectedVersion);
  }

  async retire(guildId: string, id: number, by: string, now: number, reason?: string): Promise<StoreResult> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const cur = await this.get(guildId, id);
      if (!cur) return { ok: false, reason: 'not-found' };
      const next: Ruling = { ...cur, status: 'retired', updatedAt: now, version: cur.version + 1, ...(reason ? { retiredReason: reason } : {}) };
      const { question, answer, sections, cards } = cur;
      const rev: RulingRevision = { version: next.version, action: 'retire', by, at: now, fields: { question, answer, sections, cards }, status: 'retired', ...(reason ? { reason } : {}) };
      const r = await this.cas(guildId, cur, next, rev, cur.version);
      if (r.ok || r.reason !== 'conflict') return r;
    }
    return { ok: false, reason: 'conflict' };
  }

  private async cas(guildId: string, cur: Ruling, next: Ruling, rev: RulingRevision, expected: number): Promise<StoreResult> {
    const oldKeys = [...new Set(cur.sections)].map((s) => this.key(guildId, `sec:${s}`));
    const newKeys = [...new Set(next.sections)].map((s) => this.key(guildId, `sec:${s}`));
    const keys = [this.key(guildId, `r:${cur.id}`), this.key(guildId, `h:${cur.id}`), ...oldKeys, ...newKeys];
    const res = await this.redis.eval(CAS_SCRIPT, keys.length, ...keys,
      String(expected), JSON.stringify(next), JSON.stringify(rev), String(cur.id), String(oldKeys.length)) as string;
    if (res === 'ok') return { ok: true, ruling: next };
    return { ok: false, reason: res as 'not-found' | 'conflict' | 'retired' };
  }

  async get(guildId: string, id: number): Promise<Ruling | null> {
    const raw = await this.redis.get(this.key(guildId, `r:${id}`));
    return raw ? (JSON.parse(raw) as Ruling) : null;
  }

  async history(guildId: string, id: number): Promise<RulingRevision[]> {
    return (await this.redis.lrange(this.key(guildId, `h:${id}`), 0, -1)).map((s) => JSON.parse(s) as RulingRevision);
  }

  private async many(guildId: string, ids: string[]): Promise<Ruling[]> {
    if (ids.length === 0) return [];
    const raws = await this.redis.mget(...ids.map((i) => this.key(guildId, `r:${i}`)));
    return raws.filter((r): r is string => r !== null).map((r) => JSON.parse(r) as Ruling).sort((a, b) => a.id - b.id);
  }

  async list(guildId: string, opts: { includeRetired?: boolean } = {}): Promise<Ruling[]> {
    const all = await this.many(guildId, await this.redis.zrange(this.key(guildId, 'ids'), 0, -1));
    return opts.includeRetired ? all : all.filter((r) => r.status === 'active');
  }

  async bySection(guildId: string, sectionId: string): Promise<Ruling[]> {
    const ids = await this.redis.smembers(this.key(guildId, `sec:${sectionId}`));
    return (await this.many(guildId, ids)).filter((r) => r.status === 'active');
  }

  async getSettings(guildId: string): Promise<GuildRulingSettings> {
    return { judgeRoleId: (await this.redis.hget(this.key(guildId, 'settings'), 'judgeRoleId')) ?? null };
  }

  async setJudgeRole(guildId: string, roleId: string | null): Promise<void> {
    if (roleId === null) await this.redis.hdel(this.key(guildId, 'settings'), 'judgeRoleId');
    else await this.redis.hset(this.key(guildId, 'settings'), 'judgeRoleId', roleId);
  }
}
