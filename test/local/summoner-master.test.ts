/**
 * Local mode plays Summoner Master: the bot started the way `npm start` starts it without DISCORD_TOKEN
 * (startLocal: its emulator, the bot logged in, the commands registered, the page in front) on the embedded
 * store. Two demo members challenge with game: summoner-master and precon decks and play the match through
 * their private panels until it ends by the game's rules (§13); no hidden card is named in the thread.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../src/emulator/index.js';
import type { SmState } from '../../src/engine/games/summoner-master/types.js';
import { boardVersion, Driver } from '../bot/support/driver.js';
import { hiddenNames, notePublic, smStep } from './summoner-master-play.js';
import { challengeInLobby, startEmbeddedLocal, type EmbeddedLocal } from './embedded-local.js';

const dir = mkdtempSync(join(tmpdir(), 'sanam-sm-local-'));
let local: EmbeddedLocal | undefined;

beforeAll(async () => { local = await startEmbeddedLocal(dir); });
afterAll(async () => {
  await local?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('Summoner Master in local mode', () => {
  it('§2.1 a match is challenged, played through the private panels and ended by the rules (§13)', { timeout: 400_000 }, async () => {
    const { emu, store } = local!;
    const { somchai, judge } = DEMO_IDS;
    const game = await challengeInLobby(emu, { game: 'summoner-master', format: 'casual', deck: 'precon:sm-living-grove' }, 'precon:sm-tidal-sniper');
    // The bot-test driver, reading the board as the demo world's judge sees it (the bot tests' watcher is not in it).
    const d = new (class extends Driver {
      override board() { return emu.visibleMessages(judge, game.thread).reverse().find((x) => boardVersion(x) >= 0)!; }
    })(emu, store, game);
    expect(((await d.load()).state as SmState).game).toBe('summoner-master');

    const seen = new Set<string>();
    const actors = new Set<string>();
    let steps = 0;
    for (;;) {
      const m = await d.load();
      if (m.snap.status === 'finished') break;
      if (steps >= 900) throw new Error(`no result after ${steps} decisions`);
      actors.add(m.prompt!.seat === 0 ? m.meta.p0 : m.meta.p1);
      await smStep(emu, d, m, (u) => (u === somchai ? 'th' : 'en'));
      steps++;
      const after = await d.load();
      await d.waitBoard(after.snap.version);
      notePublic(after.state as SmState, seen);
    }
    const s = (await d.load()).state as SmState;
    expect(['§13.1', '§13.2', '§13.3', '401.9.8']).toContain(s.result!.rule);
    // What every legal game shows, whatever its seed: both players answered through their own panels (each throws
    // rock-paper-scissors for the first player, §2.1). Not a count of subturns: a player with no Seal to bring in
    // loses when their first subturn ends (401.9.8), so a legal game may be over after two subturns.
    expect(actors).toEqual(new Set([somchai, DEMO_IDS.alex]));
    // The end is announced in the thread (Thai, the server's language) with the rule that ended it; the store
    // says 'finished' as soon as the last commit lands, the announcement follows it.
    await emu.waitFor(() => JSON.stringify(emu.visibleMessages(judge, game.thread)).includes(s.result!.rule!) || undefined, 15_000);
    const publicJson = JSON.stringify(emu.visibleMessages(judge, game.thread));
    const hidden = hiddenNames(s, seen);
    expect(hidden.length).toBeGreaterThan(10);
    for (const name of hidden) expect(publicJson.includes(name), name).toBe(false);
    expect(publicJson).toContain(s.result!.rule!);
  });
});
