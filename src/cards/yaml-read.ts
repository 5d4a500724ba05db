/**
 * A set file's YAML: what the block fast path reads (yaml-block.ts: nearly every file, several times faster),
 * else js-yaml's event parser: about twenty times faster than the `yaml` package's
 * document model on a 500-card file (bench/card-sets.bench.ts), which alone took longer than the whole
 * validation budget. The flat event stream also gives each card's line without building a document: the
 * offsets of the items of the root mapping's `cards` sequence.
 *
 * Core schema only (a set file has no use for timestamps, merge keys or custom tags: an unknown tag is an
 * error), duplicate keys refused, aliases counted and capped before anything is built from them.
 *
 * Plain files (no tags, anchors or aliases: what people write and what /cards export gives) are built in one
 * pass over the events, straight into the plain values the validation reads (no constructor, no JSON round
 * trip); with the set hash's rewrite (set-hash.ts) a 500-card file's whole check took about a fifth less CPU
 * time, measured old against new in one process (most of what is left is js-yaml's own tokenizing). The
 * rest go through js-yaml's constructor and a JSON round trip, as every file used to.
 */
import { constructFromEvents, CORE_SCHEMA, EVENT_ID, getScalarValue, parseEvents, SCALAR_STYLE, type Event } from 'js-yaml';
import { plainValue, readBlockYaml } from './yaml-block.js';

export type YamlRead =
  | { ok: true; root: unknown; cardLines: Array<number | undefined> }
  | { ok: false; why: 'syntax'; message: string; line?: number }
  | { ok: false; why: 'aliases' };

/** 1-based line of each offset, by binary search over the line starts. */
function lineFinder(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid; else hi = mid - 1;
    }
    return lo + 1;
  };
}

function startOf(e: Event): number {
  if (e.type === EVENT_ID.SCALAR) return e.anchorStart >= 0 ? Math.min(e.anchorStart, e.valueStart) : e.valueStart;
  if (e.type === EVENT_ID.SEQUENCE || e.type === EVENT_ID.MAPPING) return e.start;
  if (e.type === EVENT_ID.ALIAS) return e.anchorStart;
  return -1;
}

/**
 * Where each item of the root mapping's `cards` sequence starts, how many aliases the file uses, and how many
 * values it holds once every alias is expanded (what the validation walks: a "billion laughs" file of a few
 * lines expands to 10^9). Depth counts open collections: the root mapping is depth 1, its keys and values
 * depth 2, a card depth 3.
 */
function scan(text: string, events: readonly Event[]): { cardStarts: number[]; aliases: number; expanded: number } {
  const cardStarts: number[] = [];
  let aliases = 0;
  let rootEntry = 0;
  let nextIsCards = false;
  let inCards = false;
  // One frame per open collection: its anchor and the values under it, aliases expanded.
  const frames: Array<{ anchor: string | null; size: number }> = [{ anchor: null, size: 0 }];
  const anchored = new Map<string, number>();
  const anchorOf = (e: { anchorStart: number; anchorEnd: number }) => (e.anchorStart >= 0 ? text.slice(e.anchorStart, e.anchorEnd) : null);
  for (const e of events) {
    if (e.type === EVENT_ID.DOCUMENT) continue;
    const depth = frames.length - 1;
    if (e.type === EVENT_ID.POP) {
      if (frames.length > 1) {
        const f = frames.pop()!;
        if (f.anchor !== null) anchored.set(f.anchor, f.size);
        frames[frames.length - 1]!.size += f.size;
      }
      if (frames.length - 1 === 1) inCards = false;
      continue;
    }
    if (inCards && depth === 2) cardStarts.push(startOf(e));
    if (depth === 1) {
      // Entries of the root mapping alternate key, value.
      const isKey = rootEntry++ % 2 === 0;
      if (isKey) nextIsCards = e.type === EVENT_ID.SCALAR && getScalarValue(text, e) === 'cards';
      else if (nextIsCards && e.type === EVENT_ID.SEQUENCE) inCards = true;
    }
    const top = frames[frames.length - 1]!;
    if (e.type === EVENT_ID.SEQUENCE || e.type === EVENT_ID.MAPPING) frames.push({ anchor: anchorOf(e), size: 1 });
    else if (e.type === EVENT_ID.ALIAS) { aliases++; top.size += anchored.get(anchorOf(e)!) ?? 1; }
    else { top.size += 1; const a = anchorOf(e); if (a !== null) anchored.set(a, 1); }
  }
  return { cardStarts, aliases, expanded: frames[0]!.size };
}

/** The file uses something the single pass leaves to js-yaml's constructor (which also words its refusals). */
const ASIDE = Symbol('aside');

interface Frame { value: Record<string, unknown> | unknown[]; key: string | null }

/**
 * The plain values of a one-document file without tags, anchors, aliases, complex or duplicate keys, built in
 * one pass over the events, with where each card starts: what every set file written by hand or exported
 * looks like. Anything else returns ASIDE and goes through js-yaml's constructor, which refuses the same
 * files with the same messages.
 */
