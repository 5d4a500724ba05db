/**
 * Match creation and the start of the game: 101.2 (who goes first: coin flip or rock-paper-scissors by
 * agreement, or the previous game's loser chooses), 100.4 (shuffles with the opponent's extra shuffle),
 * 101.2.1 (opening hands), Starter - Type C (5 cards, 5 Life Tokens).
 */
import { z } from 'zod';
import type { RuleError } from '../../core/api-types.js';
import type { Seat } from '../../core/view-types.js';
import { isSeed } from '../../core/rng.js';
import { ruleError, t } from '../../core/text.js';
import { type G, log, other, pl, seatName } from './ctx.js';
import { ask, opt } from './ask.js';
import { FORMAT_RULES, validateDeck } from './deck-rules.js';
import { draw } from './life.js';
import { offerReshuffle, shufflePile } from './shuffle.js';
import { createObj, emptyZones } from './zones.js';
import { type FState, type PlayerState, SCHEMA_VERSION } from './types.js';
import { pinnedCards } from './cards/pinned.js';
import { inMatch } from './cards/catalog.js';

/** A server holds at most a few sets of 500 cards; a setup never needs more definitions than that. */
const MAX_EXTRA_CARDS = 2000;
const seat = z.union([z.literal(0), z.literal(1)]);
const deck = z.object({ main: z.array(z.string().max(40)).max(200), life: z.array(z.string().max(40)).max(200) }).strict();

export const setupSchema = z
  .object({
    matchId: z.string().min(1).max(64),
    game: z.literal('fadalgia'),
    format: z.enum(['standard', 'starter-c']),
    seed: z.string().refine(isSeed, 'seed must be 64 lowercase hex characters'),
    seats: z.tuple([z.object({ name: z.string().max(64), deck }).strict(), z.object({ name: z.string().max(64), deck }).strict()]),
    firstPlayer: z.object({ previousLoser: seat.optional() }).strict().optional(),
    challenger: seat,
    /** A server's card-set definitions the decks may use (validated again here, and pinned in the state). */
    extraCards: z.array(z.unknown()).max(MAX_EXTRA_CARDS).optional(),
  })
  .strict();
export type MatchSetup = z.infer<typeof setupSchema>;

function emptyPlayer(): PlayerState {
  return { pool: {}, counters: {}, streamPlaced: 0 };
}

function plainObject(x: unknown, keys: readonly string[], optional: readonly string[] = []): x is Record<string, unknown> {
  if (typeof x !== 'object' || x === null || Object.getPrototypeOf(x) !== Object.prototype) return false;
  const own = Object.keys(x);
  for (const k of keys) if (!own.includes(k)) return false;
  return own.every((k) => keys.includes(k) || (optional.includes(k) && (x as Record<string, unknown>)[k] !== undefined));
}

function cardList(x: unknown): string[] | null {
  if (!Array.isArray(x) || x.length > 200) return null;
  for (const id of x) if (typeof id !== 'string' || id.length > 40) return null;
  return x.slice() as string[];
}

/**
 * The common well-formed setup, checked by hand: zod was a visible share of a whole short game. It accepts
 * only what setupSchema accepts and returns a fresh copy as zod does; anything else (including every
 * malformed setup) goes through zod for its messages.
 */
