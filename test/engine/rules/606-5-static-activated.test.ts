/**
 * The activated keywords of 606.5 (Guerilla Concert, Flip, Assassinate, Avatar): offered in the priority prompt
 * with a label naming the keyword, refused with the keyword's section, resolved through the Break.
 */
import { describe, expect, it } from 'vitest';
import { C, Scenario, toDescriptionWith, type ScenarioSpec } from '../helpers/scenario.js';
import { viewFor } from '../helpers/fadalgia-api.js';
import type { G } from '../../../src/engine/games/fadalgia/ctx.js';
import { whyNotActivate } from '../../../src/engine/games/fadalgia/activate.js';
import { keywordsOf, stats } from '../../../src/engine/games/fadalgia/stats.js';
// Internals read a match's own card definitions (its scenario `cards`) inside inMatch, as the public API does.
import { inMatch } from '../../../src/engine/games/fadalgia/cards/catalog.js';

const text = { th: '-', en: '-' };
const gOf = (sc: Scenario): G => ({ s: sc.state, ev: [] });

function withCards(spec: ScenarioSpec, cards: Array<{ id: string }>, place: Array<[0 | 1, 'hand' | 'field' | 'mana' | 'grave', string | Record<string, unknown>]>): Scenario {
  return new Scenario(toDescriptionWith(spec, (d) => {
    d.cards = cards;
    for (const [seat, zone, c] of place) (d.seats[seat].zones[zone] ??= []).push(c as never);
  }));
}

const option = (sc: Scenario, id: string) => sc.prompt.options.find((o) => o.id === id);

describe('606.5.14 Guerilla Concert', () => {
  const SINGER = (n: string) => ({ id: `TEST-KWS-SINGER${n}`, name: { th: `นักร้อง${n}`, en: `Singer ${n}` }, type: 'unit', subtypes: ['Idol'], element: 'fire', cost: 1, mana: 1, at: 1, df: 2, text,
    keywords: [{ k: 'GUERILLA CONCERT', cost: 1, timing: ['AT', 'DF'], effects: [{ verb: 'modify', to: 'self', at: n === 'A' ? 1 : 2, df: 0, until: 'turn' }], text: { th: `AT+${n}`, en: `AT+${n}` } }] });
  const A = SINGER('A');
  const B = SINGER('B');

  it('606.5.14 Guerilla Concert: the ability is offered with a label naming the keyword and resolves through the Break', () => {
    const sc = withCards({ p0: { hand: [C.wanderer], mana: [C.recruit, C.recruit] } }, [A], [[0, 'field', A.id]]);
    const a = sc.id(0, 'field', A.id);
    const o = option(sc, `act:${a}:0`);
    expect(o?.label.en).toContain('Guerilla Concert');
    expect(o?.label.th).toContain('คอนเสิร์ตกองโจร');
    expect(o?.rule).toBe('606.5.14');
    sc.answer(0, 'priority', `act:${a}:0`).payIfAsked(0);
    expect(inMatch(sc.state, () => stats(gOf(sc), sc.obj(a))).at).toBe(2);
  });

  it('606.5.14 once per turn for the name Guerilla Concert, whatever the ability: after one card\'s, another card\'s is refused this turn (named by 606.5.14) and offered again next turn', () => {
    const sc = withCards({ p0: { hand: [C.wanderer], mana: [C.recruit, C.recruit, C.recruit] }, p1: { hand: [C.wanderer] } }, [A, B], [[0, 'field', A.id], [0, 'field', B.id]]);
    const a = sc.id(0, 'field', A.id);
    const b = sc.id(0, 'field', B.id);
    expect(sc.options()).toEqual(expect.arrayContaining([`act:${a}:0`, `act:${b}:0`]));
    sc.answer(0, 'priority', `act:${a}:0`).payIfAsked(0);
    expect(sc.prompt.seat).toBe(0);
    expect(sc.options()).not.toContain(`act:${b}:0`);
    expect(sc.refuse(0, [`act:${b}:0`])).toBe('prompt/unknown-option');
    expect(inMatch(sc.state, () => whyNotActivate(gOf(sc), 0, b, 0))?.rule).toBe('606.5.14');
    // The opponent's own limit is untouched (read per player).
    expect(inMatch(sc.state, () => whyNotActivate({ s: { ...sc.state, atSeat: 1 }, ev: [] }, 1, b, 0))?.rule).not.toBe('606.5.14');
    // Next turn of the same player: the limit counted from that turn's start.
    sc.pass(0);
    expect(sc.state.atSeat).toBe(1);
    expect(inMatch(sc.state, () => whyNotActivate(gOf(sc), 0, b, 0))?.rule).not.toBe('606.5.14');
  });
});

