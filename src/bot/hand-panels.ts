/**
 * Keeps each player's latest private hand panel current. An ephemeral message can only be edited through
 * the interaction that made (or last updated) it, for 15 minutes, so the tracker remembers, per match and
 * seat, the newest panel's interaction token and edits that panel after every change of the match. A newer
 * panel supersedes the older one, which is turned into a short "out of date" note without buttons.
 * What it remembers is per process and disposable: losing it only means a panel stops following the board
 * until its owner clicks ↻ (the panels' buttons are versioned, so a stale one is refused, never misapplied).
 */
import { ComponentType, DiscordAPIError, Routes, type APIButtonComponent, type Client, type MessageComponentInteraction, type ChatInputCommandInteraction, type ModalSubmitInteraction } from 'discord.js';
import type { Logger } from '../log.js';
import type { Seat } from '../engine/core/view-types.js';
import { handPanel, type MessagePayload } from './board-message.js';
import type { EnginePort } from '../match/engine-port.js';
import { t, type Lang } from './i18n.js';
import type { LoadedMatch } from '../match/service.js';
import type { PublishedVersions } from './published.js';
import { LatestWins } from './latest-wins.js';

/** Discord's interaction token lifetime, less a margin for clock skew and the edit's own latency. */
export const PANEL_EDIT_WINDOW_MS = 15 * 60_000 - 30_000;
/** 50027 Invalid Webhook Token: the 15 minutes are over; 10008 Unknown Message: the user dismissed it. */
const GONE = new Set([50027, 10008, 10015]);

interface PanelRef { token: string; appId: string; messageId: string; since: number; lang: Lang; version: number }

type PanelInteraction = MessageComponentInteraction | ChatInputCommandInteraction | ModalSubmitInteraction;

export class HandPanels {
  private readonly latest = new Map<string, PanelRef>();
  /** One refresh loop per match and seat: a slow panel webhook holds neither the board nor the other panel. */
  private readonly loops: LatestWins;

  constructor(
    private readonly client: Client,
    private readonly engine: EnginePort,
    private readonly log: Logger,
    private readonly now: () => number = Date.now,
    /** Shared record of the version each panel message shows (published.ts): another process may edit it too. */
    private readonly published?: PublishedVersions,
    /** The match as stored now, for a re-edit when a newer version was shown meanwhile. */
    private readonly reload?: (matchId: string) => Promise<LoadedMatch | null>,
    /** Private buttons beside ↻ (Fadalgia's "no responses until …", src/bot/autopass/hold-button.ts). */
    private readonly extraButtons?: (match: LoadedMatch, seat: Seat, lang: Lang) => Promise<APIButtonComponent[]>,
    /** Test and bench hook: a panel edit that landed, with the version it showed. */
    private readonly edited?: (matchId: string, seat: Seat, version: number) => void,
  ) {
    this.loops = new LatestWins(log, 'hand panel refresh');
  }

  /** The panel with its extra buttons added to the last row (the one of ↻), which has room for four more. */
  private async body(match: LoadedMatch, seat: Seat, lang: Lang, page = 0): Promise<MessagePayload> {
    const body = handPanel(this.engine, match, seat, lang, page);
    const extra = this.extraButtons ? await this.extraButtons(match, seat, lang) : [];
    const last = body.components?.at(-1);
    if (extra.length === 0 || !last || last.type !== ComponentType.ActionRow) return body;
    return { ...body, components: [...body.components!.slice(0, -1), { ...last, components: [...last.components, ...extra].slice(0, 5) }] };
  }

  private key(matchId: string, seat: Seat): string { return `${matchId}:${seat}`; }

  /**
   * Shows `seat`'s panel through the (acknowledged) interaction and makes it that seat's latest panel.
   * A previous panel in another message is told it is out of date.
   */
  async show(i: PanelInteraction, match: LoadedMatch, seat: Seat, lang: Lang, page = 0): Promise<void> {
    const msg = await i.editReply(await this.body(match, seat, lang, page));
    this.edited?.(match.snap.matchId, seat, match.snap.version);
    // A click on a panel edits that panel, and another process may have shown a newer version on it: claimed
    // after our edit landed, a failed claim means theirs may have landed first, so ours is redone with the newest.
    let version = match.snap.version;
    if (this.published && !(await this.published.claim(match.snap.matchId, `panel:${msg.id}`, version, true))) {
      await this.catchUp(match.snap.matchId, msg.id, version, async (m) => { await i.editReply(await this.body(m, seat, lang, page)); version = m.snap.version; this.edited?.(m.snap.matchId, seat, version); });
    }
    const key = this.key(match.snap.matchId, seat);
    const prev = this.latest.get(key);
    if (prev && prev.version > version && prev.messageId === msg.id) return; // a newer edit already landed
    this.latest.set(key, { token: i.token, appId: i.applicationId, messageId: msg.id, since: this.now(), lang, version });
    if (prev && prev.messageId !== msg.id) await this.patch(prev, oldPanel(prev.lang), null);
  }

