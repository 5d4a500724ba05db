/** TEST-ONLY stand-in for the store helper's memory store until src/store/index.ts is on main (then deleted). */
import type { CommitResult, Deadline, LogEntry, MatchSnapshot, MatchStore } from '../../../src/store/types.js';

export function standInStore(): MatchStore & { failNext?: boolean } {
  const snaps = new Map<string, MatchSnapshot>();
  const logs = new Map<string, LogEntry[]>();
  const seen = new Map<string, Set<string>>();
  const parts = new Map<string, string[]>();
  let deadlines: Deadline[] = [];
  return {
    kind: 'memory',
    async create(i) {
      if (snaps.has(i.matchId)) return { ok: false, reason: 'conflict', version: snaps.get(i.matchId)!.version };
      snaps.set(i.matchId, { matchId: i.matchId, version: 0, state: i.state, status: 'active', meta: i.meta, updatedAt: i.now });
      logs.set(i.matchId, []); seen.set(i.matchId, new Set([i.interactionId])); parts.set(i.matchId, i.participants);
      return { ok: true, version: 0 };
    },
    async load(id) { const s = snaps.get(id); return s ? structuredClone(s) : null; },
    async commit(i): Promise<CommitResult> {
      const s = snaps.get(i.matchId);
      if (!s) return { ok: false, reason: 'not-found', version: 0 };
      if (seen.get(i.matchId)!.has(i.interactionId)) return { ok: false, reason: 'duplicate', version: s.version };
      if (s.version !== i.expectedVersion) return { ok: false, reason: 'conflict', version: s.version };
      seen.get(i.matchId)!.add(i.interactionId);
      const version = s.version + 1;
      logs.get(i.matchId)!.push({ version, interactionId: i.interactionId, entry: i.entry, at: i.now });
      snaps.set(i.matchId, { ...s, version, state: i.state, status: i.finished ? 'finished' : 'active', meta: { ...s.meta, ...(i.meta ?? {}) }, updatedAt: i.now });
      return { ok: true, version };
    },
    async readLog(id, after = 0) { return (logs.get(id) ?? []).filter((e) => e.version > after); },
    async listActive(userId) {
      return [...snaps.values()].filter((s) => s.status === 'active' && (!userId || parts.get(s.matchId)!.includes(userId))).map((s) => s.matchId);
    },
    async scheduleDeadline(d) { deadlines = deadlines.filter((x) => !(x.matchId === d.matchId && x.key === d.key)); deadlines.push(d); },
    async cancelDeadline(m, k) { deadlines = deadlines.filter((x) => !(x.matchId === m && x.key === k)); },
    async claimDue(now, limit = 100) {
      const due = deadlines.filter((d) => d.dueAt <= now).sort((a, b) => a.dueAt - b.dueAt).slice(0, limit);
      deadlines = deadlines.filter((d) => !due.includes(d));
      return due;
    },
    async ping() { return true; },
    async close() {},
  };
}
