/**
 * Plays a match through the real bot the way a player with the panel open would, and counts button presses:
 * every click or select on an answer component, plus a click on "My hand" whenever the player's open panel
 * is not current (the live panel normally keeps it current by itself). Presses are counted per turn for the
 * turn player and the other player. Choices follow the same ranking as Driver (attack, cast, stream...).
 */
import type { Emulator } from '../../../src/emulator/index.js';
import { parseCustomId } from '../../../src/bot/custom-id.js';
import { realEngine } from '../../../src/match/engine-adapter.js';
import { MatchService, type LoadedMatch } from '../../../src/match/service.js';
import type { MatchStore } from '../../../src/store/types.js';
import { boardVersion, currentBoard, flatComponents, type Game } from './driver.js';

type Json = Record<string, unknown>;

const RANK = ['attack', 'cast', 'stream', 'pay', 'unit', 'player', 'pass'];

export interface TurnPresses { turn: number; at: 0 | 1; active: number; other: number }

export class PressDriver {
  readonly service: MatchService;
  readonly turns = new Map<number, TurnPresses>();
  private readonly panels = new Map<string, string>();
  steps = 0;

  constructor(private readonly emu: Emulator, store: MatchStore, readonly game: Game) {
    this.service = new MatchService(store, realEngine);
  }

  async load(): Promise<LoadedMatch> { return (await this.service.load(this.game.matchId))!; }

  /** What each press answered, per turn (for the printout). */
  readonly trace = new Map<number, string[]>();

  private press(m: LoadedMatch, user: string, what = 'hand'): void {
    const view = realEngine.viewFor(m.state, 'spectator');
    if (view.game !== 'fadalgia') throw new Error('PressDriver plays Fadalgia');
    const row = this.turns.get(view.turn) ?? { turn: view.turn, at: view.atSeat, active: 0, other: 0 };
    const seat = m.meta.p0 === user ? 0 : 1;
    if (seat === view.atSeat) row.active++; else row.other++;
    this.turns.set(view.turn, row);
    this.trace.set(view.turn, [...(this.trace.get(view.turn) ?? []), `${seat === view.atSeat ? 'A' : 'D'}:${what}`]);
  }

  private current(panelId: string | undefined, version: number): Json | undefined {
    if (!panelId) return undefined;
    const msg = this.emu.message(panelId) as Json | undefined;
    const ids = flatComponents(msg).map((c) => parseCustomId(String(c.custom_id))).filter((id) => id?.kind === 'answer');
    return ids.length > 0 && ids.every((id) => id?.kind === 'answer' && id.version === version) ? msg : undefined;
  }

  private async panel(m: LoadedMatch, user: string): Promise<Json> {
    const known = this.panels.get(user);
    // The live panel follows the board by itself; give its edit a moment before opening a new one.
    const live = known ? await this.emu.waitFor(() => this.current(known, m.snap.version), 5000).catch(() => undefined) : undefined;
    if (live) return live;
    const board = currentBoard(this.emu, this.game.thread)!;
    const hand = flatComponents(board).find((c) => String(c.custom_id).startsWith('h1:'))!;
    this.press(m, user);
    const panel = (await (await this.emu.click(user, board.id as string, hand.custom_id as string)).settled())!;
    this.panels.set(user, panel.id as string);
    return panel;
  }

  /** One decision; false when the match is over. */
  async step(): Promise<boolean> {
    const m = await this.load();
    if (m.snap.status === 'finished' || !m.prompt) return false;
    const prompt = m.prompt;
    const user = prompt.seat === 0 ? m.meta.p0 : m.meta.p1;
    const panel = await this.panel(m, user);
    const comps = flatComponents(panel).map((c) => ({ c, id: parseCustomId(c.custom_id as string)! })).filter((x) => x.id?.kind === 'answer');
    const rank = (idx: number) => { const r = RANK.indexOf(prompt.options[idx]?.group ?? ''); return r < 0 ? RANK.length : r; };
    const cands: Array<{ rank: number; what: string; run: () => Promise<unknown> }> = [];
    const what = (idx: number) => `${prompt.kind}/${prompt.options[idx]?.id.split(':')[0] ?? '?'}`;
    const click = (id: string) => () => this.emu.click(user, panel.id as string, id).then((o) => o.settled());
    for (const { c, id } of comps) {
      if (id.kind !== 'answer') continue;
      const ch = id.choice;
      if (ch.kind === 'option') cands.push({ rank: rank(ch.index), what: what(ch.index), run: click(c.custom_id as string) });
      else if (ch.kind === 'none') cands.push({ rank: RANK.length + 1, what: `${prompt.kind}/none`, run: click(c.custom_id as string) });
      else if (ch.kind === 'select') {
        const opts = (c.options as Json[]).map((o) => o.value as string).sort((a, b) => rank(Number(a)) - rank(Number(b)));
        const n = Math.max(prompt.min, 1);
        for (let start = 0; start + n <= opts.length && start < 3; start++) {
          const values = opts.slice(start, start + n);
          cands.push({ rank: rank(Number(values[0])), what: what(Number(values[0])), run: () => this.emu.select(user, panel.id as string, c.custom_id as string, values).then((o) => o.settled()) });
        }
      } else if (ch.kind === 'open-number') {
        cands.push({ rank: 0, what: `${prompt.kind}/number`, run: async () => {
          const o = await this.emu.click(user, panel.id as string, c.custom_id as string);
          return (await this.emu.submitModal(user, (o.modal as Json).custom_id as string, { value: String(prompt.min) })).settled();
        } });
      }
    }
    cands.sort((a, b) => a.rank - b.rank);
    for (const cand of cands) {
      this.press(m, user, cand.what);
      await cand.run();
      const after = await this.load();
      if (after.snap.version > m.snap.version) {
        this.steps++;
        await this.emu.waitFor(() => boardVersion(currentBoard(this.emu, this.game.thread)) >= after.snap.version || undefined, 30_000);
        return true;
      }
    }
    throw new Error(`no visible choice was accepted for ${prompt.kind} (${prompt.promptId})`);
  }
}
