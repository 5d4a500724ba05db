/** The embedded rulings store: the behaviour of the shared rulings suite, plus survival across a reopen. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EmbeddedRulingsStore } from '../../src/store/embedded/rulings.js';
import type { RulingFields } from '../../src/rules/rulings/types.js';

const dir = mkdtempSync(join(tmpdir(), 'sanam-rulings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fields = (over: Partial<RulingFields> = {}): RulingFields => ({
  question: 'Reinforce ตีใส่ยูนิตที่เป็น DF Mode ได้ไหม', answer: 'ไม่ได้', sections: ['606.5.29.2'], cards: ['Knight Captain'], ...over,
});

describe('embedded rulings store', () => {
  it('adds, edits by version, retires and keeps history and the judge role across a reopen', async () => {
    const a = new EmbeddedRulingsStore(dir);
    await a.add('g1', fields(), 'u1', 1000);
    await a.add('g1', fields({ question: 'second', sections: ['609.7.2'] }), 'u1', 1001);
    const results = await Promise.all([a.edit('g1', 1, fields({ answer: 'A' }), 'u2', 2, 1), a.edit('g1', 1, fields({ answer: 'B' }), 'u3', 2, 1)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await a.retire('g1', 2, 'u2', 3000, 'errata')).toMatchObject({ ok: true, ruling: { status: 'retired', version: 2 } });
    expect(await a.retire('g1', 2, 'u2', 3001)).toEqual({ ok: false, reason: 'retired' });
    expect(await a.edit('g1', 9, fields(), 'u2', 1, 1)).toEqual({ ok: false, reason: 'not-found' });
    await a.setJudgeRole('g1', '111111111111111111');
    await a.close();

    const b = new EmbeddedRulingsStore(dir);
    expect((await b.list('g1')).map((r) => r.id)).toEqual([1]);
    expect((await b.list('g1', { includeRetired: true })).map((r) => r.id)).toEqual([1, 2]);
    expect((await b.history('g1', 2)).map((h) => [h.version, h.action, h.reason])).toEqual([[1, 'add', undefined], [2, 'retire', 'errata']]);
    expect((await b.bySection('g1', '606.5.29.2')).map((r) => r.version)).toEqual([2]);
    expect(await b.getSettings('g1')).toEqual({ judgeRoleId: '111111111111111111' });
    expect(await b.getSettings('g2')).toEqual({ judgeRoleId: null });
    expect((await b.add('g1', fields(), 'u1', 4000)).id).toBe(3);
    await b.close();
  });
});
