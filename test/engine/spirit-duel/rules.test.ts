/**
 * One test (at least) per paragraph of the Spirit Duel rule text, named by its /rule id (sd:<section>.<n>).
 * Positions are built with the kernel's scenario API and played through the module's apply().
 */
import { describe, expect, it } from 'vitest';
import { act, answer, build, has, ids, newMatch, prompt, refuse, sd } from './helpers.js';
import type { SDState } from '../../../src/engine/games/spirit-duel/state.js';
import { SD_PRECONS } from '../../../src/engine/games/spirit-duel/decks.js';
import type { Seat } from '../../../src/engine/core/kernel.js';

const spirits = (s: SDState, p: Seat): string[] => s.zones.zones[`${p}:spirits`]!;
const discard = (s: SDState, p: Seat): string[] => s.zones.zones[`${p}:discard`]!.map((id) => s.zones.objs[id]!.card);
const view = (s: SDState, v: Seat | 'spectator' = 'spectator') => sd.viewFor(s, v);
/** Plays RPS so that seat 0 wins and goes first. */
const rps0 = (s: SDState): SDState => answer(answer(s, 'rock'), 'scissors');

describe('Spirit Duel — เป้าหมายของเกม (sd:goal)', () => {
  it('sd:goal.1 each player starts with Soul 15; a Soul at 0 or below loses', () => {
    const s0 = newMatch();
    expect(view(s0).players.map((p) => p.soul)).toEqual([15, 15]);
    const sc = build([{ zones: { spirits: [{ card: 'SD-014', as: 'bear' }] } }, { state: { soul: 4 } }], { step: 'battle' });
    let s = sc.s;
    const id = sc.id;
    s = answer(s, `atk:${id('bear')}:soul`);
    expect(sd.result(s)).toMatchObject({ winner: 0, rule: 'sd:goal.1' });
    expect(view(s).players[1].soul).toBe(0);
  });

  it('sd:goal.2 drawing from an empty deck, conceding, leaving and running out of turn time each lose', () => {
    let { s } = build([{}, { zones: { deck: [] } }]);
    s = answer(s, 'end');
    expect(sd.result(s)).toMatchObject({ winner: 0, rule: 'sd:goal.2' });
    const base = build([{}, {}]).s;
    expect(sd.result(act(base, { type: 'concede', seat: 0 }))).toMatchObject({ winner: 1, rule: 'sd:goal.2' });
    expect(sd.result(act(base, { type: 'forfeit', seat: 1, reason: 'leave' }))?.reason.en).toContain('left the match');
    const timed = act(base, { type: 'forfeit', seat: 0, reason: 'timeout' });
    expect(sd.result(timed)).toMatchObject({ winner: 1, rule: 'sd:goal.2' });
    expect(sd.result(timed)!.reason.th).toContain('120');
    // 120 s by default, configurable per match; a bad value is refused.
    expect(view(newMatch()).turnSeconds).toBe(120);
    expect(view(newMatch(undefined, [0, 1], { turnSeconds: 45 })).turnSeconds).toBe(45);
    const bad = sd.create({ matchId: 'x', game: 'spirit-duel', seed: 'ab'.repeat(32), turnSeconds: 3, seats: [{ name: 'A', deck: SD_PRECONS[0]!.deck }, { name: 'B', deck: SD_PRECONS[1]!.deck }] });
    expect(bad).toMatchObject({ code: 'setup/turn-seconds', rule: 'sd:goal.2' });
  });

  it('sd:goal.3 Core pays for cards only: spending all of it changes neither Soul nor HP, and 0 Core does not lose', () => {
    const sc = build([{ zones: { hand: [{ card: 'SD-016', as: 'giant' }] }, state: { core: 5 } }, {}]);
    let s = sc.s;
    const id = sc.id;
    s = answer(s, `sum:${id('giant')}`);
    const v = view(s);
    expect(v.players[0].core).toBe(0);
    expect(v.players[0].soul).toBe(15);
    expect(v.players[0].spirits[0]).toMatchObject({ maxHp: 6, damage: 0 });
    expect(sd.result(s)).toBeNull();
  });
});

