/**
 * 606.5.12 Timekeeper and hidden information (400.2: the main pile is closed). Two matches built from the same
 * scenario that differ only in one hidden main-pile card — a Timekeeper card (Keeper of Hours) or a plain unit
 * of the same type (Nameless Conscript) — are played with the same actions. When the searcher declines the
 * Timekeeper, the opponent and a spectator must not be able to tell the two apart at any step: their views,
 * the pending prompt as they see it (seat, kind, label, count, public options), the number of actions and the
 * public events are the same. The Timekeeper choice is folded into the search pick (verbs/search.ts), which
 * every search of one's own pile asks, even when nothing in the pile matches.
 */
import { describe, expect, it } from 'vitest';
import { currentPrompt, viewFor, type EngineEvent, type MatchState, type Prompt } from '../helpers/fadalgia-api.js';
import { C, Scenario, type ScenarioSpec } from '../helpers/scenario.js';
import { nameKey, usableThisTurn } from '../../../src/engine/games/fadalgia/limits.js';

const S = { seeker: 'SNM-S02-X13', keeper: 'SNM-S02-X09', hourglass: 'SNM-S02-X10', conscript: 'SNM-S02-X11' } as const;
const M = { card: C.recruit, faceUp: false } as const;
const g = (s: MatchState) => ({ s, ev: [] });

/** Lore Seeker in hand ("Arrive: you may search your main pile for an Action"); `hidden` is one main-pile card. */
const spec = (hidden: string[], main = [C.wanderer, C.fireball]): ScenarioSpec => ({
  p0: { hand: [S.seeker, C.wanderer], mana: [M, C.recruit], main: [C.wanderer, ...hidden, ...main] },
});

/** What seat 1 and a spectator may know of the pending prompt (the bot's public board shows exactly this). */
function publicPrompt(p: Prompt | null) {
  if (!p) return null;
  return { seat: p.seat, kind: p.kind, label: p.label, min: p.min, max: p.max, rule: p.rule, options: p.options.filter((o) => o.visibility === 'public').map((o) => ({ id: o.id, label: o.label })) };
}

const publicEvents = (evs: EngineEvent[]) => evs.filter((e) => e.audience !== 0);

/**
 * Everything the opponent and a spectator can observe now. A shuffle's commitment (100.4, shuffle.ts) is a
 * SHA-256 of the pile's order and a secret revealed only when the match ends: it differs with the pile's
 * contents by design and tells nothing before then, so it is compared as "a commitment", not by value.
 */
function observed(sc: Scenario) {
  return JSON.parse(JSON.stringify({
    opponent: viewFor(sc.state, 1),
    spectator: viewFor(sc.state, 'spectator'),
    prompt: publicPrompt(currentPrompt(sc.state)),
    actions: sc.state.version,
    events: publicEvents(sc.events),
  }).replace(/[0-9a-f]{64}/g, '<commitment>').replace(/commitment [0-9a-f]{12}…/g, 'commitment <commitment>'));
}

/** Plays the same answers on both matches, comparing what is public after every step. */
function twin(a: Scenario, b: Scenario) {
  const same = () => expect(observed(b)).toEqual(observed(a));
  same();
  return {
    answer(seat: 0 | 1, kind: Prompt['kind'], choice: string) {
      a.answer(seat, kind, choice);
      b.answer(seat, kind, choice);
      same();
      return this;
    },
    /** The searcher's pick: the same option id in both matches (the pile objects were made in the same order). */
    pick(card: string, andUse = false) {
      const id = (sc: Scenario) => {
        const o = sc.prompt.options.find((x) => x.objectId && sc.obj(x.objectId).card === card && x.id.includes('.use') === andUse);
        if (!o) throw new Error(`no option for ${card}`);
        return o.id;
      };
      expect(id(b)).toBe(id(a));
      return this.answer(0, 'choose-cards', id(a));
    },
    reshuffle() {
      if (a.prompt.kind === 'reshuffle') this.answer(1, 'reshuffle', 'accept');
      return this;
    },
    same,
  };
}