describe('606.5.18 Flip', () => {
  const LANTERN = { id: 'TEST-KWS-LANTERN', name: { th: 'โคม', en: 'Lantern' }, type: 'action', subtypes: ['Event'], element: 'water', cost: 1, mana: 1, timing: ['AT'], text,
    keywords: [{ k: 'FLIP', cost: 1, timing: ['AT', 'DF'], effects: [{ verb: 'draw', who: 'ctrl', n: 1 }], continuous: [{ k: 'modify', scope: 'own-units', at: 1, df: 0 }], text: { th: 'จั่ว 1', en: 'draw 1' } }] };

  it('606.5.18 Flip: a Stream turns (Stream symbol on top) as its ability resolves, then draws; its other side (own units AT+1) works from then on, and it cannot flip again', () => {
    const sc = withCards({ p0: { hand: [C.wanderer], field: [C.recruit], mana: [C.crab] } }, [LANTERN], [[0, 'mana', LANTERN.id]]);
    const lantern = sc.id(0, 'mana', LANTERN.id);
    const recruit = sc.id(0, 'field', C.recruit);
    expect(inMatch(sc.state, () => stats(gOf(sc), sc.obj(recruit))).at).toBe(2);
    expect(option(sc, `act:${lantern}:0`)?.label.en).toContain('Flip');
    const hand = sc.state.zones['0:hand'].length;
    sc.answer(0, 'priority', `act:${lantern}:0`).payIfAsked(0);
    expect(sc.logRules()).toContain('606.5.18');
    expect(sc.state.zones['0:hand']).toHaveLength(hand + 1);
    expect(inMatch(sc.state, () => stats(gOf(sc), sc.obj(recruit))).at).toBe(3);
    expect(sc.options()).not.toContain(`act:${lantern}:0`);
    expect(inMatch(sc.state, () => whyNotActivate(gOf(sc), 0, lantern, 0))?.rule).toBe('606.5.18');
  });
});

describe('606.5.24 Assassinate', () => {
  const KNIFE = { id: 'TEST-KWS-KNIFE', name: { th: 'มีด', en: 'Knife' }, type: 'unit', subtypes: ['Ninja'], element: 'none', cost: 1, mana: 1, at: 1, df: 1, text,
    keywords: [{ k: 'ASSASSINATE', cost: 1, timing: ['AT'], cond: { k: 'zone-count', zone: 'grave', who: 'own', min: 3 }, target: { kind: 'unit', side: 'opp' }, effects: [{ verb: 'destroy', to: 'target' }], text: { th: 'ทำลาย', en: 'destroy' } }] };

  it('606.5.24 Assassinate: used from the grave only while its condition holds (3 cards in the grave), then the card goes to the Outer Zone', () => {
    const few = withCards({ p0: { hand: [C.wanderer], mana: [C.recruit], grave: [C.recruit] }, p1: { field: [C.giant] } }, [KNIFE], [[0, 'grave', KNIFE.id]]);
    const k0 = few.id(0, 'grave', KNIFE.id);
    expect(few.options()).not.toContain(`act:${k0}:0`);
    expect(inMatch(few.state, () => whyNotActivate(gOf(few), 0, k0, 0))?.rule).toBe('606.5.24');

    const sc = withCards({ p0: { hand: [C.wanderer], mana: [C.recruit], grave: [C.recruit, C.recruit] }, p1: { field: [C.giant] } }, [KNIFE], [[0, 'grave', KNIFE.id]]);
    const knife = sc.id(0, 'grave', KNIFE.id);
    expect(option(sc, `act:${knife}:0`)?.label.en).toContain('Assassinate');
    sc.answer(0, 'priority', `act:${knife}:0`).payIfAsked(0);
    expect(sc.ids(1, 'grave', C.giant)).toHaveLength(1);
    expect(sc.ids(0, 'outer', KNIFE.id)).toHaveLength(1);
    expect(sc.ids(0, 'grave', KNIFE.id)).toHaveLength(0);
    // The move is a public event naming 606.5.24.
    expect(sc.events.some((e) => e.kind === 'move' && e.rule === '606.5.24' && e.text?.en === 'Knife goes to the Outer Zone (Assassinate)')).toBe(true);
  });

  it('606.5.24 a card on the field does not offer its Assassinate: the ability works from the grave only', () => {
    const sc = withCards({ p0: { hand: [C.wanderer], mana: [C.recruit], grave: [C.recruit, C.recruit, C.recruit] }, p1: { field: [C.giant] } }, [KNIFE], [[0, 'field', KNIFE.id]]);
    expect(sc.options().filter((o) => o.startsWith('act:'))).toEqual([]);
  });
});

