/** Match creation (sd:setup.1–4): validated decks, committed shuffles, opening hands of 5, then RPS. */
import { createObject, emptyLimits, emptyStack, emptyStore, ruleError, type RuleError, type Seat } from '../../core/kernel.js';
import { toCommitment, type ShuffleSecret } from '../../core/commitments.js';
import { isSeed } from '../../core/rng.js';
import { draw } from './board.js';
import { shuffleDeck } from './shuffle.js';
import { validateSpiritDeck } from './decks.js';
import { extraById, parseSet } from './card-sets.js';
import type { SDCard } from './language.js';
import { R } from './rules.js';
import { DEFAULT_TURN_SECONDS, MAX_TURN_SECONDS, MIN_TURN_SECONDS, OPENING_HAND, START_CORE, START_SOUL, ZONES, type SDState, type Win } from './state.js';
import type { Bus } from '../../core/kernel.js';

export interface SpiritDuelSetup {
  matchId: string;
  game: 'spirit-duel';
  format?: 'standard';
  seed: string;
  seats: [{ name: string; deck: unknown }, { name: string; deck: unknown }];
  /** sd:goal.2: 120 s by default; the match service may set it per match or per server (10–3600). */
  turnSeconds?: number;
  /** A server's validated card definitions the decks may use (pinned in the state: only the ones the decks hold). */
  extraCards?: unknown[];
}

const ZERO_SEED = '0'.repeat(64);

export function blank(matchId: string, names: [string, string], seed: string, turnSeconds: number): SDState {
  return {
    schemaVersion: 1, game: 'spirit-duel', format: 'standard', matchId, version: 0, names, seq: 0, rng: { seed, counter: 0 },
    zones: emptyStore(ZONES), stack: emptyStack<never, Win>(), limits: emptyLimits(), effects: [], pending: [], windows: [],
    turn: 0, active: 0, first: 0, phase: 'setup', soul: [START_SOUL, START_SOUL], core: [START_CORE, START_CORE], turnSeconds,
    rps: [null, null], battle: null, decked: [false, false], prompt: null, openWindow: null, log: [], shuffles: [], result: null,
  };
}

export function checkSetup(input: unknown): SpiritDuelSetup | RuleError {
  const bad = (en: string, th: string): RuleError => ruleError('setup/invalid', R.deck, th, en);
  const s = input as SpiritDuelSetup;
  if (!s || typeof s !== 'object' || typeof s.matchId !== 'string' || !Array.isArray(s.seats) || s.seats.length !== 2) return bad('Invalid match setup', 'การตั้งค่าแมตช์ไม่ถูกต้อง');
  if (!isSeed(s.seed)) return bad('The seed must be 64 hex characters', 'seed ต้องเป็นเลขฐานสิบหก 64 ตัว');
  if (s.format !== undefined && s.format !== 'standard') return bad(`Unknown format ${String(s.format)}`, `ไม่รู้จักรูปแบบ ${String(s.format)}`);
  const secs = s.turnSeconds ?? DEFAULT_TURN_SECONDS;
  if (!Number.isInteger(secs) || secs < MIN_TURN_SECONDS || secs > MAX_TURN_SECONDS) return ruleError('setup/turn-seconds', R.losses, `เวลาต่อเทิร์นต้องอยู่ระหว่าง ${MIN_TURN_SECONDS}–${MAX_TURN_SECONDS} วินาที`, `Turn time must be ${MIN_TURN_SECONDS}–${MAX_TURN_SECONDS} seconds`);
  if (s.extraCards !== undefined) {
    const set = Array.isArray(s.extraCards) ? parseSet(s.extraCards) : null;
    if (!set?.ok) return ruleError('setup/cards', R.deck, 'การ์ดของเซิร์ฟเวอร์ในการตั้งค่าแมตช์ไม่ผ่านการตรวจ', 'The server cards in the match setup do not validate');
  }
  for (const seat of s.seats) {
    const errs = validateSpiritDeck(seat?.deck, s.extraCards);
    if (errs.length) return errs[0]!;
  }
  return s;
}


export function deal(s: SDState, bus: Bus, decks: [string[], string[]]): void {
  ([0, 1] as Seat[]).forEach((p) => {
    for (const c of decks[p]) createObject(ZONES, s.zones, c, p, 'deck');
    shuffleDeck(s, p);
  });
  for (const p of [0, 1] as Seat[]) draw(s, bus, p, OPENING_HAND);
}

export const commitmentsOf = (s: SDState) => s.shuffles.map(toCommitment);
export const secretsOf = (s: SDState): ShuffleSecret[] => s.shuffles.map((x) => ({ ...x, order: [...x.order] }));
export { ZERO_SEED };

/** The definitions a match keeps: the server cards its two decks hold, by id (null when none). */
export function pinnedCards(extra: readonly unknown[] | undefined, decks: Array<readonly string[]>): Record<string, SDCard> | null {
  const all = extraById(extra);
  const used = [...new Set(decks.flat())].filter((id) => all.has(id)).sort();
  return used.length ? Object.fromEntries(used.map((id) => [id, all.get(id)!])) : null;
}
