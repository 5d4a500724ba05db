/**
 * View patches (issue 34): what changed in a match's three views since the version a receiver holds, instead of
 * the three whole views. A view is cut into parts: each top-level key, and each key of each player of its
 * `players` array (a hand, a grave, a life count...). A part's value travels as its JSON text.
 *
 * A patch holds the parts that changed, split by who may see them: `shared` are parts whose text is the same in
 * all three views (the spectator's view has them, so they are public) and are written once for the three
 * receivers; `own[viewer]` are the other changed parts of that viewer's view, and only ever of that view. So the
 * patch one receiver is given (`patchFor`) carries nothing its own view does not: never the other seat's hand.
 * With no base, or a base that is not the version last patched for that match, every receiver gets the full
 * form: one part with the empty path, its whole view.
 */
import type { Viewer } from './view-types.js';

export type ViewPath = readonly (string | number)[];
/**
 * A part's new value at `path`, as JSON text. With `drop`, the value is a list and `json` only its new last
 * members: the receiver's list without its first `drop` members, then these (a log that slid by a line).
 */
export interface ViewPatchPart { path: ViewPath; json: string; drop?: number }

/** The three receivers' patches of one version, the public parts once. */
export interface ViewPatch {
  matchId: string;
  version: number;
  /** The version the patch applies to; null for the full form. */
  base: number | null;
  shared: ViewPatchPart[];
  own: Record<Viewer, ViewPatchPart[]>;
}

/** What one receiver is sent: the shared parts and its own. */
export interface ReceiverPatch { matchId: string; version: number; base: number | null; parts: ViewPatchPart[] }

/**
 * A view cut into parts, in the order JSON.stringify writes them: paths of length 1 (a top-level key), 2 (a
 * whole element of a top-level array) or 3 (a key of such an element), each array's elements in order and each
 * element's keys together. Paths come from `pathOf`, so that equal paths are one object.
 */
export interface ViewParts {
  paths: ViewPath[];
  texts: string[];
  /** By index, a list part's members' texts, when the game offers them: such a part may be sent as a window (`drop`). */
  items?: Array<readonly string[] | undefined>;
}

/**
 * The part at index `i` of `cur` (changed since index `j` of `prev`): as a window on the receiver's list when
 * both have their members' texts and the old list's last members begin the new one, else whole.
 */
function changedPart(cur: ViewParts, i: number, prev: ViewParts, j: number): ViewPatchPart {
  const path = cur.paths[i]!;
  const json = cur.texts[i]!;
  const now = cur.items?.[i];
  const then = prev.items?.[j];
  if (!now || !then) return { path, json };
  for (let drop = 0; drop < then.length; drop++) {
    const kept = then.length - drop;
    if (kept > now.length) continue;
    let k = 0;
    while (k < kept && then[drop + k] === now[k]) k++;
    if (k < kept) continue;
    return { path, json: `[${now.slice(kept).join(',')}]`, drop };
  }
  return { path, json };
}

const ROOT: ViewPath = Object.freeze([]);
const interned = new Map<string, ViewPath>();

/** The one path object for these keys (parts are compared by path identity). */
export function pathOf(...keys: Array<string | number>): ViewPath {
  const id = keys.join('\u0000');
  let p = interned.get(id);
  if (!p) interned.set(id, (p = Object.freeze(keys)));
  return p;
}

const isPlain = (x: unknown): x is Record<string, unknown> => x !== null && typeof x === 'object' && !Array.isArray(x) && Object.getPrototypeOf(x) === Object.prototype;

/** Any view cut into parts by JSON.stringify of each (the fallback of a game without a writer of its own). */
export function genericParts(view: object): ViewParts {
  const paths: ViewPath[] = [];
  const texts: string[] = [];
  for (const [k, v] of Object.entries(view)) {
    const json = JSON.stringify(v) as string | undefined;
    if (json === undefined) continue;
    if (k !== 'players' || !Array.isArray(v) || v.length === 0) { paths.push(pathOf(k)); texts.push(json); continue; }
    v.forEach((el: unknown, i) => {
      const keys = isPlain(el) ? Object.entries(el).filter(([, x]) => JSON.stringify(x) !== undefined) : [];
      if (keys.length === 0 || typeof (el as { toJSON?: unknown }).toJSON === 'function') { paths.push(pathOf(k, i)); texts.push(JSON.stringify(el) ?? 'null'); return; }
      for (const [pk, x] of keys) { paths.push(pathOf(k, i, pk)); texts.push(JSON.stringify(x)); }
    });
  }
  return { paths, texts };
}

