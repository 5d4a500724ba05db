/**
 * Issue 30: a standing answer to Summoner Master's Draw Step (401.3.1), set by the player in /autopass
 * (draw-step) and given by the bot in the commit that reaches the step. It depends on the setting, the options
 * and public counts only (the hand's size, the hand limit, both decks); 'ask' (the default) answers nothing.
 */
import { describe, expect, it } from 'vitest';
import { autoChoice } from '../../src/match/autopass/chain.js';
import { LOW_DECK } from '../../src/match/autopass/draw-answers.js';
import { DEFAULT_SETTINGS, type PlaySettings } from '../../src/match/autopass/settings.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import { applyAuto } from '../../src/match/replay.js';
import { build, m } from '../engine/summoner-master/helpers.js';

/** Seat 0 at its Draw Step with `inHand` cards and the given decks. */
function drawStep(inHand: number, seals = 8, mystics = 8) {
  const g = build([
    { zones: { at: [{ card: 'tide-warrior' }], hand: Array(inHand).fill('tide-warrior'), sealDeck: Array(seals).fill('tide-warrior'), mysticDeck: Array(mystics).fill('water-shield') } },
    { zones: { at: [{ card: 'storm-falcon' }], hand: ['cliff-golem'], sealDeck: Array(8).fill('tide-warrior'), mysticDeck: Array(8).fill('water-shield') } },
  ], { step: 'draw' });
  const p = m.prompt(g.s)!;
  expect(p.rule).toBe('401.3.1');
  return { state: g.s, prompt: p };
}
const answer = (at: ReturnType<typeof drawStep>, draw: PlaySettings['draw']) => autoChoice(realEngine, at.state, at.prompt, { ...DEFAULT_SETTINGS, draw });

describe('standing Draw Step answer (/autopass draw-step, issue 30)', () => {
  it('401.3.1 "ask", the default, leaves the draw to the player', () => {
    expect(DEFAULT_SETTINGS.draw).toBe('ask');
    expect(answer(drawStep(3), 'ask')).toBeNull();
  });

  it('401.3.1 each standing answer draws its two cards in one answer, with a private note saying it was the setting', () => {
    expect(answer(drawStep(3), 'seals')).toEqual(['draw2:sealDeck:sealDeck']);
    expect(answer(drawStep(3), 'mix')).toEqual(['draw2:sealDeck:mysticDeck']);
    expect(answer(drawStep(3), 'mystics')).toEqual(['draw2:mysticDeck:mysticDeck']);
    const at = drawStep(3);
    const r = applyAuto(realEngine, at.state, { type: 'answer', seat: 0, promptId: at.prompt.promptId, choice: answer(at, 'mix')! });
    expect(r.ok && r.events.at(-1)).toMatchObject({ kind: 'auto-draw', audience: 0 });
    const v = r.ok ? realEngine.viewFor(r.state, 'spectator') : null;
    expect(v?.game === 'summoner-master' && v.players[0].handCounts).toEqual({ seals: 4, mystics: 1 });
  });

  it('§3.3 it asks again when two cards would take the hand over its limit (the player may draw one rather than discard)', () => {
    expect(answer(drawStep(5), 'seals')).toEqual(['draw2:sealDeck:sealDeck']);
    expect(answer(drawStep(6), 'seals')).toBeNull();
  });

  it('§13.3 it asks again when a deck drawn from would be left low', () => {
    expect(answer(drawStep(3, LOW_DECK + 2), 'seals')).toEqual(['draw2:sealDeck:sealDeck']);
    expect(answer(drawStep(3, LOW_DECK + 1), 'seals')).toBeNull();
    // The other deck being low does not matter to a draw that does not touch it.
    expect(answer(drawStep(3, 8, 1), 'seals')).toEqual(['draw2:sealDeck:sealDeck']);
    expect(answer(drawStep(3, 8, LOW_DECK), 'mix')).toBeNull();
  });

  it('§0 the answer is the same whatever the hand holds: only its size counts', () => {
    const seals = drawStep(3);
    const g = build([
      { zones: { at: [{ card: 'tide-warrior' }], hand: ['water-shield', 'water-shield', 'cliff-golem'], sealDeck: Array(8).fill('tide-warrior'), mysticDeck: Array(8).fill('water-shield') } },
      { zones: { at: [{ card: 'storm-falcon' }], hand: ['cliff-golem'], sealDeck: Array(8).fill('tide-warrior'), mysticDeck: Array(8).fill('water-shield') } },
    ], { step: 'draw' });
    for (const d of ['ask', 'seals', 'mix', 'mystics'] as const) expect(autoChoice(realEngine, g.s, m.prompt(g.s)!, { ...DEFAULT_SETTINGS, draw: d })).toEqual(answer(seals, d));
  });
});
