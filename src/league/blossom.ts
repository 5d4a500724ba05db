/**
 * Maximum-weight matching on a general graph: Edmonds' blossom algorithm with Galil's O(n³) dual
 * updates (primal-dual, as described in Galil, "Efficient algorithms for finding maximum matching in
 * graphs", 1986). Written for Swiss pairing, where every pair of players is an edge and the weights
 * encode the pairing priorities; it also serves any graph.
 *
 * Weights must be integers (then every dual variable stays an integer: all arithmetic below is exact as
 * long as weights stay under 2^50). With `maxCardinality` the result is the heaviest among the matchings
 * of maximum size.
 *
 * Vocabulary: an edge k has two endpoints p = 2k and 2k+1; `endpoint[p]` is the vertex at p and p ^ 1 is
 * the other end. Labels: 0 free, 1 S (outer), 2 T (inner); 5 marks a blossom met while scanning a path.
 */

export interface WeightedEdge { u: number; v: number; w: number }

/**
 * Returns mate[v] (the matched vertex, or -1) for vertices 0..n-1.
 * `perfect`: the caller knows a perfect matching exists (e.g. a complete graph on an even number of
 * vertices) and wants the heaviest one. The vertex duals may then start at each vertex's own heaviest
 * edge instead of the global maximum — still feasible, and many more edges are tight from the start,
 * which saves most of the dual adjustments. (Free-vertex duals need not be equal when no vertex stays free.)
 */
export function maxWeightMatching(n: number, edges: readonly WeightedEdge[], maxCardinality = false, perfect = false): number[] {
  const mate0 = new Array<number>(n).fill(-1);
  if (n === 0 || edges.length === 0) return mate0;
  for (const e of edges) {
    if (!Number.isSafeInteger(e.w) || Math.abs(e.w) > 2 ** 50) throw new Error('matching weights must be integers below 2^50');
    if (e.u === e.v || e.u < 0 || e.v < 0 || e.u >= n || e.v >= n) throw new Error(`bad edge ${e.u}-${e.v}`);
  }
  const mate = new Blossom(n, edges, maxCardinality || perfect, perfect).solve();
  if (perfect && mate.includes(-1)) throw new Error('no perfect matching exists');
  return mate;
}

class Blossom {
  private readonly nv: number;
  private readonly eu: Int32Array;
  private readonly ev: Int32Array;
  private readonly ew: Float64Array;
  private readonly endpoint: Int32Array;
  private readonly neighbend: Int32Array[];
  private readonly mate: Int32Array;
  private readonly label: Int8Array;
  private readonly labelend: Int32Array;
  private readonly inblossom: Int32Array;
  private readonly blossomparent: Int32Array;
  private readonly blossomchilds: (number[] | null)[];
  private readonly blossombase: number[];
  private readonly blossomendps: (number[] | null)[];
  private readonly bestedge: Int32Array;
  private readonly blossombestedges: (number[] | null)[];
  private readonly unusedblossoms: number[];
  private readonly dualvar: Float64Array;
  private readonly allowedge: Uint8Array;
  private queue: number[] = [];

