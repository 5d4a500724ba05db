/**
 * The read side of local mode's league page (`/league.html`): the server's leagues, each with its rounds,
 * pairings, deadlines and standings, as JSON, and the standings image. It reads the bot's own league records
 * (the same key-value repository) and changes nothing: results are reported from the page through the
 * emulator as the chosen member (`/league report`), so the bot checks them exactly as it checks Discord's.
 *
 * Only what the bot shows everyone leaves here: no decks (organiser-only), no seed (it would predict the
 * next pairings), no audit log and no one-sided reports (a player's report is private until both agree).
 */
import type { ServerResponse } from 'node:http';
import { LeagueRepo } from '../league/repo.js';
import { currentRound, type League } from '../league/model.js';
import { mainPhaseRounds } from '../league/rounds.js';
import { standings } from '../league/standings.js';
import { lt } from '../league/i18n.js';
import type { KeyValueRepo } from '../store/kv.js';

export interface LeagueSource {
  /** The bot's key-value repository, where leagues are kept. */
  kv: KeyValueRepo;
  /** The server the page shows. */
  guild: string;
}

export interface PublicMatch {
  table: number;
  a: { id: string; name: string };
  b: { id: string; name: string } | null;
  result: { a: number; b: number; d: number; by: string; doubleLoss: boolean } | null;
  disputed: boolean;
  thread: string | null;
}

export interface PublicLeague {
  id: string; name: string; game: string; format: string; structure: string; bestOf: number; status: string;
  channel: string; organiser: string; roundsPlanned: number; roundHours: number; deckDeadline: number | null;
  players: Array<{ id: string; name: string; dropped: boolean; disqualified: boolean }>;
  rounds: Array<{ n: number; phase: string; startedAt: number; deadline: number; closed: boolean; expired: boolean; matches: PublicMatch[] }>;
  standings: Array<{ rank: number; id: string; name: string; points: number; wins: number; losses: number; draws: number; byes: number; omw: number; gw: number; ogw: number; dropped: boolean; disqualified: boolean }>;
  current: number | null;
}

export function publicLeague(l: League): PublicLeague {
  const name = (id: string) => l.players.find((p) => p.id === id)?.name ?? id;
  return {
    id: l.id, name: l.name, game: l.game, format: l.format, structure: l.structure, bestOf: l.bestOf, status: l.status,
    channel: l.channel, organiser: l.organiser, roundsPlanned: l.status === 'registration' ? l.rounds : mainPhaseRounds(l), roundHours: l.roundHours, deckDeadline: l.deckDeadline,
    players: l.players.map((p) => ({ id: p.id, name: p.name, dropped: p.droppedAfter !== undefined, disqualified: p.disqualified === true })),
    rounds: l.roundList.map((r) => ({
      n: r.n, phase: r.phase, startedAt: r.startedAt, deadline: r.deadline, closed: r.closed, expired: r.expired,
      matches: r.matches.map((m) => ({
        table: m.table, a: { id: m.a, name: name(m.a) }, b: m.b === null ? null : { id: m.b, name: name(m.b) },
        result: m.result ? { a: m.result.a, b: m.result.b, d: m.result.d, by: m.result.by, doubleLoss: m.result.doubleLoss === true } : null,
        disputed: m.disputed, thread: m.thread ?? null,
      })),
    })),
    standings: l.status === 'registration' ? [] : standings(l).map((s) => ({
      rank: s.rank, id: s.id, name: s.name, points: s.matchPoints, wins: s.record.wins, losses: s.record.losses, draws: s.record.draws, byes: s.record.byes,
      omw: s.omw, gw: s.gwp, ogw: s.ogw, dropped: s.dropped, disqualified: s.disqualified,
    })),
    current: currentRound(l)?.n ?? null,
  };
}

function json(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' }).end(text);
}

/** `GET /_league/list`, `GET /_league/league?id=`, `GET /_league/standings.png?id=&lang=`. */
export async function handleLeagueRequest(res: ServerResponse, src: LeagueSource, sub: string, query: URLSearchParams): Promise<void> {
  const repo = new LeagueRepo(src.kv);
  if (sub === 'list') {
    const all = await repo.list(src.guild);
    const rows = await Promise.all(all.map(async ({ id }) => (await repo.load(id))?.league));
    return json(res, 200, rows.filter((l): l is League => !!l).sort((x, y) => y.createdAt - x.createdAt).map((l) => ({ id: l.id, name: l.name, status: l.status, players: l.players.length })));
  }
  const id = query.get('id') ?? '';
  const loaded = await repo.load(id);
  // Another server's league is as unknown here as a missing one.
  if (!loaded || loaded.league.guild !== src.guild) return json(res, 404, { error: `no league ${id.slice(0, 20)}` });
  const l = loaded.league;
  if (sub === 'league') return json(res, 200, publicLeague(l));
  if (sub === 'standings.png') {
    const lang = query.get('lang') === 'en' ? 'en' : 'th';
    const { renderStandings } = await import('../render/layout/standings.js');
    const png = await renderStandings(lt(lang, 'standings-title', { name: l.name, n: l.roundList.filter((r) => r.closed).length }), standings(l), lang);
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' }).end(png);
    return;
  }
  json(res, 404, { error: `no league endpoint ${sub.slice(0, 40)}` });
}
