/**
 * One test per paragraph of the Nihil text (summoner-master-nihil.th.txt), named by the stable id /rule
 * gives it (src/rules/model/parse-guides.ts parseNihil: `smn:<keyword>` and `smn:<keyword>.<n>`),
 * including every worked example of the text.
 */
import { describe, expect, it } from 'vitest';
import { act, autopilot, build, cardsOf, decks, fork, level, m, offered, onField, prompt, statOf, zone, zoneOf, orders, order } from './helpers.js';

const fc = (id: string, n: number, extra: Record<string, unknown> = {}) => ({
  id, kind: 'seal', name: { th: id, en: id }, types: ['Machine'], elements: ['earth'], castMp: 1, atkMp: 1, level: 1, at: 5, df: 5, sp: 2,
  combos: [], skills: [], triggers: [], statics: [], keywords: { 'FIXED CHARGING': n }, text: { th: '', en: '' }, ...extra,
});

describe('smn:progress — Progress (§14.1)', () => {
  it('smn:progress removes the Progress-box Seal, brings the Progressing Seal from hand with its Progress-box text, skips the Draw Step; once per subturn', () => {
    const g = build([{ zones: { at: ['tide-warrior'], ...decks() } }, { zones: { at: [{ card: 'seraphs-portrait', as: 'p' }, { card: 'seraphs-portrait', as: 'p2' }], hand: ['seraph', 'seraph'], ...decks() } }], { step: 'checkup', active: 1 });
    expect(prompt(g)?.rule).toBe('smn:progress');
    expect(prompt(g)!.options.filter((o) => o.id.startsWith('pg:')).every((o) => o.visibility === 'private')).toBe(true);
    const hand = zone(g, 'hand', 1).length;
    act(g, 1, `pg:${g.id('p')}:*`);
    expect(zoneOf(g, g.id('p'))).toBeUndefined();
    expect(cardsOf(g, 'remove', 1)).toEqual(['seraphs-portrait']);
    const seraph = onField(g, 'seraph', 1)!;
    expect(statOf(g, seraph.id, 'at')).toBe(12); // 10 printed + Progress Box At +2
    expect(level(g, 1)).toBe(0); // removed, not in the Shrine
    // No second Progress this subturn, and no Draw Step: the next decision is already in the Interfere Step / Main Step.
    expect(offered(g).some((x) => x.startsWith('pg:') || x.startsWith('draw:'))).toBe(false);
    expect(zone(g, 'hand', 1).length).toBe(hand - 1);
  });

  it('smn:progress the same Seal cast normally has no Progress-box text', () => {
    const g = build([{ zones: { hand: [{ card: 'seraph', as: 's' }], ...decks() } }, { zones: { at: ['tide-warrior'] } }]);
    act(g, 0, `cast:${g.id('s')}:at`);
    autopilot(g, (x) => !!onField(x, 'seraph', 0));
    expect(statOf(g, onField(g, 'seraph', 0)!.id, 'at')).toBe(10);
  });

  it("smn:progress.1 worked example: A passes the turn; entering B's attack subturn B Progresses Seraph's Portrait, takes Seraph from the deck, the Portrait is removed, the Draw Step is skipped", () => {
    const g = build([{ zones: { at: ['tide-warrior'], ...decks() } }, { zones: { at: [{ card: 'seraphs-portrait', as: 'p' }], sealDeck: ['tide-warrior', 'seraph', 'tide-warrior'], mysticDeck: ['water-shield'] } }]);
    autopilot(g, (x) => !!prompt(x)?.options.some((o) => o.id.startsWith('pg:')));
    expect(g.s.active).toBe(1);
    const before = zone(g, 'hand', 1).length;
    act(g, 1, `pg:${g.id('p')}:dseraph:at`);
    expect(cardsOf(g, 'remove', 1)).toEqual(['seraphs-portrait']);
    expect(cardsOf(g, 'sealDeck', 1).sort()).toEqual(['tide-warrior', 'tide-warrior']);
    expect(statOf(g, onField(g, 'seraph', 1)!.id, 'at')).toBe(12);
    expect(offered(g).some((x) => x.startsWith('draw:'))).toBe(false);
    expect(zone(g, 'hand', 1).length).toBe(before);
    expect(g.s.commitments.at(-1)).toMatchObject({ seat: 1, pile: 'sealDeck' }); // searched deck shuffled
  });
});

