/**
 * Decision timers, kept in the store's deadlines so they survive restarts and act once across processes. A
 * sweep claims due deadlines with a lease (claimDue hands each to one caller) and settles each once handled;
 * a process killed between claim and settle loses nothing, since the deadline is due again when the lease
 * runs out and another process takes it. A deadline can also be claimed twice with no process killed: arm()
 * reads the prompt's clock before it writes, so a re-arm begun before a deadline can land after a process
 * claimed it, putting the same deadline back unleased for the next sweep (any process's) while the first
 * fire may still be running. Firing twice does no harm: an action carries `timer:<version>:<stage>` as its
 * interaction id (a second commit is a duplicate), each message a fire sends (warning, automatic pass, last
 * call, concession) is sent once per deadline (a setIfAbsent mark, `once`; the warning's is per prompt), a
 * second last call keeps the concession where the first put it, and a deadline for a moved-on version only
 * re-arms the current decision. One deadline per match, key "decision", replaced at every new decision; its
 * payload names the version it was armed for, so a late deadline for an old board re-arms the current one
 * instead of acting on a decision that has moved on.
 *
 * The clock belongs to the pending prompt, not to the board: a free action (405.2 grave arrangement) makes
 * a new version but leaves the prompt as it is, so the prompt's start time is remembered once per prompt
 * (setIfAbsent, so every process and every re-arm agrees) and every deadline counts from it.
 *
 * Stages: warn (a ping in the thread) → act (auto-pass if the prompt has a pass option, decline an optional
 * prompt, else a last call) → concede (after the grace period, the silent player concedes: 100.5 allows
 * conceding at any time, and 101.3.3.6 makes it a loss).
 */
import { z } from 'zod';
import type { Logger } from '../log.js';
import type { Deadline, MatchStore } from '../store/types.js';
import { createMemoryKv, type KeyValueRepo } from '../store/kv.js';
import type { Prompt } from '../engine/core/api-types.js';
import type { TimerConfig } from './ports.js';
import { promptRefOf } from './custom-id.js';
import { t } from './i18n.js';
import type { ActOutcome, LoadedMatch, MatchService } from '../match/service.js';
import { clockStart, forfeitAction, holdAnswer, isSpiritDuel, isTrapWindow, releasedAnswer, timedSeat, trapHoldMsFromEnv, TURN_TIME_RULE } from './games/spirit-duel.js';
import type { Seat } from '../engine/core/view-types.js';
import { autopassExtender } from '../match/autopass/chain.js';
import { listener, reportFailure, reportSuccess } from '../supervise.js';

export const DECISION_KEY = 'decision';
/** How long a claimed deadline is held before another process may take it: far beyond one fire's work. */
export const TIMER_LEASE_MS = 30_000;

const payloadSchema = z.object({
  stage: z.enum(['warn', 'act', 'concede', 'sd-trap', 'sd-turn']),
  version: z.number().int().min(0),
  promptRef: z.string(),
  seat: z.union([z.literal(0), z.literal(1)]),
});
type Payload = z.infer<typeof payloadSchema>;

/** What the timer does when the clock runs out on `prompt`: the option to choose, or null for "last call". */
export function timeoutChoice(prompt: Prompt): string[] | null {
  if (prompt.kind === 'number') return null;
  const pass = prompt.options.find((o) => o.group === 'pass' || o.id === 'pass');
  if (pass) return [pass.id];
  if (prompt.min === 0) return [];
  return null;
}

/** How long a graceful stop waits for a timer pass in flight. */
const STOP_WAIT_MS = 10_000;

export interface TimerEffects {
  /** Called after the timer applied an action (board update, end announcement...). */
  applied(outcome: Extract<ActOutcome, { kind: 'applied' }>): Promise<void>;
  say(match: LoadedMatch, content: string, mention: string): Promise<void>;
}

export class TimerService {
  private handle: NodeJS.Timeout | null = null;
  /** The pass running now, if any: one at a time per process, and what stop() waits for. */
  private inFlight: Promise<number> | null = null;
  /** How long every Spirit Duel Trap window is held (the same whatever the defender holds). */
  readonly trapHoldMs: number;
  /** Told of every decision armed (after every commit and at a match's start): the practice opponent's hook. */
  onArm: ((match: LoadedMatch) => void) | null = null;
  /** Handlers of other deadlines, by key prefix (handlers/member-leave.ts): swept with these, under the same lease. */
  private readonly others = new Map<string, (d: Deadline) => Promise<void>>();

