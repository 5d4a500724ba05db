/**
 * One whole turn through local mode's page in chromium (issue 30), shared by the three games' turn tests: a match
 * challenged in the demo lobby, its state replaced by a chosen position (committed through the store and published
 * like any move), then every press of the turn made in the page — the acting player's own "My hand" panel or the
 * board's buttons — and what the page and the store show afterwards read back for the test's assertions.
 *
 * Buttons are found by their meaning: a custom id's kind (`m1:` an answer, `n1:` a hold) and, for an answer, the
 * option of the engine's prompt it stands for (read from the store, as a player reads the label). No press count
 * of today's prompts is built in here: each test names its expected count in one constant.
 */
import { loadavg } from 'node:os';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_IDS, InteractionFailedError, type Emulator } from '../../src/emulator/index.js';
import { parseCustomId, type HoldChoice } from '../../src/bot/custom-id.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import { MatchService, type LoadedMatch, type LogRecord } from '../../src/match/service.js';
import type { Prompt, PromptOption } from '../../src/engine/core/api-types.js';
import type { Seat } from '../../src/engine/core/view-types.js';
import { boardVersion, flatComponents, type Game } from '../bot/support/driver.js';
import type { LocalPage } from './local-page.js';
import { column, openHand, openThreadLink } from './play.js';

export const A = DEMO_IDS.somchai; // seat 0, Thai
export const B = DEMO_IDS.alex; // seat 1, English

export interface Table {
  local: LocalPage;
  page: Page;
  service: MatchService;
  game: Game;
  /** Every press the test made in the page that the bot took, in order: who, and what (`<prompt kind>:<option id>`, or `hold:<mode>`). */
  presses: Array<{ user: string; what: string }>;
  /** Presses the bot did not take (too late for Discord on a loaded machine, or refused): not in `presses`. */
  unanswered: number;
  /** The spectator views seen after every press (JSON): a card named in one of them was public at some moment. */
  publicViews: string[];
}

export const col = (t: Table, user: string): Locator => column(t.page, user);

/** The current public board in a column: the newest channel message with a "My hand" button. */
export const board = (c: Locator): Locator => c.locator('.msg:not(.msg-ephemeral)', { has: c.page().locator('button[data-custom-id^="h1:"]') }).last();

export async function pageVersion(c: Locator): Promise<number> {
  return Number(/· v(\d+) ·/.exec(await board(c).locator('.embed').innerText().catch(() => ''))?.[1] ?? -1);
}

export const load = async (t: Table): Promise<LoadedMatch> => (await t.service.load(t.game.matchId))!;
export const seatUser = (seat: Seat): string => (seat === 0 ? A : B);

/** The spectator view's turn number (Summoner Master: its Subturn) and whose it is. */
export function turnOf(state: unknown): { turn: number; active: Seat } {
  const v = realEngine.viewFor(state, 'spectator') as unknown as { turn: number; atSeat?: Seat; activeSeat?: Seat; active?: Seat };
  return { turn: v.turn, active: (v.atSeat ?? v.activeSeat ?? v.active ?? 0) as Seat };
}

/**
 * One interaction of the set-up; when the loaded machine made the bot's answer late (Discord's 3 s), what it was
 * for may have happened anyway (`done`), else it is sent again.
 */
async function step<T>(run: () => Promise<T>, done: () => boolean): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      await run();
      return;
    } catch (err) {
      if (!(err instanceof InteractionFailedError) || i >= 2) throw err;
      await new Promise((r) => setTimeout(r, 3_000));
      if (done()) return;
    }
  }
}

