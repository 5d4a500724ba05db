/**
 * Leagues in the bot's key-value repository (Redis or the embedded store), with compare-and-set by
 * revision: revision N+1 of a league is written with setIfAbsent, so when two players report at the same
 * moment exactly one write wins and the other re-reads and re-applies its change. The revision record
 * itself is the claim, so a process dying mid-write never leaves a league locked; the head key is only a
 * hint that readers walk forward from.
 */
import type { KeyValueRepo } from '../store/kv.js';
import { leagueSchema, type League } from './model.js';
import type { OpResult, RefusalCode } from './ops.js';

const OLD_REVISION_TTL_MS = 24 * 3600_000;
const MAX_ATTEMPTS = 12;

const head = (id: string) => `league:${id}:head`;
const rev = (id: string, n: number) => `league:${id}:r:${n}`;
const guildIndex = (guild: string) => `leagues:${guild}`;
const ACTIVE = 'leagues:active';
const matchLink = (matchId: string) => `league:match:${matchId}`;
const settingsKey = (guild: string) => `league:settings:${guild}`;

export interface Loaded { league: League; rev: number }
export interface MatchLink { league: string; round: number; table: number; a: string; b: string }
export interface GuildSettings { organiserRole: string | null }

export class LeagueRepo {
  constructor(private readonly kv: KeyValueRepo) {}

  async load(id: string): Promise<Loaded | null> {
    if (!/^[a-z0-9]{4,16}$/.test(id)) return null;
    let n = Number(await this.kv.get(head(id))) || 1;
    let raw = await this.kv.get(rev(id, n));
    if (raw === null) return null;
    for (;;) {
      const next = await this.kv.get(rev(id, n + 1));
      if (next === null) break;
      raw = next; n++;
    }
    return { league: leagueSchema.parse(JSON.parse(raw)), rev: n };
  }

  async create(l: League): Promise<boolean> {
    if (!(await this.kv.setIfAbsent(rev(l.id, 1), JSON.stringify(l)))) return false;
    await this.kv.set(head(l.id), '1');
    await this.kv.hset(guildIndex(l.guild), l.id, l.name);
    await this.kv.hset(ACTIVE, l.id, l.guild);
    return true;
  }

  /**
   * Applies `change` to the latest revision and stores the result as the next one; on a lost race it
   * starts again from the new latest. A refusal is returned as is and stores nothing.
   */
  async update<T>(id: string, change: (l: League) => OpResult<T>): Promise<OpResult<T> | { ok: false; code: 'no-league' }> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const cur = await this.load(id);
      if (!cur) return { ok: false, code: 'no-league' };
      const res = change(cur.league);
      if (!res.ok) return res;
      if (res.league === cur.league) return res;
      const next = cur.rev + 1;
      if (await this.kv.setIfAbsent(rev(id, next), JSON.stringify(leagueSchema.parse(res.league)))) {
        await this.kv.set(head(id), String(next));
        await this.kv.set(rev(id, cur.rev), JSON.stringify(cur.league), OLD_REVISION_TTL_MS);
        if (res.league.status === 'finished') await this.kv.hdel(ACTIVE, id);
        return res;
      }
      await new Promise((r) => setTimeout(r, 2 + Math.floor(Math.random() * 8 * (attempt + 1))));
    }
    throw new Error(`league ${id}: too many concurrent updates`);
  }

  async list(guild: string): Promise<Array<{ id: string; name: string }>> {
    const all = await this.kv.hgetall(guildIndex(guild));
    return Object.entries(all).map(([id, name]) => ({ id, name }));
  }

  async active(): Promise<string[]> {
    return Object.keys(await this.kv.hgetall(ACTIVE));
  }

  async link(matchId: string, l: MatchLink): Promise<void> {
    await this.kv.set(matchLink(matchId), JSON.stringify(l), 90 * 24 * 3600_000);
  }

  async linkOf(matchId: string): Promise<MatchLink | null> {
    const raw = await this.kv.get(matchLink(matchId));
    return raw ? (JSON.parse(raw) as MatchLink) : null;
  }

  /** A once-only claim (e.g. "round 2's games were started"), so two processes never do it twice. */
  claim(key: string): Promise<boolean> {
    return this.kv.setIfAbsent(`league:claim:${key}`, '1', 90 * 24 * 3600_000);
  }

  async settings(guild: string): Promise<GuildSettings> {
    const raw = await this.kv.get(settingsKey(guild));
    return raw ? (JSON.parse(raw) as GuildSettings) : { organiserRole: null };
  }

  async setSettings(guild: string, s: GuildSettings): Promise<void> {
    await this.kv.set(settingsKey(guild), JSON.stringify(s));
  }
}

export type { RefusalCode };