describe('smn:fortune — Fortune (§14.2)', () => {
  const castKaijuu = () => {
    const g = build([{ zones: { hand: [{ card: 'lava-kaijuu', as: 'k' }], ...decks() } }, { zones: { at: ['tide-warrior'] } }]);
    act(g, 0, `cast:${g.id('k')}:at`);
    return g;
  };

  it('smn:fortune is a trigger effect of an Ability: on its condition the options are shuffled and picked; right and wrong give different results', () => {
    const g = castKaijuu();
    expect(prompt(g)?.rule).toBe('smn:fortune');
    const results = offered(g, 0).map((o) => {
      const h = fork(g);
      act(h, 0, o);
      return statOf(h, onField(h, 'lava-kaijuu', 0)!.id, 'at');
    });
    expect(results.sort()).toEqual([12, 8]);
  });

  it('smn:fortune.1 Fortune N uses N options, exactly one of them right', () => {
    const f3 = { ...fc('fortune-3', 0), keywords: {}, triggers: [{ on: 'enter', text: { th: '', en: '' }, do: [{ v: 'fortune', n: 3, ok: [{ v: 'stat', who: 'self', stat: 'at', by: 5, dur: { k: 'infinity' } }], fault: [] }] }] };
    const g = build([{ zones: { hand: [{ card: 'fortune-3', as: 'f' }], ...decks() } }, { zones: {} }], { cards: [f3] });
    act(g, 0, `cast:${g.id('f')}:at`);
    expect(offered(g, 0)).toEqual(['f:0', 'f:1', 'f:2']);
    const ats = offered(g, 0).map((o) => {
      const h = fork(g);
      act(h, 0, o);
      return statOf(h, onField(h, 'fortune-3', 0)!.id, 'at');
    });
    expect(ats.filter((a) => a === 10)).toHaveLength(1); // the one right pick; a wrong pick does nothing (no Fault branch)
    expect(ats.filter((a) => a === 5)).toHaveLength(2);
  });

  it('smn:fortune.2 Lava Kaijuu as printed: Monster Fire Mp 4/3 Lv3 At 9 Df 9 Sp 4, Rising Flame (+[Fire]) At 11, Burning Rapture (+[Fire][Fire]) At 12; on attack may Sacrifice 1 [Fire] for At +1 / Infinity Turn (§11.3 the Sacrifice puts its own Seal into the Shrine, its Level counts)', () => {
    const g = build([{ zones: { at: [{ card: 'lava-kaijuu', as: 'k' }, { card: 'flame-trooper', as: 'f' }], ...decks() } }, { zones: { df: [{ card: 'cliff-golem', as: 'golem' }] } }]);
    expect([statOf(g, g.id('k'), 'at'), statOf(g, g.id('k'), 'df'), statOf(g, g.id('k'), 'sp'), statOf(g, g.id('k'), 'atkMp'), statOf(g, g.id('k'), 'castMp'), statOf(g, g.id('k'), 'level')]).toEqual([9, 9, 4, 3, 4, 3]);
    act(g, 0, `atk:${g.id('k')}:tg:${g.id('golem')}`);
    expect(prompt(g)?.rule).toBe('§11.3');
    act(g, 0, `sac:${g.id('f')}`);
    expect(cardsOf(g, 'shrine', 0)).toEqual(['flame-trooper']);
    expect(level(g, 0)).toBe(1); // the Sacrifice adds the [Fire] Seal's Level to the Shrine
    expect(statOf(g, g.id('k'), 'at')).toBe(10);
    expect(zoneOf(g, g.id('golem'))).toBe('field'); // At 10 does not beat Df 11 on the Df Line
    autopilot(g, (x) => x.s.subturn === 6);
    expect(statOf(g, g.id('k'), 'at')).toBe(10); // Infinity Turn: it stays while the Seal stays
  });

  it('smn:fortune.3 worked example: Fortune on entering the field — right: At +3 / Infinity Turn; wrong: At -1 and Mp -1 / Infinity Turn; lost when it leaves the field', () => {
    const g = castKaijuu();
    const outcomes = offered(g, 0).map((o) => {
      const h = fork(g);
      act(h, 0, o);
      const k = onField(h, 'lava-kaijuu', 0)!.id;
      return { at: statOf(h, k, 'at'), mp: statOf(h, k, 'atkMp'), h, k };
    });
    const right = outcomes.find((o) => o.at === 12)!;
    const wrong = outcomes.find((o) => o.at === 8)!;
    expect(right.mp).toBe(3);
    expect(wrong.mp).toBe(2); // §15 q19: "Mp -1" read as the attack Mp
    autopilot(right.h, (x) => x.s.subturn === 8);
    expect(statOf(right.h, right.k, 'at')).toBe(12);
  });
});

