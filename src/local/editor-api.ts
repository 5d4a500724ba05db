/**
 * The card editor's JSON endpoints (`/editor.html`): a card (or a small set) written on the page is checked by
 * the same code as `/cards import` (src/cards: the set-file parser with its limits, then the game's
 * cardSets.parse), and "try it" opens a sandbox match with it in the first player's hand, built by the
 * engine's public scenario API and played in a thread of the local server like any match.
 *
 *   GET  /_editor/games   the games that take community cards
 *   POST /_editor/check   { game, text, lang } → { ok, cards: [summary + image] } | { ok: false, errors: [{card, field, message, line}] }
 *   POST /_editor/try     { game, text, lang } → { ok, matchId, thread, link } (the page's address showing the thread)
 *
 * The page sends text only; everything shown back is text the page escapes (it sets textContent), and the
 * first cards' images drawn as /cards show draws them (a PNG as a data: address).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { BotContext } from '../bot/context.js';
import { newId } from '../bot/handlers/challenge.js';
import { DEMO_IDS } from '../bot/local-mode.js';
import { checkSetText } from '../cards/check.js';
import { checkOffThread } from '../cards/check-pool.js';
import { OFF_THREAD_BYTES } from '../cards/import.js';
import { SET_LIMITS } from '../cards/limits.js';
import { editorSet, sandboxScenario } from './editor-set.js';
import { buildScenario, cardSetSupport, games, isRuleError } from '../engine/index.js';
import type { Text } from '../engine/core/view-types.js';
import { renderCardImage } from '../render/card-image.js';

export interface EditorSource { ctx: BotContext }

/** The page's text plus a little JSON around it: a body past this is refused before it is read whole. */
export const EDITOR_BODY_BYTES = SET_LIMITS.fileBytes + 4096;

const bodySchema = z.strictObject({ game: z.string().min(1).max(40), text: z.string().min(1).max(SET_LIMITS.fileBytes), lang: z.enum(['th', 'en']).default('th') });

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' }).end(JSON.stringify(body));
}

const both = (t: Text) => `${t.th} / ${t.en}`;

/** The body, or null once a refusal was sent (too large, not JSON). Stops reading at the limit. */
async function readBody(req: IncomingMessage, res: ServerResponse): Promise<unknown> {
  const declared = Number(req.headers['content-length'] ?? 0);
  const tooLarge = () => json(res, 413, { ok: false, error: both({ th: `ข้อความยาวเกิน ${SET_LIMITS.fileBytes / 1024} KB`, en: `the text is larger than ${SET_LIMITS.fileBytes / 1024} KB` }) });
  if (declared > EDITOR_BODY_BYTES) { tooLarge(); req.resume(); return null; }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > EDITOR_BODY_BYTES) { tooLarge(); req.destroy(); return null; }
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    json(res, 400, { ok: false, error: both({ th: 'คำขอไม่ใช่ JSON', en: 'the request is not JSON' }) });
    return null;
  }
}

/** Cards drawn per check (a pasted set shows the rest as text). */
const PREVIEW_IMAGES = 4;

type Checked =
  | { ok: true; game: string; lang: 'th' | 'en'; defs: unknown[]; cards: unknown[] }
  | { ok: false; status: number; body: unknown };

async function check(raw: unknown): Promise<Checked> {
  const b = bodySchema.safeParse(raw);
  if (!b.success) return { ok: false, status: 400, body: { ok: false, error: both({ th: 'ต้องมี game และ text', en: 'game and text are required' }) } };
  const { game, text, lang } = b.data;
  if (!cardSetSupport(game)) return { ok: false, status: 200, body: { ok: false, errors: [{ card: null, field: 'game', message: lang === 'th' ? `เกม "${game}" ยังไม่รับการ์ดจากชุมชน` : `game "${game}" takes no community cards yet` }] } };
  const file = editorSet(game, text);
  // A large paste goes to the import's worker thread (500 cards take some 0.3 s), so the page and the bot stay responsive.
  const r = Buffer.byteLength(file.text) <= OFF_THREAD_BYTES ? checkSetText(file.name, file.text, new Set()) : await checkOffThread(file.name, file.text, new Set());
  if (!r.ok) {
    return {
      ok: false, status: 200,
      body: { ok: false, errors: r.errors.slice(0, 20).map((e) => ({ card: e.card, field: e.field, message: e.message[lang], ...(e.line && e.line > file.offset ? { line: e.line - file.offset } : {}) })) },
    };
  }
  return { ok: true, game, lang, defs: r.set.defs, cards: r.set.cards };
}

