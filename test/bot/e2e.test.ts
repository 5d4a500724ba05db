/**
 * The bot end to end: the real discord.js client against the emulator, the real engine, the real Redis.
 * Everything is driven through slash commands and components, as users would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawnStrings, layoutBoard, renderBoard, type BoardView } from '../../src/render/index.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import { realEngine as markedEngine } from '../../src/match/engine-adapter.js';
import { publicOptions } from '../../src/bot/prompt-components.js';
import { parseCustomId } from '../../src/bot/custom-id.js';
import { createMemoryStore } from '../../src/store/memory-store.js';
import type { Viewer } from '../../src/engine/core/view-types.js';
import { IDS, startHarness, type Harness } from './support/harness.js';
import { boardVersion, challenge, Driver, flatComponents } from './support/driver.js';

let h: Harness;
const rendered: Array<{ viewer: Viewer; strings: string[] }> = [];
let lastPng: Buffer | null = null;
let renders = 0;
/**
 * Every board's drawing list is checked for hidden names (that is exactly the text the image shows); the
 * PNG itself is painted for every tenth board only, to keep the suite fast.
 */
const render = async (view: BoardView) => {
  rendered.push({ viewer: view.viewer, strings: drawnStrings(layoutBoard(view)) });
  if (!lastPng || renders++ % 10 === 0) lastPng = await renderBoard(view);
  return lastPng;
};

beforeAll(async () => { h = await startHarness(); await h.startBot({ render }); });
afterAll(async () => { await h?.close(); });

/** Names of cards that are hidden right now: in a hand or a pile, and not visible anywhere public. */
function hiddenNames(m: Awaited<ReturnType<Driver['load']>>, decks: unknown[]): string[] {
  const pub = JSON.stringify(realEngine.viewFor(m.state, 'spectator'));
  const names = new Set<string>();
  for (const s of [0, 1] as const) for (const c of realEngine.viewFor(m.state, s).players[s].hand ?? []) { names.add(c.name.th); names.add(c.name.en); }
  for (const d of decks) for (const n of realEngine.cardNames(d)) { names.add(n.th); names.add(n.en); }
  return [...names].filter((n) => n.length > 2 && !pub.includes(JSON.stringify(n).slice(1, -1)));
}

function publicPayloads(threadId: string): string[] {
  return [...h.emu.visibleMessages(IDS.watcher, threadId), ...h.emu.visibleMessages(IDS.watcher, IDS.channel)].map((m) => JSON.stringify(m));
}

