/**
 * View patches (issue 34, core/view-patch.ts): over seeded playouts of each game, three receivers (both seats
 * and the spectator) start from the full form and then apply one patch per version; each rebuilds exactly
 * JSON.stringify(viewFor(state, itself)) at every version, from an object or from its text. A receiver that
 * missed a version cannot apply the next patch and gets the full form. Every part a receiver is sent is the
 * value at that path of its own view, so a seat's patch never carries the other seat's hand or face-down cards.
 */
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../src/match/engine-adapter.js';
import { applyViewPatch, legalActions, patchFor, receiverPatchJson, viewPatchJson, type MatchState, type ReceiverPatch } from '../../src/engine/index.js';
import type { Viewer } from '../../src/engine/core/view-types.js';
import { pickRandom, prng, seedHex } from './helpers/random-player.js';

const engine = createEngine();
const VIEWERS: Viewer[] = [0, 1, 'spectator'];
const GAMES = [
  { game: 'fadalgia', format: 'standard' },
  { game: 'fadalgia', format: 'starter-c' },
  { game: 'spirit-duel', format: undefined },
  { game: 'summoner-master', format: 'casual' },
] as const;

/** Random legal actions, conceding aside (a playout should reach the middle of a game). */
const moves = (s: unknown, seat: 0 | 1) => legalActions(s as MatchState, seat).filter((a) => a.type !== 'concede');
const at = (view: unknown, path: readonly (string | number)[]) => path.reduce<unknown>((o, k) => (o as Record<string | number, unknown>)[k], view);

function start(game: string, format: string | undefined, i: number) {
  const decks = engine.precons().filter((p) => p.game === game && (!format || p.format === format));
  const state = engine.createMatch({ matchId: `vp-${game}-${format}-${i}`, game, format, seed: seedHex(i + 404), seats: [{ name: 'A', deck: decks[i % decks.length]!.deck }, { name: 'B', deck: decks[(i + 1) % decks.length]!.deck }], challenger: 0 } as never);
  return state;
}

/** What `viewer` was sent holds only its own view's values, and never the other seat's hand. */
function onlyOwn(rp: ReceiverPatch, viewer: Viewer, state: unknown, where: string): void {
  const mine = engine.viewFor(state, viewer);
  for (const part of rp.parts) {
    // A window (drop) holds the last members of the list at its path; any other part, the value at its path.
    const value = at(mine, part.path);
    const want = part.drop === undefined ? JSON.stringify(value) : JSON.stringify((value as unknown[]).slice((value as unknown[]).length - (JSON.parse(part.json) as unknown[]).length));
    if (part.path.length === 0) expect(part.json, where).toBe(JSON.stringify(mine));
    else if (part.json !== want) expect(part.json, `${where} ${part.path.join('.')}`).toBe(want);
    if (viewer !== 'spectator') expect(part.path.join('.'), where).not.toBe(`players.${1 - viewer}.hand`);
  }
  if (viewer === 'spectator') return;
  // The other seat's hand cards, by id, as its own view shows them: absent from this seat's view, so from its patch.
  const theirs = engine.viewFor(state, (1 - viewer) as 0 | 1).players[1 - viewer]!.hand ?? [];
  const mineText = JSON.stringify(mine);
  const text = receiverPatchJson(rp);
  for (const c of theirs) if (!mineText.includes(`"${c.objectId}"`)) expect(text.includes(`"${c.objectId}"`), `${where}: ${c.objectId} leaked`).toBe(false);
}