describe('smn:twinkling — Twinkling (§14.3)', () => {
  const setup = () =>
    build([
      { zones: { at: [{ card: 'tide-warrior', as: 'tw' }, { card: 'light-priest', as: 'priest' }], hand: [{ card: 'live-branch-fairy', as: 'fairy' }], shrine: ['flame-trooper'], ...decks() } },
      { zones: { at: [{ card: 'cursed-witch', as: 'witch' }], hand: [{ card: 'mind-shatter', as: 'ms' }], ...decks() } },
    ]);

  it('smn:twinkling a Skill used from hand; the card goes from hand to the Shrine and, once successful, can never leave it', () => {
    const g = setup();
    act(g, 0, `sk:${g.id('fairy')}:twinkling`);
    act(g, 1, 'pass');
    const fairy = zone(g, 'shrine', 0).find((o) => o.card === 'live-branch-fairy')!;
    expect(fairy.data?.shrineLocked).toBe(true);
    autopilot(g, (x) => offered(x, 0).includes(`sk:${g.id('priest')}:recall`));
    act(g, 0, `sk:${g.id('priest')}:recall`);
    autopilot(g, (x) => prompt(x)?.kind === 'choose-cards');
    expect(offered(g, 0)).toEqual([`sh:${zone(g, 'shrine', 0).find((o) => o.card === 'flame-trooper')!.id}`]);
  });

  it('smn:twinkling.1 the 605 procedure: one Interfere Step after the declaration, then the card falls to the Shrine with a second (to-Shrine) Interfere Step', () => {
    const g = setup();
    act(g, 0, `sk:${g.id('fairy')}:twinkling`);
    expect(prompt(g)?.seat).toBe(1); // window 1: the opponent may respond
    expect(zoneOf(g, g.id('fairy'))).toBe('hand');
    act(g, 1, 'pass');
    expect(prompt(g)?.seat).toBe(1); // window 2: the to-Shrine Interfere Step
    expect(m.viewFor(g.s, 'spectator').pending[0]!.en).toContain('falls to the Shrine');
    expect(offered(g, 1)).toContain(`cast:${g.id('ms')}`);
    act(g, 1, 'pass');
    expect(m.viewFor(g.s, 'spectator').pending).toEqual([]);
  });

  it('smn:twinkling.2 worked example, Live Branch Fairy: forced to discard in the Interfere Step the Skill fails and the card can leave the Shrine; unhindered it protects for 2 Turn, costs Mp 3 and its 2 Levels', () => {
    const fail = setup();
    act(fail, 0, `sk:${fail.id('fairy')}:twinkling`);
    act(fail, 1, `cast:${fail.id('ms')}`);
    autopilot(fail, (x) => x.s.stack.items.length === 0);
    const discarded = zone(fail, 'shrine', 0).find((o) => o.card === 'live-branch-fairy')!;
    expect(discarded.data?.shrineLocked).toBeUndefined();
    expect(fail.s.effects.filter((e) => e.op.k === 'override')).toEqual([]);
    expect(fail.s.players[0].mp).toBe(5); // Mp is not refunded
    act(fail, 0, `sk:${fail.id('priest')}:recall`);
    autopilot(fail, (x) => prompt(x)?.kind === 'choose-cards');
    expect(offered(fail, 0)).toContain(`sh:${discarded.id}`);

    const ok = setup();
    act(ok, 0, `sk:${ok.id('fairy')}:twinkling`);
    act(ok, 1, 'pass');
    act(ok, 1, 'pass');
    expect(ok.s.players[0].mp).toBe(5);
    expect(level(ok, 0)).toBe(1 + 2);
    const prot = ok.s.effects.filter((e) => e.op.k === 'override' && e.op.what === 'protect-other-names');
    expect(prot.map((e) => e.targets[0]).sort()).toEqual([ok.id('tw'), ok.id('priest')].sort());
    expect(prot[0]!.duration).toEqual({ k: 'turns', n: 4 });
    // The opponent's Cursed Witch (another name) cannot target the protected Seals.
    autopilot(ok, (x) => x.s.active === 1 && orders(x, 1).includes(`sk:${ok.id('witch')}:petrify`), 80);
    expect(ok.s.active).toBe(1);
  });
});

