/**
 * Views and their JSON kept from one version to the next (issue 34): view.ts reuses a part of the views
 * (a unit, a Mana card, a list) that did not change since the match's last views, frozen, and view-json.ts
 * reuses a part's text while the part walks the same. Whatever order states come in (several matches
 * interleaved, a version shown again after later ones, a state edited in place), the text is JSON.stringify's
 * of the view, byte for byte, and a seat's hidden cards show in its own view only.
 */
import { describe, expect, it } from 'vitest';
import { apply, createMatch, currentPrompt, isRuleError, legalActions, PRECONS, result, viewFor, viewsFor, viewsJson, type MatchState } from './helpers/fadalgia-api.js';
import { viewJson } from '../../src/engine/games/fadalgia/view-json.js';
import type { FadalgiaView } from '../../src/engine/index.js';
import { pickRandom, prng, seedHex } from './helpers/random-player.js';

const VIEWERS = [0, 1, 'spectator'] as const;

/** Every state of a seeded random game, in order. */
function playout(format: 'standard' | 'starter-c', i: number, matchId = `memo-${format}-${i}`): MatchState[] {
  const decks = PRECONS.filter((p) => p.format === format);
  const created = createMatch({ matchId, game: 'fadalgia', format, seed: seedHex(i + 301), seats: [{ name: 'A', deck: decks[i % decks.length]!.deck }, { name: 'B', deck: decks[(i + 2) % decks.length]!.deck }], challenger: (i % 2) as 0 | 1 });
  if (isRuleError(created)) throw new Error(created.message.en);
  const rnd = prng(i + 55);
  const states: MatchState[] = [created];
  let s = created;
  while (!result(s) && s.version < 3000) {
    const r = apply(s, pickRandom(legalActions(s, currentPrompt(s)!.seat), rnd));
    if (!r.ok) throw new Error(r.error.message.en);
    states.push((s = r.state));
  }
  return states;
}

function expectPlain(s: MatchState, where: string): void {
  const set = viewsFor(s);
  const texts = viewsJson(set);
  for (const v of VIEWERS) {
    const plain = JSON.stringify(set[v]);
    if (texts[v] !== plain) expect(texts[v], `${where} viewsJson[${v}]`).toBe(plain);
    const single = viewFor(s, v);
    const one = viewJson(single);
    if (one !== JSON.stringify(single)) expect(one, `${where} viewJson(${v})`).toBe(JSON.stringify(single));
  }
}

