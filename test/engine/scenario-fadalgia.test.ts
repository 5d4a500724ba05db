import { describe, expect, it } from 'vitest';
import { fadalgiaScenario } from '../../src/engine/games/fadalgia/scenario.js';
import { apply, buildScenario, currentPrompt, isRuleError, result, viewFor, type MatchState, type RuleError, type ScenarioDescription } from './helpers/fadalgia-api.js';
import { C, Scenario } from './helpers/scenario.js';
import { prng } from './helpers/random-player.js';
import { stats } from '../../src/engine/games/fadalgia/stats.js';

type Built = { state: MatchState; id(name: string): string };

function built(desc: ScenarioDescription): Built {
  const r = buildScenario(desc);
  if (isRuleError(r)) throw new Error(`refused: ${r.message.en}`);
  return r as Built;
}

function refused(desc: unknown): RuleError {
  const r = buildScenario(desc as ScenarioDescription);
  if (!isRuleError(r)) throw new Error('the description was accepted');
  return r;
}

const filler = (n: number) => Array.from({ length: n }, () => C.wanderer);
const seat = (zones: ScenarioDescription['seats'][number]['zones'], state?: Record<string, unknown>) => ({ zones: { deck: filler(10), life: filler(5), ...zones }, ...(state ? { state } : {}) });
const base = (over: Partial<ScenarioDescription> = {}): ScenarioDescription => ({ game: 'fadalgia', seats: [seat({ hand: [C.wanderer] }), seat({})], ...over });

