/** Preconstructed decks for both formats: the sample set's four, then set SNM-S02's ten (decks-s02.ts). */
import type { Text } from '../../../core/view-types.js';
import { t } from '../../../core/text.js';
import { S02_PRECONS } from './decks-s02.js';

export interface Deck {
  main: string[];
  life: string[];
}

export interface Precon {
  id: string;
  name: Text;
  format: 'standard' | 'starter-c';
  deck: Deck;
}

function expand(spec: Array<[string, number]>): string[] {
  return spec.flatMap(([id, n]) => Array.from({ length: n }, () => `SNM-S01-${id}`));
}

export const PRECONS: Precon[] = [
  {
    id: 'blaze-gale', name: t('เพลิงวายุ', 'Blaze & Gale'), format: 'standard',
    deck: {
      main: expand([['001', 4], ['002', 4], ['003', 2], ['004', 4], ['005', 2], ['006', 1], ['007', 3], ['008', 2], ['034', 2], ['016', 4], ['017', 3], ['018', 2], ['019', 2], ['021', 2], ['036', 2], ['029', 1]]),
      life: expand([['028', 12], ['030', 4], ['038', 4]]),
    },
  },
  {
    id: 'tide-stone', name: t('ธาราศิลา', 'Tide & Stone'), format: 'standard',
    deck: {
      main: expand([['009', 4], ['010', 4], ['011', 3], ['012', 3], ['013', 3], ['015', 2], ['037', 2], ['022', 2], ['023', 4], ['024', 2], ['025', 2], ['026', 1], ['027', 3], ['032', 3], ['035', 1], ['033', 1]]),
      life: expand([['028', 12], ['030', 4], ['031', 2], ['039', 2]]),
    },
  },
  {
    id: 'starter-flame', name: t('สตาร์ทเตอร์เปลวไฟ', 'Starter Flame'), format: 'starter-c',
    deck: {
      main: expand([['001', 3], ['002', 3], ['004', 3], ['007', 2], ['016', 3], ['017', 2], ['005', 2], ['008', 2]]),
      life: expand([['028', 3], ['030', 3], ['038', 2], ['019', 2]]),
    },
  },
  {
    id: 'starter-tide', name: t('สตาร์ทเตอร์สายน้ำ', 'Starter Tide'), format: 'starter-c',
    deck: {
      main: expand([['009', 3], ['010', 3], ['011', 2], ['013', 2], ['023', 3], ['022', 2], ['027', 2], ['025', 3]]),
      life: expand([['028', 3], ['030', 3], ['012', 2], ['026', 2]]),
    },
  },
  ...S02_PRECONS,
];

export function precon(id: string): Precon | undefined {
  return PRECONS.find((p) => p.id === id);
}
