/**
 * Where leagues meet matches: a new round starts its games through the ordinary match path (startMatch:
 * a thread per match, both players pinged, their registered decks loaded); a finished game records itself
 * (leagueGameFinished, called where every match ends); deadlines and reminders are swept from the store.
 * Every step that must happen once (start a game, announce a round, remind) is claimed in the store first,
 * so a second process or a restart never does it twice.
 */
import type { BotContext } from '../context.js';
import { forMessage } from '../../safe-text.js';
import type { FormatId, GameId } from '../../match/engine-port.js';
import type { LoadedMatch } from '../../match/service.js';
import { startMatch } from './challenge.js';
import { openInParallel } from './round-opening.js';
import { DECISION_KEY } from '../timers.js';
import { currentRound, type League, type LeagueMatch, type Round } from '../../league/model.js';
import { gameStarted, markExpired, markReminded, recordGame, type GameWinner } from '../../league/ops.js';
import { LeagueRepo } from '../../league/repo.js';
import { lt } from '../../league/i18n.js';
import { HOUR, winnerOf } from '../../league/rounds.js';
import { standings } from '../../league/standings.js';
import { standingsTable } from '../../league/table.js';
import { every } from '../../supervise.js';

export const ts = (ms: number, style: 'F' | 'R' = 'F') => `<t:${Math.floor(ms / 1000)}:${style}>`;


export function scoreText(m: LeagueMatch, lang: 'th' | 'en'): string {
  const r = m.result;
  if (!r) return '—';
  if (r.doubleLoss) return lt(lang, 'double-loss');
  return `${r.a}–${r.b}${r.d ? `–${r.d}` : ''}`;
}

/** Messages of at most 2000 characters, split between lines. */
export function chunks(lines: string[], max = 1900): string[] {
  const out: string[] = [];
  let cur = '';
  for (const line of lines) {
    if (cur && cur.length + line.length + 1 > max) { out.push(cur); cur = ''; }
    cur = cur ? `${cur}\n${line}` : line.slice(0, max);
  }
  if (cur) out.push(cur);
  return out;
}