export async function handleEditorRequest(req: IncomingMessage, res: ServerResponse, src: EditorSource | undefined, sub: string): Promise<void> {
  if (sub === 'games' && req.method === 'GET') {
    return json(res, 200, games().filter((g) => cardSetSupport(g.id)).map((g) => ({ id: g.id, name: g.name })));
  }
  if ((sub !== 'check' && sub !== 'try') || req.method !== 'POST') return json(res, 404, { ok: false, error: 'no such editor endpoint' });
  const body = await readBody(req, res);
  if (body === null) return;
  const c = await check(body);
  if (!c.ok) return json(res, c.status, c.body);
  const support = cardSetSupport(c.game)!;
  const summaries = await Promise.all(c.defs.map(async (d, i) => {
    const s = support.summary(d);
    // Drawing costs some milliseconds a card: the first few are what an author looks at while writing.
    const image = i < PREVIEW_IMAGES ? `data:image/png;base64,${(await renderCardImage(s, c.lang, c.game)).toString('base64')}` : undefined;
    return { id: s.id, name: s.name[c.lang], type: s.type[c.lang], stats: s.stats[c.lang], text: s.text[c.lang], ...(image ? { image } : {}) };
  }));
  if (sub === 'check') return json(res, 200, { ok: true, cards: summaries });
  if (!src) return json(res, 404, { ok: false, error: 'no bot here' });
  return json(res, 200, await trySandbox(src.ctx, c.game, c.lang, c.defs));
}

/**
 * A sandbox match: both seats are local members (Somchai and Malee), the first holds the written cards.
 * Built by buildScenario, stored without a setup (a scenario is not replayable from one), published in its
 * own thread of the lobby like any match.
 */
async function trySandbox(ctx: BotContext, game: string, lang: 'th' | 'en', defs: unknown[]): Promise<unknown> {
  const names: [string, string] = ['Somchai', 'Malee'];
  const built = buildScenario(sandboxScenario(game, defs, names));
  if (isRuleError(built)) return { ok: false, errors: [{ card: null, field: 'scenario', message: built.message[lang] }] };
  const matchId = newId();
  // Every game's state carries its match id; the scenario builders name it "scenario".
  const state = { ...(built.state as object), matchId };
  const channel = DEMO_IDS.lobby;
  const th = (await ctx.client.rest.post(`/channels/${channel}/threads`, { body: { name: `Sandbox · ${matchId.slice(0, 6)}`, type: 11, auto_archive_duration: 1440 } })) as { id: string };
  const placeholder = await ctx.publisher.post(th.id, { content: '⏳', allowed_mentions: { parse: [] } });
  const p0 = DEMO_IDS.somchai;
  const p1 = DEMO_IDS.malee;
  const now = ctx.now();
  const format = String((state as { format?: unknown }).format ?? 'standard');
  const res = await ctx.store.create({
    matchId, state: JSON.stringify(state), participants: [p0, p1], interactionId: `sandbox:${matchId}`, now, links: [`thread:${th.id}`],
    meta: { game, format, p0, p1, lang, guild: DEMO_IDS.guild, channel, thread: th.id, board: placeholder.id, startedAt: String(now), d0: 'sandbox', d1: 'sandbox', series: '1', challenger: p0 },
  });
  if (!res.ok) return { ok: false, errors: [{ card: null, field: 'match', message: lang === 'th' ? 'เปิดแมตช์ไม่ได้' : 'could not open the match' }] };
  // No decision timer is armed: a sandbox waits for its author.
  await ctx.publisher.publish(matchId);
  return { ok: true, matchId, thread: th.id, link: `/?users=${p0},${p1}&channels=${th.id},${th.id}` };
}
