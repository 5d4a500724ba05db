/** The standings image and text table: every row drawn, Thai names whole (marks included) and within their column. */
import { describe, expect, it } from 'vitest';
import { layoutStandings, renderStandings } from '../../src/render/layout/standings.js';
import { standingsTable, graphemes } from '../../src/league/table.js';
import { standings } from '../../src/league/standings.js';
import { league, m, round, uid } from './fixtures.js';

function sample() {
  const l = league(4);
  const names = ['ผู้เล่นที่หนึ่ง', 'Alice', 'กิ่งแก้ว น้ำใจดี', 'Bob'];
  l.players.forEach((p, i) => { p.name = names[i]!; });
  l.players[3]!.droppedAfter = 1;
  l.roundList = [round(1, [m(uid(1), uid(2), 2, 1), m(uid(3), uid(4), 2, 0)])];
  return standings(l);
}

describe('standings output', () => {
  it('the image draws every row, Thai names whole and inside the name column', async () => {
    const rows = sample();
    const list = layoutStandings('ตารางคะแนน', rows, 'th');
    const texts = list.ops.filter((o) => o.kind === 'text') as Array<{ text: string; x: number; width: number }>;
    for (const r of rows) expect(texts.some((t) => t.text.startsWith(r.name))).toBe(true);
    for (const t of texts.filter((x) => x.x === 76)) expect(t.width).toBeLessThanOrEqual(380);
    const png = await renderStandings('ตารางคะแนน', rows, 'th');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });

  it('the text table pads by grapheme: "ผู้" is one column, not three code units', () => {
    expect(graphemes('ผู้')).toBe(1);
    const table = standingsTable(sample(), { dropped: 'dropped', dq: 'dq' });
    const lines = table.split('\n');
    const wldEnd = (x: string) => { const r = /\d+-\d+-\d+|W-L-D/.exec(x)!; return r.index + r[0].length; };
    const pts = lines.map((x) => graphemes(x.slice(0, wldEnd(x))));
    expect(new Set(lines.map((x) => wldEnd(x))).size).toBeGreaterThan(1);
    expect(new Set(pts).size).toBe(1);
    expect(table).toContain('Bob (dropped)');
  });
});
