/**
 * Cards written in the card language for the Spirit Duel effect tests, and one position that asks each kind of
 * question an effect can ask (an amount, a target, a discard, a search), shared by the tests that check those
 * questions from different sides (their labels and options, their prompt kinds).
 */
import type { SDState } from '../../../src/engine/games/spirit-duel/state.js';
import { act, answer, build, prompt } from './helpers.js';

export type Def = Record<string, unknown>;
export const txt = { th: 'ข้อความ', en: 'text' };
export const card = (id: string, type: string, extra: Def): Def => ({ id, name: { th: id, en: id }, type, cost: 1, text: txt, ...extra });
export const magic = (id: string, effects: unknown[], extra: Def = {}): Def => card(id, 'magic', { effects, ...extra });

/** Plays T-HEAL3, T-FREEZE, T-TOSS and T-SEEK in turn, calling `check` at each card's first question. */
export function playQuestionCards(check: (s: SDState, card: string) => void): void {
  const cards = [
    magic('T-HEAL3', [{ do: 'heal', target: { choose: { side: 'yours', damaged: true } }, amount: { upTo: 3 } }]),
    magic('T-FREEZE', [{ do: 'draw', player: 'you', amount: 1 }, { do: 'rest', target: { choose: { side: 'opponents' }, upTo: 2 } }]),
    magic('T-TOSS', [{ do: 'discard', player: 'you', amount: 1 }]),
    magic('T-SEEK', [{ do: 'search', filter: { type: 'spirit' } }]),
  ];
  const { s: s0, id } = build([
    { zones: { hand: ['T-HEAL3', 'T-FREEZE', 'T-TOSS', 'T-SEEK'].map((c) => ({ card: c, as: c })), spirits: [{ card: 'SD-010', as: 'g', state: { damage: 5 } }] }, state: { core: 10 } },
    { zones: { spirits: ['SD-011'] } },
  ], { cards });
  let s = answer(s0, `mag:${id('T-HEAL3')}:${id('g')}`);
  check(s, 'T-HEAL3');
  s = answer(s, 'n:1');
  s = answer(s, `mag:${id('T-FREEZE')}`);
  check(s, 'T-FREEZE');
  s = act(s, { type: 'answer', seat: 0, promptId: prompt(s).promptId, choice: [] });
  s = answer(s, `mag:${id('T-TOSS')}`);
  check(s, 'T-TOSS');
  s = answer(s, prompt(s).options.find((o) => o.objectId !== id('T-SEEK'))!.id);
  s = answer(s, `mag:${id('T-SEEK')}`);
  check(s, 'T-SEEK');
}
