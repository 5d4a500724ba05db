/**
 * The Spirit Duel board drawn from real engine views along seeded random games: every text stays on the canvas,
 * every Spirit and Trap of the view has its box, and no image for a spectator or the opponent draws the name of a
 * card it may not see (a hand card or a face-down Trap whose name is not also public elsewhere on the board).
 */
import { describe, expect, it } from 'vitest';
import { canSee, type Viewer } from '../../src/engine/core/kernel.js';
import { autoAnswer, spiritDuel as sd } from '../../src/engine/games/spirit-duel/module.js';
import { SD_PRECONS } from '../../src/engine/games/spirit-duel/decks.js';
import { sdCard } from '../../src/engine/games/spirit-duel/cards.js';
import { ZONES, type SDState } from '../../src/engine/games/spirit-duel/state.js';
import { drawnStrings, inside } from '../../src/render/draw-list.js';
import { layoutSpiritDuel } from '../../src/render/index.js';
import { prng, seedHex } from '../engine/helpers/random-player.js';
import { sweep } from '../support/seed.js';

/** Names `viewer` may not learn: cards it cannot see, unless the same name is visible to it somewhere. */
function secretNames(s: SDState, viewer: Viewer): string[] {
  const seen = new Set<string>();
  const hidden = new Set<string>();
  for (const o of Object.values(s.zones.objs)) (canSee(ZONES, o, viewer) ? seen : hidden).add(sdCard(s, o.card).name.th);
  return [...hidden].filter((n) => !seen.has(n));
}

describe('Spirit Duel board from engine views', () => {
  it('draws every seat’s Spirits and Traps inside the canvas and never a hidden card’s name (sd:trap.1)', () => {
    for (let g = 0; g < 6; g++) {
      let s = sd.create({ matchId: `r${g}`, game: 'spirit-duel', seed: seedHex(sweep(g + 40)), seats: [{ name: 'ธนากร', deck: SD_PRECONS[g % 4]!.deck }, { name: 'Mali', deck: SD_PRECONS[(g + 2) % 4]!.deck }] }) as SDState;
      const rnd = prng(sweep(g + 3));
      for (let n = 0; !sd.result(s) && n < 400; n++) {
        if (n % 7 === 0) {
          for (const viewer of ['spectator', 0, 1] as Viewer[]) {
            const view = sd.viewFor(s, viewer);
            const list = layoutSpiritDuel(view);
            const canvas = { x: 0, y: 0, w: list.width, h: list.height };
            const strings = drawnStrings(list).join('\n');
            for (const name of secretNames(s, viewer)) expect(strings, `${String(viewer)} sees ${name}`).not.toContain(name);
            for (const op of list.ops) {
              if (op.kind !== 'text') continue;
              const left = op.align === 'left' ? op.x : op.align === 'center' ? op.x - op.width / 2 : op.x - op.width;
              expect(inside({ x: left, y: op.y - op.size, w: op.width, h: op.size }, canvas), op.text).toBe(true);
            }
            for (const p of view.players) {
              for (const sp of p.spirits) if (sp) expect(list.boxes[`card:${sp.objectId}`]).toBeDefined();
              expect(strings).toContain(`Soul ${p.soul}`);
            }
          }
        }
        const p = sd.prompt(s)!;
        const acts = sd.legalActions(s, p.seat).filter((a) => a.type !== 'concede');
        const r = sd.apply(s, autoAnswer(s) ?? acts[rnd(acts.length)]!);
        if (!r.ok) throw new Error(r.error.code);
        s = r.state;
      }
    }
  }, 120_000);
});
