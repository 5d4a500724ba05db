import type { FadalgiaView } from '../../src/engine/games/fadalgia/view-types.js';
/**
 * The decision clock belongs to the pending prompt: a player who keeps making free moves (405.2 grave
 * arrangement makes a new version but leaves the prompt as it is) must not keep the clock from running out.
 */
import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { realEngine } from '../../src/match/engine-adapter.js';
import { createMemoryKv } from '../../src/store/kv.js';
import { TimerService } from '../../src/bot/timers.js';
import type { LoadedMatch } from '../../src/match/service.js';
import { advance, MATCH_ID, memoryStore, newMatch, userOf } from './support/real-match.js';

const graveOf = (m: LoadedMatch, seat: 0 | 1) => (realEngine.viewFor(m.state, 'spectator') as FadalgiaView).players[seat].grave.map((c) => c.objectId);

describe('decision clock against a stalling player', () => {
  it('405.2 grave arrangements every 2 s neither delay the warning, the timeout nor the last call', async () => {
    let now = 1_000_000;
    const { store, service } = await newMatch(memoryStore(() => now), now);
    const cfg = { decisionMs: 10_000, warnBeforeMs: 3_000, graceMs: 5_000, sweepMs: 100 };
    const timers = new TimerService(store, service, cfg, pino({ level: 'silent' }), () => now, createMemoryKv(() => now));
    const said: Array<{ at: number; text: string }> = [];
    timers.setEffects({ say: async (_m, text) => { said.push({ at: now, text }); }, applied: async (o) => { await timers.arm(o.after); } });
    const m = await advance(service, (x) => x.prompt !== null && graveOf(x, x.prompt.seat).length >= 2, now);
    const start = now;
    const promptId = m.prompt!.promptId;
    const seat = m.prompt!.seat;
    await timers.arm(m);
    let stalls = 0;
    // The staller rearranges their grave every 2 s for 20 s, re-arming after each move as the bot does.
    for (let t = 0; t < 20_000; t += 500) {
      now = start + t;
      if (t % 2000 === 1000) {
        const cur = (await service.load(MATCH_ID))!;
        if (cur.snap.status === 'finished' || cur.prompt?.promptId !== promptId) break;
        const out = await service.act({
          matchId: MATCH_ID, userId: userOf(seat), interactionId: `stall${t}`, now, anyTime: true,
          decide: (_p, s, match) => ({ ok: true, action: { type: 'arrange-grave', seat: s, order: [...graveOf(match, s)].reverse() } }),
        });
        expect(out.kind).toBe('applied');
        if (out.kind === 'applied') { stalls++; await timers.arm(out.after); }
      }
      await timers.sweep();
    }
    expect(stalls).toBeGreaterThanOrEqual(3);
    const warn = said.find((x) => /seconds left/.test(x.text));
    expect(warn?.at).toBe(start + 7_000);
    const end = (await service.load(MATCH_ID))!;
    // Either the prompt was passed for the player at 10 s, or the last call came at 10 s and the
    // concession at 15 s: the prompt is gone either way.
    expect(end.snap.status === 'finished' || end.prompt?.promptId !== promptId).toBe(true);
    const consequence = said.find((x) => /passes automatically|must decide within/.test(x.text));
    expect(consequence?.at).toBe(start + 10_000);
    if (/must decide within/.test(consequence!.text)) {
      expect(said.find((x) => /concedes/.test(x.text))?.at).toBe(start + 15_000);
      expect(realEngine.result(end.state)!.winner).toBe(1 - seat);
    }
  });
});
