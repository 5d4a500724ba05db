/**
 * The public board message and the private hand panel, as API payloads. Pure given the engine.
 * The public payload is built from the spectator view only, and its buttons only from options that are
 * about public objects; everything else is offered in the owner's ephemeral hand panel.
 */
import { ButtonStyle, ComponentType } from 'discord.js';
import type { APIButtonComponentWithCustomId, APIEmbed, APISelectMenuOption } from 'discord.js';
import type { Seat } from '../engine/core/view-types.js';
import type { CardFace } from '../engine/games/fadalgia/view-types.js';
import { boardEmbed, handEmbed, type PlayNote } from './board-embed.js';
import { encodeCustomId } from './custom-id.js';
import type { EnginePort } from '../match/engine-port.js';
import { both, dual, pick, t, type Lang, type StringKey } from './i18n.js';
import type { LoadedMatch } from '../match/service.js';
import { promptRows, type Row } from './prompt-components.js';
import { smOrderNotes } from './games/summoner-master.js';

export interface MessagePayload {
  content?: string;
  embeds: APIEmbed[];
  components: Row[];
}

type ActionStyle = ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Success | ButtonStyle.Danger;
const btn = (custom_id: string, label: string, style: ActionStyle): APIButtonComponentWithCustomId => ({ type: ComponentType.Button, custom_id, label, style });

export function deadlineOf(match: LoadedMatch, decisionMs: number): number | undefined {
  return match.prompt ? match.snap.updatedAt + decisionMs : undefined;
}

export function publicBoard(engine: EnginePort, match: LoadedMatch, opts: { decisionMs: number; imageName?: string; turnDeadline?: number | null }): MessagePayload {
  const lang = match.meta.lang;
  const view = engine.viewFor(match.state, 'spectator');
  const deadline = deadlineOf(match, opts.decisionMs);
  const embed = boardEmbed(view, { lang, notYetAttacking: new Set(engine.notYetAttacking(match.state)), ...(deadline ? { decisionMinutes: Math.max(1, Math.round(opts.decisionMs / 60_000)) } : {}), ...(opts.imageName ? { imageName: opts.imageName } : {}), ...(opts.turnDeadline ? { turnDeadline: opts.turnDeadline } : {}) });
  const matchId = match.snap.matchId;
  const components: Row[] = [];
  const finished = match.snap.status === 'finished';
  if (!finished && match.prompt) {
    components.push(...promptRows({ matchId, version: match.snap.version, prompt: match.prompt, lang, rows: 4, publicBoard: true }));
  }
  // A league game's next game is the league's to start (or none: the match is decided), so no rematch button.
  // Both players read these: both languages when they fit a button (i18n.ts dual).
  const say = (key: StringKey) => dual(both(key), lang, 80);
  const tail = finished
    ? [btn(encodeCustomId({ kind: 'log', matchId }), say('board.log'), ButtonStyle.Secondary), ...(match.meta.league ? [] : [btn(encodeCustomId({ kind: 'rematch', matchId }), say('end.rematch'), ButtonStyle.Primary)])]
    : [btn(encodeCustomId({ kind: 'hand', matchId }), say('board.myHand'), ButtonStyle.Primary), btn(encodeCustomId({ kind: 'cards', matchId }), say('board.cards'), ButtonStyle.Secondary), btn(encodeCustomId({ kind: 'log', matchId }), say('board.log'), ButtonStyle.Secondary)];
  components.push({ type: ComponentType.ActionRow, components: tail });
  return { embeds: [embed], components };
}

