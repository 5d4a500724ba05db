/**
 * The public board message and the private hand panel, as API payloads. Pure given the engine.
 * The public payload is built from the spectator view only, and its buttons only from options that are
 * about public objects; everything else is offered in the owner's ephemeral hand panel.
 */
import { ButtonStyle, ComponentType } from 'discord.js';
import type { APIButtonComponentWithCustomId, APIEmbed } from 'discord.js';
import type { Seat } from '../engine/core/view-types.js';
import { boardEmbed, handEmbed, visibleObjectIds } from './board-embed.js';
import { encodeCustomId } from './custom-id.js';
import type { EnginePort } from './engine-port.js';
import { pick, t, type Lang } from './i18n.js';
import type { LoadedMatch } from './match-service.js';
import { promptRows, publicOptions, type Row } from './prompt-components.js';

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

export function publicBoard(engine: EnginePort, match: LoadedMatch, opts: { decisionMs: number; imageName?: string }): MessagePayload {
  const lang = match.meta.lang;
  const view = engine.viewFor(match.state, 'spectator');
  const deadline = deadlineOf(match, opts.decisionMs);
  const embed = boardEmbed(view, { lang, ...(deadline ? { deadline } : {}), ...(opts.imageName ? { imageName: opts.imageName } : {}) });
  const matchId = match.snap.matchId;
  const components: Row[] = [];
  const finished = match.snap.status === 'finished';
  if (!finished && match.prompt) {
    const seat = match.prompt.seat;
    const ownView = engine.viewFor(match.state, seat);
    const hiddenNames = (ownView.players[seat].hand ?? []).flatMap((c) => [c.name.th, c.name.en]);
    const shown = publicOptions(match.prompt, visibleObjectIds(view), hiddenNames);
    components.push(...promptRows({ matchId, version: match.snap.version, prompt: match.prompt, lang, rows: 4 }, shown));
  }
  const tail = finished
    ? [btn(encodeCustomId({ kind: 'log', matchId }), t(lang, 'board.log'), ButtonStyle.Secondary), btn(encodeCustomId({ kind: 'rematch', matchId }), t(lang, 'end.rematch'), ButtonStyle.Primary)]
    : [btn(encodeCustomId({ kind: 'hand', matchId }), t(lang, 'board.myHand'), ButtonStyle.Primary), btn(encodeCustomId({ kind: 'log', matchId }), t(lang, 'board.log'), ButtonStyle.Secondary)];
  components.push({ type: ComponentType.ActionRow, components: tail });
  return { embeds: [embed], components };
}

/** The private panel of `seat`: its hand and, when it must decide, every option of the prompt. */
export function handPanel(engine: EnginePort, match: LoadedMatch, seat: Seat, lang: Lang, page = 0): MessagePayload {
  const view = engine.viewFor(match.state, seat);
  const embed = handEmbed(view, seat, lang);
  const components: Row[] = [];
  const matchId = match.snap.matchId;
  if (match.snap.status !== 'finished' && match.prompt && match.prompt.seat === seat) {
    components.push(...promptRows({ matchId, version: match.snap.version, prompt: match.prompt, lang, rows: 4, page }));
    if (match.prompt.rule) embed.footer = { text: `${embed.footer?.text ?? ''} (${match.prompt.rule})`.trim() };
  }
  components.push({ type: ComponentType.ActionRow, components: [btn(encodeCustomId({ kind: 'hand', matchId }), '↻', ButtonStyle.Secondary)] });
  return { embeds: [embed], components };
}

export function promptSummary(match: LoadedMatch, lang: Lang): string {
  return match.prompt ? pick(match.prompt.label, lang) : '';
}
