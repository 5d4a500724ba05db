/**
 * Every change to a league, as a pure function of (record, who, when, input) → new record | refusal.
 * Each accepted change appends one audit entry (who, when, what). A refusal changes nothing; its code is
 * what the Discord layer explains to the user.
 */
import { currentRound, isActive, suggestedRounds, type League, type LeagueMatch, type Player, type Round, type Score, type Structure } from './model.js';
import { buildRound, hasElimination, HOUR, mainPhaseRounds, validScore } from './rounds.js';
import { shuffled, seededRng } from './rng.js';
import { roundRobinRounds } from './round-robin.js';

export type RefusalCode =
  | 'not-registration' | 'already-joined' | 'not-joined' | 'too-few-players' | 'not-running' | 'no-match'
  | 'not-in-match' | 'round-closed' | 'result-set' | 'bad-score' | 'dropped' | 'deck-deadline' | 'has-results'
  | 'not-expired' | 'unknown-player' | 'finished';

export type OpResult<T = undefined> = { ok: true; league: League; info: T } | { ok: false; code: RefusalCode };

const refuse = (code: RefusalCode): { ok: false; code: RefusalCode } => ({ ok: false, code });

function audit(l: League, at: number, by: string, action: string, detail: string): void {
  l.audit.push({ at, by, action, detail: detail.slice(0, 500) });
}

export interface CreateInput {
  id: string; guild: string; channel: string; name: string; game: string; format: string; structure: Structure;
  bestOf: 1 | 3; rounds: number; roundHours: number; deckDeadline: number | null; organiser: string; lang: 'th' | 'en'; seed: string; now: number;
}

export function createLeague(i: CreateInput): League {
  const l: League = {
    schema: 1, id: i.id, guild: i.guild, channel: i.channel, name: i.name, game: i.game, format: i.format, structure: i.structure,
    bestOf: i.bestOf, rounds: i.rounds, roundHours: i.roundHours, deckDeadline: i.deckDeadline, organiser: i.organiser, lang: i.lang,
    seed: i.seed, status: 'registration', createdAt: i.now, players: [], seating: [], roundList: [], audit: [],
  };
  audit(l, i.now, i.organiser, 'create', `${i.name} · ${i.structure} · Bo${i.bestOf} · ${i.rounds} rounds · ${i.roundHours} h`);
  return l;
}

export interface JoinInput { id: string; name: string; deckRef: string; deck: unknown }

export function join(l0: League, p: JoinInput, now: number): OpResult {
  if (l0.status !== 'registration') return refuse('not-registration');
  if (l0.deckDeadline !== null && now > l0.deckDeadline) return refuse('deck-deadline');
  if (l0.players.some((x) => x.id === p.id)) return refuse('already-joined');
  const l = clone(l0);
  l.players.push({ id: p.id, name: p.name, deckRef: p.deckRef, deck: p.deck, joinedAt: now, missedRounds: 0 });
  audit(l, now, p.id, 'join', `${p.name} · ${p.deckRef}`);
  return { ok: true, league: l, info: undefined };
}

/** Late entry by the organiser: the rounds already begun count as losses with no opponent. */
export function lateEntry(l0: League, by: string, p: JoinInput, now: number): OpResult {
  if (l0.status === 'finished') return refuse('finished');
  if (l0.players.some((x) => x.id === p.id)) return refuse('already-joined');
  // Elimination and round-robin tables are fixed at the start; only Swiss can take a late entrant.
  if (l0.status === 'running' && !l0.structure.startsWith('swiss')) return refuse('not-registration');
  const l = clone(l0);
  const missed = l.roundList.filter((r) => r.phase !== 'elim').length;
  l.players.push({ id: p.id, name: p.name, deckRef: p.deckRef, deck: p.deck, joinedAt: now, missedRounds: missed });
  audit(l, now, by, 'late-entry', `${p.name} (<@${p.id}>) · ${missed} missed round(s) as losses`);
  return { ok: true, league: l, info: undefined };
}