describe('Sanam bot end to end (emulator + real discord.js + Redis)', () => {
  it('plays a whole Fadalgia match from challenge to result; hands never reach a public payload; a restart mid-match carries on', { timeout: 120_000 }, async () => {
    const game = await challenge(h.emu, h.kv);
    const d = new Driver(h.emu, h.store, game);
    const decks = realEngine.precons().filter((p) => p.format === 'starter-c').map((p) => p.deck);
    const leaks: string[] = [];
    let restarted = false;
    let concurrentChecked = false;
    for (let i = 0; i < 600; i++) {
      const m = await d.load();
      const hidden = hiddenNames(m, decks);
      for (const payload of publicPayloads(game.thread)) for (const n of hidden) if (payload.includes(n)) { leaks.push(`v${m.snap.version}: "${n}"`); if (process.env.DBG) console.log(payload.slice(0, 3000)); }
      for (const r of rendered) { expect(r.viewer).toBe('spectator'); for (const n of hidden) if (r.strings.some((s) => s.includes(n))) leaks.push(`image v${m.snap.version}: "${n}"`); }
      rendered.length = 0;

      if (!concurrentChecked && m.prompt?.kind === 'priority') {
        // Two concurrent clicks on the same public button: exactly one applies.
        const pass = flatComponents(d.board()).find((c) => {
          const id = parseCustomId(c.custom_id as string);
          return id?.kind === 'answer' && id.choice.kind === 'option' && publicOptions(m.prompt!)[id.choice.index]?.option.group === 'pass';
        })!;
        expect(pass).toBeDefined();
        const user = d.userOf(m, m.prompt.seat);
        // A foreign user's click on the live button is refused, in their language, and changes nothing.
        const foreign = await (await h.emu.click(IDS.watcher, d.board().id as string, pass.custom_id as string)).settled();
        expect(String(foreign?.content)).toMatch(/not a player/);
        expect(foreign?.flags).toBe(64);
        expect((await d.load()).snap.version).toBe(m.snap.version);
        const oldPanel = await d.panel(user);
        const logBefore = (await d.service.log(game.matchId)).length;
        // (A click on the public board is answered by the board edit, not through the interaction token, so wait for acks only.)
        const boardId = d.board().id as string;
        await Promise.all([h.emu.click(user, boardId, pass.custom_id as string), h.emu.click(user, boardId, pass.custom_id as string)]);
        await d.waitBoard(m.snap.version + 1);
        await h.bots.at(-1)!.router.drain();
        const after = await d.load();
        expect(after.snap.version).toBe(m.snap.version + 1);
        expect((await d.service.log(game.matchId)).length).toBe(logBefore + 1);
        await d.waitBoard(after.snap.version);
        // The user's open panel followed the board by itself: none of its buttons is for the old version.
        const refreshed = await h.emu.waitFor(() => {
          const ids = flatComponents(h.emu.message(oldPanel.id as string) as Record<string, unknown>).map((c) => parseCustomId(c.custom_id as string));
          return ids.every((id) => id?.kind !== 'answer' || id.version === after.snap.version) ? ids : undefined;
        });
        expect(refreshed.length).toBeGreaterThan(0);
        concurrentChecked = true;
        continue;
      }

      if (!restarted && d.steps >= 25) {
        // Kill the bot process mid-match (no graceful drain) and start another on the same store.
        h.bots[0]!.kill();
        await h.startBot({ render });
        restarted = true;
      }
      if (process.env.BOT_E2E_TRACE && d.steps % 10 === 0) console.log('step', d.steps, 'v', m.snap.version, m.prompt?.kind, Date.now() % 100000);
      if (!(await d.step())) break;
    }
    expect(leaks).toEqual([]);
    expect(restarted).toBe(true);
    expect(concurrentChecked).toBe(true);
    const end = await d.load();
    expect(end.snap.status).toBe('finished');
    const result = realEngine.result(end.state)!;
    expect(result).not.toBeNull();
    // The end message: result, reason, turns, the shuffles checked, their commitments (not their orders: those
    // would give the hands and decks away) and the full log as attachments.
    const endMsg = await h.emu.waitFor(() => h.emu.visibleMessages(IDS.watcher, game.thread).find((m) => JSON.stringify(m.embeds ?? []).match(/Match over|จบแมตช์/)));
    const files = (endMsg.attachments as Array<{ filename: string }>).map((a) => a.filename);
    expect(files).toEqual([`match-${game.matchId}-log.txt`, `match-${game.matchId}-commitments.txt`]);
    expect(JSON.stringify(endMsg.embeds)).toContain(String(result.turns));
    expect(JSON.stringify(endMsg.embeds)).toMatch(/✅/);
    const shuffles = h.emu.attachment((endMsg.attachments as Array<{ id: string }>)[1]!.id)!.bytes.toString('utf8');
    const commitments = realEngine.commitments(end.state);
    expect(commitments.length).toBeGreaterThan(0);
    for (const c of commitments) expect(shuffles).toContain(c.commitment);
    expect(shuffles).not.toMatch(/salt=|order=/);
    const fullLog = h.emu.attachment((endMsg.attachments as Array<{ id: string }>)[0]!.id)!.bytes.toString('utf8');
    expect(fullLog.trim().split('\n').filter((l) => /^\[\d+\]/.test(l))).toHaveLength(end.snap.version);
    // The final board has no answer buttons left.
    const finalBoard = d.board();
    expect(flatComponents(finalBoard).map((c) => parseCustomId(c.custom_id as string)?.kind)).toEqual(['log', 'rematch']);
    expect(boardVersion(finalBoard)).toBe(end.snap.version);
  });

  it('a turn timer armed before a restart fires after it (auto-pass where passing is legal)', async () => {
    // Bot A arms short timers but does not sweep; it dies; bot B (sweeping) must carry out A's timer.
    for (const b of h.bots) b.kill();
    h.bots.length = 0;
    const a = await h.startBot({ timers: { decisionMs: 1500, warnBeforeMs: 0, graceMs: 60_000, sweepMs: 50 }, sweep: false });
    const game = await challenge(h.emu, h.kv);
    const d = new Driver(h.emu, h.store, game);
    while ((await d.load()).prompt?.kind !== 'priority') await d.step();
    const before = await d.load();
    a.kill();
    h.bots.length = 0;
    await h.startBot({ timers: { decisionMs: 1500, warnBeforeMs: 0, graceMs: 60_000, sweepMs: 50 } });
    const msg = await h.emu.waitFor(() => h.emu.visibleMessages(IDS.watcher, game.thread).find((m) => /passes automatically|ผ่านโดยอัตโนมัติ/.test(String(m.content))), 30_000);
    expect(msg).toBeDefined();
    const after = await d.load();
    expect(after.snap.version).toBeGreaterThan(before.snap.version);
    const last = (await d.service.log(game.matchId)).at(-1)!;
    expect(last.action).toMatchObject({ type: 'answer', seat: before.prompt!.seat });
  });

  it('store unreachable: the user is told to try again, nothing crashes', async () => {
    const dead = createMemoryStore({ idleTtlMs: 60_000, archiveTtlMs: 60_000 });
    await dead.close();
    for (const b of h.bots) b.kill();
    h.bots.length = 0;
    await h.startBot({ store: dead });
    const out = await (await h.emu.slash(IDS.alice, IDS.channel, 'match list')).settled();
    expect(String(out?.content)).toMatch(/try again/);
    const th = await (await h.emu.slash(IDS.somchai, IDS.channel, 'match list')).settled();
    expect(String(th?.content)).toMatch(/ลองใหม่/);
  });
});

