/** Small constructors for set files: a card is still plain data, validated by the catalogue at load. */
import type { Text } from '../../../../core/view-types.js';

type El = 'fire' | 'water' | 'wind' | 'earth' | 'none';
type Extra = Record<string, unknown>;

const id = (set: string, n: string): string => `SNM-${set}-${n}`;

export function unit(set: string, n: string, name: Text, element: El, cost: number, mana: number, at: number, df: number, subtypes: string[], text: Text, extra: Extra = {}): unknown {
  return { id: id(set, n), name, type: 'unit', subtypes, element, cost, mana, at, df, text, ...extra };
}

export function action(set: string, n: string, name: Text, element: El, cost: number, mana: number, timing: Array<'AT' | 'DF'>, subtypes: string[], text: Text, extra: Extra = {}): unknown {
  return { id: id(set, n), name, type: 'action', subtypes, element, cost, mana, timing, text, ...extra };
}

export function item(set: string, n: string, name: Text, element: El, cost: number, mana: number, duration: number | null, attach: 'unit' | 'field', text: Text, extra: Extra = {}): unknown {
  return { id: id(set, n), name, type: 'item', subtypes: [attach === 'unit' ? 'Equipment' : 'World'], element, cost, mana, duration, attach, text, ...extra };
}

export function terrain(set: string, n: string, name: Text, element: El, cost: number, mana: number, duration: number | null, text: Text, extra: Extra = {}): unknown {
  return { id: id(set, n), name, type: 'terrain', subtypes: [], element, cost, mana, duration, text, ...extra };
}