export function start(l0: League, by: string, now: number): OpResult<Round> {
  if (l0.status !== 'registration') return refuse('not-registration');
  if (l0.players.length < 2) return refuse('too-few-players');
  const l = clone(l0);
  l.status = 'running';
  l.seating = shuffled(l.players.map((p) => p.id), seededRng(l.seed, 'seating'));
  if (l.structure === 'round-robin') l.rounds = roundRobinRounds(l.seating.length);
  else if (l.rounds === 0) l.rounds = suggestedRounds(l.players.length);
  audit(l, now, by, 'start', `${l.players.length} players · seed ${l.seed.slice(0, 12)}…`);
  const r = buildRound(l, 1, now)!;
  l.roundList.push(r);
  audit(l, now, 'sanam', 'pair', pairingText(r));
  return { ok: true, league: l, info: r };
}

export function pairingText(r: Round): string {
  return `round ${r.n}: ` + r.matches.map((m) => (m.b ? `${m.table}. ${m.a}–${m.b}` : `bye ${m.a}`)).join(', ');
}

export interface MatchRef { round: Round; match: LeagueMatch }

export function findMatch(l: League, user: string, roundNo?: number, table?: number): MatchRef | RefusalCode {
  if (l.status === 'registration') return 'not-running';
  const round = roundNo === undefined ? currentRound(l) : l.roundList.find((r) => r.n === roundNo);
  if (!round) return 'no-match';
  if (round.closed || l.status === 'finished') return 'round-closed';
  const match = table === undefined ? round.matches.find((m) => m.a === user || m.b === user) : round.matches.find((m) => m.table === table);
  if (!match) return table === undefined ? 'not-in-match' : 'no-match';
  if (match.a !== user && match.b !== user) return 'not-in-match';
  return { round, match };
}

/**
 * A manual report for a match played elsewhere, from the reporter's side (my wins, their wins, draws).
 * The first report waits for the other player; matching reports confirm; different ones go to the organiser.
 */
export function report(l0: League, user: string, mine: Score, now: number, roundNo?: number): OpResult<'waiting' | 'confirmed' | 'disputed'> {
  const l = clone(l0);
  const ref = findMatch(l, user, roundNo);
  if (typeof ref === 'string') return refuse(ref);
  const { round, match } = ref;
  if (match.b === null || match.result) return refuse('result-set');
  const s: Score = match.a === user ? { ...mine } : { a: mine.b, b: mine.a, d: mine.d };
  if (!validScore(s, l.bestOf, round.phase === 'elim')) return refuse('bad-score');
  match.reports[user] = s;
  const other = match.a === user ? match.b : match.a;
  const theirs = match.reports[other];
  let info: 'waiting' | 'confirmed' | 'disputed' = 'waiting';
  if (theirs) {
    if (theirs.a === s.a && theirs.b === s.b && theirs.d === s.d) {
      match.result = { ...s, by: 'report' };
      match.disputed = false;
      info = 'confirmed';
    } else {
      match.disputed = true;
      info = 'disputed';
    }
  }
  audit(l, now, user, 'report', `round ${round.n} table ${match.table}: ${s.a}-${s.b}-${s.d} (${info})`);
  if (info === 'confirmed') advance(l, now);
  return { ok: true, league: l, info };
}

/** The organiser's ruling on any match of an open round: a score, a draw, or a double loss. */
export function setResult(l0: League, by: string, roundNo: number | undefined, table: number, s: Score & { doubleLoss?: boolean }, now: number): OpResult<MatchRef> {
  if (l0.status !== 'running') return refuse(l0.status === 'finished' ? 'round-closed' : 'not-running');
  const l = clone(l0);
  const round = roundNo === undefined ? currentRound(l)! : l.roundList.find((r) => r.n === roundNo);
  if (!round) return refuse('no-match');
  if (round.closed) return refuse('round-closed');
  const match = round.matches.find((m) => m.table === table);
  if (!match || match.b === null) return refuse('no-match');
  if (!s.doubleLoss && !validScore(s, l.bestOf, round.phase === 'elim')) return refuse('bad-score');
  match.result = { a: s.a, b: s.b, d: s.d, by: round.expired ? 'deadline' : 'organiser', ...(s.doubleLoss ? { doubleLoss: true } : {}) };
  match.disputed = false;
  audit(l, now, by, 'set-result', `round ${round.n} table ${match.table}: ${s.doubleLoss ? 'double loss' : `${s.a}-${s.b}-${s.d}`}`);
  advance(l, now);
  return { ok: true, league: l, info: { round, match } };
}

