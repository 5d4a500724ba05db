/**
 * Plays a match the way a person would: at each step it opens the acting user's "My hand" panel, reads the
 * components that user can see, and clicks one. The engine's prompt is read from the store only to rank
 * the visible components (attack first, then cast, stream, pass) so that the game ends in bounded steps.
 */
import type { Emulator } from '../../../src/emulator/index.js';
import { parseCustomId } from '../../../src/bot/custom-id.js';
import { MatchService, type LoadedMatch } from '../../../src/match/service.js';
import { realEngine } from '../../../src/match/engine-adapter.js';
import type { MatchStore } from '../../../src/store/types.js';
import type { KeyValueRepo } from '../../../src/store/kv.js';
import { IDS } from './harness.js';

type Json = Record<string, unknown>;
export interface Game { matchId: string; thread: string; board: string }

export function flatComponents(msg: Json | undefined): Json[] {
  return ((msg?.components as Json[] | undefined) ?? []).flatMap((row) => (row.components as Json[] | undefined) ?? []);
}

/** The board moves down the thread every turn: the current one is the newest message with a board footer. */
export function currentBoard(emu: Emulator, thread: string): Json | undefined {
  return emu.visibleMessages(IDS.watcher, thread).reverse().find((m) => boardVersion(m) >= 0);
}

export function boardVersion(msg: Json | undefined): number {
  const footer = ((msg?.embeds as Json[] | undefined)?.[0]?.footer as Json | undefined)?.text as string | undefined;
  const m = footer?.match(/ · v(\d+) · /);
  return m ? Number(m[1]) : -1;
}

export async function challenge(emu: Emulator, _kv: KeyValueRepo, opts: { deckA?: string; deckB?: string; format?: string; game?: string; challenger?: string } = {}): Promise<Game> {
  const cmd = await emu.slash(opts.challenger ?? IDS.somchai, IDS.channel, 'match challenge', { opponent: IDS.alice, deck: opts.deckA ?? 'precon:starter-flame', format: opts.format ?? 'starter-c', ...(opts.game ? { game: opts.game } : {}) });
  await cmd.settled();
  const msg = emu.visibleMessages(IDS.alice, IDS.channel).reverse().find((m) => flatComponents(m).some((c) => String(c.custom_id).endsWith(':a')))!;
  const accept = flatComponents(msg).find((c) => String(c.custom_id).endsWith(':a'))!;
  const panel = await (await emu.click(IDS.alice, msg.id as string, accept.custom_id as string)).settled();
  const select = flatComponents(panel).find((c) => String(c.custom_id).endsWith(':k'))!;
  await (await emu.select(IDS.alice, panel!.id as string, select.custom_id as string, [opts.deckB ?? 'precon:starter-tide'])).settled();
  const thread = await emu.waitFor(() => emu.threads().find((t) => (t.name as string).includes('vs') && !seenThreads.has(t.id as string)));
  seenThreads.add(thread.id as string);
  const board = await emu.waitFor(() => emu.visibleMessages(IDS.watcher, thread.id as string).find((m) => boardVersion(m) >= 0));
  // The match id is in every custom id of its board (the bot keeps no other thread → match record a test could read).
  const ids = flatComponents(board).map((c) => parseCustomId(String(c.custom_id)));
  const matchId = ids.map((id) => (id && 'matchId' in id ? id.matchId : null)).find((m) => m !== null);
  if (!matchId) throw new Error('the match was not created');
  return { matchId, thread: thread.id as string, board: board.id as string };
}
const seenThreads = new Set<string>();

const RANK = ['attack', 'cast', 'stream', 'pay', 'unit', 'player', 'pass'];

export class Driver {
  readonly service: MatchService;
  steps = 0;
  /** Ephemeral rule-error notes the acting users received (message JSON), for assertions. */
  readonly ruleErrors: Json[] = [];
  constructor(private readonly emu: Emulator, store: MatchStore, readonly game: Game) {
    this.service = new MatchService(store, realEngine);
  }

