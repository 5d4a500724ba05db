/**
 * The continuous keywords of 606.5 that give or switch abilities (Clan, Stampede, Streamlink, [Unique],
 * Reservist, Skill User) and granted keywords, played through the public scenario builder and apply().
 * Match-only cards (`cards`) carry each keyword alone so that what a test sees comes from that keyword.
 */
import { describe, expect, it } from 'vitest';
import { C, Scenario, toDescriptionWith, type ScenarioSpec } from '../helpers/scenario.js';
// Internals read a match's own card definitions (its scenario `cards`) inside inMatch, as the public API does.
import { cardDef, inMatch } from '../../../src/engine/games/fadalgia/cards/catalog.js';
import type { G } from '../../../src/engine/games/fadalgia/ctx.js';
import { keywordsOf, permitted, stats } from '../../../src/engine/games/fadalgia/stats.js';
import { addTimed } from '../../../src/engine/games/fadalgia/timed.js';
import { whyNotCast } from '../../../src/engine/games/fadalgia/why-not.js';

const text = { th: '-', en: '-' };
const gOf = (sc: Scenario): G => ({ s: sc.state, ev: [] });
const unit = (id: string, subtypes: string[], extra: Record<string, unknown>, element = 'fire') =>
  ({ id, name: { th: id, en: id }, type: 'unit', subtypes, element, cost: 1, mana: 1, at: 1, df: 2, text, ...extra });

/** A scenario with match-only cards: `place` says where each goes (seat, zone, optional per-card spec). */
function withCards(spec: ScenarioSpec, cards: Array<{ id: string }>, place: Array<[0 | 1, 'hand' | 'field' | 'mana' | 'grave', string | Record<string, unknown>]>): Scenario {
  return new Scenario(toDescriptionWith(spec, (d) => {
    d.cards = cards;
    for (const [seat, zone, c] of place) (d.seats[seat].zones[zone] ??= []).push(c as never);
  }));
}

const CLAN = unit('TEST-KWS-CLAN', ['Warrior'], { keywords: [{ k: 'CLAN', name: 'Giant', continuous: [{ k: 'modify', scope: 'self', at: 2, df: 0 }], grants: ['HIGH SPEED'], text }] });

describe('606.5.27 Clan', () => {
  it('606.5.27 Clan : Giant: while its controller controls a Giant, the card gains its Clan abilities (AT+2, High Speed as if printed)', () => {
    const sc = withCards({ p0: { hand: [C.wanderer], field: [C.giant] } }, [CLAN], [[0, 'field', { card: CLAN.id, state: { since: false } }]]);
    const clan = sc.id(0, 'field', CLAN.id);
    expect(inMatch(sc.state, () => stats(gOf(sc), sc.obj(clan))).at).toBe(3);
    expect(inMatch(sc.state, () => keywordsOf(gOf(sc), sc.obj(clan)))).toContain('HIGH SPEED');
    // The gained High Speed answers 304.3.1 like a printed one: it may attack the turn it arrived.
    expect(sc.options()).toContain(`attack:${clan}`);
  });

  it('606.5.27.1 Clan turns off when the named unit leaves: the Giant returned to the hand, the Clan abilities stop', () => {
    const sc = withCards({ p0: { hand: [C.wave, C.wanderer], field: [C.giant], mana: [C.crab, C.crab] } }, [CLAN], [[0, 'field', { card: CLAN.id, state: { since: false } }]]);
    const clan = sc.id(0, 'field', CLAN.id);
    expect(inMatch(sc.state, () => stats(gOf(sc), sc.obj(clan))).at).toBe(3);
    sc.answer(0, 'priority', `cast:${C.wave}`).answer(0, 'targets', '@' + C.giant).payIfAsked(0);
    expect(sc.ids(0, 'hand', C.giant)).toHaveLength(1);
    expect(inMatch(sc.state, () => stats(gOf(sc), sc.obj(clan))).at).toBe(1);
    expect(inMatch(sc.state, () => keywordsOf(gOf(sc), sc.obj(clan)))).not.toContain('HIGH SPEED');
    expect(sc.options()).not.toContain(`attack:${clan}`);
  });

  it('606.5.27 a shipped card: Stone Clan Warrior (SNM-S02-E02, "Clan : Giant — AT+2") gets AT+2 beside a Stone Giant and not without one', () => {
    const warrior = 'SNM-S02-E02';
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [warrior, C.giant] } });
    expect(inMatch(sc.state, () => stats(gOf(sc), sc.obj(sc.id(0, 'field', warrior)))).at).toBe(cardDef(warrior).at! + 2);
    const alone = new Scenario({ p0: { hand: [C.wanderer], field: [warrior, C.recruit] } });
    expect(inMatch(alone.state, () => stats(gOf(alone), alone.obj(alone.id(0, 'field', warrior)))).at).toBe(cardDef(warrior).at);
  });

  it('606.5.27.1 with no unit matching [Name] on its controller\'s field (a Giant on the opponent\'s side does not count), the Clan abilities do not work', () => {
    const sc = withCards({ p0: { hand: [C.wanderer], field: [C.recruit] }, p1: { field: [C.giant] } }, [CLAN], [[0, 'field', CLAN.id]]);
    expect(inMatch(sc.state, () => stats(gOf(sc), sc.obj(sc.id(0, 'field', CLAN.id)))).at).toBe(1);
  });
});

