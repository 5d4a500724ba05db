/**
 * Whole seasons through Discord (the emulator) with the bot's clock in the test's hands, one per structure:
 * round robin (deadlines, the 24 h reminder, extend, the deadline handed to the organiser and ruled),
 * Swiss with a top-4 cut (late entry, repair, disqualification, the cut seeded from the standings, the
 * standings image) and single elimination (a bye in the bracket, the champion announced).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentRound } from '../../src/league/model.js';
import { HOUR } from '../../src/league/rounds.js';
import { standings } from '../../src/league/standings.js';
import { create, finished, joinAll, load, messages, roundReady, settleRound, slash, startLeagueBot, sweep, until, type Json, type LeagueBot } from './league-bot.js';

let t: LeagueBot;

// Every second player reads Discord in Thai: their private replies come in Thai, whatever the league's language.
beforeAll(async () => { t = await startLeagueBot(1620000000000000000n, 6, ['en-US', 'th']); }, 60_000);
afterAll(async () => { await t?.stop(); });

const pairKey = (a: string, b: string) => [a, b].sort().join('|');

describe('a round robin of three players (one bye a round)', () => {
  let id = '';

  it('round 1: the 24 h reminder in the match thread, extend moves the deadline and re-arms the reminders, the deadline goes to the organiser, who rules a draw', async () => {
    ({ id } = await create(t, { name: 'RR Three', structure: 'round-robin', best_of: 1, round_hours: 48 }));
    const [p1, p2, p3] = t.players as [string, string, string];
    await joinAll(t, id, [p1, p2, p3]);
    await slash(t, t.organiser, t.channel, 'league-admin start', { league: id });
    const l = await roundReady(t, id, 1);
    const r = currentRound(l)!;
    expect(r.matches.filter((m) => m.b === null)).toHaveLength(1);
    const m = r.matches.find((x) => x.b !== null)!;
    const reminders = () => messages(t, m.a, m.thread!, (x) => x.startsWith('⏰'));
    // Nothing is due 25 h before the deadline.
    t.clock.now = r.deadline - 25 * HOUR;
    await sweep(t);
    expect(reminders()).toHaveLength(0);
    t.clock.now = r.deadline - 23 * HOUR;
    await sweep(t);
    await sweep(t);
    expect(reminders()).toHaveLength(1);
    const extended = await slash(t, t.organiser, t.channel, 'league-admin extend', { league: id, hours: 24 });
    const deadline = r.deadline + 24 * HOUR;
    expect(String(extended.content)).toContain(`<t:${deadline / 1000}:F>`);
    await until(async () => messages(t, p1, t.channel, (x) => x.startsWith('Round 1 extended'))[0], 'the public extension note');
    expect(currentRound(await load(t, id))).toMatchObject({ deadline, reminded: [], expired: false });
    // The old deadline passes without a hand-over; the reminder comes again 24 h before the new one.
    t.clock.now = r.deadline + 1000;
    await sweep(t);
    expect(messages(t, t.organiser, t.channel, (x) => x.startsWith('⌛'))).toHaveLength(0);
    expect(reminders()).toHaveLength(2);
    t.clock.now = deadline + 1000;
    await sweep(t);
    await sweep(t);
    const expired = messages(t, t.organiser, t.channel, (x) => x.startsWith('⌛'));
    expect(expired).toHaveLength(1);
    expect(String(expired[0]!.content)).toContain('`/league-admin result`');
    expect(String(expired[0]!.content)).toContain('`/league-admin extend`');
    await slash(t, t.organiser, t.channel, 'league-admin result', { league: id, table: m.table, outcome: 'draw' });
    const l2 = await roundReady(t, id, 2);
    expect(l2.roundList[0]!.matches.find((x) => x.table === m.table)!.result).toMatchObject({ a: 0, b: 0, by: 'deadline' });
    // The game left open in the thread was closed with a note (a draw: no concession).
    const note = await until(async () => messages(t, m.a, m.thread!, (x) => x.startsWith('🔒'))[0], 'closing note');
    expect(String(note.content)).toContain('ruled at the deadline');
  });

  it('rounds 2 and 3: everyone meets everyone once and sits out once; the final standings are announced', async () => {
    await settleRound(t, id);
    await roundReady(t, id, 3);
    await settleRound(t, id);
    const l = await finished(t, id);
    expect(l.roundList.map((r) => r.phase)).toEqual(['round-robin', 'round-robin', 'round-robin']);
    const pairs = l.roundList.flatMap((r) => r.matches.filter((m) => m.b !== null).map((m) => pairKey(m.a, m.b!)));
    expect(new Set(pairs).size).toBe(3);
    const byes = l.roundList.flatMap((r) => r.matches.filter((m) => m.b === null).map((m) => m.a));
    expect(new Set(byes).size).toBe(3);
    await until(async () => messages(t, t.players[0]!, t.channel, (x) => x.startsWith('🏆') && x.includes('RR Three'))[0], 'final standings');
  });
});

describe('Swiss with a top-4 cut: late entry, repair, disqualification, the cut, the standings image', () => {
  let id = '';

  it('a late entrant joins during round 1: that round counts as a loss and a re-pair does not pair them in it', async () => {
    ({ id } = await create(t, { name: 'Top4 Open', structure: 'swiss-top4', best_of: 1, rounds: 2, round_hours: 24 }));
    const five = t.players.slice(0, 5);
    const late = t.players[5]!;
    await joinAll(t, id, five);
    await slash(t, t.organiser, t.channel, 'league-admin start', { league: id });
    const before = await roundReady(t, id, 1);
    const added = await slash(t, t.organiser, t.channel, 'league-admin late', { league: id, player: late, deck: 'precon:starter-tide' });
    expect(String(added.content)).toMatch(/late entry \(1 missed round/);
    const repaired = await slash(t, t.organiser, t.channel, 'league-admin repair', { league: id });
    expect(String(repaired.content)).toContain('Round 1 re-paired');
    const l = await roundReady(t, id, 1);
    const r = currentRound(l)!;
    expect(r.matches.flatMap((m) => [m.a, m.b])).not.toContain(late);
    expect(r.deadline).toBe(currentRound(before)!.deadline);
    expect(l.audit.map((a) => a.action)).toEqual(expect.arrayContaining(['late-entry', 'repair']));
    expect(standings(l).find((x) => x.id === late)!.record).toMatchObject({ losses: 1, wins: 0 });
  });

  it('round 2 pairs all six; a disqualified player\'s opponent takes the match; the top 4 (the disqualified left out) play the cut, seeded 1v4 and 2v3', async () => {
    await settleRound(t, id);
    const l2 = await roundReady(t, id, 2);
    const r2 = currentRound(l2)!;
    expect(r2.matches.filter((m) => m.b !== null)).toHaveLength(3);
    const cheat = r2.matches[0]!.b!;
    const dq = await slash(t, t.organiser, t.channel, 'league-admin disqualify', { league: id, player: cheat });
    expect(String(dq.content)).toContain(`Disqualified <@${cheat}>`);
    const afterDq = await load(t, id);
    expect(currentRound(afterDq)!.matches[0]!.result).toMatchObject({ a: 2, b: 0 });
    await settleRound(t, id);
    const cut = await roundReady(t, id, 3);
    const seeds = standings({ ...cut, roundList: cut.roundList.filter((r) => r.phase !== 'elim') }).filter((x) => !x.disqualified).slice(0, 4).map((x) => x.id);
    const r3 = currentRound(cut)!;
    expect(r3.phase).toBe('elim');
    expect(r3.matches.map((m) => [m.a, m.b])).toEqual([[seeds[0], seeds[3]], [seeds[1], seeds[2]]]);
    expect(r3.matches.flatMap((m) => [m.a, m.b])).not.toContain(cheat);
    // Elimination matches cannot be drawn: refused privately, nothing changed.
    const rev = (await t.repo.load(id))!.rev;
    const draw = await slash(t, t.organiser, t.channel, 'league-admin result', { league: id, table: 1, wins_a: 0, wins_b: 0, draws: 1 });
    expect(String(draw.content)).toMatch(/cannot be drawn/);
    expect((await t.repo.load(id))!.rev).toBe(rev);
    await settleRound(t, id);
    const final = await roundReady(t, id, 4);
    expect(currentRound(final)!.matches.map((m) => [m.a, m.b])).toEqual([[seeds[0], seeds[1]]]);
    await settleRound(t, id, () => ({ wins_a: 0, wins_b: 1 }));
    await finished(t, id);
    const champ = await until(async () => messages(t, t.players[0]!, t.channel, (x) => x.startsWith('🏆') && x.includes('Top4 Open'))[0], 'champion');
    expect(String(champ.content)).toContain(`Champion: <@${seeds[1]}>`);
  });

  it('the standings image is a PNG, named for the league, and the text table marks the disqualified player', async () => {
    const image = await slash(t, t.players[2]!, t.channel, 'league standings', { league: id, image: true });
    const file = (image.attachments as Json[])[0]!;
    expect(file.filename).toBe(`standings-${id}.png`);
    const bytes = t.emu.attachment(file.id as string)!.bytes;
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const text = await slash(t, t.players[2]!, t.channel, 'league standings', { league: id });
    expect(String(text.content)).toMatch(/\(disqualified\)/);
    expect(String(text.content)).toMatch(/#\s+Player\s/);
    // The same table to a Thai reader: Thai title, column and marks; the pairings name the phase in Thai.
    const th = String((await slash(t, t.players[1]!, t.channel, 'league standings', { league: id })).content);
    expect(th).toContain('ตารางคะแนน Top4 Open');
    expect(th).toContain('ผู้เล่น');
    expect(th).toMatch(/\(ตัดสิทธิ์\)/);
    expect(th).not.toMatch(/\(disqualified\)|#\s+Player\s/);
    const pairings = String((await slash(t, t.players[1]!, t.channel, 'league pairings', { league: id })).content);
    expect(pairings).toContain('รอบที่ 4 (แพ้คัดออก)');
  });
});

describe('single elimination of three players', () => {
  it('the top seed has a bye, the winners meet in the final, the champion is announced', async () => {
    const { id } = await create(t, { name: 'KO Three', structure: 'single-elim', best_of: 1, round_hours: 24 });
    await joinAll(t, id, t.players.slice(0, 3));
    await slash(t, t.organiser, t.channel, 'league-admin start', { league: id });
    const l = await roundReady(t, id, 1);
    const r1 = currentRound(l)!;
    expect(r1.phase).toBe('elim');
    expect(r1.matches.filter((m) => m.b === null).map((m) => m.a)).toEqual([l.seating[0]]);
    await settleRound(t, id);
    const l2 = await roundReady(t, id, 2);
    const fin = currentRound(l2)!.matches;
    expect(fin).toHaveLength(1);
    expect([fin[0]!.a, fin[0]!.b]).toContain(l.seating[0]);
    await settleRound(t, id);
    const done = await finished(t, id);
    expect(done.roundList).toHaveLength(2);
    const champ = await until(async () => messages(t, t.players[0]!, t.channel, (x) => x.startsWith('🏆') && x.includes('KO Three'))[0], 'champion');
    expect(String(champ.content)).toContain(`Champion: <@${fin[0]!.a}>`);
  });
});