/** somchai challenges alex in the demo lobby with `options`; alex accepts with `alexDeck`. */
async function challenge(emu: Emulator, options: Record<string, unknown>, alexDeck: string): Promise<Game> {
  const { somchai, alex, judge, lobby } = DEMO_IDS;
  const acceptOf = () => emu.visibleMessages(alex, lobby).reverse().find((m) => flatComponents(m).some((c) => String(c.custom_id).endsWith(':a')));
  const pickOf = () => emu.visibleMessages(alex, lobby).reverse().find((m) => flatComponents(m).some((c) => String(c.custom_id).endsWith(':k')));
  const threadOf = () => emu.threads().find((t) => (t.name as string).includes('vs'));
  await step(async () => (await emu.slash(somchai, lobby, 'match challenge', { opponent: alex, ...options })).settled(), () => acceptOf() !== undefined);
  const msg = await emu.waitFor(acceptOf);
  const accept = flatComponents(msg).find((c) => String(c.custom_id).endsWith(':a'))!;
  await step(async () => (await emu.click(alex, msg.id as string, accept.custom_id as string)).settled(), () => pickOf() !== undefined);
  const panel = await emu.waitFor(pickOf);
  const select = flatComponents(panel).find((c) => String(c.custom_id).endsWith(':k'))!;
  await step(async () => (await emu.select(alex, panel.id as string, select.custom_id as string, [alexDeck])).settled(), () => threadOf() !== undefined);
  const thread = await emu.waitFor(threadOf);
  const board = await emu.waitFor(() => emu.visibleMessages(judge, thread.id as string).find((m) => boardVersion(m) >= 0));
  const matchId = flatComponents(board).map((c) => parseCustomId(String(c.custom_id))).map((id) => (id && 'matchId' in id ? id.matchId : null)).find((m) => m)!;
  return { matchId, thread: thread.id as string, board: board.id as string };
}

/**
 * Challenges a match of `game` in the lobby (somchai with `decks[0]`, alex accepting with `decks[1]`), commits
 * `make`'s state in place of its first one, publishes it, and opens its thread in the page (both columns follow).
 */
export async function openTable(local: LocalPage, opts: { game: string; format: string; decks: [string, string] }, make: (matchId: string, names: [string, string]) => unknown): Promise<Table> {
  const { run, store, page } = local;
  const emu = run.local.emulator;
  const game = await challenge(emu, { game: opts.game, format: opts.format, deck: `precon:${opts.decks[0]}` }, `precon:${opts.decks[1]}`);
  const snap = (await store.load(game.matchId))!;
  const seats = (realEngine.viewFor(JSON.parse(snap.state), 'spectator') as unknown as { players: Array<{ name: string }> }).players;
  const state = make(game.matchId, [seats[0]!.name, seats[1]!.name]) as { version: number; matchId: string };
  state.version = snap.version + 1;
  const entry: LogRecord = { by: 'scenario', action: null, events: [], at: Date.now() };
  const res = await store.commit({ matchId: game.matchId, expectedVersion: snap.version, interactionId: `turn-${game.matchId}`, state: JSON.stringify(state), entry: JSON.stringify(entry), now: Date.now() });
  if (!res.ok) throw new Error(`replacing the state: ${res.reason}`);
  await run.local.bot.ctx.publisher.publish(game.matchId);
  await page.goto(`${run.url}?users=${A},${B}`);
  const t: Table = { local, page, service: new MatchService(store, realEngine), game, presses: [], unanswered: 0, publicViews: [] };
  await openThreadLink(col(t, A), 'สมชาย vs Alex');
  for (const u of [A, B]) await expect.poll(() => pageVersion(col(t, u)), { timeout: 60_000 }).toBe(res.version);
  return t;
}

/**
 * A seeded match of `game` played in-process (no bot) by a plain policy until `turn` begins with seat 0 to act:
 * rock-paper-scissors each seat its own throw, the turn player's first `acts` plays, then pass; every other
 * prompt its first option. The position the page tests start from, the same every run.
 */
export function seededTurn(opts: { game: string; format: string; decks: [string, string]; seed: string; turn: number; acts: RegExp }, matchId: string, names: [string, string]): unknown {
  const deck = (id: string) => realEngine.precons().find((p) => p.id === id)!.deck;
  let state = realEngine.createMatch({ matchId, game: opts.game, format: opts.format, seed: opts.seed, challenger: 0, seats: [{ name: names[0], deck: deck(opts.decks[0]) }, { name: names[1], deck: deck(opts.decks[1]) }] });
  const done = new Map<number, number>();
  for (let i = 0; i < 2000; i++) {
    const p = realEngine.currentPrompt(state);
    if (!p || realEngine.result(state)) break;
    const { turn, active } = turnOf(state);
    if (turn === opts.turn && active === 0 && p.seat === 0 && p.kind === 'priority') return state;
    const n = done.get(turn) ?? 0;
    const act = p.seat === active && p.kind === 'priority' && n < 2 ? p.options.find((o) => opts.acts.test(o.id)) : undefined;
    if (act) done.set(turn, n + 1);
    const pick = p.kind === 'rps' ? [p.options[p.seat]!.id] : act ? [act.id] : p.kind === 'priority' ? [passOf(p)?.id ?? p.options[0]!.id] : p.options.slice(0, Math.max(p.min, 1)).map((o) => o.id);
    const r = realEngine.apply(state, { type: 'answer', seat: p.seat, promptId: p.promptId, choice: pick });
    if (!r.ok) throw new Error(`seeded ${opts.game}: ${p.kind} ${pick.join()} refused: ${r.error.code}`);
    state = r.state;
  }
  throw new Error(`seeded ${opts.game}: turn ${opts.turn} of seat 0 never began`);
}

