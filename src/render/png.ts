/**
 * Our own PNG writer for the painted canvas, in horizontal bands that are compressed apart and joined.
 *
 * Why not `canvas.encode('png')`: on a 720×1663 board Skia's encoder took ~40 ms of the ~56 ms render and has
 * no compression setting; the board is flat colours and text, which deflate compresses better with no row
 * filter than with Skia's adaptive filters (same pixels, ~20% smaller at level 3, in about a quarter of the
 * time: see the README's render figures). Why bands: each band is its own deflate stream ended by a sync flush,
 * so a band's bytes do not depend on the rows above it; a band whose pixels are known not to have changed can
 * reuse the bytes it had (band-cache.ts), and only the changed rows are read back from the canvas and compressed.
 *
 * The file: signature, IHDR (8-bit RGB, no alpha: every board is painted on an opaque background), one IDAT
 * holding the zlib header, one IDAT per band, one IDAT holding an empty final block and the Adler-32 of all
 * rows (combined from the bands' own), IEND. Every row has filter type 0 (none).
 */
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';

const deflateRawAsync = promisify(deflateRaw);

/**
 * zlib level 3: on the golden boards it gives PNGs ~15–20% smaller than Skia's in ~6 ms of deflate per full
 * board; level 6 is ~12% smaller again for about three times the deflate time.
 */
export const PNG_LEVEL = 3;

export interface EncodedBand {
  /** The whole IDAT chunk (length, type, data, CRC) holding the band's deflate bytes. */
  chunk: Buffer;
  /** Adler-32 of the band's uncompressed rows (filter bytes included) and their length, to combine. */
  adler: number;
  length: number;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ADLER_BASE = 65521;

function chunk(type: string, data: Buffer): Buffer {
  // Its own memory, not a slice of Node's shared pool: a cached band must not keep a pool slab alive or share one.
  const out = Buffer.allocUnsafeSlow(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** zlib's adler32_combine: the checksum of A followed by B from the checksums of both and B's length. */
export function adler32Combine(adlerA: number, adlerB: number, lengthB: number): number {
  const rem = lengthB % ADLER_BASE;
  let sum1 = adlerA & 0xffff;
  let sum2 = (rem * sum1) % ADLER_BASE;
  sum1 += (adlerB & 0xffff) + ADLER_BASE - 1;
  sum2 += ((adlerA >>> 16) & 0xffff) + ((adlerB >>> 16) & 0xffff) + ADLER_BASE - rem;
  sum1 %= ADLER_BASE;
  sum2 %= ADLER_BASE;
  return ((sum2 << 16) | sum1) >>> 0;
}

/**
 * Rows of opaque RGBA pixels (as getImageData gives them, `rows` rows of `width`) as PNG scanlines, a filter byte
 * 0 then RGB, and their Adler-32 computed in the same pass (a second pass over the bytes cost as much again). The
 * alpha is dropped: every image is painted on an opaque background first, so it is always 255.
 */
export function scanlines(rgba: Uint8ClampedArray | Uint8Array, width: number, rows: number): { lines: Buffer; adler: number } {
  const out = Buffer.allocUnsafe(rows * (width * 3 + 1));
  let a = 1;
  let b = 0;
  let p = 0;
  let q = 0;
  for (let y = 0; y < rows; y++) {
    out[q++] = 0;
    b += a;
    for (let x = 0; x < width; x++) {
      const r = rgba[p] as number;
      const g = rgba[p + 1] as number;
      const bl = rgba[p + 2] as number;
      p += 4;
      out[q] = r;
      out[q + 1] = g;
      out[q + 2] = bl;
      q += 3;
      a += r;
      b += a;
      a += g;
      b += a;
      a += bl;
      b += a;
    }
    // Once a row: within a row b grows by less than (3·width)²·255, exact in a double for any width under ~10⁶.
    a %= ADLER_BASE;
    b %= ADLER_BASE;
  }
  return { lines: out, adler: ((b << 16) | a) >>> 0 };
}

/** One band's rows compressed as an independent deflate stream that ends on a byte boundary (sync flush). */
export async function encodeBand(rgba: Uint8ClampedArray | Uint8Array, width: number, rows: number): Promise<EncodedBand> {
  const { lines, adler } = scanlines(rgba, width, rows);
  // zlib's default memLevel (8): on 32-row bands 9 gave the same bytes with twice the memory per stream.
  const data = await deflateRawAsync(lines, { level: PNG_LEVEL, finishFlush: constants.Z_SYNC_FLUSH });
  return { chunk: chunk('IDAT', data), adler, length: lines.length };
}

/** The PNG file of a `width`×`height` RGB image from its bands, top to bottom. */
export function assemblePng(width: number, height: number, bands: readonly EncodedBand[]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  let adler = 1;
  for (const band of bands) adler = adler32Combine(adler, band.adler, band.length);
  // An empty final block with fixed codes (BFINAL=1, BTYPE=01, end-of-block), then the stream's checksum.
  const tail = Buffer.from([0x03, 0x00, 0, 0, 0, 0]);
  tail.writeUInt32BE(adler, 2);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', ihdr),
    // zlib header: deflate with a 32 KiB window, FCHECK making it a multiple of 31.
    chunk('IDAT', Buffer.from([0x78, 0x01])),
    ...bands.map((b) => b.chunk),
    chunk('IDAT', tail),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
