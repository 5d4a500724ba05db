/**
 * The publisher's building blocks (issues 34 and 35): a "latest version wins" loop runs once more after any
 * number of requests made during a run, never twice at once for one key, and keys do not wait for each other;
 * views are built once per match version (state) and viewer and shared; the board loop waits for the thread's
 * edit bucket, as Discord's headers on its own edits describe it, before it builds the next edit.
 */
import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { LatestWins } from '../../src/bot/latest-wins.js';
import { shareViews } from '../../src/bot/shared-views.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import type { EnginePort } from '../../src/match/engine-port.js';
import { seedHexFor } from '../support/seed.js';
import { EventEmitter } from 'node:events';
import { RESTEvents, type REST } from 'discord.js';
import { EditBudget } from '../../src/bot/edit-budget.js';

const log = pino({ level: 'silent' });
const gate = () => { let open!: () => void; const p = new Promise<void>((r) => { open = r; }); return { p, open }; };

describe('latest wins, per key', () => {
  it('requests made while a run is in flight coalesce into one more run, which resolves them all', async () => {
    const loops = new LatestWins(log, 'test');
    let version = 1;
    const seen: number[] = [];
    let running = 0;
    let first = gate();
    const run = async () => {
      running++;
      expect(running).toBe(1);
      const v = version;
      await first.p;
      seen.push(v);
      running--;
    };
    const a = loops.request('m', run);
    version = 2; const b = loops.request('m', run);
    version = 3; const c = loops.request('m', run);
    first.open();
    await Promise.all([a, b, c]);
    // The first run showed 1; the requests during it made exactly one more run, which read the newest (3).
    expect(seen).toEqual([1, 3]);
    expect(loops.active()).toBe(0);
    first = gate();
    first.open();
    await loops.request('m', run);
    expect(seen).toEqual([1, 3, 3]);
  });

  it('a held key does not hold another, and a failed run still resolves its requests', async () => {
    const loops = new LatestWins(log, 'test');
    const held = gate();
    const slow = loops.request('board', () => held.p);
    await loops.request('panel', async () => { throw new Error('webhook gone'); });
    let done = false;
    void slow.then(() => { done = true; });
    await new Promise((r) => setTimeout(r, 10));
    expect(done).toBe(false);
    held.open();
    await slow;
  });
});

describe('shared views (issue 34)', () => {
  it('builds each view once per state and shares it; with several wanted, the three are built together (viewsFor)', () => {
    let singles = 0;
    let sets = 0;
    const counting: EnginePort = {
      ...realEngine,
      viewFor: (s, v) => { singles++; return realEngine.viewFor(s, v); },
      viewsFor: (s) => { sets++; return realEngine.viewsFor!(s); },
    };
    const engine = shareViews(counting);
    const p = realEngine.precons();
    const setup = (id: string) => ({ matchId: id, game: 'fadalgia', format: 'standard', seed: seedHexFor(`shared-views:${id}`), seats: [{ name: 'A', deck: p[0]!.deck }, { name: 'B', deck: p[1]!.deck }] as [{ name: string; deck: unknown }, { name: string; deck: unknown }], challenger: 0 as const });
    const s1 = realEngine.createMatch(setup('aaaaaaaaaaaa'));
    const s2 = realEngine.createMatch(setup('bbbbbbbbbbbb'));
    // A board alone: the spectator view, built once.
    engine.prepare(s1, false);
    const spectator = engine.viewFor(s1, 'spectator');
    expect(engine.viewFor(s1, 'spectator')).toBe(spectator);
    expect([sets, singles]).toEqual([0, 1]);
    expect(engine.viewFor(s1, 0)).toBe(engine.viewFor(s1, 0));
    expect(engine.viewFor(s1, 1)).not.toBe(engine.viewFor(s1, 0));
    expect([sets, singles]).toEqual([0, 3]);
    // A board with hand panels: the three together, once; a view handed out before keeps its identity.
    engine.prepare(s2, true);
    engine.prepare(s2, true);
    expect([sets, singles]).toEqual([1, 3]);
    expect(engine.viewFor(s2, 0)).toBe(engine.viewsFor!(s2)[0]);
    expect(engine.viewFor(s2, 'spectator')).toBe(engine.viewsFor!(s2).spectator);
    expect(engine.viewsFor!(s1).spectator).not.toBe(spectator);
    expect(engine.viewFor(s1, 'spectator')).toBe(spectator);
    expect([sets, singles]).toEqual([2, 3]);
    // The views are the engine's own, equal to viewFor's; everything else is the engine's own too.
    for (const v of [0, 1, 'spectator'] as const) expect(engine.viewFor(s2, v)).toEqual(realEngine.viewFor(s2, v));
    expect(engine.currentPrompt(s1)).toEqual(realEngine.currentPrompt(s1));
  });

  it('without viewsFor, several wanted still builds each view once, one by one', () => {
    let builds = 0;
    const { viewsFor: _all, viewsJson: _json, ...one } = realEngine;
    const engine = shareViews({ ...one, viewFor: (s, v) => { builds++; return realEngine.viewFor(s, v); } });
    const s1 = realEngine.createMatch({ matchId: 'cccccccccccc', game: 'fadalgia', format: 'standard', seed: seedHexFor('shared-views:c'), seats: [{ name: 'A', deck: realEngine.precons()[0]!.deck }, { name: 'B', deck: realEngine.precons()[1]!.deck }], challenger: 0 });
    engine.prepare(s1, true);
    expect(engine.viewFor(s1, 'spectator')).toBe(engine.viewFor(s1, 'spectator'));
    expect(engine.viewFor(s1, 0)).not.toBe(engine.viewFor(s1, 'spectator'));
    expect(builds).toBe(2);
  });
});

describe('edit budget from the X-RateLimit-* headers (issue 35)', () => {
  const response = (rest: EventEmitter, method: string, path: string, remaining: number, after: number) =>
    rest.emit(RESTEvents.Response, { method, path }, { headers: new Headers({ 'x-ratelimit-remaining': String(remaining), 'x-ratelimit-reset-after': String(after) }) });

  it('after an edit that spent the thread\'s bucket, waits until it resets; other channels and routes are not held', async () => {
    const rest = new EventEmitter();
    const budget = new EditBudget(rest as unknown as REST);
    response(rest, 'PATCH', '/channels/111/messages/222', 0, 0.15);
    response(rest, 'POST', '/channels/333/messages', 0, 5);
    response(rest, 'PATCH', '/webhooks/1/tok/messages/@original', 0, 5);
    expect(await budget.wait('333')).toBe(false);
    expect(await budget.wait('111')).toBe(true);
    // A bucket with room left does not wait.
    response(rest, 'PATCH', '/channels/111/messages/222', 2, 3);
    expect(await budget.wait('111')).toBe(false);
  });
});
