/**
 * The read side of local mode's replay page (`/replay.html`): a finished match of the server, found by its
 * thread or id, stepped through version by version. It serves what /match replay shows in Discord and
 * nothing more, from the same code (src/bot/replay): the spectator board image of each version, its turn,
 * and both hands only once both players agreed to show them (the agreement is given in Discord or on the
 * main page, with the replay message's buttons). It changes nothing.
 *
 *   /_replay/info?thread=ID | ?match=ID    { matchId, last, turns: [{turn, version}], reveal }
 *   /_replay/frame?match=ID&v=N            { version, last, turn, reveal, hands? }
 *   /_replay/frame.png?match=ID&v=N        the board image of version N
 */
import type { ServerResponse } from 'node:http';
import type { BotContext } from '../bot/context.js';
import { replayViews, revealOf, turnOf, turnStarts } from '../bot/replay/replay.js';
import { pick } from '../bot/i18n.js';
import { renderBoard } from '../render/index.js';

/** The bot whose matches the page replays. */
export interface ReplaySource { ctx: BotContext }

const ID = /^[a-z0-9]{6,24}$/;
const SNOWFLAKE = /^\d{1,20}$/;

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' }).end(JSON.stringify(body));
}

const REASONS = {
  'not-found': [404, 'no such match / ไม่พบแมตช์นี้'],
  'not-finished': [409, 'only a finished match can be replayed / รีเพลย์ได้เฉพาะแมตช์ที่จบแล้ว'],
  'no-history': [409, 'this match cannot be rebuilt from its log / สร้างแมตช์นี้ใหม่จากบันทึกไม่ได้'],
} as const;

export async function handleReplayRequest(res: ServerResponse, src: ReplaySource, what: string, q: URLSearchParams): Promise<void> {
  const { ctx } = src;
  const thread = q.get('thread');
  const matchId = q.get('match') ?? (thread && SNOWFLAKE.test(thread) ? await ctx.service.inThread(thread) : null);
  if (!matchId || !ID.test(matchId)) return json(res, 404, { error: REASONS['not-found'][1] });
  const r = await replayViews(ctx, matchId);
  if (typeof r === 'string') return json(res, REASONS[r][0], { error: REASONS[r][1] });
  const last = r.views.length - 1;
  const reveal = (await revealOf(ctx, matchId)).state;
  if (what === 'info') return json(res, 200, { matchId, last, turns: turnStarts(r.views), reveal });
  const v = Number(q.get('v') ?? 0);
  if (!Number.isInteger(v) || v < 0 || v > last) return json(res, 400, { error: `v must be a version from 0 to ${last} / v ต้องเป็นเวอร์ชัน 0 ถึง ${last}` });
  if (what === 'frame') {
    const hands = reveal === 'revealed' ? r.hands[v]!.map((h) => h.map((c) => pick(c, r.lang))) : undefined;
    return json(res, 200, { version: v, last, turn: turnOf(r.views[v]!), reveal, ...(hands ? { hands } : {}) });
  }
  if (what === 'frame.png') {
    const png = await renderBoard(r.views[v]!);
    res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' }).end(png);
    return;
  }
  json(res, 404, { error: 'unknown replay request' });
}
