/**
 * Keeps each match's public board message up to date, edited in place. Publishing is coalesced per match:
 * however many commits land while an edit is in flight, one more edit follows with the latest snapshot,
 * so an older board never overwrites a newer one from this process and Discord's per-channel edit limits
 * are spent on what players need to see. The board and each seat's hand panel run in loops of their own
 * (latest-wins.ts): a panel waiting on its interaction webhook's bucket does not hold the board, nor the
 * board waiting on the thread's edit bucket a panel (issue 35).
 */
import { Routes, type APIEmbed, type Client, type RawFile } from 'discord.js';
import type { Logger } from '../log.js';
import type { MatchSnapshot } from '../store/types.js';
import { publicBoard, type MessagePayload } from './board-message.js';
import type { RenderBoard, TimerConfig } from './ports.js';
import type { EnginePort } from '../match/engine-port.js';
import { RenderBusyError } from './render-pool.js';
import { startLoopLagProbe } from './loop-lag.js';
import { createMemoryKv, type KeyValueRepo } from '../store/kv.js';
import { PublishedVersions } from './published.js';
import { LatestWins } from './latest-wins.js';
import { shareViews, type SharedViews } from './shared-views.js';
import { EditBudget } from './edit-budget.js';
import type { AnyView } from '../engine/index.js';
import { truncate } from './prompt-components.js';
import { holdButtonsFor } from './autopass/hold-button.js';
import { HandPanels } from './hand-panels.js';
import { pick, t } from './i18n.js';
import type { LoadedMatch, LogRecord, MatchService } from '../match/service.js';
import { isSpiritDuel, turnDeadline } from './games/spirit-duel.js';
import { shufflesRow } from './shuffles/reveal.js';
import { defuseNames, shownName } from './player-name.js';

export interface PublishedSink {
  /** Test and bench hook: called after each successful board edit with the version it showed. */
  onBoardEdited?(matchId: string, version: number): void;
  /** Test and bench hook: called after each successful edit of a seat's hand panel with the version it showed. */
  onPanelEdited?(matchId: string, seat: 0 | 1, version: number): void;
}

/** Above this event-loop lag (ms) boards go out as embeds: the image can wait, the 3-second acknowledgement cannot. */
export const IMAGE_LAG_LIMIT_MS = 150;
/**
 * Above this event-loop lag a new version's views are not built while its commit travels (they are built when
 * the version is loaded to be shown): a late loop means no core sits idle during the store's round trip, so
 * nothing is gained (measured in issue 34 at load 7–14), and a version the board loop skips over would be
 * built for nothing.
 */
export const EAGER_VIEWS_LAG_MS = 10;

/** Board images kept for a re-publish of the same version (a re-edit after lost ordering, a repeated publish). */
const RENDERS_KEPT = 32;

export class BoardPublisher {
  /** One board loop per match. */
  private readonly boards: LatestWins;
  /**
   * A load of each match in flight, shared by its board and panel loops. `stale` once a publish was asked after it
   * started: that publish's commit may be newer than what it reads, so later loop runs start their own.
   */
  private readonly loading = new Map<string, { stale: boolean; match: Promise<LoadedMatch | null> }>();
  /** The last board image per match, by version: the same version is not rendered twice. */
  private readonly rendered = new Map<string, { version: number; png: Promise<Buffer> }>();
  /** The engine, with each version's views built once and shared by the board, the image and the panels. */
  private readonly engine: SharedViews;
  /** Each thread's edit bucket as Discord's headers tell: the board loop waits for room before it builds an edit. */
  private readonly budget: EditBudget;
  private readonly lag = startLoopLagProbe();
  /** Each player's latest private panel, edited after every change while Discord allows. */
  readonly panels: HandPanels;
  /** The last version claimed per published message, shared by every process through the key-value store. */
  private readonly published: PublishedVersions;

