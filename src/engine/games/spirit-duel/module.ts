/** Spirit Duel (../shared/rules/spirit-duel.th.txt) as a game module on the rules kernel. */
import { checkAnswer, createBus, legalFromPrompt, parseAction, ruleError, t, type Action, type ApplyResult, type GameModule, type Seat } from '../../core/kernel.js';
import { GAME } from '../../terms/spirit-duel.js';
import { cloneJson } from '../../core/clone.js';
import { deckCardNames, parseSpiritDeck, SD_PRECONS, validateSpiritDeck } from './decks.js';
import { SUBS } from './hooks.js';
import { parseForfeit } from './kernel-gaps.js';
import { forfeit, handle, run, whyNot } from './loop.js';
import { R } from './rules.js';
import { scenario } from './scenario.js';
import { blank, checkSetup, commitmentsOf, deal, pinnedCards, secretsOf } from './setup.js';
import { sdCardSets } from './card-sets.js';
import { DEFAULT_TURN_SECONDS, type SDState } from './state.js';
import type { SpiritDuelView } from './view-types.js';
import { viewFor } from './view.js';
import { adjustSpiritDuel } from './adjust.js';
import { sdPlace } from './board.js';
import { whyNotPlay } from './why-not.js';

/** Lines kept in the state; a view shows the last 8 its viewer may read. */
const LOG_KEEP = 40;

function create(input: unknown): SDState | ReturnType<typeof ruleError> {
  const setup = checkSetup(input);
  if ('code' in setup) return setup;
  const s = blank(setup.matchId, [String(setup.seats[0].name ?? ''), String(setup.seats[1].name ?? '')], setup.seed, setup.turnSeconds ?? DEFAULT_TURN_SECONDS);
  const decks: [string[], string[]] = [setup.seats[0].deck as string[], setup.seats[1].deck as string[]];
  const pinned = pinnedCards(setup.extraCards, decks);
  if (pinned) s.extraCards = pinned;
  const bus = createBus(SUBS, s);
  deal(s, bus, decks);
  run(s, bus);
  return s;
}

function applySD(state: SDState, input: unknown): ApplyResult<SDState> {
  if (state.result) return { ok: false, error: ruleError('match/ended', R.losses, 'เกมจบแล้ว', 'The game is over') };
  const forfeitAction = parseForfeit(input);
  let a: Action | null = null;
  if (!forfeitAction) {
    const parsed = parseAction(input);
    if (!parsed.ok) return { ok: false, error: ruleError('action/invalid', R.turnOrder, `คำสั่งไม่ถูกต้อง: ${parsed.issues}`, `Invalid action: ${parsed.issues}`) };
    a = parsed.action;
    if (a.type === 'arrange-grave' || a.type === 'answer-number') return { ok: false, error: ruleError('action/unsupported', R.turnOrder, 'Spirit Duel ไม่มีคำสั่งนี้', 'Spirit Duel has no such action') };
  }
  if (a?.type === 'answer') {
    const err = checkAnswer(state.prompt, a, R.turnOrder);
    if (err) {
      const specific = err.code === 'prompt/unknown-option' && a.choice.length === 1 ? whyNot(state, a.seat, a.choice[0]!) : null;
      return { ok: false, error: specific ?? err };
    }
  }
  // Log lines and shuffle secrets are never changed once written: share them instead of copying (a third of the cost).
  const s = cloneJson<SDState>({ ...state, log: [], shuffles: [] });
  s.log = state.log.slice();
  s.shuffles = state.shuffles;
  const bus = createBus(SUBS, s);
  const logged = s.log.length;
  if (forfeitAction) forfeit(s, forfeitAction.seat, forfeitAction.reason);
  else if (a!.type === 'concede') forfeit(s, a!.seat, 'concede');
  else if (a!.type === 'answer') {
    const kind = s.prompt!.kind;
    s.prompt = null;
    handle(s, bus, a!.seat, a!.choice, kind);
    run(s, bus);
  }
  s.version = state.version + 1;
  const events = s.log.slice(logged).map((l) => ({ kind: 'log', audience: l.audience, text: l.text, ...(l.rule ? { rule: l.rule } : {}) }));
  if (s.log.length > LOG_KEEP) s.log.splice(0, s.log.length - LOG_KEEP);
  return { ok: true, state: s, events };
}

/**
 * The answer a caller sends for a seat without asking it: a Trap window in which none of its Traps can
 * really be opened (sd:trap.3). The caller must treat it exactly like a real window publicly — show the
 * same "Trap window" wait and send this only after the same fixed hold a real decision is given — so
 * neither the prompt nor its timing tells the opponent whether a usable Trap exists.
 */
export function autoAnswer(s: SDState): Action | null {
  const p = s.result ? null : s.prompt;
  if (!p || p.kind !== 'optional' || p.options.length !== 1 || p.options[0]!.id !== 'no-trap') return null;
  return { type: 'answer', seat: p.seat, promptId: p.promptId, choice: ['no-trap'] };
}

export const spiritDuel: GameModule<SDState, SpiritDuelView> = {
  id: 'spirit-duel',
  name: { th: GAME.th, en: GAME.en },
  formats: [{ id: 'standard', name: t('มาตรฐาน', 'Standard') }],
  decks: {
    parse: parseSpiritDeck,
    validate: (deck, _format, extra) => validateSpiritDeck(deck, extra),
    precons: () => SD_PRECONS,
    cardNames: deckCardNames,
  },
  cardSets: sdCardSets,
  scenario,
  adjust: adjustSpiritDuel,
  create,
  apply: applySD,
  legalActions: (s, seat: Seat) => legalFromPrompt(s.result ? null : s.prompt, seat, !!s.result),
  prompt: (s) => (s.result || !s.prompt ? null : cloneJson(s.prompt)),
  cardOf: (s, id) => s.zones.objs[id]?.card,
  place: sdPlace,
  whyNotPlayable: whyNotPlay,
  viewFor,
  result: (s) => (s.result ? { ...s.result } : null),
  commitments: commitmentsOf,
  revealShuffles: (s) => (s.result ? secretsOf(s) : ruleError('shuffles/not-ended', R.deck, 'เปิดเผยการสับได้เมื่อเกมจบแล้วเท่านั้น', 'Shuffles are revealed only after the match')),
};
