/**
 * The zone-move verbs (verbs-zones.ts): a discard of the owner's choice or at random (702), to the deck of the card's
 * kind, shuffled (704, 704.2), Shrine cards out (§5; never a Twinkling-locked one), a Seal put onto the field (707/708,
 * from hand, Shrine or a hidden deck) and a deck search (704.2). Written against the survivors of the `--all-files`
 * run of verbs-zones.ts (issue 31).
 */
import { describe, expect, it } from 'vitest';
import { act, cardsOf, offered, prompt, type Game } from './helpers.js';
import { board, go, mp, setMp } from './verb-kit.js';

const shuffles = (g: Game, seat: 0 | 1, pile: string) => g.s.commitments.filter((c) => (c as { seat?: number }).seat === seat && (c as { pile?: string }).pile === pile).length;
const oppSeal = { target: { kind: 'seal' as const, side: 'opp' as const } };

describe('702 discard', () => {
  const discard = (more: Record<string, unknown>) => [{ v: 'discard', player: 'opponent', pick: 'owner', n: 1, ...more }, { v: 'mp', by: 1 }];

  it('702 the player discards cards of their choice: asked for exactly N of the cards allowed', () => {
    const g = board(discard({ n: 2 }), {}, { hand: ['plain', 'other', 'relic'] });
    go(g);
    const p = prompt(g)!;
    expect([p.seat, p.kind, p.rule, p.min, p.max, p.options.length]).toEqual([1, 'discard', '702', 2, 2, 3]);
    act(g, 1, ...p.options.slice(0, 2).map((o) => o.id));
    expect([cardsOf(g, 'hand', 1).length, cardsOf(g, 'shrine', 1).length]).toEqual([1, 2]);
  });

  it('702 only the cards matching, of the kind named, may be discarded; N more than those asks for all of them', () => {
    const g = board(discard({ n: 3, match: { k: 'type', v: 'Beast' } }), {}, { hand: ['plain', 'other', 'relic', 'other'] });
    go(g);
    expect([prompt(g)!.min, prompt(g)!.options.length]).toEqual([2, 2]);
    const h = board(discard({ n: 2, kind: 'mystic' }), {}, { hand: ['plain', 'other', 'relic'] });
    go(h);
    expect([prompt(h)!.min, offered(h, 1).map((id) => h.s.zones.objs[id.slice(3)]!.card)]).toEqual([1, ['relic']]);
  });

  it('702 nothing allowed in hand, or N of 0, asks nothing', () => {
    for (const [n, hand] of [[1, ['plain']], [0, ['relic']]] as const) {
      const g = board(discard({ n, kind: 'mystic' }), {}, { hand: [...hand] });
      setMp(g, 1, 1);
      go(g);
      expect([mp(g, 0), cardsOf(g, 'hand', 1).length]).toEqual([2, 1]);
    }
  });

  it('702 at random: exactly N cards, or as many as allowed', () => {
    const two = board(discard({ n: 2, pick: 'random' }), {}, { hand: ['plain', 'other', 'relic'] });
    go(two);
    expect([cardsOf(two, 'hand', 1).length, cardsOf(two, 'shrine', 1).length]).toEqual([1, 2]);
    const few = board(discard({ n: 3, pick: 'random', kind: 'seal' }), {}, { hand: ['plain', 'relic', 'other'] });
    go(few);
    expect([cardsOf(few, 'hand', 1), cardsOf(few, 'shrine', 1).sort()]).toEqual([['relic'], ['other', 'plain']]);
  });
});

describe('704 to the deck, 706 to the Remove Zone', () => {
  it('704 a Mystic goes back to its owner\'s Mystic deck, which is then shuffled (704.2)', () => {
    const g = board([{ v: 'to-deck', who: 'target' }], {}, { arena: [{ card: 'relic', as: 'R' }], mysticDeck: ['relic'] }, { target: { kind: 'mystic', side: 'opp' } });
    go(g, g.id('R'));
    expect([cardsOf(g, 'mysticDeck', 1), cardsOf(g, 'sealDeck', 1), shuffles(g, 1, 'mysticDeck'), shuffles(g, 1, 'sealDeck')]).toEqual([['relic', 'relic'], [], 1, 0]);
    expect(g.s.log.at(-1)?.en).toBe('relic goes to the Mystic deck');
  });

  it('706 the log names the zone a card goes to', () => {
    const g = board([{ v: 'remove', who: 'target' }], {}, { at: [{ card: 'plain', as: 'X' }] }, oppSeal);
    go(g, g.id('X'));
    expect(g.s.log.some((l) => l.en === 'plain goes to the Remove Zone')).toBe(true);
  });
});

