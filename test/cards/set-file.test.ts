/**
 * Set files (src/cards): YAML, JSON and CSV with one header, validated whole by the game, refused with the
 * card, field and line; the limits on size, cards, depth, strings and YAML aliases; the content hash; export
 * and re-import of every shipped Fadalgia card through a YAML file.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { fadalgiaCardSets } from '../../src/engine/games/fadalgia/cards/card-set.js';
import { CATALOG } from '../../src/engine/games/fadalgia/cards/catalog.js';
import { cardSetSupport } from '../../src/engine/index.js';
import { exportSet } from '../../src/cards/export.js';
import { SET_LIMITS } from '../../src/cards/limits.js';
import { parseSetFile, type SetFileResult } from '../../src/cards/set-file.js';
import { validateSet } from '../../src/cards/validate.js';
import { pinnedDefinitions } from '../../src/cards/pin.js';
import { displayText, plainText } from '../../src/cards/display.js';
import { communitySet } from './support/community-set.js';

const csvRow = (game: string) => cardSetSupport(game)?.fromCsvRow?.bind(cardSetSupport(game)) ?? null;
const parse = (name: string, text: string): SetFileResult => parseSetFile(name, text, { csvRow });
const text = { th: 'ทดสอบ', en: 'test' };
const unit = (n: string, extra: Record<string, unknown> = {}) => ({ id: `CMT-${n}`, name: { th: `นักรบ ${n}`, en: `Warrior ${n}` }, type: 'unit', subtypes: ['Warrior'], element: 'fire', cost: 2, mana: 1, at: 3, df: 2, text, ...extra });
const header = { game: 'fadalgia', set: 'CMT', name: { th: 'ชุดชุมชน', en: 'Community Set' }, version: '1.0' };

function valid(name: string, body: string) {
  const p = parse(name, body);
  if (!p.ok) throw new Error(JSON.stringify(p.errors));
  const v = validateSet(p.set);
  if (!v.ok) throw new Error(JSON.stringify(v.errors));
  return v.set;
}

function errorsOf(name: string, body: string) {
  const p = parse(name, body);
  if (!p.ok) return p.errors;
  const v = validateSet(p.set);
  if (v.ok) throw new Error('accepted');
  return v.errors;
}

describe('set files: formats and header', () => {
  it('YAML, JSON and CSV of the same cards give the same definitions', () => {
    const cards = [unit('001'), unit('002', { keywords: ['HIGH SPEED'] })];
    const y = valid('set.yaml', stringify({ ...header, cards }));
    const j = valid('set.json', JSON.stringify({ ...header, cards }));
    const csv = valid('set.csv', ['# game: fadalgia', '# set: CMT', '# name_th: ชุดชุมชน', '# name_en: Community Set', '# version: 1.0',
      'id,name_th,name_en,type,cost,mana,at,df,element,subtypes,keywords,text_th,text_en',
      'CMT-001,นักรบ 001,Warrior 001,unit,2,1,3,2,fire,Warrior,,ทดสอบ,test',
      'CMT-002,นักรบ 002,Warrior 002,Unit,2,1,3,2,Fire,Warrior,HIGH SPEED,ทดสอบ,test'].join('\n'));
    expect(j.defs).toEqual(y.defs);
    expect(csv.defs).toEqual(y.defs);
    expect(y.hash).toBe(j.hash);
    expect(y.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('the hash is of the content: key order and Unicode normalisation do not change it, a stat does', () => {
    const a = valid('a.json', JSON.stringify({ ...header, cards: [unit('001')] }));
    const reordered = JSON.stringify({ cards: [Object.fromEntries(Object.entries(unit('001')).reverse())], version: '1.0', name: header.name, set: 'CMT', game: 'fadalgia' });
    expect(valid('b.json', reordered).hash).toBe(a.hash);
    const decomposed = JSON.stringify({ ...header, cards: [unit('001', { name: { th: 'นักรบ 001', en: 'Cafe\u0301' } })] });
    const composed = JSON.stringify({ ...header, cards: [unit('001', { name: { th: 'นักรบ 001', en: 'Café' } })] });
    expect(valid('c.json', decomposed).hash).toBe(valid('d.json', composed).hash);
    expect(valid('e.json', JSON.stringify({ ...header, cards: [unit('001', { at: 4 })] })).hash).not.toBe(a.hash);
  });

  it('a card error names the card, the field and the line of the YAML file; nothing else is accepted', () => {
    const body = stringify({ ...header, cards: [unit('001'), unit('002', { df: 'two' }), unit('003')] });
    const errs = errorsOf('set.yaml', body);
    expect(errs).toHaveLength(1);
    expect(errs[0]).toMatchObject({ card: 'CMT-002', field: 'df' });
    expect(body.split('\n')[errs[0]!.line! - 1]).toContain('CMT-002');
    expect(errs[0]!.message.th).toBeTruthy();
  });

  it('a CSV row error names the card and its line', () => {
    const errs = errorsOf('set.csv', ['# game: fadalgia', '# set: CMT', '# name_th: ชุด', '# name_en: Set', 'id,name_th,name_en,type,cost,mana,at,df,element', 'CMT-001,ก,A,unit,2,1,3,2,fire', 'CMT-002,ข,B,unit,x,1,3,2,fire'].join('\n'));
    expect(errs[0]).toMatchObject({ card: 'CMT-002', field: 'cost', line: 7 });
  });

  it('card ids start with the set code; shipped ids are refused', () => {
    expect(errorsOf('s.json', JSON.stringify({ ...header, cards: [{ ...unit('001'), id: 'OTHER-001' }] }))[0]).toMatchObject({ card: 'OTHER-001', field: 'id' });
    expect(errorsOf('s.json', JSON.stringify({ ...header, set: 'SNM', cards: [{ ...unit('001'), id: 'SNM-S01-001' }] }))[0]).toMatchObject({ field: 'id', message: { en: expect.stringMatching(/already exists/) } });
  });

  it("a card named like a shipped card (Thai or English, ignoring case, spaces and punctuation) or like another card of the set is refused, naming the other card", () => {
    const shipped = errorsOf('s.json', JSON.stringify({ ...header, cards: [unit('001', { name: { th: 'ชื่อใหม่', en: 'FLAME-recruit!' } })] }));
    expect(shipped[0]).toMatchObject({ card: 'CMT-001', field: 'name.en', message: { en: expect.stringMatching(/card SNM-S01-001, shipped with Sanam/) } });
    expect(shipped[0]!.message.th).toMatch(/SNM-S01-001/);
    expect(errorsOf('s.json', JSON.stringify({ ...header, cards: [unit('001', { name: { th: 'ทหาร เปลวเพลิง', en: 'New' } })] }))[0]).toMatchObject({ field: 'name.th' });
    const twice = errorsOf('s.yaml', stringify({ ...header, cards: [unit('001'), unit('002', { name: { th: 'นักรบ 001', en: 'Other' } })] }));
    expect(twice).toEqual([expect.objectContaining({ card: 'CMT-002', field: 'name.th', line: expect.any(Number), message: expect.objectContaining({ en: expect.stringMatching(/card CMT-001 of this set/) }) })]);
    // A card whose Thai and English names are the same is not a clash with itself.
    expect(valid('s.json', JSON.stringify({ ...header, cards: [unit('001', { name: { th: 'Zed', en: 'Zed' } })] })).defs).toHaveLength(1);
  });

  it('a header field missing or a game without community cards is named', () => {
    expect(errorsOf('s.json', JSON.stringify({ ...header, name: { th: 'ชุด' }, cards: [unit('001')] }))[0]).toMatchObject({ card: null, field: 'name.en' });
    expect(errorsOf('s.json', JSON.stringify({ ...header, game: 'chess', cards: [unit('001')] }))[0]).toMatchObject({ field: 'game' });
  });
});

describe('set files: limits (a hostile file is refused before any card is validated)', () => {
  it(`a file over ${SET_LIMITS.fileBytes / 1024} KB`, () => {
    expect(errorsOf('s.yaml', `# ${'x'.repeat(SET_LIMITS.fileBytes)}`)[0]!.message.en).toMatch(/larger than/);
  });

  it(`more than ${SET_LIMITS.cardsPerSet} cards`, () => {
    expect(errorsOf('s.json', JSON.stringify({ ...header, cards: Array.from({ length: SET_LIMITS.cardsPerSet + 1 }, (_, i) => unit(String(i))) }))[0]).toMatchObject({ field: 'cards' });
  });

  it('nesting deeper than the limit, in JSON and YAML', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 40; i++) deep = [deep];
    expect(errorsOf('s.json', JSON.stringify({ ...header, cards: [unit('001', { aliases: deep })] }))[0]).toMatchObject({ card: 'CMT-001', message: { en: expect.stringMatching(/nested deeper/) } });
    expect(errorsOf('s.yaml', `${stringify(header)}cards:\n  - ${'['.repeat(5000)}${']'.repeat(5000)}\n`)[0]!.message.en).toMatch(/nested deeper|cannot read/);
    expect(errorsOf('s.json', `{"cards":${'['.repeat(100000)}${']'.repeat(100000)}}`)[0]!.message.en).toMatch(/nested deeper|cannot read/);
  });

  it('a string longer than the limit', () => {
    expect(errorsOf('s.json', JSON.stringify({ ...header, cards: [unit('001', { text: { th: 'ก'.repeat(SET_LIMITS.stringChars + 1), en: 'x' } })] }))[0]).toMatchObject({ card: 'CMT-001', field: 'text.th' });
  });

  it('a YAML alias bomb ("billion laughs")', () => {
    const lines = ['a0: &a0 [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 9; i++) lines.push(`a${i}: &a${i} [${Array(10).fill(`*a${i - 1}`).join(', ')}]`);
    const errs = errorsOf('bomb.yaml', `${lines.join('\n')}\n${stringify(header)}cards: [*a8]\n`);
    expect(errs[0]!.message.en).toMatch(/aliases/);
  });

  it('prototype keys, duplicate YAML keys, custom YAML tags and binary files are refused', () => {
    expect(errorsOf('s.json', `{"game":"fadalgia","set":"CMT","name":{"th":"a","en":"b"},"cards":[{"__proto__":{"x":1}}]}`)[0]).toMatchObject({ message: { en: 'this field name is not allowed' } });
    expect(errorsOf('s.yaml', 'game: fadalgia\ngame: other\n')[0]).toMatchObject({ field: '(file)', line: 2 });
    expect(errorsOf('s.yaml', `${stringify(header)}cards: [!!js/function "f"]\n`)[0]!.field).toBe('(file)');
    expect(errorsOf('s.yaml', 'game: \u0000')[0]!.message.en).toMatch(/UTF-8/);
  });
});

describe('set files: the shipped cards as a community file', () => {
  it('every shipped Fadalgia card exports to a YAML file and re-imports to an identical definition', () => {
    const shipped = { header: { game: 'fadalgia', set: 'SNM', name: { th: 'การ์ดของ Sanam', en: "Sanam's cards" } }, cards: fadalgiaCardSets.shipped(), defs: [] };
    const file = exportSet(shipped);
    expect(file.name).toBe('SNM-fadalgia.yaml');
    const p = parse(file.name, file.text);
    expect(p.ok).toBe(true);
    if (!p.ok) return;
    const v = validateSet(p.set, new Set(), { shipped: true });
    expect(v.ok, v.ok ? '' : JSON.stringify(v.errors.slice(0, 3))).toBe(true);
    if (!v.ok) return;
    expect(v.set.defs.length).toBe(CATALOG.size);
    for (const d of v.set.defs as Array<{ id: string }>) expect(d, d.id).toEqual(CATALOG.get(d.id));
    // And the export of the import is the same file.
    expect(exportSet({ header: v.set.header, cards: v.set.cards, defs: v.set.defs }).text).toBe(file.text);
  });

  it('a 500-card community set validates whole', () => {
    const v = valid('big.json', JSON.stringify(communitySet(500)));
    expect(v.defs).toHaveLength(500);
  });
});

describe('the README', () => {
  it("the README's example set file imports", () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const example = /## Community card sets[\s\S]*?```yaml\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(example).toBeDefined();
    expect(valid('example.yaml', example!).defs).toHaveLength(1);
  });
});

describe('pinning and display helpers', () => {
  it('a match pins the cards its decks use and the tokens they summon, nothing else', () => {
    const defs = [{ id: 'A-1', effects: [{ verb: 'summon', token: 'A-T' }] }, { id: 'A-T' }, { id: 'A-2' }, { id: 'A-3' }];
    const pinned = pinnedDefinitions(defs, [{ main: ['A-1', 'A-1', 'SNM-S01-001'], life: ['A-3'] }]).map((d) => (d as { id: string }).id).sort();
    expect(pinned).toEqual(['A-1', 'A-3', 'A-T']);
  });

  it('user text reaches Discord without mentions, markdown or invisible characters', () => {
    expect(displayText('@everyone **big** \u202Eevil')).toBe('@\u200beveryone \\*\\*big\\*\\* evil');
    expect(plainText('a\u0000b\n c'.padEnd(300, 'x'), 10)).toBe('ab cxxxxx…');
  });
});