describe('606.5.28 Avatar', () => {
  const HOST = { id: 'TEST-KWS-HOST', name: { th: 'ร่างทรง', en: 'Host' }, type: 'unit', subtypes: ['Shaman'], element: 'none', cost: 1, mana: 1, at: 1, df: 2, text,
    keywords: [{ k: 'AVATAR', subtype: 'Spirit', grants: ['AIRBORNE'], continuous: [{ k: 'modify', scope: 'self', at: 2, df: 0 }], text: { th: 'Avatar : Spirit', en: 'Avatar : Spirit' } }] };

  it('606.5.28 606.5.28.1 606.5.28.2 Avatar : Spirit paid from the hand: the only Spirit (Avatar of Flame) goes to the Outer Zone and the unit gains its Avatar box (AT+2, Airborne)', () => {
    const sc = withCards({ p0: { hand: [C.avatar, C.wanderer] } }, [HOST], [[0, 'field', HOST.id]]);
    const host = sc.id(0, 'field', HOST.id);
    expect(inMatch(sc.state, () => stats(gOf(sc), sc.obj(host))).at).toBe(1);
    expect(option(sc, `act:${host}:0`)?.label.en).toContain('Avatar');
    // Offered only because of a card in the hand: a private option, never shown in a public place.
    expect(option(sc, `act:${host}:0`)?.visibility).toBe('private');
    sc.answer(0, 'priority', `act:${host}:0`);
    // Asked even with one Spirit: skipping the question would tell the opponent the hand holds no other.
    expect(sc.prompt).toMatchObject({ seat: 0, kind: 'choose-cards', rule: '606.5.28.1' });
    expect(sc.prompt.options.every((o) => o.visibility === 'private')).toBe(true);
    sc.answer(0, 'choose-cards', '@' + C.avatar);
    expect(sc.ids(0, 'outer', C.avatar)).toHaveLength(1);
    expect(sc.ids(0, 'hand', C.avatar)).toHaveLength(0);
    expect(sc.logRules()).toEqual(expect.arrayContaining(['606.5.28.1', '606.5.28.2']));
    expect(inMatch(sc.state, () => stats(gOf(sc), sc.obj(host))).at).toBe(3);
    expect(inMatch(sc.state, () => keywordsOf(gOf(sc), sc.obj(host)))).toContain('AIRBORNE');
  });

  it('606.5.28.1 Avatar paid from the grave: with a Spirit in the hand and one in the grave the player chooses, as the ability leaves the Break (603.2.2)', () => {
    const sc = withCards({ p0: { hand: [C.avatar, C.wanderer], grave: [C.keeper] } }, [HOST], [[0, 'field', HOST.id]]);
    const host = sc.id(0, 'field', HOST.id);
    expect(option(sc, `act:${host}:0`)?.visibility).toBe('public'); // the grave's Spirit is public
    sc.answer(0, 'priority', `act:${host}:0`);
    expect(sc.prompt).toMatchObject({ seat: 0, kind: 'choose-cards', rule: '606.5.28.1' });
    expect(sc.prompt.options.map((o) => o.group).sort()).toEqual(['grave', 'hand']);
    sc.answer(0, 'choose-cards', '@' + C.keeper);
    expect(sc.ids(0, 'outer', C.keeper)).toHaveLength(1);
    expect(sc.ids(0, 'hand', C.avatar)).toHaveLength(1);
    expect(inMatch(sc.state, () => stats(gOf(sc), sc.obj(host))).at).toBe(3);
  });

  it('606.5.28.1 hidden hand: whether the hand holds a second Spirit changes nothing the opponent sees (the card choice is asked either way)', () => {
    const seen = (hand: string[]) => {
      const sc = withCards({ p0: { hand } }, [HOST], [[0, 'field', HOST.id]]);
      sc.answer(0, 'priority', `act:${sc.id(0, 'field', HOST.id)}:0`);
      const p = sc.prompt;
      return { view: viewFor(sc.state, 1), prompt: { seat: p.seat, kind: p.kind, label: p.label, min: p.min, max: p.max, pub: p.options.filter((o) => o.visibility === 'public') } };
    };
    expect(seen([C.avatar, C.keeper])).toEqual(seen([C.avatar, C.wanderer]));
  });

  it('606.5.28.1 with no Spirit in the grave or hand the Avatar ability is not offered, refused by 606.5.28.1', () => {
    const sc = withCards({ p0: { hand: [C.wanderer], grave: [C.recruit] } }, [HOST], [[0, 'field', HOST.id]]);
    const host = sc.id(0, 'field', HOST.id);
    expect(sc.options()).not.toContain(`act:${host}:0`);
    expect(inMatch(sc.state, () => whyNotActivate(gOf(sc), 0, host, 0))?.rule).toBe('606.5.28.1');
  });
});
