/**
 * A league as one plain JSON record: settings, players, rounds with their matches, and the audit log.
 * Everything that leaves the store is parsed with these schemas first (a record written by an older
 * version, or by hand, is refused rather than half-understood).
 */
import { z } from 'zod';

export const STRUCTURES = ['swiss', 'round-robin', 'single-elim', 'swiss-top4', 'swiss-top8'] as const;
export type Structure = (typeof STRUCTURES)[number];

const userId = z.string().regex(/^\d{1,20}$/);

/** Games won by a, by b, and drawn games, within one match. */
export const scoreSchema = z.object({ a: z.number().int().min(0).max(3), b: z.number().int().min(0).max(3), d: z.number().int().min(0).max(3) });
export type Score = z.infer<typeof scoreSchema>;

export const playerSchema = z.object({
  id: userId,
  name: z.string().min(1).max(64),
  deckRef: z.string().max(100),
  /** The deck as it was when the player joined: locked for the event. */
  deck: z.unknown(),
  joinedAt: z.number(),
  /** Round after which the player left (they keep their results and stay in the standings). */
  droppedAfter: z.number().int().min(0).optional(),
  disqualified: z.boolean().optional(),
  /** Late entry: rounds missed before joining count as match losses with no opponent. */
  missedRounds: z.number().int().min(0).default(0),
});
export type Player = z.infer<typeof playerSchema>;

export const matchSchema = z.object({
  table: z.number().int().min(1),
  a: userId,
  /** null: a bye for a. */
  b: userId.nullable(),
  result: scoreSchema.extend({
    by: z.enum(['bye', 'auto', 'report', 'organiser', 'deadline']),
    /** The organiser's ruling for an unplayed match: a loss for both (no games). */
    doubleLoss: z.boolean().optional(),
  }).optional(),
  /** Manual reports for matches played elsewhere, by reporting user. */
  reports: z.record(z.string(), scoreSchema).default({}),
  disputed: z.boolean().default(false),
  /** Games of this match played through Sanam, in order (a Bo3 series has up to three). */
  games: z.array(z.object({ matchId: z.string(), winner: z.enum(['a', 'b', 'draw']).nullable() })).default([]),
  thread: z.string().optional(),
});
export type LeagueMatch = z.infer<typeof matchSchema>;

export const roundSchema = z.object({
  n: z.number().int().min(1),
  phase: z.enum(['swiss', 'round-robin', 'elim']),
  startedAt: z.number(),
  deadline: z.number(),
  /** Reminders already sent (24 h, 1 h) and whether the deadline was handed to the organiser. */
  reminded: z.array(z.enum(['24h', '1h'])).default([]),
  expired: z.boolean().default(false),
  closed: z.boolean().default(false),
  matches: z.array(matchSchema),
});
export type Round = z.infer<typeof roundSchema>;

export const auditSchema = z.object({ at: z.number(), by: z.string(), action: z.string(), detail: z.string().max(500) });
export type AuditEntry = z.infer<typeof auditSchema>;

export const leagueSchema = z.object({
  schema: z.literal(1),
  id: z.string().regex(/^[a-z0-9]{4,16}$/),
  guild: z.string(),
  channel: z.string(),
  name: z.string().min(1).max(80),
  game: z.string(),
  format: z.string(),
  structure: z.enum(STRUCTURES),
  bestOf: z.union([z.literal(1), z.literal(3)]),
  /** Swiss rounds; 0 = ⌈log₂ players⌉, fixed at start (round robin derives its own). */
  rounds: z.number().int().min(0).max(20),
  /** Length of each round's window. */
  roundHours: z.number().min(0.25).max(24 * 30),
  deckDeadline: z.number().nullable(),
  organiser: userId,
  lang: z.enum(['th', 'en']),
  seed: z.string().regex(/^[0-9a-f]{16,64}$/),
  status: z.enum(['registration', 'running', 'finished']),
  createdAt: z.number(),
  players: z.array(playerSchema),
  /** Seating order for round robin and elimination, fixed at start from the seed. */
  seating: z.array(userId).default([]),
  roundList: z.array(roundSchema),
  audit: z.array(auditSchema),
});
export type League = z.infer<typeof leagueSchema>;

export const isActive = (p: Player) => p.droppedAfter === undefined;

export function currentRound(l: League): Round | undefined {
  return l.roundList[l.roundList.length - 1];
}

/** ⌈log₂ n⌉, the usual number of Swiss rounds for n players (at least 1). */
export function suggestedRounds(n: number): number {
  return Math.max(1, Math.ceil(Math.log2(Math.max(2, n))));
}