describe('smn:vanish — Vanish N Turn (§14.4)', () => {
  it('smn:vanish becoming Inactive removes it for N Turn (2N Subturns) and it returns; alone it can neither attack nor use Skills; lost-battle: it does not work', () => {
    const g = build([{ zones: { at: [{ card: 'gale-ninja', as: 'n' }, 'tide-warrior'], ...decks() } }, { zones: { df: [{ card: 'tide-warrior', as: 'def' }], ...decks() } }]);
    act(g, 0, `atk:${g.id('n')}:tg:${g.id('def')}`);
    autopilot(g, (x) => x.s.stack.items.length === 0 && zoneOf(x, x.id('n')) !== 'field');
    const removed = zone(g, 'remove', 0).find((o) => o.card === 'gale-ninja')!;
    expect(removed.data?.vanishLeft).toBe(2);
    autopilot(g, (x) => prompt(x)?.rule === 'smn:vanish');
    expect(g.s.subturn).toBe(4); // removed in subturn 3, back at the End of Subturn 4
    act(g, 0, 'line:at');
    expect(onField(g, 'gale-ninja', 0)?.data?.active).toBe(true);

    const alone = build([{ zones: { at: [{ card: 'gale-ninja', as: 'n' }], ...decks() } }, { zones: { at: ['tide-warrior'] } }]);
    expect(offered(alone, 0).some((x) => x.startsWith(`atk:${alone.id('n')}`))).toBe(false);

    const lost = build([{ zones: { at: [{ card: 'gale-ninja', as: 'n' }, 'tide-warrior'], ...decks() } }, { zones: { at: [{ card: 'cliff-golem', as: 'golem' }] } }]);
    act(lost, 0, `atk:${lost.id('n')}:tg:${lost.id('golem')}`);
    autopilot(lost, (x) => x.s.stack.items.length === 0 && zoneOf(x, x.id('n')) !== 'field');
    expect(cardsOf(lost, 'shrine', 0)).toEqual(['gale-ninja']);
    expect(cardsOf(lost, 'remove', 0)).toEqual([]);
  });

  it('smn:vanish.1 worked example, Light Guardian Ninja: beside another [Light] it uses its Skill and is removed for 3 Turn (6 Subturns); alone it can neither attack nor use the Skill', () => {
    const g = build([
      { zones: { at: [{ card: 'light-guardian-ninja', as: 'n' }, 'dawn-knight'], ...decks() } },
      { zones: { at: [{ card: 'tide-warrior', as: 'tw' }], arena: [{ card: 'stone-armour', as: 'armour', attachedTo: 'tw' }], ...decks() } },
    ]);
    act(g, 0, `sk:${g.id('n')}:destroy-mystic:tg:${g.id('armour')}`);
    autopilot(g, (x) => x.s.stack.items.length === 0);
    expect(cardsOf(g, 'shrine', 1)).toEqual(['stone-armour']);
    expect(zone(g, 'remove', 0).find((o) => o.card === 'light-guardian-ninja')?.data?.vanishLeft).toBe(6);
    autopilot(g, (x) => prompt(x)?.rule === 'smn:vanish', 800);
    expect(g.s.subturn).toBe(8); // removed in subturn S = 3: back at the End of S+5, before A's next attack subturn
    expect(g.s.active).toBe(1);

    const alone = build([{ zones: { at: [{ card: 'light-guardian-ninja', as: 'n' }], ...decks() } }, { zones: { at: [{ card: 'tide-warrior', as: 'tw' }], arena: [{ card: 'stone-armour', attachedTo: 'tw' }] } }]);
    expect(offered(alone, 0).filter((x) => x.includes(alone.id('n')) && (x.startsWith('atk:') || x.startsWith('sk:')))).toEqual([]);
  });
});

