/**
 * How a card on the board is named to the players (board.ts, issue 31): a Spirit option's label tells apart
 * Spirits of one name by owner, slot, ATK/HP left and Equipment, and a public card's place names its zone,
 * slot and player (the bot shows it beside two options about two cards of one name). Display rules, not
 * paragraphs of the rule text: they make a choice between targets (sd:battle.1, sd:turn.4) unambiguous.
 */
import { describe, expect, it } from 'vitest';
import type { ScenarioSeat } from '../../../src/engine/core/scenario.js';
import { obj, spiritLabel } from '../../../src/engine/games/spirit-duel/board.js';
import { build, prompt, sd } from './helpers.js';

/** The labels of Fireball's targets (B's Spirits) when A casts it. */
function fireballLabels(a: Partial<ScenarioSeat>, b: Partial<ScenarioSeat>): string[] {
  const { s } = build([{ ...a, zones: { ...(a.zones ?? {}), hand: ['SD-101'] } }, b]);
  return prompt(s).options.filter((o) => o.group === 'magic').map((o) => o.label.en);
}

describe('sd:turn.4 a Spirit named in an option', () => {
  it('sd:turn.4 a Spirit whose name is unique on the field is named alone', () => {
    expect(fireballLabels({ zones: { spirits: ['SD-001'] } }, { zones: { spirits: ['SD-011'] } })).toEqual(['Cast Fireball on Mischief Imp']);
  });

  it('sd:turn.4 two Spirits of one name on one side: slot, ATK/HP left and Equipment, no owner', () => {
    expect(fireballLabels({}, {
      zones: { spirits: [{ card: 'SD-011', as: 'i1', state: { damage: 1 } }, 'SD-011'], equipment: [{ card: 'SD-302', attachedTo: 'i1' }] },
    })).toEqual(['Cast Fireball on Mischief Imp [#1 1/4 +Stone Shield]', 'Cast Fireball on Mischief Imp [#2 1/2]']);
  });

  it('sd:turn.4 a Spirit of the same name on the other side adds the owner: the player\'s name, or P1/P2 without one', () => {
    expect(fireballLabels({ zones: { spirits: ['SD-011'] } }, { zones: { spirits: ['SD-011', 'SD-011'] } }))
      .toEqual(['Cast Fireball on Mischief Imp [B #1 1/2]', 'Cast Fireball on Mischief Imp [B #2 1/2]']);
    expect(fireballLabels({ zones: { spirits: ['SD-011'] } }, { name: '', zones: { spirits: ['SD-011'] } })).toEqual(['Cast Fireball on Mischief Imp [P2 #1 1/2]']);
  });

  it('a card off the field is named alone even when a Spirit of its name is on the field', () => {
    const { s, id } = build([{ zones: { hand: [{ card: 'SD-011', as: 'h' }], spirits: ['SD-011', 'SD-011'] } }, {}]);
    expect(spiritLabel(s, id('h')).en).toBe('Mischief Imp');
  });
});

describe("where a public card is (the place the bot shows beside an option)", () => {
  it('the place of a card in a Trap slot, a Spirit slot, the Discard and the Equipment row, by slot and player (P1/P2 without a name); none for a hand card, the Field or an unknown id', () => {
    const { s, id } = build([
      {
        zones: {
          traps: ['SD-401', { card: 'SD-402', as: 't2' }], hand: [{ card: 'SD-011', as: 'h' }], discard: ['SD-011', { card: 'SD-012', as: 'd2' }],
          spirits: [{ card: 'SD-014', as: 'bear' }], equipment: [{ card: 'SD-302', as: 'eq', attachedTo: 'bear' }], field: [{ card: 'SD-201', as: 'f' }],
        },
      },
      { name: '', zones: { spirits: ['SD-001', { card: 'SD-011', as: 'b2' }] } },
    ]);
    const place = (n: string) => sd.place!(s, id(n))?.en;
    expect([place('t2'), place('d2'), place('b2'), place('eq'), place('bear')]).toEqual([
      "A's Trap slot 2", "A's Discard 2", "P2's Spirit slot 2", "A's Equipment 1", "A's Spirit slot 1",
    ]);
    expect([place('h'), place('f'), sd.place!(s, 'x99')]).toEqual([undefined, undefined, undefined]);
  });
});

describe('engine-bug guards', () => {
  it('reading an object that is not there is reported as an engine bug naming the id', () => {
    const { s } = build([{}, {}]);
    expect(() => obj(s, 'x99')).toThrow('engine bug: no object x99');
  });
});
