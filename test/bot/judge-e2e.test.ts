/**
 * The judge tools through the real client and the emulator, on a practice match: the call-a-judge button in
 * the thread pings the judge role set with /ruling config; a player's undo is answered by Sanam's consent
 * (granted, or refused when the last action revealed a card); only a judge may view the full state (an
 * ephemeral file nobody else sees), rewind at once or set the result; each step is a logged record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCustomId } from '../../src/bot/custom-id.js';
import type { JudgedRecord } from '../../src/match/history.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import { IDS, startHarness, type Harness } from './support/harness.js';
import { Driver, boardVersion, flatComponents } from './support/driver.js';

let h: Harness;
const saved = process.env.PRACTICE_AI_MS;
beforeAll(async () => { process.env.PRACTICE_AI_MS = '30'; h = await startHarness({ testGames: true }); await h.startBot(); });
afterAll(async () => { if (saved === undefined) delete process.env.PRACTICE_AI_MS; else process.env.PRACTICE_AI_MS = saved; await h?.close(); });

describe('judge tools in a match thread', () => {
  it('calls the judge role, undoes by consent, and lets only a judge view, rewind and set the result — all logged', { timeout: 120_000 }, async () => {
    await (await h.emu.slash(IDS.watcher, IDS.channel, 'ruling config', { 'judge-role': IDS.adminRole })).settled();
    const before = new Set(h.emu.threads().map((t) => t.id as string));
    await (await h.emu.slash(IDS.alice, IDS.channel, 'match practice', { deck: 'precon:tiny-a', game: 'tiny', format: 'standard', level: 'easy' })).settled();
    const thread = (await h.emu.waitFor(() => h.emu.threads().find((t) => !before.has(t.id as string)))).id as string;
    const board = await h.emu.waitFor(() => h.emu.visibleMessages(IDS.watcher, thread).find((m) => boardVersion(m) >= 0));
    const matchId = flatComponents(board).map((c) => parseCustomId(String(c.custom_id))).map((id) => (id && 'matchId' in id ? id.matchId : null)).find((m) => m !== null)!;
    const d = new Driver(h.emu, h.store, { matchId, thread, board: board.id as string });

    // Call a judge: the button is in the thread; pressing it pings the role.
    const callMsg = await h.emu.waitFor(() => h.emu.visibleMessages(IDS.alice, thread).find((m) => flatComponents(m).some((c) => String(c.custom_id) === `j1:call:${matchId}`)));
    await (await h.emu.click(IDS.alice, callMsg.id as string, `j1:call:${matchId}`)).settled();
    const ping = h.emu.visibleMessages(IDS.watcher, thread).find((m) => String(m.content).includes(`<@&${IDS.adminRole}>`));
    expect(ping).toBeTruthy();

    // Alice acts once, then asks for an undo; Sanam agrees, the engine decides whether a card was revealed.
    while ((await d.load()).prompt?.seat !== 0) await new Promise((r) => setTimeout(r, 30));
    await d.step();
    const afterStep = await d.load();
    const reply = await (await h.emu.slash(IDS.alice, thread, 'match undo', { reason: 'misclick' })).settled();
    const after = await d.load();
    if (/undone/.test(String(reply?.content))) {
      const last = ((await d.service.log(matchId)) as JudgedRecord[]).at(-1)!;
      expect(last.judge).toMatchObject({ kind: 'undo', reason: 'misclick', authority: 'consent', consent: [IDS.alice, h.bots[0]!.client.user!.id] });
    } else {
      expect(String(reply?.content)).toMatch(/revealed a hidden card/);
      expect(after.snap.version).toBeGreaterThanOrEqual(afterStep.snap.version);
      const log = (await d.service.log(matchId)) as JudgedRecord[];
      expect(log.some((r) => r.judge)).toBe(false);
    }

    // Only a judge: Alice is refused, the watcher (judge role) sees the full state privately.
    const refused = await (await h.emu.slash(IDS.alice, thread, 'judge view', {})).settled();
    expect(String(refused?.content)).toMatch(/Only a judge/);
    const view = await (await h.emu.slash(IDS.watcher, thread, 'judge view', {})).settled();
    expect(view?.flags).toBe(64);
    expect(JSON.stringify(view)).toContain('-full.json');
    expect(h.emu.visibleMessages(IDS.alice, thread).some((m) => m.id === view!.id)).toBe(false);

    // A judge rewinds at once, and the state is the one of that version.
    const versionNow = (await d.load()).snap.version;
    // /match rewind is the players' request; a judge is sent to /judge rewind, and nothing changes.
    const wrongDoor = await (await h.emu.slash(IDS.watcher, thread, 'match rewind', { version: 0, reason: 'wrong ruling' })).settled();
    expect(String(wrongDoor?.content)).toMatch(/\/judge rewind/);
    expect((await d.load()).snap.version).toBe(versionNow);
    const rew = await (await h.emu.slash(IDS.watcher, thread, 'judge rewind', { version: 0, reason: 'wrong ruling' })).settled();
    expect(String(rew?.content)).toMatch(/rewound to v0/);
    const rewound = await d.load();
    expect(rewound.snap.version).toBeGreaterThanOrEqual(versionNow + 1);
    const log = (await d.service.log(matchId)) as JudgedRecord[];
    expect(log.at(-1)).toMatchObject({ by: IDS.watcher, action: null, judge: { kind: 'rewind', to: 0, reason: 'wrong ruling', authority: 'judge' } });

    // A judge adjusts: answers the pending decision for the seat that owes it (Alice's, at v0). The choices come
    // from autocomplete, for the judge only; a bad choice is refused and changes nothing.
    const pending = await d.load();
    expect(pending.prompt?.seat).toBe(0);
    expect(await h.emu.autocomplete(IDS.alice, thread, 'judge adjust', { choice: '', reason: 'x' }, 'choice')).toEqual([]);
    const offered = await h.emu.autocomplete(IDS.watcher, thread, 'judge adjust', { choice: '', reason: 'x' }, 'choice');
    expect(offered.map((c) => c.value)).toEqual(pending.prompt!.options.map((o) => o.id));
    const bad = await (await h.emu.slash(IDS.watcher, thread, 'judge adjust', { choice: 'no-such-option', reason: 'x' })).settled();
    expect(String(bad?.content)).toMatch(/not an answer to the pending decision/);
    expect((await d.load()).snap.version).toBe(pending.snap.version);
    const adj = await (await h.emu.slash(IDS.watcher, thread, 'judge adjust', { choice: 'pass', reason: 'player away' })).settled();
    expect(String(adj?.content)).toMatch(/Adjusted/);
    const adjusted = ((await d.service.log(matchId)) as JudgedRecord[])[pending.snap.version]!;
    expect(adjusted).toMatchObject({ by: IDS.watcher, action: { type: 'answer', seat: 0, choice: ['pass'] }, judge: { kind: 'adjust', seat: 0, reason: 'player away', authority: 'judge' } });
    expect(adjusted.events.find((e) => e.kind === 'judge')?.text.en).toMatch(/answered "Pass" for P1: player away/);
    // The players see it in /match log.
    const shownLog = await (await h.emu.slash(IDS.alice, thread, 'match log', {})).settled();
    expect(String(shownLog?.content)).toMatch(/adjusted: answered "Pass" for P1: player away/);

    // A judge sets the result: the match ends by the loser's concession, logged as the judge's.
    const res = await (await h.emu.slash(IDS.watcher, thread, 'judge result', { winner: '1', reason: 'time' })).settled();
    expect(String(res?.content)).toMatch(/result was set/);
    const end = await d.load();
    expect(end.snap.status).toBe('finished');
    expect(realEngine.result(end.state)?.winner).toBe(0);
    const endLog = (await d.service.log(matchId)) as JudgedRecord[];
    expect(endLog.at(-1)).toMatchObject({ by: IDS.watcher, judge: { kind: 'result', reason: 'time', authority: 'judge' } });
    // The public log names every judge step.
    const publicLines = endLog.flatMap((r) => r.events.filter((e) => e.audience === null && e.kind === 'judge').map((e) => e.text.en));
    expect(publicLines.filter((l) => /rewound|undone|result|adjusted/.test(l)).length).toBe(endLog.filter((r) => r.judge).length);
  });
});
