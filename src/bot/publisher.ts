/**
 * Keeps each match's public board message up to date, edited in place. Publishing is coalesced per match:
 * however many commits land while an edit is in flight, one more edit follows with the latest snapshot,
 * so an older board never overwrites a newer one from this process and Discord's per-channel edit limits
 * are spent on what players need to see.
 */
import { Routes, type Client, type RawFile } from 'discord.js';
import type { Logger } from '../log.js';
import type { MatchSnapshot } from '../store/types.js';
import { publicBoard, type MessagePayload } from './board-message.js';
import type { RenderBoard, TimerConfig } from './context.js';
import type { EnginePort } from './engine-port.js';
import { RenderBusyError } from './render-pool.js';
import { startLoopLagProbe } from './loop-lag.js';
import { HandPanels } from './hand-panels.js';
import { pick, t } from './i18n.js';
import type { LoadedMatch, LogRecord, MatchService } from './match-service.js';

interface Pending { running: boolean; dirty: boolean; waiters: Array<() => void> }

export interface PublishedSink {
  /** Test and bench hook: called after each successful board edit with the version it showed. */
  onBoardEdited?(matchId: string, version: number): void;
}

/** Above this event-loop lag (ms) boards go out as embeds: the image can wait, the 3-second acknowledgement cannot. */
export const IMAGE_LAG_LIMIT_MS = 150;

export class BoardPublisher {
  private readonly pending = new Map<string, Pending>();
  private readonly lag = startLoopLagProbe();
  /** Each player's latest private panel, edited after every change while Discord allows. */
  readonly panels: HandPanels;

  constructor(
    private readonly client: Client,
    private readonly service: MatchService,
    private readonly engine: EnginePort,
    private readonly log: Logger,
    private readonly timers: TimerConfig,
    private readonly render?: RenderBoard,
    private readonly sink: PublishedSink = {},
  ) {
    this.panels = new HandPanels(client, engine, log);
  }

  /** Resolves once a board edit that started after this call has finished (or failed and was logged). */
  publish(matchId: string): Promise<void> {
    let p = this.pending.get(matchId);
    if (!p) { p = { running: false, dirty: false, waiters: [] }; this.pending.set(matchId, p); }
    p.dirty = true;
    const done = new Promise<void>((resolve) => p!.waiters.push(resolve));
    if (!p.running) void this.drain(matchId, p);
    return done;
  }

  private async drain(matchId: string, p: Pending): Promise<void> {
    p.running = true;
    while (p.dirty) {
      p.dirty = false;
      const waiters = p.waiters.splice(0);
      try {
        await this.publishNow(matchId);
      } catch (err) {
        this.log.warn({ err, matchId }, 'board update failed');
      }
      for (const w of waiters) w();
    }
    p.running = false;
    this.pending.delete(matchId);
  }

  async boardPayload(match: LoadedMatch): Promise<{ body: MessagePayload & { attachments?: unknown[] }; files?: RawFile[] }> {
    if (!this.render || this.lag.current() > IMAGE_LAG_LIMIT_MS) {
      return { body: { ...publicBoard(this.engine, match, { decisionMs: this.timers.decisionMs }), ...(this.render ? { attachments: [] } : {}) } };
    }
    const name = `board-${match.snap.matchId}-v${match.snap.version}.png`;
    const body = publicBoard(this.engine, match, { decisionMs: this.timers.decisionMs, imageName: name });
    try {
      const png = await this.render(this.engine.viewFor(match.state, 'spectator'));
      return { body: { ...body, attachments: [{ id: 0, filename: name }] }, files: [{ name, data: png, contentType: 'image/png' }] };
    } catch (err) {
      // A busy or broken renderer must not stop the game: fall back to the embed board for this update.
      if (err instanceof RenderBusyError) this.log.debug({ matchId: match.snap.matchId }, 'render queue full; sending the embed board');
      else this.log.warn({ err, matchId: match.snap.matchId }, 'board render failed; sending the embed board');
      return { body: { ...publicBoard(this.engine, match, { decisionMs: this.timers.decisionMs }), attachments: [] } };
    }
  }

