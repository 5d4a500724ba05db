/**
 * Random playouts with the shipped decks under the kernel's invariants, after every action: the state survives a
 * JSON round trip (and replays identically from it), every card is conserved (30 per owner, each in one zone),
 * a spectator's and the opponent's views name no hidden card, Trap windows show only public facts, and the
 * game ends.
 */
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { canSee, zoneInvariant, type Action, type Viewer } from '../../../src/engine/core/kernel.js';
import { SD_PRECONS } from '../../../src/engine/games/spirit-duel/decks.js';
import { ZONES, type SDState } from '../../../src/engine/games/spirit-duel/state.js';
import { autoAnswer } from '../../../src/engine/games/spirit-duel/module.js';
import { prng, seedHex } from '../helpers/random-player.js';
import { sd } from './helpers.js';
import { sweep } from '../../support/seed.js';

const SEEDS = Number(process.env.SD_PLAYOUT_SEEDS ?? 200);

/** Every card face in a view (objects with objectId + cardId) must be one the viewer may see. */
function hiddenInView(s: SDState, viewer: Viewer): string[] {
  const bad: string[] = [];
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) return x.forEach(walk);
    if (!x || typeof x !== 'object') return;
    const o = x as Record<string, unknown>;
    if (typeof o.objectId === 'string' && typeof o.cardId === 'string') {
      const obj = s.zones.objs[o.objectId];
      if (!obj || !canSee(ZONES, obj, viewer) || obj.card !== o.cardId) bad.push(`${o.objectId}:${o.cardId}`);
    }
    Object.values(o).forEach(walk);
  };
  walk(sd.viewFor(s, viewer));
  return bad;
}

/** The first path whose value would not survive a JSON round trip unchanged (undefined, NaN, a class instance...). */
function notPlainJson(x: unknown, path: string): string | null {
  if (x === null || typeof x === 'string' || typeof x === 'boolean') return null;
  if (typeof x === 'number') return Number.isFinite(x) ? null : path;
  if (Array.isArray(x)) {
    for (let i = 0; i < x.length; i++) {
      const bad = notPlainJson(x[i], `${path}[${i}]`);
      if (bad) return bad;
    }
    return null;
  }
  if (typeof x !== 'object' || Object.getPrototypeOf(x) !== Object.prototype) return path;
  for (const [k, v] of Object.entries(x)) {
    const bad = notPlainJson(v, `${path}.${k}`);
    if (bad) return bad;
  }
  return null;
}

/** Plain checks (vitest matchers per action would dominate the run time); the first broken invariant throws. */
function checkInvariants(s: SDState): void {
  const fail = (what: string): never => {
    throw new Error(`invariant: ${what}`);
  };
  const nonJson = notPlainJson(s, 'state');
  if (nonJson) fail(`not plain JSON at ${nonJson}`);
  const z = zoneInvariant(ZONES, s.zones);
  if (z) fail(z);
  const owned = [0, 0];
  for (const o of Object.values(s.zones.objs)) owned[o.owner]!++;
  if (owned[0] !== 30 || owned[1] !== 30) fail(`cards not conserved: ${owned.join('/')}`);
  for (const v of ['spectator', 0, 1] as Viewer[]) {
    const bad = hiddenInView(s, v);
    if (bad.length) fail(`${String(v)} sees hidden ${bad.join(',')}`);
  }
  const spec = sd.viewFor(s, 'spectator');
  const faceDown = (id: string): boolean => !!s.zones.objs[id]?.faceDown;
  for (const p of spec.players) if (p.hand !== undefined || p.traps.some((t) => t?.face !== undefined && faceDown(t.objectId))) fail('a spectator sees a hand or a face-down Trap');
  const p = sd.prompt(s);
  if (p?.kind === 'optional') {
    // A Trap window is shown only on public facts: the seat has a Trap set on an earlier turn.
    if (!spec.players[p.seat].traps.some((t) => t && !t.setThisTurn)) fail('a Trap window without a mature Trap');
    if (p.options.some((o) => o.id !== 'no-trap' && o.visibility === 'public' && faceDown(o.objectId!))) fail('a face-down Trap option is public');
    if (!p.options.some((o) => o.id === 'no-trap' && o.visibility === 'public')) fail('a Trap window without its public "no Trap"');
  }
}

function playout(i: number): { actions: number; rule: string } {
  const created = sd.create({ matchId: `po-${i}`, game: 'spirit-duel', seed: seedHex(sweep(i + 1)), seats: [{ name: 'A', deck: SD_PRECONS[i % 4]!.deck }, { name: 'B', deck: SD_PRECONS[(i + 1 + (i >> 2)) % 4]!.deck }] });
  if ('code' in created) throw new Error(created.code);
  let s = created;
  const rnd = prng(sweep(i + 7));
  let n = 0;
  while (!sd.result(s)) {
    const p = sd.prompt(s)!;
    const auto = autoAnswer(s);
    const acts = sd.legalActions(s, p.seat).filter((a) => a.type !== 'concede');
    const a: Action = auto ?? acts[rnd(acts.length)]!;
    const r = sd.apply(s, a);
    if (!r.ok) throw new Error(`seed ${i} action ${n}: ${r.error.code}`);
    // The same action from the round-tripped state gives the same state.
    if (n % 25 === 0) {
      const again = sd.apply(JSON.parse(JSON.stringify(s)) as SDState, a);
      if (!again.ok || !isDeepStrictEqual(again.state, r.state)) throw new Error(`seed ${i} action ${n}: the round-tripped state replays differently`);
    }
    s = r.state;
    checkInvariants(s);
    n++;
    if (n > 3000) throw new Error(`seed ${i}: the game did not end`);
  }
  expect(sd.legalActions(s, 0)).toEqual([]);
  return { actions: n, rule: sd.result(s)!.rule! };
}

describe('Spirit Duel random playouts', () => {
  it(`${SEEDS} seeded games with the four precons end under the kernel invariants (sd:goal.1, sd:goal.2)`, () => {
    const rules = new Set<string>();
    let total = 0;
    for (let i = 0; i < SEEDS; i++) {
      const r = playout(i);
      rules.add(r.rule);
      total += r.actions;
    }
    expect(rules).toContain('sd:goal.1');
    expect(total / SEEDS).toBeGreaterThan(20);
  }, 600_000);

  it('shuffles are committed at the start and revealed only once the match is over', () => {
    const s = sd.create({ matchId: 'c', game: 'spirit-duel', seed: seedHex(3), seats: [{ name: 'A', deck: SD_PRECONS[0]!.deck }, { name: 'B', deck: SD_PRECONS[1]!.deck }] }) as SDState;
    expect(sd.commitments(s)).toHaveLength(2);
    expect(sd.revealShuffles(s)).toMatchObject({ code: 'shuffles/not-ended' });
    const over = sd.apply(s, { type: 'concede', seat: 0 });
    if (!over.ok) throw new Error('concede refused');
    const secrets = sd.revealShuffles(over.state);
    expect(Array.isArray(secrets) && secrets.map((x) => x.order.length)).toEqual([30, 30]);
  });
});
