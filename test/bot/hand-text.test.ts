import type { FadalgiaView } from '../../src/engine/games/fadalgia/view-types.js';
import { describe, expect, it } from 'vitest';
import { realEngine } from '../../src/match/engine-adapter.js';
import { handPanel } from '../../src/bot/board-message.js';
import { pick } from '../../src/bot/i18n.js';
import { MATCH_ID, newMatch, userOf } from './support/real-match.js';
import type { LoadedMatch } from '../../src/match/service.js';
import type { Prompt } from '../../src/engine/core/api-types.js';

/** Places a stream, casts, attacks when it can (so Streams and units appear), otherwise the first option. */
function choose(p: Prompt): string[] {
  const first = ['stream', 'cast', 'attack', 'pass'].map((g) => p.options.find((o) => o.group === g)).find((o) => o);
  if (p.kind === 'priority' && first) return [first.id];
  return p.options.filter((o) => o.id !== 'cancel').slice(0, Math.max(p.min, 1)).map((o) => o.id);
}

describe('card text and reasons in the hand panel', () => {
  it('605.2 every hand card shows its text; a card the prompt cannot cast shows the engine\'s reason and section, a castable one none', async () => {
    const { service } = await newMatch();
    let m: LoadedMatch = (await service.load(MATCH_ID))!;
    let checked = 0;
    const sections = new Set<string>();
    for (let i = 0; i < 400 && m.prompt; i++) {
      const p = m.prompt;
      if (p.kind === 'priority') {
        const seat = p.seat;
        const hand = (realEngine.viewFor(m.state, seat) as FadalgiaView).players[seat].hand ?? [];
        for (const lang of ['th', 'en'] as const) {
          const panel = handPanel(realEngine, m, seat, lang);
          const fields = panel.embeds[0]!.fields ?? [];
          expect(fields).toHaveLength(hand.length);
          hand.forEach((c, k) => {
            const f = fields[k]!;
            expect(f.name).toContain(pick(c.name, lang));
            const text = pick(c.text, lang).trim();
            if (text) expect(f.value).toContain(text.slice(0, 30));
            const why = realEngine.whyNotPlayable(m.state, seat, c.objectId);
            // A card with one target to choose is offered once per target ('cast:<id>:tg:<target>').
            const castable = p.options.some((o) => o.id === `cast:${c.objectId}` || o.id.startsWith(`cast:${c.objectId}:tg:`));
            expect(why === null, `${c.cardId} castable=${castable} why=${why?.code}`).toBe(castable);
            if (why) {
              expect(f.value).toContain(pick(why.message, lang));
              expect(f.value).toContain(why.rule);
              sections.add(why.rule);
            }
          });
          expect(JSON.stringify(panel.embeds).length).toBeLessThan(6000);
        }
        checked++;
      }
      const r = await service.act({ matchId: MATCH_ID, userId: userOf(p.seat), interactionId: `t${m.snap.version}`, now: 1,
        decide: (pp, seat) => ({ ok: true, action: { type: 'answer', seat, promptId: pp!.promptId, choice: choose(pp!) } }) });
      if (r.kind !== 'applied') throw new Error(r.kind);
      m = r.after;
    }
    expect(checked).toBeGreaterThan(10);
    // The element rule is the classic surprise for new players: it must be among the reasons given.
    expect([...sections]).toContain('605.2.3.3');
  });
});
