/**
 * Two bot processes on one shard (a rolling deploy, or a second instance started by mistake): the emulator
 * delivers every interaction to both. Exactly one answers each; the loser of the acknowledgement race logs
 * no error and makes no second reply; a match played this way advances once per click.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { Writable } from 'node:stream';
import { IDS, startHarness, type Harness } from './support/harness.js';
import { challenge, Driver } from './support/driver.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import { formatDeckList } from '../../src/engine/index.js';

type Line = { level: number; msg: string; code?: number };
let h: Harness;
const logs: Line[][] = [[], []];

function capture(into: Line[]) {
  const stream = new Writable({ write(chunk, _enc, cb) { for (const l of String(chunk).split('\n')) if (l) into.push(JSON.parse(l) as Line); cb(); } });
  return pino({ level: 'debug' }, stream);
}

beforeAll(async () => {
  h = await startHarness();
  await h.startBot({ log: capture(logs[0]!) });
  await h.startBot({ log: capture(logs[1]!) });
  await h.emu.waitFor(() => h.emu.gateway.connected >= 2 || undefined);
});
afterAll(async () => { await h?.close(); });

describe('two bot processes receiving every interaction', () => {
  it('each interaction is answered once; the loser logs no error and sends no second reply; a match advances once per click', { timeout: 120_000 }, async () => {
    const start = h.emu.requests.length;
    const text = formatDeckList(realEngine.precons().find((p) => p.id === 'starter-flame')!.deck as never, 'en');
    const saved = await (await h.emu.slash(IDS.alice, IDS.channel, 'deck import', { name: 'Twin', list: text, format: 'starter-c' })).settled();
    expect(String(saved?.content)).toMatch(/Saved deck "Twin"/);
    const opened = await h.emu.slash(IDS.alice, IDS.channel, 'deck import', { name: 'Twin 2' });
    await (await h.emu.submitModal(IDS.alice, (opened.modal as { custom_id: string }).custom_id, { name: 'Twin 2', list: text })).settled();
    expect(String((await (await h.emu.slash(IDS.alice, IDS.channel, 'deck list')).settled())?.content)).toMatch(/Twin[\s\S]*Twin 2/);
    const choices = await h.emu.autocomplete(IDS.alice, IDS.channel, 'deck show', { name: 'twi' }, 'name');
    expect(choices.map((c) => c.value)).toEqual(['Twin', 'Twin 2']);
    const bad = await (await h.emu.slash(IDS.alice, IDS.channel, 'deck import', { name: 'Bad', list: '4 No Such Card' })).settled();
    expect(String(bad?.content)).toMatch(/Could not read the deck list/);

    const game = await challenge(h.emu, h.kv, { deckB: 'Twin' });
    const d = new Driver(h.emu, h.store, game);
    for (let k = 0; k < 6; k++) {
      const before = (await d.load()).snap.version;
      if (!(await d.step())) break;
      // One click, one version: the second process never applies the same click again.
      expect((await d.load()).snap.version).toBe(before + 1);
    }
    expect(d.steps).toBeGreaterThan(0);
    await (await h.emu.slash(IDS.alice, game.thread, 'match board')).settled();
    await (await h.emu.slash(IDS.alice, IDS.channel, 'rule', { query: '101' })).settled();

    // Both processes took part, and neither logged an error.
    const errors = logs.flat().filter((l) => l.level >= 50);
    expect(errors).toEqual([]);
    const lost = logs.map((ls) => ls.filter((l) => l.msg === 'interaction answered elsewhere or expired').length);
    expect(lost[0]! + lost[1]!).toBeGreaterThan(0);

    // Per interaction: one successful acknowledgement, at most one refused one (the loser's), nothing more.
    const callbacks = new Map<string, { ok: number; refused: number }>();
    for (const r of h.emu.requests.slice(start)) {
      const m = /^\/interactions\/(\d+)\/[^/]+\/callback/.exec(r.path);
      if (!m) continue;
      const c = callbacks.get(m[1]!) ?? { ok: 0, refused: 0 };
      if (r.status < 300) c.ok++; else c.refused++;
      callbacks.set(m[1]!, c);
    }
    expect(callbacks.size).toBeGreaterThan(10);
    for (const [id, c] of callbacks) {
      expect(c.ok, id).toBe(1);
      expect(c.refused, id).toBeLessThanOrEqual(1);
    }
  });
});
