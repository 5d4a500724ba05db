/** Uploaded files: kept byte-for-byte, typed by magic bytes, PNG/GIF/JPEG sizes read for width/height. */
import type { StoredAttachment } from './types.js';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_REQUEST_BYTES = 25 * 1024 * 1024;

export function sniffContentType(bytes: Buffer, filename: string, declared?: string): string {
  if (bytes.length >= 8 && bytes.readUInt32BE(0) === 0x89504e47) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 4).toString('latin1') === 'GIF8') return 'image/gif';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  if (declared && declared !== 'application/octet-stream') return declared;
  const ext = filename.toLowerCase().split('.').pop();
  const byExt: Record<string, string> = { txt: 'text/plain; charset=utf-8', json: 'application/json; charset=utf-8', svg: 'image/svg+xml', md: 'text/markdown; charset=utf-8' };
  return (ext && byExt[ext]) ?? 'application/octet-stream';
}

export function imageSize(bytes: Buffer, contentType: string): { width: number; height: number } | undefined {
  if (contentType === 'image/png' && bytes.length >= 24) return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (contentType === 'image/gif' && bytes.length >= 10) return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
  if (contentType === 'image/jpeg') {
    let i = 2;
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) return undefined;
      const marker = bytes[i + 1]!;
      const len = bytes.readUInt16BE(i + 2);
      if (marker >= 0xc0 && marker <= 0xc3) return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
      i += 2 + len;
    }
  }
  return undefined;
}

export function makeAttachment(id: string, filename: string, bytes: Buffer, declaredType?: string, description?: string): StoredAttachment {
  const contentType = sniffContentType(bytes, filename, declaredType);
  return { id, filename, contentType, bytes, ...(description ? { description } : {}), ...imageSize(bytes, contentType) };
}
