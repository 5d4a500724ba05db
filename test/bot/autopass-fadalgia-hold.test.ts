/**
 * Issue 30: Fadalgia's "no responses until …" through the real bot (emulator + discord.js + Redis). The
 * buttons are in the player's private panel only; choosing one while one's response window is open passes it
 * (like Pass), and the bot then passes that player's response windows inside the commit that opens them until
 * the hold ends by public facts: the end of the combat (609), the end of the turn, or something new the
 * opponent puts on the Break (605.2.4.1). Holding an answer or not makes no difference outside.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveSettings, DEFAULT_SETTINGS } from '../../src/match/autopass/settings.js';
import { loadHold } from '../../src/match/autopass/hold.js';
import { parseCustomId, type HoldChoice } from '../../src/bot/custom-id.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import { MatchService, type LoadedMatch } from '../../src/match/service.js';
import type { PromptOption } from '../../src/engine/core/api-types.js';
import type { FState } from '../../src/engine/games/fadalgia/types.js';
import { C } from '../engine/helpers/scenario.js';
import { boardVersion, currentBoard, flatComponents } from './support/driver.js';
import { IDS, startHarness, type Harness } from './support/harness.js';
import { scenarioMatch, type ScenarioGame } from './support/scenario-match.js';
import { forged } from './support/forge.js';

let h: Harness;
beforeAll(async () => { h = await startHarness(); await h.startBot(); });
afterAll(async () => { await h?.close(); });

type Json = Record<string, unknown>;
const load = async (g: ScenarioGame): Promise<LoadedMatch> => (await new MatchService(h.store, realEngine).load(g.matchId))!;

async function settle(g: ScenarioGame): Promise<number> {
  const v = (await load(g)).snap.version;
  await h.emu.waitFor(() => boardVersion(currentBoard(h.emu, g.thread)) >= v || undefined, 30_000);
  await h.bots.at(-1)!.router.drain();
  return v;
}

async function openPanel(g: ScenarioGame, user: string): Promise<Json> {
  const board = currentBoard(h.emu, g.thread)!;
  const hand = flatComponents(board).find((c) => String(c.custom_id).startsWith('h1:'))!;
  return (await (await h.emu.click(user, board.id as string, hand.custom_id as string)).settled())!;
}

/** Answers the pending prompt of `user` through their panel with the first option `pick` accepts. */
async function answer(g: ScenarioGame, user: string, pick: (o: PromptOption) => boolean): Promise<void> {
  const m = await load(g);
  const idx = m.prompt!.options.findIndex(pick);
  expect(idx, `${m.prompt!.kind}: ${m.prompt!.options.map((o) => o.id).join(' ')}`).toBeGreaterThanOrEqual(0);
  const panel = await openPanel(g, user);
  const c = flatComponents(panel).find((x) => { const id = parseCustomId(String(x.custom_id)); return id?.kind === 'answer' && id.choice.kind === 'option' && id.choice.index === idx; })!;
  await (await h.emu.click(user, panel.id as string, c.custom_id as string)).settled();
  await settle(g);
}

/** Seat 0 casts a Fireball at `target` and answers its own follow-up prompts (targets, payment). */
async function castFireball(g: ScenarioGame, target: string): Promise<void> {
  const s = (await load(g)).state as FState;
  await answer(g, g.users[0], (o) => o.id.startsWith('cast:') && s.objs[o.objectId!]?.card === C.fireball);
  for (let i = 0; i < 4; i++) {
    const m = await load(g);
    if (m.prompt?.seat !== 0 || m.prompt.kind === 'priority') break;
    await answer(g, g.users[0], (o) => (m.prompt!.kind === 'targets' ? o.id.includes(target) : true));
  }
}

/** The hold buttons `user`'s panel shows, by mode. */
function holdButtons(panel: Json): Map<HoldChoice, Json> {
  const out = new Map<HoldChoice, Json>();
  for (const c of flatComponents(panel)) {
    const id = parseCustomId(String(c.custom_id));
    if (id?.kind === 'hold') out.set(id.mode, c);
  }
  return out;
}

async function pressHold(g: ScenarioGame, user: string, mode: HoldChoice): Promise<Json> {
  const panel = await openPanel(g, user);
  const b = holdButtons(panel).get(mode);
  expect(b, `hold button ${mode}`).toBeDefined();
  const out = await (await h.emu.click(user, panel.id as string, b!.custom_id as string)).settled();
  await settle(g);
  return out ?? (h.emu.message(panel.id as string) as Json);
}

const autoOfLast = async (g: ScenarioGame) => ((await new MatchService(h.store, realEngine).log(g.matchId)).at(-1)!.auto ?? [])
  .map((a) => (a.type === 'answer' ? `${a.seat}:${a.choice.join()}` : a.type));

