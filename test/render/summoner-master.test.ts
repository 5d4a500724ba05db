/**
 * Summoner Master board image: a golden PNG of a real engine view (both Lines, Active/Inactive, a
 * Combination with its Support, attached and PA Mystics, counters, a curse, the Shrine total, Mp, decks and
 * hand counts by kind), and layout checks. Regenerate with UPDATE_GOLDEN=1 after an intended change.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { drawnStrings } from '../../src/render/draw-list.js';
import { layoutSummonerMaster } from '../../src/render/layout/summoner-master.js';
import { encodePng } from '../../src/render/paint.js';
import { SECRET_HAND_CARD, smMidGame } from './summoner-master-fixtures.js';

const here = dirname(fileURLToPath(import.meta.url));
const file = join(here, 'golden', 'summoner-master-mid.png');

async function pixels(png: Buffer) {
  const img = await loadImage(png);
  const c = createCanvas(img.width, img.height);
  const ctx = c.getContext('2d');
  ctx.drawImage(img, 0, 0);
  return { w: img.width, h: img.height, data: ctx.getImageData(0, 0, img.width, img.height).data };
}

describe('Summoner Master board', () => {
  it('matches its golden image', async () => {
    const png = await encodePng(layoutSummonerMaster(smMidGame()));
    expect(png.length).toBeLessThan(400 * 1024);
    if (process.env.UPDATE_GOLDEN === '1') {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, png);
      return;
    }
    expect(existsSync(file), 'missing golden; run with UPDATE_GOLDEN=1').toBe(true);
    const [got, want] = await Promise.all([pixels(png), pixels(readFileSync(file))]);
    expect([got.w, got.h]).toEqual([want.w, want.h]);
    let diff = 0;
    for (let i = 0; i < got.data.length; i += 4) {
      for (let c = 0; c < 4; c++) {
        if (Math.abs((got.data[i + c] ?? 0) - (want.data[i + c] ?? 0)) > 24) {
          diff++;
          break;
        }
      }
    }
    if (diff / (got.w * got.h) > 0.002) {
      mkdirSync(join(here, '__output__'), { recursive: true });
      writeFileSync(join(here, '__output__', 'summoner-master-mid.png'), png);
    }
    expect(diff / (got.w * got.h)).toBeLessThanOrEqual(0.002);
  });

  it('draws both Lines of both players, Mp, the Shrine total, decks and hand counts by kind', () => {
    const list = layoutSummonerMaster(smMidGame());
    for (const p of [0, 1]) for (const k of [`zone:${p}:at`, `zone:${p}:df`, `mp:${p}`, `shrine:${p}`, `player:${p}`]) expect(list.boxes[k], k).toBeDefined();
    const text = drawnStrings(list).join('\n');
    expect(text).toContain('Shrine 2/15');
    expect(text).toContain('Shrine 3/15');
    expect(text).toContain('มือ: Seal 1 · Mystic 1');
    expect(text).toContain('Inactive');
    expect(text).toContain('FCC 2');
    expect(text).toMatch(/รวมร่าง: ดาบรุ่งอรุณ/); // Sunrise Blade in Thai (engine/terms/summoner-master.ts, short: a tile has no room for both)
    expect(text).toContain('Growth');
    expect(text).toContain('Curse พิษ (3)');
  });

  it("never draws the opponent's hand, in a seat's view or a spectator's", () => {
    for (const viewer of [0, 'spectator'] as const) {
      const text = drawnStrings(layoutSummonerMaster(smMidGame(viewer))).join('\n');
      expect(text).not.toContain('สายฟ้าฟาด');
      expect(text).not.toContain('Thunder Strike');
    }
    expect(SECRET_HAND_CARD).toBe('thunder-strike');
  });
});
