/**
 * Preconstructed decks of set SNM-S02: six standard decks (40 main + 20 life, 100.3) and four Starter - Type C
 * decks (20 + 10, at most 3 of a name). Together they hold every keyword of 606.5 on at least two cards, every
 * card type, the four elements and colourless (test/engine/cards/precons.test.ts checks it).
 */
import { t } from '../../../core/text.js';
import type { Precon } from './decks.js';

/** "S02-F01" / "S01-028" → full ids, n copies each. */
function list(spec: Array<[string, number]>): string[] {
  return spec.flatMap(([id, n]) => Array.from({ length: n }, () => `SNM-${id}`));
}

export const S02_PRECONS: Precon[] = [
  {
    id: 'ember-legion', name: t('กองพันอัคคี', 'Ember Legion'), format: 'standard',
    deck: {
      main: list([['S02-F01', 3], ['S02-F02', 2], ['S02-F03', 3], ['S02-F04', 3], ['S02-F05', 4], ['S02-F06', 3], ['S02-F07', 2], ['S02-F08', 3], ['S02-F09', 2], ['S02-F10', 1],
        ['S02-F11', 2], ['S02-F12', 2], ['S02-F13', 3], ['S02-F14', 1], ['S02-F15', 1], ['S01-004', 3], ['S01-002', 2]]),
      life: list([['S01-028', 8], ['S02-X11', 4], ['S01-001', 4], ['S01-007', 4]]),
    },
  },
  {
    id: 'spirit-tide', name: t('ธาราวิญญาณ', 'Spirit Tide'), format: 'standard',
    deck: {
      main: list([['S02-W01', 3], ['S02-W02', 3], ['S02-W03', 2], ['S02-W04', 3], ['S02-W05', 3], ['S02-W06', 4], ['S02-W07', 2], ['S02-W08', 2], ['S02-W09', 2], ['S02-W10', 2],
        ['S02-W11', 2], ['S02-W12', 3], ['S02-W13', 2], ['S02-W14', 2], ['S02-W15', 1], ['S01-009', 4]]),
      life: list([['S01-028', 6], ['S01-010', 4], ['S01-012', 4], ['S01-013', 3], ['S02-X02', 3]]),
    },
  },
  {
    id: 'skywalkers', name: t('นักเดินฟ้า', 'Skywalkers'), format: 'standard',
    deck: {
      main: list([['S02-N01', 4], ['S02-N02', 3], ['S02-N03', 3], ['S02-N04', 3], ['S02-N05', 3], ['S02-N06', 3], ['S02-N07', 2], ['S02-N08', 2], ['S02-N09', 3], ['S02-N10', 2],
        ['S02-N11', 3], ['S02-N12', 1], ['S02-N13', 2], ['S02-N14', 1], ['S01-016', 3], ['S01-017', 2]]),
      life: list([['S01-028', 8], ['S01-018', 2], ['S01-019', 3], ['S01-036', 3], ['S02-X11', 4]]),
    },
  },
  {
    id: 'stone-clan', name: t('ตระกูลศิลา', 'Stone Clan'), format: 'standard',
    deck: {
      main: list([['S02-E01', 2], ['S02-E02', 4], ['S02-E03', 3], ['S02-E04', 2], ['S02-E05', 2], ['S02-E06', 4], ['S02-E07', 2], ['S02-E08', 3], ['S02-E09', 2], ['S02-E10', 3],
        ['S02-E11', 2], ['S02-E12', 3], ['S02-E13', 3], ['S02-E14', 2], ['S02-E15', 1], ['S01-023', 2]]),
      life: list([['S01-028', 6], ['S01-022', 3], ['S01-025', 3], ['S01-026', 2], ['S01-027', 3], ['S02-X11', 3]]),
    },
  },
  {
    id: 'stage-idols', name: t('ไอดอลบนเวที', 'Stage Idols'), format: 'standard',
    deck: {
      main: list([['S02-I01', 3], ['S02-I02', 3], ['S02-I03', 4], ['S02-I04', 4], ['S02-I05', 3], ['S02-I06', 3], ['S02-I07', 3], ['S02-I08', 3], ['S02-I09', 3], ['S02-I10', 3],
        ['S02-I11', 1], ['S01-401', 3], ['S01-016', 2], ['S01-004', 2]]),
      life: list([['S01-028', 8], ['S02-X11', 4], ['S01-030', 4], ['S01-038', 4]]),
    },
  },
  {
    id: 'tarot-circle', name: t('วงไพ่ทาโรต์', 'Tarot Circle'), format: 'standard',
    deck: {
      main: list([['S02-X03', 3], ['S02-X04', 2], ['S02-X05', 1], ['S02-X06', 1], ['S02-X07', 1], ['S02-X08', 3], ['S02-X09', 3], ['S02-X10', 2], ['S02-X11', 4], ['S02-X12', 4],
        ['S02-X13', 3], ['S02-X02', 2], ['S01-032', 3], ['S01-029', 2], ['S01-402', 2], ['S01-035', 3], ['S01-412', 1]]),
      life: list([['S02-X01', 4], ['S02-X02', 2], ['S01-028', 10], ['S01-030', 4]]),
    },
  },
  {
    id: 'starter-legion', name: t('สตาร์ทเตอร์กองพันอัคคี', 'Starter Ember Legion'), format: 'starter-c',
    deck: {
      main: list([['S02-F01', 2], ['S02-F03', 2], ['S02-F04', 2], ['S02-F05', 3], ['S02-F06', 2], ['S02-F08', 2], ['S02-F12', 2], ['S02-F13', 2], ['S01-004', 3]]),
      life: list([['S02-F07', 2], ['S02-F09', 2], ['S02-F11', 2], ['S01-028', 4]]),
    },
  },
  {
    id: 'starter-spirit', name: t('สตาร์ทเตอร์ธาราวิญญาณ', 'Starter Spirit Tide'), format: 'starter-c',
    deck: {
      main: list([['S02-W01', 2], ['S02-W02', 3], ['S02-W04', 2], ['S02-W05', 2], ['S02-W06', 3], ['S02-W07', 2], ['S02-W12', 2], ['S02-W13', 2], ['S02-W14', 2]]),
      life: list([['S02-W03', 2], ['S02-W11', 2], ['S02-X02', 2], ['S01-028', 4]]),
    },
  },
  {
    id: 'starter-sky', name: t('สตาร์ทเตอร์นักเดินฟ้า', 'Starter Skywalkers'), format: 'starter-c',
    deck: {
      main: list([['S02-N01', 3], ['S02-N02', 2], ['S02-N03', 2], ['S02-N04', 2], ['S02-N05', 2], ['S02-N06', 2], ['S02-N09', 2], ['S02-N10', 2], ['S02-N11', 3]]),
      life: list([['S02-N08', 2], ['S02-N13', 2], ['S02-N12', 1], ['S01-028', 5]]),
    },
  },
  {
    id: 'starter-clan', name: t('สตาร์ทเตอร์ตระกูลศิลา', 'Starter Stone Clan'), format: 'starter-c',
    deck: {
      main: list([['S02-E02', 3], ['S02-E03', 3], ['S02-E06', 3], ['S02-E08', 2], ['S02-E09', 2], ['S02-E11', 2], ['S02-E12', 2], ['S02-E13', 3]]),
      life: list([['S02-E01', 2], ['S02-E10', 2], ['S02-E14', 2], ['S01-028', 4]]),
    },
  },
];
