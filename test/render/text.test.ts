import { describe, expect, it } from 'vitest';
import { measure } from '../../src/render/font/font-set.js';
import { fitText, sanitize, textMemoSizes, wrapText } from '../../src/render/text.js';
import { layoutBoard } from '../../src/render/index.js';
import { boardStates } from './states.js';

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

describe('remembered fitting and wrapping', () => {
  it('gives a remembered label exactly as first computed, and a caller changing the lines changes nothing kept', () => {
    const text = 'เมื่อการ์ดใบนี้ลงสนาม จั่วการ์ด 1 ใบ remembered-test';
    const first = wrapText(text, 15, 400, 150, 3);
    const copy = [...first];
    first.push('แก้');
    first[0] = 'x';
    expect(wrapText(text, 15, 400, 150, 3)).toEqual(copy);
    expect(fitText(text, 15, 700, 90)).toBe(fitText(text, 15, 700, 90));
    // Another width is another entry, not the remembered one.
    expect(wrapText(text, 15, 400, 400, 3)).not.toEqual(copy);
  });

  it('lays a board out the same with every label remembered as with none', () => {
    // No board was laid out before in this file (vitest gives each file its own modules): the first layout of
    // each computes its labels, the second finds every one remembered.
    for (const [name, make] of Object.entries(boardStates)) {
      const cold = JSON.stringify(layoutBoard(make()).ops);
      expect(JSON.stringify(layoutBoard(make()).ops), name).toBe(cold);
    }
  });

  it('stays bounded', () => {
    for (let i = 0; i < 5000; i++) {
      fitText(`ป้าย ${i}`, 14, 400, 60);
      wrapText(`ข้อความ ${i}`, 14, 400, 60, 2);
    }
    expect(textMemoSizes().fitted).toBeLessThanOrEqual(4096);
    expect(textMemoSizes().wrapped).toBeLessThanOrEqual(4096);
    expect(textMemoSizes().fitted).toBeGreaterThan(4000);
  });
});