  constructor(
    private readonly client: Client,
    private readonly service: MatchService,
    engine: EnginePort,
    private readonly log: Logger,
    private readonly timers: TimerConfig,
    private readonly render?: RenderBoard,
    private readonly sink: PublishedSink = {},
    /** Where the current board message of each match is kept (it moves down the thread every turn). */
    private readonly kv?: KeyValueRepo,
  ) {
    // Without a shared store (some tests) the record is this process's own: the same rule within it.
    this.engine = shareViews(engine);
    this.boards = new LatestWins(log, 'board update');
    this.budget = new EditBudget(client.rest);
    this.published = new PublishedVersions(kv ?? createMemoryKv());
    this.panels = new HandPanels(client, this.engine, log, Date.now, this.published, (id) => this.service.load(id), kv && holdButtonsFor(kv, this.engine), sink.onPanelEdited?.bind(sink));
  }

  /**
   * Builds the views of a match state the publisher is about to show: the board's, and with open hand panels
   * the seats' too (then all three together). Called while the state's commit travels to the store
   * (prepareWhileCommitting) and when a version is loaded to be shown (a no-op when already built).
   * A failure is left to the reader of the view to meet again.
   */
  prepareViews(matchId: string, state: unknown): void {
    try { this.engine.prepare(state, this.panels.tracked(matchId) > 0); } catch { /* met again where the view is read */ }
  }

  /** MatchService.setWhileCommitting's work: the views of a state whose commit is on its way, unless the loop is late. */
  prepareWhileCommitting(matchId: string, state: unknown): void {
    if (this.lag.current() <= EAGER_VIEWS_LAG_MS) this.prepareViews(matchId, state);
  }

  private prepared(matchId: string, match: LoadedMatch | null): LoadedMatch | null {
    if (match) this.prepareViews(matchId, match.state);
    return match;
  }

  /**
   * Brings the board and every tracked hand panel of the match to its newest version, each in its own loop.
   * Resolves once a board edit and a panel edit of each tracked panel that started after this call have finished
   * (or failed and were logged).
   */
  publish(matchId: string): Promise<void> {
    const inFlight = this.loading.get(matchId);
    if (inFlight) inFlight.stale = true;
    const board = this.boards.request(matchId, () => this.publishNow(matchId), { matchId });
    const panels = this.panels.schedule(matchId, () => this.latest(matchId));
    return Promise.all([board, panels]).then(() => undefined);
  }

  /** The match as stored now; loop runs that start together share one load (see `loading`). */
  private latest(matchId: string): Promise<LoadedMatch | null> {
    const inFlight = this.loading.get(matchId);
    if (inFlight && !inFlight.stale) return inFlight.match;
    const entry = { stale: false, match: this.service.load(matchId).then((m) => this.prepared(matchId, m)) };
    this.loading.set(matchId, entry);
    const forget = () => { if (this.loading.get(matchId) === entry) this.loading.delete(matchId); };
    entry.match.then(forget, forget);
    return entry.match;
  }

  async boardPayload(match: LoadedMatch): Promise<{ body: MessagePayload & { attachments?: unknown[] }; files?: RawFile[] }> {
    const base = { decisionMs: this.timers.decisionMs, ...(isSpiritDuel(match) ? { turnDeadline: await turnDeadline(this.kv, match) } : {}) };
    if (!this.render || this.lag.current() > IMAGE_LAG_LIMIT_MS) {
      return { body: { ...publicBoard(this.engine, match, base), ...(this.render ? { attachments: [] } : {}) } };
    }
    const name = `board-${match.snap.matchId}-v${match.snap.version}.png`;
    const body = publicBoard(this.engine, match, { ...base, imageName: name });
    try {
      const png = await this.renderOnce(match);
      return { body: { ...body, attachments: [{ id: 0, filename: name }] }, files: [{ name, data: png, contentType: 'image/png' }] };
    } catch (err) {
      // A busy or broken renderer must not stop the game: fall back to the embed board for this update.
      if (err instanceof RenderBusyError) this.log.debug({ matchId: match.snap.matchId }, 'render queue full; sending the embed board');
      else this.log.warn({ err, matchId: match.snap.matchId }, 'board render failed; sending the embed board');
      return { body: { ...publicBoard(this.engine, match, base), attachments: [] } };
    }
  }