/** Seat 0 holds two Fireballs, a Wanderer (so its Main phase waits for it) and two Fire Streams; seat 1 two Storm Hawks (in AT mode), a Fire Stream and `hand1`. */
const spec = (hand1: string) => ({
  format: 'starter-c' as const,
  p0: { hand: [C.fireball, C.fireball, C.wanderer], mana: [C.recruit, C.recruit] },
  p1: { hand: [hand1], field: [{ card: C.hawk, as: 'h1', mode: 'AT' as const }, { card: C.hawk, as: 'h2', mode: 'AT' as const }], mana: [C.swordsman] },
});

async function defaults(g: ScenarioGame): Promise<void> {
  for (const u of g.users) await saveSettings(h.kv, u, DEFAULT_SETTINGS);
}

describe('Fadalgia "no responses until …" (issue 30)', () => {
  it('605.2.4.1 the buttons are in the private panel only; "until something new" passes the open window and ends when the opponent casts again', { timeout: 90_000 }, async () => {
    const g = await scenarioMatch(h, spec(C.rage));
    await defaults(g);
    const hawks = ((await load(g)).state as FState);
    const [h1, h2] = Object.values(hawks.objs).filter((o) => o.card === C.hawk).map((o) => o.id);
    // Never on the public board.
    expect(flatComponents(currentBoard(h.emu, g.thread)).some((c) => parseCustomId(String(c.custom_id))?.kind === 'hold')).toBe(false);
    await castFireball(g, h1!);
    let m = await load(g);
    expect(m.prompt).toMatchObject({ seat: 1, kind: 'priority' }); // "stop at my opponent's casts"
    const panel = await openPanel(g, g.users[1]);
    // No combat now: "this turn" and "until something new" only.
    expect([...holdButtons(panel).keys()].sort()).toEqual(['new', 'turn']);
    expect(flatComponents(currentBoard(h.emu, g.thread)).some((c) => parseCustomId(String(c.custom_id))?.kind === 'hold')).toBe(false);

    const v0 = m.snap.version;
    const after = await pressHold(g, g.users[1], 'new');
    m = await load(g);
    // The press passed the open window (one commit, like Pass); Fireball resolved and seat 0 is back in Main.
    expect(m.snap.version).toBe(v0 + 1);
    expect(m.prompt).toMatchObject({ seat: 0, kind: 'priority' });
    expect((m.state as FState).brk).toHaveLength(0);
    expect(await loadHold(h.kv, g.matchId, 1)).toMatchObject({ mode: 'new' });
    // While it applies, the panel offers to stop as usual again.
    expect([...holdButtons(after).keys()]).toEqual(['off']);

    // Something new: the second Fireball stops seat 1 again, and the hold is gone.
    await castFireball(g, h2!);
    m = await load(g);
    expect(m.prompt).toMatchObject({ seat: 1, kind: 'priority' });
    expect(await autoOfLast(g)).toEqual([]);
    expect(await loadHold(h.kv, g.matchId, 1)).toBeNull();
  });

  it('601.5.2 605.2.4.1 "until end of this turn": the same public messages and commits whether or not the player holds an answer', { timeout: 120_000 }, async () => {
    const seen: Array<{ thread: string[]; others: string[]; versions: number[]; autos: string[][] }> = [];
    for (const hand1 of [C.rage, C.wanderer]) {
      const g = await scenarioMatch(h, spec(hand1));
      await defaults(g);
      const st = (await load(g)).state as FState;
      const [h1, h2] = Object.values(st.objs).filter((o) => o.card === C.hawk).map((o) => o.id);
      await castFireball(g, h1!);
      const mark = h.emu.requests.length;
      const versions: number[] = [];
      const autos: string[][] = [];
      await pressHold(g, g.users[1], 'turn');
      versions.push((await load(g)).snap.version);
      autos.push(await autoOfLast(g));
      await castFireball(g, h2!);
      const m = await load(g);
      versions.push(m.snap.version);
      autos.push(await autoOfLast(g));
      // The second Fireball was passed for seat 1 in the commit that cast it: seat 0 has its Main phase back.
      expect(m.prompt).toMatchObject({ seat: 0, kind: 'priority' });
      expect((m.state as FState).brk).toHaveLength(0);
      const norm = (x: string) => x.split(g.matchId).join('<match>').split(g.thread).join('<thread>').replace(/\d{17,20}/g, '<id>');
      const reqs = h.emu.requests.slice(mark).map((r) => norm(`${r.method} ${r.route} ${r.status} ${JSON.stringify(r.body)}`));
      // Private panel edits (webhook PATCHes) show each player's own hand; everything else is compared.
      seen.push({
        thread: reqs.filter((x) => x.includes('/channels/:channel/messages')),
        others: reqs.filter((x) => !x.startsWith('PATCH /webhooks/')).sort(),
        versions: versions.map((v) => v - g.version),
        autos,
      });
      // The hold ends with the turn: seat 0 passes its Main phase and the hold is gone.
      expect(await loadHold(h.kv, g.matchId, 1)).toMatchObject({ mode: 'turn' });
      await answer(g, g.users[0], (o) => o.id === 'pass');
      expect((await load(g)).snap.status).toBe('active');
      expect(await loadHold(h.kv, g.matchId, 1)).toBeNull();
    }
    expect(seen[0]!.thread.length).toBeGreaterThan(0);
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[0]!.autos[1]).toEqual(['1:pass', '0:pass']);
  });

  it('609 "until end of this combat": the defender\'s windows of this attack are passed, and the hold ends with the combat', { timeout: 90_000 }, async () => {
    const g = await scenarioMatch(h, {
      format: 'starter-c' as const,
      p0: { hand: [C.fireball], field: [{ card: C.recruit, as: 'r', since: true }], mana: [C.recruit] },
      p1: { hand: [C.rage], field: [{ card: C.hawk, mode: 'AT' as const }, { card: C.hawk, mode: 'AT' as const }], mana: [C.swordsman] },
    });
    await defaults(g);
    await answer(g, g.users[0], (o) => o.id.startsWith('attack:'));
    for (let i = 0; i < 3; i++) {
      const m = await load(g);
      if (m.prompt?.seat !== 0 || m.prompt.kind === 'priority') break;
      await answer(g, g.users[0], (o) => o.id === 'p1' || o.id.includes('player') || true);
    }
    let m = await load(g);
    expect(m.prompt).toMatchObject({ seat: 1, kind: 'priority' }); // "stop at my opponent's attacks"
    expect((m.state as FState).combat).not.toBeNull();
    const panel = await openPanel(g, g.users[1]);
    expect([...holdButtons(panel).keys()].sort()).toEqual(['combat', 'new', 'turn']);
    const logAt = (await new MatchService(h.store, realEngine).log(g.matchId)).length;
    await pressHold(g, g.users[1], 'combat');
    m = await load(g);
    // Whatever else the combat asked of the defender (a block is a decision, not a window) is theirs; every
    // priority window of it was passed for them.
    for (let i = 0; i < 6 && m.prompt?.seat === 1 && (m.state as FState).combat; i++) {
      expect(m.prompt.kind).not.toBe('priority');
      await answer(g, g.users[1], () => true);
      m = await load(g);
    }
    expect((m.state as FState).combat).toBeNull();
    expect(m.prompt).toMatchObject({ seat: 0, kind: 'priority' });
    // The defender's later windows of this combat (after the block, before the fight) were passed for them.
    const autos = (await new MatchService(h.store, realEngine).log(g.matchId)).slice(logAt).flatMap((r) => r.auto ?? []);
    expect(autos.filter((a) => a.seat === 1 && a.type === 'answer' && a.choice[0] === 'pass').length).toBeGreaterThanOrEqual(2);
    expect(await loadHold(h.kv, g.matchId, 1)).toBeNull();
    // Ended with its combat: a cast after it stops the defender again.
    const hawk = Object.values((m.state as FState).objs).find((o) => o.card === C.hawk && o.zone === 'field');
    expect(hawk).toBeDefined();
    await castFireball(g, hawk!.id);
    expect((await load(g)).prompt).toMatchObject({ seat: 1, kind: 'priority' });
  });

  it('a hold button is refused for someone else, and "stop as usual" ends a hold', { timeout: 60_000 }, async () => {
    const g = await scenarioMatch(h, spec(C.wanderer));
    await defaults(g);
    const panel = await openPanel(g, g.users[1]);
    const turn = holdButtons(panel).get('turn')!;
    // A watcher cannot see the panel; the same id sent in a forged click is refused (the seat comes from the user).
    const board = currentBoard(h.emu, g.thread)!;
    const hand = flatComponents(board).find((c) => String(c.custom_id).startsWith('h1:'))!;
    const refused = await (await forged(h.emu, (p) => { (p.data as Json).custom_id = turn.custom_id; }, () => h.emu.click(IDS.watcher, board.id as string, hand.custom_id as string))).settled();
    expect(refused?.flags).toBe(64);
    expect(await loadHold(h.kv, g.matchId, 1)).toBeNull();
    const v0 = (await load(g)).snap.version;
    // Not seat 1's window now: the hold is kept, nothing is committed.
    const shown = await pressHold(g, g.users[1], 'turn');
    expect((await load(g)).snap.version).toBe(v0);
    expect(await loadHold(h.kv, g.matchId, 1)).toMatchObject({ mode: 'turn' });
    const off = holdButtons(shown).get('off')!;
    await (await h.emu.click(g.users[1], shown.id as string, off.custom_id as string)).settled();
    expect(await loadHold(h.kv, g.matchId, 1)).toBeNull();
  });
});
