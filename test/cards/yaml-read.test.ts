/**
 * The set file's YAML reader (src/cards/yaml-read.ts) builds plain values from js-yaml's events in one pass;
 * files with tags, anchors, aliases or several documents go through js-yaml's own constructor. Both must give
 * what js-yaml's load with the core schema gives, as JSON would carry it. Also: the set hash is the engine's
 * canonical JSON hash, and a file checked again unchanged is answered from the cache.
 *
 * Most files never reach js-yaml: the block fast path (src/cards/yaml-block.ts) reads them, and must build
 * exactly what the event pass builds, lines included, or leave the file to it.
 */
import { describe, expect, it } from 'vitest';
import { load, CORE_SCHEMA } from 'js-yaml';
import { stringify } from 'yaml';
import { canonicalJson, sha256Hex } from '../../src/engine/core/hash.js';
import { cardSetSupport } from '../../src/engine/index.js';
import { checkSetText } from '../../src/cards/check.js';
import { readYaml, readYamlEvents } from '../../src/cards/yaml-read.js';
import { readBlockYaml } from '../../src/cards/yaml-block.js';
import { setHash } from '../../src/cards/set-hash.js';
import { communitySet } from './support/community-set.js';

const LIMITS = { maxAliases: 100, maxDepth: 48, maxValues: 200_000 };
const viaLoad = (text: string) => JSON.parse(JSON.stringify(load(text, { schema: CORE_SCHEMA }) ?? null)) as unknown;

function read(text: string): unknown {
  const r = readYaml(text, LIMITS);
  if (!r.ok) throw new Error(JSON.stringify(r));
  return r.root;
}

const SCALARS = `game: fadalgia
set: CMT
ints: [0, -3, +4, 0o17, 0x1F, 1_000]
floats: [1.5, -2e3, .inf, -.Inf, .nan, 1.0]
nulls: [~, null, Null, NULL, ]
bools: [true, True, TRUE, false, False, FALSE, yes, no, on, off]
strings: ["quoted", 'single ''q''', "esc\\t\\u0e01", plain words here, "123", '~']
1: number key
null: null key
true: bool key
empty:
block: |
  line one
   line two
folded: >-
  folded
  text

  para
multi: a plain
  scalar over lines
flow: { a: 1, b: [x, { c: d }] }
thai: 'นักรบ "ไฟ": ok'
cards:
  - id: CMT-001
    name: { th: นักรบ, en: Warrior }
  - plain item
  - [nested, seq]
`;

describe('the YAML reader builds what js-yaml loads', () => {
  it('scalars of the core schema, keys, block and flow styles', () => {
    expect(read(SCALARS)).toEqual(viaLoad(SCALARS));
  });

  it('every game\'s shipped cards written as YAML', () => {
    for (const game of ['fadalgia', 'spirit-duel', 'summoner-master']) {
      const cards = cardSetSupport(game)?.shipped();
      if (!cards) continue;
      const text = stringify({ game, set: 'SNM', cards }, { aliasDuplicateObjects: false });
      expect(read(text), game).toEqual(viaLoad(text));
    }
    const big = stringify(communitySet(500), { aliasDuplicateObjects: false });
    expect(read(big)).toEqual(viaLoad(big));
  });

  it('anchors, aliases and explicit tags go through js-yaml\'s constructor, with the same values', () => {
    const text = 'base: &b { cost: 2, name: x }\ncards: [*b, *b, !!str 12, !!int "7"]\n';
    expect(read(text)).toEqual(viaLoad(text));
    expect(read('a: ! 12\n')).toEqual({ a: '12' });
  });

  it('each card\'s line, whatever the card is', () => {
    const r = readYaml(SCALARS, LIMITS);
    expect(r.ok && r.cardLines).toEqual([25, 27, 28]);
  });

  it('a duplicate key, a second document, a complex key: refused with js-yaml\'s words', () => {
    expect(readYaml('a: 1\nb: 2\na: 3\n', LIMITS)).toMatchObject({ ok: false, why: 'syntax', message: expect.stringMatching(/duplicated mapping key/), line: 3 });
    expect(readYaml('a: 1\n---\na: 2\n', LIMITS)).toMatchObject({ ok: false, message: expect.stringMatching(/one YAML document/) });
    expect(readYaml('? [a, b]\n: 1\n', LIMITS)).toMatchObject({ ok: false, why: 'syntax' });
  });

  it('a "__proto__" key stays an own field (for the structure check to refuse), never a prototype', () => {
    const root = read('cards:\n  - __proto__: { polluted: 1 }\n') as { cards: Array<Record<string, unknown>> };
    expect(Object.keys(root.cards[0]!)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(root.cards[0]!)).toBe(Object.prototype);
  });
});