  private async publishNow(matchId: string): Promise<void> {
    const match = await this.service.load(matchId);
    if (!match) return;
    const panels = this.panels.refresh(match);
    if (!match.meta.thread || !match.meta.board) { await panels; return; }
    const { body, files } = await this.boardPayload(match);
    await this.client.rest.patch(Routes.channelMessage(match.meta.thread, match.meta.board), {
      body: { ...body, allowed_mentions: { parse: [] } },
      ...(files ? { files } : {}),
    });
    this.sink.onBoardEdited?.(matchId, match.snap.version);
    await panels;
  }

  stop(): void { this.lag.stop(); }

  async post(channelId: string, body: Record<string, unknown>, files?: RawFile[]): Promise<{ id: string }> {
    return (await this.client.rest.post(Routes.channelMessages(channelId), { body, ...(files ? { files } : {}) })) as { id: string };
  }

  async say(match: LoadedMatch | MatchSnapshot, content: string, mention?: string): Promise<void> {
    const meta = 'meta' in match && 'snap' in match ? match.meta : (match as MatchSnapshot).meta;
    const thread = (meta as { thread?: string }).thread;
    if (!thread) return;
    await this.post(thread, { content, allowed_mentions: { users: mention ? [mention] : [] } });
  }

  /** The end-of-match message: result, reason, turns, duration, revealed shuffles, the full public log. */
  async announceEnd(match: LoadedMatch, now: number): Promise<void> {
    const lang = match.meta.lang;
    const res = this.engine.result(match.state);
    if (!res) return;
    const view = this.engine.viewFor(match.state, 'spectator');
    const name = (s: 0 | 1) => view.players[s].name || `P${s + 1}`;
    const started = Number(match.meta.startedAt) || now;
    const minutes = Math.max(0, Math.round((now - started) / 60000));
    const reveals = this.engine.revealShuffles(match.state);
    const records = await this.service.log(match.snap.matchId);
    const logText = publicLogText(records, lang, (s) => name(s));
    const revealText = reveals.map((r) => `#${r.n} ${name(r.seat)} ${r.pile}: commitment ${r.commitment} reveal ${r.reveal}`).join('\n');
    const embed = {
      title: t(lang, 'end.title'),
      color: 0x546e7a,
      fields: [
        { name: t(lang, 'end.winner'), value: res.winner === null ? t(lang, 'end.draw') : `${name(res.winner)} (<@${res.winner === 0 ? match.meta.p0 : match.meta.p1}>)`, inline: true },
        { name: t(lang, 'end.reason'), value: `${pick(res.reason, lang)}${res.rule ? ` (${res.rule})` : ''}`.slice(0, 1024), inline: true },
        { name: t(lang, 'end.turns'), value: String(res.turns), inline: true },
        { name: t(lang, 'end.duration'), value: `${minutes} min`, inline: true },
        { name: t(lang, 'end.commitments'), value: (reveals.length ? `${reveals.length} × SHA-256 — shuffles.txt` : '—').slice(0, 1024), inline: false },
      ],
    };
    const files: RawFile[] = [
      { name: `match-${match.snap.matchId}-log.txt`, data: Buffer.from(logText, 'utf8'), contentType: 'text/plain' },
      { name: `match-${match.snap.matchId}-shuffles.txt`, data: Buffer.from(revealText || '—', 'utf8'), contentType: 'text/plain' },
    ];
    await this.post(match.meta.thread, {
      embeds: [embed],
      attachments: files.map((f, i) => ({ id: i, filename: f.name })),
      allowed_mentions: { parse: [] },
    }, files);
  }
}

/** Only events addressed to everyone: a private event (a drawn card) never reaches the public log. */
export function publicLogText(records: LogRecord[], lang: 'th' | 'en', name: (s: 0 | 1) => string): string {
  const lines: string[] = [];
  records.forEach((r, i) => {
    const who = r.action ? name(r.action.seat) : 'system';
    const what = r.action ? (r.action.type === 'concede' ? 'concede' : r.action.type === 'answer-number' ? `number ${r.action.value}` : 'answer') : '';
    lines.push(`[${i + 1}] ${new Date(r.at).toISOString()} ${who} ${what}`.trimEnd());
    for (const e of r.events) if (e.audience === null) lines.push(`    ${pick(e.text, lang)}${e.rule ? ` (${e.rule})` : ''}`);
  });
  return lines.join('\n') + '\n';
}