export const passOf = (p: Prompt): PromptOption | undefined => p.options.find((o) => o.id === 'pass' || o.id === 'end' || o.group === 'pass');

type Cand = { rank: number; idx: number; press: () => Promise<void> };

/** The answer components at `version` in `scope`, one candidate per option `rank` accepts (lower first). */
async function answerCands(scope: Locator, version: number, rank: (idx: number) => number | null): Promise<Cand[]> {
  const out: Cand[] = [];
  for (const b of await scope.locator('button[data-custom-id^="m1:"]:not([disabled])').all()) {
    const id = parseCustomId((await b.getAttribute('data-custom-id')) ?? '');
    if (id?.kind !== 'answer' || id.version !== version || id.choice.kind !== 'option') continue;
    const r = rank(id.choice.index);
    if (r !== null) out.push({ rank: r, idx: id.choice.index, press: () => b.click() });
  }
  for (const s of await scope.locator('.select[data-custom-id^="m1:"]:not(.disabled)').all()) {
    const id = parseCustomId((await s.getAttribute('data-custom-id')) ?? '');
    if (id?.kind !== 'answer' || id.version !== version || id.choice.kind !== 'select') continue;
    const values = await s.locator('.select-option').evaluateAll((els) => els.map((e) => (e as unknown as { dataset: { value?: string } }).dataset.value ?? ''));
    for (const v of values) {
      const r = rank(Number(v));
      if (r === null) continue;
      out.push({ rank: r, idx: Number(v), press: async () => {
        await s.locator('.select-toggle').click();
        await s.locator(`.select-option[data-value="${v}"]`).click();
        const done = s.locator('.select-done');
        if (await done.count()) await done.click();
      } });
    }
  }
  return out.sort((x, y) => x.rank - y.rank);
}

/** Each user's live "My hand" panel, opened once: it follows the board by itself. */
const panels = new WeakMap<Table, Map<string, Locator>>();
export async function panelOf(t: Table, user: string): Promise<Locator> {
  const mine = panels.get(t) ?? new Map<string, Locator>();
  panels.set(t, mine);
  if (!mine.has(user)) mine.set(user, await openHand(col(t, user), board(col(t, user))));
  return mine.get(user)!;
}

