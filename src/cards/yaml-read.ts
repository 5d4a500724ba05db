/**
 * A set file's YAML read with js-yaml's event parser: about twenty times faster than the `yaml` package's
 * document model on a 500-card file (bench/card-sets.bench.ts), which alone took longer than the whole
 * validation budget. The flat event stream also gives each card's line without building a document: the
 * offsets of the items of the root mapping's `cards` sequence.
 *
 * Core schema only (a set file has no use for timestamps, merge keys or custom tags: an unknown tag is an
 * error), duplicate keys refused, aliases counted and capped before anything is built from them.
 */
import { constructFromEvents, CORE_SCHEMA, EVENT_ID, getScalarValue, parseEvents, type Event } from 'js-yaml';

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

export function readYaml(text: string, limits: { maxAliases: number; maxDepth: number; maxValues: number }): YamlRead {
  const line = lineFinder(text);
  let events: Event[];
  try {
    events = parseEvents(text, { maxDepth: limits.maxDepth });
  } catch (e) {
    return syntaxError(e, line);
  }
  const { cardStarts, aliases, expanded } = scan(text, events);
  if (aliases > limits.maxAliases || (aliases > 0 && expanded > limits.maxValues)) return { ok: false, why: 'aliases' };
  let docs: unknown[];
  try {
    docs = constructFromEvents(events, { source: text, schema: CORE_SCHEMA, maxAliases: limits.maxAliases });
  } catch (e) {
    return syntaxError(e, line);
  }
  if (docs.length > 1) return { ok: false, why: 'syntax', message: 'a set file is one YAML document (no "---" between two)' };
  return { ok: true, root: docs[0] ?? null, cardLines: cardStarts.map((s) => (s >= 0 ? line(s) : undefined)) };
}

function syntaxError(e: unknown, line: (offset: number) => number): YamlRead {
  const err = e as { reason?: string; message?: string; mark?: { position?: number } };
  const message = String(err.reason ?? err.message ?? 'unreadable').split('\n')[0]!.slice(0, 160);
  const at = err.mark?.position;
  return { ok: false, why: 'syntax', message, ...(typeof at === 'number' && at >= 0 ? { line: line(at) } : {}) };
}
