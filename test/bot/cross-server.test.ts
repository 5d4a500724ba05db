/**
 * Authority is its server's: ids from another server (an option or a custom id) are refused cleanly, with no
 * state change and nothing posted. The intruder is forged the way test/bot/support/forge.ts forges payloads:
 * a member of another server holding Manage Server, the strongest role there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS, startHarness, type Harness } from './support/harness.js';
import { challenge, flatComponents, type Game } from './support/driver.js';
import { forged, forgeNext, INTERNAL, STACK, type Json } from './support/forge.js';
import { MatchService } from '../../src/match/service.js';
import { realEngine } from '../../src/match/engine-adapter.js';

const OTHER_GUILD = '1400000000000009100';
let h: Harness;
let game: Game;
let service: MatchService;

/** The payload as if sent from another server, by a member with Manage Server there. */
function fromOtherServer(p: Json): void {
  p.guild_id = OTHER_GUILD;
  (p.guild as Json).id = OTHER_GUILD;
  p.authorizing_integration_owners = { '0': OTHER_GUILD };
  (p.member as Json).permissions = String(1 << 5);
}

beforeAll(async () => {
  h = await startHarness();
  await h.startBot();
  service = new MatchService(h.store, realEngine);
  await (await h.emu.slash(IDS.watcher, IDS.channel, 'ruling config', { 'judge-role': IDS.adminRole })).settled();
  game = await challenge(h.emu, h.kv);
});
afterAll(async () => { await h?.close(); });

const everything = () => JSON.stringify([h.emu.visibleMessages(IDS.somchai, IDS.channel), h.emu.visibleMessages(IDS.somchai, game.thread)]);

async function refusedPrivately(out: { settled(): Promise<Json | undefined> }, pattern: RegExp): Promise<Json> {
  const msg = (await out.settled())!;
  expect(String(msg.content)).not.toMatch(INTERNAL);
  expect(String(msg.content)).not.toMatch(STACK);
  expect(String(msg.content)).toMatch(pattern);
  expect(Number(msg.flags) & 64).toBe(64);
  expect(JSON.stringify(msg.attachments ?? [])).toBe('[]');
  return msg;
}

describe('a match id from another server', () => {
  it('/judge view, result, rewind and adjust refuse it and change nothing', async () => {
    const before = await service.load(game.matchId);
    const seen = everything();
    for (const [sub, opts] of [
      ['judge view', {}], ['judge result', { winner: '1', reason: 'x' }], ['judge rewind', { version: 0, reason: 'x' }],
      ['judge adjust', { choice: 'pass', reason: 'x' }], ['judge adjust', { action: 'life', player: '1', amount: -5, reason: 'x' }],
    ] as const) {
      const out = await forged(h.emu, fromOtherServer, () => h.emu.slash(IDS.watcher, IDS.channel, sub, { ...opts, match: game.matchId }));
      await refusedPrivately(out, /No active match of yours found here/);
    }
    const after = await service.load(game.matchId);
    expect(after!.snap.version).toBe(before!.snap.version);
    expect(after!.snap.status).toBe('active');
    expect(everything()).toBe(seen);
  });

  it('the /judge adjust autocomplete offers nothing for it', async () => {
    for (const focused of ['choice', 'card', 'to'] as const) {
      forgeNext(h.emu, fromOtherServer);
      expect(await h.emu.autocomplete(IDS.watcher, IDS.channel, 'judge adjust', { choice: '', card: '', to: '', reason: 'x', match: game.matchId }, focused)).toEqual([]);
    }
    // The same judge in the match's own server is offered the choices (the check scopes, it does not blind).
    expect((await h.emu.autocomplete(IDS.watcher, IDS.channel, 'judge adjust', { choice: '', reason: 'x', match: game.matchId }, 'choice')).length).toBeGreaterThan(0);
  });

  it('/match log and /match board do not answer for it; in its own server they do', async () => {
    for (const sub of ['match log', 'match board']) {
      const out = await forged(h.emu, fromOtherServer, () => h.emu.slash(IDS.watcher, IDS.channel, sub, { match: game.matchId }));
      await refusedPrivately(out, /No active match of yours found here/);
      const here = (await (await h.emu.slash(IDS.watcher, IDS.channel, sub, { match: game.matchId })).settled())!;
      expect(String(here.content)).not.toMatch(/Match not found/);
    }
  });
});