describe('Spirit Duel — เตรียมเกม (sd:setup)', () => {
  it('sd:setup.1 a deck holds exactly 30 cards with at most 3 of a name; each player draws an opening hand of 5', () => {
    const decks = sd.decks!;
    for (const p of SD_PRECONS) expect(decks.validate(p.deck, 'standard')).toEqual([]);
    expect(decks.validate((SD_PRECONS[0]!.deck as string[]).slice(1), 'standard')[0]).toMatchObject({ code: 'deck/size', rule: 'sd:setup.1' });
    const four = [...(SD_PRECONS[0]!.deck as string[]).slice(0, 26), 'SD-001', 'SD-001', 'SD-001', 'SD-001'];
    expect(decks.validate(four, 'standard').map((e) => e.code)).toContain('deck/copies');
    const s = newMatch();
    expect(view(s).players.map((p) => [p.handCount, p.deckCount])).toEqual([[5, 25], [5, 25]]);
  });

  it('sd:setup.2 each player starts with 4 Core and never holds more than 10', () => {
    const s = newMatch();
    expect(view(s).players.map((p) => p.core)).toEqual([4, 4]);
    const after = rps0(s);
    expect(view(after).players.map((p) => p.core)).toEqual([7, 4]); // 4 + 3 at the first Start / Refresh
    let { s: c } = build([{}, { state: { core: 9 } }]);
    c = answer(c, 'end');
    expect(view(c).players[1].core).toBe(10);
  });

  it('sd:setup.3 rock-paper-scissors decides the first player (a tie is replayed, choices stay secret until both chose); the first player cannot attack on the first turn', () => {
    let s = newMatch();
    expect(prompt(s)).toMatchObject({ kind: 'rps', seat: 0 });
    s = answer(s, 'paper');
    expect(JSON.stringify(view(s, 1))).not.toMatch(/Paper|กระดาษ/);
    expect(prompt(s)).toMatchObject({ kind: 'rps', seat: 1 });
    s = answer(s, 'paper');
    expect(prompt(s)).toMatchObject({ kind: 'rps', seat: 0 }); // tie: again
    s = answer(answer(s, 'rock'), 'paper');
    expect(view(s)).toMatchObject({ turn: 1, activeSeat: 1, firstSeat: 1, phase: 'main' });
    // Turn 1 with a Spirit that may attack on arrival: still no attack for the first player.
    const first = build([{ zones: { hand: [{ card: 'SD-013', as: 'raider' }] } }, { zones: { spirits: ['SD-011'] } }], { turn: 1 });
    let t = answer(first.s, `sum:${first.id('raider')}`);
    expect(has(t, 'battle')).toBe(true);
    t = answer(t, 'battle');
    // No attack is possible: the Battle Phase passes and the turn goes to the other player.
    expect(view(t)).toMatchObject({ turn: 2, activeSeat: 1 });
    const { s: b, id: id2 } = build([{ zones: { spirits: [{ card: 'SD-014', as: 'bear' }] } }, { zones: { spirits: ['SD-011'] } }], { turn: 1, step: 'battle' });
    expect(view(b).turn).toBe(2); // the Battle Phase of turn 1 had nothing to ask
    expect(sd.apply(b, { type: 'answer', seat: 0, promptId: 'p1', choice: [`atk:${id2('bear')}:soul`] }).ok).toBe(false);
  });

  it('sd:setup.4 five Spirit slots and three face-down Trap slots per player; a fourth Trap cannot be set', () => {
    const { s, id } = build([{ zones: { hand: [{ card: 'SD-401', as: 'trap' }], traps: ['SD-401', 'SD-402', 'SD-403'] } }, {}]);
    const v = view(s, 0);
    expect(v.players[0].spirits).toHaveLength(5);
    expect(v.players[0].traps).toHaveLength(3);
    expect(has(s, 'set:')).toBe(false);
    expect(refuse(s, `set:${id('trap')}`)).toEqual({ code: 'trap/full', rule: 'sd:setup.4' });
  });
});

