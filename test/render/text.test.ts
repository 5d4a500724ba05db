import { describe, expect, it } from 'vitest';
import { measure } from '../../src/render/font/font-set.js';
import { fitText, sanitize, wrapText } from '../../src/render/text.js';

const graphemes = (s: string): string[] => [...new Intl.Segmenter('th', { granularity: 'grapheme' }).segment(s)].map((g) => g.segment);

describe('label shaping', () => {
  it('cuts long Thai labels at grapheme boundaries, never between a consonant and its marks', () => {
    const name = 'ดาบศักดิ์สิทธิ์แห่งไฟนิรันดร์กาล';
    for (let w = 40; w < 300; w += 7) {
      const cut = fitText(name, 20, 700, w);
      expect(measure(cut, 20, 700)).toBeLessThanOrEqual(w + 0.01);
      const kept = cut.replace(/…$/, '');
      const whole = graphemes(name);
      const parts = graphemes(kept);
      expect(parts).toEqual(whole.slice(0, parts.length));
    }
  });

  it('wraps Thai at word boundaries within the width and line count', () => {
    const text = 'เมื่อการ์ดใบนี้ลงสนาม จั่วการ์ด 1 ใบ จากนั้นเลือก Unit ฝ่ายตรงข้าม 1 ใบ ได้รับ AT -1 จนจบเทิร์น';
    const lines = wrapText(text, 16, 400, 180, 10);
    expect(lines.join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
    for (const l of lines) expect(measure(l, 16, 400)).toBeLessThanOrEqual(180.01);
    const short = wrapText(text, 16, 400, 180, 2);
    expect(short).toHaveLength(2);
    expect(short[1]?.endsWith('…')).toBe(true);
  });

  it('keeps a rule reference in brackets together', () => {
    const lines = wrapText('Nattaya ลงพรายลมกรด (502.2.2)', 18, 400, 250, 3);
    expect(lines.some((l) => l.includes('(502.2.2)'))).toBe(true);
  });

  it('drops characters the bundled font lacks', () => {
    expect(sanitize('Nattaya ⚔️ 🐉 漢字')).toBe('Nattaya');
    expect(sanitize('สมชาย  ใจดี')).toBe('สมชาย ใจดี');
  });
});