let series: { thread: string; finishedBoard: string; loser: 0 | 1 } | null = null;

/** A fresh bot process on the shared store (earlier tests leave killed or store-less bots behind). */
async function freshBot(opts: Parameters<Harness['startBot']>[0] = {}) {
  for (const b of h.bots) b.kill();
  h.bots.length = 0;
  return h.startBot(opts);
}

describe('match commands end to end', () => {
  it('101.2 the next game of a series starts in the same thread and the previous loser chooses who goes first', { timeout: 120_000 }, async () => {
    await freshBot();
    const game = await challenge(h.emu, h.kv);
    const d = new Driver(h.emu, h.store, game);
    // Alice concedes through /match concede and its confirm button.
    const ask = await (await h.emu.slash(IDS.alice, game.thread, 'match concede')).settled();
    const confirm = flatComponents(ask).find((c) => parseCustomId(c.custom_id as string)?.kind === 'concede')!;
    await (await h.emu.click(IDS.alice, ask!.id as string, confirm.custom_id as string)).settled();
    const end = await d.load();
    expect(end.snap.status).toBe('finished');
    const aliceSeat = end.meta.p0 === IDS.alice ? 0 : 1;
    expect(realEngine.result(end.state)!.winner).toBe(1 - aliceSeat);
    await d.waitBoard(end.snap.version);
    const finished = d.board();
    const next = flatComponents(finished).find((c) => parseCustomId(c.custom_id as string)?.kind === 'rematch')!;
    await (await h.emu.click(IDS.somchai, finished.id as string, next.custom_id as string)).settled();
    let newId: string | null = null;
    // The next game is linked after the click's answer: wait for it with a generous limit, not a count of short sleeps.
    for (const end = Date.now() + 60_000; (!newId || newId === game.matchId) && Date.now() < end;) { newId = await h.store.findLink(`thread:${game.thread}`); await new Promise((r) => setTimeout(r, 10)); }
    expect(newId).not.toBe(game.matchId);
    const d2 = new Driver(h.emu, h.store, { matchId: newId!, thread: game.thread, board: '' });
    const g2 = await d2.load();
    expect(g2.meta.series).toBe('2');
    expect(g2.meta.thread).toBe(game.thread);
    expect(g2.prompt).toMatchObject({ kind: 'choose-first', seat: aliceSeat });
    // Only one next game per finished game.
    const again = await (await h.emu.click(IDS.alice, finished.id as string, next.custom_id as string)).settled();
    expect(String(again?.content)).toMatch(/expired|already/);
    series = { thread: game.thread, finishedBoard: finished.id as string, loser: aliceSeat as 0 | 1 };
  });

  it('/match list, hand, board and log answer privately; autocomplete offers the caller\'s matches', async () => {
    expect(series).not.toBeNull();
    const thread = series!.thread;
    const list = await (await h.emu.slash(IDS.alice, IDS.channel, 'match list')).settled();
    expect(list?.flags).toBe(64);
    expect(String(list?.content)).toMatch(/Active matches/);
    const choices = await h.emu.autocomplete(IDS.alice, IDS.channel, 'match hand', { match: '' }, 'match');
    expect(choices.length).toBeGreaterThan(0);
    const hand = await (await h.emu.slash(IDS.somchai, thread, 'match hand')).settled();
    expect(hand?.flags).toBe(64);
    expect(JSON.stringify(hand)).toMatch(/มือของคุณ/);
    const watcherHand = await (await h.emu.slash(IDS.watcher, thread, 'match hand')).settled();
    expect(String(watcherHand?.content)).toMatch(/not a player/);
    const board = await (await h.emu.slash(IDS.watcher, thread, 'match board')).settled();
    expect(board?.flags).toBe(64);
    expect(JSON.stringify(board)).toMatch(/Waiting for/);
    const log = await (await h.emu.slash(IDS.alice, thread, 'match log')).settled();
    expect(String(log?.content)).toMatch(/Match log/);
  });
});