/** The private panel of `seat`: its hand and, when it must decide, every option of the prompt. */
export function handPanel(engine: EnginePort, match: LoadedMatch, seat: Seat, lang: Lang, page = 0): MessagePayload {
  // A panel belongs to one game of a series: once that game is over it shows neither its hand nor buttons.
  if (match.snap.status === 'finished') return { embeds: [{ description: t(lang, 'hand.gameOver', { n: match.meta.series || '1' }), color: 0x546e7a }], components: [] };
  const view = engine.viewFor(match.state, seat);
  // Fadalgia casts in a priority window; the other games play hand cards whenever their seat is asked (Main
  // Phase, Main Step, an Interfere window), so any decision of this seat gets the reasons.
  const deciding = match.prompt?.seat === seat && (match.prompt.kind === 'priority' || view.game !== 'fadalgia');
  const notes = new Map<string, PlayNote>();
  if (deciding) {
    for (const c of view.players[seat].hand ?? []) {
      const why = engine.whyNotPlayable(match.state, seat, c.objectId);
      if (why) notes.set(c.objectId, { message: why.message, rule: why.rule });
    }
    // Summoner Master: why a Seal on the field cannot attack, use a Skill or change Line now.
    if (view.game === 'summoner-master') for (const [key, note] of smOrderNotes(match.state, seat)) notes.set(key, note);
  }
  // The panel is the deciding seat's own: its prompt's label (which may name its own cards) says what to do.
  const embed = handEmbed(view, seat, lang, notes, { showPlayable: deciding, ...(match.prompt?.seat === seat ? { decision: match.prompt.label } : {}) });
  const components: Row[] = [];
  const matchId = match.snap.matchId;
  // 405.2: arranging the grave is Fadalgia's free action.
  const grave = view.game === 'fadalgia' ? graveRow(match, view.players[seat].grave, lang) : null;
  if (match.prompt && match.prompt.seat === seat) {
    // Discord allows five rows: the grave select and the refresh button take one each.
    components.push(...promptRows({ matchId, version: match.snap.version, prompt: match.prompt, lang, rows: grave ? 3 : 4, page }));
    if (match.prompt.rule) embed.footer = { text: `${embed.footer?.text ?? ''} (${match.prompt.rule})`.trim() };
  }
  if (grave) components.push(grave);
  components.push({ type: ComponentType.ActionRow, components: [btn(encodeCustomId({ kind: 'hand', matchId }), '↻', ButtonStyle.Secondary)] });
  return { embeds: [embed], components };
}

/** A select menu holds at most 25 options. */
const GRAVE_OPTIONS = 25;

/**
 * 405.2: the owner may arrange their grave freely at any time. One select moves one card to the top;
 * repeating it reaches any order. `grave` runs bottom→top; the top card is left out (moving it is a no-op),
 * and the 25 cards nearest the top are offered, nearest first.
 */
function graveRow(match: LoadedMatch, grave: CardFace[], lang: Lang): Row | null {
  if (grave.length < 2) return null;
  const below = grave.slice(0, -1).reverse().slice(0, GRAVE_OPTIONS);
  const options: APISelectMenuOption[] = below.map((c, i) => ({
    label: truncate(pick(c.name, lang) || c.cardId, 100),
    value: c.objectId,
    description: t(lang, 'grave.position', { n: i + 2 }),
  }));
  return {
    type: ComponentType.ActionRow,
    components: [{
      type: ComponentType.StringSelect,
      custom_id: encodeCustomId({ kind: 'grave', matchId: match.snap.matchId, version: match.snap.version }),
      placeholder: truncate(t(lang, 'grave.moveTop'), 150),
      min_values: 1,
      max_values: 1,
      options,
    }],
  };
}

const truncate = (s: string, n: number) => (s.length > n ? s.slice(0, n - 1) + '…' : s);

/** The grave order (bottom→top) after moving `objectId` to the top, or null if it is not in the grave. */
export function graveWithTop(grave: ReadonlyArray<Pick<CardFace, 'objectId'>>, objectId: string): string[] | null {
  const ids = grave.map((c) => c.objectId);
  if (!ids.includes(objectId)) return null;
  return [...ids.filter((id) => id !== objectId), objectId];
}

export function promptSummary(match: LoadedMatch, lang: Lang): string {
  return match.prompt ? pick(match.prompt.label, lang) : '';
}
