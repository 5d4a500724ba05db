/**
 * A fast path for the YAML that set files are made of: block mappings and sequences, plain and quoted
 * scalars (quoted ones may fold over lines, as `yaml`'s stringify writes long texts), one-line flow
 * collections, comments. It reads a 500-card file several times faster than js-yaml's tokenizer, which was
 * most of a YAML check (bench/card-sets.bench.ts): no npm parser is faster than js-yaml, whose event parser
 * the rest of the reader uses (yaml-read.ts).
 *
 * It never refuses a file: anything outside that subset, or anything js-yaml might refuse (tabs, control
 * characters, anchors, tags, block scalars, multi-line plain scalars, duplicate keys, an odd indentation),
 * returns null and the file goes through js-yaml, which builds it or words the refusal. Whatever it does
 * accept it builds exactly as yaml-read.ts's pass over js-yaml's events does (test/cards/yaml-read.test.ts
 * compares them on every shipped and generated set file and on a fuzz of small documents).
 */
import { CORE_SCHEMA } from 'js-yaml';

/** A plain scalar by the core schema, as JSON would carry it (.inf and .nan become null, as they did through JSON). */
export function plainValue(source: string): unknown {
  const v = CORE_SCHEMA.resolveImplicitScalarTag(source).value;
  if (typeof v !== 'number') return v;
  return Number.isFinite(v) ? v + 0 : null;
}

/** Thrown inside the reader when the file leaves the subset; caught at the top. */
const ASIDE = new Error('outside the block subset');
function aside(): never {
  throw ASIDE;
}

/** Characters js-yaml refuses or reads its own way (tabs, CR, controls, BOM, lone surrogates): left to it. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const AWKWARD = /[\x00-\x09\x0B-\x1F\x7F-\x9F\uFEFF\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;

const SP = 32;
const NL = 10;
const HASH = 35;
const COLON = 58;
const DASH = 45;
const DQ = 34;
const SQ = 39;

/** Double-quoted escapes of one character. */
const ESCAPES: Record<string, string> = {
  '0': '\0', a: '\x07', b: '\b', t: '\t', n: '\n', v: '\v', f: '\f', r: '\r', e: '\x1b', ' ': ' ', '"': '"', '/': '/',
  '\\': '\\', N: '\x85', _: '\xa0', L: '\u2028', P: '\u2029',
};
const HEX_LENGTH: Record<string, number> = { x: 2, u: 4, U: 8 };

/** Not a key: the reader tries a key first wherever a mapping may start. */
const NOT_KEY = Symbol('not a key');

class BlockReader {
  p = 0;
  /** 1-based line of p. */
  line = 1;
  /** Offset where p's line starts. */
  lineStart = 0;
  /** Column of the content p is at, after a line was entered; -1 at the end of the text. */
  col = -1;
  depth = 0;

  constructor(readonly s: string, readonly maxDepth: number) {}

  /** From a line's start: past blank and comment lines to the next content; its column, or -1 at the end. */
  enterLine(): number {
    const s = this.s;
    for (;;) {
      this.lineStart = this.p;
      let i = this.p;
      while (s.charCodeAt(i) === SP) i++;
      if (i >= s.length) { this.p = i; return (this.col = -1); }
      const c = s.charCodeAt(i);
      if (c === NL || c === HASH) {
        const nl = s.indexOf('\n', i);
        if (nl < 0) { this.p = s.length; return (this.col = -1); }
        this.p = nl + 1;
        this.line++;
        continue;
      }
      const col = i - this.p;
      // Document markers and directives: js-yaml's to read.
      if (col === 0 && (c === 37 || ((c === DASH || c === 46) && s.startsWith(c === DASH ? '---' : '...', i)))) aside();
      this.p = i;
      return (this.col = col);
    }
  }

  /** After a value: the rest of the line may hold spaces and a comment, then the next line is entered. */
  endLine(): void {
    const s = this.s;
    let i = this.p;
    while (s.charCodeAt(i) === SP) i++;
    if (s.charCodeAt(i) === HASH) {
      if (i === this.p && s.charCodeAt(i - 1) !== SP) aside();
      const nl = s.indexOf('\n', i);
      i = nl < 0 ? s.length : nl;
    }
    if (i >= s.length) { this.p = i; this.col = -1; return; }
    if (s.charCodeAt(i) !== NL) aside();
    this.p = i + 1;
    this.line++;
    this.enterLine();
  }

  /** A space, a line break or the end follows position i. */
  private spaceAfter(i: number): boolean {
    const c = this.s.charCodeAt(i + 1);
    return c === SP || c === NL || i + 1 >= this.s.length;
  }

