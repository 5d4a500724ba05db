/**
 * Three edges of effects.ts that effect-details.test.ts left open (issue 31: its rerun's survivors): the
 * prompt kind of each question, an "up to N" damage that is not capped by the damage there is (only healing
 * is), and Equipment unequipped to the discard pile.
 */
import { describe, expect, it } from 'vitest';
import { cardsIn } from '../../../src/engine/core/kernel.js';
import type { SDState } from '../../../src/engine/games/spirit-duel/state.js';
import { act, answer, build, ids, prompt } from './helpers.js';

type Def = Record<string, unknown>;
const txt = { th: 'ข้อความ', en: 'text' };
const card = (id: string, type: string, extra: Def): Def => ({ id, name: { th: id, en: id }, type, cost: 1, text: txt, ...extra });
const magic = (id: string, effects: unknown[]): Def => card(id, 'magic', { effects });

describe('sd:turn.4 the card language: question kinds and caps', () => {
  it('sd:turn.4 an amount and a target are asked as targets, a discard as a discard, a search as a choice of cards', () => {
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
    expect(prompt(s).kind).toBe('targets');
    s = answer(s, 'n:1');
    s = answer(s, `mag:${id('T-FREEZE')}`);
    expect(prompt(s).kind).toBe('targets');
    s = act(s, { type: 'answer', seat: 0, promptId: prompt(s).promptId, choice: [] });
    s = answer(s, `mag:${id('T-TOSS')}`);
    expect(prompt(s).kind).toBe('discard');
    s = answer(s, prompt(s).options.find((o) => o.objectId !== id('T-SEEK'))!.id);
    s = answer(s, `mag:${id('T-SEEK')}`);
    expect(prompt(s).kind).toBe('choose-cards');
  });

  it('sd:battle.3 "deal up to 2 damage to the attack target" offers 0–2 on an undamaged Spirit (only healing stops at the damage there is)', () => {
    const cards = [card('T-JAB', 'spirit', { atk: 1, hp: 9, triggers: [{ on: 'attacks', whose: 'this', effects: [{ do: 'damage', target: { ref: 'attack-target' }, amount: { upTo: 2 } }] }] })];
    const { s, id } = build([{ zones: { spirits: [{ card: 'T-JAB', as: 'j' }] } }, { zones: { spirits: [{ card: 'SD-010', as: 'g' }] } }], { cards, step: 'battle' });
    expect(ids(answer(s, `atk:${id('j')}:${id('g')}`))).toEqual(['n:0', 'n:1', 'n:2']);
  });

  it('sd:field.3 "unequip each opposing Spirit to the discard pile" discards the Equipment and says so', () => {
    const cards = [magic('T-STRIP', [{ do: 'unequip', target: { each: { side: 'opponents' } }, to: 'discard' }])];
    const { s: s0, id } = build([{ zones: { hand: [{ card: 'T-STRIP', as: 'x' }] } }, { zones: { spirits: [{ card: 'SD-014', as: 'bear' }], equipment: [{ card: 'SD-302', attachedTo: 'bear' }] } }], { cards });
    const s: SDState = answer(s0, `mag:${id('x')}`);
    expect(cardsIn(s.zones, 'discard', 1).map((x) => s.zones.objs[x]!.card)).toEqual(['SD-302']);
    expect(s.log.at(-1)).toMatchObject({ rule: 'sd:field.3', text: { en: 'Stone Shield is unequipped to the discard pile' } });
  });
});