  /**
   * After a change of the match: each seat's latest panel comes to show the newest version, each seat in its own
   * "latest wins" loop (latest-wins.ts): while one edit waits on its webhook's bucket, further changes coalesce
   * into one more edit, made from the match `load` returns then. Resolves once an edit of each tracked panel that
   * started after this call has finished.
   */
  /** How many seats of the match have a panel this process keeps up to date (each needs its seat's view). */
  tracked(matchId: string): number {
    return ([0, 1] as const).filter((seat) => this.latest.has(this.key(matchId, seat))).length;
  }

  schedule(matchId: string, load: () => Promise<LoadedMatch | null>): Promise<void> {
    const seats = ([0, 1] as const).filter((seat) => this.latest.has(this.key(matchId, seat)));
    return Promise.all(seats.map((seat) => this.loops.request(this.key(matchId, seat), async () => {
      const match = await load();
      if (match) await this.refreshSeat(match, seat);
    }, { matchId, seat }))).then(() => undefined);
  }

  /** Every seat's latest panel shows `match` now (when it is newer than what the panel shows). */
  async refresh(match: LoadedMatch): Promise<void> {
    await Promise.all(([0, 1] as const).map((seat) => this.refreshSeat(match, seat)));
  }

  /** `seat`'s latest panel shows `match`, while Discord lets us edit it and no newer version was claimed for it. */
  private async refreshSeat(match: LoadedMatch, seat: Seat): Promise<void> {
    const key = this.key(match.snap.matchId, seat);
    const ref = this.latest.get(key);
    if (!ref || ref.version >= match.snap.version) return;
    if (this.now() - ref.since > PANEL_EDIT_WINDOW_MS) { this.latest.delete(key); return; }
    ref.version = match.snap.version;
    const what = `panel:${ref.messageId}` as const;
    if (this.published && !(await this.published.claim(match.snap.matchId, what, match.snap.version))) return;
    let ok = await this.patch(ref, await this.body(match, seat, ref.lang), key);
    if (ok) this.edited?.(match.snap.matchId, seat, match.snap.version);
    let last = match;
    if (ok) {
      await this.catchUp(match.snap.matchId, ref.messageId, match.snap.version, async (m) => {
        ok = await this.patch(ref, await this.body(m, seat, ref.lang), key);
        if (ok) this.edited?.(m.snap.matchId, seat, m.snap.version);
        ref.version = Math.max(ref.version, m.snap.version);
        last = m;
      });
    }
    if (ok && last.snap.status === 'finished') this.latest.delete(key);
  }

  /**
   * After an edit that showed `shown`: while a newer version was claimed for this message (its edit may have
   * landed before ours), edit again with the match as stored now. Each round needs another process's newer
   * claim, so the bound is only a guard.
   */
  private async catchUp(matchId: string, messageId: string, shown: number, edit: (m: LoadedMatch) => Promise<void>): Promise<void> {
    if (!this.published || !this.reload) return;
    for (let round = 0; round < 5; round++) {
      if ((await this.published.latest(matchId, `panel:${messageId}`)) <= shown) return;
      const m = await this.reload(matchId);
      if (!m || !(await this.published.claim(matchId, `panel:${messageId}`, m.snap.version, true))) return;
      await edit(m);
      shown = m.snap.version;
    }
  }

  private async patch(ref: PanelRef, body: MessagePayload, key: string | null): Promise<boolean> {
    try {
      await this.client.rest.patch(Routes.webhookMessage(ref.appId, ref.token, '@original'), { body: { ...body, allowed_mentions: { parse: [] } }, auth: false });
      return true;
    } catch (err) {
      if (err instanceof DiscordAPIError && typeof err.code === 'number' && GONE.has(err.code)) {
        if (key && this.latest.get(key) === ref) this.latest.delete(key);
      } else {
        this.log.warn({ err }, 'hand panel edit failed');
      }
      return false;
    }
  }
}

/** What a superseded panel says: no hand, no buttons that look live. */
export function oldPanel(lang: Lang): MessagePayload {
  return { embeds: [{ description: t(lang, 'hand.old'), color: 0x546e7a }], components: [] };
}
