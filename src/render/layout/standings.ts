/**
 * League standings as an image: the same rows as the text table, with proportional text measured by the
 * bundled fonts (Thai names render with their marks, fitted to the name column rather than cut by code unit).
 */
import { Builder } from '../canvas-builder.js';
import type { DrawList } from '../draw-list.js';
import { encodePng } from '../paint.js';
import { colors } from '../theme.js';
import type { StandingRow } from '../../league/standings.js';

const WIDTH = 920;
const ROW = 34;
const TOP = 70;
const MAX_ROWS = 64;

const COLS: Array<{ key: string; x: number; w: number; align: 'left' | 'right' }> = [
  { key: '#', x: 20, w: 40, align: 'right' },
  { key: 'name', x: 76, w: 380, align: 'left' },
  { key: 'Pts', x: 470, w: 50, align: 'right' },
  { key: 'W-L-D', x: 530, w: 90, align: 'right' },
  { key: 'OMW%', x: 630, w: 80, align: 'right' },
  { key: 'GW%', x: 720, w: 80, align: 'right' },
  { key: 'OGW%', x: 810, w: 90, align: 'right' },
];

const pct = (x: number) => (x * 100).toFixed(2);

export function layoutStandings(title: string, rows: readonly StandingRow[], lang: 'th' | 'en'): DrawList {
  const shown = rows.slice(0, MAX_ROWS);
  const b = new Builder(WIDTH, TOP + ROW * (shown.length + 1) + 20, colors.background);
  b.text(title, 20, 40, WIDTH - 40, { size: 24, weight: 700, color: colors.gold });
  const head = (key: string) => (key === 'name' ? (lang === 'th' ? 'ผู้เล่น' : 'Player') : key);
  const cell = (text: string, c: (typeof COLS)[number], y: number, color: string, weight: 400 | 700 = 400) =>
    b.text(text, c.align === 'right' ? c.x + c.w : c.x, y, c.w, { size: 18, weight, color, align: c.align });
  COLS.forEach((c) => cell(head(c.key), c, TOP, colors.muted, 700));
  shown.forEach((r, i) => {
    const y = TOP + ROW * (i + 1);
    if (i % 2 === 0) b.rect({ x: 10, y: y - 24, w: WIDTH - 20, h: ROW }, { fill: colors.panel, radius: 4 });
    const color = r.dropped || r.disqualified ? colors.muted : colors.text;
    const values = [String(r.rank), r.name + (r.disqualified ? ' ✕' : r.dropped ? ' ⤓' : ''), String(r.matchPoints),
      `${r.record.wins}-${r.record.losses}-${r.record.draws}`, pct(r.omw), pct(r.gwp), pct(r.ogw)];
    COLS.forEach((c, k) => cell(values[k]!, c, y, color, k === 2 ? 700 : 400));
  });
  return b.build();
}

export async function renderStandings(title: string, rows: readonly StandingRow[], lang: 'th' | 'en'): Promise<Buffer> {
  return encodePng(layoutStandings(title, rows, lang));
}