export function pairingLines(l: League, r: Round): string[] {
  const lang = l.lang;
  const phase = lt(lang, `phase-${r.phase}`);
  const lines = [lt(lang, 'round', { name: forMessage(l.name), n: r.n, phase, deadline: ts(r.deadline), rel: ts(r.deadline, 'R') })];
  for (const m of r.matches) {
    if (m.b === null) lines.push(`${m.table}. <@${m.a}> — ${lt(lang, 'bye')}`);
    else lines.push(`${m.table}. <@${m.a}> vs <@${m.b}>${m.result ? ` · ${scoreText(m, lang)}` : ''}${m.thread ? ` · <#${m.thread}>` : ''}`);
  }
  return lines;
}

async function post(ctx: BotContext, channel: string, content: string, users: string[] = []): Promise<void> {
  await ctx.publisher.post(channel, { content, allowed_mentions: { users: users.slice(0, 100) } })
    .catch((err: unknown) => ctx.log.warn({ err, channel }, 'league message failed'));
}

async function startGame(ctx: BotContext, l: League, r: Round, m: LeagueMatch, k: number, thread?: string, previousLoser?: 0 | 1): Promise<void> {
  const repo = new LeagueRepo(ctx.kv);
  // The number of re-pairs so far is in the claim: a re-paired round starts its games afresh, even for a
  // pair it kept (a repair is refused once a game has finished, so a series never straddles one).
  const repairs = l.audit.filter((a) => a.action === 'repair').length;
  if (!m.b || !(await repo.claim(`game:${l.id}:${r.n}:${repairs}:${m.a}:${m.b}:${k}`))) return;
  const pa = l.players.find((p) => p.id === m.a)!;
  const pb = l.players.find((p) => p.id === m.b)!;
  const match = await startMatch(ctx, {
    interactionId: `league:${l.id}:${r.n}:${m.table}:${k}`, guild: l.guild, channel: l.channel, lang: l.lang,
    game: l.game as GameId, format: l.format as FormatId, series: k, league: { id: l.id, bestOf: l.bestOf },
    players: [{ user: pa.id, name: pa.name, deckRef: pa.deckRef, deck: pa.deck }, { user: pb.id, name: pb.name, deckRef: pb.deckRef, deck: pb.deck }],
    ...(thread ? { thread } : {}), ...(previousLoser !== undefined ? { previousLoser } : {}),
  });
  if (!match) return;
  await repo.link(match.snap.matchId, { league: l.id, round: r.n, table: m.table, a: m.a, b: m.b });
  if (k > 1) return;
  // A round is a window (often days): the players need not be there the minute it opens, so the
  // per-decision clock of the first game starts with its first move (every commit re-arms it), not now.
  await ctx.store.cancelDeadline(match.snap.matchId, DECISION_KEY);
  await repo.update(l.id, (x) => gameStarted(x, r.n, m.table, match.snap.matchId, match.meta.thread, ctx.now()));
  await ctx.publisher.post(match.meta.thread, {
    content: lt(l.lang, 'game-ready', { a: m.a, b: m.b, deadline: ts(r.deadline), rel: ts(r.deadline, 'R') }),
    allowed_mentions: { parse: [] },
  }).catch((err: unknown) => ctx.log.warn({ err }, 'league game note failed'));
}

/**
 * After any change that may have closed a round: start the games of the current round and announce it,
 * or announce the final standings. Safe to call any number of times.
 */
export async function followUp(ctx: BotContext, leagueId: string): Promise<void> {
  const repo = new LeagueRepo(ctx.kv);
  const loaded = await repo.load(leagueId);
  if (!loaded) return;
  const l = loaded.league;
  await closeSettledGames(ctx, repo, l);
  if (l.status === 'finished') {
    if (!(await repo.claim(`finish:${l.id}`))) return;
    const rows = standings(l);
    const elim = l.roundList.filter((r) => r.phase === 'elim');
    const final = elim[elim.length - 1]?.matches[0];
    const champ = final?.result ? (final.b === null || final.result.a > final.result.b ? final.a : final.b) : null;
    const table = standingsTable(rows, { dropped: lt(l.lang, 'dropped-mark'), dq: lt(l.lang, 'dq-mark'), player: lt(l.lang, 'player-col') });
    const head = `${lt(l.lang, 'finished-public', { name: forMessage(l.name) })}${champ ? `\n${lt(l.lang, 'champion', { user: champ })}` : ''}`;
    await post(ctx, l.channel, head, champ ? [champ] : []);
    for (const c of chunks(table.split('\n'))) await post(ctx, l.channel, `\`\`\`\n${c}\n\`\`\``);
    return;
  }
  const r = currentRound(l);
  if (!r || r.closed) return;
  const key = r.matches.map((m) => `${m.a}:${m.b ?? '-'}`).join(',');
  await openInParallel(r.matches.filter((m) => m.b && !m.result && !m.thread), (m) => startGame(ctx, l, r, m, 1));
  if (!(await repo.claim(`announce:${l.id}:${r.n}:${hash(key)}`))) return;
  const fresh = (await repo.load(leagueId))?.league ?? l;
  const fr = fresh.roundList.find((x) => x.n === r.n) ?? r;
  for (const c of chunks(pairingLines(fresh, fr))) await post(ctx, l.channel, c, fr.matches.flatMap((m) => (m.b ? [m.a, m.b] : [m.a])));
}

/**
 * A match settled outside its games (both players' reports, the organiser's result or ruling, a drop)
 * closes the game still open in its thread, once: a note says so and the game's clock stops. When the
 * match has a winner the game ends as a concession in the loser's name (as a timed-out player's does),
 * so its board shows it over; after a draw or a double loss it stays open but counts for nothing.
 * Only the latest two rounds can hold such a game (a settled match closes its round's games at once).
 */
async function closeSettledGames(ctx: BotContext, repo: LeagueRepo, l: League): Promise<void> {
  for (const r of l.roundList.slice(-2)) {
    for (const m of r.matches) {
      if (!m.b || !m.thread || !m.result || m.result.by === 'auto' || m.result.by === 'bye') continue;
      const matchId = await ctx.store.findLink(`thread:${m.thread}`);
      const game = matchId ? await ctx.service.load(matchId) : null;
      if (!matchId || !game || game.snap.status === 'finished' || !game.meta.league) continue;
      if (!(await repo.claim(`close:${l.id}:${r.n}:${m.table}`))) continue;
      await ctx.store.cancelDeadline(matchId, DECISION_KEY);
      const winner = winnerOf(m);
      const loser = winner === null ? null : winner === m.a ? m.b : m.a;
      const how = lt(l.lang, m.result.by === 'report' ? 'settled-report' : m.result.by === 'deadline' ? 'settled-deadline' : 'settled-organiser');
      await post(ctx, m.thread, lt(l.lang, loser ? 'game-closed-win' : 'game-closed', { score: scoreText(m, l.lang), how, loser: loser ?? '' }));
      if (!loser) continue;
      const out = await ctx.service.act({
        matchId, userId: loser, interactionId: `league-close:${l.id}:${r.n}:${m.table}`, now: ctx.now(), anyTime: true,
        decide: (_p, seat) => ({ ok: true, action: { type: 'concede', seat } }),
      });
      // after-commit.ts's steps, spelled out here because after-commit imports this module (no import cycle).
      if (out.kind === 'applied') {
        const done = await Promise.allSettled([ctx.publisher.publish(matchId), ctx.timers.arm(out.after), ...(out.finished ? [ctx.publisher.announceEnd(out.after, ctx.now()), leagueGameFinished(ctx, out.after)] : [])]);
        for (const d of done) if (d.status === 'rejected') ctx.log.warn({ err: d.reason, matchId }, 'closing a settled league game: after-commit step failed');
      }
    }
  }
}

function hash(s: string): string {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619); }
  return (h >>> 0).toString(36);
}

