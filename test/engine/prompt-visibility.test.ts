/**
 * Issue 15's leak fix rests on this: each prompt option carries a visibility mark set by the engine from the
 * object it is about and that object's zone (400.2: hand and piles are closed; 406.3: a face-down Mana card
 * is hidden), never from names.
 */
import { describe, expect, it } from 'vitest';
import { C, Scenario } from './helpers/scenario.js';

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

  it('406.3 a payment that would use face-down Mana is private; one using only Streams is public', () => {
    const sc = new Scenario({ p0: { hand: [C.tome, C.wanderer], mana: [C.drake, { card: C.crab, faceUp: false }, { card: C.crab, faceUp: false }] } });
    sc.answer(0, 'priority', `cast:${C.tome}`);
    const p = sc.prompt;
    expect(p.kind).toBe('mana-payment');
    const s = sc.state;
    const pays = p.options.filter((x) => x.id.startsWith('pay'));
    expect(new Set(pays.map((o) => o.visibility))).toEqual(new Set(['public', 'private']));
    for (const o of pays) {
      const combo = s.prompt!.ctx.t === 'pay' ? s.prompt!.ctx.combos[Number(o.id.slice(3))]! : null;
      expect(o.visibility).toBe(combo && combo.mana.length > 0 ? 'private' : 'public');
    }
  });
});