  userOf(m: LoadedMatch, seat: 0 | 1): string { return seat === 0 ? m.meta.p0 : m.meta.p1; }

  async load(): Promise<LoadedMatch> { return (await this.service.load(this.game.matchId))!; }

  /** The current board message (it is re-posted at the start of each turn). */
  board(): Json { return currentBoard(this.emu, this.game.thread) ?? (this.emu.message(this.game.board) as Json); }

  async waitBoard(version: number): Promise<void> {
    await this.emu.waitFor(() => boardVersion(this.board()) >= version || undefined, 30_000);
  }

  /** Opens the acting user's private panel and returns it. */
  async panel(user: string): Promise<Json> {
    const board = this.board();
    const hand = flatComponents(board).find((c) => String(c.custom_id).startsWith('h1:'))!;
    return (await (await this.emu.click(user, board.id as string, hand.custom_id as string)).settled())!;
  }

  /** One decision: returns false when the match is over. */
  async step(): Promise<boolean> {
    const m = await this.load();
    if (m.snap.status === 'finished' || !m.prompt) return false;
    const prompt = m.prompt;
    const user = this.userOf(m, prompt.seat);
    const panel = await this.panel(user);
    const comps = flatComponents(panel).map((c) => ({ c, id: parseCustomId(c.custom_id as string)! })).filter((x) => x.id?.kind === 'answer');
    if (comps.length === 0) throw new Error(`no answer components for ${prompt.kind} in the panel of the acting user`);
    const rank = (idx: number) => { const g = prompt.options[idx]?.group ?? ''; const r = RANK.indexOf(g); return r < 0 ? RANK.length : r; };
    type Cand = { run: () => Promise<unknown>; rank: number };
    const cands: Cand[] = [];
    for (const { c, id } of comps) {
      if (id.kind !== 'answer') continue;
      const ch = id.choice;
      if (ch.kind === 'option') cands.push({ rank: rank(ch.index), run: () => this.emu.click(user, panel.id as string, c.custom_id as string).then((o) => o.settled()) });
      else if (ch.kind === 'none') cands.push({ rank: RANK.length + 1, run: () => this.emu.click(user, panel.id as string, c.custom_id as string).then((o) => o.settled()) });
      else if (ch.kind === 'select') {
        const opts = (c.options as Json[]).map((o) => o.value as string).sort((a, b) => rank(Number(a)) - rank(Number(b)));
        const n = Math.max(prompt.min, 1);
        for (let start = 0; start + n <= opts.length && start < 3; start++) {
          const values = opts.slice(start, start + n);
          cands.push({ rank: rank(Number(values[0])), run: () => this.emu.select(user, panel.id as string, c.custom_id as string, values).then((o) => o.settled()) });
        }
      } else if (ch.kind === 'open-number') {
        cands.push({ rank: 0, run: async () => {
          const o = await this.emu.click(user, panel.id as string, c.custom_id as string);
          const modal = o.modal as Json;
          return (await this.emu.submitModal(user, modal.custom_id as string, { value: String(prompt.min) })).settled();
        } });
      }
    }
    cands.sort((a, b) => a.rank - b.rank);
    for (const cand of cands) {
      await cand.run();
      const after = await this.load();
      if (after.snap.version > m.snap.version) {
        this.steps++;
        await this.waitBoard(after.snap.version);
        return true;
      }
      // A rule error (e.g. not enough mana): the click changed nothing; try the next visible choice.
      const note = this.emu.visibleMessages(user, this.game.thread).reverse().find((x) => x.flags === 64 && /Not allowed|ทำไม่ได้/.test(String(x.content)));
      if (note && !this.ruleErrors.some((r) => r.id === note.id)) this.ruleErrors.push(note);
    }
    throw new Error(`no visible choice was accepted for ${prompt.kind} (${prompt.promptId})`);
  }
}
