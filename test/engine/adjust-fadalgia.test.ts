/**
 * A judge's manual adjustments of a Fadalgia board (issue 19, engine/games/fadalgia/adjust.ts) through the
 * public API: adjust() and apply() of a { type: 'judge-adjust' } action, which replays like any other.
 */
import { describe, expect, it } from 'vitest';
import { refused } from './helpers/adjust-refused.js';
import { adjust, apply, buildScenario, createMatch, currentPrompt, isRuleError, legalActions, PRECONS, replay, stateHash, viewFor, type MatchState, type ScenarioDescription } from './helpers/fadalgia-api.js';
import { C } from './helpers/scenario.js';
import { checkJsonAndFreeze, checkRuleInvariants, checkSpectatorLeak } from './helpers/invariants.js';
import { pickRandom, prng, seedHex } from './helpers/random-player.js';
import { cardDef } from '../../src/engine/index.js';
import { TINY_PRECONS } from '../../src/engine/games/tiny/cards.js';

const filler = (n: number) => Array.from({ length: n }, () => C.wanderer);

function board(): { state: MatchState; id(name: string): string } {
  const desc: ScenarioDescription = {
    game: 'fadalgia',
    seats: [
      { zones: { deck: filler(10), life: [C.hawk, C.giant], hand: [{ card: C.fireball, as: 'fb' }], field: [{ card: C.recruit, as: 'rec' }] } },
      { zones: { deck: filler(10), life: filler(5), field: [{ card: C.giant, as: 'giant' }] } },
    ],
  };
  const r = buildScenario(desc);
  if (isRuleError(r)) throw new Error(r.message.en);
  checkJsonAndFreeze(r.state);
  return r as { state: MatchState; id(name: string): string };
}

/** An Item and a Terrain wrongly in the graves; player 1 already controls a Terrain, player 2 does not. */
function itemBoard(): { state: MatchState; id(name: string): string } {
  const r = buildScenario({
    game: 'fadalgia',
    seats: [
      { zones: { deck: filler(10), life: filler(3), hand: [{ card: C.fireball, as: 'fb' }], grave: [{ card: C.blade, as: 'blade' }, { card: C.volcano, as: 'volc2' }], field: [{ card: C.recruit, as: 'rec' }, { card: C.valley, as: 'terr' }] } },
      { zones: { deck: filler(10), life: filler(3), grave: [{ card: C.volcano, as: 'volc' }], field: [{ card: C.giant, as: 'giant' }] } },
    ],
  });
  if (isRuleError(r)) throw new Error(r.message.en);
  return r as { state: MatchState; id(name: string): string };
}