  constructor(
    private readonly store: MatchStore,
    private readonly service: MatchService,
    private readonly cfg: TimerConfig & { trapHoldMs?: number; leaseMs?: number },
    private readonly log: Logger,
    private readonly now: () => number,
    /** Where each prompt's start time is kept (shared by every process when it is the Redis repository). */
    private readonly kv: KeyValueRepo = createMemoryKv(now),
    private effects: TimerEffects | null = null,
  ) {
    this.trapHoldMs = cfg.trapHoldMs ?? trapHoldMsFromEnv();
    service.setExtender(autopassExtender(this.kv)); // players' stops and auto-payment (match/autopass/chain.ts)
    // Answers to a Spirit Duel Trap window wait for the hold's end (games/spirit-duel.ts), which this service fires.
    service.setHold(async (match, action) => {
      if (!isTrapWindow(match) || action.type !== 'answer') return false;
      await holdAnswer(this.kv, match, action.choice, this.trapHoldMs);
      return true;
    });
  }

  /** When the match's pending prompt was first seen: the commit that created it, never a later free action. */
  async promptSince(match: LoadedMatch): Promise<number> {
    const key = this.clockKey(match);
    if (await this.kv.setIfAbsent(key, String(match.snap.updatedAt), this.clockTtl())) return match.snap.updatedAt;
    const since = Number(await this.kv.get(key));
    return Number.isFinite(since) && since > 0 ? since : match.snap.updatedAt;
  }

  setEffects(effects: TimerEffects): void { this.effects = effects; }

  /** Deadlines whose key starts with `prefix` go to `fire` instead of the decision timer; it throws to retry after the lease. */
  handleDeadlines(prefix: string, fire: (d: Deadline) => Promise<void>): void { this.others.set(prefix, fire); }

  private clockKey(match: LoadedMatch): string {
    return `clock:${match.snap.matchId}:${match.prompt!.seat}:${promptRefOf(match.prompt!.promptId)}`;
  }

  /** Long enough to outlive the decision, the warning and the grace period, with room for a restart. */
  private clockTtl(): number {
    return this.cfg.decisionMs + this.cfg.graceMs + 24 * 3600_000;
  }

  private async warned(match: LoadedMatch): Promise<boolean> {
    return (await this.kv.get(`${this.clockKey(match)}:warned`)) !== null;
  }

  /** Arms the timer for the match's current decision (or clears it when there is none). */
  async arm(match: LoadedMatch, from = this.now()): Promise<void> {
    this.onArm?.(match);
    if (match.snap.status === 'finished' || !match.prompt) {
      await this.store.cancelDeadline(match.snap.matchId, DECISION_KEY);
      return;
    }
    if (isSpiritDuel(match)) {
      // A Trap window ends at a fixed time after it opened; anything else runs on the turn clock (sd:goal.2).
      if (isTrapWindow(match)) return this.schedule(match, 'sd-trap', (await this.promptSince(match)) + this.trapHoldMs);
      const start = await clockStart(this.kv, match);
      return this.schedule(match, 'sd-turn', start + (match.state as { turnSeconds: number }).turnSeconds * 1000, timedSeat(match) ?? match.prompt.seat);
    }
    const since = await this.promptSince(match);
    const decideAt = since + this.cfg.decisionMs;
    const warnAt = decideAt - this.cfg.warnBeforeMs;
    // A re-arm between the warning time and the sweep that would have sent it still owes the warning.
    if (this.cfg.warnBeforeMs > 0 && from < decideAt && !(await this.warned(match))) return this.schedule(match, 'warn', Math.max(from, warnAt));
    // Past the deadline of a prompt that cannot be passed, the last call has been given: re-arming (after a
    // free action) keeps the concession where it was instead of granting a new grace period.
    if (from >= decideAt && timeoutChoice(match.prompt) === null) return this.schedule(match, 'concede', Math.max(from, decideAt + this.cfg.graceMs));
    await this.schedule(match, 'act', Math.max(from, decideAt));
  }

