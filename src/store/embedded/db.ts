/**
 * The embedded database behind the default store (no REDIS_URL): one LMDB environment in DATA_DIR, opened
 * once per process and per directory. LMDB (the `lmdb` package) was chosen because it ships its binaries in
 * npm packages (nothing is downloaded or compiled at install time), gives synchronous ACID transactions (a
 * commit is one transaction, the embedded twin of the Redis Lua script), survives a crash or kill -9 without
 * a recovery step, and lets several processes on one machine share the directory.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { open, type Database, type RootDatabase } from 'lmdb';

export type Key = (string | number)[];

export interface EmbeddedDb {
  readonly path: string;
  readonly matches: Database<unknown, Key>;
  readonly kv: Database<unknown, Key>;
  readonly rulings: Database<unknown, Key>;
  /** Runs `f` in one write transaction: every read in it sees the writes before it, all or nothing lands. */
  tx<T>(f: () => T): T;
  /** Closes the environment once every user of this directory in the process has released it. */
  release(): Promise<void>;
}

interface Shared { root: RootDatabase<unknown, Key>; users: number; db: EmbeddedDb }
const opened = new Map<string, Shared>();

/** Opens (or shares the already-open) database in `dir`, creating the directory. */
export function openEmbeddedDb(dir: string): EmbeddedDb {
  const path = resolve(dir);
  const existing = opened.get(path);
  if (existing) {
    existing.users++;
    return existing.db;
  }
  mkdirSync(path, { recursive: true });
  // compression off: states are small JSON strings and reads must stay cheap; msgpack values, array keys.
  const root = open<unknown, Key>({ path, maxDbs: 8, compression: false });
  const shared: Shared = {
    root,
    users: 1,
    db: {
      path,
      matches: root.openDB<unknown, Key>({ name: 'matches' }),
      kv: root.openDB<unknown, Key>({ name: 'kv' }),
      rulings: root.openDB<unknown, Key>({ name: 'rulings' }),
      tx: (f) => root.transactionSync(f),
      async release() {
        if (--shared.users > 0) return;
        opened.delete(path);
        await root.close();
      },
    },
  };
  opened.set(path, shared);
  return shared.db;
}

/** Upper bound for string parts of a range key (ids are ASCII: every real id sorts below it). */
export const HIGH = '\uffff';
