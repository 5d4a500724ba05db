/** Discord's limits as pure checks: each limit accepts its maximum and rejects one more. */
import { describe, expect, it } from 'vitest';
import { FormErrors } from '../../src/emulator/errors.js';
import { validateCommand } from '../../src/emulator/commands.js';
import { validateChoices, validateMessageBody, validateModal } from '../../src/emulator/limits.js';
import type { Json } from '../../src/emulator/types.js';

const select = (over: Json = {}, options = 2): Json => ({
  type: 1,
  components: [{ type: 3, custom_id: 's', options: Array.from({ length: options }, (_, i) => ({ label: `L${i}`, value: `v${i}` })), ...over }],
});
const errorsOf = (body: Json) => validateMessageBody(body, 0).tree;
const ok = (body: Json) => validateMessageBody(body, 0).empty;

describe('message limits', () => {
  it('select: 25 options pass, 26 fail', () => {
    expect(ok({ components: [select({}, 25)] })).toBe(true);
    expect(errorsOf({ components: [select({}, 26)] })).toMatchObject({ components: { 0: { components: { 0: { options: { _errors: [{ code: 'BASE_TYPE_BAD_LENGTH' }] } } } } } });
  });

  it('select: placeholder 150, min/max ≤ 25 and max ≤ options, option strings 100', () => {
    expect(ok({ components: [select({ placeholder: 'p'.repeat(150) })] })).toBe(true);
    expect(ok({ components: [select({ placeholder: 'p'.repeat(151) })] })).toBe(false);
    expect(ok({ components: [select({ max_values: 26 }, 25)] })).toBe(false);
    expect(ok({ components: [select({ max_values: 3 }, 2)] })).toBe(false);
    expect(ok({ components: [select({ min_values: 2, max_values: 1 })] })).toBe(false);
    const long = { type: 1, components: [{ type: 3, custom_id: 's', options: [{ label: 'l'.repeat(101), value: 'v' }] }] };
    expect(ok({ components: [long] })).toBe(false);
    const dupValues = { type: 1, components: [{ type: 3, custom_id: 's', options: [{ label: 'a', value: 'v' }, { label: 'b', value: 'v' }] }] };
    expect(ok({ components: [dupValues] })).toBe(false);
  });

  it('a select shares its row with nothing', () => {
    const row = { type: 1, components: [{ type: 3, custom_id: 's', options: [{ label: 'a', value: 'a' }] }, { type: 2, style: 1, label: 'b', custom_id: 'b' }] };
    expect(JSON.stringify(errorsOf({ components: [row] }))).toContain('COMPONENT_LAYOUT_WIDTH_EXCEEDED');
  });

  it('button: label 80, custom_id 1–100, link buttons have a url and no custom_id', () => {
    const btn = (b: Json) => ({ components: [{ type: 1, components: [{ type: 2, ...b }] }] });
    expect(ok(btn({ style: 1, label: 'l'.repeat(80), custom_id: 'c'.repeat(100) }))).toBe(true);
    expect(ok(btn({ style: 1, label: 'l'.repeat(81), custom_id: 'c' }))).toBe(false);
    expect(ok(btn({ style: 1, label: 'l', custom_id: '' }))).toBe(false);
    expect(ok(btn({ style: 5, label: 'l', url: 'https://example.com' }))).toBe(true);
    expect(ok(btn({ style: 5, label: 'l', url: 'https://example.com', custom_id: 'x' }))).toBe(false);
    expect(ok(btn({ style: 1, custom_id: 'x' }))).toBe(false);
  });

  it('embeds: 10 allowed, 11 not; fields 25; field name 256 and value 1024; footer 2048; author 256', () => {
    expect(ok({ embeds: Array.from({ length: 10 }, () => ({ title: 't' })) })).toBe(true);
    expect(ok({ embeds: Array.from({ length: 11 }, () => ({ title: 't' })) })).toBe(false);
    const fields = (n: number) => Array.from({ length: n }, () => ({ name: 'n', value: 'v' }));
    expect(ok({ embeds: [{ fields: fields(25) }] })).toBe(true);
    expect(ok({ embeds: [{ fields: fields(26) }] })).toBe(false);
    expect(ok({ embeds: [{ fields: [{ name: 'n'.repeat(257), value: 'v' }] }] })).toBe(false);
    expect(ok({ embeds: [{ fields: [{ name: 'n', value: 'v'.repeat(1025) }] }] })).toBe(false);
    expect(ok({ embeds: [{ fields: [{ name: 'n', value: 'v'.repeat(1024) }] }] })).toBe(true);
    expect(ok({ embeds: [{ footer: { text: 'f'.repeat(2049) } }] })).toBe(false);
    expect(ok({ embeds: [{ author: { name: 'a'.repeat(257) } }] })).toBe(false);
    expect(ok({ embeds: [{ description: 'd'.repeat(4097) }] })).toBe(false);
  });

  it('counts characters, not UTF-16 units: 2000 Thai characters with tone marks pass', () => {
    expect(ok({ content: 'ก่'.repeat(1000) })).toBe(true);
    expect(ok({ content: '😀'.repeat(2000) })).toBe(true);
    expect(ok({ content: '😀'.repeat(2001) })).toBe(false);
  });

  it('components v2: no content, at most 40 components', () => {
    const text = (n: number) => Array.from({ length: n }, (_, i) => ({ type: 10, content: `t${i}` }));
    expect(ok({ flags: 1 << 15, components: text(40) })).toBe(true);
    expect(ok({ flags: 1 << 15, components: text(41) })).toBe(false);
    expect(ok({ flags: 1 << 15, content: 'x', components: text(1) })).toBe(false);
  });

  it('ten files per message', () => {
    expect(validateMessageBody({ content: 'x' }, 10).empty).toBe(true);
    expect(validateMessageBody({ content: 'x' }, 11).empty).toBe(false);
  });
});

