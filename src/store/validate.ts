/**
 * Input checks shared by both stores, so that they refuse exactly the same things. Ids become parts of
 * Redis key names: no braces (they would move the Cluster hash tag), no spaces or glob characters.
 */
import { randomUUID } from 'node:crypto';

const ID = /^[A-Za-z0-9_.:-]{1,128}$/;

export class StoreInputError extends RangeError {
  constructor(message: string) {
    super(message);
    this.name = 'StoreInputError';
  }
}

export function checkId(what: string, value: unknown): string {
  if (typeof value !== 'string' || !ID.test(value)) {
    throw new StoreInputError(`${what} must be 1–128 characters of A–Z a–z 0–9 _ . : - (got ${JSON.stringify(value)?.slice(0, 40)})`);
  }
  return value;
}

export function checkVersion(what: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new StoreInputError(`${what} must be a non-negative integer (got ${String(value)})`);
  }
  return value;
}

export function checkTime(what: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new StoreInputError(`${what} must be a finite number of epoch milliseconds (got ${String(value)})`);
  }
  return value;
}

export function checkString(what: string, value: unknown): string {
  if (typeof value !== 'string') throw new StoreInputError(`${what} must be a string`);
  return value;
}

export function checkMeta(value: unknown): Record<string, string> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new StoreInputError('meta must be an object of strings');
  }
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) {
    if (typeof v !== 'string') throw new StoreInputError(`meta.${k} must be a string`);
    out[k] = v;
  }
  return out;
}

export function checkLimit(value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
    throw new StoreInputError(`limit must be a positive integer (got ${String(value)})`);
  }
  return value;
}

export function checkTtl(what: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
    throw new StoreInputError(`${what} must be a positive whole number of milliseconds (got ${String(value)})`);
  }
  return value;
}

export function checkParticipants(value: unknown): string[] {
  if (!Array.isArray(value)) throw new StoreInputError('participants must be an array of user ids');
  return [...new Set(value.map((u) => checkId('participant', u)))];
}

export function checkLinks(value: unknown): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new StoreInputError('links must be an array of names');
  return [...new Set(value.map((l) => checkId('link', l)))];
}

/** A create's input, checked once for every store (Redis, embedded, memory). */
export function checkCreate(input: { matchId: unknown; interactionId: unknown; state: unknown; meta: unknown; now: unknown; participants?: unknown; links?: unknown; setup?: unknown }) {
  return {
    matchId: checkId('matchId', input.matchId),
    interactionId: checkId('interactionId', input.interactionId),
    state: checkString('state', input.state),
    meta: checkMeta(input.meta),
    now: checkTime('now', input.now),
    participants: checkParticipants(input.participants),
    links: checkLinks(input.links),
    setup: input.setup === undefined ? undefined : checkString('setup', input.setup),
  };
}

/** A commit's input, checked once for every store; `patch` is undefined when the commit changes no meta. */
export function checkCommit(input: { matchId: unknown; expectedVersion: unknown; interactionId: unknown; state?: unknown; entry: unknown; now: unknown; meta?: unknown; finished?: unknown }) {
  // The archive of a finished match keeps its final state: the finishing commit cannot leave it to a replay.
  if (input.finished === true && input.state === undefined) throw new StoreInputError('a finishing commit must carry the state');
  return {
    matchId: checkId('matchId', input.matchId),
    expected: checkVersion('expectedVersion', input.expectedVersion),
    interactionId: checkId('interactionId', input.interactionId),
    state: input.state === undefined ? undefined : checkString('state', input.state),
    entry: checkString('entry', input.entry),
    now: checkTime('now', input.now),
    patch: input.meta === undefined ? undefined : checkMeta(input.meta),
  };
}

/** A checkpoint's input, checked once for every store. */
export function checkCheckpoint(input: { matchId: unknown; version: unknown; state: unknown }) {
  return { matchId: checkId('matchId', input.matchId), version: checkVersion('version', input.version), state: checkString('state', input.state) };
}

/** A lease length for claimDue: absent or 0 for a plain claim, else a positive whole number of ms. */
export function checkLease(value: unknown): number {
  if (value === undefined) return 0;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new StoreInputError(`leaseMs must be a whole number of milliseconds, 0 or more (got ${String(value)})`);
  }
  return value;
}

/** A fresh lease token: unique across processes, so a settle can only end its own claim. */
export function leaseToken(): string {
  return randomUUID();
}