describe('Spirit Duel — ลำดับเทิร์น (sd:turn)', () => {
  it('sd:turn.1 every turn runs Start / Refresh, Draw, Main, Battle, End, then the other player’s turn', () => {
    let s = rps0(newMatch());
    const lines = view(s, 0).recentLog.map((l) => l.text.en);
    const gain = lines.findIndex((l) => l.includes('gains 3 Core'));
    expect(gain).toBeGreaterThanOrEqual(0);
    expect(lines.slice(gain + 1).some((l) => l.includes('draws a card'))).toBe(true);
    expect(view(s)).toMatchObject({ phase: 'main', activeSeat: 0, turn: 1 });
    s = answer(s, 'battle');
    // Turn 1: nothing can attack, so Battle passes at once and End hands the turn over.
    expect(view(s)).toMatchObject({ phase: 'main', activeSeat: 1, turn: 2 });
  });

  it('sd:turn.2 Start / Refresh gives 3 Core up to the cap of 10 and readies rested Spirits', () => {
    const sc = build([{ zones: { spirits: [{ card: 'SD-016', as: 'k' }] }, state: { core: 8 } }, { zones: { spirits: [{ card: 'SD-014', as: 'bear' }, 'SD-011'] } }], { step: 'battle' });
    let s = sc.s;
    const id = sc.id;
    s = answer(s, `atk:${id('k')}:${id('bear')}`);
    const k = spirits(s, 0)[0]!;
    // Nothing else can attack: the turn passed; the attacker stays rested through the opponent's turn.
    expect(view(s).activeSeat).toBe(1);
    expect(view(s).players[0].spirits[0]).toMatchObject({ rested: true });
    s = answer(s, 'end'); // seat 1 ends; seat 0's turn begins
    expect(view(s).players[0].core).toBe(10);
    expect(view(s).players[0].spirits.find((x) => x?.objectId === k)).toMatchObject({ rested: false, attackedThisTurn: false });
  });

  it('sd:turn.3 the Draw step draws one card', () => {
    let { s } = build([{}, { zones: { hand: ['SD-011'] } }]);
    const before = view(s).players[1];
    s = answer(s, 'end');
    const after = view(s).players[1];
    expect(after.handCount).toBe(before.handCount + 1);
    expect(after.deckCount).toBe(before.deckCount - 1);
  });

  it('sd:turn.4 in Main cards are played from hand by paying their Core cost; without the Core there is no such play', () => {
    const { s, id } = build([{ zones: { hand: [{ card: 'SD-016', as: 'giant' }, { card: 'SD-012', as: 'knight' }] }, state: { core: 3 } }, {}]);
    expect(ids(s)).toContain(`sum:${id('knight')}`);
    expect(ids(s)).not.toContain(`sum:${id('giant')}`);
    expect(refuse(s, `sum:${id('giant')}`)).toEqual({ code: 'play/core', rule: 'sd:turn.4' });
    const after = answer(s, `sum:${id('knight')}`);
    expect(view(after).players[0].core).toBe(1);
  });

  it('sd:turn.5 each ready Spirit attacks at most once per turn; End passes the turn to the opponent', () => {
    const sc = build([{ zones: { spirits: [{ card: 'SD-016', as: 'giant' }, { card: 'SD-012', as: 'k' }] } }, { zones: { spirits: [{ card: 'SD-009', as: 'p' }] } }], { step: 'battle' });
    let s = sc.s;
    const id = sc.id;
    s = answer(s, `atk:${id('giant')}:${id('p')}`); // Pebble (1/4) destroyed by 6
    expect(ids(s).some((o) => o.startsWith(`atk:${id('giant')}:`))).toBe(false);
    expect(refuse(s, `atk:${id('giant')}:soul`)).toEqual({ code: 'attack/once', rule: 'sd:turn.5' });
    s = answer(s, `atk:${id('k')}:soul`);
    expect(view(s).players[1].soul).toBe(12);
    expect(view(s)).toMatchObject({ activeSeat: 1, turn: 3 }); // no attack left: End hands the turn over
  });
});