describe('rule errors end to end', () => {
  it('a rule error reaches only that player, in their language, with its section and a button that quotes it', async () => {
    // The real engine, except that it refuses the first answer with a rule error (as it would an illegal attack).
    let refused = false;
    const engine = { ...markedEngine, apply: (s: unknown, a: Parameters<typeof realEngine.apply>[1]) => {
      if (!refused && a.type === 'answer') { refused = true; return { ok: false as const, error: { code: 'attack/summoning-sick', rule: '304.3.1', message: { th: 'ยูนิตนี้ยังโจมตีไม่ได้', en: 'This unit cannot attack yet' } } }; }
      return realEngine.apply(s, a);
    } };
    await freshBot({ engine });
    const game = await challenge(h.emu, h.kv);
    const d = new Driver(h.emu, h.store, game);
    const m = await d.load();
    const user = d.userOf(m, m.prompt!.seat);
    const button = flatComponents(d.board()).find((c) => parseCustomId(c.custom_id as string)?.kind === 'answer')!;
    await h.emu.click(user, game.board, button.custom_id as string);
    const note = await h.emu.waitFor(() => h.emu.visibleMessages(user, game.thread).find((x) => /ทำไม่ได้|Not allowed/.test(String(x.content))));
    expect(note.flags).toBe(64);
    expect(String(note.content)).toBe(user === IDS.somchai ? 'ทำไม่ได้: ยูนิตนี้ยังโจมตีไม่ได้ (กฎข้อ 304.3.1)' : 'Not allowed: This unit cannot attack yet (rule 304.3.1)');
    const other = user === IDS.somchai ? IDS.alice : IDS.somchai;
    expect(h.emu.visibleMessages(other, game.thread).some((x) => x.id === note.id)).toBe(false);
    expect((await d.load()).snap.version).toBe(m.snap.version);
    const quote = flatComponents(note).find((c) => String(c.custom_id).startsWith('rule:'))!;
    const quoted = await (await h.emu.click(user, note.id as string, quote.custom_id as string)).settled();
    expect(JSON.stringify(quoted)).toContain('304.3.1');
    expect(quoted?.flags).toBe(64);
  });
});

