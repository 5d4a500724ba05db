/**
 * Golden images: rendered PNGs compared per pixel with test/render/golden/*.png. Regenerate after an
 * intended change with UPDATE_GOLDEN=1 npx vitest run test/render/golden.test.ts, then look at them.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { renderBoard, renderHand } from '../../src/render/index.js';
import { asView } from './as-view.js';
import { busyBoard } from './fadalgia-fixtures.js';
import { fadalgiaHand } from './worst-cases.js';
import { boardStates } from './states.js';

const here = dirname(fileURLToPath(import.meta.url));
const dir = join(here, 'golden');
/** Failing renders land here (git-ignored) for a look. */
const outDir = join(here, '__output__');
const update = process.env.UPDATE_GOLDEN === '1';
/** A pixel differs when a channel moves by more than this; at most MAX_DIFF_SHARE of pixels may differ. */
const CHANNEL_TOLERANCE = 24;
const MAX_DIFF_SHARE = 0.002;

async function pixels(png: Buffer): Promise<{ w: number; h: number; data: Uint8ClampedArray }> {
  const img = await loadImage(png);
  const c = createCanvas(img.width, img.height);
  const ctx = c.getContext('2d');
  ctx.drawImage(img, 0, 0);
  return { w: img.width, h: img.height, data: ctx.getImageData(0, 0, img.width, img.height).data };
}

async function compare(name: string, png: Buffer): Promise<void> {
  const file = join(dir, `${name}.png`);
  if (update) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, png);
    return;
  }
  expect(existsSync(file), `missing golden ${file}; run with UPDATE_GOLDEN=1`).toBe(true);
  const [got, want] = await Promise.all([pixels(png), pixels(readFileSync(file))]);
  expect([got.w, got.h]).toEqual([want.w, want.h]);
  let differing = 0;
  for (let i = 0; i < got.data.length; i += 4) {
    for (let c = 0; c < 4; c++) {
      if (Math.abs((got.data[i + c] ?? 0) - (want.data[i + c] ?? 0)) > CHANNEL_TOLERANCE) {
        differing++;
        break;
      }
    }
  }
  const share = differing / (got.w * got.h);
  if (share > MAX_DIFF_SHARE) {
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, `${name}.png`), png);
  }
  expect(share, `${name}: ${differing} pixels differ (see test/render/__output__/${name}.png)`).toBeLessThanOrEqual(MAX_DIFF_SHARE);
}

describe('board images match their goldens', () => {
  for (const [name, state] of Object.entries(boardStates)) {
    it(name, async () => {
      const png = await renderBoard(state());
      expect(png.length).toBeLessThan(400 * 1024);
      await compare(name, png);
    });
  }

  it('fadalgia-hand', async () => {
    await compare('fadalgia-hand', await renderHand(fadalgiaHand()));
  });

  it('the comparison notices a real change', async () => {
    if (update) return;
    const board = busyBoard().board;
    // A Unit leaving the field: a change players see, not a one-digit one (a digit is under the threshold).
    board.players[1].units.pop();
    const png = await renderBoard(asView(board));
    await expect(compare('fadalgia-busy', png)).rejects.toThrow(/pixels differ/);
  });
});
