/**
 * SHA-256 of `${seed}:${counter}` for the RNG's counter blocks, from a cached midstate. A 64-character seed
 * fills exactly the first 64-byte block of the message, so its compression is done once per seed and each
 * counter block then costs one compression in JS instead of a call into node:crypto that redoes both
 * (about a quarter of the time). The digest is plain SHA-256, byte for byte: the first block of every new
 * seed is checked against node:crypto, and any other seed takes node:crypto itself.
 */
import { hash } from 'node:crypto';

const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe,
  0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7,
  0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
  0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const IV = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
const W = new Int32Array(64);

/** One SHA-256 compression of the 64 bytes `m` into the state `h` (FIPS 180-4, 6.2.2). */
function compress(h: Int32Array, m: Uint8Array): void {
  for (let i = 0; i < 16; i++) W[i] = (m[4 * i]! << 24) | (m[4 * i + 1]! << 16) | (m[4 * i + 2]! << 8) | m[4 * i + 3]!;
  for (let i = 16; i < 64; i++) {
    const x = W[i - 15]!;
    const y = W[i - 2]!;
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
    W[i] = (W[i - 16]! + s0 + W[i - 7]! + s1) | 0;
  }
  let a = h[0]!, b = h[1]!, c = h[2]!, d = h[3]!, e = h[4]!, f = h[5]!, g = h[6]!, k = h[7]!;
  for (let i = 0; i < 64; i++) {
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (k + S1 + ((e & f) ^ (~e & g)) + K[i]! + W[i]!) | 0;
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    k = g; g = f; f = e; e = (d + t1) | 0; d = c; c = b; b = a; a = (t1 + t2) | 0;
  }
  h[0] = (h[0]! + a) | 0; h[1] = (h[1]! + b) | 0; h[2] = (h[2]! + c) | 0; h[3] = (h[3]! + d) | 0;
  h[4] = (h[4]! + e) | 0; h[5] = (h[5]! + f) | 0; h[6] = (h[6]! + g) | 0; h[7] = (h[7]! + k) | 0;
}

let cachedSeed = '';
const mid = new Int32Array(8);
const msg = new Uint8Array(64);
const state = new Int32Array(8);
const out = new Uint8Array(32);

function counterBlock(counter: number): Uint8Array {
  const tail = `:${counter}`;
  msg.fill(0);
  for (let i = 0; i < tail.length; i++) msg[i] = tail.charCodeAt(i);
  msg[tail.length] = 0x80;
  const bits = (64 + tail.length) * 8;
  msg[62] = bits >>> 8;
  msg[63] = bits & 0xff;
  state.set(mid);
  compress(state, msg);
  for (let i = 0; i < 8; i++) {
    const v = state[i]!;
    out[4 * i] = v >>> 24; out[4 * i + 1] = v >>> 16; out[4 * i + 2] = v >>> 8; out[4 * i + 3] = v;
  }
  return out;
}

/**
 * SHA-256(`${seed}:${counter}`). The result may be a shared buffer, valid only until the next call: read
 * it at once.
 */
export function seededBlock(seed: string, counter: number): Uint8Array {
  // The midstate trick needs the seed to be exactly one block of single-byte characters.
  if (seed.length !== 64 || !/^[\x20-\x7e]{64}$/.test(seed) || !Number.isSafeInteger(counter) || counter < 0) return hash('sha256', `${seed}:${counter}`, 'buffer');
  if (seed !== cachedSeed) {
    const first = new Uint8Array(64);
    for (let i = 0; i < 64; i++) first[i] = seed.charCodeAt(i);
    mid.set(IV);
    compress(mid, first);
    cachedSeed = seed;
    const check = hash('sha256', `${seed}:0`, 'buffer');
    if (!check.equals(counterBlock(0))) {
      cachedSeed = '';
      throw new Error('engine bug: SHA-256 midstate disagrees with node:crypto');
    }
  }
  return counterBlock(counter);
}
