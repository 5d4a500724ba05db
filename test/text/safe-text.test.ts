import { describe, expect, it } from 'vitest';
import { cleanText, forCodeBlock, forMessage } from '../../src/safe-text.js';

const BIDI = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c'];
const INVISIBLE = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u180e', '\u3164', '\u{e0041}', '\u0007'];

describe('user text made safe (issue 27)', () => {
  it('removes every bidi control and invisible character, and keeps Thai and emoji', () => {
    const hostile = `${BIDI.join('')}เด็ค${INVISIBLE.join('')}ไฟ 🔥 exe.txt`;
    expect(cleanText(hostile)).toBe('เด็คไฟ 🔥 exe.txt');
  });

  it('folds new lines and runs of spaces, and cuts 5,000 characters to the limit without splitting a code point', () => {
    expect(cleanText('a\n\n\tb   c')).toBe('a b c');
    const long = '🔥'.repeat(5_000);
    const out = cleanText(long, 40);
    expect([...out]).toHaveLength(40);
    expect(out.endsWith('…')).toBe(true);
    expect(out).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });

  it('defuses mentions and markdown for a message, and shows them as typed', () => {
    const out = forMessage('@everyone @here <@123> <@&456> <#789> **bold** __u__ ~~s~~ ||spoiler|| `code` [x](https://e.vil) # h > q', 500);
    expect(out).not.toMatch(/@everyone|@here/);
    expect(out).toContain('@\u200beveryone');
    expect(out).not.toMatch(/(^|[^\\])<[@#]/);
    expect(out).toContain('\\*\\*bold\\*\\*');
    expect(out).toContain('\\|\\|spoiler\\|\\|');
    expect(out).toContain('\\[x\\](https://e.vil)');
    expect(forMessage('# heading')).toBe('\\# heading');
    expect(forMessage('precon:starter-flame')).toBe('precon:starter-flame');
    // What a reader sees once Discord has removed the escapes is what was typed.
    expect(out.replace(/\\(.)/g, '$1').replaceAll('\u200b', '')).toBe('@everyone @here <@123> <@&456> <#789> **bold** __u__ ~~s~~ ||spoiler|| `code` [x](https://e.vil) # h > q');
  });

  it('a name inside a code block cannot close it: backticks become a look-alike that closes nothing', () => {
    const shown = forCodeBlock('```\n@everyone **x** ``` tail');
    expect(shown).not.toContain('`');
    expect(shown).toBe('\u02cb\u02cb\u02cb\n@everyone **x** \u02cb\u02cb\u02cb tail');
  });
});