describe('Spirit Duel — การเรียก Spirit (sd:summon)', () => {
  it('sd:summon.1 at most 2 summons a turn paying Core; an effect may add one more', () => {
    const sc = build([{ zones: { hand: [{ card: 'SD-011', as: 'a' }, { card: 'SD-001', as: 'b' }, { card: 'SD-004', as: 'c' }, { card: 'SD-104', as: 'call' }] }, state: { core: 10 } }, {}]);
    let s = sc.s;
    const id = sc.id;
    s = answer(s, `sum:${id('a')}`);
    s = answer(s, `sum:${id('b')}`);
    expect(has(s, 'sum:')).toBe(false);
    expect(refuse(s, `sum:${id('c')}`)).toEqual({ code: 'summon/limit', rule: 'sd:summon.1' });
    s = answer(s, `mag:${id('call')}`);
    s = answer(s, `sum:${id('c')}`);
    expect(view(s).players[0]).toMatchObject({ summonsThisTurn: 3, core: 6 });
  });

  it('sd:summon.2 sacrifice evolution takes every material the card names from the field (not the hand) and still costs Core', () => {
    const sc = build([{
      zones: { hand: [{ card: 'SD-002', as: 'wolf' }, { card: 'SD-001', as: 'pupHand' }, { card: 'SD-003', as: 'king' }], spirits: [{ card: 'SD-011', as: 'imp' }] },
      state: { core: 10 },
    }, {}]);
    let s = sc.s;
    const id = sc.id;
    expect(has(s, `evo:${id('wolf')}`)).toBe(false); // Ember Pup only in hand
    expect(refuse(s, `evo:${id('wolf')}:${id('pupHand')}`)).toEqual({ code: 'evolve/not-on-field', rule: 'sd:summon.2' });
    expect(refuse(s, `evo:${id('wolf')}:${id('imp')}`)).toEqual({ code: 'evolve/materials', rule: 'sd:summon.2' });
    expect(refuse(s, `sum:${id('wolf')}`)).toEqual({ code: 'summon/needs-sacrifice', rule: 'sd:summon.2' });
    s = answer(s, `sum:${id('pupHand')}`);
    const pup = spirits(s, 0).find((x) => s.zones.objs[x]!.card === 'SD-001')!;
    expect(ids(s)).toContain(`evo:${id('wolf')}:${pup}`);
    // Inferno King needs a Flame Wolf AND any Spirit: not yet possible.
    expect(has(s, `evo:${id('king')}`)).toBe(false);
    s = answer(s, `evo:${id('wolf')}:${pup}`);
    expect(view(s).players[0].core).toBe(10 - 1 - 3);
  });

  it('sd:summon.3 an evolution counts as one summon, sends the materials to Discard without destroying them, enters fresh at full HP, drops their Equipment and cannot attack that turn', () => {
    const sc = build([{
      zones: {
        hand: [{ card: 'SD-003', as: 'king' }, { card: 'SD-106', as: 'awaken' }],
        spirits: [{ card: 'SD-002', as: 'wolf', state: { damage: 4 } }, { card: 'SD-011', as: 'imp' }],
        equipment: [{ card: 'SD-301', as: 'blade', attachedTo: 'wolf' }],
      },
      state: { core: 10 },
    }, { zones: { spirits: ['SD-011'] } }]);
    let s = sc.s;
    const id = sc.id;
    const opts = ids(s).filter((o) => o.startsWith(`evo:${id('king')}`));
    expect(opts).toEqual([`evo:${id('king')}:${id('wolf')}.${id('imp')}`]);
    const r = sd.apply(s, { type: 'answer', seat: 0, promptId: prompt(s).promptId, choice: [opts[0]!] });
    if (!r.ok) throw new Error(r.error.code);
    s = r.state;
    expect(r.events.map((e) => e.text.en).join('\n')).not.toMatch(/Flame Wolf is destroyed|Mischief Imp is destroyed/);
    expect(discard(s, 0).sort()).toEqual(['SD-002', 'SD-011', 'SD-301'].sort());
    const king = view(s).players[0].spirits[0]!;
    expect(king).toMatchObject({ name: { en: 'Inferno King' }, damage: 0, maxHp: 8, currentAtk: 7, equipment: null, summonedThisTurn: true });
    expect(view(s).players[0].summonsThisTurn).toBe(1);
    // Even Awaken cannot let a fresh evolution attack this turn: the prohibition beats the permission.
    s = answer(s, `mag:${id('awaken')}:${king.objectId}`);
    s = answer(s, 'battle');
    expect(view(s).turn).toBe(3); // nothing could attack
    const battle = build([{ zones: { spirits: [{ card: 'SD-003', as: 'k', state: { summonedTurn: 2, evolvedTurn: 2 } }, 'SD-012'] } }, { zones: { spirits: [{ card: 'SD-011', as: 'imp' }] } }], { step: 'battle' });
    expect(refuse(battle.s, `atk:${battle.id('k')}:${battle.id('imp')}`)).toEqual({ code: 'attack/evolved', rule: 'sd:summon.3' });
  });

  it('sd:summon.4 a Spirit summoned this turn cannot attack unless its effect (or a card) says so', () => {
    const sc = build([{ zones: { hand: [{ card: 'SD-014', as: 'bear' }, { card: 'SD-013', as: 'raider' }, { card: 'SD-106', as: 'awaken' }], spirits: ['SD-012'] }, state: { core: 10 } }, { zones: { spirits: [{ card: 'SD-011', as: 'imp' }] } }]);
    let s = sc.s;
    const id = sc.id;
    s = answer(s, `sum:${id('bear')}`);
    s = answer(s, `sum:${id('raider')}`);
    const [, bear, raider] = spirits(s, 0);
    s = answer(s, 'battle');
    expect(ids(s)).toContain(`atk:${raider}:${id('imp')}`); // Swift Raider: may attack the turn it arrives
    expect(ids(s).some((o) => o.startsWith(`atk:${bear}:`))).toBe(false);
    expect(refuse(s, `atk:${bear}:${id('imp')}`)).toEqual({ code: 'attack/summoned', rule: 'sd:summon.4' });
    // Awaken grants it for this turn.
    const aw = build([{ zones: { hand: [{ card: 'SD-106', as: 'awaken' }], spirits: [{ card: 'SD-014', as: 'bear', state: { summonedTurn: 2 } }] } }, { zones: { spirits: [{ card: 'SD-011', as: 'imp' }] } }]);
    let t = answer(aw.s, `mag:${aw.id('awaken')}:${aw.id('bear')}`);
    t = answer(t, 'battle');
    expect(ids(t)).toContain(`atk:${aw.id('bear')}:${aw.id('imp')}`);
  });

  it('sd:summon.5 at most 5 Spirits: a full field blocks summoning', () => {
    const { s, id } = build([{ zones: { hand: [{ card: 'SD-011', as: 'imp' }], spirits: ['SD-011', 'SD-011', 'SD-011', 'SD-012', 'SD-012'] } }, {}]);
    expect(has(s, 'sum:')).toBe(false);
    expect(refuse(s, `sum:${id('imp')}`)).toEqual({ code: 'summon/full', rule: 'sd:summon.5' });
  });
});

