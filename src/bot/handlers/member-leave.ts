/**
 * Leaving the match loses it where the game's text says so: Spirit Duel (sd:goal.2, "ออกจากห้อง" — leaving the
 * room) and Summoner Master (digest §13.4, "concede / leaving"). Fadalgia's texts say nothing of leaving, so a
 * Fadalgia player who leaves meets only the decision timer.
 *
 * In Discord the room is the match thread in its server. A seated player who leaves the server
 * (GUILD_MEMBER_REMOVE) or the match thread (THREAD_MEMBERS_UPDATE) gets a grace period
 * (SANAM_LEAVE_GRACE_SECONDS, default 5 minutes): a lost connection, a mis-click on "Leave Thread" or a rejoin
 * costs nothing. The grace period is a store deadline (key `leave:<seat>:<server|thread>`, swept with the
 * decision timers under the same lease, src/bot/timers.ts), so it survives restarts and store outages. When it
 * runs out, Discord is asked whether the player is back (in the server; and in the thread, if the thread is what
 * they left); if not, they forfeit with the `leave` reason. Leaving again re-arms the full grace period. Only a
 * player who is a member of the match thread can leave it (Discord adds one who posts in it or joins it); a
 * spectator-style player who never joined it is covered by the server case.
 */
import { DiscordAPIError, RESTJSONErrorCodes, Routes } from 'discord.js';
import { z } from 'zod';
import type { BotContext } from '../context.js';
import type { Deadline } from '../../store/types.js';
import type { Action } from '../../engine/core/api-types.js';
import type { Seat } from '../../engine/core/view-types.js';
import type { ActOutcome, LoadedMatch } from '../../match/service.js';

export const LEAVE_KEY = 'leave:';
const DEFAULT_LEAVE_GRACE_SECONDS = 300;

/** The games whose texts make leaving a loss, with the paragraph that says so. */
const LEAVING_LOSES: Record<string, string> = { 'spirit-duel': 'sd:goal.2', 'summoner-master': '§13.4' };

const payloadSchema = z.object({ seat: z.union([z.literal(0), z.literal(1)]), user: z.string(), left: z.enum(['server', 'thread']) });
type Payload = z.infer<typeof payloadSchema>;

export function leaveGraceMsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SANAM_LEAVE_GRACE_SECONDS;
  if (raw === undefined || raw === '') return DEFAULT_LEAVE_GRACE_SECONDS * 1000;
  const secs = z.coerce.number().min(0.1).max(24 * 3600).safeParse(raw);
  if (!secs.success) throw new Error(`SANAM_LEAVE_GRACE_SECONDS must be a number of seconds between 0.1 and 86400, got ${raw}`);
  return Math.round(secs.data * 1000);
}

/**
 * SANAM_MEMBER_EVENTS (on | off, default on): whether the bot asks for the privileged Server Members intent. Off
 * keeps a bot whose application has not enabled it logging in; leaving then loses only through the turn clock or
 * /match concede.
 */
export function memberEventsFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  const raw = (env.SANAM_MEMBER_EVENTS ?? '').trim().toLowerCase();
  if (raw === '' || raw === 'on') return true;
  if (raw === 'off') return false;
  throw new Error(`SANAM_MEMBER_EVENTS must be on or off, got ${raw}`);
}

/** A login refused for the Server Members intent, told as what to do about it (Thai and English). */
export function disallowedIntentsError(err: unknown): Error | null {
  const e = err as { code?: unknown; message?: unknown };
  if (e?.code !== 'DisallowedIntents' && !/disallowed intents|privileged intent/i.test(String(e?.message ?? ''))) return null;
  return new Error(
    'Discord refused the Server Members intent: enable it in the Developer Portal (Bot → Privileged Gateway Intents) or set SANAM_MEMBER_EVENTS=off. / '
    + 'Discord ไม่อนุญาต Server Members intent: เปิดใน Developer Portal (Bot → Privileged Gateway Intents) หรือตั้ง SANAM_MEMBER_EVENTS=off',
    { cause: err },
  );
}

const TEXT = {
  forfeit: {
    th: (user: string, minutes: string, rule: string) => `🚪 <@${user}> ออกจากห้องแข่ง (เซิร์ฟเวอร์หรือเธรดนี้) และไม่กลับมาภายใน ${minutes} นาที จึงแพ้เกมนี้ (${rule})`,
    en: (user: string, minutes: string, rule: string) => `🚪 <@${user}> left the match (this server or thread) and did not come back within ${minutes} min, so they lose (${rule}).`,
  },
};

