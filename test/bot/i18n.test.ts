import { describe, expect, it } from 'vitest';
import { ALL_KEYS, langOf, t } from '../../src/bot/i18n.js';

describe('i18n', () => {
  it('picks Thai only for th locales', () => {
    expect(langOf('th')).toBe('th');
    expect(langOf('TH-th')).toBe('th');
    expect(langOf('en-US')).toBe('en');
    expect(langOf('ja')).toBe('en');
    expect(langOf(undefined)).toBe('en');
  });

  it('every string exists in both languages with the same placeholders', () => {
    for (const key of ALL_KEYS) {
      const th = t('th', key); const en = t('en', key);
      expect(th.length, key).toBeGreaterThan(0);
      expect(en.length, key).toBeGreaterThan(0);
      const vars = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(vars(th), key).toEqual(vars(en));
    }
  });

  it('fills placeholders', () => {
    expect(t('en', 'err.rule', { message: 'No', rule: '304.3.1' })).toBe('Not allowed: No (rule 304.3.1)');
    expect(t('th', 'err.rule', { message: 'ไม่', rule: '304.3.1' })).toContain('กฎข้อ 304.3.1');
  });
});