describe('view patches rebuild every view exactly and carry only the receiver\'s own view (issue 34)', () => {
  for (const { game, format } of GAMES) {
    it(`${game}${format ? ` ${format}` : ''}: seeded playouts, three receivers chaining patches`, () => {
      let versions = 0;
      let patchChars = 0;
      let fullChars = 0;
      let windows = 0;
      for (let i = 0; i < 3; i++) {
        let s = start(game, format, i);
        const rnd = prng(i + 31);
        const held: Record<string, unknown> = {};
        let base: number | null = null;
        let steps = 0;
        for (;;) {
          const views = engine.viewsFor!(s);
          const patch = engine.viewsPatch!(views, base);
          const texts = viewPatchJson(patch);
          const version = views.spectator.version as number;
          for (const v of VIEWERS) {
            const rp = patchFor(patch, v);
            const where = `${game} ${i} v${version} ${v}`;
            onlyOwn(rp, v, s, where);
            expect(JSON.parse(texts[v])).toEqual(JSON.parse(receiverPatchJson(rp)));
            // The seat 1 receiver holds text, the others objects.
            const next = applyViewPatch(v === 1 && held[v] !== undefined ? JSON.stringify(held[v]) : (held[v] as object | undefined) ?? null, rp);
            const want = JSON.stringify(engine.viewFor(s, v));
            expect(next, where).not.toBeNull();
            if (JSON.stringify(next) !== want) expect(JSON.stringify(next), where).toBe(want);
            held[v] = next;
            if (base !== null) { patchChars += texts[v].length; fullChars += want.length; }
            windows += rp.parts.filter((x) => x.drop !== undefined).length;
          }
          versions++;
          base = version;
          const p = engine.currentPrompt(s);
          if (engine.result(s) || !p || steps++ > 400) break;
          const r = engine.apply(s, pickRandom(moves(s, p.seat), rnd));
          if (!r.ok) throw new Error(r.error.message.en);
          s = r.state;
        }
      }
      expect(versions).toBeGreaterThan(100);
      if (game === 'fadalgia') expect(windows, 'the log is sent as a window on the one held').toBeGreaterThan(versions / 4);
      // The point of a patch: most versions change little of a board.
      expect(patchChars).toBeLessThan(fullChars / 3);
    }, 120_000);
  }

  it('a receiver that missed a version cannot apply the next patch, and a stale base gets the full form', () => {
    let s = start('fadalgia', 'standard', 7);
    const rnd = prng(5);
    const step = () => {
      const p = engine.currentPrompt(s)!;
      const r = engine.apply(s, pickRandom(moves(s, p.seat), rnd));
      if (!r.ok) throw new Error(r.error.message.en);
      s = r.state;
    };
    const full = engine.viewsPatch!(engine.viewsFor!(s), null);
    expect(full.base).toBeNull();
    const v0 = full.version;
    const held = applyViewPatch<object>(null, patchFor(full, 'spectator'));
    step();
    const p1 = engine.viewsPatch!(engine.viewsFor!(s), v0);
    expect(p1.base).toBe(v0);
    step();
    const p2 = engine.viewsPatch!(engine.viewsFor!(s), p1.version);
    // Holding v0, it missed p1: p2 (based on p1's version) does not apply.
    expect(applyViewPatch(held, patchFor(p2, 'spectator'))).toBeNull();
    expect(applyViewPatch(null, patchFor(p2, 'spectator'))).toBeNull();
    // Asked against v0, no longer the version last patched: the full form.
    const again = engine.viewsPatch!(engine.viewsFor!(s), v0);
    expect(again.base).toBeNull();
    const rebuilt = applyViewPatch(held, patchFor(again, 'spectator'));
    expect(JSON.stringify(rebuilt)).toBe(JSON.stringify(engine.viewFor(s, 'spectator')));
  });

  it('applying a patch leaves the view it was applied to as it was', () => {
    let s = start('fadalgia', 'standard', 3);
    const rnd = prng(9);
    const first = engine.viewsPatch!(engine.viewsFor!(s), null);
    const held = applyViewPatch<object>(null, patchFor(first, 0))!;
    const before = JSON.stringify(held);
    const p = engine.currentPrompt(s)!;
    const r = engine.apply(s, pickRandom(moves(s, p.seat), rnd));
    if (!r.ok) throw new Error(r.error.message.en);
    s = r.state;
    const next = applyViewPatch(held, patchFor(engine.viewsPatch!(engine.viewsFor!(s), first.version), 0));
    expect(JSON.stringify(next)).toBe(JSON.stringify(engine.viewFor(s, 0)));
    expect(JSON.stringify(held)).toBe(before);
  });
});