  private async schedule(match: LoadedMatch, stage: Payload['stage'], dueAt: number, seat: Seat = match.prompt!.seat): Promise<void> {
    const payload: Payload = { stage, version: match.snap.version, promptRef: promptRefOf(match.prompt!.promptId), seat };
    await this.store.scheduleDeadline({ matchId: match.snap.matchId, key: DECISION_KEY, dueAt, payload: JSON.stringify(payload) });
  }

  start(): void {
    if (this.handle) return;
    this.handle = setInterval(listener(this.log, 'decision timer pass', () => this.sweep()), this.cfg.sweepMs);
    this.handle.unref?.();
  }

  /**
   * Stops sweeping, then waits for a pass in flight: a deadline it claimed is committed and announced before the
   * process lets go of Discord, so a graceful stop never leaves an automatic pass unannounced.
   */
  async stop(): Promise<void> {
    if (this.handle) clearInterval(this.handle);
    this.handle = null;
    if (!this.inFlight) return;
    // Bounded: a pass stuck on an unreachable store must not hold the shutdown (its claim's lease hands it on).
    let timer: NodeJS.Timeout | undefined;
    const cap = new Promise<void>((r) => { timer = setTimeout(r, STOP_WAIT_MS); timer.unref?.(); });
    await Promise.race([this.inFlight.then(() => {}), cap]);
    clearTimeout(timer);
  }

  /** One pass: claims due deadlines and handles each. Never throws (the loop must keep running). */
  sweep(): Promise<number> {
    if (this.inFlight) return Promise.resolve(0);
    const pass = this.sweepOnce().finally(() => { this.inFlight = null; });
    this.inFlight = pass;
    return pass;
  }

  private async sweepOnce(): Promise<number> {
    try {
      const due = await this.store.claimDue(this.now(), 50, this.cfg.leaseMs ?? TIMER_LEASE_MS);
      await Promise.all(due.map(async (d) => {
        try {
          const other = [...this.others].find(([prefix]) => d.key.startsWith(prefix));
          await (other ? other[1](d) : this.fire(d.matchId, d.payload));
        } catch (err) {
          // Left leased: it is due again when the lease runs out, on whichever process claims it then.
          this.log.error({ err, matchId: d.matchId }, 'timer failed; retried after its lease');
          return;
        }
        // A fire that re-armed the key has already replaced this deadline; settling then removes nothing.
        await this.store.settleDeadline(d);
      }));
      reportSuccess(this.log, 'decision timer sweep');
      return due.length;
    } catch (err) {
      // Once per outage, not once per tick (src/supervise.ts).
      reportFailure(this.log, 'decision timer sweep', err);
      return 0;
    }
  }