  /**
   * The board image of this version: rendered once (a render's input is the version's spectator view), so a
   * re-edit or a repeated publish of one version sends the same bytes without another render.
   */
  private renderOnce(match: LoadedMatch): Promise<Buffer> {
    const id = match.snap.matchId;
    const kept = this.rendered.get(id);
    if (kept && kept.version === match.snap.version) return kept.png;
    const entry = { version: match.snap.version, png: this.render!(this.engine.viewFor(match.state, 'spectator')) };
    this.rendered.delete(id);
    this.rendered.set(id, entry);
    if (this.rendered.size > RENDERS_KEPT) this.rendered.delete(this.rendered.keys().next().value!);
    // A failed render (a full queue) is not kept: the next publish of this version tries again.
    entry.png.catch(() => { if (this.rendered.get(id) === entry) this.rendered.delete(id); });
    return entry.png;
  }

  private async publishNow(matchId: string): Promise<void> {
    let match = await this.latest(matchId);
    if (!match?.meta.thread || !match.meta.board) return;
    // Waited for the thread's edit bucket: whatever was committed meanwhile goes out in this one edit.
    if (await this.budget.wait(match.meta.thread)) match = (await this.service.load(matchId)) ?? match;
    await this.publishBoard(match);
  }

  /**
   * Shows `first` on the board when no newer version was claimed (published.ts), then checks the claim record
   * again: if another process claimed a newer version while this edit was in flight, this edit may have landed
   * after its, so the board is edited again with the newest match. Messages this publish showed as the board
   * which another process has since retired (the board moved to a new turn) are turned back into summaries.
   */
  private async publishBoard(first: LoadedMatch): Promise<void> {
    const matchId = first.snap.matchId;
    let match = first;
    let claimed = await this.published.claim(matchId, 'board', match.snap.version);
    if (!claimed) return; // a newer (or this) version is being shown by another process
    const shown = new Map<string, number>(); // message id → the turn it was the board of
    for (let round = 0; ; round++) {
      const payload = claimed ? await this.boardPayload(match) : null;
      const board = payload ? await this.currentBoard(match, payload.body, payload.files) : { ...(await this.recordedBoard(match)), posted: false };
      for (const [id, turn] of shown) {
        if (id === board.id) continue;
        shown.delete(id);
        await this.shorten(match, id, turn);
      }
      if (payload) {
        if (!board.posted) {
          await this.client.rest.patch(Routes.channelMessage(match.meta.thread, board.id), {
            body: { ...payload.body, allowed_mentions: { parse: [] } },
            ...(payload.files ? { files: payload.files } : {}),
          });
        }
        shown.set(board.id, board.turn);
        this.sink.onBoardEdited?.(matchId, match.snap.version);
      }
      if ((await this.published.latest(matchId, 'board')) <= match.snap.version) return;
      if (round >= MAX_REEDITS) {
        this.log.warn({ matchId, version: match.snap.version }, 'board still behind after re-edits; the next publish catches it up');
        return;
      }
      const newer = await this.service.load(matchId);
      if (!newer) return;
      match = newer;
      // Lost again: the newer claim's edit is issued after this read, so it lands after ours; only retired messages are ours to fix.
      claimed = await this.published.claim(matchId, 'board', match.snap.version, true);
    }
  }

  /** The board message recorded for this match now, without moving it. */
  private async recordedBoard(match: LoadedMatch): Promise<{ id: string; turn: number }> {
    const raw = this.kv ? await this.kv.get(`board:${match.snap.matchId}`) : null;
    return raw ? (JSON.parse(raw) as { id: string; turn: number }) : { id: match.meta.board, turn: this.engine.viewFor(match.state, 'spectator').turn };
  }

  /** A previous turn's board message becomes a short summary without buttons. */
  private async shorten(match: LoadedMatch, messageId: string, turn: number): Promise<void> {
    const view = this.engine.viewFor(match.state, 'spectator');
    await this.client.rest.patch(Routes.channelMessage(match.meta.thread, messageId), {
      body: { content: '', embeds: [turnSummary(view, turn, match.meta.lang)], components: [], attachments: [], allowed_mentions: { parse: [] } },
    }).catch((err: unknown) => this.log.warn({ err, matchId: match.snap.matchId }, 'could not shorten the previous board'));
  }

