import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ComponentType } from 'discord.js';
import type { Prompt, PromptOption } from '../../src/engine/core/api-types.js';
import { numberModal, promptRows, publicOptions, resolveAnswer, type Row } from '../../src/bot/prompt-components.js';
import { parseCustomId } from '../../src/bot/custom-id.js';
import { fcSeed } from '../support/seed.js';

const opt = (i: number, extra: Partial<PromptOption> = {}): PromptOption => ({ id: `opt${i}`, label: { th: `ตัวเลือก ${i}`, en: `Option ${i}` }, ...extra });
const prompt = (n: number, min = 1, max = 1, kind: Prompt['kind'] = 'priority'): Prompt => ({
  promptId: 'p7', seat: 0, kind, label: { th: 'เลือก', en: 'Choose' }, options: Array.from({ length: n }, (_, i) => opt(i)), min, max,
});
const base = { matchId: 'abcdef123456', version: 3, lang: 'en' as const, rows: 5 };

/** Checks Discord's structural limits on a set of rows. */
function assertDiscordLimits(rows: Row[]) {
  expect(rows.length).toBeLessThanOrEqual(5);
  const ids = new Set<string>();
  for (const row of rows) {
    expect(row.components.length).toBeGreaterThan(0);
    const selects = row.components.filter((c) => c.type === ComponentType.StringSelect);
    if (selects.length) expect(row.components.length).toBe(1);
    else expect(row.components.length).toBeLessThanOrEqual(5);
    for (const c of row.components) {
      const id = (c as { custom_id: string }).custom_id;
      expect(id.length).toBeLessThanOrEqual(100);
      expect(parseCustomId(id)).not.toBeNull();
      expect(ids.has(id)).toBe(false);
      ids.add(id);
      if (c.type === ComponentType.Button) expect(((c as { label?: string }).label ?? '').length).toBeLessThanOrEqual(80);
      if (c.type === ComponentType.StringSelect) {
        expect(c.options.length).toBeLessThanOrEqual(25);
        expect(c.max_values!).toBeLessThanOrEqual(c.options.length);
        expect(c.min_values!).toBeLessThanOrEqual(c.max_values!);
        for (const o of c.options) expect(o.label.length).toBeLessThanOrEqual(100);
      }
    }
  }
}

