/**
 * Painting only what changed. A board is cut into bands of BAND_ROWS rows; a band's key hashes the image width,
 * its rows, the background and every op (in order) whose extent (op-extent.ts) touches those rows, each with the
 * line cap in force when it is painted, which is all its pixels depend on. A band whose key was compressed before reuses those bytes: a click that moves one
 * card reads back and compresses only the bands that card's ops touch. Bands hold no match id: a board that
 * looks like another in some rows (the opening boards, an empty zone) shares them, and the key is the drawn ops
 * of a spectator view, so a hit or a miss gives the same bytes and says nothing a spectator could not see.
 * Bounded by bytes (least recently used out).
 */
import { createHash } from 'node:crypto';
import type { DrawList } from './draw-list.js';
import { opRows } from './op-extent.js';
import type { EncodedBand } from './png.js';

/**
 * 32 rows of a 720 px board is ~69 KB of scanlines, about twice deflate's 32 KiB window, so starting each band
 * with an empty dictionary costs little (~3% of the PNG's size); smaller bands would follow a change closer.
 */
export const BAND_ROWS = 32;

export class BandCache {
  private readonly bands = new Map<string, EncodedBand>();
  private used = 0;
  readonly stats = { hits: 0, misses: 0 };

  constructor(readonly maxBytes: number) {}

  get size(): number {
    return this.bands.size;
  }

  get bytes(): number {
    return this.used;
  }

  get(key: string): EncodedBand | undefined {
    const band = this.bands.get(key);
    if (!band) return undefined;
    this.bands.delete(key);
    this.bands.set(key, band);
    return band;
  }

  set(key: string, band: EncodedBand): void {
    if (this.bands.has(key)) return;
    this.bands.set(key, band);
    this.used += band.chunk.length;
    for (const [k, old] of this.bands) {
      if (this.used <= this.maxBytes) break;
      this.bands.delete(k);
      this.used -= old.chunk.length;
    }
  }
}

export interface BandPlan {
  /** Every band's key, top to bottom. */
  keys: string[];
  /** Per op (in list order), the first and last band it touches; last < first for an op off the canvas. */
  spans: Array<[number, number]>;
}

export function planBands(list: DrawList): BandPlan {
  const count = Math.ceil(list.height / BAND_ROWS);
  const hashes = Array.from({ length: count }, (_, i) =>
    createHash('sha1').update(JSON.stringify([list.width, Math.min(BAND_ROWS, list.height - i * BAND_ROWS), i, list.background])),
  );
  // The one piece of canvas state an op reads without setting it: round caps from the first line on (paint.ts).
  let roundCaps = false;
  const spans = list.ops.map((op): [number, number] => {
    const { top, bottom } = opRows(op);
    const first = Math.max(0, Math.floor(top / BAND_ROWS));
    const last = Math.min(count - 1, Math.floor(bottom / BAND_ROWS));
    const text = `${roundCaps ? 'r' : 'b'}${JSON.stringify(op)}`;
    if (op.kind === 'line' && op.points.length) roundCaps = true;
    if (last < first) return [first, last];
    for (let i = first; i <= last; i++) (hashes[i] as ReturnType<typeof createHash>).update(text).update('\n');
    return [first, last];
  });
  return { keys: hashes.map((h) => h.digest('base64')), spans };
}

export const bandKeys = (list: DrawList): string[] => planBands(list).keys;
