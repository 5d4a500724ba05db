/** A stored set as a file a community keeps: YAML (the default) or JSON, header first, cards as written. */
import { stringify } from 'yaml';
import type { StoredSet } from './repo.js';

export function exportSet(set: StoredSet, format: 'yaml' | 'json' = 'yaml'): { name: string; text: string } {
  const doc = { ...set.header, cards: set.cards };
  const base = `${set.header.set}-${set.header.game}`;
  if (format === 'json') return { name: `${base}.json`, text: `${JSON.stringify(doc, null, 2)}\n` };
  // No anchors: a file read back by another tool, or by a person, should hold each card in full.
  return { name: `${base}.yaml`, text: stringify(doc, { aliasDuplicateObjects: false, lineWidth: 0 }) };
}