const STAMPEDE = unit('TEST-KWS-STAMPEDE', ['Beast'], { keywords: ['HIGH SPEED', { k: 'STAMPEDE', continuous: [{ k: 'modify', scope: 'self', at: 2, df: 0 }], grants: ['AIRBORNE'], text }] });

describe('606.5.35 Stampede', () => {
  it('606.5.35 Stampede: with another unit sharing a subtype (a Beast), the unit gains the abilities after the keyword', () => {
    const sc = withCards({ p0: { hand: [C.wanderer], field: [C.crab] } }, [STAMPEDE], [[0, 'field', STAMPEDE.id]]);
    const u = sc.obj(sc.id(0, 'field', STAMPEDE.id));
    expect(inMatch(sc.state, () => stats(gOf(sc), u)).at).toBe(3);
    expect(inMatch(sc.state, () => keywordsOf(gOf(sc), u))).toEqual(['HIGH SPEED', 'STAMPEDE', 'AIRBORNE']);
  });

  it('606.5.35.1 606.5.35.2 the Stampede unit itself is not "another" unit: alone (or beside a unit of no shared subtype) it gains nothing, but High Speed printed before Stampede still works', () => {
    const sc = withCards({ p0: { hand: [C.wanderer], field: [C.recruit] } }, [STAMPEDE], [[0, 'field', { card: STAMPEDE.id, state: { since: false } }]]);
    const id = sc.id(0, 'field', STAMPEDE.id);
    expect(inMatch(sc.state, () => stats(gOf(sc), sc.obj(id))).at).toBe(1);
    expect(inMatch(sc.state, () => keywordsOf(gOf(sc), sc.obj(id)))).not.toContain('AIRBORNE');
    expect(sc.options()).toContain(`attack:${id}`);
  });

  it('606.5.35.3 a subtype gained through an effect counts: the Recruit (Warrior) given "Beast" by an add-subtype effect (as 606.5.23 Trainee does) turns Stampede on', () => {
    const sc = withCards({ p0: { hand: [C.wanderer], field: [C.recruit] } }, [STAMPEDE], [[0, 'field', STAMPEDE.id]]);
    const id = sc.id(0, 'field', STAMPEDE.id);
    expect(inMatch(sc.state, () => stats(gOf(sc), sc.obj(id))).at).toBe(1);
    inMatch(sc.state, () => addTimed(gOf(sc), sc.id(0, 'field', C.recruit), { k: 'add-subtype', subtype: 'Beast' }, 'turn'));
    expect(inMatch(sc.state, () => stats(gOf(sc), sc.obj(id))).at).toBe(3);
    // ... and a subtype the Stampede unit gains counts on its side too: both Warriors now.
    const sc2 = withCards({ p0: { hand: [C.wanderer], field: [C.recruit] } }, [STAMPEDE], [[0, 'field', STAMPEDE.id]]);
    inMatch(sc2.state, () => addTimed(gOf(sc2), sc2.id(0, 'field', STAMPEDE.id), { k: 'add-subtype', subtype: 'Warrior' }, 'turn'));
    expect(inMatch(sc2.state, () => stats(gOf(sc2), sc2.obj(sc2.id(0, 'field', STAMPEDE.id)))).at).toBe(3);
  });
});