/** The end-of-match hook: a finished game of a league match counts toward it, then the series or round moves on. */
export async function leagueGameFinished(ctx: BotContext, match: LoadedMatch): Promise<void> {
  const repo = new LeagueRepo(ctx.kv);
  const link = await repo.linkOf(match.snap.matchId);
  if (!link) return;
  const res = ctx.engine.result(match.state);
  const winner: GameWinner = !res ? null : res.winner === 0 ? 'a' : res.winner === 1 ? 'b' : 'draw';
  const out = await repo.update(link.league, (l) => recordGame(l, link, match.snap.matchId, winner, ctx.now()));
  if (!out.ok || !out.info.match) return;
  const l = out.league;
  const m = out.info.match;
  const r = l.roundList.find((x) => x.n === link.round)!;
  if (out.info.decided) {
    await post(ctx, l.channel, lt(l.lang, 'auto-result', { name: forMessage(l.name), n: r.n, table: m.table, a: m.a, b: m.b!, score: scoreText(m, l.lang) }));
    await followUp(ctx, l.id);
    return;
  }
  const k = m.games.length + 1;
  await ctx.publisher.post(match.meta.thread, { content: lt(l.lang, 'next-game', { k }), allowed_mentions: { parse: [] } }).catch(() => undefined);
  await startGame(ctx, l, r, m, k, match.meta.thread, winner === 'a' ? 1 : winner === 'b' ? 0 : undefined);
}

/** One pass over the open leagues: 24 h and 1 h reminders, then the deadline hand-over to the organiser. */
export async function sweepLeagues(ctx: BotContext): Promise<void> {
  const repo = new LeagueRepo(ctx.kv);
  for (const id of await repo.active()) {
    try {
      await sweepOne(ctx, repo, id);
    } catch (err) {
      ctx.log.warn({ err, league: id }, 'league sweep failed');
    }
  }
}

async function sweepOne(ctx: BotContext, repo: LeagueRepo, id: string): Promise<void> {
  const now = ctx.now();
  const loaded = await repo.load(id);
  if (!loaded || loaded.league.status !== 'running') return;
  const r = currentRound(loaded.league);
  if (!r || r.closed) return;
  for (const [which, before] of [['24h', 24 * HOUR], ['1h', HOUR]] as const) {
    const at = r.deadline - before;
    if (now < at || now >= r.deadline || at <= r.startedAt) continue;
    const res = await repo.update(id, (l) => markReminded(l, r.n, which, now));
    if (!res.ok || !res.info) continue;
    for (const m of r.matches.filter((x) => x.b && !x.result)) {
      const content = lt(res.league.lang, 'remind', { a: m.a, b: m.b!, name: forMessage(res.league.name), n: r.n, deadline: ts(r.deadline), rel: ts(r.deadline, 'R') });
      await post(ctx, m.thread ?? res.league.channel, content, [m.a, m.b!]);
    }
  }
  if (now >= r.deadline) {
    const res = await repo.update(id, (l) => markExpired(l, r.n, now));
    if (!res.ok || !res.info) return;
    const l = res.league;
    const open = r.matches.filter((m) => m.b && !m.result).map((m) => `${m.table} (<@${m.a}> vs <@${m.b}>)`).join(', ');
    await post(ctx, l.channel, lt(l.lang, 'expired', { organiser: l.organiser, n: r.n, name: forMessage(l.name), tables: open || '—' }), [l.organiser]);
  }
}

/** The sweeper's clock: a poll only — what is due lives in the store, so a restart loses nothing. */
export function startLeagueSweeper(ctx: BotContext, everyMs = 30_000): () => Promise<void> {
  // Supervised (issue 27): a store outage at repo.active() used to escape as an unhandled rejection and end the process.
  const loop = every(ctx.log, 'league sweep', everyMs, () => sweepLeagues(ctx));
  return () => loop.stop();
}