describe('views and their JSON reused across versions equal JSON.stringify of the views (issue 34)', () => {
  it('three standard and two starter-c matches interleaved, action by action', () => {
    const games = [playout('standard', 0), playout('standard', 1), playout('starter-c', 2), playout('standard', 3), playout('starter-c', 4)];
    const longest = Math.max(...games.map((g) => g.length));
    let checked = 0;
    for (let k = 0; k < longest; k++) {
      for (const [g, states] of games.entries()) {
        if (k >= states.length) continue;
        expectPlain(states[k]!, `game ${g} v${states[k]!.version}`);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(500);
  }, 300_000);

  it('versions shown out of order: backwards, and jumping between early and late versions', () => {
    const states = playout('standard', 7);
    for (let k = states.length - 1; k >= 0; k -= 3) expectPlain(states[k]!, `back v${states[k]!.version}`);
    const rnd = prng(9);
    for (let n = 0; n < 150; n++) {
      const s = states[rnd(states.length)]!;
      expectPlain(s, `jump v${s.version}`);
    }
  }, 300_000);

  it('two matches with the same id (a test, a replay): each is written as it is', () => {
    const a = playout('standard', 11, 'memo-same-id');
    const b = playout('standard', 12, 'memo-same-id');
    for (let k = 0; k < Math.min(a.length, b.length, 120); k++) {
      expectPlain(a[k]!, `a v${k}`);
      expectPlain(b[k]!, `b v${k}`);
    }
  }, 300_000);

  it('a board nothing changed on is the same frozen object in the next version\'s views; a changed one is new', () => {
    const states = playout('standard', 21);
    let prev = viewsFor(states[0]!);
    let kept = 0;
    let changed = 0;
    for (const s of states.slice(1)) {
      const set = viewsFor(s);
      for (const v of VIEWERS) for (const seat of [0, 1] as const) {
        const before = prev[v].players[seat];
        const now = set[v].players[seat];
        expect(Object.isFrozen(now)).toBe(true);
        if (JSON.stringify(now) === JSON.stringify(before)) {
          expect(now, `v${s.version} ${String(v)} seat ${seat}`).toBe(before);
          kept++;
        } else {
          expect(now).not.toBe(before);
          changed++;
        }
      }
      const texts = viewsJson(set);
      for (const v of VIEWERS) if (texts[v] !== JSON.stringify(set[v])) expect(texts[v]).toBe(JSON.stringify(set[v]));
      prev = set;
    }
    expect(kept).toBeGreaterThan(changed);
    expect(changed).toBeGreaterThan(0);
  }, 300_000);

  it('a view edited after it was written is written as it now is (its boards, kept frozen, by a copy)', () => {
    const states = playout('standard', 13);
    const s = states[Math.floor(states.length / 2)]!;
    const v = viewFor(s, 0) as FadalgiaView & { players: Array<{ name: string; pool: Record<string, number>; units: unknown[]; mana: unknown[] }> };
    expect(viewJson(v)).toBe(JSON.stringify(v));
    // Boards are kept between versions, frozen: a caller edits a copy.
    expect(() => { v.players[0].name = 'renamed'; }).toThrow(TypeError);
    expect(() => { v.players[0].pool.fire = 9; }).toThrow(TypeError);
    v.players[0] = { ...v.players[0], name: 'renamed', pool: { ...v.players[0].pool, fire: 9 } };
    const odd: unknown = { objectId: 'x', faceUp: false, state: 'active', extra: true };
    v.players[1] = { ...v.players[1], units: [], mana: [odd] } as (typeof v.players)[1];
    expect(viewJson(v)).toBe(JSON.stringify(v));
    expect(v.players[0].name).toBe('renamed');
    const set = viewsFor(s);
    expect(viewsJson(set).spectator).toBe(JSON.stringify(set.spectator));
  });

  it('a seat\'s hand and face-down Mana card ids show in its own view only (403.3 hand; 406.3 face-down Mana), reused parts included', () => {
    const states = playout('standard', 17);
    let seen = 0;
    for (const s of states) {
      const texts = viewsJson(viewsFor(s));
      for (const seat of [0, 1] as const) {
        const own = viewFor(s, seat) as FadalgiaView & { players: Array<{ hand?: Array<{ objectId: string }>; mana: Array<{ objectId: string; faceUp: boolean }> }> };
        const hidden = [...own.players[seat].hand!.map((c) => c.objectId), ...own.players[seat].mana.filter((m) => !m.faceUp).map((m) => m.objectId)];
        for (const id of hidden) {
          const mark = `"objectId":${JSON.stringify(id)}`;
          expect(texts[seat].includes(mark), `v${s.version} own view shows ${id}`).toBe(true);
          for (const other of [seat === 0 ? 1 : 0, 'spectator'] as const) {
            if (texts[other].includes(mark)) expect.fail(`v${s.version}: ${id} of seat ${seat} shows to ${other}`);
          }
          seen++;
        }
      }
    }
    expect(seen).toBeGreaterThan(1000);
  }, 300_000);

  it('a part that did not change is the same frozen object in the next version\'s views', () => {
    const states = playout('standard', 19);
    let reused = 0;
    for (let k = 1; k < states.length; k++) {
      const before = viewsFor(states[k - 1]!).spectator as FadalgiaView & { players: Array<{ grave: unknown[]; units: unknown[] }> };
      const after = viewsFor(states[k]!).spectator as FadalgiaView & { players: Array<{ grave: unknown[]; units: unknown[] }> };
      for (const seat of [0, 1]) {
        expect(Object.isFrozen(after.players[seat]!.grave)).toBe(true);
        if (JSON.stringify(before.players[seat]!.units) === JSON.stringify(after.players[seat]!.units)) {
          expect(after.players[seat]!.units).toBe(before.players[seat]!.units);
          reused++;
        }
      }
    }
    expect(reused).toBeGreaterThan(states.length / 2);
  }, 300_000);
});