  private nest(): void {
    // Well inside js-yaml's own depth limit: near it, js-yaml decides.
    if (++this.depth > this.maxDepth - 4) aside();
  }

  /** The document: a block mapping from column 0. */
  document(): { root: unknown; cardLines: number[] } {
    const cardLines: number[] = [];
    if (this.enterLine() !== 0) aside();
    const key = this.key();
    if (key === NOT_KEY) aside();
    const root = this.mapping(0, key, cardLines);
    if (this.col !== -1) aside();
    return { root, cardLines };
  }

  /** A mapping at column `col` whose first key was read; `cardLines` given for the root (its `cards` items' lines). */
  mapping(col: number, first: string, cardLines: number[] | null): Record<string, unknown> {
    this.nest();
    const out: Record<string, unknown> = {};
    let key = first;
    for (;;) {
      if (key === '__proto__' || Object.hasOwn(out, key)) aside();
      out[key] = this.value(col, cardLines !== null && key === 'cards' ? cardLines : null);
      if (this.col < col) break;
      if (this.col > col) aside();
      const next = this.key();
      if (next === NOT_KEY) aside();
      key = next;
    }
    this.depth--;
    return out;
  }

  /** The value after a key's colon, of a mapping at column `col`. */
  value(col: number, cardLines: number[] | null): unknown {
    const s = this.s;
    while (s.charCodeAt(this.p) === SP) this.p++;
    const c = s.charCodeAt(this.p);
    if (this.p >= s.length || c === NL || c === HASH) {
      this.endLine();
      const inner = this.col;
      if (inner === col && s.charCodeAt(this.p) === DASH && this.spaceAfter(this.p)) return this.sequence(inner, cardLines);
      if (inner <= col) return null;
      if (s.charCodeAt(this.p) === DASH && this.spaceAfter(this.p)) return this.sequence(inner, cardLines);
      if (cardLines) aside();
      const key = this.key();
      if (key === NOT_KEY) aside(); // a scalar on its own line
      return this.mapping(inner, key, null);
    }
    if (cardLines) aside(); // `cards:` holding anything but a block sequence
    return this.inline(col);
  }

  /** A block sequence at column `col`, p at its first dash. */
  sequence(col: number, cardLines: number[] | null): unknown[] {
    this.nest();
    const s = this.s;
    const out: unknown[] = [];
    while (this.col === col && s.charCodeAt(this.p) === DASH && this.spaceAfter(this.p)) {
      this.p++;
      while (s.charCodeAt(this.p) === SP) this.p++;
      const c = s.charCodeAt(this.p);
      let item: unknown;
      if (this.p >= s.length || c === NL || c === HASH) {
        this.endLine();
        if (this.col <= col) aside(); // an empty item
        cardLines?.push(this.line);
        const inner = this.col;
        if (s.charCodeAt(this.p) === DASH && this.spaceAfter(this.p)) item = this.sequence(inner, null);
        else {
          const key = this.key();
          if (key === NOT_KEY) aside();
          item = this.mapping(inner, key, null);
        }
      } else {
        cardLines?.push(this.line);
        if (c === DASH && this.spaceAfter(this.p)) aside(); // "- - x"
        const at = this.p - this.lineStart;
        const key = this.key();
        item = key === NOT_KEY ? this.inline(col) : this.mapping(at, key, null);
      }
      out.push(item);
      if (this.col > col) aside();
    }
    this.depth--;
    return out;
  }

  /**
   * A key and its colon, if the content at p is one: a plain scalar or a one-line quoted one followed by ": "
   * (or a colon at the line's end). NOT_KEY leaves p where it was.
   */
  key(): string | typeof NOT_KEY {
    const s = this.s;
    const start = this.p;
    const c = s.charCodeAt(start);
    if (c === DQ || c === SQ) {
      const close = this.quoteEnd(start);
      if (close < 0 || s.charCodeAt(close + 1) !== COLON || !this.spaceAfter(close + 1)) return NOT_KEY;
      const v = c === DQ ? this.doubleQuoted(-1) : this.singleQuoted(-1);
      this.p++;
      return v;
    }
    if (!this.plainStart(start)) return NOT_KEY;
    for (let i = start; i < s.length; i++) {
      const ch = s.charCodeAt(i);
      if (ch === NL || (ch === HASH && s.charCodeAt(i - 1) === SP)) return NOT_KEY;
      if (ch === COLON && this.spaceAfter(i)) {
        if (s.charCodeAt(i - 1) === SP || i - start > 1000) aside();
        this.p = i + 1;
        return String(plainValue(s.slice(start, i)));
      }
    }
    return NOT_KEY;
  }

