import { describe, expect, it } from 'vitest';
import { viewFor } from '../helpers/fadalgia-api.js';
import { VERBS } from '../../../src/engine/games/fadalgia/verbs/index.js';
import { C, Scenario } from '../helpers/scenario.js';

/** Sample cards written for 607–613 (SNM-S01-040…046). */
const X = { drum: 'SNM-S01-040', asura: 'SNM-S01-041', owl: 'SNM-S01-042', lightning: 'SNM-S01-043', chains: 'SNM-S01-044', raider: 'SNM-S01-045', tideAvatar: 'SNM-S01-046' } as const;
const faceDown = (card: string) => ({ card, faceUp: false });

describe('607 keyword actions', () => {
  it('607.1 every keyword action the section lists (607.2–607.12) is an effect verb cards can use', () => {
    for (const verb of ['draw', 'destroy', 'reveal', 'damage', 'sacrifice', 'discard', 'heal', 'mode', 'search', 'change-up']) {
      expect(VERBS, verb).toHaveProperty(verb);
      expect(typeof VERBS[verb as keyof typeof VERBS].run).toBe('function');
    }
  });

  it('607.3 destroy moves a unit from the field to the grave and counts as a destruction ("when destroyed" fires)', () => {
    const sc = new Scenario({
      p0: { hand: [C.quake, C.wanderer], mana: [C.giant, C.giant] },
      p1: { field: [{ card: C.keeper, mode: 'DF' }] },
    });
    sc.answer(0, 'priority', 'cast:' + C.quake).payIfAsked(0);
    // Earthquake resolved (no one could respond): the Keeper is in the grave and its "when destroyed"
    // trigger went on the Break and resolved.
    expect(sc.ids(1, 'field', C.keeper)).toHaveLength(0);
    expect(sc.ids(1, 'grave', C.keeper)).toHaveLength(1);
    const rules = sc.logRules();
    expect(sc.state.log.some((l) => l.rule === '607.3' && l.text.en === 'Soul Keeper is destroyed')).toBe(true);
    expect(rules.indexOf('606.4')).toBeGreaterThan(rules.indexOf('607.3'));
    expect(sc.state.players[1].counters).toEqual({ 'Soul Energy': 1 });
  });

  it('607.4 reveal shows the top card to the opponent (public log) and it stays where it is, the same object', () => {
    const sc = new Scenario({ p0: { hand: [X.owl, C.wanderer], mana: [C.hawk], main: [C.recruit, C.recruit, C.giant] } });
    const top = sc.state.zones['0:main'].at(-1)!;
    sc.answer(0, 'priority', 'cast:' + X.owl); // the Owl and then its Arrive trigger resolve (no one can respond)
    expect(sc.ids(0, 'field', X.owl)).toHaveLength(1);
    const line = sc.state.log.find((l) => l.rule === '607.4');
    expect(line?.text.en).toBe('A reveals the top of the main pile: Stone Giant');
    expect(line?.text.th).toContain('ยักษ์ศิลา');
    expect(sc.state.zones['0:main'].at(-1)).toBe(top); // still in the main pile, same object (no zone change)
    expect(sc.obj(top).zone).toBe('main');
    expect(sc.events.some((e) => e.kind === 'reveal' && e.audience === null)).toBe(true);
    // The spectator sees the revealed name in the log but not the hidden object itself.
    const spect = JSON.stringify(viewFor(sc.state, 'spectator'));
    expect(spect).toContain('Stone Giant');
    expect(spect).not.toContain(`"${top}"`);
  });

  it('607.5 608.1 608.2 damage to a player puts the top life cards into the grave, one per point', () => {
    const sc = new Scenario({
      p0: { hand: [X.lightning, C.wanderer], mana: [C.hawk, C.hawk] },
      p1: { life: [C.crab, C.crab, C.recruit, C.giant], field: [C.crab] },
    });
    const [top, second] = [sc.state.zones['1:life'].at(-1)!, sc.state.zones['1:life'].at(-2)!];
    sc.answer(0, 'priority', 'cast:' + X.lightning);
    sc.answer(0, 'targets', 'p1').payIfAsked(0);
    expect(sc.state.zones['1:life']).toHaveLength(2);
    expect(sc.state.objs[top]).toBeUndefined(); // moved: new objects in the grave (400.5)
    expect(sc.state.objs[second]).toBeUndefined();
    expect(sc.state.zones['1:grave'].map((id) => sc.obj(id).card)).toEqual([C.giant, C.recruit]);
    expect(sc.state.log.some((l) => l.rule === '607.5' && l.text.en === 'B takes 2 damage')).toBe(true);
  });

  it('607.5 608.1 608.3 608.3.2 damage to a unit on the field accumulates on it (and the view shows it)', () => {
    const sc = new Scenario({
      p0: { hand: [X.lightning, X.lightning, C.wanderer], mana: [C.hawk, C.hawk, C.hawk, C.hawk] },
      p1: { field: [C.giant] },
    });
    const giant = sc.id(1, 'field', C.giant);
    for (let i = 0; i < 2; i++) {
      sc.answer(0, 'priority', 'cast:' + X.lightning);
      sc.answer(0, 'targets', giant).payIfAsked(0);
    }
    expect(sc.obj(giant).dmg).toBe(4);
    const unit = viewFor(sc.state, 'spectator').players[1].units.find((u) => u.objectId === giant);
    expect(unit).toMatchObject({ damage: 4, currentDf: 6 });
  });

  it('607.6 sacrifice: only units the player controls can be chosen, and it is not a destruction', () => {
    const sc = new Scenario({
      p0: { hand: [C.offering, C.wanderer], field: [C.keeper, C.recruit], mana: [faceDown(C.crab)] },
      p1: { field: [C.recruit] },
    });
    sc.answer(0, 'priority', 'cast:' + C.offering);
    const p = sc.prompt;
    expect(p.kind).toBe('choose-cards');
    expect(p.options.map((o) => o.id).sort()).toEqual([sc.id(0, 'field', C.keeper), sc.id(0, 'field', C.recruit)].sort());
    sc.answer(0, 'choose-cards', '@' + C.keeper);
    expect(sc.ids(0, 'grave', C.keeper)).toHaveLength(1);
    expect(sc.state.log.some((l) => l.rule === '607.6' || l.rule === '603.2.2')).toBe(true);
    expect(sc.events.some((e) => e.kind === 'sacrifice')).toBe(true);
    expect(sc.events.some((e) => e.kind === 'destroy')).toBe(false);
    // "When this unit is destroyed" did not fire: no Soul Energy.
    expect(sc.state.players[0].counters).toEqual({});
    expect(sc.state.brk).toHaveLength(0);
  });

  it('607.7 discard: the player chooses from their hand; the card goes to the grave and its name is public', () => {
    const sc = new Scenario({ p0: { hand: [C.tome, C.giant], mana: [faceDown(C.crab), faceDown(C.crab)], main: [C.recruit, C.hawk] } });
    sc.answer(0, 'priority', 'cast:' + C.tome);
    const p = sc.prompt;
    expect(p).toMatchObject({ kind: 'discard', seat: 0, min: 1, max: 1, rule: '607.7' });
    expect(p.options.map((o) => o.id).sort()).toEqual([...sc.state.zones['0:hand']].sort());
    sc.answer(0, 'discard', '@' + C.giant);
    expect(sc.state.zones['0:hand'].map((id) => sc.obj(id).card).sort()).toEqual([C.recruit, C.hawk].sort());
    expect(sc.ids(0, 'grave', C.giant)).toHaveLength(1);
    expect(sc.state.log.some((l) => l.rule === '607.7' && l.text.en === 'A discards Stone Giant')).toBe(true);
  });

  it('607.9 607.10 AT mode (upright) units attack and block; DF mode (sideways) units do neither but can be attacked', () => {
    const sc = new Scenario({
      p0: { hand: [C.wanderer], field: [C.recruit, { card: C.swordsman, mode: 'DF' }] },
      p1: { field: [C.warden, { card: C.crab, mode: 'DF' }] },
    });
    const view = viewFor(sc.state, 'spectator');
    expect(view.players[1].units.map((u) => [u.cardId, u.mode])).toEqual([[C.warden, 'AT'], [C.crab, 'DF']]);
    expect(sc.options()).toContain('attack:' + sc.id(0, 'field', C.recruit));
    expect(sc.options()).not.toContain('attack:' + sc.id(0, 'field', C.swordsman));
    sc.answer(0, 'priority', 'attack:' + C.recruit);
    // Targets: the player and the DF-mode Crab, not the AT-mode Warden.
    expect(sc.options().sort()).toEqual(['cancel', 'p1', sc.id(1, 'field', C.crab)].sort());
    sc.answer(0, 'attack-target', 'p1');
    // Blockers: only the AT-mode Warden.
    expect(sc.prompt.kind).toBe('blockers');
    expect(sc.options()).toEqual([sc.id(1, 'field', C.warden)]);
  });

  it('607.10 a "turn to DF mode" effect lays the unit sideways: it can no longer attack', () => {
    const sc = new Scenario({ p0: { hand: [X.chains, C.wanderer], field: [C.recruit], mana: [C.giant] } });
    const recruit = sc.id(0, 'field', C.recruit);
    expect(sc.options()).toContain('attack:' + recruit);
    sc.answer(0, 'priority', 'cast:' + X.chains);
    expect(sc.obj(recruit).mode).toBe('DF');
    expect(sc.state.log.some((l) => l.rule === '607.10')).toBe(true);
    expect(sc.options()).not.toContain('attack:' + recruit);
  });
});