/** The whole view's JSON text from its parts: JSON.stringify's, byte for byte. */
export function assemble(parts: ViewParts): string {
  const { paths, texts } = parts;
  let s = '{';
  let i = 0;
  while (i < paths.length) {
    const p = paths[i]!;
    if (i > 0) s += ',';
    s += `${JSON.stringify(p[0])}:`;
    if (p.length === 1) { s += texts[i++]; continue; }
    const key = p[0];
    s += '[';
    let index = -1;
    while (i < paths.length && paths[i]!.length > 1 && paths[i]![0] === key) {
      const q = paths[i]!;
      if (q[1] !== index) {
        if (index >= 0 && paths[i - 1]!.length === 3) s += '}';
        if (index >= 0) s += ',';
        index = q[1] as number;
        if (q.length === 3) s += `{${JSON.stringify(q[2])}:${texts[i++]}`;
        else s += texts[i++];
      } else {
        s += `,${JSON.stringify(q[2])}:${texts[i++]}`;
      }
    }
    if (paths[i - 1]!.length === 3) s += '}';
    s += ']';
  }
  return `${s}}`;
}

interface Written<P> { version: number; parts: P }
/**
 * Per match, the parts last patched: the base a next patch is made against. Bounded, least recently used out.
 * Each sender of patches keeps its own (a render pool's receivers hold other versions than a client's).
 */
export interface PatchMemo<P = Record<Viewer, ViewParts>> { max: number; matches: Map<string, Written<P>> }
export const createPatchMemo = <P = Record<Viewer, ViewParts>>(max = 256): PatchMemo<P> => ({ max, matches: new Map() });
const written = createPatchMemo();
const VIEWERS = [0, 1, 'spectator'] as const;

function remember<P>(memo: PatchMemo<P>, matchId: string, w: Written<P>): Written<P> | undefined {
  const m = memo.matches;
  const prev = m.get(matchId);
  if (prev) m.delete(matchId);
  else if (m.size >= memo.max) m.delete(m.keys().next().value!);
  m.set(matchId, w);
  return prev;
}

function sameLayout(a: ViewParts, b: ViewParts): boolean {
  if (a.paths.length !== b.paths.length) return false;
  for (let i = 0; i < a.paths.length; i++) if (a.paths[i] !== b.paths[i]) return false;
  return true;
}

/** Index of `path` in `paths`, looked for from `from` on, then from the start; -1 when absent. */
function find(paths: ViewPath[], path: ViewPath, from: number): number {
  for (let i = from; i < paths.length; i++) if (paths[i] === path) return i;
  for (let i = 0; i < from && i < paths.length; i++) if (paths[i] === path) return i;
  return -1;
}

/**
 * The patch of a match's views at `version`, cut into `parts`, against `base` (the version the receivers
 * hold). The parts become the base of the next patch.
 */
