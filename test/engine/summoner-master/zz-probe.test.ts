import { it } from 'vitest';
import { build, decks, prompt } from './helpers.js';
it('probe', () => {
  const g = build([
    { zones: { at: [{ card: 'tide-warrior', as: 'a' }, { card: 'tide-warrior', as: 'b' }], df: [{ card: 'stream-gunner', as: 'c', state: { entered: 0 } }], arena: [{ card: 'altar-of-flames', as: 'altar' }], hand: ['cliff-golem', 'water-shield'], ...decks() } },
    { zones: { at: [{ card: 'lava-wolf', as: 'w' }], hand: ['cliff-golem', 'water-shield'], ...decks() } },
  ]);
  const p = prompt(g)!;
  console.log(p.label.en, p.rule, p.kind);
  for (const o of p.options) console.log(o.id, '|', o.label.en, '|', o.group, o.rule, o.visibility, o.endsStep);
});