function quickSetup(input: unknown): MatchSetup | null {
  if (!plainObject(input, ['matchId', 'game', 'format', 'seed', 'seats', 'challenger'], ['firstPlayer'])) return null;
  const { matchId, game, format, seed, seats, challenger, firstPlayer } = input;
  if (typeof matchId !== 'string' || matchId.length < 1 || matchId.length > 64 || game !== 'fadalgia') return null;
  if ((format !== 'standard' && format !== 'starter-c') || !isSeed(seed) || (challenger !== 0 && challenger !== 1)) return null;
  if (!Array.isArray(seats) || seats.length !== 2) return null;
  const out: MatchSetup['seats'][number][] = [];
  for (const st of seats as unknown[]) {
    if (!plainObject(st, ['name', 'deck']) || typeof st.name !== 'string' || st.name.length > 64 || !plainObject(st.deck, ['main', 'life'])) return null;
    const main = cardList(st.deck.main);
    const life = cardList(st.deck.life);
    if (!main || !life) return null;
    out.push({ name: st.name, deck: { main, life } });
  }
  const setup: MatchSetup = { matchId, game, format, seed, seats: [out[0]!, out[1]!], challenger };
  if (firstPlayer !== undefined) {
    if (!plainObject(firstPlayer, [], ['previousLoser'])) return null;
    const pl = firstPlayer.previousLoser;
    if (pl !== undefined && pl !== 0 && pl !== 1) return null;
    setup.firstPlayer = pl === undefined ? {} : { previousLoser: pl };
  }
  return setup;
}

export function newState(input: unknown): FState | RuleError {
  const quick = quickSetup(input);
  const parsed = quick ? { success: true as const, data: quick } : setupSchema.safeParse(input);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    return ruleError('setup/invalid', '100.2', `ข้อมูลเริ่มเกมไม่ถูกต้อง: ${issues}`, `Invalid match setup: ${issues}`);
  }
  const st = parsed.data;
  const extra = pinnedCards(st.extraCards ?? [], [...st.seats[0].deck.main, ...st.seats[0].deck.life, ...st.seats[1].deck.main, ...st.seats[1].deck.life]);
  if ('code' in extra) return extra;
  for (const s of [0, 1] as Seat[]) {
    const check = validateDeck(st.seats[s].deck, st.format, extra);
    if (!check.ok) {
      const first = check.errors[0]!;
      return { ...first, message: t(`กองการ์ดของ ${st.seats[s].name || `P${s + 1}`}: ${first.message.th}`, `${st.seats[s].name || `P${s + 1}`}'s deck: ${first.message.en}`) };
    }
  }
  const s: FState = {
    schemaVersion: SCHEMA_VERSION, game: 'fadalgia', format: st.format, matchId: st.matchId, version: 0,
    rng: { seed: st.seed, counter: 0 }, names: [st.seats[0].name, st.seats[1].name], challenger: st.challenger,
    nextId: 1, seq: 0, objs: {}, zones: emptyZones(), players: [emptyPlayer(), emptyPlayer()], turn: 0, atSeat: 0, firstSeat: null,
    step: 'setup-method', brk: [], prio: null, combat: null, attacked: [], prompt: null, work: [], triggers: [],
    effects: [], log: [], shuffles: [], result: null, setup: { reshuffleAsked: [] },
  };
  // The match keeps the server cards its decks use: replays and cold loads never read a newer version of a set.
  if (extra.size) s.extraCards = Object.fromEntries(extra);
  const g: G = { s, ev: [] };
  inMatch(s, () => {
    for (const p of [0, 1] as Seat[]) {
      for (const id of st.seats[p].deck.main) createObj(g, id, p, 'main');
      for (const id of st.seats[p].deck.life) createObj(g, id, p, 'life');
    }
  });
  if (st.firstPlayer?.previousLoser !== undefined) {
    // 101.2: in a series, the loser of the previous game chooses who goes first.
    askChooseFirst(g, st.firstPlayer.previousLoser);
  } else {
    ask(g, st.challenger, 'first-player-method', t('เลือกวิธีหาผู้เริ่มก่อน', 'Choose how to decide who goes first'),
      [opt('coin', t('โยนเหรียญ', 'Coin flip')), opt('rps', t('เป่ายิงฉุบ', 'Rock-paper-scissors'))], 1, 1, { t: 'method' }, '101.2');
  }
  return s;
}

export function askChooseFirst(g: G, chooser: Seat): void {
  ask(g, chooser, 'choose-first', t('เลือกผู้เล่นที่เริ่มเข้าตาก่อน (AT Turn)', 'Choose who takes the first turn (AT turn)'),
    [opt('first:0', t(`${seatName(g, 0)} เริ่มก่อน`, `${seatName(g, 0)} goes first`)), opt('first:1', t(`${seatName(g, 1)} เริ่มก่อน`, `${seatName(g, 1)} goes first`))],
    1, 1, { t: 'choose-first' }, '101.2');
}