describe('Spirit Duel — การโจมตีและความเสียหาย (sd:battle)', () => {
  it('sd:battle.1 an attack is declared with a ready Spirit at a legal target, and the defender’s Trap window comes before damage', () => {
    const sc = build([{ zones: { spirits: [{ card: 'SD-014', as: 'bear' }, { card: 'SD-012', as: 'mine' }] } }, { zones: { spirits: [{ card: 'SD-009', as: 'p' }], traps: ['SD-403'] } }], { step: 'battle' });
    let s = sc.s;
    const id = sc.id;
    expect(ids(s).filter((o) => o.startsWith('atk:'))).toEqual([`atk:${id('bear')}:${id('p')}`, `atk:${id('mine')}:${id('p')}`]);
    expect(refuse(s, `atk:${id('bear')}:${id('mine')}`)).toEqual({ code: 'attack/target', rule: 'sd:battle.1' });
    s = answer(s, `atk:${id('bear')}:${id('p')}`);
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'optional' });
    expect(view(s).battle).toMatchObject({ attackerId: id('bear'), stage: 'trap-window' });
    expect(view(s).players[1].spirits[0]!.damage).toBe(0); // no damage before the window closes
  });

  it('sd:battle.2 a cancelled attack ends at once and still uses that Spirit’s attack for the turn', () => {
    const sc = build([{ zones: { spirits: [{ card: 'SD-014', as: 'bear' }, 'SD-012'] } }, { zones: { spirits: [{ card: 'SD-009', as: 'p' }], traps: [{ card: 'SD-401', as: 'wall' }] } }], { step: 'battle' });
    let s = sc.s;
    const id = sc.id;
    s = answer(s, `atk:${id('bear')}:${id('p')}`);
    s = answer(s, `trap:${id('wall')}`);
    expect(view(s).battle).toBeNull();
    expect(view(s).players[1].spirits[0]!.damage).toBe(0);
    expect(view(s).players[0].spirits[0]).toMatchObject({ damage: 0, attackedThisTurn: true });
    expect(ids(s).some((o) => o.startsWith(`atk:${id('bear')}:`))).toBe(false);
    expect(refuse(s, `atk:${id('bear')}:${id('p')}`).rule).toBe('sd:turn.5');
  });

  it('sd:battle.3 damage hits the target first; at 0 HP it is destroyed without striking back, otherwise it strikes back with its ATK', () => {
    const sc = build([{ zones: { spirits: [{ card: 'SD-016', as: 'giant' }, { card: 'SD-012', as: 'k' }] } }, { zones: { spirits: [{ card: 'SD-009', as: 'p' }, { card: 'SD-014', as: 'bear' }] } }], { step: 'battle' });
    let s = sc.s;
    const id = sc.id;
    s = answer(s, `atk:${id('giant')}:${id('p')}`); // 6 ≥ 4 HP: destroyed, no counterattack
    expect(discard(s, 1)).toEqual(['SD-009']);
    expect(view(s).players[0].spirits[0]!.damage).toBe(0);
    s = answer(s, `atk:${id('k')}:${id('bear')}`); // 3 < 4 HP: Bear survives and strikes back for 4
    expect(view(s).players[1].spirits[0]!.damage).toBe(3);
    expect(discard(s, 0)).toEqual(['SD-012']); // Knight (3 HP) destroyed by the counterattack
  });

  it('sd:battle.4 damage stays on a Spirit across turns until it is healed or leaves the field', () => {
    const sc = build([{ zones: { hand: [{ card: 'SD-102', as: 'heal' }], spirits: [{ card: 'SD-014', as: 'bear', state: { damage: 3 } }] } }, {}]);
    let s = sc.s;
    const id = sc.id;
    s = answer(s, 'end');
    s = answer(s, 'end');
    expect(view(s).players[0].spirits[0]).toMatchObject({ damage: 3, maxHp: 4 });
    s = answer(s, `mag:${id('heal')}:${id('bear')}`);
    expect(view(s).players[0].spirits[0]!.damage).toBe(0);
  });

  it('sd:battle.5 the Soul can be attacked directly only when the defender has no Spirit', () => {
    const sc = build([{ zones: { spirits: [{ card: 'SD-014', as: 'bear' }, { card: 'SD-016', as: 'giant' }] } }, { zones: { spirits: [{ card: 'SD-011', as: 'imp' }] } }], { step: 'battle' });
    let s = sc.s;
    const id = sc.id;
    expect(ids(s).some((o) => o.endsWith(':soul'))).toBe(false);
    expect(refuse(s, `atk:${id('bear')}:soul`)).toEqual({ code: 'attack/direct', rule: 'sd:battle.5' });
    s = answer(s, `atk:${id('bear')}:${id('imp')}`);
    expect(ids(s)).toContain(`atk:${id('giant')}:soul`);
    s = answer(s, `atk:${id('giant')}:soul`);
    expect(view(s).players[1].soul).toBe(9);
  });
});

