/**
 * The editor's text → set file → sandbox position, for each game that takes community cards: one card written
 * on its own (YAML or JSON) is checked by src/cards like an imported set, errors point at the author's own
 * lines, and the sandbox position puts the card in seat 0's hand with the match still running.
 */
import { describe, expect, it } from 'vitest';
import { checkSetText } from '../../src/cards/check.js';
import { editorSet, sandboxScenario } from '../../src/local/editor-set.js';
import { buildScenario, currentPrompt, isRuleError, result, viewFor, type MatchState } from '../../src/engine/index.js';

const CARDS: Record<string, string> = {
  fadalgia: 'id: ED1-001\nname: { th: ทหาร, en: Recruit }\ntype: unit\nsubtypes: [Warrior]\nelement: fire\ncost: 1\nmana: 1\nat: 2\ndf: 1\ntext: { th: "-", en: "-" }\n',
  'spirit-duel': '{"id":"ED1-001","name":{"th":"ลูก","en":"Pup"},"type":"spirit","cost":1,"text":{"th":"","en":""},"atk":2,"hp":2}',
  'summoner-master': 'kind: seal\nid: ed1-egg\ntypes: [Dragon\'s Egg]\nelements: [fire]\ncastMp: 1\natkMp: 0\nlevel: 1\nat: 0\ndf: 5\nsp: 0\nname: { th: ไข่, en: Egg }\ntext: { th: "", en: "" }\n',
};

describe('card editor: one card as a set, and its sandbox', () => {
  for (const [game, text] of Object.entries(CARDS)) {
    it(`${game}: a single card is checked as a set and opens a running sandbox with it in seat 0's hand`, () => {
      const file = editorSet(game, text);
      const checked = checkSetText(file.name, file.text, new Set());
      if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
      const built = buildScenario(sandboxScenario(game, checked.set.defs, ['A', 'B']));
      if (isRuleError(built)) throw new Error(JSON.stringify(built));
      const state = built.state as MatchState;
      expect(result(state), JSON.stringify(result(state))).toBeNull();
      expect(currentPrompt(state)).not.toBeNull();
      const id = (checked.set.defs[0] as { id: string }).id;
      expect(JSON.stringify(viewFor(state, 0))).toContain(id);
      // The opponent does not see the card (hidden information).
      expect(JSON.stringify(viewFor(state, 1))).not.toContain(id);
    });
  }

  it('an error points at the line in the author\'s text, not in the header put above it', () => {
    const file = editorSet('fadalgia', CARDS.fadalgia!.replace('cost: 1', 'cost: many'));
    const r = checkSetText(file.name, file.text, new Set());
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors[0]).toMatchObject({ card: 'ED1-001', field: 'cost' });
    expect(r.errors[0]!.line! - file.offset).toBe(1);
  });

  it('a whole set file is used as written', () => {
    const whole = `game: fadalgia\nset: ED1\nname: { th: ชุด, en: Set }\ncards:\n  - ${CARDS.fadalgia!.trim().split('\n').join('\n    ')}\n`;
    const file = editorSet('fadalgia', whole);
    expect(file).toEqual({ name: 'editor.yaml', text: whole, offset: 0 });
    expect(checkSetText(file.name, file.text, new Set()).ok).toBe(true);
  });
});