  /**
   * The message that shows this match's board now. At the start of each turn the board is posted anew at the
   * bottom of the thread (panels and timer notes pile up below it otherwise) and the previous one becomes a
   * short summary without buttons; within a turn the same message is edited in place. The move is claimed
   * once per turn in the key-value store, so two processes never both re-post; a process that loses that claim
   * waits for the winner to record the new message rather than edit the one being retired.
   */
  async currentBoard(match: LoadedMatch, body: MessagePayload & { attachments?: unknown[] }, files?: RawFile[]): Promise<{ id: string; turn: number; posted: boolean }> {
    const view = this.engine.viewFor(match.state, 'spectator');
    if (!this.kv) return { id: match.meta.board, turn: view.turn, posted: false };
    const key = `board:${match.snap.matchId}`;
    const raw = await this.kv.get(key);
    const cur = raw ? (JSON.parse(raw) as { id: string; turn: number }) : { id: match.meta.board, turn: view.turn };
    if (!raw) await this.kv.set(key, JSON.stringify(cur), BOARD_TTL_MS);
    const finished = match.snap.status === 'finished';
    if (finished || view.turn <= cur.turn) return { ...cur, posted: false };
    if (!(await this.kv.setIfAbsent(`${key}:t${view.turn}`, '1', BOARD_TTL_MS))) return { ...(await this.movedBoard(match, view.turn, cur)), posted: false };
    // The old board is shortened first, so no reader ever sees two live boards.
    await this.shorten(match, cur.id, cur.turn);
    let posted: { id: string };
    try {
      posted = await this.post(match.meta.thread, { ...body, allowed_mentions: { parse: [] } }, files);
    } catch (err) {
      await this.kv.del(`${key}:t${view.turn}`); // let the next publish try again
      throw err;
    }
    await this.kv.set(key, JSON.stringify({ id: posted.id, turn: view.turn }), BOARD_TTL_MS);
    return { id: posted.id, turn: view.turn, posted: true };
  }

