/**
 * Several bot processes (separate OS processes, the real discord.js client, gateway shards from SHARDS /
 * SHARD_COUNT) behind one emulator and the real Redis, playing 20 matches at once. The emulator routes the
 * server's events to its shard only, like Discord; every process runs the decision-timer sweeper. Checked
 * from the store and the processes' own logs: each match's log has versions 1..N with no gap and every
 * interaction id once (no action applied twice), and each timer message was posted once per deadline (no
 * timer fired twice, as players see it; a deadline may be claimed again, see checkTimers); and a process
 * killed with SIGKILL mid-match loses no action a player was shown as done, while the others keep firing
 * timers and a replacement takes over its shard. The emulator's rate limits are off: what is checked here
 * is ordering across processes, not pacing (rate-limit-round.test.ts keeps 'strict'), and without the
 * waits the clicks and the timers race more often.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../src/emulator/index.js';
import { shardOf } from '../../src/emulator/shards.js';
import type { KeyValueRepo } from '../../src/store/kv.js';
import type { MatchStore } from '../../src/store/types.js';
import { challenge, Driver, type Game } from './support/driver.js';
import { IDS, openRedis, redisUrl, testServer } from './support/harness.js';
import { startBotProcess, type BotProcess, type BotProcessOptions, type LogLine } from './support/processes.js';

const TOKEN = 'test-token';
const MATCHES = 20;
/** Matches left untouched after creation: only their timers move them. */
const IDLE = 4;
/**
 * Short decisions so that timers fire during the run; a long last call, so that a match whose prompt cannot
 * be passed is not conceded while its driver is slow under load or while the server's shard has no process.
 */
const TIMERS = { decisionMs: 3000, warnBeforeMs: 1500, graceMs: 120_000 };
const AUTO_PASS = /passes automatically|ผ่านโดยอัตโนมัติ/;
const WARNED = /seconds left to decide|วินาทีในการตัดสินใจ/;
const LAST_CALL = /must decide within|ต้องตัดสินใจภายใน/;
const CONCEDED = /did not respond and concedes|ไม่ตอบสนอง ถือว่ายอมแพ้/;

interface World { emu: Emulator; store: MatchStore; kv: KeyValueRepo; prefix: string; procs: BotProcess[] }
let world: World | undefined;

afterEach(async () => {
  if (!world) return;
  await Promise.all(world.procs.map((p) => p.kill()));
  await world.kv.close();
  await world.store.close();
  await world.emu.stop();
  world = undefined;
});

async function startWorld(shardCount: number): Promise<World> {
  const emu = await startEmulator({
    botToken: TOKEN, applicationId: IDS.app, answerTimeoutMs: 10_000, shards: { recommended: shardCount }, ...testServer(), rateLimits: 'off',
  });
  const { prefix, store, kv } = await openRedis('mp');
  world = { emu, store, kv, prefix, procs: [] };
  return world;
}