  /** Where the quoted scalar opening at `start` closes on its line, or -1. */
  private quoteEnd(start: number): number {
    const s = this.s;
    const q = s.charCodeAt(start);
    for (let i = start + 1; i < s.length; i++) {
      const ch = s.charCodeAt(i);
      if (ch === NL) return -1;
      if (q === DQ && ch === 92) i++;
      else if (ch === q) {
        if (q === SQ && s.charCodeAt(i + 1) === SQ) i++;
        else return i;
      }
    }
    return -1;
  }

  /** Whether a plain scalar may start at i (js-yaml's canStartPlainScalar, less "?" and ":" starts). */
  private plainStart(i: number): boolean {
    const c = this.s.charCodeAt(i);
    if (c === DASH) return !this.spaceAfter(i) && !'[]{},'.includes(this.s[i + 1]!);
    return i < this.s.length && !' #&*!|>\'"%@`,[]{}?:'.includes(this.s[i]!);
  }

  /** A scalar or flow collection after a key or a dash, ending its line; `col`: the column of that mapping or sequence. */
  inline(col: number): unknown {
    const s = this.s;
    const c = s.charCodeAt(this.p);
    let v: unknown;
    if (c === DQ) v = this.doubleQuoted(col);
    else if (c === SQ) v = this.singleQuoted(col);
    else if (c === 91 || c === 123) {
      const line = this.line;
      v = this.flow();
      if (this.line !== line) aside();
    } else {
      if (!this.plainStart(this.p)) aside();
      let text = this.plainLine();
      // More indented lines continue the scalar, folded; a comment ends it.
      while (s.charCodeAt(this.p) === NL) {
        let lineStart = this.p + 1;
        let i = lineStart;
        let breaks = 0;
        for (;;) {
          while (s.charCodeAt(i) === SP) i++;
          if (s.charCodeAt(i) !== NL || i >= s.length) break;
          breaks++;
          lineStart = ++i;
        }
        if (i >= s.length || i - lineStart <= col) break;
        const c0 = s.charCodeAt(i);
        if (c0 === HASH || ((c0 === DASH || c0 === 63 || c0 === COLON) && this.spaceAfter(i))) aside();
        this.line += breaks + 1;
        this.lineStart = lineStart;
        this.p = i;
        text += (breaks ? '\n'.repeat(breaks) : ' ') + this.plainLine();
      }
      v = plainValue(text);
    }
    // A more indented line next would be an error: the caller leaves it to js-yaml.
    this.endLine();
    return v;
  }

  /** One line of a plain scalar in a block, from p: up to the line's end or a comment, trailing spaces off. */
  private plainLine(): string {
    const s = this.s;
    const start = this.p;
    let end = start;
    let i = start;
    for (; i < s.length; i++) {
      const ch = s.charCodeAt(i);
      if (ch === NL) break;
      if (ch === COLON && this.spaceAfter(i)) aside();
      if (ch === HASH && s.charCodeAt(i - 1) === SP) break;
      if (ch !== SP) end = i + 1;
    }
    this.p = i;
    return s.slice(start, end);
  }

  /**
   * A line break inside a quoted scalar, p at the break: folded to a space, or to n line breaks for n empty
   * lines. The next line's content must sit right of `col` (js-yaml's "deficient indentation" otherwise);
   * col -1 (a key) never folds.
   */
  private fold(col: number): string {
    if (col < 0) aside();
    const s = this.s;
    let breaks = 0;
    for (;;) {
      this.p++;
      this.line++;
      this.lineStart = this.p;
      while (s.charCodeAt(this.p) === SP) this.p++;
      if (this.p >= s.length) aside();
      if (s.charCodeAt(this.p) !== NL) break;
      breaks++;
    }
    if (this.p - this.lineStart <= col) aside();
    return breaks ? '\n'.repeat(breaks) : ' ';
  }

  /** Trailing spaces of a quoted scalar's line are not part of it. */
  private static trimEnd(s: string, from: number, to: number): string {
    while (to > from && s.charCodeAt(to - 1) === SP) to--;
    return s.slice(from, to);
  }