  /**
   * Another process claimed this turn's move: its new message, once recorded. Until then the recorded one is the
   * old board, which is about to become a summary; editing it would bring back its buttons. A mover that died
   * between its claim and its post leaves the old board, which is edited after the wait.
   */
  private async movedBoard(match: LoadedMatch, turn: number, cur: { id: string; turn: number }): Promise<{ id: string; turn: number }> {
    const deadline = Date.now() + MOVE_WAIT_MS;
    for (;;) {
      const rec = await this.recordedBoard(match);
      if (rec.turn >= turn || Date.now() >= deadline) return rec.turn >= turn ? rec : cur;
      await new Promise((r) => setTimeout(r, 50));
    }
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

  /**
   * The end-of-match message: result, reason, turns, duration, the full public log, and the shuffles checked
   * against their commitments — but not their orders: read backwards they are the draw order, i.e. both hands
   * and decks (and in a series, the next game's deck). Players see their own with 🔐 (shuffles/reveal.ts).
   */
  async announceEnd(match: LoadedMatch, now: number): Promise<void> {
    const lang = match.meta.lang;
    const res = this.engine.result(match.state);
    if (!res) return;
    const view = this.engine.viewFor(match.state, 'spectator');
    const name = (s: 0 | 1) => shownName(view.players[s].name, s);
    const started = Number(match.meta.startedAt) || now;
    const minutes = Math.max(0, Math.round((now - started) / 60000));
    const shuffles = this.engine.verifyShuffles(match.state);
    const commitments = this.engine.commitments(match.state);
    const records = await this.service.log(match.snap.matchId);
    const logText = publicLogText(records, lang, (s) => name(s));
    const commitmentText = commitments.map((c) => `#${c.n} ${name(c.seat)} ${c.pile}: commitment ${c.commitment}`).join('\n');
    const embed = {
      title: t(lang, 'end.title'),
      color: 0x546e7a,
      fields: [
        { name: t(lang, 'end.winner'), value: res.winner === null ? t(lang, 'end.draw') : `${name(res.winner)} (<@${res.winner === 0 ? match.meta.p0 : match.meta.p1}>)`, inline: true },
        { name: t(lang, 'end.reason'), value: `${defuseNames(pick(res.reason, lang), view.players)}${res.rule ? ` (${res.rule})` : ''}`.slice(0, 1024), inline: true },
        { name: t(lang, 'end.turns'), value: String(res.turns), inline: true },
        { name: t(lang, 'end.duration'), value: t(lang, 'end.minutes', { n: minutes }), inline: true },
        { name: t(lang, 'end.shuffles'), value: (shuffles.count ? t(lang, shuffles.verified ? 'end.shufflesVerified' : 'end.shufflesMismatch', { n: shuffles.count }) : '—').slice(0, 1024), inline: false },
      ],
    };
    const files: RawFile[] = [
      { name: `match-${match.snap.matchId}-log.txt`, data: Buffer.from(logText, 'utf8'), contentType: 'text/plain' },
      { name: `match-${match.snap.matchId}-commitments.txt`, data: Buffer.from(commitmentText || '—', 'utf8'), contentType: 'text/plain' },
    ];
    // Once per ending: a second process (or a retry) announcing the same or an older ending posts nothing.
    const matchId = match.snap.matchId;
    if (!(await this.published.claim(matchId, 'end', match.snap.version))) return;
    const posted = await this.post(match.meta.thread, {
      embeds: [embed],
      attachments: files.map((f, i) => ({ id: i, filename: f.name })),
      allowed_mentions: { parse: [] },
      ...(shuffles.count ? { components: [shufflesRow(matchId, lang)] } : {}),
    }, files);
    // A newer ending (after a judge's rewind) claimed while this post was in flight is the one to keep.
    if ((await this.published.latest(matchId, 'end')) > match.snap.version) {
      await this.client.rest.delete(Routes.channelMessage(match.meta.thread, posted.id))
        .catch((err: unknown) => this.log.warn({ err, matchId }, 'could not remove an outdated end message'));
    }
  }
}

/** Boards of abandoned matches need not be remembered for ever. */
const BOARD_TTL_MS = 30 * 24 * 3600_000;
/** Edits of one publish after the first: each needs another process's newer claim, so this is only a bound. */
const MAX_REEDITS = 5;
/** How long a process waits for another to record the board it moved (a post, normally well under a second). */
const MOVE_WAIT_MS = 10_000;

/**
 * What a previous turn's board turns into: the turn number and each side's counts as they stand, no card
 * names (a Stream named then may be face down now) and no buttons; the full history is in the log.
 */
export function turnSummary(view: AnyView, turn: number, lang: 'th' | 'en'): APIEmbed {
  // Counts only: a card named then may be hidden now. Other games' views have no shared count fields yet.
  const lines = view.game !== 'fadalgia' ? [] : view.players.map((p) => `• ${shownName(p.name, p.seat)}: ${t(lang, 'board.summaryCounts', { life: p.lifeCount, hand: p.handCount, units: p.units.length })}`);
  return { title: t(lang, 'board.summaryTitle', { turn }), description: truncate([...lines, t(lang, 'board.summaryBelow')].join('\n'), 4096), color: 0x546e7a };
}

/** Only events addressed to everyone: a private event (a drawn card) never reaches the public log. */
export function publicLogText(records: LogRecord[], lang: 'th' | 'en', name: (s: 0 | 1) => string): string {
  const lines: string[] = [];
  records.forEach((r, i) => {
    // A judge's board adjustment carries no seat: its own log line says who made it.
    const seated = r.action && 'seat' in r.action ? r.action : null;
    const who = seated ? name(seated.seat) : t(lang, 'log.system');
    const what = seated ? (seated.type === 'concede' ? t(lang, 'log.concede') : seated.type === 'answer-number' ? t(lang, 'log.number', { n: seated.value }) : t(lang, 'log.answer')) : '';
    lines.push(`[${i + 1}] ${new Date(r.at).toISOString()} ${who} ${what}`.trimEnd());
    for (const e of r.events) if (e.audience === null) lines.push(`    ${pick(e.text, lang)}${e.rule ? ` (${e.rule})` : ''}`);
  });
  return lines.join('\n') + '\n';
}