function adjusted(s: MatchState, op: unknown): { state: MatchState; lines: string[] } {
  const r = adjust(s, op);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message.en}`);
  checkJsonAndFreeze(r.state);
  checkRuleInvariants(r.state);
  checkSpectatorLeak(r.state);
  expect(r.state.version).toBe(s.version + 1);
  return { state: r.state, lines: r.events.filter((e) => e.audience === null).flatMap((e) => [`${e.text.en} (${e.rule})`, e.text.th]) };
}


describe('Fadalgia judge adjustments', () => {
  it('400.5 a unit moved back to the hand is a new object there, named in the log since it was public', () => {
    const b = board();
    expect(currentPrompt(b.state)?.kind).toBe('priority');
    const { state, lines } = adjusted(b.state, { k: 'move', object: b.id('rec'), to: 'hand' });
    expect(state.objs[b.id('rec')]).toBeUndefined();
    expect(state.zones['0:field']).toEqual([]);
    const moved = state.objs[state.zones['0:hand'].at(-1)!]!;
    expect([moved.card, moved.zone]).toEqual([C.recruit, 'hand']);
    expect(lines[0]).toContain(cardDef(C.recruit)!.name.en);
    expect(lines[0]).toMatch(/to the Hand.*\(400\.5\)/);
    // Priority is offered again with options for the new board.
    expect(currentPrompt(state)?.kind).toBe('priority');
    expect(currentPrompt(state)?.promptId).not.toBe(currentPrompt(b.state)?.promptId);
  });

  it('400.2 a hidden card moved from the hand to the main pile is not named in the public log', () => {
    const b = board();
    const r = adjust(b.state, { k: 'move', object: b.id('fb'), to: 'main', bottom: true });
    if (!r.ok) throw new Error(r.error.code);
    const name = cardDef(C.fireball)!.name;
    const pub = r.events.filter((e) => e.audience === null);
    expect(pub.map((e) => e.text.en).join('\n')).toContain('a card from the Hand');
    for (const e of pub) expect(`${e.text.en} ${e.text.th} ${JSON.stringify(e.data ?? {})}`).not.toMatch(new RegExp(`${name.en}|${name.th}|${C.fireball}`));
    expect(r.state.zones['0:main'][0]).toBe(r.state.zones['0:main'].find((id) => r.state.objs[id]!.card === C.fireball));
    checkSpectatorLeak(r.state);
  });

  it('607.9 / 607.10 a unit set to DF mode and back; setting the mode it has is refused', () => {
    const b = board();
    const df = adjusted(b.state, { k: 'mode', object: b.id('rec'), mode: 'DF' });
    expect(df.state.objs[b.id('rec')]!.mode).toBe('DF');
    expect(df.lines[0]).toContain('(607.10)');
    expect(refused(df.state, { k: 'mode', object: b.id('rec'), mode: 'DF' })).toBe('adjust/same-mode');
    expect(refused(df.state, { k: 'mode', object: b.id('rec'), mode: 'XX' })).toBe('adjust/no-mode');
    expect(adjusted(df.state, { k: 'mode', object: b.id('rec'), mode: 'AT' }).state.objs[b.id('rec')]!.mode).toBe('AT');
  });

  it('612.4 / 612.5 counters added to and removed from a unit and a player; never below zero', () => {
    const b = board();
    const a = adjusted(b.state, { k: 'counter', object: b.id('giant'), name: 'Asura', delta: 2 });
    expect(a.state.objs[b.id('giant')]!.ctr).toEqual({ Asura: 2 });
    expect(a.lines[0]).toContain('(612.4)');
    expect(refused(a.state, { k: 'counter', object: b.id('giant'), name: 'Asura', delta: -3 })).toBe('adjust/counter-negative');
    const removed = adjusted(a.state, { k: 'counter', object: b.id('giant'), name: 'Asura', delta: -2 });
    expect(removed.state.objs[b.id('giant')]!.ctr ?? {}).toEqual({});
    const p = adjusted(b.state, { k: 'counter', seat: 1, name: 'Spirit', delta: 3 });
    expect(p.state.players[1].counters).toMatchObject({ Spirit: 3 });
    expect(p.lines[0]).toContain('(612.5)');
    expect(refused(b.state, { k: 'counter', object: b.id('fb'), name: 'Asura', delta: 1 })).toBe('adjust/counter-where');
  });

  it('402.4 the top life card put into the grave (named: the grave is public); 607.8 a main-pile card onto the life pile', () => {
    const b = board();
    const lost = adjusted(b.state, { k: 'life', seat: 0, delta: -1 });
    expect(lost.state.zones['0:life'].length).toBe(1);
    expect(lost.state.objs[lost.state.zones['0:grave'].at(-1)!]!.card).toBe(C.giant);
    expect(lost.lines[0]).toContain(cardDef(C.giant)!.name.en);
    const gained = adjusted(b.state, { k: 'life', seat: 0, delta: 2 });
    expect([gained.state.zones['0:life'].length, gained.state.zones['0:main'].length]).toEqual([4, 8]);
    expect(refused(b.state, { k: 'life', seat: 0, delta: -3 })).toBe('adjust/life-short');
  });

  it('101.3 losing the last life card by an adjustment ends the game through the state checks', () => {
    const b = board();
    const r = adjust(b.state, { k: 'life', seat: 0, delta: -2 });
    if (!r.ok) throw new Error(r.error.code);
    expect(r.state.result?.winner).toBe(1);
  });

  it('a bad adjustment changes nothing and says why in Thai and English', () => {
    const b = board();
    expect(refused(b.state, { k: 'move', object: b.id('rec'), to: 'deck' })).toBe('adjust/no-zone');
    expect(refused(b.state, { k: 'move', object: '9999', to: 'hand' })).toBe('adjust/no-object');
    expect(refused(b.state, { k: 'move', object: b.id('rec'), to: 'field' })).toBe('adjust/same-zone');
    expect(refused(b.state, { k: 'move', object: b.id('fb'), to: 'field' })).toBe('adjust/field-permanent-only');
    expect(refused(b.state, { k: 'teleport', object: b.id('rec') })).toBe('adjust/invalid');
    expect(refused(b.state, { k: 'counter', name: 'Asura', delta: 1 })).toBe('adjust/invalid');
    expect(refused(b.state, { k: 'life', seat: 0, delta: 0 })).toBe('adjust/invalid');
  });

  it('302.2 an Item put back onto the field is attached to the named unit, with its printed turn count (302.3)', () => {
    const b = itemBoard();
    const { state, lines } = adjusted(b.state, { k: 'move', object: b.id('blade'), to: 'field', onto: b.id('giant') });
    const item = state.objs[state.zones['0:field'].find((id) => state.objs[id]!.card === C.blade)!]!;
    expect([item.att, item.left, item.ctrl, item.owner]).toEqual([b.id('giant'), cardDef(C.blade)!.duration, 0, 0]);
    expect(state.zones['0:grave'].map((id) => state.objs[id]!.card)).toEqual([C.volcano]);
    expect(lines[0]).toMatch(new RegExp(`${cardDef(C.blade)!.name.en}.*to the Field attached to ${cardDef(C.giant)!.name.en}.*\\(302\\.2\\)`));
    // It stays: the 302.2.2 state check finds it attached.
    expect(currentPrompt(state)?.kind).toBe('priority');
  });

  it('302.2.1 / 302.2 an Item onto the field is refused without a unit, onto a card that is not a unit on the field, and onto is refused for a non-Item', () => {
    const b = itemBoard();
    expect(refused(b.state, { k: 'move', object: b.id('blade'), to: 'field' })).toBe('adjust/onto-missing');
    expect(refused(b.state, { k: 'move', object: b.id('blade'), to: 'field', onto: '9999' })).toBe('adjust/onto-not-unit');
    expect(refused(b.state, { k: 'move', object: b.id('blade'), to: 'field', onto: b.id('fb') })).toBe('adjust/onto-not-unit');
    expect(refused(b.state, { k: 'move', object: b.id('blade'), to: 'field', onto: b.id('terr') })).toBe('adjust/onto-not-unit');
    expect(refused(b.state, { k: 'move', object: b.id('blade'), to: 'hand', onto: b.id('giant') })).toBe('adjust/onto-not-item');
    expect(refused(b.state, { k: 'move', object: b.id('volc'), to: 'field', onto: b.id('giant') })).toBe('adjust/onto-not-item');
    expect(refused(b.state, { k: 'move', object: b.id('fb'), to: 'field', onto: b.id('giant') })).toBe('adjust/onto-not-item');
    expect(refused(b.state, { k: 'move', object: b.id('blade'), to: 'field', onto: '' })).toBe('adjust/invalid');
  });

  it('303.4 a Terrain put back onto the field enters with its printed turn count; 303.3 a second Terrain is refused', () => {
    const b = itemBoard();
    const { state, lines } = adjusted(b.state, { k: 'move', object: b.id('volc'), to: 'field' });
    const terr = state.objs[state.zones['1:field'].find((id) => state.objs[id]!.card === C.volcano)!]!;
    expect([terr.left, terr.att, terr.ctrl]).toEqual([cardDef(C.volcano)!.duration ?? null, undefined, 1]);
    expect(lines[0]).toContain(`${cardDef(C.volcano)!.name.en} of`);
    expect(refused(b.state, { k: 'move', object: b.id('volc2'), to: 'field' })).toBe('adjust/terrain-one');
  });

  it('601.1 an adjustment is refused while a choice is pending (no one holds priority)', () => {
    const s = createMatch({ matchId: 'adj-setup', game: 'fadalgia', format: 'standard', seed: seedHex(3), seats: [{ name: 'A', deck: PRECONS[0]!.deck }, { name: 'B', deck: PRECONS[1]!.deck }], challenger: 0 });
    if (isRuleError(s)) throw new Error(s.message.en);
    expect(refused(s, { k: 'life', seat: 0, delta: -1 })).toBe('adjust/not-at-rest');
  });

  it('a judge-adjust action in the log replays to the same state hash', () => {
    const setup = { matchId: 'adj-replay', game: 'fadalgia', format: 'standard', seed: seedHex(5), seats: [{ name: 'A', deck: PRECONS[0]!.deck }, { name: 'B', deck: PRECONS[1]!.deck }], challenger: 0 as const };
    const created = createMatch(setup);
    if (isRuleError(created)) throw new Error(created.message.en);
    let s = created;
    const actions: unknown[] = [];
    const rnd = prng(11);
    while (currentPrompt(s)?.kind !== 'priority') {
      const a = pickRandom(legalActions(s, currentPrompt(s)!.seat), rnd);
      const r = apply(s, a);
      if (!r.ok) throw new Error(r.error.code);
      actions.push(a);
      s = r.state;
    }
    const handCard = s.zones['0:hand'][0]!;
    const action = { type: 'judge-adjust', op: { k: 'move', object: handCard, to: 'grave' } };
    const r = apply(s, action);
    if (!r.ok) throw new Error(r.error.code);
    actions.push(action);
    // Then play goes on from the adjusted board.
    const next = pickRandom(legalActions(r.state, currentPrompt(r.state)!.seat), rnd);
    const r2 = apply(r.state, next);
    if (!r2.ok) throw new Error(r2.error.code);
    actions.push(next);
    const again = replay(setup, actions);
    if (!again.ok) throw new Error(again.error.code);
    expect(stateHash(again.state)).toBe(stateHash(r2.state));
    expect(viewFor(r.state, 1).players[0].grave.length).toBe(1);
  });
});

describe('judge adjustments in a game without them', () => {
  it('the tiny test game refuses every adjustment as not supported, in Thai and English', () => {
    const s = createMatch({ matchId: 'tiny-adj', game: 'tiny', format: 'standard', seed: 'ab'.repeat(32), challenger: 0, seats: [{ name: 'A', deck: TINY_PRECONS[0]!.deck }, { name: 'B', deck: TINY_PRECONS[1]!.deck }] });
    if (isRuleError(s)) throw new Error(s.message.en);
    const r = apply(s, { type: 'judge-adjust', op: { k: 'life', seat: 0, delta: -1 } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.error.code, r.error.message.en, r.error.message.th.length > 0]).toEqual(['adjust/unsupported', 'Game tiny does not support judge adjustments', true]);
  });
});
