/**
 * Views built three at once with shared public parts (viewsFor) and written as JSON from cached pieces
 * (viewsJson) show exactly what the earlier builder showed: at every action of seeded playouts in both
 * formats, for both seats and the spectator, the JSON of viewFor, of viewsFor and viewsJson's text equal
 * JSON.stringify of the pre-change builder's view (helpers/fadalgia-view-reference.ts). So no view gains or
 * loses anything, hidden information included (a seat sees its own hand and face-down Mana ids only).
 */
import { describe, expect, it } from 'vitest';
import { apply, createMatch, currentPrompt, isRuleError, legalActions, PRECONS, result, viewFor, viewsFor, viewsJson, type MatchState } from './helpers/fadalgia-api.js';
import { buildView as referenceView } from './helpers/fadalgia-view-reference.js';
import { viewJson } from '../../src/engine/games/fadalgia/view-json.js';
import type { FadalgiaView } from '../../src/engine/index.js';
import { pickRandom, prng, seedHex } from './helpers/random-player.js';

const GAMES = Number(process.env.SANAM_VIEW_PLAYOUTS ?? 6);
const VIEWERS = [0, 1, 'spectator'] as const;

function check(s: MatchState, where: string): void {
  const ref = VIEWERS.map((v) => JSON.stringify(referenceView({ s, ev: [] }, v)));
  const set = viewsFor(s);
  const texts = viewsJson(set);
  VIEWERS.forEach((v, i) => {
    const single = viewFor(s, v);
    if (JSON.stringify(single) !== ref[i]) expect(JSON.stringify(single), `${where} viewFor(${v})`).toBe(ref[i]);
    if (JSON.stringify(set[v]) !== ref[i]) expect(JSON.stringify(set[v]), `${where} viewsFor[${v}]`).toBe(ref[i]);
    if (texts[v] !== ref[i]) expect(texts[v], `${where} viewsJson[${v}]`).toBe(ref[i]);
    const one = viewJson(single);
    if (one !== ref[i]) expect(one, `${where} viewJson(${v})`).toBe(ref[i]);
  });
}

describe('views built together and written from cached pieces equal the earlier views (issue 34)', () => {
  for (const format of ['standard', 'starter-c'] as const) {
    it(`${format}: every action of ${GAMES} seeded playouts, both seats and the spectator`, () => {
      const decks = PRECONS.filter((p) => p.format === format);
      let checked = 0;
      for (let i = 0; i < GAMES; i++) {
        const a = decks[i % decks.length]!;
        const b = decks[(3 * i + 1) % decks.length]!;
        const created = createMatch({ matchId: `vs-${format}-${i}`, game: 'fadalgia', format, seed: seedHex(i + 101), seats: [{ name: 'A', deck: a.deck }, { name: 'B', deck: b.deck }], challenger: (i % 2) as 0 | 1 });
        if (isRuleError(created)) throw new Error(created.message.en);
        const rnd = prng(i + 977);
        let s = created;
        check(s, `game ${i} v${s.version}`);
        while (!result(s) && s.version < 4000) {
          const p = currentPrompt(s)!;
          const r = apply(s, pickRandom(legalActions(s, p.seat), rnd));
          if (!r.ok) throw new Error(r.error.message.en);
          s = r.state;
          check(s, `game ${i} v${s.version}`);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(GAMES * 50);
    }, 300_000);
  }

  it('a view edited by a caller is written as it now is (caches key on frozen parts only; boards are frozen, edited by a copy)', () => {
    const created = createMatch({ matchId: 'vs-edit', game: 'fadalgia', format: 'standard', seed: seedHex(5), seats: [{ name: 'A', deck: PRECONS[0]!.deck }, { name: 'B', deck: PRECONS[1]!.deck }], challenger: 0 });
    if (isRuleError(created)) throw new Error(created.message.en);
    const v = viewFor(created, 0) as FadalgiaView & { players: Array<{ name: string; grave: unknown[] }> };
    expect(viewJson(v)).toBe(JSON.stringify(v));
    expect(() => { v.players[0].name = 'renamed'; }).toThrow(TypeError);
    v.players[0] = { ...v.players[0], name: 'renamed' };
    v.players[1] = { ...v.players[1], grave: [] };
    expect(viewJson(v)).toBe(JSON.stringify(v));
    expect(JSON.parse(viewJson(v)).players[0].name).toBe('renamed');
  });
});