describe('number modal and judge calls', () => {
  it('the number modal does not open for a non-player, in the server or from another one', async () => {
    const board = h.emu.message(game.board) as Json;
    const id = `m1:${game.matchId}:0:p1:n`;
    const real = String(flatComponents(board)[0]!.custom_id);
    for (const [transform, why] of [
      [(p: Json) => { (p.data as Json).custom_id = id; }, /not a player in this match/],
      [(p: Json) => { (p.data as Json).custom_id = id; fromOtherServer(p); }, /No active match of yours found here/],
    ] as const) {
      const out = await forged(h.emu, transform, () => h.emu.click(IDS.watcher, game.board, real));
      expect(out.modal).toBeUndefined();
      await refusedPrivately(out, why);
    }
  });

  it('⚖️ works only from the match thread, at most once per match and per user in a window', async () => {
    const call = `j1:call:${game.matchId}`;
    const msg = await h.emu.waitFor(() => h.emu.visibleMessages(IDS.alice, game.thread).find((m) => flatComponents(m).some((c) => c.custom_id === call)));
    const pings = () => h.emu.visibleMessages(IDS.watcher, game.thread).filter((m) => String(m.content).includes(`<@&${IDS.adminRole}>`)).length;
    // From another server (the button's id copied there): refused, nobody pinged.
    const foreign = await forged(h.emu, fromOtherServer, () => h.emu.click(IDS.watcher, msg.id as string, call));
    await refusedPrivately(foreign, /No active match of yours found here/);
    // From the server's main channel (a forged channel): refused.
    const wrongChannel = await forged(h.emu, (p) => { p.channel_id = IDS.channel; (p.channel as Json).id = IDS.channel; }, () => h.emu.click(IDS.alice, msg.id as string, call));
    await refusedPrivately(wrongChannel, /only from this match's thread/);
    expect(pings()).toBe(0);
    // From the thread: one ping; a second call for the same match, by anyone, is limited with a clear message.
    await (await h.emu.click(IDS.alice, msg.id as string, call)).settled();
    expect(pings()).toBe(1);
    await refusedPrivately(await h.emu.click(IDS.somchai, msg.id as string, call), /แมตช์นี้ไปแล้วเมื่อไม่นานนี้ รอ 5 นาที/);
    expect(pings()).toBe(1);
  });
});

describe('league organiser', () => {
  it('Manage Server may act as the organiser of a league of its server (README); a plain member may not', async () => {
    await (await h.emu.slash(IDS.watcher, IDS.channel, 'league create', { name: 'Scoped', game: 'fadalgia', format: 'starter-c' })).settled();
    const plain = (await (await h.emu.slash(IDS.alice, IDS.channel, 'league-admin extend', { hours: 1 })).settled())!;
    expect(String(plain.content)).toMatch(/organi[sz]er/i);
    const manager = await forged(h.emu, (p) => { (p.member as Json).permissions = String(1 << 5); }, () => h.emu.slash(IDS.alice, IDS.channel, 'league-admin decks', {}));
    expect(String((await manager.settled())!.content)).toMatch(/Player decks/);
  });

  it('an organiser cannot open a player\'s saved deck by name (late entry takes a preconstructed deck)', async () => {
    await (await h.emu.slash(IDS.alice, IDS.channel, 'deck import', { name: 'Secret', list: 'Main: 4 Flame Recruit' })).settled();
    const out = (await (await h.emu.slash(IDS.watcher, IDS.channel, 'league-admin late', { player: IDS.alice, deck: 'Secret' })).settled())!;
    expect(String(out.content)).toMatch(/preconstructed deck \(precon:…\) only/);
    expect(JSON.stringify(out)).not.toMatch(/Flame Recruit/);
    // A preconstructed deck passes this check (the league then answers for itself).
    const precon = (await (await h.emu.slash(IDS.watcher, IDS.channel, 'league-admin late', { player: IDS.alice, deck: 'precon:starter-tide' })).settled())!;
    expect(String(precon.content)).not.toMatch(/preconstructed deck/);
  });
});
