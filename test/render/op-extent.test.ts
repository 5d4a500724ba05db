/**
 * opRows (op-extent.ts) must hold every pixel an op paints: the band cache reuses a band whose touching ops are
 * unchanged, so an op painting outside its rows could leave stale pixels in a reused band. Each op of the golden
 * boards, and Thai text with stacked marks at every size the layouts use, is painted alone (moved by a whole
 * number of rows into a small canvas) and every painted pixel is checked to be inside its rows.
 */
import { describe, expect, it } from 'vitest';
import type { DrawOp } from '../../src/render/draw-list.js';
import { layoutBoard } from '../../src/render/index.js';
import { opRows } from '../../src/render/op-extent.js';
import { paint } from '../../src/render/paint.js';
import { boardStates } from './states.js';
import { smMidGame } from './summoner-master-fixtures.js';

const WIDTH = 720;
/** Rows of canvas kept above and below an op's extent, where nothing may be painted. */
const MARGIN = 24;

function shifted(op: DrawOp, dy: number): DrawOp {
  switch (op.kind) {
    case 'rect':
      return { ...op, y: op.y + dy };
    case 'circle':
      return { ...op, cy: op.cy + dy };
    case 'line':
      return { ...op, points: op.points.map(([x, y]) => [x, y + dy] as [number, number]) };
    case 'text':
      return { ...op, y: op.y + dy };
  }
}

/** Rows outside the op's extent that got paint, or [] when none did. */
function strayRows(op: DrawOp, rows = opRows(op)): number[] {
  const { top, bottom } = rows;
  const dy = MARGIN - Math.floor(top);
  const height = Math.ceil(bottom) - Math.floor(top) + 2 * MARGIN;
  const canvas = paint({ width: WIDTH, height, background: 'rgba(0,0,0,0)', ops: [shifted(op, dy)], boxes: {} });
  const data = canvas.getContext('2d').getImageData(0, 0, WIDTH, height).data;
  const stray: number[] = [];
  for (let y = 0; y < height; y++) {
    if (y >= top + dy && y + 1 <= bottom + dy) continue;
    for (let x = 0; x < WIDTH; x++) {
      if (data[(y * WIDTH + x) * 4 + 3] !== 0) {
        stray.push(y - dy);
        break;
      }
    }
  }
  return stray;
}

const STACKED = 'ปั้นป่ำฎุฐูญูฤๅที่สิ้นฟ้ผู้ Ågjy|';

describe('op extents hold every painted pixel', () => {
  const lists = { ...Object.fromEntries(Object.entries(boardStates).map(([n, make]) => [n, layoutBoard(make())])), sm: layoutBoard(smMidGame('spectator')) };

  for (const [name, list] of Object.entries(lists)) {
    it(name, () => {
      const bad = list.ops.map((op) => ({ op, stray: strayRows(op) })).filter((x) => x.stray.length);
      expect(bad.map((x) => `${JSON.stringify(x.op)} rows ${x.stray.join(',')}`)).toEqual([]);
    });
  }

  it('Thai with stacked marks and Latin descenders at every text size the boards use', () => {
    const sizes = new Set(Object.values(lists).flatMap((l) => l.ops.flatMap((op) => (op.kind === 'text' ? [op.size] : []))));
    expect(sizes.size).toBeGreaterThan(2);
    const bad: string[] = [];
    for (const size of sizes) {
      for (const weight of [400, 700] as const) {
        const op: DrawOp = { kind: 'text', text: STACKED, x: 4, y: 100.5, size, weight, color: '#fff', align: 'left', width: 0 };
        const stray = strayRows(op);
        if (stray.length) bad.push(`${size}px ${weight}: rows ${stray.join(',')}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('notices paint outside a too-small extent (the check can fail)', () => {
    const thin: DrawOp = { kind: 'rect', x: 10, y: 50, w: 100, h: 20, stroke: '#fff', lineWidth: 1 };
    expect(strayRows(thin)).toEqual([]);
    // A 40 px stroke reaches 20 px past the rect: checked against the 1 px stroke's extent it strays.
    expect(strayRows({ ...thin, lineWidth: 40 }, opRows(thin)).length).toBeGreaterThan(10);
  });
});
