/**
 * A two-player best-of-3 Swiss season through Discord (the emulator), with the rough edges of a real season:
 * what the create reply says, the rematch warning at start, no "Next game" button in a league thread, the
 * concede question of a best-of-3, a match settled by both players' reports or by the organiser closing the
 * game still open in its thread, the dispute line as each player said it, and /league standings without
 * `league:` once the only league has finished.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCustomId } from '../../src/bot/custom-id.js';
import { currentRound } from '../../src/league/model.js';
import { concede, create, finished, flat, joinAll, load, messages, roundReady, slash, startLeagueBot, until, type LeagueBot } from './league-bot.js';

let t: LeagueBot;
let id = '';

beforeAll(async () => { t = await startLeagueBot(1610000000000000000n, 2); }, 60_000);
afterAll(async () => { await t?.stop(); });

/** The id of the game now live in a thread. */
async function liveGame(thread: string, not?: string): Promise<string> {
  return until(async () => { const g = await t.store.findLink(`thread:${thread}`); return g && g !== not ? g : null; }, 'a game in the thread');
}

describe('a best-of-3 Swiss season of two players', () => {
  it('create: the private reply says what was made and what comes next', async () => {
    const made = await create(t, { name: 'Duo Cup', structure: 'swiss', best_of: 3, rounds: 2, round_hours: 24 });
    id = made.id;
    const text = String(made.reply.content);
    expect(made.reply.flags).toBe(64);
    expect(text).toContain('Duo Cup');
    expect(text).toMatch(/best-of-3 · 2 rounds · 24 h per round/);
    expect(text).toContain(`/league join league:${id}`);
    expect(text).toContain(`/league-admin start league:${id}`);
    await joinAll(t, id, t.players);
  });

  it('start: two rounds for two players warns that the second is a rematch', async () => {
    const started = await slash(t, t.organiser, t.channel, 'league-admin start', { league: id });
    expect(String(started.content)).toMatch(/2 Swiss rounds for 2 players: at most 1 round\(s\) can give everyone a new opponent/);
  });

  it('game 1 ends: no "Next game" button on its board (the league starts game 2 itself); conceding game 2 says it is one game of the best-of-3', async () => {
    const l = await roundReady(t, id, 1);
    const m = currentRound(l)!.matches[0]!;
    const g1 = await liveGame(m.thread!);
    await concede(t, m.b!, m.thread!);
    const g2 = await liveGame(m.thread!, g1);
    // Every board in the thread, game 1's finished one included, is without a rematch button.
    const boards = await until(async () => {
      const ms = t.emu.visibleMessages(m.a, m.thread!).filter((x) => flat(x).some((c) => parseCustomId(String(c.custom_id))?.kind === 'log'));
      return ms.length >= 2 ? ms : null;
    }, 'two boards');
    for (const b of boards) expect(flat(b).map((c) => parseCustomId(String(c.custom_id))?.kind)).not.toContain('rematch');
    const ask = await slash(t, m.a, m.thread!, 'match concede');
    expect(String(ask.content)).toMatch(/Concede game 2 of this best-of-3\? \(One game only/);
    expect(g2).not.toBe(g1);
  });

  it('both players report 2–0 while game 2 is open: the match is settled and game 2 closes with a note, in the loser\'s name', async () => {
    const l = await load(t, id);
    const m = currentRound(l)!.matches[0]!;
    const g2 = (await t.store.findLink(`thread:${m.thread}`))!;
    expect((await t.store.load(g2))!.status).toBe('active');
    await slash(t, m.a, t.channel, 'league report', { league: id, my_wins: 2, their_wins: 0 });
    const ok = await slash(t, m.b!, t.channel, 'league report', { league: id, my_wins: 0, their_wins: 2 });
    expect(String(ok.content)).toMatch(/agree/);
    const note = await until(async () => messages(t, m.a, m.thread!, (x) => x.startsWith('🔒'))[0], 'closing note');
    expect(String(note.content)).toContain('reported by both players');
    expect(String(note.content)).toContain(`<@${m.b}>`);
    await until(async () => (await t.store.load(g2))!.status === 'finished', 'game 2 finished');
    // The concession the league made does not count twice: the match keeps the reported score.
    const after = await roundReady(t, id, 2);
    expect(after.roundList[0]!.matches[0]!.result).toMatchObject({ a: 2, b: 0, by: 'report' });
  });

  it('round 2 is the warned rematch; a dispute names each claim as its reporter made it; the organiser\'s result closes the open game', async () => {
    const l = await load(t, id);
    const m = currentRound(l)!.matches[0]!;
    // Each claims a 2–0 win.
    await slash(t, m.a, t.channel, 'league report', { league: id, my_wins: 2, their_wins: 0 });
    await slash(t, m.b!, t.channel, 'league report', { league: id, my_wins: 2, their_wins: 0 });
    const dispute = await until(async () => messages(t, t.organiser, t.channel, (x) => x.startsWith('⚠️') && x.includes('round 2'))[0], 'dispute');
    expect(String(dispute.content)).toContain(`<@${m.a}> reported 2–0 (a win), <@${m.b}> reported 2–0 (a win)`);
    expect(String(dispute.content)).toContain('`/league-admin result`');
    const ruled = await slash(t, t.organiser, t.channel, 'league-admin result', { league: id, table: m.table, wins_a: 0, wins_b: 2 });
    expect(ruled.flags).toBe(64);
    const note = await until(async () => messages(t, m.a, m.thread!, (x) => x.startsWith('🔒'))[0], 'closing note');
    expect(String(note.content)).toContain('set by the organiser');
    expect(String(note.content)).toContain(`<@${m.a}>`);
    await finished(t, id);
  });

  it('/league standings and pairings without league: show the league that finished (the only one)', async () => {
    const table = await slash(t, t.players[0]!, t.channel, 'league standings');
    expect(String(table.content)).toContain('Duo Cup standings (after round 2)');
    const pairings = await slash(t, t.players[1]!, t.channel, 'league pairings');
    expect(String(pairings.content)).toContain('Duo Cup');
  });
});
