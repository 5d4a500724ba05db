/**
 * Cards whose keywords the engine does not model yet still play: the keyword is ignored (the catalogue
 * report lists it as dormant) and the rest of the card works as printed. These scenarios cast such cards
 * and check the modelled part; they assert nothing about the dormant keyword, which its own module will
 * define when it lands.
 */
import { describe, expect, it } from 'vitest';
import { C, Scenario } from '../helpers/scenario.js';
import { modelStatus } from '../../../src/engine/games/fadalgia/cards/catalog.js';
import { cardDef, type MatchState } from '../helpers/fadalgia-api.js';
import { stats } from '../../../src/engine/games/fadalgia/stats.js';

const g = (s: MatchState) => ({ s, ev: [] });

const S02 = { gale: 'SNM-S02-N10', eagle: 'SNM-S02-N01', rally: 'SNM-S02-I07', mira: 'SNM-S02-I01', hunter: 'SNM-S02-F11', drake: 'SNM-S02-W07' } as const;

describe('cards with dormant keywords', () => {
  it('a [NB] Action resolves its damage (606.5.16 is modelled now: cast with the Break empty)', () => {
    expect(modelStatus(cardDef(S02.gale)).status).toBe('modelled');
    const sc = new Scenario({ p0: { hand: [S02.gale, C.wanderer], mana: [C.hawk, C.hawk] }, p1: { field: [S02.eagle, C.giant] } });
    sc.answer(0, 'priority', `cast:${S02.gale}`);
    sc.answer(0, 'targets', `@${S02.eagle}`).payIfAsked(0);
    expect(sc.ids(1, 'field', S02.eagle)).toHaveLength(0);
    expect(sc.ids(1, 'grave', S02.eagle)).toHaveLength(1);
    expect(sc.ids(0, 'grave', S02.gale)).toHaveLength(1);
  });

  it('a Song with Live resolves its printed effect (the Live bonus ignored)', () => {
    const sc = new Scenario({ p0: { hand: [S02.rally, C.wanderer], mana: [C.recruit, C.recruit], field: [S02.mira] } });
    const mira = sc.id(0, 'field', S02.mira);
    expect(stats(g(sc.state), sc.obj(mira)).at).toBe(3);
    // Mira is the only unit, so the target is taken without a prompt.
    sc.answer(0, 'priority', `cast:${S02.rally}`).payIfAsked(0);
    expect(sc.state.log.some((l) => l.text.en.includes('Rally Song resolves'))).toBe(true);
    expect(stats(g(sc.state), sc.obj(mira)).at).toBe(5);
    expect(sc.ids(0, 'grave', S02.rally)).toHaveLength(1);
  });
});