/** Both readers on one text: the fast path, when it reads the file at all, builds what the event pass builds. */
function sameAsEvents(text: string): boolean {
  const fast = readBlockYaml(text, LIMITS.maxDepth);
  if (!fast) return false;
  const ev = readYamlEvents(text, LIMITS);
  expect(ev, text).toMatchObject({ ok: true });
  expect(fast.root, text).toStrictEqual(ev.ok && ev.root);
  expect(fast.cardLines, text).toStrictEqual(ev.ok && ev.cardLines);
  return true;
}

/** A seeded generator (mulberry32): the fuzz is the same on every run. */
function prng(seed: number): (n: number) => number {
  let a = seed;
  return (n) => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

const PIECES = ['a', 'Warrior', 'นักรบไฟ', 'x y', ': ', ' #', '#', '-', '- ', '? ', '?', ':', '[', ']', '{', '}', ', ', '"', "'", '\\', '\n', '\n\n', '  ', 'é',
  '😀', '*a', '&b', '!t', '|', '>', '%', '@', '`', 'k: v', '---', '...', ' ', 'AT+1', '1', '-2', '0x1F', '.5', 'null', '~', 'true', 'No', '.inf', '1e3', '0o7', '1_0'];
const WORDS = ['fire', 'แล้วเปิดการ์ดใบบนสุดของกองหลักฝ่ายตรงข้าม', 'water', 'ทำ Damage 2 แก่ Unit เป้าหมาย', 'deal 1 damage to target opposing unit.', 'AT+1', '(610.5)', 'x'];

function fuzzValue(rnd: (n: number) => number, depth: number): unknown {
  const k = rnd(depth > 3 ? 6 : 9);
  if (k === 0) return rnd(2) ? rnd(1000) - 500 : [0.5, -1.25, 1e21, 3.0][rnd(4)];
  if (k === 1) return [null, true, false, ''][rnd(4)];
  if (k === 2 || k === 3) return Array.from({ length: 1 + rnd(4) }, () => PIECES[rnd(PIECES.length)]).join('');
  if (k === 4 || k === 5) return Array.from({ length: 1 + rnd(14) }, () => WORDS[rnd(WORDS.length)]).join(rnd(6) ? ' ' : rnd(2) ? '\n' : '  ');
  if (k === 6) return Array.from({ length: rnd(4) }, () => fuzzValue(rnd, depth + 1));
  const o: Record<string, unknown> = {};
  for (let i = rnd(5); i > 0; i--) o[rnd(4) ? WORDS[rnd(4)]!.slice(0, 2 + rnd(6)) + rnd(9) : String(PIECES[rnd(PIECES.length)])] = fuzzValue(rnd, depth + 1);
  return o;
}

const MUTATIONS = [' ', '\n', '#', ': ', '- ', '"', "'", '  ', '\t', '[', '{', '&a ', '*a', '!!str ', '---\n', '|\n', '\r', '\\', ',', '\n  - x\n', 'a: 1\n'];

function fuzzDocument(rnd: (n: number) => number): string {
  const doc = { game: 'fadalgia', set: 'CMT', name: { th: 'ชุด', en: 'Set' }, cards: Array.from({ length: 1 + rnd(4) }, () => fuzzValue(rnd, 1)) };
  let text = stringify(rnd(5) ? doc : fuzzValue(rnd, 0), {
    aliasDuplicateObjects: false, lineWidth: [0, 12, 24, 80][rnd(4)]!, minContentWidth: rnd(2) * 8, indent: 2 + rnd(3), indentSeq: rnd(2) === 0,
    defaultStringType: (['PLAIN', 'PLAIN', 'QUOTE_DOUBLE', 'QUOTE_SINGLE'] as const)[rnd(4)], defaultKeyType: rnd(3) ? null : 'QUOTE_DOUBLE',
    collectionStyle: (['any', 'any', 'block', 'flow'] as const)[rnd(4)], blockQuote: rnd(4) === 0,
  });
  for (let m = rnd(2) ? 0 : 1 + rnd(3); m > 0; m--) {
    const at = rnd(text.length + 1);
    text = rnd(4) ? text.slice(0, at) + MUTATIONS[rnd(MUTATIONS.length)] + text.slice(at) : text.slice(0, at) + text.slice(at + 1 + rnd(3));
  }
  return text;
}

/** Lines of the shapes set files are made of, at random indents, in random order: most are not YAML at all. */
function lineSoup(rnd: (n: number) => number): string {
  const keys = ['a', 'b', 'cards', 'id', '1', '"q"', "'s'", 'x y', 'null', 'k#'];
  const values = ['', ' v', ' 1', ' -2', ' "d q"', " 's q'", ' "open', " 'open", ' close"', " it's", ' [a, b]', ' {k: v, "j": [1]}', ' []', ' # c', ' x # c', ' a:b', ' ~', ' é', ' "a\\', ' - x'];
  const lines: string[] = [];
  // Indents wander by steps of two, now and then by one.
  let at = 0;
  for (let i = 0; i < 1 + rnd(14); i++) {
    at = i === 0 ? 0 : Math.max(0, at + [-4, -2, 0, 0, 2, 2, 1, -1][rnd(rnd(6) ? 6 : 8)]!);
    const indent = ' '.repeat(at);
    const key = keys[rnd(keys.length)]!;
    const value = values[rnd(values.length)]!;
    const form = i === 0 ? 0 : rnd(8);
    lines.push(form === 1 ? `${indent}-${value}` : form === 2 ? `${indent}- ${key}:${value}` : form === 3 ? '' : form === 4 ? `${indent}# note` : form === 5 ? `${indent}${value.trim()}` : `${indent}${key}:${value}`);
  }
  return lines.join('\n') + (rnd(2) ? '\n' : '');
}

describe('the block fast path (yaml-block.ts) builds what the event pass builds', () => {
  it('every game\'s shipped cards and a 500-card set, as /cards export and as `yaml` with folded lines write them', () => {
    for (const game of ['fadalgia', 'spirit-duel', 'summoner-master']) {
      const cards = cardSetSupport(game)?.shipped();
      if (!cards) continue;
      const doc = { game, set: 'SNM', name: { th: 'ชุด', en: 'Set' }, version: '1.1: Flame Knight cost 3 → 2', cards };
      for (const lineWidth of [0, 80, 40]) expect(sameAsEvents(stringify(doc, { aliasDuplicateObjects: false, lineWidth })), `${game} ${lineWidth}`).toBe(true);
    }
    for (const lineWidth of [0, 80]) expect(sameAsEvents(stringify(communitySet(500), { aliasDuplicateObjects: false, lineWidth }))).toBe(true);
  });

  it('what people write by hand: comments, flow one-liners, folded and quoted texts, sequences level with their key', () => {
    const text = `# a set
game: fadalgia   # the game
set: CMT
name: { th: ชุดชุมชน, en: "Community Set" }
version: '1.1: it''s cost 3 → 2'
cards:
# first card
- id: CMT-001
  name: {th: นักรบ, en: Warrior}
  subtypes: [Warrior, Knight]
  cost: 2
  at: -1
  flags: []
  extra: {}
  empty:
  text:
    en: a plain text
      folded over lines

      with an empty line   # and a comment
    th: "ข้อความ \\"ยาว\\"\\t\\u0e01\\
      ต่อกัน
      ต่อบรรทัด


      อีก"
  "quoted key": 1
  1: number key
  true: bool key
  null: null key
  0x10: hex key
-
  id: CMT-002
  triggers:
    - on: attack
      effects:
        - { verb: modify, to: self, at: 1 }
      text: { th: 'ก', en: "b" }
    - 'single
       over lines'
    - -5
    - x#y
    - '#'
-   id: CMT-003
    text: ok
`;
    expect(sameAsEvents(text)).toBe(true);
  });

  it('leaves to js-yaml what it does not read: anchors, tags, block scalars, tabs, documents, duplicate keys, complex keys, errors', () => {
    for (const text of ['a: &x 1\nb: *x\n', 'a: !!str 1\n', 'a: |\n  x\n', 'a:\t1\n', '---\na: 1\n', 'a: 1\na: 2\n', '? a\n: 1\n', 'a: b: c\n',
      'a:\n  b: 1\n c: 2\n', 'a: "x\ny"\n', 'a: [x,\n  y]\n', 'a: "x\\\n\n  y"\n', 'a: x\r\nb: y\n', '- a\n', 'a\n', '', 'cards: [a]\n', 'a: 1\n  b: 2\n', '__proto__: 1\n']) {
      expect(readBlockYaml(text, LIMITS.maxDepth), JSON.stringify(text)).toBeNull();
    }
  });

  it('a fuzz of small documents, written by `yaml` in every style and then mangled: the fast path reads the same or stands aside', () => {
    const rnd = prng(29);
    let read = 0;
    const runs = 2000;
    for (let i = 0; i < runs; i++) if (sameAsEvents(fuzzDocument(rnd))) read++;
    // Both ways are exercised.
    expect(read).toBeGreaterThan(runs / 5);
    expect(read).toBeLessThan(runs * 0.9);
  });

  it('a fuzz of lines in random order and indentation, as a careless hand writes them: the same or aside', () => {
    const rnd = prng(2929);
    let read = 0;
    const runs = 4000;
    for (let i = 0; i < runs; i++) if (sameAsEvents(lineSoup(rnd))) read++;
    expect(read).toBeGreaterThan(runs / 50);
  });
});

describe('the set hash', () => {
  it('is the SHA-256 of the engine\'s canonical JSON', () => {
    const set = communitySet(120) as { cards: unknown[] };
    const header = { game: 'fadalgia', set: 'CMT', name: { th: 'ก', en: 'a' }, version: 'v1' };
    expect(setHash(header, set.cards)).toBe(sha256Hex(canonicalJson({ header, cards: set.cards })));
    const odd = [{ z: 1, a: [1, { y: null, b: undefined, c: 'é' }], m: { k: -0 } }];
    expect(setHash(header, odd)).toBe(sha256Hex(canonicalJson({ header, cards: odd })));
  });
});

describe('the check cache', () => {
  it('the same file with the same server context is answered from the cache; another context is checked anew', () => {
    const text = JSON.stringify(communitySet(30));
    const first = checkSetText('set.json', text, new Set());
    expect(first.ok).toBe(true);
    expect(checkSetText('set.json', text, new Set())).toBe(first);
    expect(checkSetText('other.json', new TextEncoder().encode(text), new Set())).toBe(first);
    const clash = checkSetText('set.json', text, new Set(), new Map([['flamerecruitcmtk0', { id: 'X-1', code: 'X' }]]));
    expect(clash.ok).toBe(false);
    // A name sniffed as JSON or YAML by its content is not the file named .yaml.
    expect(checkSetText('set.yaml', text, new Set())).not.toBe(first);
  });
});