  constructor(n: number, edges: readonly WeightedEdge[], private readonly maxCardinality: boolean, perfect: boolean) {
    this.nv = n;
    const m = edges.length;
    // Doubled weights keep every slack even, so the half-slack of an S–S edge is an integer.
    this.eu = Int32Array.from(edges, (e) => e.u);
    this.ev = Int32Array.from(edges, (e) => e.v);
    this.ew = Float64Array.from(edges, (e) => 2 * e.w);
    let maxweight = 0;
    for (let k = 0; k < m; k++) if (this.ew[k]! > maxweight) maxweight = this.ew[k]!;
    this.endpoint = new Int32Array(2 * m);
    const degree = new Int32Array(n);
    for (let k = 0; k < m; k++) { degree[this.eu[k]!]!++; degree[this.ev[k]!]!++; }
    this.neighbend = Array.from(degree, (d) => new Int32Array(d));
    const fill = new Int32Array(n);
    for (let k = 0; k < m; k++) {
      const u = this.eu[k]!; const v = this.ev[k]!;
      this.endpoint[2 * k] = u;
      this.endpoint[2 * k + 1] = v;
      this.neighbend[u]![fill[u]!++] = 2 * k + 1;
      this.neighbend[v]![fill[v]!++] = 2 * k;
    }
    this.mate = new Int32Array(n).fill(-1);
    this.label = new Int8Array(2 * n);
    this.labelend = new Int32Array(2 * n).fill(-1);
    this.inblossom = Int32Array.from({ length: n }, (_, i) => i);
    this.blossomparent = new Int32Array(2 * n).fill(-1);
    this.blossomchilds = new Array<number[] | null>(2 * n).fill(null);
    this.blossombase = [...Array.from({ length: n }, (_, i) => i), ...new Array<number>(n).fill(-1)];
    this.blossomendps = new Array<number[] | null>(2 * n).fill(null);
    this.bestedge = new Int32Array(2 * n).fill(-1);
    this.blossombestedges = new Array<number[] | null>(2 * n).fill(null);
    this.unusedblossoms = Array.from({ length: n }, (_, i) => n + i);
    this.dualvar = new Float64Array(2 * n);
    this.dualvar.fill(perfect ? -Infinity : maxweight, 0, n);
    if (perfect) {
      for (let k = 0; k < m; k++) {
        const w = this.ew[k]!;
        if (w > this.dualvar[this.eu[k]!]!) this.dualvar[this.eu[k]!] = w;
        if (w > this.dualvar[this.ev[k]!]!) this.dualvar[this.ev[k]!] = w;
      }
      if (this.dualvar.subarray(0, n).includes(-Infinity)) throw new Error('no perfect matching exists');
    }
    this.allowedge = new Uint8Array(m);
  }

  private slack(k: number): number {
    return this.dualvar[this.eu[k]!]! + this.dualvar[this.ev[k]!]! - 2 * this.ew[k]!;
  }

  private leaves(b: number, out: number[] = []): number[] {
    if (b < this.nv) out.push(b);
    else for (const t of this.blossomchilds[b]!) this.leaves(t, out);
    return out;
  }

  private assignLabel(w: number, t: number, p: number): void {
    const b = this.inblossom[w]!;
    this.label[w] = this.label[b] = t;
    this.labelend[w] = this.labelend[b] = p;
    this.bestedge[w] = this.bestedge[b] = -1;
    if (t === 1) {
      this.queue.push(...this.leaves(b));
    } else if (t === 2) {
      const base = this.blossombase[b]!;
      const mb = this.mate[base]!;
      this.assignLabel(this.endpoint[mb]!, 1, mb ^ 1);
    }
  }

  /** Walks up from v and w; returns the base of a new blossom, or -1 when the paths meet no common root (augmenting path). */
  private scanBlossom(v0: number, w0: number): number {
    let v = v0; let w = w0;
    const path: number[] = [];
    let base = -1;
    while (v !== -1 || w !== -1) {
      let b = this.inblossom[v]!;
      if (this.label[b]! & 4) { base = this.blossombase[b]!; break; }
      path.push(b);
      this.label[b] = 5;
      if (this.labelend[b] === -1) {
        v = -1;
      } else {
        v = this.endpoint[this.labelend[b]!]!;
        b = this.inblossom[v]!;
        v = this.endpoint[this.labelend[b]!]!;
      }
      if (w !== -1) { const tmp = v; v = w; w = tmp; }
    }
    for (const b of path) this.label[b] = 1;
    return base;
  }

