/**
 * The set file's YAML reader (src/cards/yaml-read.ts) builds plain values from js-yaml's events in one pass;
 * files with tags, anchors, aliases or several documents go through js-yaml's own constructor. Both must give
 * what js-yaml's load with the core schema gives, as JSON would carry it. Also: the set hash is the engine's
 * canonical JSON hash, and a file checked again unchanged is answered from the cache.
 */
import { describe, expect, it } from 'vitest';
import { load, CORE_SCHEMA } from 'js-yaml';
import { stringify } from 'yaml';
import { canonicalJson, sha256Hex } from '../../src/engine/core/hash.js';
import { cardSetSupport } from '../../src/engine/index.js';
import { checkSetText } from '../../src/cards/check.js';
import { readYaml } from '../../src/cards/yaml-read.js';
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