export function patchOfParts(matchId: string, version: number, parts: Record<Viewer, ViewParts>, base: number | null): ViewPatch {
  const prev = remember(written, matchId, { version, parts });
  const own: Record<Viewer, ViewPatchPart[]> = { 0: [], 1: [], spectator: [] };
  const patch: ViewPatch = { matchId, version, base, shared: [], own };
  if (base === null || !prev || prev.version !== base) {
    patch.base = null;
    for (const v of VIEWERS) own[v].push({ path: ROOT, json: assemble(parts[v]) });
    return patch;
  }
  const same = { 0: sameLayout(prev.parts[0], parts[0]), 1: sameLayout(prev.parts[1], parts[1]), spectator: sameLayout(prev.parts.spectator, parts.spectator) };
  for (const v of VIEWERS) if (!same[v]) own[v].push({ path: ROOT, json: assemble(parts[v]) });
  // A seat's changed part already sent as shared, by its index in that seat's parts.
  const covered: Record<0 | 1, number[]> = { 0: [], 1: [] };
  const spec = parts.spectator;
  const hint = [0, 0];
  if (same.spectator) {
    const before = prev.parts.spectator.texts;
    for (let i = 0; i < spec.paths.length; i++) {
      const json = spec.texts[i]!;
      if (json === before[i]) continue;
      const path = spec.paths[i]!;
      const i0 = find(parts[0].paths, path, hint[0]!);
      const i1 = find(parts[1].paths, path, hint[1]!);
      // Shared when the seats have the same value, and had the same before (a window is relative to it).
      if (i0 >= 0 && i1 >= 0 && parts[0].texts[i0] === json && parts[1].texts[i1] === json
        && prev.parts[0].texts[i0] === before[i] && prev.parts[1].texts[i1] === before[i]) {
        patch.shared.push(changedPart(spec, i, prev.parts.spectator, i));
        covered[0].push(i0);
        covered[1].push(i1);
        hint[0] = i0 + 1;
        hint[1] = i1 + 1;
      } else {
        own.spectator.push(changedPart(spec, i, prev.parts.spectator, i));
      }
    }
  }
  for (const seat of [0, 1] as const) {
    if (!same[seat]) continue;
    const { paths, texts } = parts[seat];
    const before = prev.parts[seat].texts;
    for (let i = 0; i < paths.length; i++) {
      if (texts[i] === before[i] || covered[seat].includes(i)) continue;
      own[seat].push(changedPart(parts[seat], i, prev.parts[seat], i));
    }
  }
  return patch;
}

/**
 * One view's patch against `base` for a sender that keeps its own memo (one receiver per match, e.g. a render
 * worker): the parts that changed, or the full form when `base` is not the version last patched in `memo`.
 */
export function viewPatchOfParts(memo: PatchMemo<ViewParts>, matchId: string, version: number, parts: ViewParts, base: number | null): ReceiverPatch {
  const prev = remember(memo, matchId, { version, parts });
  if (base === null || !prev || prev.version !== base || !sameLayout(prev.parts, parts)) return { matchId, version, base: null, parts: [{ path: ROOT, json: assemble(parts) }] };
  const out: ViewPatchPart[] = [];
  const before = prev.parts.texts;
  for (let i = 0; i < parts.paths.length; i++) if (parts.texts[i] !== before[i]) out.push(changedPart(parts, i, prev.parts, i));
  return { matchId, version, base, parts: out };
}

/** The patch of `views` by their own parts written with JSON.stringify (a game without a writer of its own). */
export function genericViewsPatch(views: Record<Viewer, object>, base: number | null): ViewPatch {
  const s = views.spectator as { matchId?: unknown; version?: unknown };
  const parts = { 0: genericParts(views[0]), 1: genericParts(views[1]), spectator: genericParts(views.spectator) };
  if (typeof s.matchId !== 'string' || typeof s.version !== 'number') return patchOfParts('', -1, parts, null);
  return patchOfParts(s.matchId, s.version, parts, base);
}

/** What `viewer` is sent of a patch: the public parts and its own, nothing of the other views. */
export function patchFor(patch: ViewPatch, viewer: Viewer): ReceiverPatch {
  const own = patch.own[viewer];
  // A whole view replaces everything: it is sent alone (it is that viewer's own view).
  const parts = own[0]?.path.length === 0 ? own : own.length ? patch.shared.concat(own) : patch.shared;
  return { matchId: patch.matchId, version: patch.version, base: patch.base, parts };
}

/** Each interned path's JSON, written once. */
const pathTexts = new WeakMap<ViewPath, string>();
function pathJson(p: ViewPath): string {
  let s = pathTexts.get(p);
  if (s === undefined) pathTexts.set(p, (s = JSON.stringify(p)));
  return s;
}

/**
 * A text joined from pieces is a tree of them until first read as a whole; reading one character makes it one
 * flat string (V8 flattens a cons string on charCodeAt), as JSON.stringify hands out, so that its cost is counted
 * where it is made rather than at its first reader's.
 */