describe('number prompts end to end', () => {
  it('101.6 a number is asked in a modal; a bad number is refused privately, a good one applies once', async () => {
    // The real engine, with its first prompt asked as a number (0–3) — the shape a "choose X" effect takes.
    const numbers: number[] = [];
    const isNumberTurn = (s: unknown) => realEngine.currentPrompt(s)?.kind === 'first-player-method' && numbers.length === 0;
    const engine = {
      ...realEngine,
      currentPrompt: (s: unknown) => {
        const p = realEngine.currentPrompt(s);
        return p && isNumberTurn(s) ? { ...p, kind: 'number' as const, label: { th: 'เลือกจำนวน', en: 'Choose a number' }, options: [], min: 0, max: 3 } : p;
      },
      apply: (s: unknown, a: Parameters<typeof realEngine.apply>[1]) => {
        if (a.type !== 'answer-number') return realEngine.apply(s, a);
        numbers.push(a.value);
        const p = realEngine.currentPrompt(s)!;
        return realEngine.apply(s, { type: 'answer', seat: a.seat, promptId: a.promptId, choice: [p.options[0]!.id] });
      },
    };
    await freshBot({ engine });
    const game = await challenge(h.emu, h.kv);
    const d = new Driver(h.emu, h.store, game);
    const m = await d.load();
    const user = d.userOf(m, m.prompt!.seat);
    const open = flatComponents(d.board()).find((c) => {
      const id = parseCustomId(c.custom_id as string);
      return id?.kind === 'answer' && id.choice.kind === 'open-number';
    })!;
    expect(String(open.label)).toMatch(/\(0–3\)/);
    const shown = await h.emu.click(user, game.board, open.custom_id as string);
    expect(shown.callbackType).toBe(9);
    const modalId = (shown.modal as { custom_id: string }).custom_id;
    await h.emu.submitModal(user, modalId, { value: '7' });
    const refusal = await h.emu.waitFor(() => h.emu.visibleMessages(user, game.thread).find((x) => /101\.6/.test(String(x.content))));
    expect(refusal.flags).toBe(64);
    expect(flatComponents(refusal).some((c) => String(c.custom_id).startsWith('rule:') && String(c.custom_id).endsWith(':101.6'))).toBe(true);
    expect((await d.load()).snap.version).toBe(m.snap.version);
    await (await h.emu.click(user, game.board, open.custom_id as string)).settled().catch(() => undefined);
    await h.emu.submitModal(user, modalId, { value: '2' });
    await d.waitBoard(m.snap.version + 1);
    expect(numbers).toEqual([2]);
    const last = (await d.service.log(game.matchId)).at(-1)!;
    expect(last.action).toMatchObject({ type: 'answer-number', value: 2 });
  });
});

describe('decks end to end', () => {
  it('imports a deck by the paste modal and by a file, lists, validates and deletes it; precons for everyone', async () => {
    await freshBot();
    const list = realEngine.precons().find((p) => p.id === 'starter-flame')!;
    const { formatDeckList } = await import('../../src/engine/index.js');
    const text = formatDeckList(list.deck as never, 'en');
    // No list and no file: the bot opens a paste box.
    const opened = await h.emu.slash(IDS.alice, IDS.channel, 'deck import', { name: 'My Flame', format: 'starter-c' });
    expect(opened.modal).toBeDefined();
    const saved = await (await h.emu.submitModal(IDS.alice, (opened.modal as { custom_id: string }).custom_id, { name: 'My Flame', list: text })).settled();
    expect(String(saved?.content)).toMatch(/Saved deck "My Flame" \(30 cards\)/);
    expect(String(saved?.content)).toMatch(/legal in starter-c/);
    // A file, from a Thai user: the answer is in Thai.
    const file = await (await h.emu.slash(IDS.somchai, IDS.channel, 'deck import', { name: 'ไฟ', file: { name: 'deck.txt', data: Buffer.from(text) }, format: 'starter-c' })).settled();
    expect(String(file?.content)).toMatch(/บันทึกเด็ค "ไฟ" แล้ว/);
    const bad = await (await h.emu.slash(IDS.alice, IDS.channel, 'deck import', { name: 'Bad', list: '4 No Such Card' })).settled();
    expect(String(bad?.content)).toMatch(/Could not read the deck list/);
    const listed = await (await h.emu.slash(IDS.alice, IDS.channel, 'deck list')).settled();
    expect(String(listed?.content)).toMatch(/My Flame \(30 cards/);
    expect(String(listed?.content)).not.toMatch(/ไฟ/);
    const choices = await h.emu.autocomplete(IDS.alice, IDS.channel, 'match challenge', { deck: 'fla', format: 'starter-c' }, 'deck');
    expect(choices.map((c) => c.value)).toEqual(expect.arrayContaining(['My Flame', 'precon:starter-flame']));
    const invalid = await (await h.emu.slash(IDS.alice, IDS.channel, 'deck validate', { name: 'My Flame', format: 'standard' })).settled();
    expect(String(invalid?.content)).toMatch(/not legal in standard[\s\S]*\(100\.3/);
    const del = await (await h.emu.slash(IDS.alice, IDS.channel, 'deck delete', { name: 'my flame' })).settled();
    expect(String(del?.content)).toMatch(/Deleted/);
    const precon = await (await h.emu.slash(IDS.alice, IDS.channel, 'deck delete', { name: 'precon:starter-flame' })).settled();
    expect(String(precon?.content)).toMatch(/cannot be changed/);
  });
});
