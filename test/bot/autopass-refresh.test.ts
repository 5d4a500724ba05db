/**
 * Issue 30: a standing answer to Fadalgia's Refresh (501.5 life draw, 501.6 Mana to Stream), set by the player
 * in /autopass and given by the bot in the commit that reaches the Refresh. It depends on the setting, the
 * options offered and the player's own life pile count only; 'ask' (the default) answers nothing.
 */
import { describe, expect, it } from 'vitest';
import { autoChoice } from '../../src/match/autopass/chain.js';
import { LOW_LIFE } from '../../src/match/autopass/refresh-answers.js';
import { DEFAULT_SETTINGS, type PlaySettings } from '../../src/match/autopass/settings.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import { C, Scenario, type SideSpec } from '../engine/helpers/scenario.js';

const refresh = (p0: SideSpec) => new Scenario({ step: 'refresh', p0 });
const answer = (sc: Scenario, refreshSetting: PlaySettings['refresh']) => autoChoice(realEngine, sc.state, sc.prompt, { ...DEFAULT_SETTINGS, refresh: refreshSetting });
const faceDown = [{ card: C.drake, faceUp: false }];

describe('standing Refresh answer (/autopass refresh, issue 30)', () => {
  it('501.5 501.6 "ask", the default, leaves both questions to the player', () => {
    const sc = refresh({ mana: faceDown, life: 10 });
    expect(DEFAULT_SETTINGS.refresh).toBe('ask');
    expect(answer(sc, 'ask')).toBeNull();
  });

  it('501.5 501.6 "draw" draws from the life pile and keeps the Mana in one answer; "skip" does neither', () => {
    expect(answer(refresh({ mana: faceDown, life: 10 }), 'draw')).toEqual(['life-draw:keep']);
    expect(answer(refresh({ mana: faceDown, life: 10 }), 'skip')).toEqual(['skip:keep']);
    // No face-down Mana: 501.6 has nothing to ask, and the plain draw question is the whole Refresh.
    expect(answer(refresh({ mana: [C.drake], life: 10 }), 'draw')).toEqual(['life-draw']);
  });

  it('101.3.3.2 "draw" asks again when the draw would leave the life pile low', () => {
    expect(answer(refresh({ mana: faceDown, life: LOW_LIFE + 1 }), 'draw')).toBeNull();
    expect(answer(refresh({ mana: faceDown, life: LOW_LIFE + 2 }), 'draw')).toEqual(['life-draw:keep']);
    // "skip" never draws, so it answers at any life.
    expect(answer(refresh({ mana: faceDown, life: 1 }), 'skip')).toEqual(['skip:keep']);
  });

  it('101.2.2 501.6 with no life draw this turn, both standing answers keep the Mana', () => {
    const sc = new Scenario({ step: 'refresh', turn: 1, first: 0, p0: { mana: faceDown, life: 10 } });
    expect(sc.prompt.rule).toBe('501.6');
    expect(answer(sc, 'draw')).toEqual(['no-flip']);
    expect(answer(sc, 'skip')).toEqual(['no-flip']);
  });

  it('501.6 after a life draw the player answered themself (asked again at low life) stays theirs', () => {
    const sc = refresh({ mana: faceDown, life: LOW_LIFE + 1 });
    sc.answer(0, 'refresh-options', 'life-draw');
    expect(sc.prompt.rule).toBe('501.6');
    expect(answer(sc, 'draw')).toBeNull();
    expect(answer(sc, 'skip')).toBeNull();
  });
});
