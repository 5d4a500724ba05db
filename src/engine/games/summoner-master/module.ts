/**
 * Summoner Master on the rules kernel: the base game as summoner-master-base.md reconstructs it and the
 * six Nihil keywords as summoner-master-nihil.th.txt writes them (the Nihil text wins on conflict).
 * README.md in this folder lists every default taken for an open question.
 */
import { checkAnswer, createBus, legalFromPrompt, parseAction, ruleError, t, type ApplyResult, type GameModule, type KObject, type Text } from '../../core/kernel.js';
import { cloneJson } from '../../core/clone.js';
import './assemble.js';
import { SM_CARDS } from './cards/catalog.js';
import { SM_PRECONS } from './cards/precons.js';
import { parseSmDeck, validateSmDeck, type SmDeck } from './deck.js';
import { ANSWERS, SUBS } from './hooks.js';
import { pass, run } from './loop.js';
import { choosePriority } from './orders.js';
import { scenario } from './scenario.js';
import { createSm } from './setup.js';
import type { SmState } from './types.js';
import type { Seat } from '../../core/kernel.js';
import { viewFor } from './view.js';
import type { SummonerMasterView } from './view-types.js';
import { other } from './zones.js';
import { adjustSummonerMaster } from './adjust.js';
import { smCardSets } from './card-sets.js';
import { smPlace } from './place.js';
import { smWhyNotCast } from './why-not.js';
import { GAME } from '../../terms/summoner-master.js';

const GAME_RULE = '§13';

/**
 * Zones whose objects are never written to: a card leaving one becomes a new object (400.7-style ids), and
 * nothing edits a card while it lies in a deck or a Shrine (the Remove Zone keeps Vanish's countdown). Their objects
 * are shared.
 */
const AT_REST = new Set(['sealDeck', 'mysticDeck', 'shrine']);

function copyObject(o: KObject): KObject {
  const n = { ...o };
  if (o.data) n.data = cloneJson(o.data);
  if (o.counters) n.counters = { ...o.counters };
  return n;
}

/**
 * A fresh state for one apply(), copying only what apply() may change. Shared, never mutated: shuffle secrets
 * and commitments (append-only), log lines (pushed, never edited), the config, scenario cards and the previous
 * prompt (replaced, never edited). The random playouts deep-freeze every state before apply(), so a shared part
 * that were written to would fail them.
 */
function copy(state: SmState): SmState {
  const objs: Record<string, KObject> = {};
  for (const id in state.zones.objs) {
    const o = state.zones.objs[id]!;
    objs[id] = AT_REST.has(o.zone) ? o : copyObject(o);
  }
  const zones: Record<string, string[]> = {};
  for (const k in state.zones.zones) zones[k] = state.zones.zones[k]!.slice();
  return {
    ...state,
    zones: { ...state.zones, objs, zones },
    rng: { ...state.rng },
    stack: cloneJson(state.stack),
    players: [{ ...state.players[0] }, { ...state.players[1] }],
    effects: cloneJson(state.effects),
    pending: cloneJson(state.pending),
    frames: cloneJson(state.frames),
    tasks: cloneJson(state.tasks),
    ask: cloneJson(state.ask),
    log: state.log.slice(),
    secrets: state.secrets.slice(),
    commitments: state.commitments.slice(),
  };
}

/**
 * §13.4 (smo_arena.erl `leave_room`): leaving the match loses, like conceding. The bot sends this forfeit (as it
 * does Spirit Duel's, spirit-duel/kernel-gaps.ts) when a seated player left the server or the match thread and
 * did not come back in time; a player's input never makes one. Null for anything else.
 */
function parseLeave(input: unknown): Seat | null {
  if (typeof input !== 'object' || input === null) return null;
  const a = input as Record<string, unknown>;
  if (a.type !== 'forfeit' || a.reason !== 'leave' || Object.keys(a).length !== 3 || (a.seat !== 0 && a.seat !== 1)) return null;
  return a.seat;
}

