/**
 * Community card sets per server, in the key-value repository (Redis or the embedded store):
 *   cardsets:<guild>              hash  <game>:<code> → the set's record (name, version note, hash, card count…)
 *   cardset:<guild>:<hash>        the set's content by hash: header, cards as written, validated definitions
 *   cardnames:<guild>:<game>      hash  <code> → [[id, th, en], …] for autocomplete and name lookups; a token's
 *                                 entry is [id, th, en, "token"] (tokens are never in a deck list, so their names are
 *                                 nobody's: validate.ts)
 * A set is written content first, index second, record last: the record is what makes a version current, so a
 * crash half-way leaves the previous version in force. Matches keep the definitions they use in their own
 * state, so a replaced version's content is deleted at once.
 */
import { z } from 'zod';
import type { Text } from '../engine/core/view-types.js';
import type { KeyValueRepo } from './kv.js';
import { SET_LIMITS } from './limits.js';
import type { SetFormat, SetHeader } from './set-file.js';
import { idOf, isToken, summaryOf, type ValidSet } from './validate.js';

export interface SetRecord {
  game: string;
  code: string;
  name: Text;
  version?: string;
  hash: string;
  count: number;
  format: SetFormat;
  importedAt: number;
  importedBy: string;
}

export interface StoredSet {
  header: SetHeader;
  cards: unknown[];
  defs: unknown[];
}

export interface CardName {
  id: string;
  code: string;
  name: Text;
  /** A token (summoned by id, never in a deck): its name reserves nothing. */
  token: boolean;
}

const recordSchema = z.object({
  game: z.string(), code: z.string(), name: z.object({ th: z.string(), en: z.string() }), version: z.string().optional(), hash: z.string(),
  count: z.number().int(), format: z.enum(['yaml', 'json', 'csv']), importedAt: z.number(), importedBy: z.string(),
});
const namesSchema = z.array(z.union([z.tuple([z.string(), z.string(), z.string()]), z.tuple([z.string(), z.string(), z.string(), z.literal('token')])]));

const setsKey = (guild: string) => `cardsets:${guild}`;
const blobKey = (guild: string, hash: string) => `cardset:${guild}:${hash}`;
const namesKey = (guild: string, game: string) => `cardnames:${guild}:${game}`;

export type SaveOutcome = { saved: true; previous: SetRecord | null; unchanged: boolean } | { saved: false; reason: 'sets' | 'cards' };

/** Content by hash never changes: a process keeps the few it read last. */
const CACHE = 64;

export class CardSetRepository {
  private readonly cache = new Map<string, StoredSet>();

  constructor(private readonly kv: KeyValueRepo) {}

  async list(guild: string, game?: string): Promise<SetRecord[]> {
    const all = await this.kv.hgetall(setsKey(guild));
    const out: SetRecord[] = [];
    for (const raw of Object.values(all)) {
      const r = recordSchema.safeParse(safeJson(raw));
      if (r.success && (!game || r.data.game === game)) out.push(r.data);
    }
    return out.sort((a, b) => (a.game + a.code).localeCompare(b.game + b.code));
  }

  async record(guild: string, game: string, code: string): Promise<SetRecord | null> {
    const r = recordSchema.safeParse(safeJson(await this.kv.hget(setsKey(guild), `${game}:${code}`)));
    return r.success ? r.data : null;
  }

  /** The set's content (current version), or null. */
  async get(guild: string, game: string, code: string): Promise<{ record: SetRecord; set: StoredSet } | null> {
    const record = await this.record(guild, game, code);
    if (!record) return null;
    const set = await this.content(guild, record.hash);
    return set ? { record, set } : null;
  }

  private async content(guild: string, hash: string): Promise<StoredSet | null> {
    const key = blobKey(guild, hash);
    const hit = this.cache.get(key);
    if (hit) return hit;
    const raw = await this.kv.get(key);
    const set = raw ? (safeJson(raw) as StoredSet | null) : null;
    if (!set || !Array.isArray(set.defs) || !Array.isArray(set.cards)) return null;
    if (this.cache.size >= CACHE) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, set);
    return set;
  }

  /** The ids of the server's sets of `game`, except set `exceptCode` (which an import is about to replace). */
  async ids(guild: string, game: string, exceptCode?: string): Promise<Set<string>> {
    const all = await this.kv.hgetall(namesKey(guild, game));
    const out = new Set<string>();
    for (const [code, raw] of Object.entries(all)) {
      if (code === exceptCode) continue;
      for (const [id] of namesSchema.safeParse(safeJson(raw)).data ?? []) out.add(id);
    }
    return out;
  }

  /** Every card name of the server's sets of `game` (both languages), for autocomplete and deck lists. */
  async names(guild: string, game: string): Promise<CardName[]> {
    const all = await this.kv.hgetall(namesKey(guild, game));
    return Object.entries(all).flatMap(([code, raw]) => (namesSchema.safeParse(safeJson(raw)).data ?? []).map(([id, th, en, token]) => ({ id, code, name: { th, en }, token: token === 'token' })));
  }

  /** The validated definitions of every set of `game` on the server (what deck lists and matches resolve). */
  async definitions(guild: string, game: string): Promise<unknown[]> {
    const records = await this.list(guild, game);
    const sets = await Promise.all(records.map((r) => this.content(guild, r.hash)));
    return sets.flatMap((s) => s?.defs ?? []);
  }

  /** Saves a validated set, replacing the set of the same game and code. */
  async save(guild: string, set: ValidSet, format: SetFormat, by: string, now: number): Promise<SaveOutcome> {
    const { game, set: code } = set.header;
    const records = await this.list(guild);
    const previous = records.find((r) => r.game === game && r.code === code) ?? null;
    const others = records.filter((r) => r !== previous);
    if (others.length >= SET_LIMITS.setsPerServer) return { saved: false, reason: 'sets' };
    if (others.reduce((n, r) => n + r.count, 0) + set.cards.length > SET_LIMITS.cardsPerServer) return { saved: false, reason: 'cards' };
    if (previous?.hash === set.hash) return { saved: true, previous, unchanged: true };
    await this.kv.set(blobKey(guild, set.hash), JSON.stringify({ header: set.header, cards: set.cards, defs: set.defs } satisfies StoredSet));
    const names = set.defs.map((d) => {
      const s = summaryOf(game, d);
      const entry = [idOf(d), s?.name.th ?? idOf(d), s?.name.en ?? idOf(d)];
      return isToken(d) ? [...entry, 'token'] : entry;
    });
    await this.kv.hset(namesKey(guild, game), code, JSON.stringify(names));
    const record: SetRecord = { game, code, name: set.header.name, ...(set.header.version ? { version: set.header.version } : {}), hash: set.hash, count: set.cards.length, format, importedAt: now, importedBy: by };
    await this.kv.hset(setsKey(guild), `${game}:${code}`, JSON.stringify(record));
    if (previous) await this.kv.del(blobKey(guild, previous.hash));
    return { saved: true, previous, unchanged: false };
  }

  async remove(guild: string, game: string, code: string): Promise<SetRecord | null> {
    const record = await this.record(guild, game, code);
    if (!record) return null;
    await this.kv.hdel(setsKey(guild), `${game}:${code}`);
    await this.kv.hdel(namesKey(guild, game), code);
    await this.kv.del(blobKey(guild, record.hash));
    return record;
  }
}

function safeJson(raw: string | null): unknown {
  if (raw === null) return null;
  try { return JSON.parse(raw); } catch { return null; }
}
