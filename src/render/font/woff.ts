/**
 * Minimal WOFF 1.0 reader: returns the uncompressed sfnt tables. The renderer measures text and checks
 * glyph coverage from the very font files it registers with the canvas, so layout needs no canvas and
 * a glyph test cannot be fooled by a system font standing in for a missing one.
 */
import { inflateSync } from 'node:zlib';

export type SfntTables = ReadonlyMap<string, Buffer>;

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'

export function readWoffTables(file: Buffer): SfntTables {
  if (file.length < 44 || file.readUInt32BE(0) !== WOFF_SIGNATURE) {
    throw new Error('not a WOFF 1.0 font');
  }
  const numTables = file.readUInt16BE(12);
  const tables = new Map<string, Buffer>();
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const tag = file.toString('latin1', at, at + 4);
    const offset = file.readUInt32BE(at + 4);
    const compLength = file.readUInt32BE(at + 8);
    const origLength = file.readUInt32BE(at + 12);
    const raw = file.subarray(offset, offset + compLength);
    tables.set(tag, compLength < origLength ? inflateSync(raw) : Buffer.from(raw));
  }
  return tables;
}