function spawnBot(w: World, name: string, shards: string, shardCount: number, extra: Partial<BotProcessOptions> = {}): BotProcess {
  const p = startBotProcess({ name, api: w.emu.apiBase, token: TOKEN, prefix: w.prefix, redisUrl, shards, shardCount, timers: TIMERS, ...extra });
  w.procs.push(p);
  return p;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const received = (p: BotProcess) => p.lines.filter((l) => l.msg === 'interaction received').map((l) => l.interaction as string);
const claims = (p: BotProcess) => p.lines.filter((l) => l.msg === 'deadline claimed').map((l) => ({ ...(l.deadline as { matchId: string; key: string; dueAt: number; payload: string }), time: l.time }));

async function createMatches(w: World): Promise<Game[]> {
  const games: Game[] = [];
  for (let k = 0; k < MATCHES; k++) games.push(await challenge(w.emu, w.kv));
  return games;
}

/**
 * Drives the matches concurrently, `steps` decisions each. A step cut short (the process that had the
 * interaction died, or a wait ran out under load) is retried from the store's state once `recovered` has
 * resolved (e.g. a process serves the shard again), at most `retries` times per match.
 */
async function play(w: World, games: Game[], steps: number, onStep: (g: Game, version: number) => void, recovered: () => Promise<unknown> = () => sleep(1000), retries = 4): Promise<number> {
  let retried = 0;
  await Promise.all(games.map(async (g) => {
    const d = new Driver(w.emu, w.store, g);
    let left = retries;
    for (let k = 0; k < steps; k++) {
      try {
        if (!(await d.step())) return;
        onStep(g, (await d.load()).snap.version);
      } catch (err) {
        if (left-- <= 0) throw err;
        retried++;
        k--;
        await recovered();
      }
    }
  }));
  return retried;
}

/**
 * No action applied twice: per match, versions 1..N without a gap; each Discord interaction id once across
 * all matches, each timer action id (`timer:<version>:<stage>`, named per match) once in its match.
 */
async function checkLogs(store: MatchStore, games: Game[]): Promise<Map<string, { version: number; interactionId: string; at: number }[]>> {
  const seen = new Set<string>();
  const logs = new Map<string, { version: number; interactionId: string; at: number }[]>();
  for (const g of games) {
    const log = await store.readLog(g.matchId);
    const snap = await store.load(g.matchId);
    expect(log.map((e) => e.version), g.matchId).toEqual(Array.from({ length: log.length }, (_, i) => i + 1));
    expect(snap?.version).toBe(log.length);
    for (const e of log) {
      const key = e.interactionId.startsWith('timer:') ? `${g.matchId}/${e.interactionId}` : e.interactionId;
      expect(seen.has(key), `${key} applied twice`).toBe(false);
      seen.add(key);
    }
    logs.set(g.matchId, log);
  }
  return logs;
}

/**
 * No timer fired twice, as players see it: each timer action committed once (checkLogs), each automatic
 * pass announced once, one warning per prompt, at most one last call per decision (version) and one
 * concession per match. A deadline may be claimed more than once — one the killed process had claimed and
 * not settled comes back once its lease runs out, and a re-arm that lands after another process claimed a
 * deadline puts the same deadline back (timers.ts) — so claims are counted, not limited to one; a second
 * fire must not be seen. Returns the claims per process and the deadlines claimed again.
 */
function checkTimers(w: World, games: Game[], logs: Map<string, { interactionId: string }[]>, killed?: BotProcess): { claimed: number[]; again: number } {
  const all = w.procs.flatMap((p) => claims(p));
  const byDeadline = new Map<string, Array<{ time: number; by: BotProcess }>>();
  for (const p of w.procs) {
    for (const c of claims(p)) {
      const key = `${c.matchId}|${c.key}|${c.dueAt}|${c.payload}`;
      byDeadline.set(key, [...(byDeadline.get(key) ?? []), { time: c.time, by: p }].sort((a, b) => a.time - b.time));
    }
  }
  let again = 0;
  for (const list of byDeadline.values()) again += list.length - 1;
  // Distinct deadlines claimed per match and stage: "version|promptRef|seat".
  const staged = (matchId: string, stage: string, by: (p: { version: number; promptRef: string; seat: number }) => string) =>
    new Set(all.filter((c) => c.matchId === matchId).map((c) => JSON.parse(c.payload) as { stage: string; version: number; promptRef: string; seat: number }).filter((p) => p.stage === stage).map(by)).size;
  let fired = 0;
  for (const g of games) {
    const timerActs = logs.get(g.matchId)!.filter((e) => /^timer:\d+:act$/.test(e.interactionId)).length;
    fired += logs.get(g.matchId)!.filter((e) => e.interactionId.startsWith('timer:')).length;
    const said = w.emu.visibleMessages(IDS.watcher, g.thread).map((m) => String(m.content ?? ''));
    const lastCalls = said.filter((c) => LAST_CALL.test(c)).length;
    fired += lastCalls;
    // A process killed between a timer's commit and its announcement leaves one unannounced, never one twice.
    const announced = said.filter((c) => AUTO_PASS.test(c)).length;
    if (killed) expect(announced, `auto-pass announcements in ${g.matchId}`).toBeLessThanOrEqual(timerActs);
    else expect(announced, `auto-pass announcements in ${g.matchId}`).toBe(timerActs);
    // The warning is once per prompt (its clock), the last call once per decision armed.
    expect(said.filter((c) => WARNED.test(c)).length, `warnings in ${g.matchId}`).toBeLessThanOrEqual(staged(g.matchId, 'warn', (p) => `${p.promptRef}|${p.seat}`));
    expect(lastCalls, `last calls in ${g.matchId}`).toBeLessThanOrEqual(staged(g.matchId, 'act', (p) => `${p.version}|${p.promptRef}|${p.seat}`));
    expect(said.filter((c) => CONCEDED.test(c)).length, `concessions in ${g.matchId}`).toBeLessThanOrEqual(1);
  }
  expect(fired, 'timer actions and last calls during the run').toBeGreaterThan(0);
  return { claimed: w.procs.map((p) => claims(p).length), again };
}

describe('bot processes on gateway shards, one Redis', () => {
  it('two processes (shards 0 and 1 of 2) play 20 matches at once: no action applied twice, no timer fired twice', { timeout: 300_000 }, async () => {
    const w = await startWorld(2);
    const owner = shardOf(IDS.guild, 2);
    const procs = [spawnBot(w, 'p0', '0', 2, owner === 0 ? { registerGuild: IDS.guild } : {}), spawnBot(w, 'p1', '1', 2, owner === 1 ? { registerGuild: IDS.guild } : {})];
    expect(await Promise.all(procs.map((p) => p.ready))).toEqual([[0], [1]]);
    expect(w.emu.gateway.connected).toBe(2);

    const games = await createMatches(w);
    let steps = 0;
    const retried = await play(w, games.slice(0, MATCHES - IDLE), 8, () => { steps++; });
    expect(steps).toBeGreaterThanOrEqual((MATCHES - IDLE) * 4);
    await timerActs(w.store, games, 2 * IDLE);
    await Promise.all(procs.map((p) => p.stop()));

    const logs = await checkLogs(w.store, games);
    const { claimed, again } = checkTimers(w, games, logs);
    // The server's events reached its shard's process only; timers were claimed by both processes.
    expect(received(procs[owner]!).length).toBeGreaterThan(MATCHES * 4);
    expect(received(procs[1 - owner]!)).toEqual([]);
    expect(claimed.every((n) => n > 0), `claims per process ${claimed.join('/')}`).toBe(true);
    console.log(`two processes: ${games.length} matches, ${[...logs.values()].reduce((a, l) => a + l.length, 0)} actions, ${steps} driven steps, claims per process ${claimed.join('/')}, deadlines claimed again ${again}, retried steps ${retried}`);
  });

  it('three processes (shards 0–2 of 3): the server\'s shard process is SIGKILLed mid-match, the others keep firing timers, a replacement takes its shard, no shown action is lost', { timeout: 300_000 }, async () => {
    const w = await startWorld(3);
    const owner = shardOf(IDS.guild, 3);
    const procs = [0, 1, 2].map((s) => spawnBot(w, `p${s}`, String(s), 3, { ...(s === (owner + 1) % 3 ? { registerGuild: IDS.guild } : {}) }));
    expect(await Promise.all(procs.map((p) => p.ready))).toEqual([[0], [1], [2]]);
    const games = await createMatches(w);

    // What each player was shown as done before the kill: the board at that version (Driver.step waits for it).
    const shown = new Map<string, number>();
    let killedAt = 0;
    let replacement: BotProcess | undefined;
    let steps = 0;
    const killer = (async () => {
      // Mid-match: past the opening decisions, where most prompts can be passed (and timers pass them).
      const giveUp = Date.now() + 120_000;
      while (steps < (MATCHES - IDLE) * 3 && Date.now() < giveUp) await sleep(50);
      killedAt = Date.now();
      await procs[owner]!.kill();
      // The other processes keep firing deadlines while the server's shard has no process.
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline && timerEffectsSince(w, games, killedAt) === 0) await sleep(250);
      replacement = spawnBot(w, `p${owner}-again`, String(owner), 3);
      await replacement.ready;
    })();
    const retried = await play(w, games.slice(0, MATCHES - IDLE), 7, (g, v) => {
      steps++;
      if (!killedAt) shown.set(g.matchId, Math.max(shown.get(g.matchId) ?? 0, v));
    }, () => killer.then(() => sleep(500)));
    await killer;
    expect(procs[owner]!.child.signalCode).toBe('SIGKILL');
    await Promise.all(w.procs.map((p) => p.stop()));

    const logs = await checkLogs(w.store, games);
    // Nothing shown before the kill is missing, and the matches went on past it.
    let after = 0;
    for (const [matchId, version] of shown) {
      const log = logs.get(matchId)!;
      expect(log.length, matchId).toBeGreaterThanOrEqual(version);
      if (log.length > version) after++;
    }
    expect(shown.size).toBeGreaterThan(0);
    expect(after).toBeGreaterThan(0);
    // The surviving processes fired timers while the killed one's shard was unserved.
    const survivors = procs.filter((_, i) => i !== owner);
    const outage = timerEffectsSince(w, games, killedAt, readyAt(replacement!));
    expect(outage, 'automatic passes and last calls while the shard had no process').toBeGreaterThan(0);
    // Which survivor wins each claim is a race (one may win them all); together they must have served the outage.
    expect(survivors.some((p) => claims(p).some((c) => c.time > killedAt && c.time < readyAt(replacement!))), 'a survivor claimed deadlines during the outage').toBe(true);
    const { claimed, again } = checkTimers(w, games, logs, procs[owner]);
    // Steps cut by the kill were clicked again once the replacement served the shard, and it answered them.
    expect(retried).toBeGreaterThan(0);
    expect(received(replacement!).length).toBeGreaterThan(0);
    const actions = [...logs.values()].reduce((a, l) => a + l.length, 0);
    console.log(`three processes + kill: ${games.length} matches, ${actions} actions, ${steps} driven steps, ${outage} timer announcements while the shard had no process, claims per process ${claimed.join('/')}, deadlines claimed again ${again}, steps cut by the kill and clicked again ${retried}`);
  });
});

/** Waits until the matches hold at least `n` actions committed by timers. */
async function timerActs(store: MatchStore, games: Game[], n: number): Promise<void> {
  const until = Date.now() + 60_000;
  for (;;) {
    let count = 0;
    for (const g of games) count += (await store.readLog(g.matchId)).filter((e) => e.interactionId.startsWith('timer:')).length;
    if (count >= n || Date.now() > until) return;
    await sleep(500);
  }
}

function readyAt(p: BotProcess): number {
  return (p.lines.find((l) => l.msg === 'bot process ready') as LogLine | undefined)?.time ?? Date.now();
}

/** Timer announcements (automatic passes, last calls) posted in the matches' threads between `since` and `until`. */
function timerEffectsSince(w: World, games: Game[], since: number, until = Infinity): number {
  let n = 0;
  for (const g of games) {
    for (const m of w.emu.visibleMessages(IDS.watcher, g.thread)) {
      const at = Date.parse(String(m.timestamp));
      if (at > since && at < until && (AUTO_PASS.test(String(m.content)) || LAST_CALL.test(String(m.content)))) n++;
    }
  }
  return n;
}