describe('§5 Shrine cards out', () => {
  const out = (to: string, more: Record<string, unknown> = {}) => [{ v: 'from-shrine', to, side: 'own', n: 1, ...more }, { v: 'mp', by: 1 }];
  const shrine = { shrine: [{ card: 'plain', as: 'L', state: { shrineLocked: true } }, { card: 'other', as: 'O' }, { card: 'relic', as: 'R' }] };

  it('§5 smn:twinkling Shrine cards are offered but a Twinkling-locked one; N more than offered asks for all of them', () => {
    const g = board(out('hand', { n: 5 }), shrine);
    go(g);
    const p = prompt(g)!;
    expect([p.kind, p.rule, p.min, p.max]).toEqual(['choose-cards', '§5', 2, 2]);
    expect(offered(g, 0)).toEqual([`fs:${g.id('O')}`, `fs:${g.id('R')}`]);
    act(g, 0, `fs:${g.id('O')}`, `fs:${g.id('R')}`);
    expect(cardsOf(g, 'hand', 0).sort()).toEqual(['other', 'plain', 'relic']);
  });

  it('§5 only the kind named, only cards matching', () => {
    const g = board(out('remove', { kind: 'mystic' }), shrine);
    go(g);
    expect(offered(g, 0)).toEqual([`fs:${g.id('R')}`]);
    act(g, 0, `fs:${g.id('R')}`);
    expect(cardsOf(g, 'remove', 0)).toEqual(['relic']);
    const h = board(out('deck', { match: { k: 'type', v: 'Beast' } }), shrine);
    go(h);
    expect(offered(h, 0)).toEqual([`fs:${h.id('O')}`]);
    act(h, 0, `fs:${h.id('O')}`);
    expect([cardsOf(h, 'sealDeck', 0), shuffles(h, 0, 'sealDeck')]).toEqual([['other'], 1]);
  });

  it('§5 none to take, or N of 0, asks nothing', () => {
    for (const [n, zones] of [[1, { shrine: [{ card: 'plain', state: { shrineLocked: true } }] }], [0, shrine]] as const) {
      const g = board(out('hand', { n }), zones as never);
      setMp(g, 1, 1);
      go(g);
      expect(mp(g, 0)).toBe(2);
    }
  });
});

describe('707/708 put onto the field', () => {
  const put = (from: string, match?: unknown) => [{ v: 'put-onto-field', from, ...(match ? { match } : {}) }, { v: 'mp', by: 1 }];

  it('708.6 from hand: your Seals matching, each on either Line, or none; never a Mystic', () => {
    const g = board(put('hand', { k: 'type', v: 'Beast' }), { hand: [{ card: 'other', as: 'O' }, 'relic'] });
    go(g);
    const o = g.id('O');
    expect([prompt(g)?.kind, prompt(g)?.rule, offered(g, 0)]).toEqual(['optional', '708', [`pf:o${o}:at`, `pf:o${o}:df`, 'skip']]);
  });

  it('708.6 the Seal put onto the field enters Active on the Line picked; a Seal was brought out this turn; no deck is shuffled', () => {
    const g = board(put('hand'), { hand: [{ card: 'other', as: 'O' }] });
    g.s.players[0].broughtSeal = false;
    go(g);
    act(g, 0, `pf:o${g.id('O')}:df`);
    const entered = g.s.zones.zones['0:field']!.map((id) => g.s.zones.objs[id]!).find((x) => x.card === 'other')!;
    expect([entered.data?.line, entered.data?.active, g.s.players[0].broughtSeal, g.s.commitments.length]).toEqual(['df', true, true, 0]);
  });

  it('708 choosing none puts nothing onto the field', () => {
    const g = board(put('shrine'), { shrine: ['other'] });
    setMp(g, 1, 1);
    go(g);
    act(g, 0, 'skip');
    expect([cardsOf(g, 'shrine', 0), mp(g, 0)]).toEqual([['other'], 2]);
  });

  it('708 smn:twinkling nothing to put (only Mystics, a locked Shrine Seal) asks nothing', () => {
    const g = board(put('shrine'), { shrine: ['relic', { card: 'plain', state: { shrineLocked: true } }] });
    setMp(g, 1, 1);
    go(g);
    expect(mp(g, 0)).toBe(2);
  });

  it('708 from the Seal deck: offered by card to the owner only, the card taken from the deck, then the deck shuffled', () => {
    const g = board(put('sealDeck'), { sealDeck: ['plain', 'other', 'plain'], mysticDeck: ['relic'] });
    go(g);
    const p = prompt(g)!;
    expect(p.options.map((o) => [o.id, o.visibility])).toEqual([
      ['pf:dplain:at', 'private'], ['pf:dplain:df', 'private'], ['pf:dother:at', 'private'], ['pf:dother:df', 'private'], ['skip', 'public']]);
    act(g, 0, 'pf:dother:at');
    expect([cardsOf(g, 'field', 0).sort(), cardsOf(g, 'sealDeck', 0), shuffles(g, 0, 'sealDeck')]).toEqual([['other', 'src'], ['plain', 'plain'], 1]);
  });
});

describe('704.2 search', () => {
  it('704.2 a search that finds nothing still shuffles the deck', () => {
    const g = board([{ v: 'search', pile: 'mysticDeck', match: { k: 'name', v: 'nothing' }, to: 'hand' }], { mysticDeck: ['relic'] });
    go(g);
    expect(shuffles(g, 0, 'mysticDeck')).toBe(1);
  });

  it('704.2 the search is offered to its player only, by card; the card found goes to hand and the deck is shuffled', () => {
    const g = board([{ v: 'search', pile: 'mysticDeck', to: 'hand' }], { mysticDeck: ['relic', 'relic'] });
    go(g);
    expect([prompt(g)?.kind, prompt(g)?.rule, prompt(g)?.options.map((o) => [o.id, o.visibility])]).toEqual(['optional', '704.2', [['se:relic', 'private']]]);
    act(g, 0, 'se:relic');
    expect([cardsOf(g, 'hand', 0).sort(), cardsOf(g, 'mysticDeck', 0), shuffles(g, 0, 'mysticDeck')]).toEqual([['plain', 'relic'], ['relic'], 1]);
  });
});