describe('modal and autocomplete limits', () => {
  const input = (over: Json = {}) => ({ type: 1, components: [{ type: 4, custom_id: `i${Math.random()}`, style: 1, label: 'L', ...over }] });
  it('modal: title 1–45, 1–5 rows, text input lengths ≤ 4000', () => {
    expect(validateModal({ custom_id: 'm', title: 't'.repeat(45), components: [input()] }).empty).toBe(true);
    expect(validateModal({ custom_id: 'm', title: 't'.repeat(46), components: [input()] }).empty).toBe(false);
    expect(validateModal({ custom_id: 'm', title: 't', components: [] }).empty).toBe(false);
    expect(validateModal({ custom_id: 'm', title: 't', components: Array.from({ length: 6 }, () => input()) }).empty).toBe(false);
    expect(validateModal({ custom_id: 'm', title: 't', components: [input({ max_length: 4001 })] }).empty).toBe(false);
    expect(validateModal({ custom_id: 'm', title: 't', components: [input({ label: 'l'.repeat(46) })] }).empty).toBe(false);
    expect(validateModal({ custom_id: 'm', title: 't', components: [input({ placeholder: 'p'.repeat(101) })] }).empty).toBe(false);
    const label = { type: 18, label: 'Deck', component: { type: 4, custom_id: 'deck', style: 2 } };
    expect(validateModal({ custom_id: 'm', title: 't', components: [label] }).empty).toBe(true);
  });

  it('autocomplete: 25 choices, name 1–100, value ≤ 100', () => {
    const choices = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `c${i}`, value: `${i}` }));
    expect(validateChoices({ choices: choices(25) }).empty).toBe(true);
    expect(validateChoices({ choices: choices(26) }).empty).toBe(false);
    expect(validateChoices({ choices: [{ name: '', value: 'v' }] }).empty).toBe(false);
    expect(validateChoices({ choices: [{ name: 'n', value: 'v'.repeat(101) }] }).empty).toBe(false);
    expect(validateChoices({ choices: [{ name: 'n', value: 3 }] }).empty).toBe(true);
  });
});

describe('command validation', () => {
  const check = (c: Json) => {
    const e = new FormErrors();
    validateCommand(e, c, []);
    return e;
  };
  it('accepts Thai names with vowel and tone marks, rejects spaces and capitals', () => {
    expect(check({ name: 'เริ่ม', description: 'd' }).empty).toBe(true);
    expect(check({ name: 'ดู-กระดาน', description: 'd' }).empty).toBe(true);
    expect(check({ name: 'two words', description: 'd' }).empty).toBe(false);
    expect(check({ name: 'Start', description: 'd' }).empty).toBe(false);
    expect(check({ name: 'x'.repeat(33), description: 'd' }).empty).toBe(false);
  });

  it('nesting: groups hold subcommands only; required options come first; no subcommand mixing', () => {
    const sub = { type: 1, name: 's', description: 'd' };
    expect(check({ name: 'c', description: 'd', options: [{ type: 2, name: 'g', description: 'd', options: [sub] }] }).empty).toBe(true);
    expect(check({ name: 'c', description: 'd', options: [{ type: 2, name: 'g', description: 'd', options: [{ type: 3, name: 'o', description: 'd' }] }] }).empty).toBe(false);
    expect(check({ name: 'c', description: 'd', options: [sub, { type: 3, name: 'o', description: 'd' }] }).empty).toBe(false);
    expect(check({ name: 'c', description: 'd', options: [{ type: 3, name: 'a', description: 'd' }, { type: 3, name: 'b', description: 'd', required: true }] }).empty).toBe(false);
    expect(check({ name: 'c', description: 'd', options: [{ type: 3, name: 'a', description: 'd', autocomplete: true, choices: [{ name: 'x', value: 'x' }] }] }).empty).toBe(false);
  });

  it('a command over 8000 characters in total is rejected', () => {
    const options = Array.from({ length: 25 }, (_, i) => ({
      type: 3, name: `o${i}`, description: 'd'.repeat(100),
      choices: Array.from({ length: 25 }, (_, j) => ({ name: 'n'.repeat(10), value: `${i}-${j}` })),
    }));
    expect(JSON.stringify(check({ name: 'c', description: 'd', options }).tree)).toContain('APPLICATION_COMMAND_TOO_LARGE');
  });
});