function build(text: string, events: readonly Event[]): { root: unknown; cardStarts: number[] } | typeof ASIDE {
  const cardStarts: number[] = [];
  const stack: Frame[] = [];
  let root: unknown = null;
  let documents = 0;
  let cards: unknown[] | null = null;
  for (let n = 0; n < events.length; n++) {
    const e = events[n]!;
    const top = stack.length ? stack[stack.length - 1]! : null;
    let value: unknown;
    if (e.type === EVENT_ID.SCALAR) {
      if (e.tagStart >= 0 || e.anchorStart >= 0) return ASIDE;
      const source = getScalarValue(text, e);
      value = e.style === SCALAR_STYLE.PLAIN ? plainValue(source) : source;
      if (top !== null && top.value === cards) cardStarts.push(e.valueStart);
    } else if (e.type === EVENT_ID.POP) {
      if (top === null) continue; // the document's end
      value = stack.pop()!.value;
    } else if (e.type === EVENT_ID.SEQUENCE || e.type === EVENT_ID.MAPPING) {
      if (e.tagStart >= 0 || e.anchorStart >= 0) return ASIDE;
      const opened: Frame = { value: e.type === EVENT_ID.SEQUENCE ? [] : {}, key: null };
      if (top !== null) {
        if (top.value === cards) cardStarts.push(e.start);
        else if (!Array.isArray(top.value)) {
          if (top.key === null) return ASIDE; // a collection as a key
          if (stack.length === 1 && top.key === 'cards' && Array.isArray(opened.value)) cards = opened.value;
        }
      }
      stack.push(opened);
      continue;
    } else if (e.type === EVENT_ID.DOCUMENT) {
      if (++documents > 1) return ASIDE;
      continue;
    } else {
      return ASIDE; // an alias
    }
    // `value` is complete: it goes into the collection open around it.
    const parent = stack.length ? stack[stack.length - 1]! : null;
    if (parent === null) root = value;
    else if (Array.isArray(parent.value)) parent.value.push(value);
    else if (parent.key !== null) {
      parent.value[parent.key] = value;
      parent.key = null;
    } else {
      if (value !== null && typeof value === 'object') return ASIDE;
      const key = String(value);
      if (key === '__proto__' || Object.hasOwn(parent.value, key)) return ASIDE;
      parent.key = key;
    }
  }
  return { root, cardStarts };
}

/** Whether readYaml tries the block fast path first: bench/card-sets.bench.ts times the event pass beside it. */
export const yamlReading = { blockFastPath: true };

export function readYaml(text: string, limits: { maxAliases: number; maxDepth: number; maxValues: number }): YamlRead {
  const fast = yamlReading.blockFastPath ? readBlockYaml(text, limits.maxDepth) : null;
  if (fast) return { ok: true, root: fast.root, cardLines: fast.cardLines };
  return readYamlEvents(text, limits);
}

/** The file through js-yaml's event parser: what readYaml does with a file outside the block subset (yaml-block.ts). */
export function readYamlEvents(text: string, limits: { maxAliases: number; maxDepth: number; maxValues: number }): YamlRead {
  const line = lineFinder(text);
  let events: Event[];
  try {
    events = parseEvents(text, { maxDepth: limits.maxDepth });
  } catch (e) {
    return syntaxError(e, line);
  }
  const built = build(text, events);
  if (built === ASIDE) return readWithConstructor(text, events, line, limits);
  return { ok: true, root: built.root, cardLines: built.cardStarts.map(line) };
}

function readWithConstructor(text: string, events: readonly Event[], line: (offset: number) => number, limits: { maxAliases: number; maxValues: number }): YamlRead {
  const { cardStarts, aliases, expanded } = scan(text, events);
  if (aliases > limits.maxAliases || (aliases > 0 && expanded > limits.maxValues)) return { ok: false, why: 'aliases' };
  let docs: unknown[];
  try {
    docs = constructFromEvents(events as Event[], { source: text, schema: CORE_SCHEMA, maxAliases: limits.maxAliases });
  } catch (e) {
    return syntaxError(e, line);
  }
  if (docs.length > 1) return { ok: false, why: 'syntax', message: 'a set file is one YAML document (no "---" between two)' };
  // Through JSON once, as the single pass's values are: aliases become copies (they were counted, so the
  // expansion is bounded), whatever a tag built becomes plain data.
  return { ok: true, root: JSON.parse(JSON.stringify(docs[0] ?? null)) as unknown, cardLines: cardStarts.map((s) => (s >= 0 ? line(s) : undefined)) };
}

function syntaxError(e: unknown, line: (offset: number) => number): YamlRead {
  const err = e as { reason?: string; message?: string; mark?: { position?: number } };
  const message = String(err.reason ?? err.message ?? 'unreadable').split('\n')[0]!.slice(0, 160);
  const at = err.mark?.position;
  return { ok: false, why: 'syntax', message, ...(typeof at === 'number' && at >= 0 ? { line: line(at) } : {}) };
}