export function flat(s: string): string {
  void s.charCodeAt(0);
  return s;
}

const partJson = (x: ViewPatchPart) => (x.drop === undefined ? `[${pathJson(x.path)},${x.json}]` : `[${pathJson(x.path)},${x.json},${x.drop}]`);

/** A receiver's patch as JSON text, each part's value written as it is (not as a string): `[[path, value(, drop)], …]`. */
export function receiverPatchJson(p: ReceiverPatch): string {
  const parts = new Array<string>(p.parts.length);
  for (let i = 0; i < parts.length; i++) parts[i] = partJson(p.parts[i]!);
  return flat(`{"matchId":${JSON.stringify(p.matchId)},"version":${p.version},"base":${p.base},"parts":[${parts.join(',')}]}`);
}

function partsJson(xs: ViewPatchPart[]): string {
  if (xs.length === 1) return partJson(xs[0]!);
  const out = new Array<string>(xs.length);
  for (let i = 0; i < xs.length; i++) out[i] = partJson(xs[i]!);
  return out.join(',');
}

function receiverJson(head: string, shared: string, own: ViewPatchPart[]): string {
  if (own[0]?.path.length === 0) return flat(`${head}${partsJson(own)}]}`);
  return flat(`${head}${shared}${shared ? ',' : ''}${partsJson(own)}]}`);
}

/**
 * The same patches of three receivers as text, the shared parts written once and joined to each; receivers
 * with no part of their own (most versions: what changed is public) are sent one and the same text.
 */
export function viewPatchJson(patch: ViewPatch): Record<Viewer, string> {
  const shared = partsJson(patch.shared);
  const head = `{"matchId":${JSON.stringify(patch.matchId)},"version":${patch.version},"base":${patch.base},"parts":[`;
  let common: string | undefined;
  const one = (own: ViewPatchPart[]) => (own.length ? receiverJson(head, shared, own) : (common ??= flat(`${head}${shared}]}`)));
  return { 0: one(patch.own[0]), 1: one(patch.own[1]), spectator: one(patch.own.spectator) };
}

/**
 * The view a receiver rebuilds: `base` (the view it holds, as an object or its JSON text; null when it holds
 * none) with `patch` applied. Null when the patch needs a base the receiver lacks (no base, or a view of another
 * version): the receiver then asks for the full form. Pure: `base` is not changed (what a part replaces is
 * copied on the way down, the rest shared with it).
 */
export function applyViewPatch<V = unknown>(base: object | string | null, patch: ReceiverPatch): V | null {
  let root: unknown;
  if (patch.base !== null) {
    if (base === null) return null;
    root = typeof base === 'string' ? JSON.parse(base) : base;
    const version = (root as { version?: unknown }).version;
    if (typeof version === 'number' && version !== patch.base) return null;
  } else if (!patch.parts.some((p) => p.path.length === 0)) {
    return null;
  }
  const copies = new Set<object>();
  const own = (x: unknown): Record<string | number, unknown> => {
    if (x === null || typeof x !== 'object') throw new Error('view patch: a part under a value that is not an object');
    if (copies.has(x)) return x as Record<string | number, unknown>;
    const c = (Array.isArray(x) ? x.slice() : { ...x }) as Record<string | number, unknown>;
    copies.add(c);
    return c;
  };
  for (const part of patch.parts) {
    const value = JSON.parse(part.json) as unknown;
    if (part.path.length === 0) {
      root = value;
      if (value !== null && typeof value === 'object') copies.add(value);
      continue;
    }
    let o = own(root);
    root = o;
    for (let i = 0; i < part.path.length - 1; i++) {
      const k = part.path[i]!;
      const child = own(o[k]);
      o[k] = child;
      o = child;
    }
    const key = part.path[part.path.length - 1]!;
    if (part.drop === undefined) {
      o[key] = value;
    } else {
      const old = o[key];
      if (!Array.isArray(old) || !Array.isArray(value) || part.drop > old.length) return null;
      o[key] = old.slice(part.drop).concat(value);
    }
  }
  return root as V;
}