function apply(state: SmState, input: unknown): ApplyResult<SmState> {
  const leaver = parseLeave(input);
  const parsed = leaver === null ? parseAction(input) : { ok: true as const, action: { type: 'concede' as const, seat: leaver } };
  if (!parsed.ok) return { ok: false, error: ruleError('action/invalid', GAME_RULE, `คำสั่งไม่ถูกต้อง: ${parsed.issues}`, `Invalid action: ${parsed.issues}`) };
  const a = parsed.action;
  if (state.result) return { ok: false, error: ruleError('match/ended', GAME_RULE, 'เกมจบแล้ว', 'The game is over') };
  if (a.type === 'arrange-grave' || a.type === 'answer-number') return { ok: false, error: ruleError('action/unsupported', GAME_RULE, 'เกมนี้ไม่มีคำสั่งนี้', 'This game has no such action') };
  const s = copy(state);
  const bus = createBus(SUBS, s);
  const logged = s.log.length;
  if (a.type === 'concede') {
    // §13.4: conceding loses.
    const n = s.players[a.seat].name;
    s.result = { winner: other(a.seat), reason: leaver === null ? t(`${n} ยอมแพ้`, `${n} concedes`) : t(`${n} ออกจากห้อง`, `${n} left the match`), rule: '§13.4', turns: s.subturn };
    s.prompt = null;
    s.ask = null;
  } else {
    const err = checkAnswer(state.prompt, a, state.prompt?.rule ?? GAME_RULE);
    if (err) return { ok: false, error: err };
    const meaning = s.ask!;
    s.prompt = null;
    s.ask = null;
    if (meaning.k === 'priority') {
      if (!choosePriority(s, bus, a.seat, a.choice[0]!)) pass(s, bus, a.seat);
    } else {
      const h = ANSWERS.get(meaning.k);
      if (!h) throw new Error(`engine bug: no answer handler ${meaning.k}`);
      h(s, bus, a.choice, meaning);
    }
    run(s, bus);
  }
  s.version = state.version + 1;
  const events = s.log.slice(logged).map((text: Text) => ({ kind: 'log', audience: null, text }));
  if (s.log.length > 40) s.log.splice(0, s.log.length - 40);
  return { ok: true, state: s, events };
}

export const summonerMaster: GameModule<SmState, SummonerMasterView> = {
  id: 'summoner-master',
  name: { th: GAME.th, en: GAME.en },
  formats: [{ id: 'ranked', name: t('แรงก์ (30+30)', 'Ranked (30+30)') }, { id: 'casual', name: t('ทั่วไป (25+20)', 'Casual (25+20)') }],
  decks: {
    parse: (text, extra) => parseSmDeck(text, extra),
    validate: (deck, format, extra) => validateSmDeck(deck, format, extra),
    precons: () => SM_PRECONS,
    cardNames: (deck) => {
      const d = deck as SmDeck;
      return [...new Set([...(d?.seals ?? []), ...(d?.mystics ?? [])])].map((c) => SM_CARDS[c]?.name).filter((n): n is Text => !!n);
    },
  },
  cardSets: smCardSets,
  scenario,
  adjust: adjustSummonerMaster,
  create: (setup) => {
    const r = createSm(setup, (s) => createBus(SUBS, s));
    if ('code' in r) return r;
    run(r, createBus(SUBS, r));
    return r;
  },
  apply,
  legalActions: (s, seat) => legalFromPrompt(s.result ? null : s.prompt, seat, !!s.result),
  prompt: (s) => (s.result || !s.prompt ? null : cloneJson(s.prompt)),
  cardOf: (s, id) => s.zones.objs[id]?.card,
  place: smPlace,
  whyNotPlayable: smWhyNotCast,
  viewFor,
  result: (s) => (s.result ? { ...s.result } : null),
  commitments: (s) => s.commitments.map((c) => ({ ...c })),
  revealShuffles: (s) => (s.result ? structuredClone(s.secrets) : ruleError('match/not-ended', GAME_RULE, 'เปิดเผยการสับได้เมื่อจบเกมแล้วเท่านั้น', 'Shuffles are revealed only after the match')),
};