export type GameWinner = 'a' | 'b' | 'draw' | null;

/**
 * A game played through Sanam ended: counts it toward its match; the match is decided once a player has
 * won a majority of the best-of (or every game was played). Idempotent by game id.
 */
export function recordGame(l0: League, link: { round: number; table: number; a: string; b: string }, matchId: string, winner: GameWinner, now: number): OpResult<{ decided: boolean; match: LeagueMatch | null }> {
  const l = clone(l0);
  const { round: roundNo, table } = link;
  const round = l.roundList.find((r) => r.n === roundNo);
  const match = round?.matches.find((m) => m.table === table);
  if (!round || !match || match.b === null || match.a !== link.a || match.b !== link.b) return refuse('no-match');
  if (round.closed || match.result || match.games.some((g) => g.matchId === matchId)) return { ok: true, league: l0, info: { decided: !!match.result, match: null } };
  match.games.push({ matchId, winner });
  const a = match.games.filter((g) => g.winner === 'a').length;
  const b = match.games.filter((g) => g.winner === 'b').length;
  const d = match.games.filter((g) => g.winner === 'draw' || g.winner === null).length;
  const need = Math.ceil(l.bestOf / 2);
  const elim = round.phase === 'elim';
  const decided = a >= need || b >= need || (!elim && a + b + d >= l.bestOf);
  audit(l, now, 'sanam', 'game', `round ${round.n} table ${table}: game ${match.games.length} ${winner ?? 'no result'} (${matchId})`);
  if (decided) {
    match.result = { a, b, d, by: 'auto' };
    audit(l, now, 'sanam', 'auto-result', `round ${round.n} table ${table}: ${a}-${b}-${d}`);
    advance(l, now);
  }
  return { ok: true, league: l, info: { decided, match } };
}

export function drop(l0: League, by: string, user: string, now: number, disqualify = false): OpResult {
  const p = l0.players.find((x) => x.id === user);
  if (!p) return refuse(disqualify ? 'unknown-player' : 'not-joined');
  if (!isActive(p) && !disqualify) return refuse('dropped');
  if (l0.status === 'finished') return refuse('finished');
  const l = clone(l0);
  const q = l.players.find((x) => x.id === user)!;
  const cur = currentRound(l);
  // Registration: leaving is simply not taking part.
  if (l.status === 'registration') {
    l.players = l.players.filter((x) => x.id !== user);
  } else {
    q.droppedAfter ??= cur?.n ?? 0;
    if (disqualify) q.disqualified = true;
  }
  audit(l, now, by, disqualify ? 'disqualify' : 'drop', `${q.name} (<@${user}>)`);
  if (l.status === 'running') advance(l, now);
  return { ok: true, league: l, info: undefined };
}

/** Throw away the current round's pairings and pair it again (only before any result but byes). */
export function repair(l0: League, by: string, now: number): OpResult<Round> {
  if (l0.status !== 'running') return refuse('not-running');
  const cur = currentRound(l0)!;
  // Games started but not finished are abandoned (their end is ignored: the link no longer names this pair).
  if (cur.matches.some((m) => m.b !== null && (m.result || m.games.length || Object.keys(m.reports).length))) return refuse('has-results');
  const l = clone(l0);
  l.roundList.pop();
  const repairs = l.audit.filter((a) => a.action === 'repair').length + 1;
  const r = buildRound(l, cur.n, now, `round:${cur.n}:repair:${repairs}`);
  if (!r) return refuse('no-match');
  r.deadline = cur.deadline;
  l.roundList.push(r);
  audit(l, now, by, 'repair', pairingText(r));
  return { ok: true, league: l, info: r };
}