/** The forfeit the engines of Spirit Duel and Summoner Master accept (only from the bot, never from a player's input). */
function leaveAction(seat: Seat): Action {
  return { type: 'forfeit', seat, reason: 'leave' } as unknown as Action;
}

export class LeaveWatch {
  constructor(
    private readonly ctx: BotContext,
    readonly graceMs: number,
    /** Told of each forfeit applied (the board update and end announcement: after-commit.ts). */
    private readonly applied: (out: Extract<ActOutcome, { kind: 'applied' }>) => Promise<void>,
  ) {}

  /** `userId` left the server `guildId`: every live match of theirs there whose game makes leaving a loss. */
  async leftServer(guildId: string, userId: string): Promise<void> {
    for (const m of await this.matchesOf(userId)) if (m.meta.guild === guildId) await this.arm(m, userId, 'server');
  }

  /**
   * `userIds` left the thread `threadId`: the match played in it, if they are seated in it. One who left the
   * server altogether (Discord drops them from its threads too) is the server's case, not the thread's.
   */
  async leftThread(threadId: string, userIds: string[]): Promise<void> {
    for (const userId of userIds) {
      const matches = (await this.matchesOf(userId)).filter((m) => m.meta.thread === threadId);
      if (matches.length && !(await this.isMember(Routes.guildMember(matches[0]!.meta.guild, userId)))) continue;
      for (const m of matches) await this.arm(m, userId, 'thread');
    }
  }

  private async matchesOf(userId: string): Promise<LoadedMatch[]> {
    const out: LoadedMatch[] = [];
    for (const id of await this.ctx.store.listActive(userId)) {
      const m = await this.ctx.service.load(id);
      if (m && m.snap.status !== 'finished' && LEAVING_LOSES[m.meta.game] && (m.meta.p0 === userId || m.meta.p1 === userId)) out.push(m);
    }
    return out;
  }

  private async arm(m: LoadedMatch, user: string, left: Payload['left']): Promise<void> {
    const seat: Seat = m.meta.p0 === user ? 0 : 1;
    const payload: Payload = { seat, user, left };
    await this.ctx.store.scheduleDeadline({ matchId: m.snap.matchId, key: `${LEAVE_KEY}${seat}:${left}`, dueAt: this.ctx.now() + this.graceMs, payload: JSON.stringify(payload) });
    this.ctx.log.info({ matchId: m.snap.matchId, seat, left }, 'seated player left; leave grace period armed');
  }

  /**
   * The grace period ran out. Throws when Discord or the store cannot answer: the deadline stays leased and is
   * tried again after the lease (src/bot/timers.ts), so an outage never forfeits a player who came back.
   */
  async fire(d: Deadline): Promise<void> {
    const parsed = payloadSchema.safeParse(JSON.parse(d.payload));
    if (!parsed.success) { this.ctx.log.warn({ matchId: d.matchId }, 'ignoring malformed leave deadline'); return; }
    const p = parsed.data;
    const match = await this.ctx.service.load(d.matchId);
    const rule = match && LEAVING_LOSES[match.meta.game];
    if (!match || match.snap.status === 'finished' || !rule) return;
    if (await this.isBack(match, p)) { this.ctx.log.info({ matchId: d.matchId, seat: p.seat }, 'player came back within the leave grace period'); return; }
    const out = await this.ctx.service.act({
      matchId: d.matchId, userId: p.user, interactionId: `leave:${p.seat}`, now: this.ctx.now(), anyTime: true, release: true,
      decide: (_prompt, seat) => ({ ok: true, action: leaveAction(seat) }),
    });
    if (out.kind !== 'applied') return;
    const lang = match.meta.lang;
    const minutes = String(Math.round((this.graceMs / 60_000) * 10) / 10);
    await this.ctx.publisher.say(out.after, TEXT.forfeit[lang](p.user, minutes, rule), p.user);
    await this.applied(out);
  }

  /**
   * Back in the room: a member of the server again, and of the match thread again if the thread is what they
   * left. Only "Unknown Member" means not back; any other failure is retried after the lease.
   */
  private async isBack(match: LoadedMatch, p: Payload): Promise<boolean> {
    if (!(await this.isMember(Routes.guildMember(match.meta.guild, p.user)))) return false;
    return p.left === 'server' || this.isMember(Routes.threadMembers(match.meta.thread, p.user));
  }

  private async isMember(route: `/${string}`): Promise<boolean> {
    try {
      await this.ctx.client.rest.get(route);
      return true;
    } catch (err) {
      if (err instanceof DiscordAPIError && (err.code === RESTJSONErrorCodes.UnknownMember || err.status === 404)) return false;
      throw err;
    }
  }
}