  private async fire(matchId: string, raw: string): Promise<void> {
    const parsed = payloadSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) { this.log.warn({ matchId }, 'ignoring malformed deadline'); return; }
    const p = parsed.data;
    const match = await this.service.load(matchId);
    if (!match || match.snap.status === 'finished' || !match.prompt) return;
    const current = match.snap.version === p.version && promptRefOf(match.prompt.promptId) === p.promptRef;
    if (!current) { await this.arm(match); return; }
    const user = p.seat === 0 ? match.meta.p0 : match.meta.p1;
    const lang = match.meta.lang;
    const now = this.now();
    if (p.stage === 'sd-trap' || p.stage === 'sd-turn') return this.fireSpiritDuel(match, p, user, now);
    if (p.stage === 'warn') {
      await this.schedule(match, 'act', (await this.promptSince(match)) + this.cfg.decisionMs);
      // Once per prompt, whichever process or re-arm gets here first.
      if (!(await this.kv.setIfAbsent(`${this.clockKey(match)}:warned`, '1', this.clockTtl()))) return;
      await this.effects?.say(match, t(lang, 'timer.warn', { user, seconds: Math.round(this.cfg.warnBeforeMs / 1000) }), user);
      return;
    }
    if (p.stage === 'act') {
      const choice = timeoutChoice(match.prompt);
      if (choice === null) return this.lastCall(match, p, user, now);
      const out = await this.service.act({
        matchId, userId: user, interactionId: `timer:${p.version}:act`, now,
        expected: { version: p.version, promptRef: p.promptRef },
        decide: (prompt, seat) => ({ ok: true, action: { type: 'answer', seat, promptId: prompt!.promptId, choice } }),
      });
      if (out.kind === 'applied') {
        // A second fire of this deadline that overlapped the commit gets 'applied' too (its duplicate commit is
        // answered as landed): one announcement. The board and the next timer are safe to do twice.
        if (await this.once(match, p, 'act')) await this.effects?.say(out.after, t(lang, 'timer.autoPass', { user }), user);
        await this.effects?.applied(out);
      } else if (out.kind === 'rule-error') {
        // The engine refused the default answer: fall back to the last call.
        await this.lastCall(match, p, user, now);
      }
      return;
    }
    const out = await this.service.act({
      matchId, userId: user, interactionId: `timer:${p.version}:concede`, now, anyTime: true,
      expected: { version: p.version, promptRef: p.promptRef },
      decide: (_prompt, seat) => ({ ok: true, action: { type: 'concede', seat } }),
    });
    if (out.kind === 'applied') {
      if (await this.once(match, p, 'concede')) await this.effects?.say(out.after, t(lang, 'timer.conceded', { user }), user);
      await this.effects?.applied(out);
    }
  }

  /**
   * Sets a mark once per deadline (match, version, prompt, seat, stage) across processes: true for the first
   * caller, which sends the deadline's message. At most once: a process killed between the mark and its
   * message leaves that message unsent, like one killed between a commit and its announcement.
   */
  private once(match: LoadedMatch, p: Payload, stage: string, value = '1'): Promise<boolean> {
    return this.kv.setIfAbsent(this.onceKey(match, p, stage), value, this.clockTtl());
  }

  private onceKey(match: LoadedMatch, p: Payload, stage: string): string {
    return `timer-once:${match.snap.matchId}:${p.version}:${p.promptRef}:${p.seat}:${stage}`;
  }

  /**
   * The last call, once per deadline: the first fire names the grace period and schedules the concession
   * at its end; a fire of the same deadline claimed again schedules that same concession (its claim's settle
   * would otherwise drop it) and says nothing.
   */
  private async lastCall(match: LoadedMatch, p: Payload, user: string, now: number): Promise<void> {
    if (await this.once(match, p, 'last-call', String(now))) {
      await this.schedule(match, 'concede', now + this.cfg.graceMs);
      await this.effects?.say(match, t(match.meta.lang, 'timer.grace', { user, seconds: Math.round(this.cfg.graceMs / 1000) }), user);
      return;
    }
    const calledAt = Number(await this.kv.get(this.onceKey(match, p, 'last-call')));
    await this.schedule(match, 'concede', (Number.isFinite(calledAt) && calledAt > 0 ? calledAt : now) + this.cfg.graceMs);
  }

  /** The end of a Trap window's hold (send the recorded or automatic answer) or of the turn time (a loss). */
  private async fireSpiritDuel(match: LoadedMatch, p: Payload, user: string, now: number): Promise<void> {
    const matchId = match.snap.matchId;
    const expected = { version: p.version, promptRef: p.promptRef };
    if (p.stage === 'sd-trap') {
      const action = await releasedAnswer(this.kv, match);
      let out = await this.service.act({ matchId, userId: user, interactionId: `timer:${p.version}:trap`, now, release: true, expected, decide: () => ({ ok: true, action }) });
      if (out.kind === 'rule-error') {
        // The recorded Trap no longer fits (it was checked when recorded): the window closes without one.
        const none = { type: 'answer' as const, seat: p.seat, promptId: match.prompt!.promptId, choice: ['no-trap'] };
        out = await this.service.act({ matchId, userId: user, interactionId: `timer:${p.version}:trap-none`, now, release: true, expected, decide: () => ({ ok: true, action: none }) });
      }
      if (out.kind === 'applied') await this.effects?.applied(out);
      return;
    }
    const out = await this.service.act({
      matchId, userId: user, interactionId: `timer:${p.version}:turn`, now, anyTime: true, release: true, expected,
      decide: (_prompt, seat) => ({ ok: true, action: forfeitAction(seat) }),
    });
    if (out.kind === 'applied') {
      if (await this.once(match, p, 'sd-turn')) await this.effects?.say(out.after, t(match.meta.lang, 'sd.timeout', { user, rule: TURN_TIME_RULE }), user);
      await this.effects?.applied(out);
    }
  }
}