describe('Spirit Duel — Trap (sd:trap)', () => {
  it('sd:trap.1 a Trap is set face down in Main by paying Core; the opponent and spectators see a card, not its name or effect', () => {
    const sc = build([{ zones: { hand: [{ card: 'SD-401', as: 'wall' }] } }, {}]);
    let s = sc.s;
    const id = sc.id;
    const r = sd.apply(s, { type: 'answer', seat: 0, promptId: prompt(s).promptId, choice: [`set:${id('wall')}`] });
    if (!r.ok) throw new Error(r.error.code);
    s = r.state;
    expect(view(s, 0).players[0].core).toBe(3);
    expect(view(s, 0).players[0].traps[0]).toMatchObject({ setThisTurn: true, face: { name: { en: 'Mirage Wall' } } });
    for (const v of [view(s, 1), view(s)]) {
      expect(v.players[0].traps[0]).toEqual({ objectId: expect.any(String), setThisTurn: true });
      expect(JSON.stringify(v)).not.toMatch(/Mirage|กำแพงมายา|SD-401/);
    }
    const pub = r.events.filter((e) => e.audience === null).map((e) => e.text.en + e.text.th).join('\n');
    expect(pub).not.toMatch(/Mirage|กำแพงมายา/);
    expect(r.events.filter((e) => e.audience === 0).map((e) => e.text.en).join()).toContain('Mirage Wall');
  });

  it('sd:trap.2 a Trap cannot be opened the turn it is set; it works from the opponent’s next turn', () => {
    // A Trap set this turn (setTurn = the current turn): no window at all when the opponent attacks.
    const fresh = build([{ zones: { spirits: [{ card: 'SD-014', as: 'bear' }, 'SD-012'] } }, { zones: { spirits: [{ card: 'SD-011', as: 'imp' }], traps: [{ card: 'SD-401', state: { setTurn: 2 } }] } }], { step: 'battle' });
    const s1 = answer(fresh.s, `atk:${fresh.id('bear')}:${fresh.id('imp')}`);
    expect(prompt(s1).seat).toBe(0); // straight to damage: the attacker chooses again
    // Played through: B sets on its turn; on A's next turn the Trap window opens.
    const sc = build([{ zones: { spirits: [{ card: 'SD-014', as: 'bear' }] } }, { zones: { hand: [{ card: 'SD-401', as: 'wall' }], spirits: [{ card: 'SD-011', as: 'imp' }] } }], { active: 1 });
    let s = sc.s;
    const id = sc.id;
    s = answer(s, `set:${id('wall')}`);
    const trap = s.zones.zones['1:traps']![0]!;
    s = answer(s, 'end');
    s = answer(s, 'battle');
    s = answer(s, `atk:${id('bear')}:${id('imp')}`);
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'optional' });
    expect(ids(s)).toContain(`trap:${trap}`);
  });

  it('sd:trap.3 each Trap has its own timing, and its owner is asked only when one can really be opened at that moment', () => {
    // Soul Veil fits only a direct attack on the Soul; Rock Guard only an attack on a Spirit.
    const sc = build([{ zones: { spirits: [{ card: 'SD-014', as: 'bear' }] } }, { zones: { spirits: [{ card: 'SD-011', as: 'imp' }], traps: [{ card: 'SD-404', as: 'veil' }, { card: 'SD-403', as: 'guard' }] } }], { step: 'battle' });
    let s = sc.s;
    const id = sc.id;
    s = answer(s, `atk:${id('bear')}:${id('imp')}`);
    expect(ids(s)).toEqual(['no-trap']); // after declaration: neither fits; the seat is not asked (auto-answered)
    s = answer(s, 'no-trap');
    expect(ids(s)).toEqual([`trap:${id('guard')}`, 'no-trap']); // before damage: Rock Guard fits
    s = answer(s, `trap:${id('guard')}`);
    // 2 + 3 HP survives 4 damage and strikes back; the bonus lasts while it stays on the field.
    expect(view(s).players[1].spirits[0]).toMatchObject({ maxHp: 5, damage: 4 });
    expect(view(s).players[0].spirits[0]!.damage).toBe(1);
    s = answer(s, 'end');
    expect(view(s).players[1].spirits[0]).toMatchObject({ maxHp: 5, damage: 4 });
    // Spirit Pit fits a summon of Cost 3 or less only.
    const p = build([{ zones: { hand: [{ card: 'SD-016', as: 'giant' }, { card: 'SD-012', as: 'knight' }] }, state: { core: 10 } }, { zones: { traps: [{ card: 'SD-405', as: 'pit' }] } }]);
    let t = answer(p.s, `sum:${p.id('giant')}`);
    expect(prompt(t)).toMatchObject({ seat: 1 });
    expect(ids(t)).toEqual(['no-trap']);
    t = answer(t, 'no-trap');
    t = answer(t, `sum:${p.id('knight')}`);
    expect(ids(t)).toEqual([`trap:${p.id('pit')}`, 'no-trap']);
    t = answer(t, `trap:${p.id('pit')}`);
    expect(discard(t, 0)).toEqual(['SD-012']);
    expect(discard(t, 1)).toEqual(['SD-405']);
  });

  it('sd:trap.4 at most one Trap per attack; it goes to Discard after use unless the card says it stays', () => {
    const sc = build([{ zones: { spirits: [{ card: 'SD-016', as: 'giant' }, { card: 'SD-014', as: 'bear' }, 'SD-012'] } }, { zones: { spirits: [{ card: 'SD-014', as: 'def' }], traps: [{ card: 'SD-402', as: 'gale' }, { card: 'SD-403', as: 'guard' }, { card: 'SD-406', as: 'mist' }] }, state: { core: 4 } }], { step: 'battle' });
    let s = sc.s;
    const id = sc.id;
    s = answer(s, `atk:${id('giant')}:${id('def')}`);
    s = answer(s, `trap:${id('gale')}`);
    // No before-damage window for this attack: Rock Guard is not offered, damage follows.
    expect(prompt(s).seat).toBe(0);
    expect(discard(s, 1)).toEqual(['SD-402', 'SD-014']);
    expect(view(s).players[0].spirits[0]!.damage).toBe(3);
    s = answer(s, `atk:${id('bear')}:soul`);
    expect(ids(s)).toEqual([`trap:${id('mist')}`, 'no-trap']);
    s = answer(s, `trap:${id('mist')}`);
    expect(s.zones.zones['1:traps']).toContain(id('mist')); // Everlasting Mist stays set, now face up for everyone
    expect(view(s, 0).players[1].traps.find((t) => t?.objectId === id('mist'))?.face?.name.en).toBe('Everlasting Mist');
    expect(view(s).players[1]).toMatchObject({ soul: 15, core: 2 });
  });
});