describe('606.5.17 Streamlink', () => {
  const LINK = unit('TEST-KWS-LINK', ['Mage'], { keywords: [{ k: 'STREAMLINK', name: 'Storm Hawk' }] });
  it('606.5.17 Streamlink : Storm Hawk: while a Storm Hawk is a Stream in its controller\'s mana zone, the unit has its abilities (High Speed: attacks on arrival)', () => {
    const sc = withCards({ p0: { hand: [C.wanderer], mana: [C.hawk] } }, [LINK], [[0, 'field', { card: LINK.id, state: { since: false } }]]);
    const id = sc.id(0, 'field', LINK.id);
    expect(inMatch(sc.state, () => keywordsOf(gOf(sc), sc.obj(id)))).toContain('HIGH SPEED');
    expect(sc.options()).toContain(`attack:${id}`);
  });

  it('606.5.17 reading: a face-down Mana Storm Hawk (no name shown, 406.2.1) or one in the opponent\'s mana zone gives nothing', () => {
    const sc = withCards({ p0: { hand: [C.wanderer], mana: [{ card: C.hawk, faceUp: false }] }, p1: { mana: [C.hawk] } }, [LINK], [[0, 'field', { card: LINK.id, state: { since: false } }]]);
    const id = sc.id(0, 'field', LINK.id);
    expect(inMatch(sc.state, () => keywordsOf(gOf(sc), sc.obj(id)))).toEqual(['STREAMLINK']);
    expect(sc.options()).not.toContain(`attack:${id}`);
  });
});

describe('606.5.20 [Unique]', () => {
  const BANNER = { id: 'TEST-KWS-BANNER', name: { th: 'ธง', en: 'Banner' }, type: 'item', subtypes: ['World'], element: 'none', cost: 1, mana: 1, duration: null, attach: 'field', text,
    keywords: ['UNIQUE'], continuous: [{ k: 'modify', scope: 'own-units', at: 1, df: 0 }] };
  it('606.5.20 [Unique]: two Banners under one player give their units AT+1 once, not twice; the opponent\'s own Banner still works for the opponent', () => {
    const sc = withCards({ p0: { hand: [C.wanderer], field: [C.recruit] }, p1: { field: [C.crab] } }, [BANNER], [[0, 'field', BANNER.id], [0, 'field', BANNER.id], [1, 'field', BANNER.id]]);
    expect(inMatch(sc.state, () => stats(gOf(sc), sc.obj(sc.id(0, 'field', C.recruit)))).at).toBe(cardDef(C.recruit).at! + 1);
    expect(inMatch(sc.state, () => stats(gOf(sc), sc.obj(sc.id(1, 'field', C.crab)))).at).toBe(cardDef(C.crab).at! + 1);
  });

  it('606.5.20 [Unique] written with its ability in the entry: two copies give DF+1 once', () => {
    const FLAG = { ...BANNER, id: 'TEST-KWS-FLAG', name: { th: 'ธงศึก', en: 'War Flag' }, continuous: undefined, keywords: [{ k: 'UNIQUE', continuous: [{ k: 'modify', scope: 'own-units', at: 0, df: 1 }], text }] };
    const sc = withCards({ p0: { hand: [C.wanderer], field: [C.recruit] } }, [FLAG], [[0, 'field', FLAG.id], [0, 'field', FLAG.id]]);
    const recruit = sc.id(0, 'field', C.recruit);
    expect(inMatch(sc.state, () => stats(gOf(sc), sc.obj(recruit))).df).toBe(cardDef(C.recruit).df! + 1);
    expect(sc.ids(0, 'field', FLAG.id)).toHaveLength(2);
  });
});

describe('606.5.22 Reservist', () => {
  const RESERVIST = unit('TEST-KWS-RESERVIST', ['Soldier'], { keywords: ['RESERVIST'] });
  const PLAIN = unit('TEST-KWS-PLAIN', ['Soldier'], {});
  it('606.5.22 Reservist: a fire unit with Reservist is cast with only a water Stream; the same unit without it is refused by 605.2.3.3', () => {
    const sc = withCards({ p0: { mana: [C.crab] } }, [RESERVIST, PLAIN], [[0, 'hand', RESERVIST.id], [0, 'hand', PLAIN.id]]);
    const plain = sc.id(0, 'hand', PLAIN.id);
    expect(whyNotCast(sc.state, 0, plain)?.rule).toBe('605.2.3.3');
    expect(sc.options()).not.toContain(`cast:${plain}`);
    expect(whyNotCast(sc.state, 0, sc.id(0, 'hand', RESERVIST.id))).toBeNull();
    sc.answer(0, 'priority', `cast:${sc.id(0, 'hand', RESERVIST.id)}`).payIfAsked(0);
    expect(sc.ids(0, 'field', RESERVIST.id)).toHaveLength(1);
  });
});