describe('smn:fixed-charging — Fixed Charging and Fixed Charge Counters', () => {
  it("smn:fixed-charging +1 at its owner's Check Up while below N; none at or above N; it may hold more than N through its own effects", () => {
    const run = (have: number) => {
      const g = build([{ zones: { at: [{ card: 'fc', as: 'x', counters: { fcc: have } }], ...decks() } }, { zones: { at: ['tide-warrior'], ...decks() } }], { step: 'checkup', cards: [fc('fc', 2)] });
      return g.s.zones.objs[g.id('x')]!.counters!.fcc;
    };
    expect([run(0), run(1), run(2), run(3)]).toEqual([1, 2, 2, 3]);
  });

  it("smn:fixed-charging.1 like Charging: gained in its owner's Check Up (not the opponent's) and spent as a Skill's cost", () => {
    const card = fc('fc1', 1, { skills: [{ id: 'zap', name: { th: 'zap', en: 'zap' }, mp: 0, fixedCharge: 1, do: [{ v: 'fcc', n: 3 }], text: { th: '', en: '' } }] });
    const g = build([{ zones: { at: [{ card: 'fc1', as: 'x' }], ...decks() } }, { zones: { at: ['tide-warrior'], ...decks() } }], { step: 'checkup', active: 1, cards: [card] });
    expect(g.s.zones.objs[g.id('x')]!.counters?.fcc ?? 0).toBe(0);
    autopilot(g, (x) => x.s.active === 0 && x.s.step === 'main');
    expect(g.s.zones.objs[g.id('x')]!.counters!.fcc).toBe(1);
    act(g, 0, `sk:${g.id('x')}:zap`);
    autopilot(g, (x) => x.s.stack.items.length === 0);
    expect(g.s.zones.objs[g.id('x')]!.counters!.fcc).toBe(1 - 1 + 3); // paid 1, then its own Skill added 3 (more than N)
    expect(orders(g, 0)).not.toContain(`sk:${g.id('x')}:zap`); // Inactive after its Skill
  });

  it('smn:fixed-charging.2 Fixed Charge Counters: paid by removing them; no other effect gains, removes or moves them; "cancel abilities" cannot cancel them; they are forgotten when the card leaves the field', () => {
    const g = build([
      { zones: { at: [{ card: 'fc', as: 'x', counters: { fcc: 2 } }, { card: 'wind-shaman', as: 'w', counters: { charge: 2 } }], hand: [{ card: 'dispel-counters', as: 'd1' }, { card: 'dispel-counters', as: 'd2' }, { card: 'nihil-silence', as: 'ns' }], ...decks() } },
      { zones: { at: ['tide-warrior'], hand: [{ card: 'returning-wind', as: 'rw' }], ...decks() } },
    ], { cards: [fc('fc', 2)] });
    act(g, 0, `cast:${g.id('d1')}:tg:${g.id('x')}`);
    autopilot(g, (x) => x.s.stack.items.length === 0);
    act(g, 0, `cast:${g.id('d2')}:tg:${g.id('w')}`);
    autopilot(g, (x) => x.s.stack.items.length === 0);
    expect(g.s.zones.objs[g.id('x')]!.counters!.fcc).toBe(2);
    expect(g.s.zones.objs[g.id('w')]!.counters?.charge).toBeUndefined(); // ordinary Charge Counters do go
    act(g, 0, `cast:${g.id('ns')}`);
    autopilot(g, (x) => x.s.stack.items.length === 0);
    expect(g.s.zones.objs[g.id('x')]!.counters!.fcc).toBe(2);
    autopilot(g, (x) => x.s.active === 1 && offered(x, 1).includes(`cast:${g.id('rw')}:tg:${g.id('x')}`));
    act(g, 1, `cast:${g.id('rw')}:tg:${g.id('x')}`);
    autopilot(g, (x) => x.s.stack.items.length === 0);
    expect(zone(g, 'hand', 0).find((o) => o.card === 'fc')!.counters).toBeUndefined();
  });

  it('smn:fixed-charging.3 a counter that cannot move to another card nor be cancelled or lost; the card loses it by paying, by its own effect, or by leaving the field (to the Shrine, removed)', () => {
    const g = build([{ zones: { at: [{ card: 'fc', as: 'x', counters: { fcc: 2 } }], ...decks() } }, { zones: { at: [{ card: 'cliff-golem', as: 'golem' }], ...decks() } }], { cards: [fc('fc', 2)] });
    act(g, 0, `atk:${g.id('x')}:tg:${g.id('golem')}`);
    autopilot(g, (x) => x.s.stack.items.length === 0);
    const dead = zone(g, 'shrine', 0).find((o) => o.card === 'fc')!;
    expect(dead.counters).toBeUndefined();
    expect(Object.values(g.s.zones.objs).every((o) => !o.counters?.fcc)).toBe(true); // moved to no other card
  });

  it('smn:fixed-charging.4 worked example, North Newland Sniper: +1 Fixed Charge Counter only when an opposing Seal changes Line; its Skill costs Fixed Charge 2 + Mp 2, needs another [Water]/[Gunner], gives -At equal to the printed attack Mp until end of Subturn; "cancel all abilities" leaves the counters', () => {
    const g = build([
      { zones: { at: [{ card: 'north-newland-sniper', as: 'sn', counters: { fcc: 1 } }], ...decks() } },
      { zones: { at: [{ card: 'crimson-reaper', as: 'cr' }, { card: 'tide-warrior', as: 'tw' }], hand: [{ card: 'nihil-silence', as: 'ns' }], ...decks() } },
    ], { active: 1 });
    act(g, 1, `ln:${g.id('tw')}`);
    autopilot(g, (x) => x.s.stack.items.length === 0);
    expect(g.s.zones.objs[g.id('sn')]!.counters!.fcc).toBe(2);
    act(g, 1, `cast:${g.id('ns')}`);
    autopilot(g, (x) => x.s.stack.items.length === 0);
    expect(g.s.zones.objs[g.id('sn')]!.counters!.fcc).toBe(2);
    autopilot(g, (x) => x.s.active === 0 && x.s.step === 'main');
    const mp = g.s.players[0].mp;
    order(g, 0, `sk:${g.id('sn')}:snipe`, `tg:${g.id('cr')}`);
    expect(g.s.zones.objs[g.id('sn')]!.counters!.fcc).toBe(0);
    autopilot(g, (x) => x.s.stack.items.length === 0);
    expect(g.s.players[0].mp).toBe(mp - 2);
    expect(statOf(g, g.id('cr'), 'at')).toBe(9 - 3);
    autopilot(g, (x) => x.s.active === 1);
    expect(statOf(g, g.id('cr'), 'at')).toBe(9);

    const lonely = build([{ zones: { at: [{ card: 'north-newland-sniper', as: 'sn', counters: { fcc: 2 } }], ...decks() } }, { zones: { at: ['crimson-reaper'] } }]);
    expect(orders(lonely, 0)).not.toContain(`sk:${lonely.id('sn')}:snipe`);
  });
});