describe('prompt → components', () => {
  it('a small single choice becomes buttons, five to a row', () => {
    const rows = promptRows({ ...base, prompt: prompt(7) });
    expect(rows).toHaveLength(2);
    expect(rows[0]!.components).toHaveLength(5);
    expect(rows.flatMap((r) => r.components).every((c) => c.type === ComponentType.Button)).toBe(true);
    const first = parseCustomId((rows[0]!.components[0] as { custom_id: string }).custom_id);
    // The prompt is named by its kind and seat (public), never by the engine's prompt counter (match/autopass/click-ref.ts).
    expect(first).toEqual({ kind: 'answer', matchId: 'abcdef123456', version: 3, promptRef: 'priority.0', choice: { kind: 'option', index: 0 } });
  });

  it('an optional single choice adds a "choose none" button', () => {
    const rows = promptRows({ ...base, prompt: prompt(2, 0, 1) });
    const ids = rows.flatMap((r) => r.components).map((c) => parseCustomId((c as { custom_id: string }).custom_id));
    expect(ids.at(-1)).toMatchObject({ choice: { kind: 'none' } });
  });

  it('too many single-choice options for the rows become select menus', () => {
    const rows = promptRows({ ...base, rows: 2, prompt: prompt(30) });
    expect(rows.every((r) => r.components[0]!.type === ComponentType.StringSelect)).toBe(true);
    expect(rows).toHaveLength(2);
  });

  it('a multi-choice is one select menu with min/max values', () => {
    const rows = promptRows({ ...base, prompt: prompt(6, 2, 3) });
    expect(rows).toHaveLength(1);
    const sel = rows[0]!.components[0]!;
    expect(sel).toMatchObject({ type: ComponentType.StringSelect, min_values: 2, max_values: 3 });
  });

  it('more options than fit are paged, and the page shows the options of that page', () => {
    const p = prompt(60, 1, 2);
    const page0 = promptRows({ ...base, prompt: p });
    const page2 = promptRows({ ...base, prompt: p, page: 2 });
    assertDiscordLimits(page0); assertDiscordLimits(page2);
    const values = (rows: Row[]) => rows.flatMap((r) => r.components).flatMap((c) => (c.type === ComponentType.StringSelect ? c.options.map((o) => o.value) : []));
    expect(values(page0)).toEqual(Array.from({ length: 25 }, (_, i) => String(i)));
    expect(values(page2)).toEqual(Array.from({ length: 10 }, (_, i) => String(50 + i)));
  });

  it('a number prompt is a button that opens a modal', () => {
    const p = { ...prompt(0, 0, 9, 'number') };
    const rows = promptRows({ ...base, prompt: p });
    expect(parseCustomId((rows[0]!.components[0] as { custom_id: string }).custom_id)).toMatchObject({ choice: { kind: 'open-number' } });
    const modal = numberModal('abcdef123456', 3, 'p7', 'th', { min: 0, max: 9 });
    expect(modal.title.length).toBeLessThanOrEqual(45);
    expect(parseCustomId(modal.custom_id)).toMatchObject({ choice: { kind: 'number' } });
  });

  it('stays within Discord limits for any prompt shape', () => {
    fc.assert(fc.property(fc.nat(120), fc.nat(5), fc.nat(5), fc.integer({ min: 1, max: 5 }), fc.nat(6), fc.string({ maxLength: 200 }),
      (n, min, extraMax, rowsAvail, page, label) => {
        const p = prompt(n, Math.min(min, n), Math.min(n, min + extraMax));
        p.options.forEach((o) => { o.label = { th: label + o.label.th, en: label + o.label.en }; });
        assertDiscordLimits(promptRows({ ...base, rows: rowsAvail, prompt: p, page }));
      }), fcSeed('prompt-components:limits'));
  });

  it('resolves clicks into actions for the authenticated seat only', () => {
    const p = prompt(4, 1, 2);
    expect(resolveAnswer(p, 1, { kind: 'option', index: 2 })).toEqual({ ok: true, action: { type: 'answer', seat: 1, promptId: 'p7', choice: ['opt2'] } });
    expect(resolveAnswer(p, 0, { kind: 'select', chunk: 0 }, { values: ['3', '1'] })).toEqual({ ok: true, action: { type: 'answer', seat: 0, promptId: 'p7', choice: ['opt3', 'opt1'] } });
    expect(resolveAnswer(p, 0, { kind: 'option', index: 9 })).toEqual({ ok: false, reason: 'bad-choice' });
    expect(resolveAnswer(p, 0, { kind: 'select', chunk: 0 }, { values: ['1', '1'] })).toEqual({ ok: false, reason: 'bad-choice' });
    expect(resolveAnswer(p, 0, { kind: 'select', chunk: 0 }, { values: ['0', '1', '2'] })).toEqual({ ok: false, reason: 'bad-choice' });
    expect(resolveAnswer(p, 0, { kind: 'none' })).toEqual({ ok: false, reason: 'bad-choice' });
  });

  it('101.6 a number answer must be a non-negative integer within the prompt range', () => {
    const p = prompt(0, 0, 5, 'number');
    expect(resolveAnswer(p, 0, { kind: 'number' }, { number: ' 3 ' })).toEqual({ ok: true, action: { type: 'answer-number', seat: 0, promptId: 'p7', value: 3 } });
    for (const bad of ['-1', '6', '2.5', 'abc', '', '1e3']) expect(resolveAnswer(p, 0, { kind: 'number' }, { number: bad }), bad).toEqual({ ok: false, reason: 'bad-number' });
  });

  it('the public board shows only options the engine marked public; unmarked ones stay private', () => {
    const p: Prompt = { ...prompt(0), options: [
      { id: 'pass', label: { th: 'ผ่าน', en: 'Pass' }, group: 'pass', visibility: 'public' },
      { id: 'cast:h1', label: { th: 'ร่าย Flame Dragon', en: 'Cast Flame Dragon' }, objectId: 'h1', visibility: 'private' },
      { id: 'atk:u1', label: { th: 'โจมตีด้วย Flame Dragon', en: 'Attack with Flame Dragon' }, objectId: 'u1', visibility: 'public' },
      { id: 'odd', label: { th: 'อะไรสักอย่าง', en: 'Something' } },
    ] };
    // The hand holds another Flame Dragon: the public attack option naming it must stay (no name matching).
    expect(publicOptions(p).map((o) => o.option.id)).toEqual(['pass', 'atk:u1']);
    expect(publicOptions({ ...p, kind: 'discard' })).toEqual([]);
  });

  it('two prompts that differ only in hidden options give identical public components', () => {
    const publicOpt = fc.record({
      name: fc.constantFrom('Flame Dragon', 'Tide Knight', 'Ember'),
      group: fc.constantFrom('attack', 'activate', 'pass', 'stream'),
    });
    const hiddenOpt = fc.record({ name: fc.constantFrom('Flame Dragon', 'Tide Knight', 'Ember', 'Fireball'), group: fc.constantFrom('cast', 'stream', 'activate') });
    fc.assert(fc.property(fc.array(publicOpt, { maxLength: 12 }), fc.array(hiddenOpt, { maxLength: 20 }), fc.array(hiddenOpt, { maxLength: 20 }), fc.nat(1000),
      (pub, hiddenA, hiddenB, seed) => {
        const build = (hidden: typeof hiddenA): Prompt => {
          // Public options keep their relative order; hidden ones are interleaved anywhere (their indices differ too).
          const pubOpts: PromptOption[] = pub.map((o, i) => ({ id: `${o.group}:u${i}`, label: { th: o.name, en: `${o.group} ${o.name}` }, objectId: `u${i}`, group: o.group, visibility: 'public' }));
          const hidOpts: PromptOption[] = hidden.map((o, i) => ({ id: `${o.group}:h${i}`, label: { th: o.name, en: `${o.group} ${o.name}` }, objectId: `h${i}`, group: o.group, visibility: 'private' }));
          const all: PromptOption[] = [];
          let h = 0;
          pubOpts.forEach((o, i) => { while (h < hidOpts.length && (seed + i + h) % 3 === 0) all.push(hidOpts[h++]!); all.push(o); });
          all.push(...hidOpts.slice(h));
          return { promptId: 'p7', seat: 0, kind: 'priority', label: { th: 'เลือก', en: 'Choose' }, options: all, min: 1, max: 1 };
        };
        // Compared raw, custom ids included: an option's index among all options would count the hidden ones.
        const a = build(hiddenA), b = build(hiddenB);
        const rowsA = promptRows({ ...base, prompt: a, rows: 4, publicBoard: true });
        expect(rowsA).toEqual(promptRows({ ...base, prompt: b, rows: 4, publicBoard: true }));
        // ...and every public component still answers the option it shows.
        for (const c of rowsA.flatMap((r) => r.components)) {
          const id = parseCustomId((c as { custom_id: string }).custom_id);
          if (id?.kind !== 'answer' || id.choice.kind !== 'option') continue;
          const r = resolveAnswer(a, 0, id.choice);
          const chosen = r.ok && r.action.type === 'answer' ? r.action.choice[0] : undefined;
          expect(a.options.find((o) => o.id === chosen)?.visibility).toBe('public');
        }
      }), fcSeed('prompt-components:hidden'));
  });
});
