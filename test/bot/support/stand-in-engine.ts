/**
 * TEST-ONLY stand-in for src/engine until the real engine is on main (then this file is deleted).
 * A tiny game with the real contract's shapes: a coin call, a choose-first prompt, then turns where the
 * acting seat may pass, attack (opponent loses 1 life), cast a hidden hand card, or bid a number.
 */
import { createHash } from 'node:crypto';
import type { Action, ApplyResult, Prompt } from '../../../src/engine/core/api-types.js';
import type { Seat, Viewer } from '../../../src/engine/core/view-types.js';
import type { CardFace, FadalgiaView, PlayerBoardView } from '../../../src/engine/games/fadalgia/view-types.js';
import type { EnginePort, MatchSetupInput } from '../../../src/bot/engine-port.js';

interface S {
  matchId: string; format: 'standard' | 'starter-c'; names: [string, string]; seed: string;
  hands: [CardFace[], CardFace[]]; grave: [CardFace[], CardFace[]]; life: [number, number];
  turn: number; at: Seat; stage: 'coin' | 'choose' | 'play' | 'bid' | 'ended'; caller: Seat; coinWinner: Seat;
  n: number; log: Array<{ seq: number; seat: Seat | null; text: { th: string; en: string } }>;
  result: { winner: Seat | null; reason: { th: string; en: string } } | null; version: number;
}

const card = (seat: Seat, i: number, name: string): CardFace => ({
  objectId: `o${seat}${i}`, cardId: `X-${i}`, name: { th: name, en: name }, type: 'unit', subtypes: [], element: 'fire',
  cost: 1, mana: 1, at: 2, df: 1, text: { th: '', en: '' }, owner: seat,
});

export const HIDDEN_NAMES = [0, 1].flatMap((s) => [1, 2, 3, 4, 5].map((i) => `Secret${s ? 'Beta' : 'Alpha'}${i}`));

const txt = (en: string) => ({ th: en, en });

function prompt(s: S): Prompt | null {
  const id = `p${s.n}`;
  switch (s.stage) {
    case 'coin': return { promptId: id, seat: s.caller, kind: 'coin-call', label: txt('Call the coin'), min: 1, max: 1, rule: '101.2',
      options: [{ id: 'heads', label: txt('Heads') }, { id: 'tails', label: txt('Tails') }] };
    case 'choose': return { promptId: id, seat: s.coinWinner, kind: 'choose-first', label: txt('Who goes first?'), min: 1, max: 1, rule: '101.2',
      options: [{ id: 'me', label: txt('I go first') }, { id: 'you', label: txt('Opponent goes first') }] };
    case 'play': return { promptId: id, seat: s.at, kind: 'priority', label: txt('Your move'), min: 1, max: 1,
      options: [
        { id: 'pass', label: txt('Pass'), group: 'pass' },
        { id: 'attack', label: txt('Attack'), group: 'attack' },
        { id: 'bid', label: txt('Bid'), group: 'other' },
        ...s.hands[s.at].map((c) => ({ id: `cast:${c.objectId}`, label: txt(`Cast ${c.name.en}`), objectId: c.objectId, group: 'cast' })),
      ] };
    case 'bid': return { promptId: id, seat: s.at, kind: 'number', label: txt('Bid 0-3'), min: 0, max: 3, options: [] };
    default: return null;
  }
}

function player(s: S, seat: Seat, viewer: Viewer): PlayerBoardView {
  return {
    seat, name: s.names[seat], role: s.at === seat ? 'AT' : 'DF', mainCount: 30, lifeCount: s.life[seat], handCount: s.hands[seat].length,
    ...(viewer === seat ? { hand: s.hands[seat] } : {}),
    grave: s.grave[seat], outer: [], units: [], terrain: null, fieldItems: [], mana: [], pool: {}, counters: {}, streamPlacedThisTurn: false,
  };
}