describe('Fadalgia scenario builder (public buildScenario)', () => {
  it('builds every zone per seat; named cards resolve to their objects; hidden zones stay hidden in views', () => {
    const b = built(base({
      seats: [
        seat({ hand: [{ card: C.fireball, as: 'fb' }, C.wanderer], grave: [C.hawk], outer: [{ card: C.archer, as: 'gone' }], field: [{ card: C.recruit, as: 'rec' }], mana: [C.drake, { card: C.crab, faceDown: true }] }),
        seat({ hand: [C.spring], field: [C.giant] }),
      ],
    }));
    const s = b.state;
    expect(s.objs[b.id('fb')]).toMatchObject({ card: C.fireball, zone: 'hand', owner: 0 });
    expect(s.objs[b.id('gone')]).toMatchObject({ card: C.archer, zone: 'outer' });
    const v1 = viewFor(s, 1).players[0];
    expect([v1.mainCount, v1.lifeCount, v1.handCount, v1.hand]).toEqual([10, 5, 2, undefined]);
    expect(v1.grave.map((c) => c.cardId)).toEqual([C.hawk]);
    expect(v1.outer.map((c) => c.cardId)).toEqual([C.archer]);
    expect(v1.mana.map((m) => [m.faceUp, m.face?.cardId])).toEqual([[true, C.drake], [false, undefined]]);
    expect(viewFor(s, 0).players[0].hand?.map((c) => c.cardId)).toEqual([C.fireball, C.wanderer]);
    expect(() => b.id('nobody')).toThrow(/no card named/);
  });

  it('sets modes, damage, counters, attachments, age, Active/Empty, turns left, timed effects and player values', () => {
    const b = built(base({
      seats: [
        seat({
          hand: [C.wanderer],
          field: [
            { card: C.giant, as: 'giant', counters: { '+1/+1': 2 }, state: { mode: 'DF', damage: 3, since: false, modify: [{ at: 1, df: 0, until: 'turn' }] } },
            { card: C.blade, as: 'blade', attachedTo: 'giant', state: { left: 1 } },
            C.valley,
          ],
          mana: [{ card: C.drake, state: { empty: true } }],
        }, { counters: { Fame: 2 }, pool: { fire: 1 } }),
        seat({}, { tokens: 3 }),
      ],
    }));
    const s = b.state;
    const giant = s.objs[b.id('giant')]!;
    expect(giant).toMatchObject({ mode: 'DF', dmg: 3, since: false, ctr: { '+1/+1': 2 } });
    expect(s.objs[b.id('blade')]).toMatchObject({ att: giant.id, left: 1 });
    // AT: 4 printed + 2 counters + 2 Blade + 1 timed; DF: 6 printed + 2 counters + 1 Valley (earth units).
    expect(stats({ s, ev: [] }, giant)).toMatchObject({ at: 9, df: 9 });
    const v = viewFor(s, 'spectator').players[0];
    expect(v.terrain?.turnsLeft).toBe(4); // the Valley's printed duration
    expect(v.mana[0]!.state).toBe('empty');
    expect([v.counters, v.pool]).toEqual([{ Fame: 2 }, { fire: 1 }]);
    expect(s.players[1].tokens).toBe(3);
  });

  it('gives control apart from ownership: a field card in its controller\'s zone', () => {
    const b = built(base({ seats: [seat({ hand: [C.wanderer] }), seat({ field: [{ card: C.hawk, as: 'hawk', ctrl: 0 }] })] }));
    const hawk = b.state.objs[b.id('hawk')]!;
    expect([hawk.owner, hawk.ctrl]).toEqual([1, 0]);
    expect(b.state.zones['0:field']).toEqual([hawk.id]);
    expect(b.state.zones['1:field']).toEqual([]);
  });

  it('607.9 605.2.5 the Break\'s contents resolve through apply: a Fireball on the Break with its target, the opponent holding priority', () => {
    const desc = (respond: boolean) => base({
      seats: [seat({ hand: [C.wanderer] }), seat({ hand: respond ? [C.wave] : [C.wanderer], mana: [C.crab, C.crab], field: [{ card: C.hawk, as: 'hawk' }] })],
      stack: [{ source: 'fb', card: C.fireball, ctrl: 0, targets: ['hawk'] }],
    });
    // Seat 1 could answer with Crashing Wave: it holds priority with the Fireball waiting on the Break.
    const b = built(desc(true));
    expect(currentPrompt(b.state)).toMatchObject({ seat: 1, kind: 'priority' });
    expect(viewFor(b.state, 1).breakZone.map((e) => [e.source.cardId, e.targets])).toEqual([[C.fireball, [b.id('hawk')]]]);
    // With nothing to answer, both passes are automatic: the Fireball resolves and the Hawk (DF 1) is destroyed.
    const sc = new Scenario(desc(false));
    expect(sc.ids(1, 'grave', C.hawk)).toHaveLength(1);
    expect(sc.ids(0, 'grave', C.fireball)).toHaveLength(1);
    expect(sc.logRules()).toContain('605.2.5.3.1');
  });

  it('606.3.3 an activated ability on the Break marks its source busy and resolves; a trigger on the Break resolves', () => {
    const sc = new Scenario(base({
      seats: [seat({ hand: [C.wanderer], field: [{ card: C.summoner, as: 'sum' }, { card: C.priestess, as: 'pr' }] }), seat({})],
      stack: [{ source: 'pr', ctrl: 0, ability: 'trigger:0' }, { source: 'sum', ctrl: 0, ability: 0 }],
    }));
    expect(sc.ids(0, 'field', C.frost)).toHaveLength(1); // the Summoner's ability made a Frost Spirit
    expect(sc.state.zones['0:life']).toHaveLength(6); // the Priestess's Arrive trigger healed 1
    expect(sc.obj(sc.named('sum')).busy).toBeUndefined();
  });

  it('601.1 whose turn, phase and priority: seat 1 in its Clean Up holding priority with an empty Break', () => {
    const sc = new Scenario(base({ active: 1, turn: 4, step: 'cleanup', priority: { seat: 1 }, seats: [seat({}), seat({ hand: [C.wave], mana: [C.crab, C.crab], field: [C.hawk] })] }));
    expect(sc.prompt).toMatchObject({ seat: 1, kind: 'priority' });
    const v = viewFor(sc.state, 'spectator');
    expect([v.turn, v.atSeat, v.phase]).toEqual([4, 1, 'cleanup']);
  });

  it('501 a scenario at the start of the AT turn runs Refresh through apply', () => {
    const sc = new Scenario(base({ step: 'refresh', active: 1, seats: [seat({}), seat({ deck: [C.wanderer, C.giant], life: filler(3) })] }));
    expect(sc.ids(1, 'hand', C.giant)).toHaveLength(1); // 501.4 draw
    expect(sc.prompt).toMatchObject({ seat: 1, kind: 'refresh-options' });
  });

  it('registers match-only card definitions (checked by the catalogue schema) and plays them through apply', () => {
    const cards = [
      { id: 'TEST-SCN-1', name: { th: 'หมาป่า', en: 'Test Wolf' }, type: 'unit', subtypes: ['Beast', 'Wolf'], element: 'fire', cost: 1, mana: 1, at: 3, df: 1, text: { th: '-', en: '-' } },
      { id: 'TEST-SCN-2', name: { th: 'สายฟ้า', en: 'Test Bolt' }, type: 'action', subtypes: ['Spell'], element: 'fire', cost: 1, mana: 1, timing: ['AT'], text: { th: '-', en: 'Deal 3 to each opposing unit' },
        effects: [{ verb: 'damage', to: 'opp-units', n: 3 }] },
    ];
    const sc = new Scenario(base({ cards, seats: [seat({ hand: [{ card: 'TEST-SCN-2', as: 'bolt' }, C.wanderer], mana: [C.drake] }), seat({ field: ['TEST-SCN-1', C.crab] })] }));
    sc.answer(0, 'priority', `cast:${sc.named('bolt')}`).payIfAsked(0);
    expect(sc.ids(1, 'grave', 'TEST-SCN-1')).toHaveLength(1);
    expect(sc.ids(1, 'grave', C.crab)).toHaveLength(1);
    // The same definitions may be given again (another scenario of the same match set-up).
    expect(isRuleError(buildScenario(base({ cards })))).toBe(false);
  });

  it('refuses card definitions the catalogue schema refuses, naming the field', () => {
    const unit = { id: 'TEST-SCN-9', name: { th: 'x', en: 'x' }, type: 'unit', subtypes: [], element: 'fire', cost: 1, mana: 1, text: { th: '-', en: '-' } };
    expect(refused(base({ cards: [unit] })).message.en).toMatch(/^cards\[0\]: .*needs AT and DF/);
    expect(refused(base({ cards: [{ ...unit, at: 1, df: 1, cost: 99 }] })).message.en).toMatch(/^cards\[0\]\.cost: /);
    expect(refused(base({ cards: [{ ...unit, at: 1, df: 1, keywords: ['NO SUCH'] }] })).message.en).toMatch(/^cards\[0\]\.keywords\[0\]: /);
    expect(refused(base({ cards: [{ ...unit, id: C.recruit, at: 1, df: 1 }] })).message.en).toMatch(/^cards\[0\]\.id: .*catalogue card/);
  });

  it('refuses bad descriptions with a RuleError naming the field, and never throws', () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ game: 'fadalgia' }, /^seats: /],
      [{ ...base(), seats: [seat({})] }, /^seats/],
      [{ ...base(), extra: 1 }, /extra/],
      [base({ seats: [seat({ hands: [C.recruit] }), seat({})] }), /^seats\[0\]\.zones\.hands: /],
      [base({ seats: [seat({ hand: ['SNM-NOPE-1'] }), seat({})] }), /^seats\[0\]\.zones\.hand\[0\]\.card: unknown card/],
      [base({ seats: [seat({ field: [{ card: C.recruit, state: { mode: 'XX' } }] }), seat({})] }), /^seats\[0\]\.zones\.field\[0\]\.state\.mode: /],
      [base({ seats: [seat({ field: [{ card: C.recruit, state: { colour: 'red' } }] }), seat({})] }), /^seats\[0\]\.zones\.field\[0\]\.state: .*colour/],
      [base({ seats: [seat({ hand: [{ card: C.recruit, faceDown: true }] }), seat({})] }), /^seats\[0\]\.zones\.hand\[0\]\.faceDown: /],
      [base({ seats: [seat({ hand: [C.frost] }), seat({})] }), /^seats\[0\]\.zones\.hand\[0\]\.card: .*Summon/],
      [base({ seats: [seat({ grave: [{ card: C.recruit, counters: { '+1/+1': 1 } }] }), seat({})] }), /^seats\[0\]\.zones\.grave\[0\]\.counters: /],
      [base({ seats: [seat({ field: [{ card: C.valley, state: { damage: 1 } }] }), seat({})] }), /^seats\[0\]\.zones\.field\[0\]\.state\.damage: /],
      [base({ seats: [seat({ field: [{ card: C.blade, attachedTo: 'ghost' }] }), seat({})] }), /^seats\[0\]\.zones\.field\[0\]\.attachedTo: /],
      [base({ seats: [seat({ field: [{ card: C.recruit, as: 'a' }, { card: C.hawk, as: 'a' }] }), seat({})] }), /^seats\[0\]\.zones\.field\[1\]\.as: /],
      [base({ seats: [seat({ deck: [], main: [] }), seat({})] }), /^seats\[0\]\.zones\.deck: /],
      [base({ step: 'refresh', stack: [{ source: 'x', card: C.fireball, ctrl: 0 }] }), /^step: /],
      [base({ step: 'combat' as never }), /^step: /],
      [base({ stack: [{ source: 'x', card: C.fireball, ctrl: 0, targets: ['ghost'] }] }), /^stack\[0\]\.targets\[0\]: /],
      [base({ stack: [{ source: 'ghost', ctrl: 0, ability: 0 }] }), /^stack\[0\]\.source: /],
      [base({ seats: [seat({ field: [{ card: C.recruit, as: 'r' }] }), seat({})], stack: [{ source: 'r', ctrl: 0, ability: 0 }] }), /^stack\[0\]\.ability: /],
      [base({ priority: { seat: 0, window: 'cleanup' }, step: 'main' }), /^priority\.window: /],
      [base({ seed: 'abc' }), /^seed: /],
      [base({ turn: 0 }), /^turn: /],
    ];
    for (const [desc, field] of cases) {
      const e = refused(desc);
      expect(e.code).toBe('scenario/invalid');
      expect(e.message.en, JSON.stringify(desc)).toMatch(field);
      expect(e.message.th.length).toBeGreaterThan(0);
    }
  });

  it('609 describes a combat in progress (state.combat): group, target, blockers, stage; priority in the stage\'s window', () => {
    const fieldA = [{ card: C.giant, as: 'giant' }, { card: C.recruit, as: 'rec' }];
    const fieldB = [{ card: C.crab, as: 'crab' }, { card: C.hawk, as: 'hawk' }, { card: C.priestess, as: 'pr', state: { mode: 'DF' } }];
    const b = built(base({ seats: [seat({ hand: [C.wanderer], field: fieldA }), seat({ hand: [C.spring], field: fieldB })], state: { combat: { attackers: ['giant', 'rec'], target: 'p1', blockers: [{ unit: 'hawk', attacker: 'rec' }, { unit: 'crab', attacker: 'giant' }], stage: 'block' } } }));
    // Stored the engine's way: blockers in the attackers' order, every fighting unit's controller kept (609.10).
    expect(b.state.combat).toEqual({
      attackers: [b.id('giant'), b.id('rec')], target: { kind: 'player', seat: 1 },
      blockers: [{ id: b.id('crab'), attacker: b.id('giant') }, { id: b.id('hawk'), attacker: b.id('rec') }],
      ctrl: { [b.id('giant')]: 0, [b.id('rec')]: 0, [b.id('crab')]: 1, [b.id('hawk')]: 1 }, stage: 'block',
    });
    expect(b.state.step).toBe('main');
    expect(b.state.attacked).toEqual([b.id('giant'), b.id('rec')]);
    // 609.5.2: the AT player first in the block window; playing it through apply reaches the fight.
    expect(currentPrompt(b.state)).toMatchObject({ seat: 0, kind: 'priority' });
    const fight = base({ seats: [seat({ hand: [C.wanderer], field: fieldA }), seat({ hand: [C.spring], field: fieldB })], state: { combat: { attackers: ['giant'], target: 'pr', stage: 'fight' } } });
    // 609.6: the DF player first in the fight window (seat 1 has no mana: it passes, then seat 0 does).
    expect(built(fight).state.prio).toMatchObject({ seat: 1, window: 'fight' });
    const sc = new Scenario(fight);
    sc.pass(0);
    expect(sc.ids(1, 'grave', C.priestess)).toHaveLength(1); // 609.7.2(a): AT 4 against DF 3
    expect(sc.state.combat).toBeNull();
    // 'blocking': the DF player is asked for blockers at once.
    const bl = new Scenario(base({ seats: [seat({ hand: [C.wanderer], field: fieldA }), seat({ field: fieldB })], state: { combat: { attackers: ['giant'], target: 'p1', stage: 'blocking' } } }));
    expect(bl.prompt).toMatchObject({ seat: 1, kind: 'blockers', rule: '609.5.1' });
  });

  it('609 refuses a combat the rules could not have built, with a RuleError naming the field', () => {
    const fieldA = [{ card: C.giant, as: 'giant' }, { card: C.recruit, as: 'rec' }];
    const fieldB = [{ card: C.crab, as: 'crab' }, { card: C.hawk, as: 'hawk' }, { card: C.priestess, as: 'pr', state: { mode: 'DF' } }];
    const d = (combat: unknown, over: Partial<ScenarioDescription> = {}) => base({ seats: [seat({ hand: [C.wanderer, { card: C.recruit, as: 'inhand' }], field: fieldA }), seat({ field: fieldB })], state: { combat } as Record<string, unknown>, ...over });
    const cases: Array<[ScenarioDescription, RegExp, string]> = [
      [d({ attackers: [], target: 'p1', stage: 'attack' }), /^state\.combat\.attackers: /, '100.1'],
      [d({ attackers: ['ghost'], target: 'p1', stage: 'attack' }), /^state\.combat\.attackers\[0\]: no card named ghost/, '100.1'],
      [d({ attackers: ['inhand'], target: 'p1', stage: 'attack' }), /^state\.combat\.attackers\[0\]: .*not a unit on the field/, '609.2'],
      [d({ attackers: ['crab'], target: 'p1', stage: 'attack' }), /^state\.combat\.attackers\[0\]: .*seat 0/, '609.2'],
      [d({ attackers: ['giant', 'giant'], target: 'p1', stage: 'attack' }), /^state\.combat\.attackers\[1\]: .*twice/, '606.5.29.2'],
      [d({ attackers: ['giant'], target: 'p0', stage: 'attack' }), /^state\.combat\.target: /, '609.3.2'],
      [d({ attackers: ['giant'], target: 'rec', stage: 'attack' }), /^state\.combat\.target: .*seat 1/, '609.3.1'],
      [d({ attackers: ['giant', 'rec'], target: 'pr', stage: 'attack' }), /^state\.combat\.target: .*opponent player only/, '606.5.29.2'],
      [d({ attackers: ['giant'], target: 'p1', blockers: [{ unit: 'crab', attacker: 'giant' }], stage: 'attack' }), /^state\.combat\.blockers: /, '609.5.1'],
      [d({ attackers: ['giant'], target: 'pr', blockers: [{ unit: 'crab', attacker: 'giant' }], stage: 'fight' }), /^state\.combat\.blockers: .*attack on the player/, '609.5.1'],
      [d({ attackers: ['giant', 'rec'], target: 'p1', blockers: [{ unit: 'crab', attacker: 'giant' }], stage: 'fight' }), /^state\.combat\.blockers: exactly 2/, '606.5.29.3'],
      [d({ attackers: ['giant'], target: 'p1', blockers: [{ unit: 'pr', attacker: 'giant' }], stage: 'fight' }), /^state\.combat\.blockers\[0\]\.unit: .*cannot block/, '609.5.1'],
      [d({ attackers: ['giant'], target: 'p1', blockers: [{ unit: 'crab', attacker: 'hawk' }], stage: 'fight' }), /^state\.combat\.blockers\[0\]\.attacker: /, '609.5.1'],
      [d({ attackers: ['giant'], target: 'p1', stage: 'melee' }), /^state\.combat\.stage: /, '100.1'],
      [d({ attackers: ['giant'], target: 'p1', stage: 'attack' }, { step: 'cleanup' }), /^step: .*Main phase/, '609.1'],
      [d({ attackers: ['giant'], target: 'p1', stage: 'attack' }, { priority: { seat: 0, window: 'fight' } }), /^priority\.window: /, '601.1'],
      [d({ attackers: ['giant'], target: 'p1', stage: 'blocking' }, { priority: { seat: 1 } }), /^priority: /, '609.4.3'],
      [base({ priority: { seat: 0, window: 'attack' } }), /^priority\.window: /, '601.1'],
      [base({ seats: [seat({ field: [{ card: C.recruit, state: { grant: [{ keyword: 'FLYING', until: 'turn' }] } }] }), seat({})] }), /^seats\[0\]\.zones\.field\[0\]\.state\.grant\[0\]\.keyword: /, '606.5'],
    ];
    for (const [desc, field, rule] of cases) {
      const e = refused(desc);
      expect(e.code).toBe('scenario/invalid');
      expect(e.message.en, JSON.stringify(desc.state)).toMatch(field);
      expect(e.rule, e.message.en).toBe(rule);
      expect(e.message.th.length).toBeGreaterThan(0);
    }
  });

  it('never crashes on input that is not a description at all', () => {
    for (const junk of [null, undefined, 7, 'x', [], { game: 'fadalgia', seats: null }, { game: 'fadalgia', seats: [{ zones: { hand: [null] } }, { zones: {} }] }]) {
      expect(isRuleError(fadalgiaScenario.build(junk as ScenarioDescription))).toBe(true);
      expect(isRuleError(buildScenario(junk as ScenarioDescription))).toBe(true);
    }
  });

  it('100.1 match-only cards live in their own match state: two matches in one process define one id differently and each sees its own', () => {
    const wolf = (at: number, df: number) => ({ id: 'TEST-SCN-7', name: { th: 'x', en: `Wolf ${at}/${df}` }, type: 'unit', subtypes: [], element: 'fire', cost: 1, mana: 1, at, df, text: { th: '-', en: '-' } });
    const a = built(base({ cards: [wolf(3, 1)], seats: [seat({ hand: [C.wanderer] }), seat({ field: [{ card: 'TEST-SCN-7', as: 'w' }] })] }));
    const b = built(base({ cards: [wolf(1, 5)], seats: [seat({ hand: [C.wanderer] }), seat({ field: [{ card: 'TEST-SCN-7', as: 'w' }] })] }));
    const unit = (s: MatchState) => viewFor(s, 'spectator').players[1].units[0]!;
    expect([unit(a.state).name.en, unit(a.state).currentAt, unit(a.state).currentDf]).toEqual(['Wolf 3/1', 3, 1]);
    expect([unit(b.state).name.en, unit(b.state).currentAt, unit(b.state).currentDf]).toEqual(['Wolf 1/5', 1, 5]);
    // The definitions travel with the state (plain JSON), not with the process.
    expect(a.state.extraCards?.['TEST-SCN-7']?.at).toBe(3);
    const aJson = JSON.parse(JSON.stringify(a.state)) as MatchState;
    const p = currentPrompt(aJson)!;
    const r = apply(aJson, { type: 'answer', seat: p.seat, promptId: p.promptId, choice: ['pass'] });
    if (!r.ok) throw new Error(r.error.message.en);
    expect(unit(r.state).currentAt).toBe(3);
    expect(unit(b.state).currentAt).toBe(1);
    // A third match that brings no definition knows no such card, whichever matches were built before.
    expect(refused(base({ seats: [seat({ hand: [C.wanderer] }), seat({ field: ['TEST-SCN-7'] })] })).message.en).toMatch(/unknown card TEST-SCN-7/);
  });

  it('a refused description registers none of its cards', () => {
    const wolf = { id: 'TEST-SCN-5', name: { th: 'x', en: 'x' }, type: 'unit', subtypes: [], element: 'fire', cost: 1, mana: 1, at: 1, df: 1, text: { th: '-', en: '-' } };
    refused(base({ cards: [wolf], seats: [seat({ hands: [] }), seat({})] }));
    // Not registered: a different definition under the same id is still accepted.
    expect(isRuleError(buildScenario(base({ cards: [{ ...wolf, at: 2 }] })))).toBe(false);
  });

  it('a built position is a plain state: apply answers its prompt and a stale answer is refused', () => {
    const b = built(base({ seats: [seat({ hand: [C.recruit, C.wanderer], mana: [C.drake] }), seat({})] }));
    const p = currentPrompt(b.state)!;
    expect(p).toMatchObject({ seat: 0, kind: 'priority' });
    expect(JSON.parse(JSON.stringify(b.state))).toEqual(b.state);
    const r = apply(b.state, { type: 'answer', seat: 0, promptId: p.promptId, choice: ['pass'] });
    expect(r.ok).toBe(true);
    expect(apply(b.state, { type: 'answer', seat: 1, promptId: p.promptId, choice: ['pass'] }).ok).toBe(false);
  });

  it('300 random corruptions of a rich description each give a RuleError or a position, never an exception', () => {
    const rich = (): ScenarioDescription => base({
      seats: [
        seat({ hand: [{ card: C.fireball, as: 'fb' }, C.wanderer], grave: [C.hawk], outer: [C.archer], field: [{ card: C.giant, as: 'g', counters: { '+1/+1': 1 }, state: { mode: 'DF', damage: 1 } }, { card: C.blade, attachedTo: 'g' }], mana: [C.drake, { card: C.crab, faceDown: true, state: { empty: true } }] }, { counters: { Fame: 1 } }),
        seat({ hand: [C.wave], field: [{ card: C.summoner, as: 's' }], mana: [C.crab, C.crab] }, { tokens: 1 }),
      ],
      stack: [{ source: 'bolt', card: C.fireball, ctrl: 0, targets: ['g'] }],
      priority: { seat: 1 },
      step: 'main',
    });
    const junk: unknown[] = [null, -1, 0, 1, 2, 99999, 'x', 'p1', 'g', C.frost, C.valley, 'trigger:0', true, {}, [], [C.recruit], { card: C.recruit }];
    const rnd = prng(408);
    let refusedCount = 0;
    for (let n = 0; n < 300; n++) {
      const d = rich() as unknown as Record<string, unknown>;
      // Walk to a random node and replace it (or one of its keys) with junk.
      let node: Record<string, unknown> = d;
      for (let depth = 0; depth < 8; depth++) {
        const keys = Object.keys(node);
        if (!keys.length) break;
        const k = keys[rnd(keys.length)]!;
        const child = node[k];
        if (child && typeof child === 'object' && rnd(3) > 0) node = child as Record<string, unknown>;
        else {
          node[k] = junk[rnd(junk.length)];
          break;
        }
      }
      const r = buildScenario(d as unknown as ScenarioDescription);
      if (isRuleError(r)) {
        refusedCount++;
        expect(r.code).toMatch(/^scenario\/(invalid|unsupported)$/); // unsupported: the game id itself was corrupted
      } else expect(currentPrompt(r.state) !== null || result(r.state) !== null).toBe(true);
    }
    expect(refusedCount).toBeGreaterThan(50);
  });
});