export function extend(l0: League, by: string, hours: number, now: number): OpResult<Round> {
  if (l0.status !== 'running') return refuse('not-running');
  const l = clone(l0);
  const cur = currentRound(l)!;
  cur.deadline = Math.max(cur.deadline, now) + hours * HOUR;
  cur.reminded = [];
  cur.expired = false;
  audit(l, now, by, 'extend', `round ${cur.n}: +${hours} h`);
  return { ok: true, league: l, info: cur };
}

/** The scheduler's marks: reminders sent, deadline passed. `info` is false (and nothing is written) when another process got there first. */
export function markReminded(l0: League, roundNo: number, which: '24h' | '1h', now: number): OpResult<boolean> {
  const r0 = l0.roundList.find((x) => x.n === roundNo);
  if (!r0 || r0.closed || r0.reminded.includes(which)) return { ok: true, league: l0, info: false };
  const l = clone(l0);
  l.roundList.find((x) => x.n === roundNo)!.reminded.push(which);
  audit(l, now, 'sanam', 'remind', `round ${roundNo}: ${which}`);
  return { ok: true, league: l, info: true };
}

export function markExpired(l0: League, roundNo: number, now: number): OpResult<boolean> {
  const r0 = l0.roundList.find((x) => x.n === roundNo);
  if (!r0 || r0.closed || r0.expired || now < r0.deadline) return { ok: true, league: l0, info: false };
  const l = clone(l0);
  const r = l.roundList.find((x) => x.n === roundNo)!;
  r.expired = true;
  audit(l, now, 'sanam', 'deadline', `round ${roundNo}: ${r.matches.filter((m) => !m.result).length} unplayed, to the organiser`);
  return { ok: true, league: l, info: true };
}

/** A game of a league match was started in its thread. */
export function gameStarted(l0: League, roundNo: number, table: number, matchId: string, thread: string, now: number): OpResult {
  const l = clone(l0);
  const m = l.roundList.find((x) => x.n === roundNo)?.matches.find((x) => x.table === table);
  if (!m) return refuse('no-match');
  m.thread = thread;
  audit(l, now, 'sanam', 'game-start', `round ${roundNo} table ${table}: ${matchId}`);
  return { ok: true, league: l, info: undefined };
}

/** Closes the round once every match has a result; pairs the next one or finishes the event. */
function advance(l: League, now: number): void {
  for (;;) {
    const cur = currentRound(l);
    if (!cur || cur.closed || l.status !== 'running') return;
    const pending = cur.matches.filter((m) => !m.result && m.b !== null && isPlaying(l, m.a) && isPlaying(l, m.b));
    // A match whose player dropped mid-round goes to the one who stayed.
    for (const m of cur.matches) {
      if (m.result || m.b === null) continue;
      const aIn = isPlaying(l, m.a); const bIn = isPlaying(l, m.b);
      if (aIn && !bIn) m.result = { a: 2, b: 0, d: 0, by: 'organiser' };
      else if (!aIn && bIn) m.result = { a: 0, b: 2, d: 0, by: 'organiser' };
      else if (!aIn && !bIn) m.result = { a: 0, b: 0, d: 0, by: 'organiser', doubleLoss: true };
    }
    if (pending.length) return;
    cur.closed = true;
    audit(l, now, 'sanam', 'close', `round ${cur.n}`);
    const next = cur.n < mainPhaseRounds(l) || hasElimination(l) ? buildRound(l, cur.n + 1, now) : null;
    if (!next || next.matches.length === 0 || (next.phase === 'elim' && next.matches.length === 1 && next.matches[0]!.b === null)) {
      l.status = 'finished';
      audit(l, now, 'sanam', 'finish', '');
      return;
    }
    l.roundList.push(next);
    audit(l, now, 'sanam', 'pair', pairingText(next));
  }
}

function isPlaying(l: League, id: string): boolean {
  const p: Player | undefined = l.players.find((x) => x.id === id);
  return !!p && isActive(p) && !p.disqualified;
}

export const playerOf = (l: League, id: string) => l.players.find((p) => p.id === id);

/** Records are plain JSON; a JSON round trip is the cheapest deep copy for them in V8. */
function clone(l: League): League {
  return JSON.parse(JSON.stringify(l)) as League;
}