describe('smn:fixed-charging.4 — what counts as a Line change (§14.5 defaults)', () => {
  it('smn:fixed-charging.4 Freeze forcing an opposing Seal to the Df Line counts; your own Seal changing Line does not', () => {
    const g = build([
      { zones: { at: [{ card: 'azure-sea-serpent', as: 'ser' }, { card: 'north-newland-sniper', as: 'sn' }, { card: 'tide-warrior', as: 'own' }], ...decks() } },
      { zones: { at: [{ card: 'crimson-reaper', as: 'cr' }], ...decks() } },
    ]);
    const fcc = () => g.s.zones.objs[g.id('sn')]!.counters?.fcc ?? 0;
    act(g, 0, `ln:${g.id('own')}`);
    autopilot(g, (x) => !x.s.stack.items.length);
    expect(fcc()).toBe(0);
    act(g, 0, `sk:${g.id('ser')}:freeze:tg:${g.id('cr')}`);
    autopilot(g, (x) => !x.s.stack.items.length);
    expect(g.s.zones.objs[g.id('cr')]!.data?.line).toBe('df');
    expect(fcc()).toBe(1);
  });
});

describe('smn:regeneration — Regeneration (§14.6)', () => {
  const field = (growth = false) =>
    build([
      { zones: { at: [{ card: 'palanalcar', as: 'pal', state: growth ? { growth: true } : {} }, { card: 'dragons-egg-temple', as: 'egg' }, { card: 'palanalcar', as: 'pal2' }, { card: 'dragons-egg-temple', as: 'egg2' }], hand: ['flame-surge'], ...decks() } },
      { zones: { at: ['tide-warrior'], ...decks() } },
    ], { step: 'checkup' });

  it('smn:regeneration on entering the attack subturn a Seal with a Growth box removes the Growth materials and is in the Growth state; it is not a Growth; once per subturn; not when already in the Growth state; no draw skip', () => {
    const g = field();
    expect(prompt(g)?.rule).toBe('smn:regeneration');
    act(g, 0, `rg:${g.id('pal')}:${g.id('egg')}`);
    expect(zoneOf(g, g.id('egg'))).toBeUndefined();
    expect(cardsOf(g, 'remove', 0)).toEqual(['dragons-egg-temple']);
    expect(statOf(g, g.id('pal'), 'at')).toBe(10);
    expect(zone(g, 'hand', 0)).toHaveLength(1); // "when [S] Growths, draw" did not fire
    expect(offered(g, 0).some((x) => x.startsWith('rg:'))).toBe(false); // once per subturn
    expect(offered(g, 0).some((x) => x.startsWith('draw:'))).toBe(true); // the Draw Step still happens

    const grown = build([{ zones: { at: [{ card: 'palanalcar', state: { growth: true } }, 'dragons-egg-temple'], ...decks() } }, { zones: { at: ['tide-warrior'], ...decks() } }], { step: 'checkup' });
    expect(prompt(grown)?.rule).not.toBe('smn:regeneration');
  });

  it("smn:regeneration.1 worked example, Palanalcar with a [Dragon's Egg]: besides a normal Growth when cast (which counts as a Growth), Regeneration at the attack subturn gives the Growth-box text", () => {
    const cast = build([{ zones: { hand: [{ card: 'palanalcar', as: 'pal' }], at: [{ card: 'dragons-egg-temple', as: 'egg' }], ...decks() } }, { zones: { at: ['tide-warrior'] } }]);
    act(cast, 0, `cast:${cast.id('pal')}:at:g:${cast.id('egg')}`);
    autopilot(cast, (x) => x.s.stack.items.length === 0 && x.s.frames.length === 0 && !x.s.pending.length);
    const pal = onField(cast, 'palanalcar', 0)!;
    expect(pal.data?.growth).toBe(true);
    expect(statOf(cast, pal.id, 'at')).toBe(10);
    expect(zone(cast, 'hand', 0)).toHaveLength(1); // the Growth trigger drew a card

    const regen = field();
    act(regen, 0, `rg:${regen.id('pal2')}:${regen.id('egg2')}`);
    expect(regen.s.zones.objs[regen.id('pal2')]!.data?.growth).toBe(true);
    expect(level(regen, 0)).toBe(0); // removed materials add no Shrine Level
  });
});
