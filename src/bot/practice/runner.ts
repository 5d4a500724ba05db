/**
 * Sanam's seat in practice matches. Woken after every commit (the timer service's arm hook, which sees every
 * new decision), it asks the AI worker for an answer when Sanam owes the decision and commits it through
 * the same MatchService.act path as a click: the same version check, the same interaction-id dedup (the id
 * names the version, so two processes waking for the same decision commit once), the same hold for Spirit
 * Duel Trap windows, and afterApplied for the board and the next timer. The AI gets the state only inside
 * its worker, where it reads nothing but the public API, its own prompt and samples of what it cannot see.
 */
import { freshSeed } from '../fresh-seed.js';
import type { BotContext } from '../context.js';
import type { LoadedMatch } from '../../match/service.js';
import { afterApplied } from '../after-commit.js';
import { promptRefOf } from '../custom-id.js';
import { practiceAiConfig } from '../../config.js';
import { createAiPool, type AiPool } from '../../ai/pool.js';
import { practiceLevel } from './start.js';

export class PracticeRunner {
  /** Decisions being worked on in this process (matchId:version:prompt). */
  private readonly busy = new Set<string>();
  private readonly budgetMs = practiceAiConfig().budgetMs;
  private pool: AiPool | null = null;
  /** Decision times in ms (the last 1000), for the health endpoint and tests. */
  readonly times: number[] = [];

  constructor(private readonly ctx: BotContext, private readonly makePool: () => AiPool = () => createAiPool()) {}

  /** Called for every armed decision; cheap and synchronous for every match that is not a practice match. */
  wake(match: LoadedMatch): void {
    const level = practiceLevel(match.meta);
    const bot = this.ctx.client.user?.id;
    if (!level || !bot || match.snap.status === 'finished' || !match.prompt) return;
    const seat = match.meta.p0 === bot ? 0 : match.meta.p1 === bot ? 1 : null;
    if (seat === null || match.prompt.seat !== seat) return;
    const key = `${match.snap.matchId}:${match.snap.version}:${promptRefOf(match.prompt.promptId)}`;
    if (this.busy.has(key)) return;
    this.busy.add(key);
    void this.play(match, bot, level)
      .catch((err: unknown) => this.ctx.log.warn({ err, matchId: match.snap.matchId }, 'practice AI could not act; the timers will'))
      .finally(() => this.busy.delete(key));
  }

  /**
   * At start (after a restart, or in a new process): every open practice match whose decision is Sanam's gets
   * its move now, not only after the next human action or the decision timer. Sanam's user id is a participant
   * of each of its matches, so the store's per-user index finds them. Every process that starts does this; the
   * version-named interaction id makes one commit of it.
   */
  async resume(): Promise<number> {
    const bot = this.ctx.client.user?.id;
    if (!bot) return 0;
    let woken = 0;
    for (const id of await this.ctx.store.listActive(bot)) {
      const match = await this.ctx.service.load(id);
      if (!match?.prompt || !practiceLevel(match.meta)) continue;
      const before = this.busy.size;
      this.wake(match);
      if (this.busy.size > before) woken++;
    }
    return woken;
  }

  private async play(match: LoadedMatch, bot: string, level: 'easy' | 'normal'): Promise<void> {
    this.pool ??= this.makePool();
    const seat = match.prompt!.seat;
    const d = await this.pool.decide({ state: match.state, seat, level, seed: freshSeed(16, `ai:${match.meta.p0}:${match.snap.version}`), budgetMs: this.budgetMs });
    this.times.push(d.ms);
    if (d.fallback) this.ctx.log.warn({ matchId: match.snap.matchId, version: match.snap.version }, 'practice AI search timed out; answered at the easy level');
    if (this.times.length > 1000) this.times.shift();
    if (!d.action) return;
    const action = d.action;
    const out = await this.ctx.service.act({
      matchId: match.snap.matchId, userId: bot, interactionId: `ai:${match.snap.version}`, now: this.ctx.now(),
      expected: { version: match.snap.version, promptRef: promptRefOf(match.prompt!.promptId) },
      decide: (prompt) => (prompt && 'promptId' in action && action.promptId === prompt.promptId ? { ok: true, action } : { ok: false, reason: 'bad-choice' }),
    });
    if (out.kind === 'applied') await afterApplied(this.ctx, out);
    else if (out.kind !== 'held' && out.kind !== 'stale') this.ctx.log.warn({ matchId: match.snap.matchId, outcome: out.kind }, 'practice AI answer not applied');
  }

  async close(): Promise<void> {
    await this.pool?.close();
    this.pool = null;
  }
}