describe('606.5.31 Skill User', () => {
  const SKILL = { id: 'TEST-KWS-SKILL', name: { th: 'ทักษะ', en: 'Skill' }, type: 'action', subtypes: ['Skill'], element: 'fire', cost: 1, mana: 1, timing: ['AT'], text,
    target: { kind: 'unit', side: 'opp' }, effects: [{ verb: 'damage', to: 'target', n: 1 }],
    keywords: [{ k: 'SKILL USER', name: 'Tide Priestess', effects: [{ verb: 'damage', to: 'target', n: 2 }], text }] };

  it('606.5.31.1 606.5.31.2 606.5.31.3 Skill User : Tide Priestess: with the Priestess on the field, the fire Action is cast from the hand with only a water Stream and deals its 1 damage plus the 2 of its box', () => {
    const sc = withCards({ p0: { field: [C.priestess], mana: [C.crab] }, p1: { field: [C.giant] } }, [SKILL], [[0, 'hand', SKILL.id]]);
    sc.answer(0, 'priority', `cast:${sc.id(0, 'hand', SKILL.id)}`).payIfAsked(0);
    expect(sc.obj(sc.id(1, 'field', C.giant)).dmg).toBe(3);
  });

  it('606.5.31.1 without a unit named Tide Priestess the box does not work: no Stream fixing (605.2.3.3 refuses), and with a fire Stream only the card\'s own 1 damage', () => {
    const sc = withCards({ p0: { field: [C.crab], mana: [C.crab] }, p1: { field: [C.giant] } }, [SKILL], [[0, 'hand', SKILL.id]]);
    expect(whyNotCast(sc.state, 0, sc.id(0, 'hand', SKILL.id))?.rule).toBe('605.2.3.3');
    const sc2 = withCards({ p0: { field: [C.crab], mana: [C.recruit] }, p1: { field: [C.giant] } }, [SKILL], [[0, 'hand', SKILL.id]]);
    sc2.answer(0, 'priority', `cast:${sc2.id(0, 'hand', SKILL.id)}`).payIfAsked(0);
    expect(sc2.obj(sc2.id(1, 'field', C.giant)).dmg).toBe(1);
  });
});

describe('606.2 606.5 granted keywords work as printed ones', () => {
  const HORN = { id: 'TEST-KWS-HORN', name: { th: 'แตร', en: 'Horn' }, type: 'item', subtypes: ['World'], element: 'none', cost: 1, mana: 1, duration: null, attach: 'field', text,
    continuous: [{ k: 'grant', scope: 'own-units', filter: { subtype: 'Warrior' }, keywords: ['HIGH SPEED'] }] };

  it('606.5.1 606.2 a continuous grant ("your Warriors have High Speed") lets a Warrior that just arrived attack; a non-Warrior still waits (304.3.1)', () => {
    const sc = withCards({ p0: { hand: [C.wanderer], field: [{ card: C.recruit, since: false }, { card: C.crab, since: false }] } }, [HORN], [[0, 'field', HORN.id]]);
    expect(sc.options()).toContain(`attack:${sc.id(0, 'field', C.recruit)}`);
    expect(sc.options()).not.toContain(`attack:${sc.id(0, 'field', C.crab)}`);
  });

  it('606.5.1 606.2 the grant verb\'s effect (a keyword granted until end of turn) gives High Speed like a printed one, and it ends with the turn (503.5)', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [{ card: C.crab, since: false }] } });
    const crab = sc.id(0, 'field', C.crab);
    expect(inMatch(sc.state, () => permitted(gOf(sc), sc.obj(crab), 'attack-on-arrival', false))).toBe(false);
    inMatch(sc.state, () => addTimed(gOf(sc), crab, { k: 'grant', keyword: 'High Speed' }, 'turn'));
    expect(inMatch(sc.state, () => keywordsOf(gOf(sc), sc.obj(crab)))).toEqual(['HIGH SPEED']);
    expect(inMatch(sc.state, () => permitted(gOf(sc), sc.obj(crab), 'attack-on-arrival', false))).toBe(true);
    inMatch(sc.state, () => addTimed(gOf(sc), crab, { k: 'grant', keyword: 'Resist : Action' }, 'game'));
    expect(inMatch(sc.state, () => keywordsOf(gOf(sc), sc.obj(crab)))).toEqual(['HIGH SPEED', 'RESIST']);
    inMatch(sc.state, () => addTimed(gOf(sc), crab, { k: 'remove', keyword: 'HIGH SPEED' }, 'turn'));
    expect(inMatch(sc.state, () => keywordsOf(gOf(sc), sc.obj(crab)))).toEqual(['RESIST']);
  });
});
