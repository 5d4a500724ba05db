/**
 * The archived form of a finished match: its final state, setup and whole log in one gzip-compressed value
 * (node:zlib), so that a finished match costs one compact record instead of a log of separate entries. The
 * stores keep reading it transparently (load, readLog, readSetup), so a finished match stays replayable.
 */
import { promisify } from 'node:util';
import { gunzipSync, gzip, gzipSync, constants } from 'node:zlib';

const gzipAsync = promisify(gzip);
import type { LogEntry } from './types.js';

export interface Archive {
  state: string;
  setup: string | null;
  log: LogEntry[];
}

/** Log entries as arrays: the field names would otherwise be repeated for every entry. */
type Row = [version: number, interactionId: string, entry: string, at: number];

function archiveJson(a: Archive): string {
  const rows: Row[] = a.log.map((e) => [e.version, e.interactionId, e.entry, e.at]);
  return JSON.stringify({ s: a.state, g: a.setup, l: rows });
}

export function encodeArchive(a: Archive): Buffer {
  return gzipSync(archiveJson(a), { level: constants.Z_BEST_COMPRESSION });
}

/** The same bytes as encodeArchive, compressed on libuv's thread pool: the event loop keeps serving other matches. */
export function encodeArchiveAsync(a: Archive): Promise<Buffer> {
  return gzipAsync(archiveJson(a), { level: constants.Z_BEST_COMPRESSION });
}

export function decodeArchive(blob: Buffer): Archive {
  const o = JSON.parse(gunzipSync(blob).toString('utf8')) as { s: string; g: string | null; l: Row[] };
  return { state: o.s, setup: o.g, log: o.l.map(([version, interactionId, entry, at]) => ({ version, interactionId, entry, at })) };
}

/** The log entries after `after`, at most `max`: the same window readLog gives on a live match. */
export function logWindow(log: LogEntry[], after: number, max: number): LogEntry[] {
  return log.filter((e) => e.version > after).slice(0, max);
}
