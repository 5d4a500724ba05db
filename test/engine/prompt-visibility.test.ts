/**
 * Issue 15's leak fix rests on this: each prompt option carries a visibility mark set by the engine from the
 * object it is about and that object's zone (400.2: hand and piles are closed; 406.3: a face-down Mana card
 * is hidden), never from names.
 */
import { describe, expect, it } from 'vitest';
import { C, Scenario } from './helpers/scenario.js';
import { CASTING_HIDDEN, markVisibility } from '../../src/engine/games/fadalgia/ask.js';
import { viewFor } from './helpers/fadalgia-api.js';

describe('prompt options carry a visibility mark', () => {
  it('400.2 a card in hand (cast, stream) is private; an attack by a unit on the field and pass are public', () => {
    const sc = new Scenario({ p0: { hand: [C.wanderer], field: [C.swordsman], mana: [{ card: C.drake, faceUp: false }] } });
    const p = sc.prompt;
    expect(p.kind).toBe('priority');
    const vis = (prefix: string) => p.options.filter((o) => o.id.startsWith(prefix)).map((o) => o.visibility);
    expect(vis('cast:')).toEqual(['private']);
    expect(vis('stream:')).toEqual(['private']);
    expect(vis('attack:')).toEqual(['public']);
    expect(vis('pass')).toEqual(['public']);
    expect(p.options.every((o) => o.visibility === 'public' || o.visibility === 'private')).toBe(true);
  });

  it('605.2.4 while a card cast from hand is paid for it is still hidden: every payment option is private and others see only "casting a card"', () => {
    const sc = new Scenario({ p0: { hand: [C.tome, C.wanderer], mana: [C.drake, { card: C.crab, faceUp: false }, { card: C.crab, faceUp: false }] } });
    sc.answer(0, 'priority', `cast:${C.tome}`);
    const p = sc.prompt;
    expect(p.kind).toBe('mana-payment');
    expect(p.options.every((o) => o.visibility === 'private')).toBe(true);
    const seen = (viewer: 0 | 1 | 'spectator') => viewFor(sc.state, viewer).waitingFor;
    expect(seen(1)).toEqual({ seat: 0, kind: 'priority', label: CASTING_HIDDEN });
    expect(seen('spectator')).toEqual(seen(1));
    expect(seen(0)).toEqual({ seat: 0, kind: 'mana-payment', label: p.label });
  });

  it('406.3 a payment for an open card that would use face-down Mana is private; one using only Streams is public', () => {
    const sc = new Scenario({ p0: { hand: [C.tome, C.wanderer], mana: [C.drake, { card: C.crab, faceUp: false }, { card: C.crab, faceUp: false }] } });
    sc.answer(0, 'priority', `cast:${C.tome}`);
    const s = sc.state;
    const ctx = s.prompt!.ctx;
    if (ctx.t !== 'pay' || ctx.then.k !== 'cast') throw new Error('not a cast payment');
    // The same payment for a card in an open zone (the Stream stands in for a card cast from the grave, 606.5.34.1).
    const open = Object.entries(s.objs).find(([, o]) => o.zone === 'mana' && o.faceDown === false)![0];
    const openCtx = { ...ctx, then: { ...ctx.then, obj: open } };
    const options = markVisibility({ s, ev: [] } as never, 'mana-payment', structuredClone(s.prompt!.options).map((o) => ({ ...o, visibility: undefined })), openCtx);
    const pays = options.filter((x) => x.id.startsWith('pay'));
    expect(new Set(pays.map((o) => o.visibility))).toEqual(new Set(['public', 'private']));
    for (const o of pays) {
      const combo = ctx.combos[Number(o.id.slice(3))]!;
      expect(o.visibility).toBe(combo.mana.length > 0 ? 'private' : 'public');
    }
  });
});
