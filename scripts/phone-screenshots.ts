/**
 * Board and hand images as a phone shows them: each game's representative and worst-case boards and hands rendered, then scaled to
 * the 360 px a phone's Discord gives an image, written to docs/phone/<name>.png for a reviewer's eye. With --2x
 * the full-size render is written beside it as <name>@2x.png (what a 2× phone screen shows; not committed).
 * Run: npx tsx scripts/phone-screenshots.ts [--2x] [name-filter]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { layoutBoard, layoutHand, renderBoard, renderHand, type BoardView } from '../src/render/index.js';
import { PHONE_DISPLAY_WIDTH } from '../src/render/layout/phone.js';
import { phoneBoards, phoneHands } from '../test/render/worst-cases.js';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'phone');
mkdirSync(out, { recursive: true });
const args = process.argv.slice(2);
const full = args.includes('--2x');
const filter = args.find((a) => !a.startsWith('--')) ?? '';
const images: Array<[string, () => BoardView, 'board' | 'hand']> = [
  ...Object.entries(phoneBoards).map(([n, m]): [string, () => BoardView, 'board'] => [n, m, 'board']),
  ...Object.entries(phoneHands).map(([n, m]): [string, () => BoardView, 'hand'] => [n, m, 'hand']),
];
for (const [name, make, kind] of images) {
  if (!name.includes(filter)) continue;
  const view = make();
  const png = kind === 'board' ? await renderBoard(view) : await renderHand(view);
  const img = await loadImage(png);
  const scale = PHONE_DISPLAY_WIDTH / img.width;
  const c = createCanvas(PHONE_DISPLAY_WIDTH, Math.round(img.height * scale));
  const ctx = c.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(img, 0, 0, c.width, c.height);
  writeFileSync(join(out, `${name}.png`), await c.encode('png'));
  if (full) writeFileSync(join(out, `${name}@2x.png`), png);
  const list = kind === 'board' ? layoutBoard(view) : layoutHand(view as Parameters<typeof layoutHand>[0]);
  const min = Math.min(...list.ops.flatMap((op) => (op.kind === 'text' ? [op.size] : [])));
  console.log(`${name}: ${img.width}×${img.height}, smallest text ${(min * scale).toFixed(1)} px at ${PHONE_DISPLAY_WIDTH} px wide, ${(png.length / 1024).toFixed(0)} KB`);
}