  private addBlossom(base: number, k: number): void {
    let v = this.eu[k]!; let w = this.ev[k]!;
    const bb = this.inblossom[base]!;
    let bv = this.inblossom[v]!;
    let bw = this.inblossom[w]!;
    const b = this.unusedblossoms.pop()!;
    this.blossombase[b] = base;
    this.blossomparent[b] = -1;
    this.blossomparent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    while (bv !== bb) {
      this.blossomparent[bv] = b;
      path.push(bv);
      endps.push(this.labelend[bv]!);
      v = this.endpoint[this.labelend[bv]!]!;
      bv = this.inblossom[v]!;
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(2 * k);
    while (bw !== bb) {
      this.blossomparent[bw] = b;
      path.push(bw);
      endps.push(this.labelend[bw]! ^ 1);
      w = this.endpoint[this.labelend[bw]!]!;
      bw = this.inblossom[w]!;
    }
    this.blossomchilds[b] = path;
    this.blossomendps[b] = endps;
    this.label[b] = 1;
    this.labelend[b] = this.labelend[bb]!;
    this.dualvar[b] = 0;
    for (const leaf of this.leaves(b)) {
      if (this.label[this.inblossom[leaf]!] === 2) this.queue.push(leaf);
      this.inblossom[leaf] = b;
    }
    const bestedgeto = new Array<number>(2 * this.nv).fill(-1);
    for (const sub of path) {
      const lists: number[][] = this.blossombestedges[sub]
        ? [this.blossombestedges[sub]!]
        : this.leaves(sub).map((leaf) => Array.from(this.neighbend[leaf]!, (p) => p >> 1));
      for (const list of lists) {
        for (const kk of list) {
          let j = this.ev[kk]!;
          if (this.inblossom[j] === b) j = this.eu[kk]!;
          const bj = this.inblossom[j]!;
          if (bj !== b && this.label[bj] === 1 && (bestedgeto[bj] === -1 || this.slack(kk) < this.slack(bestedgeto[bj]!))) bestedgeto[bj] = kk;
        }
      }
      this.blossombestedges[sub] = null;
      this.bestedge[sub] = -1;
    }
    const best = bestedgeto.filter((x) => x !== -1);
    this.blossombestedges[b] = best;
    this.bestedge[b] = -1;
    for (const kk of best) if (this.bestedge[b] === -1 || this.slack(kk) < this.slack(this.bestedge[b]!)) this.bestedge[b] = kk;
  }

  private expandBlossom(b: number, endstage: boolean): void {
    const childs = this.blossomchilds[b]!;
    for (const s of childs) {
      this.blossomparent[s] = -1;
      if (s < this.nv) this.inblossom[s] = s;
      else if (endstage && this.dualvar[s] === 0) this.expandBlossom(s, endstage);
      else for (const leaf of this.leaves(s)) this.inblossom[leaf] = s;
    }
    if (!endstage && this.label[b] === 2) {
      const endps = this.blossomendps[b]!;
      const at = (j: number) => (j < 0 ? j + childs.length : j);
      const entrychild = this.inblossom[this.endpoint[this.labelend[b]! ^ 1]!]!;
      let j = childs.indexOf(entrychild);
      let jstep: number; let endptrick: number;
      if (j & 1) { j -= childs.length; jstep = 1; endptrick = 0; } else { jstep = -1; endptrick = 1; }
      let p = this.labelend[b]!;
      while (j !== 0) {
        this.label[this.endpoint[p ^ 1]!] = 0;
        this.label[this.endpoint[endps[at(j - endptrick)]! ^ endptrick ^ 1]!] = 0;
        this.assignLabel(this.endpoint[p ^ 1]!, 2, p);
        this.allowedge[endps[at(j - endptrick)]! >> 1] = 1;
        j += jstep;
        p = endps[at(j - endptrick)]! ^ endptrick;
        this.allowedge[p >> 1] = 1;
        j += jstep;
      }
      const bv = childs[at(j)]!;
      this.label[this.endpoint[p ^ 1]!] = this.label[bv] = 2;
      this.labelend[this.endpoint[p ^ 1]!] = this.labelend[bv] = p;
      this.bestedge[bv] = -1;
      j += jstep;
      while (childs[at(j)] !== entrychild) {
        const cv = childs[at(j)]!;
        if (this.label[cv] === 1) { j += jstep; continue; }
        let found = -1;
        for (const leaf of this.leaves(cv)) if (this.label[leaf] !== 0) { found = leaf; break; }
        if (found !== -1) {
          this.label[found] = 0;
          this.label[this.endpoint[this.mate[this.blossombase[cv]!]!]!] = 0;
          this.assignLabel(found, 2, this.labelend[found]!);
        }
        j += jstep;
      }
    }
    this.label[b] = this.labelend[b] = -1;
    this.blossomchilds[b] = this.blossomendps[b] = null;
    this.blossombase[b] = -1;
    this.blossombestedges[b] = null;
    this.bestedge[b] = -1;
    this.unusedblossoms.push(b);
  }

  private augmentBlossom(b: number, v: number): void {
    let t = v;
    while (this.blossomparent[t] !== b) t = this.blossomparent[t]!;
    if (t >= this.nv) this.augmentBlossom(t, v);
    const childs = this.blossomchilds[b]!;
    const endps = this.blossomendps[b]!;
    const at = (j: number) => (j < 0 ? j + childs.length : j);
    const i = childs.indexOf(t);
    let j = i;
    let jstep: number; let endptrick: number;
    if (i & 1) { j -= childs.length; jstep = 1; endptrick = 0; } else { jstep = -1; endptrick = 1; }
    while (j !== 0) {
      j += jstep;
      let c = childs[at(j)]!;
      const p = endps[at(j - endptrick)]! ^ endptrick;
      if (c >= this.nv) this.augmentBlossom(c, this.endpoint[p]!);
      j += jstep;
      c = childs[at(j)]!;
      if (c >= this.nv) this.augmentBlossom(c, this.endpoint[p ^ 1]!);
      this.mate[this.endpoint[p]!] = p ^ 1;
      this.mate[this.endpoint[p ^ 1]!] = p;
    }
    this.blossomchilds[b] = [...childs.slice(i), ...childs.slice(0, i)];
    this.blossomendps[b] = [...endps.slice(i), ...endps.slice(0, i)];
    this.blossombase[b] = this.blossombase[this.blossomchilds[b]![0]!]!;
  }

  private augmentMatching(k: number): void {
    const starts: Array<[number, number]> = [[this.eu[k]!, 2 * k + 1], [this.ev[k]!, 2 * k]];
    for (const [s0, p0] of starts) {
      let s = s0; let p = p0;
      for (;;) {
        const bs = this.inblossom[s]!;
        if (bs >= this.nv) this.augmentBlossom(bs, s);
        this.mate[s] = p;
        if (this.labelend[bs] === -1) break;
        const t = this.endpoint[this.labelend[bs]!]!;
        const bt = this.inblossom[t]!;
        s = this.endpoint[this.labelend[bt]!]!;
        const j = this.endpoint[this.labelend[bt]! ^ 1]!;
        if (bt >= this.nv) this.augmentBlossom(bt, j);
        this.mate[j] = this.labelend[bt]!;
        p = this.labelend[bt]! ^ 1;
      }
    }
  }

  solve(): number[] {
    const n = this.nv;
    for (let stage = 0; stage < n; stage++) {
      this.label.fill(0);
      this.bestedge.fill(-1);
      for (let b = n; b < 2 * n; b++) this.blossombestedges[b] = null;
      this.allowedge.fill(0);
      this.queue = [];
      for (let v = 0; v < n; v++) if (this.mate[v] === -1 && this.label[this.inblossom[v]!] === 0) this.assignLabel(v, 1, -1);
      let augmented = false;
      for (;;) {
        while (this.queue.length && !augmented) {
          const v = this.queue.pop()!;
          for (const p of this.neighbend[v]!) {
            const k = p >> 1;
            const w = this.endpoint[p]!;
            if (this.inblossom[v] === this.inblossom[w]) continue;
            let kslack = 0;
            if (!this.allowedge[k]) {
              kslack = this.slack(k);
              if (kslack <= 0) this.allowedge[k] = 1;
            }
            if (this.allowedge[k]) {
              if (this.label[this.inblossom[w]!] === 0) {
                this.assignLabel(w, 2, p ^ 1);
              } else if (this.label[this.inblossom[w]!] === 1) {
                const base = this.scanBlossom(v, w);
                if (base >= 0) this.addBlossom(base, k);
                else { this.augmentMatching(k); augmented = true; break; }
              } else if (this.label[w] === 0) {
                this.label[w] = 2;
                this.labelend[w] = p ^ 1;
              }
            } else if (this.label[this.inblossom[w]!] === 1) {
              const b = this.inblossom[v]!;
              if (this.bestedge[b] === -1 || kslack < this.slack(this.bestedge[b]!)) this.bestedge[b] = k;
            } else if (this.label[w] === 0) {
              if (this.bestedge[w] === -1 || kslack < this.slack(this.bestedge[w]!)) this.bestedge[w] = k;
            }
          }
        }
        if (augmented) break;
        // No augmenting path with the current duals: pick the smallest dual change that makes progress.
        let deltatype = -1; let delta = 0; let deltaedge = -1; let deltablossom = -1;
        if (!this.maxCardinality) { deltatype = 1; delta = this.minVertexDual(); }
        for (let v = 0; v < n; v++) {
          if (this.label[this.inblossom[v]!] === 0 && this.bestedge[v] !== -1) {
            const d = this.slack(this.bestedge[v]!);
            if (deltatype === -1 || d < delta) { delta = d; deltatype = 2; deltaedge = this.bestedge[v]!; }
          }
        }
        for (let b = 0; b < 2 * n; b++) {
          if (this.blossomparent[b] === -1 && this.label[b] === 1 && this.bestedge[b] !== -1) {
            const d = this.slack(this.bestedge[b]!) / 2;
            if (deltatype === -1 || d < delta) { delta = d; deltatype = 3; deltaedge = this.bestedge[b]!; }
          }
        }
        for (let b = n; b < 2 * n; b++) {
          if (this.blossombase[b]! >= 0 && this.blossomparent[b] === -1 && this.label[b] === 2 && (deltatype === -1 || this.dualvar[b]! < delta)) {
            delta = this.dualvar[b]!; deltatype = 4; deltablossom = b;
          }
        }
        if (deltatype === -1) { deltatype = 1; delta = Math.max(0, this.minVertexDual()); }
        for (let v = 0; v < n; v++) {
          const l = this.label[this.inblossom[v]!];
          if (l === 1) this.dualvar[v] = this.dualvar[v]! - delta;
          else if (l === 2) this.dualvar[v] = this.dualvar[v]! + delta;
        }
        for (let b = n; b < 2 * n; b++) {
          if (this.blossombase[b]! >= 0 && this.blossomparent[b] === -1) {
            if (this.label[b] === 1) this.dualvar[b] = this.dualvar[b]! + delta;
            else if (this.label[b] === 2) this.dualvar[b] = this.dualvar[b]! - delta;
          }
        }
        if (deltatype === 1) break;
        if (deltatype === 2) {
          this.allowedge[deltaedge] = 1;
          let i = this.eu[deltaedge]!;
          if (this.label[this.inblossom[i]!] === 0) i = this.ev[deltaedge]!;
          this.queue.push(i);
        } else if (deltatype === 3) {
          this.allowedge[deltaedge] = 1;
          this.queue.push(this.eu[deltaedge]!);
        } else {
          this.expandBlossom(deltablossom, false);
        }
      }
      if (!augmented) break;
      for (let b = n; b < 2 * n; b++) {
        if (this.blossomparent[b] === -1 && this.blossombase[b]! >= 0 && this.label[b] === 1 && this.dualvar[b] === 0) this.expandBlossom(b, true);
      }
    }
    return Array.from(this.mate, (p) => (p >= 0 ? this.endpoint[p]! : -1));
  }

  private minVertexDual(): number {
    let d = Infinity;
    for (let v = 0; v < this.nv; v++) if (this.dualvar[v]! < d) d = this.dualvar[v]!;
    return d;
  }
}
