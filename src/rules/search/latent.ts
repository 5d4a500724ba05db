/**
 * A latent meaning space derived from the rulebooks themselves (issue 33): latent semantic analysis over the
 * entries, each a bag of its rule words, its English gist, its meaning tokens and the situations that point to
 * it. Words that keep the same company (ดาเมจ and ความเสียหาย, evolve and สังเวย) end up close, so a question can
 * meet a section that shares none of its words. Computed at startup from text in the repo: no weights to
 * download, deterministic (seeded): the leading singular subspace of the term × entry matrix, found by
 * randomised subspace iteration.
 */

export interface LatentOptions {
  /** Dimensions kept. */
  rank?: number;
  /** A term in more than this share of documents says nothing about which one is meant. */
  maxShare?: number;
}

export class LatentSpace {
  private readonly termIndex = new Map<string, number>();
  private readonly idf: Float64Array;
  /** term → its vector in the subspace (a row of Q), flattened */
  private readonly termVecs: Float64Array;
  /** document → its unit vector in the same space (Qᵀ a_d, normalised), flattened */
  private readonly docVecs: Float64Array;
  readonly ids: readonly string[];
  readonly rank: number;

  constructor(docs: ReadonlyMap<string, readonly string[]>, opts: LatentOptions = {}) {
    this.ids = [...docs.keys()];
    const n = this.ids.length;
    const df = new Map<string, number>();
    for (const toks of docs.values()) for (const t of new Set(toks)) df.set(t, (df.get(t) ?? 0) + 1);
    const maxDf = (opts.maxShare ?? 0.25) * n;
    // A term only one entry uses links nothing: it cannot bring two entries together.
    for (const [t, c] of df) if (c >= 2 && c <= maxDf) this.termIndex.set(t, this.termIndex.size);
    const m = this.termIndex.size;
    this.idf = new Float64Array(m);
    for (const [t, i] of this.termIndex) this.idf[i] = Math.log(n / df.get(t)!);
    // Columns of A (terms × docs), sparse: log tf × idf, each document of unit length.
    const cols: { rows: Int32Array; vals: Float64Array }[] = this.ids.map((id) => {
      const tf = new Map<number, number>();
      for (const t of docs.get(id)!) {
        const i = this.termIndex.get(t);
        if (i !== undefined) tf.set(i, (tf.get(i) ?? 0) + 1);
      }
      const rows = Int32Array.from(tf.keys());
      const vals = Float64Array.from([...tf.values()].map((c, j) => (1 + Math.log(c)) * this.idf[rows[j]!]!));
      const norm = Math.hypot(...vals) || 1;
      for (let j = 0; j < vals.length; j++) vals[j]! /= norm;
      return { rows, vals };
    });
    const l = Math.max(1, Math.min(opts.rank ?? 100, n, m));
    this.rank = l;
    // Randomised range finder with two power iterations: Q spans A's leading left singular vectors.
    const rand = mulberry32(0x5a9a);
    const Y = new Float64Array(m * l);
    const omega = Float64Array.from({ length: n * l }, () => gaussian(rand));
    const timesA = (X: Float64Array, out: Float64Array) => {
      out.fill(0);
      cols.forEach((c, d) => {
        for (let j = 0; j < c.rows.length; j++) {
          const r = c.rows[j]! * l;
          const v = c.vals[j]!;
          for (let s = 0; s < l; s++) out[r + s]! += v * X[d * l + s]!;
        }
      });
    };
    const timesAt = (X: Float64Array, out: Float64Array) => {
      out.fill(0);
      cols.forEach((c, d) => {
        for (let j = 0; j < c.rows.length; j++) {
          const r = c.rows[j]! * l;
          const v = c.vals[j]!;
          for (let s = 0; s < l; s++) out[d * l + s]! += v * X[r + s]!;
        }
      });
    };
    timesA(omega, Y);
    orthonormalize(Y, m, l);
    const Z = new Float64Array(n * l);
    for (let it = 0; it < 2; it++) {
      timesAt(Y, Z);
      orthonormalize(Z, n, l);
      timesA(Z, Y);
      orthonormalize(Y, m, l);
    }
    // Cosines are the same in any orthonormal basis of the subspace, so its singular vectors are never needed:
    // a term's vector is its row of Q, a document's is Qᵀ a_d (its row of Aᵀ Q), normalised.
    timesAt(Y, Z);
    this.termVecs = Y;
    this.docVecs = Z;
    for (let d = 0; d < n; d++) normalize(this.docVecs, d * l, l);
  }

  /** The tokens' unit vector in the latent space (undefined when it knows none of them). */
  vector(tokens: readonly string[], weight: (t: string) => number = () => 1): Float64Array | undefined {
    const k = this.rank;
    const q = new Float64Array(k);
    let any = false;
    for (const t of new Set(tokens)) {
      const i = this.termIndex.get(t);
      if (i === undefined) continue;
      any = true;
      const w = this.idf[i]! * weight(t);
      for (let j = 0; j < k; j++) q[j]! += w * this.termVecs[i * k + j]!;
    }
    if (!any) return undefined;
    normalize(q, 0, k);
    return q;
  }

  /** Cosine between the question's tokens and each document, in the latent space (0 when it knows no token). */
  similarities(tokens: readonly string[], weight: (t: string) => number = () => 1): Map<string, number> {
    const out = new Map<string, number>();
    const q = this.vector(tokens, weight);
    if (!q) return out;
    const k = this.rank;
    this.ids.forEach((id, d) => {
      let sum = 0;
      for (let j = 0; j < k; j++) sum += q[j]! * this.docVecs[d * k + j]!;
      out.set(id, sum);
    });
    return out;
  }

  /** The question's cosine to each of a set of points (vectors from vector()), e.g. the situations' own texts. */
  static cosines(q: Float64Array, points: readonly Float64Array[]): number[] {
    return points.map((p) => {
      let sum = 0;
      for (let j = 0; j < q.length; j++) sum += q[j]! * p[j]!;
      return sum;
    });
  }
}

function normalize(v: Float64Array, at: number, k: number): void {
  let s = 0;
  for (let j = 0; j < k; j++) s += v[at + j]! ** 2;
  const norm = Math.sqrt(s) || 1;
  for (let j = 0; j < k; j++) v[at + j]! /= norm;
}

/** Modified Gram–Schmidt on the l columns of a rows × l row-major matrix. */
function orthonormalize(X: Float64Array, rows: number, l: number): void {
  for (let c = 0; c < l; c++) {
    for (let p = 0; p < c; p++) {
      let dot = 0;
      for (let r = 0; r < rows; r++) dot += X[r * l + c]! * X[r * l + p]!;
      for (let r = 0; r < rows; r++) X[r * l + c]! -= dot * X[r * l + p]!;
    }
    let s = 0;
    for (let r = 0; r < rows; r++) s += X[r * l + c]! ** 2;
    const norm = Math.sqrt(s) || 1;
    for (let r = 0; r < rows; r++) X[r * l + c]! /= norm;
  }
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function gaussian(rand: () => number): number {
  return Math.sqrt(-2 * Math.log(rand() || 1e-12)) * Math.cos(2 * Math.PI * rand());
}