describe('606.5.12 Timekeeper keeps the searched pile hidden', () => {
  it('606.5.12 declined: a pile with a Timekeeper card and one without look the same to the opponent and a spectator at every step', () => {
    const withKeeper = new Scenario(spec([S.keeper]));
    const without = new Scenario(spec([S.conscript]));
    const t = twin(withKeeper, without);
    t.answer(0, 'priority', 'cast:' + S.seeker);
    t.answer(0, 'optional', 'yes'); // Arrive: may search
    // The search pick is asked in both; the Timekeeper choice is in it, private, and only where the card is.
    expect(withKeeper.prompt.kind).toBe('choose-cards');
    const uses = (sc: Scenario) => sc.prompt.options.filter((o) => o.id.includes('.use'));
    expect(uses(withKeeper).length).toBeGreaterThan(0);
    expect(uses(withKeeper).every((o) => o.visibility === 'private')).toBe(true);
    expect(uses(withKeeper).some((o) => o.label.en.includes('Keeper of Hours'))).toBe(true);
    expect(uses(without)).toHaveLength(0);
    t.pick(C.fireball).reshuffle();
    // Declined: nothing of the Timekeeper reached the Break, the log or the events.
    expect(withKeeper.state.brk).toHaveLength(0);
    expect(withKeeper.state.triggers).toHaveLength(0);
    expect(JSON.stringify([viewFor(withKeeper.state, 1), viewFor(withKeeper.state, 'spectator'), publicEvents(withKeeper.events)])).not.toContain('Keeper of Hours');
    expect(withKeeper.ids(0, 'hand', C.fireball)).toHaveLength(1);
    // The rest of the turn goes on the same way (the Timekeeper name was not used up).
    expect(usableThisTurn(g(withKeeper.state), nameKey(0, 'TIMEKEEPER'))).toBe(true);
    t.answer(0, 'priority', 'pass');
    t.same();
  });

  it('606.5.12 607.11 a search that finds no match is still asked (only "find nothing" is public), with or without a Timekeeper card', () => {
    const withKeeper = new Scenario(spec([S.keeper], [C.wanderer]));
    const without = new Scenario(spec([S.conscript], [C.wanderer]));
    const t = twin(withKeeper, without);
    t.answer(0, 'priority', 'cast:' + S.seeker);
    t.answer(0, 'optional', 'yes');
    expect(publicPrompt(without.prompt)).toMatchObject({ seat: 0, kind: 'choose-cards', min: 1, max: 1, options: [{ id: 'none' }] });
    expect(without.prompt.options.map((o) => o.id)).toEqual(['none']);
    t.answer(0, 'choose-cards', 'none').reshuffle();
    expect(without.state.log.some((l) => l.rule === '607.11' && l.text.en.includes('finds nothing'))).toBe(true);
  });

  it('606.5.12 used: the pick and the Timekeeper in one answer; it goes on the Break by name (the rule makes it known) and resolves; once per turn per name', () => {
    const sc = new Scenario(spec([S.keeper, S.hourglass]));
    sc.answer(0, 'priority', 'cast:' + S.seeker);
    sc.answer(0, 'optional', 'yes');
    // Two Timekeeper cards: the searcher picks which one happens with the search pick (no ordering prompt).
    const use = sc.prompt.options.find((o) => o.objectId && sc.obj(o.objectId).card === C.fireball && o.label.en.includes('Ancient Hourglass'));
    expect(use?.visibility).toBe('private');
    expect(sc.prompt.options.filter((o) => o.objectId && sc.obj(o.objectId).card === C.fireball && o.id.includes('.use'))).toHaveLength(2);
    const hand = sc.state.zones['0:hand'].length;
    sc.answer(0, 'choose-cards', use!.id);
    if (sc.prompt.kind === 'reshuffle') sc.answer(1, 'reshuffle', 'accept');
    // No second "use it?" question: the choice was made in the pick. It went on the Break and was logged by name
    // (the used card is public now), then resolved (both players had only "pass").
    expect(sc.state.log.some((l) => l.rule === '606.5.12' && l.text.en === 'Ancient Hourglass: Timekeeper triggers (A)')).toBe(true);
    expect(sc.state.brk).toHaveLength(0);
    expect(sc.state.zones['0:hand'].length).toBe(hand + 2); // the Fireball and the Hourglass's "draw a card"
    // The other Timekeeper card was not named anywhere public.
    expect(JSON.stringify([viewFor(sc.state, 1), sc.events.filter((e) => e.audience !== 0)])).not.toContain('Keeper of Hours');
    expect(usableThisTurn(g(sc.state), nameKey(0, 'TIMEKEEPER'))).toBe(false);
  });

  it('606.5.12 once per turn per name: a second search the same turn offers no Timekeeper, and the pick still looks the same', () => {
    const sc = new Scenario({ p0: { hand: [S.seeker, S.seeker, C.wanderer], mana: [M, C.recruit, M, C.recruit], main: [C.wanderer, S.keeper, S.hourglass, C.fireball, C.fireball] } });
    sc.answer(0, 'priority', 'cast:' + S.seeker).payIfAsked(0);
    sc.answer(0, 'optional', 'yes');
    const keeperUse = sc.prompt.options.find((o) => o.id.startsWith('none.use') && o.label.en.includes('Keeper of Hours'))!;
    sc.answer(0, 'choose-cards', keeperUse.id);
    if (sc.prompt.kind === 'reshuffle') sc.answer(1, 'reshuffle', 'accept');
    while (sc.state.brk.length && sc.prompt.kind === 'priority') sc.pass(sc.prompt.seat);
    expect(usableThisTurn(g(sc.state), nameKey(0, 'TIMEKEEPER'))).toBe(false);
    sc.answer(0, 'priority', 'cast:' + S.seeker).payIfAsked(0);
    while (sc.prompt.kind === 'priority' && sc.state.brk.length) sc.pass(sc.prompt.seat);
    sc.answer(0, 'optional', 'yes');
    expect(sc.prompt.kind).toBe('choose-cards');
    expect(sc.prompt.options.filter((o) => o.id.includes('.use'))).toHaveLength(0);
    expect(publicPrompt(sc.prompt)).toMatchObject({ min: 1, max: 1, options: [{ id: 'none' }] });
  });
});
