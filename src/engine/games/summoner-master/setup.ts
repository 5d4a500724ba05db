/**
 * Match setup (§2.1): both decks shuffled separately, opening hand of 5 Seals + 2 Mystics (no mulligan),
 * rock-paper-scissors for who chooses to go first (a tie is replayed), then Mp 5 for the first player and
 * 8 for the second (configurable, §15 q3).
 */
import { createObject, emptyStack, emptyStore, option, ruleError, t, type Bus, type RuleError, type Seat } from '../../core/kernel.js';
import { isSeed } from '../../core/rng.js';
import { ask, log } from './ask.js';
import { drawFrom, shuffle } from './draw.js';
import { ANSWERS } from './hooks.js';
import { FORMAT_RULES, validateSmDeck, type SmDeck } from './deck.js';
import type { CardDef, SmConfig, SmPlayer, SmState } from './types.js';
import { parseSmCards } from './language/validate.js';
import { ZONES, other } from './zones.js';

export const DEFAULT_CONFIG: SmConfig = { startMp: [5, 8], maxMp: 8, handLimit: 7, shrineLoss: 15, openingSeals: 5, openingMystics: 2, drawMin: 1, drawMax: 2 };

export interface SmSetup {
  matchId: string;
  game?: 'summoner-master';
  format?: string;
  seed: string;
  seats: [{ name: string; deck: unknown }, { name: string; deck: unknown }];
  config?: Partial<SmConfig>;
  /** A server's card-set definitions the decks use, pinned in the match state (validated again here). */
  extraCards?: unknown[];
}

function newPlayer(name: string): SmPlayer {
  return { name, mp: 0, hadSeal: false, broughtSeal: false, handAttack: 0, locked: true, progressUsed: 0, regenUsed: 0, skipDraw: false, subturns: 0, cannotDraw: false, noSeal: false, rps: null };
}

export function blank(matchId: string, names: [string, string], seed: string, format: string, config: Partial<SmConfig> = {}): SmState {
  return {
    schemaVersion: 1, game: 'summoner-master', format, matchId, version: 0, config: { ...DEFAULT_CONFIG, ...config }, rng: { seed, counter: 0 }, seq: 0,
    zones: emptyStore(ZONES), stack: emptyStack(), players: [newPlayer(names[0]), newPlayer(names[1])], subturn: 0, active: 0, step: 'rps', first: null,
    effects: [], pending: [], frames: [], tasks: [], ask: null, prompt: null, log: [], result: null, commitments: [], secrets: [],
  };
}

export function createSm(input: unknown, bus: (s: SmState) => Bus): SmState | RuleError {
  const setup = input as SmSetup;
  if (!setup || typeof setup.matchId !== 'string' || !Array.isArray(setup.seats) || setup.seats.length !== 2) return ruleError('setup/invalid', '§2.1', 'การตั้งค่าแมตช์ไม่ถูกต้อง', 'Invalid match setup');
  if (!isSeed(setup.seed)) return ruleError('setup/seed', '§2.1', 'seed ต้องเป็นเลขฐานสิบหก 64 หลัก', 'The seed must be 64 hex characters');
  const format = setup.format ?? 'ranked';
  if (!FORMAT_RULES[format]) return ruleError('setup/format', '§1.3', `ไม่รู้จักรูปแบบ ${format}`, `Unknown format ${format}`);
  let extra: CardDef[] = [];
  if (setup.extraCards?.length) {
    const r = parseSmCards(setup.extraCards);
    if (!r.ok) {
      const e = r.errors[0]!;
      return ruleError('setup/cards', 'cards', `การ์ด ${e.card ?? ''} ${e.field}: ${e.message.th}`, `Card ${e.card ?? ''} ${e.field}: ${e.message.en}`);
    }
    extra = r.cards as CardDef[];
  }
  for (const seat of setup.seats) {
    const errs = validateSmDeck(seat.deck, format, extra);
    if (errs.length) return errs[0]!;
  }
  const s = blank(setup.matchId, [setup.seats[0].name, setup.seats[1].name], setup.seed, format, setup.config);
  // Pinning: the match keeps the definitions it started with, so replays and cold loads never read a newer set.
  if (extra.length) s.extraCards = Object.fromEntries(extra.map((c) => [c.id, c]));
  const b = bus(s);
  for (const p of [0, 1] as Seat[]) {
    const deck = setup.seats[p].deck as SmDeck;
    for (const c of deck.seals) createObject(ZONES, s.zones, c, p, 'sealDeck');
    for (const c of deck.mystics) createObject(ZONES, s.zones, c, p, 'mysticDeck');
    shuffle(s, p, 'sealDeck');
    shuffle(s, p, 'mysticDeck');
    for (let i = 0; i < s.config.openingSeals; i++) drawFrom(s, b, p, 'sealDeck');
    for (let i = 0; i < s.config.openingMystics; i++) drawFrom(s, b, p, 'mysticDeck');
  }
  askRps(s, 0);
  return s;
}

const RPS = ['rock', 'paper', 'scissors'] as const;
const RPS_TEXT = { rock: t('ค้อน', 'Rock'), paper: t('กระดาษ', 'Paper'), scissors: t('กรรไกร', 'Scissors') };

function askRps(s: SmState, seat: Seat): void {
  // The first seat's throw stays in the hidden state until both have thrown.
  ask(s, seat, 'rps', t('เป่ายิงฉุบ', 'Rock, paper, scissors'), RPS.map((r) => ({ ...option(`rps:${r}`, RPS_TEXT[r]), visibility: 'private' as const })), { k: 'rps' }, '§2.1');
}

const beats = (a: string, b: string): boolean => (a === 'rock' && b === 'scissors') || (a === 'scissors' && b === 'paper') || (a === 'paper' && b === 'rock');

ANSWERS.set('rps', (s, _bus, c) => {
  const seat: Seat = s.players[0].rps === null ? 0 : 1;
  s.players[seat].rps = c[0]!.slice(4);
  if (seat === 0) return askRps(s, 1);
  const [a, b] = [s.players[0].rps!, s.players[1].rps!];
  log(s, t(`เป่ายิงฉุบ: ${RPS_TEXT[a as 'rock'].th} กับ ${RPS_TEXT[b as 'rock'].th}`, `Rock-paper-scissors: ${RPS_TEXT[a as 'rock'].en} vs ${RPS_TEXT[b as 'rock'].en}`));
  s.players[0].rps = s.players[1].rps = null;
  if (a === b) return askRps(s, 0);
  const winner: Seat = beats(a, b) ? 0 : 1;
  ask(s, winner, 'choose-first', t('คุณชนะ เลือกเล่นก่อนหรือหลัง', 'You won: go first or second?'), [option('first', t('เล่นก่อน', 'Go first')), option('second', t('เล่นหลัง', 'Go second'))], { k: 'choose-first', data: { winner } }, '§2.1');
});

ANSWERS.set('choose-first', (s, _bus, c, a) => {
  const w = a.data!.winner as Seat;
  startGame(s, c[0] === 'first' ? w : other(w));
});

export function startGame(s: SmState, first: Seat): void {
  s.first = first;
  s.active = first;
  s.players[first].mp = s.config.startMp[0];
  s.players[other(first)].mp = s.config.startMp[1];
  s.subturn = 1;
  s.step = 'checkup';
  log(s, t(`${s.players[first].name} เล่นก่อน`, `${s.players[first].name} goes first`));
}