export const standInEngine: EnginePort = {
  createMatch(setup: MatchSetupInput) {
    const h = createHash('sha256').update(setup.seed).digest();
    const s: S = {
      matchId: setup.matchId, format: setup.format, names: [setup.seats[0].name, setup.seats[1].name], seed: setup.seed,
      hands: [[1, 2, 3, 4, 5].map((i) => card(0, i, `SecretAlpha${i}`)), [1, 2, 3, 4, 5].map((i) => card(1, i, `SecretBeta${i}`))],
      grave: [[], []], life: [3, 3], turn: 0, at: 0,
      stage: setup.firstPlayer?.previousLoser !== undefined ? 'choose' : 'coin',
      caller: setup.challenger === 0 ? 1 : 0, coinWinner: setup.firstPlayer?.previousLoser ?? ((h[0]! & 1) as Seat),
      n: 0, log: [], result: null, version: 0,
    };
    return s;
  },
  apply(state, action: Action): ApplyResult<unknown> {
    const s = structuredClone(state) as S;
    const p = prompt(s);
    const say = (seat: Seat | null, en: string) => s.log.push({ seq: s.log.length + 1, seat, text: txt(en) });
    if (action.type === 'concede') {
      s.stage = 'ended'; s.result = { winner: (1 - action.seat) as Seat, reason: txt('Concession') };
      say(action.seat, `${s.names[action.seat]} concedes`);
      s.version++; return { ok: true, state: s, events: [{ kind: 'concede', audience: null, text: txt('concede'), rule: '101.3.3.6' }] };
    }
    if (!p || p.seat !== action.seat || p.promptId !== action.promptId) return { ok: false, error: { code: 'prompt/not-yours', rule: '601.1', message: txt('Not your prompt') } };
    if (action.type === 'answer-number') {
      if (s.stage !== 'bid') return { ok: false, error: { code: 'x', rule: '101.6', message: txt('no') } };
      say(action.seat, `${s.names[action.seat]} bids ${action.value}`);
      s.stage = 'play';
    } else {
      const c = action.choice[0];
      if (!c || !p.options.some((o) => o.id === c)) return { ok: false, error: { code: 'bad', rule: '601.1', message: txt('Illegal choice') } };
      if (s.stage === 'coin') {
        const flip = createHash('sha256').update(s.seed + 'coin').digest()[0]! & 1 ? 'heads' : 'tails';
        s.coinWinner = flip === c ? s.caller : ((1 - s.caller) as Seat);
        say(null, `Coin: ${flip}`); s.stage = 'choose';
      } else if (s.stage === 'choose') {
        s.at = c === 'me' ? s.coinWinner : ((1 - s.coinWinner) as Seat); s.turn = 1; s.stage = 'play';
        say(null, `${s.names[s.at]} goes first`);
      } else if (c === 'pass') {
        s.at = (1 - s.at) as Seat; s.turn++; say(action.seat, `${s.names[action.seat]} passes`);
      } else if (c === 'attack') {
        if (s.turn === 1) return { ok: false, error: { code: 'attack/first-turn', rule: '304.3.1', message: { th: 'ยังโจมตีไม่ได้', en: 'Cannot attack on the first turn' } } };
        const o = (1 - action.seat) as Seat; s.life[o]--; say(action.seat, `${s.names[action.seat]} attacks`);
        if (s.life[o] <= 0) { s.stage = 'ended'; s.result = { winner: action.seat, reason: txt('Life pile empty') }; }
        else { s.at = o; s.turn++; }
      } else if (c === 'bid') {
        s.stage = 'bid';
      } else if (c.startsWith('cast:')) {
        const hand = s.hands[action.seat]; const i = hand.findIndex((x) => `cast:${x.objectId}` === c);
        const [played] = hand.splice(i, 1); s.grave[action.seat].push(played!); say(action.seat, `${s.names[action.seat]} casts ${played!.name.en}`);
      }
    }
    s.n++; s.version++;
    return { ok: true, state: s, events: [{ kind: 'x', audience: null, text: s.log[s.log.length - 1]?.text ?? txt('') }] };
  },
  currentPrompt: (state) => prompt(state as S),
  viewFor(state, viewer) {
    const s = state as S; const p = prompt(s);
    const view = {
      game: 'fadalgia', format: s.format, viewer, matchId: s.matchId, version: s.version, turn: s.turn, atSeat: s.at,
      phase: s.stage === 'ended' ? 'ended' : s.stage === 'play' || s.stage === 'bid' ? 'main' : 'setup',
      priority: p?.seat ?? null, waitingFor: p ? { seat: p.seat, kind: p.kind, label: p.label } : null,
      players: [player(s, 0, viewer), player(s, 1, viewer)], breakZone: [], combat: null,
      lastAction: s.log[s.log.length - 1] ?? null, recentLog: s.log.slice(-6), result: s.result,
    };
    return view as unknown as FadalgiaView;
  },
  result: (state) => { const s = state as S; return s.result ? { ...s.result, turns: s.turn } : null; },
  commitments: () => [{ n: 1, seat: 0, pile: 'main', commitment: 'ab'.repeat(32) }],
  revealShuffles: () => [{ n: 1, seat: 0, pile: 'main', commitment: 'ab'.repeat(32), reveal: 'cd'.repeat(16) }],
  stateHash: (state) => createHash('sha256').update(JSON.stringify(state)).digest('hex'),
  parseDeckList(text) {
    const lines = text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
    const bad = lines.filter((l) => !/^\d+\s+\S/.test(l));
    if (bad.length || lines.length === 0) return { ok: false, errors: [{ code: 'deck/line', rule: '100.3', message: txt(`Bad line: ${bad[0] ?? '(empty)'}`) }] };
    const cards = lines.map((l) => { const [n, ...rest] = l.split(/\s+/); return { count: Number(n), name: rest.join(' ') }; });
    return { ok: true, deck: { cards }, cardCount: cards.reduce((a, c) => a + c.count, 0) };
  },
  validateDeck(deck, format) {
    const n = (deck as { cards: Array<{ count: number }> }).cards.reduce((a, c) => a + c.count, 0);
    const want = format === 'starter-c' ? 30 : 60;
    return n === want ? [] : [{ code: 'deck/size', rule: format === 'starter-c' ? 'basic' : '100.3', message: txt(`Deck has ${n} cards, needs ${want}`) }];
  },
  precons: () => [{ id: 'st01', name: { th: 'ชุดเริ่มต้น 01', en: 'Starter 01' }, game: 'fadalgia', format: 'standard', deck: { cards: [{ count: 60, name: 'X' }] } }],
  cardNames: () => HIDDEN_NAMES.map((n) => ({ th: n, en: n })),
};