describe('Spirit Duel — เวทย์สนามและอุปกรณ์ (sd:field)', () => {
  it('sd:field.1 one Field for the whole board, face up, affecting both sides; a new one sends the old to Discard', () => {
    const sc = build([{ zones: { hand: [{ card: 'SD-202', as: 'volcano' }], spirits: ['SD-012'] } }, { zones: { hand: ['SD-201'], spirits: ['SD-014'] } }]);
    let s = sc.s;
    const id = sc.id;
    s = answer(s, `fld:${id('volcano')}`);
    expect(view(s, 1).field).toMatchObject({ name: { en: 'Smouldering Volcano' }, owner: 0 });
    expect(view(s).players[0].spirits[0]!.currentAtk).toBe(4);
    expect(view(s).players[1].spirits[0]!.currentAtk).toBe(5);
    s = answer(s, 'end');
    const forest = s.zones.zones['1:hand']!.find((x) => s.zones.objs[x]!.card === 'SD-201')!;
    s = answer(s, `fld:${forest}`);
    expect(view(s).field).toMatchObject({ name: { en: 'Enchanted Forest' } });
    expect(discard(s, 0)).toEqual(['SD-202']);
    expect(view(s).players.map((p) => p.spirits[0]!.maxHp)).toEqual([4, 5]);
    expect(view(s).players[0].spirits[0]!.currentAtk).toBe(3);
  });

  it('sd:field.2 one Equipment per Spirit, adding ATK or HP while attached', () => {
    const sc = build([{ zones: { hand: [{ card: 'SD-303', as: 'mail' }, { card: 'SD-301', as: 'blade' }], spirits: [{ card: 'SD-012', as: 'k' }] }, state: { core: 10 } }, {}]);
    let s = sc.s;
    const id = sc.id;
    s = answer(s, `eqp:${id('mail')}:${id('k')}`);
    expect(view(s).players[0].spirits[0]).toMatchObject({ currentAtk: 4, maxHp: 5, equipment: { name: { en: 'Dragonscale Mail' } } });
    expect(has(s, 'eqp:')).toBe(false);
    expect(refuse(s, `eqp:${id('blade')}:${id('k')}`)).toEqual({ code: 'equip/one', rule: 'sd:field.2' });
  });

  it('sd:field.3 when an equipped Spirit leaves the field its Equipment goes to Discard with it and the bonus is gone', () => {
    const { s: s0, id } = build([{ zones: { spirits: [{ card: 'SD-016', as: 'giant' }] } }, { zones: { spirits: [{ card: 'SD-012', as: 'k' }], equipment: [{ card: 'SD-302', as: 'shield', attachedTo: 'k' }] } }], { step: 'battle' });
    expect(view(s0).players[1].spirits[0]!.maxHp).toBe(6);
    const s = answer(s0, `atk:${id('giant')}:${id('k')}`);
    expect(discard(s, 1).sort()).toEqual(['SD-012', 'SD-302']);
    expect(s.zones.zones['1:equipment']).toEqual([]);
  });
});
