import { ComponentType, type APIActionRowComponent, type APIComponentInMessageActionRow, type APIEmbed } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { decodeRuleId, encodeRuleId } from '../../src/rules/discord/custom-id.js';
import { handleRuleAutocomplete, handleRuleCommand, handleRuleComponent, quoteRuleButton } from '../../src/rules/discord/handlers.js';
import { paginate } from '../../src/rules/discord/pages.js';
import { LIMITS, embedLength, pagesOf, renderEntry, sectionBody } from '../../src/rules/discord/view.js';
import { getRuleSearch } from '../../src/rules/index.js';
import { QUESTIONS } from './questions.js';

const search = getRuleSearch();
const book = search.book;
const COMBINING = /^[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/;

function checkEmbed(e: APIEmbed): void {
  expect(e.title!.length).toBeLessThanOrEqual(LIMITS.title);
  expect(e.description!.length).toBeLessThanOrEqual(LIMITS.description);
  expect(e.footer!.text.length).toBeLessThanOrEqual(LIMITS.footer);
  expect((e.fields ?? []).length).toBeLessThanOrEqual(LIMITS.fields);
  for (const f of e.fields ?? []) {
    expect(f.name.length).toBeLessThanOrEqual(LIMITS.fieldName);
    expect(f.value.length).toBeLessThanOrEqual(LIMITS.fieldValue);
  }
  expect(embedLength(e)).toBeLessThanOrEqual(LIMITS.total);
}

function checkComponents(rows: APIActionRowComponent<APIComponentInMessageActionRow>[]): string[] {
  expect(rows.length).toBeLessThanOrEqual(LIMITS.rows);
  const ids: string[] = [];
  for (const row of rows) {
    expect(row.components.length).toBeGreaterThan(0);
    expect(row.components.length).toBeLessThanOrEqual(LIMITS.buttonsPerRow);
    for (const c of row.components) {
      if (c.type === ComponentType.Button && 'custom_id' in c) {
        expect(c.label!.length).toBeLessThanOrEqual(LIMITS.buttonLabel);
        ids.push(c.custom_id);
      } else if (c.type === ComponentType.StringSelect) {
        expect(row.components).toHaveLength(1);
        expect(c.options.length).toBeGreaterThan(0);
        expect(c.options.length).toBeLessThanOrEqual(LIMITS.selectOptions);
        for (const o of c.options) {
          expect(o.label.length).toBeLessThanOrEqual(100);
          expect(o.value.length).toBeLessThanOrEqual(100);
          expect((o.description ?? '').length).toBeLessThanOrEqual(100);
          expect(book.entries.has(o.value)).toBe(true);
        }
        ids.push(c.custom_id);
      }
    }
  }
  for (const id of ids) {
    expect(id.length).toBeLessThanOrEqual(LIMITS.customId);
    expect(decodeRuleId(id), id).not.toBeNull();
  }
  expect(new Set(ids).size).toBe(ids.length);
  return ids;
}

describe('/rule embeds and components stay within Discord limits', () => {
  it('for every page of every entry of every document, in both languages', () => {
    let pagesChecked = 0;
    for (const e of book.list) {
      const n = pagesOf(book, e).length;
      for (let page = 0; page < n; page++) {
        for (const lang of ['th', 'en'] as const) {
          const v = renderEntry(book, e, { lang, visibility: 'e', page, alternatives: book.list.slice(0, 12) });
          checkEmbed(v.embeds[0]!);
          checkComponents(v.components);
          pagesChecked++;
        }
      }
    }
    expect(pagesChecked).toBeGreaterThan(book.list.length * 2);
  });

  it('shows the verbatim text with a breadcrumb to its parents and the document version in the footer', async () => {
    const r = await handleRuleCommand({ query: '606.5.29.3', locale: 'th' });
    const e = r.embeds[0]!;
    expect(e.title!.startsWith('606.5.29.3 (กฎการป้องกันพิเศษ):')).toBe(true);
    expect(e.description).toContain('606 ABILITY › 606.5 Keyword Ability › 606.5.29 Reinforce');
    expect(e.description).toContain('ด้วยจำนวน Unit ที่ \'เท่ากับ\' จำนวน Unit ที่กำลังโจมตีอยู่ในกลุ่มนั้น');
    expect(e.footer!.text).toContain(`v${book.docs.get('fadalgia-comprehensive')!.version}`);
    expect(r.ephemeral).toBe(true);
    expect(r.kind).toBe('reply');
  });

  it('is public only when asked', async () => {
    expect((await handleRuleCommand({ query: '100.3', public: true })).ephemeral).toBe(false);
    expect((await handleRuleCommand({ query: '100.3' })).ephemeral).toBe(true);
  });

  it('606.5 offers its 35 keywords in two pages of a subsection menu', async () => {
    const r = await handleRuleCommand({ query: '606.5' });
    const ids = checkComponents(r.components);
    const select = r.components[0]!.components[0]!;
    expect(select.type).toBe(ComponentType.StringSelect);
    if (select.type === ComponentType.StringSelect) expect(select.options).toHaveLength(25);
    const more = ids.find((id) => decodeRuleId(id)!.act === 'sub' && decodeRuleId(id)!.sub === 1)!;
    const next = await handleRuleComponent(more, [], 'en');
    const sel2 = next.components[0]!.components[0]!;
    if (sel2.type === ComponentType.StringSelect) expect(sel2.options.map((o) => o.value)).toEqual(book.entries.get('606.5')!.children.slice(25));
  });

  it('604.6 notes the dangling reference 504.5.4 and links its look-alike 503.5.4', async () => {
    const r = await handleRuleCommand({ query: '604.6', locale: 'th' });
    expect(r.embeds[0]!.fields!.map((f) => f.value)).toContain('ข้อ 504.5.4 ที่อ้างถึงไม่มีในกฎ น่าจะหมายถึง 503.5.4');
    const refs = checkComponents(r.components).map((id) => decodeRuleId(id)!).filter((c) => c.act === 'ref');
    expect(refs.map((c) => c.id)).toEqual(['503.5.4']);
  });

  it('cross-reference and parent buttons open their sections', async () => {
    const r = await handleRuleCommand({ query: '100.3' });
    const ids = checkComponents(r.components).map((id) => [id, decodeRuleId(id)!] as const);
    const ref = ids.find(([, c]) => c.act === 'ref' && c.id === '606.5.33')!;
    const opened = await handleRuleComponent(ref[0], [], 'en');
    expect(opened.embeds[0]!.title).toBe('606.5.33 UNLIMITED');
    expect(opened.kind).toBe('update');
    const up = ids.find(([, c]) => c.act === 'up')!;
    expect((await handleRuleComponent(up[0], [], 'en')).embeds[0]!.title).toBe('100 BASIC RULES');
  });
});

describe('paging', () => {
  it('pages a long section and joins back to the whole text, never splitting a grapheme', async () => {
    const body = sectionBody(book, book.entries.get('606')!);
    const pages = pagesOf(book, book.entries.get('606')!);
    expect(pages.length).toBeGreaterThan(3);
    expect(pages.join('').replace(/\s/g, '')).toBe(body.replace(/\s/g, ''));
    for (const p of pages.slice(1)) expect(COMBINING.test(p)).toBe(false);
  });

  it('cuts Thai text only at grapheme boundaries, at every page size', () => {
    for (const e of book.list.filter((x) => x.text.length > 150).slice(0, 80)) {
      for (const size of [37, 64, 101]) {
        const pages = paginate(e.text, size);
        for (const p of pages) expect(p.length).toBeLessThanOrEqual(size);
        for (const p of pages.slice(1)) expect(COMBINING.test(p), `${e.id} @${size}: ${p.slice(0, 10)}`).toBe(false);
        expect(pages.join('').replace(/\s/g, '')).toBe(e.text.replace(/\s/g, ''));
      }
    }
  });

  it('◀ ▶ buttons move between pages and stop at the ends', async () => {
    const r = await handleRuleCommand({ query: '606' });
    const next = checkComponents(r.components).find((id) => decodeRuleId(id)!.act === 'pg' && decodeRuleId(id)!.page === 1)!;
    const p2 = await handleRuleComponent(next, [], 'th');
    expect(p2.embeds[0]!.footer!.text).toMatch(/หน้า 2\/\d+/);
    expect(p2.embeds[0]!.description).toContain(pagesOf(book, book.entries.get('606')!)[1]!.slice(0, 50));
    const last = pagesOf(book, book.entries.get('606')!).length - 1;
    const end = await handleRuleComponent(encodeRuleId({ act: 'pg', version: book.docs.get('fadalgia-comprehensive')!.version, visibility: 'e', page: last, sub: 0, id: '606' }), [], 'en');
    const pageButtons = end.components.flatMap((row) => row.components)
      .filter((c) => c.type === ComponentType.Button && 'custom_id' in c && decodeRuleId(c.custom_id)!.act === 'pg');
    expect(pageButtons.map((c) => 'disabled' in c && c.disabled)).toEqual([false, true]);
    expect(end.embeds[0]!.footer!.text).toContain(`Page ${last + 1}/${last + 1}`);
  });
});

describe('autocomplete', () => {
  it('answers every question and partial input with ≤25 choices of ≤100 characters that resolve exactly', async () => {
    const inputs = ['', '6', '606.5.3', 'reinf', 'สุสาน', 'กองไ', ...QUESTIONS.map((q) => q.q)];
    for (const focused of inputs) {
      const choices = handleRuleAutocomplete({ focused, locale: 'th' });
      expect(choices.length).toBeLessThanOrEqual(25);
      for (const c of choices) {
        expect(c.name.length).toBeGreaterThan(0);
        expect(c.name.length).toBeLessThanOrEqual(100);
        expect(c.value.length).toBeLessThanOrEqual(100);
      }
      if (choices[0]) {
        const r = await handleRuleCommand({ query: choices[0].value });
        expect(r.embeds[0]!.title!.startsWith(book.entries.get(choices[0].value)!.number ?? '')).toBe(true);
      }
    }
    expect(handleRuleAutocomplete({ focused: '606.5.3' })[0]!.value).toBe('606.5.3');
    expect(handleRuleAutocomplete({ focused: 'reinf' }).map((c) => c.value)).toContain('606.5.29');
  });
});

describe('no empty replies', () => {
  it('an unknown section number shows the nearest section with a hint in Thai or English', async () => {
    const th = await handleRuleCommand({ query: '606.5.99', locale: 'th' });
    expect(th.embeds[0]!.description).toContain('ไม่มีข้อ 606.5.99 ในกฎ');
    const en = await handleRuleCommand({ query: '504.5.4', locale: 'en-US' });
    expect(en.embeds[0]!.description).toContain('There is no section 504.5.4');
    expect(en.embeds[0]!.title!.startsWith('503.5.4')).toBe(true);
  });

  it('a query matching nothing gets a hint in the user\'s language', async () => {
    const th = await handleRuleCommand({ query: 'qqqzzz', locale: 'th' });
    expect(th.embeds[0]!.description).toContain('ไม่พบข้อกฎที่ตรงกับ');
    const en = await handleRuleCommand({ query: 'qqqzzz', locale: 'en-GB' });
    expect(en.embeds[0]!.description).toContain('No rule matches');
  });

  it('a bad custom id gets a clear reply; a stale version shows the current text with a notice', async () => {
    for (const bad of ['rule:v1:pg:zz:e:0:0:606', 'rule:v2:pg:00000000:e:0:0:606', 'rule:v1:pg:00000000:e:0:0:DROP TABLE', 'x'.repeat(150)]) {
      const r = await handleRuleComponent(bad, [], 'th');
      expect(r.embeds[0]!.description).toBe('ปุ่มนี้ใช้ไม่ได้แล้ว ลองค้นใหม่ด้วย /rule');
    }
    const stale = await handleRuleComponent('rule:v1:ref:00000000:e:0:0:606.5.33', [], 'en');
    expect(stale.embeds[0]!.description).toContain('The rules were updated after this button was made');
    expect(stale.embeds[0]!.title).toBe('606.5.33 UNLIMITED');
    const gone = await handleRuleComponent('rule:v1:ref:00000000:e:0:0:606.5.77', [], 'en');
    expect(gone.embeds[0]!.description).toContain('Section 606.5.77 is not in the current rules any more');
    const badValue = await handleRuleComponent(encodeRuleId({ act: 'sel', version: '00000000', visibility: 'e', page: 0, sub: 0, id: '606' }), ['999.9'], 'en');
    expect(badValue.embeds[0]!.description).toContain('This button no longer works');
  });

  it('components of a public message answer privately instead of changing it for everyone', async () => {
    const r = await handleRuleCommand({ query: '606.5', public: true });
    const id = checkComponents(r.components)[0]!;
    expect(decodeRuleId(id)!.visibility).toBe('p');
    const answer = await handleRuleComponent(id, ['606.5.3'], 'en');
    expect(answer).toMatchObject({ kind: 'reply', ephemeral: true });
    expect(answer.embeds[0]!.title).toBe('606.5.3 Airborne');
  });
});

describe('quoteRuleButton', () => {
  it('304.3.1: builds a "Rule 304.3.1" button that opens the section privately', async () => {
    const b = quoteRuleButton('304.3.1', 'en')!;
    expect(b.label).toBe('Rule 304.3.1');
    expect(quoteRuleButton('304.3.1', 'th')!.label).toBe('ดูกฎ 304.3.1');
    const r = await handleRuleComponent(b.custom_id, [], 'en');
    expect(r).toMatchObject({ kind: 'reply', ephemeral: true });
    expect(r.embeds[0]!.title!.startsWith('304.3.1')).toBe(true);
    expect(quoteRuleButton('999.1')).toBeNull();
  });
});