async function advanced(t: Table, from: number, ms = 8_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if ((await load(t)).snap.version > from) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

/** After a commit: both columns show the store's version; the spectator view is noted as public. */
export async function settled(t: Table): Promise<LoadedMatch> {
  const m = await load(t);
  for (const u of [A, B]) await expect.poll(() => pageVersion(col(t, u)), { timeout: 60_000 }).toBeGreaterThanOrEqual(m.snap.version);
  t.publicViews.push(JSON.stringify(realEngine.viewFor(m.state, 'spectator')));
  return m;
}

/**
 * The pending decision answered through the acting user's page, by meaning: `rank` orders the prompt's options
 * (null: never). The user's panel and the board are both looked in, as a player would; one press is counted per
 * click of an answer.
 */
export async function answer(t: Table, rank: (o: PromptOption, idx: number, p: Prompt) => number | null): Promise<void> {
  const m = await load(t);
  const p = m.prompt!;
  const user = seatUser(p.seat);
  const c = col(t, user);
  const panel = await panelOf(t, user);
  const byIdx = (idx: number) => (p.options[idx] ? rank(p.options[idx]!, idx, p) : null);
  let cands: Cand[] = [];
  await expect.poll(async () => {
    cands = [...await answerCands(panel, m.snap.version, byIdx), ...await answerCands(board(c), m.snap.version, byIdx)].sort((x, y) => x.rank - y.rank);
    return cands.length;
  }, { timeout: 30_000, message: `${p.kind} for ${user}: no wanted choice in the page (${p.options.map((o) => o.id).join(' ')})` }).toBeGreaterThan(0);
  for (const cand of cands.slice(0, 4)) {
    await cand.press();
    if (await advanced(t, m.snap.version)) {
      t.presses.push({ user, what: `${p.kind}:${p.options[cand.idx]?.id ?? '?'}` });
      await settled(t);
      return;
    }
    // Not taken: the bot answered too late for Discord on a loaded machine, or the choice was refused.
    t.unanswered++;
  }
  throw new Error(`${p.kind} (${p.promptId}): no choice pressed in the page was accepted`);
}

/** Presses "no responses until …" (`mode`) in `user`'s private panel; the hold is saved and the panel offers "stop as usual". */
export async function pressHold(t: Table, user: string, mode: HoldChoice): Promise<void> {
  const m = await load(t);
  const panel = await panelOf(t, user);
  const holds = panel.locator('button[data-custom-id^="n1:"]:not([disabled])');
  let button: Locator | undefined;
  await expect.poll(async () => {
    button = undefined;
    for (const b of await holds.all()) {
      const id = parseCustomId((await b.getAttribute('data-custom-id')) ?? '');
      if (id?.kind === 'hold' && id.mode === mode && id.version === m.snap.version) button = b;
    }
    return button !== undefined;
  }, { timeout: 30_000, message: `no "${mode}" hold in ${user}'s panel at v${m.snap.version}` }).toBe(true);
  expect(await board(col(t, user)).locator('button[data-custom-id^="n1:"]').count(), 'a hold is never on the public board').toBe(0);
  await button!.click();
  t.presses.push({ user, what: `hold:${mode}` });
  // While the hold applies the panel offers "stop as usual" ('off') instead.
  await expect.poll(async () => {
    for (const b of await holds.all()) if (parseCustomId((await b.getAttribute('data-custom-id')) ?? '')?.kind === 'hold' && (await b.getAttribute('data-custom-id'))!.endsWith(':o')) return true;
    return false;
  }, { timeout: 30_000 }).toBe(true);
  await settled(t);
}

/** Names (both languages) of the cards in a player's own view and not in the spectator's at any moment noted. */
export function hiddenNames(t: Table, state: unknown, names: Array<{ th: string; en: string }>): string[] {
  const open = [...t.publicViews, JSON.stringify(realEngine.viewFor(state, 'spectator'))].join('\n');
  const own = [0, 1].map((s) => JSON.stringify(realEngine.viewFor(state, s as Seat))).join('\n');
  // A name inside a public name (ลูกไฟ in ลูกไฟน้อย) says nothing.
  return names.filter((n) => (own.includes(n.en) || own.includes(n.th)) && !open.includes(n.en) && !open.includes(n.th)).flatMap((n) => [n.en, n.th]);
}

/** The text of every public message of the thread, as `user`'s column shows it. */
export async function publicText(t: Table, user: string): Promise<string> {
  return (await col(t, user).locator('.msg:not(.msg-ephemeral)').allInnerTexts()).join('\n');
}

/** The turn number the page's board shows (Fadalgia and Spirit Duel: Turn; Summoner Master: Subturn). */
export async function pageTurn(c: Locator): Promise<number> {
  return Number(/(?:เทิร์น|Turn|Subturn)\s+(\d+)/.exec(await board(c).locator('.embed').innerText())?.[1] ?? NaN);
}

/** The log records committed after record `from`: who pressed, and what the bot answered for whom. */
export async function logSince(t: Table, from: number): Promise<LogRecord[]> {
  return (await t.service.log(t.game.matchId)).slice(from);
}

/** The figures a turn test prints (not asserted): presses, presses not taken, the test's wall time and the load. */
export function report(t: Table, game: string, began: number): void {
  console.log(`${game} turn in the page: ${t.presses.length} presses (${t.unanswered} not taken), ${((Date.now() - began) / 1000).toFixed(1)} s, load ${loadavg()[0]!.toFixed(1)}`);
}

/** Cards held in hand at the end (by the two decks' names) appear in neither column's public messages, in any language. */
export async function expectNoHandCardInPublic(t: Table, state: unknown, decks: string[], game?: string): Promise<void> {
  const deck = (id: string) => realEngine.precons().find((x) => x.id === id)!.deck;
  const hidden = hiddenNames(t, state, decks.flatMap((id) => realEngine.cardNames(deck(id), game)));
  expect(hidden.length, 'both hands hold a card nobody else knows').toBeGreaterThan(0);
  for (const u of [A, B]) {
    const text = await publicText(t, u);
    for (const n of hidden) expect(text.includes(n), `"${n}" (a hand card) in ${u}'s public messages`).toBe(false);
  }
}