export function askMethodAgree(g: G, method: 'coin' | 'rps'): void {
  const name = method === 'coin' ? t('โยนเหรียญ', 'coin flip') : t('เป่ายิงฉุบ', 'rock-paper-scissors');
  ask(g, other(g.s.challenger), 'first-player-method', t(`ตกลงใช้วิธี${name.th}ไหม?`, `Agree to decide by ${name.en}?`),
    [opt('agree', t('ตกลง', 'Agree')), opt('other', t('ใช้อีกวิธีหนึ่ง', 'Use the other method'))], 1, 1, { t: 'method-agree', method }, '101.2');
}

export function startMethod(g: G, method: 'coin' | 'rps'): void {
  g.s.setup.method = method;
  log(g, null, t(method === 'coin' ? 'หาผู้เริ่มก่อนด้วยการโยนเหรียญ' : 'หาผู้เริ่มก่อนด้วยการเป่ายิงฉุบ', method === 'coin' ? 'Deciding who goes first by coin flip' : 'Deciding who goes first by rock-paper-scissors'), '101.2');
  if (method === 'coin') {
    // The challenger's opponent calls; the engine's seeded RNG flips.
    ask(g, other(g.s.challenger), 'coin-call', t('ทายหน้าเหรียญ', 'Call the coin'), [opt('heads', t('หัว', 'Heads')), opt('tails', t('ก้อย', 'Tails'))], 1, 1, { t: 'coin-call' }, '101.2');
  } else askRps(g, 0, [null, null]);
}

export function askRps(g: G, seat: Seat, picks: Array<string | null>): void {
  ask(g, seat, 'rps', t('เลือก ค้อน กรรไกร หรือ กระดาษ (อีกฝ่ายไม่เห็นจนกว่าจะเลือกครบ)', 'Choose rock, paper or scissors (hidden until both chose)'),
    [opt('rock', t('ค้อน', 'Rock')), opt('paper', t('กระดาษ', 'Paper')), opt('scissors', t('กรรไกร', 'Scissors'))], 1, 1, { t: 'rps', picks }, '101.2');
}

/** After the first player is known: shuffle (100.4), offer extra shuffles, then opening hands. */
export function beginShuffles(g: G, first: Seat): void {
  g.s.firstSeat = first;
  g.s.atSeat = first;
  log(g, first, t(`${seatName(g, first)} เริ่มเข้าตาก่อน (AT Turn)`, `${seatName(g, first)} goes first (AT turn)`), '101.2.1', 'first-player', { seat: first });
  g.s.step = 'setup-shuffle';
  for (const s of [first, other(first)] as Seat[]) {
    shufflePile(g, s, 'main');
    shufflePile(g, s, 'life');
  }
  // 101.5: the turn player decides first: the first player is asked about the opponent's piles first.
  offerReshuffle(g, other(first));
}

export function afterReshuffleAnswer(g: G, of: Seat, again: boolean, pile?: 'main' | 'life'): void {
  if (again) for (const p of pile ? [pile] : (['main', 'life'] as const)) shufflePile(g, of, p);
  if (g.s.step !== 'setup-shuffle') return; // a search's shuffle (607.11): nothing more to do
  g.s.setup.reshuffleAsked.push(other(of));
  if (g.s.setup.reshuffleAsked.length < 2) return offerReshuffle(g, g.s.firstSeat!);
  openingHands(g);
}

function openingHands(g: G): void {
  const f = FORMAT_RULES[g.s.format];
  for (const s of [g.s.firstSeat!, other(g.s.firstSeat!)] as Seat[]) {
    draw(g, s, f.opening, 'main', '101.2.1');
    if (f.lifeTokens) pl(g, s).tokens = f.lifeTokens;
  }
  g.s.turn = 1;
  g.s.step = 'refresh';
}