  doubleQuoted(col: number): string {
    const s = this.s;
    let out = '';
    let seg = ++this.p;
    for (;;) {
      if (this.p >= s.length) aside();
      const ch = s.charCodeAt(this.p);
      if (ch === DQ) {
        out += s.slice(seg, this.p++);
        return out;
      }
      if (ch === 92) {
        out += s.slice(seg, this.p);
        const e = s[++this.p]!;
        const simple = ESCAPES[e];
        if (simple !== undefined) {
          out += simple;
          this.p++;
        } else if (e === '\n') {
          // An escaped line break (how `yaml` breaks a long text without spaces, as Thai is written) joins the
          // lines as they are; empty lines after it are js-yaml's.
          this.p++;
          this.line++;
          this.lineStart = this.p;
          while (s.charCodeAt(this.p) === SP) this.p++;
          if (col < 0 || this.p >= s.length || s.charCodeAt(this.p) === NL || this.p - this.lineStart <= col) aside();
        } else {
          // An unknown escape: js-yaml's to refuse.
          const len = HEX_LENGTH[e];
          if (len === undefined) aside();
          const hex = s.slice(this.p + 1, this.p + 1 + len);
          if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== len) aside();
          const code = parseInt(hex, 16);
          if (code > 0x10ffff) aside();
          out += code <= 0xffff ? String.fromCharCode(code) : String.fromCodePoint(code);
          this.p += 1 + len;
        }
        seg = this.p;
      } else if (ch === NL) {
        out += BlockReader.trimEnd(s, seg, this.p) + this.fold(col);
        seg = this.p;
      } else this.p++;
    }
  }

  singleQuoted(col: number): string {
    const s = this.s;
    let out = '';
    let seg = ++this.p;
    for (;;) {
      if (this.p >= s.length) aside();
      const ch = s.charCodeAt(this.p);
      if (ch === SQ) {
        out += s.slice(seg, this.p);
        if (s.charCodeAt(this.p + 1) !== SQ) {
          this.p++;
          return out;
        }
        out += "'";
        this.p += 2;
        seg = this.p;
      } else if (ch === NL) {
        out += BlockReader.trimEnd(s, seg, this.p) + this.fold(col);
        seg = this.p;
      } else this.p++;
    }
  }

  /** A flow collection on one line: plain or quoted scalars, nested collections, "key: value" pairs in braces. */
  flow(): unknown {
    const s = this.s;
    const c = s.charCodeAt(this.p);
    if (c === DQ) return this.doubleQuoted(-1);
    if (c === SQ) return this.singleQuoted(-1);
    if (c !== 91 && c !== 123) return this.flowPlain();
    this.nest();
    const close = c === 91 ? 93 : 125;
    const seq: unknown[] = [];
    const map: Record<string, unknown> = {};
    this.p++;
    this.flowSpace();
    if (s.charCodeAt(this.p) === close) {
      this.p++;
      this.depth--;
      return c === 91 ? seq : map;
    }
    for (;;) {
      if (c === 91) seq.push(this.flow());
      else {
        const k = this.flow();
        if (k !== null && typeof k === 'object') aside();
        const key = String(k);
        if (s.charCodeAt(this.p) !== COLON || s.charCodeAt(this.p + 1) !== SP) aside();
        this.p += 2;
        this.flowSpace();
        if (key === '__proto__' || Object.hasOwn(map, key)) aside();
        map[key] = this.flow();
      }
      this.flowSpace();
      const sep = s.charCodeAt(this.p);
      if (sep === close) {
        this.p++;
        this.depth--;
        return c === 91 ? seq : map;
      }
      if (sep !== 44) aside();
      this.p++;
      this.flowSpace();
      if (s.charCodeAt(this.p) === close) aside(); // a trailing comma
    }
  }

  private flowSpace(): void {
    while (this.s.charCodeAt(this.p) === SP) this.p++;
  }

  /** A plain scalar inside a flow collection: up to a comma, a bracket or ": "; anything subtler is js-yaml's. */
  private flowPlain(): unknown {
    const s = this.s;
    if (!this.plainStart(this.p)) aside();
    const start = this.p;
    let end = start;
    let i = start;
    for (; i < s.length; i++) {
      const ch = s.charCodeAt(i);
      if (ch === 44 || ch === 91 || ch === 93 || ch === 123 || ch === 125) break;
      if (ch === COLON) {
        if (s.charCodeAt(i + 1) === SP) break;
        aside();
      }
      if (ch === NL || ch === HASH || ch === DQ || ch === SQ) aside();
      if (ch !== SP) end = i + 1;
    }
    this.p = end;
    return plainValue(s.slice(start, end));
  }
}

/**
 * The plain values of a set file in the block subset, with the line each item of the root's `cards`
 * sequence starts on; null: the file is not in the subset (js-yaml reads it).
 */
export function readBlockYaml(text: string, maxDepth: number): { root: unknown; cardLines: number[] } | null {
  if (AWKWARD.test(text)) return null;
  try {
    return new BlockReader(text, maxDepth).document();
  } catch (e) {
    if (e === ASIDE) return null;
    throw e;
  }
}
