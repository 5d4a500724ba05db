/**
 * The clear-text board: a Discord embed built from a game's view (Fadalgia's in full; any other game's
 * from the fields every view has, the board image showing the rest). Public messages are built from the
 * spectator view only; the hand embed is built from the owner's view and sent ephemerally.
 * Pure: no client, no I/O. Keeps within the embed limits (field value 1024, description 4096, total 6000).
 */
import type { APIEmbed, APIEmbedField } from 'discord.js';
import type { CommonView, Seat } from '../engine/core/view-types.js';
import type { AnyView } from '../engine/index.js';
import type { CardFace, FadalgiaView, PlayerBoardView, UnitView } from '../engine/games/fadalgia/view-types.js';
import type { Text } from '../engine/core/view-types.js';
import { pick, t, type Lang } from './i18n.js';
import { GAME, MODE, STAT, TURN_SIDE } from '../engine/terms/fadalgia.js';
import { say } from '../engine/terms/term.js';
import { truncate } from './prompt-components.js';
import { spiritDuelBoardEmbed } from './games/spirit-duel-board.js';
import { smBoardEmbed, smHandEmbed } from './games/summoner-master.js';
import { defuseNames, shownName } from './player-name.js';
import { sdHandEmbed } from './games/spirit-duel-hand.js';

const ELEMENT: Record<string, string> = { fire: '🔥', water: '💧', wind: '🌪️', earth: '🪨', none: '⚪' };
const COLOR_ACTIVE = 0x2f7d32;
const COLOR_ENDED = 0x546e7a;

function cardName(c: CardFace, lang: Lang): string {
  return `${ELEMENT[c.element] ?? ''}${pick(c.name, lang)}`;
}

function unitLine(u: UnitView, lang: Lang, notYet?: ReadonlySet<string>): string {
  const parts = [`${cardName(u, lang)} ${u.currentAt}/${u.currentDf} [${say(MODE[u.mode], lang)}]`];
  if (u.damage) parts.push(`-${u.damage}`);
  const counters = Object.entries(u.counters).filter(([, n]) => n);
  if (counters.length) parts.push(counters.map(([k, n]) => `${k}×${n}`).join(' '));
  // The engine says which units cannot attack yet (High Speed can); the bot never guesses from the view.
  if (notYet?.has(u.objectId)) parts.push(`(${t(lang, 'board.sick')})`);
  if (u.items.length) parts.push('+ ' + u.items.map((i) => pick(i.name, lang)).join(', '));
  return parts.join(' ');
}

function manaLine(p: PlayerBoardView, lang: Lang): string {
  if (p.mana.length === 0) return t(lang, 'board.none');
  const streams = p.mana.filter((m) => m.faceUp && m.face).map((m) => `${cardName(m.face!, lang)}${m.state === 'empty' ? '·' : ''}`);
  const faceDown = p.mana.filter((m) => !m.faceUp);
  const emptyDown = faceDown.filter((m) => m.state === 'empty').length;
  const out: string[] = [];
  if (streams.length) out.push(streams.join(', '));
  if (faceDown.length) out.push(t(lang, 'board.manaCards', { active: faceDown.length - emptyDown, all: faceDown.length }));
  const pool = Object.entries(p.pool).filter(([, n]) => n).map(([e, n]) => `${ELEMENT[e] ?? e}${n}`).join(' ');
  if (pool) out.push(`${t(lang, 'board.pool')} ${pool}`);
  return out.join(' · ');
}

export function playerField(p: PlayerBoardView, view: FadalgiaView, lang: Lang, notYet?: ReadonlySet<string>): APIEmbedField {
  const acting = view.waitingFor?.seat === p.seat ? ' ⏳' : '';
  const counts = [
    `${t(lang, 'board.hand')} ${p.handCount}`,
    `${t(lang, 'board.main')} ${p.mainCount}`,
    `${t(lang, 'board.life')} ${p.lifeCount}`,
    ...(p.lifeTokens !== undefined ? [`${t(lang, 'board.lifeTokens')} ${p.lifeTokens}`] : []),
    `${t(lang, 'board.grave')} ${p.grave.length}`,
  ].join(' · ');
  const lines = [counts];
  lines.push(`**${t(lang, 'board.units')}:** ${p.units.length ? '' : t(lang, 'board.none')}`);
  for (const u of p.units) lines.push(`• ${unitLine(u, lang, notYet)}`);
  lines.push(`**${t(lang, 'board.mana')}:** ${manaLine(p, lang)}`);
  if (p.terrain) lines.push(`**${t(lang, 'board.terrain')}:** ${pick(p.terrain.name, lang)}${p.terrain.turnsLeft !== null ? ` (${p.terrain.turnsLeft})` : ''}`);
  if (p.fieldItems.length) lines.push(`**${t(lang, 'board.items')}:** ${p.fieldItems.map((i) => pick(i.name, lang)).join(', ')}`);
  if (p.grave.length) lines.push(`${t(lang, 'board.grave')} ↑ ${cardName(p.grave[p.grave.length - 1]!, lang)}`);
  if (p.outer.length) lines.push(`${t(lang, 'board.outer')}: ${p.outer.map((c) => pick(c.name, lang)).join(', ')}`);
  const counters = Object.entries(p.counters).filter(([, n]) => n);
  if (counters.length) lines.push(counters.map(([k, n]) => `${k} ${n}`).join(' · '));
  return {
    name: truncate(`${p.role === 'AT' ? '🗡️' : '🛡️'} ${shownName(p.name, p.seat)} (${say(TURN_SIDE[p.role], lang)})${acting}`, 256),
    value: truncate(lines.join('\n'), 1024),
    inline: false,
  };
}

export function seatName(view: CommonView, seat: Seat): string {
  return shownName(view.players[seat].name, seat);
}

export interface BoardEmbedOptions {
  lang: Lang;
  /** How long a decision may take, in minutes. */
  decisionMinutes?: number;
  /** How many last log lines to show. */
  logLines?: number;
  imageName?: string;
  /** Units that cannot attack yet (304.3.1), from the engine. */
  notYetAttacking?: ReadonlySet<string>;
  /** When the turn clock runs out (ms since the epoch): games with a turn limit (Spirit Duel, sd:goal.2). */
  turnDeadline?: number;
}

/** Any game other than Fadalgia: who plays, whose decision it is, the result; the image shows the board. */
function commonBoardEmbed(view: Exclude<AnyView, FadalgiaView>, opts: BoardEmbedOptions): APIEmbed {
  const { lang } = opts;
  const head = [`**${t(lang, 'board.turn')}** ${view.turn}`];
  const waiting = typeof view.waitingFor === 'object' && view.waitingFor !== null ? view.waitingFor.seat : view.waitingFor;
  if (waiting !== null && !view.result) head.push(`**${t(lang, 'board.waiting')}:** ${seatName(view, waiting)}`);
  // The issue asks for a Discord timestamp: it counts down on every reader's client without edits.
  if (opts.turnDeadline && !view.result) head.push(t(lang, 'sd.turnClock', { at: `<t:${Math.ceil(opts.turnDeadline / 1000)}:R>` }));
  if (view.result) {
    const w = view.result.winner;
    head.push(`**${t(lang, 'board.ended')}:** ${w === null ? t(lang, 'end.draw') : `${t(lang, 'end.winner')} ${seatName(view, w)}`} — ${defuseNames(pick(view.result.reason, lang), view.players)}`);
  }
  const fields: APIEmbedField[] = view.players.map((p, i) => ({ name: truncate(seatName(view, i as Seat), 256), value: `✋ ${p.handCount}`, inline: true }));
  return {
    title: truncate(t(lang, 'board.title', { game: view.game, a: seatName(view, 0), b: seatName(view, 1) }), 256),
    description: truncate(head.join('\n'), 4096),
    color: view.result ? COLOR_ENDED : COLOR_ACTIVE,
    fields,
    footer: { text: truncate(`${view.matchId} · v${view.version} · ${t(lang, 'board.spectator')}`, 2048) },
    ...(opts.imageName ? { image: { url: `attachment://${opts.imageName}` } } : {}),
  };
}

export function boardEmbed(view: AnyView, opts: BoardEmbedOptions): APIEmbed {
  if (view.game === 'spirit-duel') return spiritDuelBoardEmbed(view, opts);
  if (view.game === 'summoner-master') return smBoardEmbed(view, opts);
  if (view.game !== 'fadalgia') return commonBoardEmbed(view, opts);
  const { lang } = opts;
  const ended = view.phase === 'ended' || view.result !== null;
  const head = [
    // The phase's own name says it is a phase ("Main Phase"), so it stands without a label.
    `**${t(lang, 'board.turn')}** ${view.turn} · **${t(lang, `phase.${view.phase}`)}** · ${say(TURN_SIDE.AT, lang)}: ${seatName(view, view.atSeat)}`,
  ];
  if (view.waitingFor && !ended) {
    head.push(`**${t(lang, 'board.waiting')}:** ${seatName(view, view.waitingFor.seat)} — ${pick(view.waitingFor.label, lang)}`);
    // Minutes, not a Discord timestamp: a timestamp is rendered in each reader's own language, so a Thai
    // board would read "… in 3 minutes" on an English client.
    if (opts.decisionMinutes) head.push(t(lang, 'board.timer', { minutes: opts.decisionMinutes }));
  }
  if (view.result) {
    const w = view.result.winner;
    head.push(`**${t(lang, 'board.ended')}:** ${w === null ? t(lang, 'end.draw') : `${t(lang, 'end.winner')} ${seatName(view, w)}`} — ${defuseNames(pick(view.result.reason, lang), view.players)}${view.result.rule ? ` (${view.result.rule})` : ''}`);
  }
  const fields: APIEmbedField[] = [playerField(view.players[0], view, lang, opts.notYetAttacking), playerField(view.players[1], view, lang, opts.notYetAttacking)];
  if (view.breakZone.length) {
    fields.push({
      name: t(lang, 'board.break'),
      value: truncate(view.breakZone.map((e, i) => `${i + 1}. ${pick(e.label, lang)} — ${seatName(view, e.controller)}`).reverse().join('\n'), 1024),
    });
  }
  if (view.combat) {
    const c = view.combat;
    const units = new Map(view.players.flatMap((p) => p.units).map((u) => [u.objectId, u]));
    const named = (ids: string[]) => ids.map((id) => { const u = units.get(id); return u ? cardName(u, lang) : '?'; }).join(', ');
    const target = c.target.kind === 'player' ? seatName(view, c.target.seat) : named([c.target.objectId]);
    const line = [`${t(lang, `combat.${c.stage}`)}: ${t(lang, 'board.attack', { attacker: named(c.attackerIds), target })}`];
    if (c.blockerIds.length) line.push(t(lang, 'board.blockedBy', { blocker: named(c.blockerIds) }));
    fields.push({ name: t(lang, 'board.combat'), value: truncate(line.join(' · '), 1024) });
  }
  const log = view.recentLog.slice(-(opts.logLines ?? 6));
  if (log.length) {
    fields.push({ name: t(lang, 'board.last'), value: truncate(log.map((l) => `• ${defuseNames(pick(l.text, lang), view.players)}${l.rule ? ` (${l.rule})` : ''}`).join('\n'), 1024) });
  }
  return {
    title: truncate(t(lang, 'board.title', { game: `${say(GAME, lang)}${view.format === 'starter-c' ? ' (Starter C)' : ''}`, a: seatName(view, 0), b: seatName(view, 1) }), 256),
    description: truncate(head.join('\n'), 4096),
    color: ended ? COLOR_ENDED : COLOR_ACTIVE,
    fields,
    footer: { text: truncate(`${view.matchId} · v${view.version} · ${t(lang, 'board.spectator')}`, 2048) },
    ...(opts.imageName ? { image: { url: `attachment://${opts.imageName}` } } : {}),
  };
}

/** Why a hand card cannot be played now, as the engine said it (message and section). */
export interface PlayNote { message: Text; rule: string }

function handHead(c: CardFace, i: number, lang: Lang): string {
  const stats = c.type === 'unit' && c.at !== undefined ? ` ${c.at}/${c.df ?? 0}` : '';
  const timing = c.timing?.length ? ` [${c.timing.join('/')}]` : '';
  return `${i + 1}. ${cardName(c, lang)} — ${t(lang, `card.type.${c.type}`)}${stats} · ${t(lang, 'card.cost', { n: c.cost })} · ${t(lang, 'card.mana', { n: c.mana })}${timing}`;
}

/** Embed limits: 25 fields, 1024 per value, 6000 in all (title and footer included). */
const HAND_BUDGET = 5200;

/**
 * The owner's hand, from the owner's own view: every card with its text, and for a card that cannot be played
 * now the engine's reason and section. Never send this anywhere but an ephemeral reply to that owner.
 */
export function handEmbed(view: AnyView, seat: Seat, lang: Lang, notes: ReadonlyMap<string, PlayNote> = new Map(), opts: { showPlayable?: boolean; decision?: Text } = {}): APIEmbed {
  if (view.game === 'summoner-master') return smHandEmbed(view, seat, lang, notes, opts);
  if (view.game === 'spirit-duel') return sdHandEmbed(view, seat, lang, notes, opts);
  if (view.game !== 'fadalgia') {
    const cards = view.players[seat].hand ?? [];
    return {
      title: t(lang, 'hand.title', { count: cards.length }),
      description: truncate(cards.length ? cards.map((c, i) => `${i + 1}. ${pick(c.name, lang)}`).join('\n') : t(lang, 'hand.empty'), 4096),
      color: 0x1565c0,
    };
  }
  const hand = (view.players[seat].hand ?? []).slice(0, 25);
  const waiting = view.waitingFor;
  const footer = waiting
    ? waiting.seat === seat ? t(lang, 'hand.yourDecision', { label: pick(waiting.label, lang) }) : t(lang, 'hand.waiting', { who: seatName(view, waiting.seat) })
    : '';
  const per = Math.min(1024, Math.floor(HAND_BUDGET / Math.max(1, hand.length)) - 60);
  const fields: APIEmbedField[] = hand.map((c, i) => {
    const note = notes.get(c.objectId);
    const status = note ? `⛔ ${t(lang, 'hand.cannot', { reason: pick(note.message, lang), rule: note.rule })}` : opts.showPlayable ? `✅ ${t(lang, 'hand.can')}` : '';
    const text = pick(c.text, lang).trim();
    const body = truncate(text || '—', Math.max(40, per - status.length - 1));
    return { name: truncate(handHead(c, i, lang), 256), value: truncate(status ? `${body}\n${status}` : body, 1024) };
  });
  return {
    title: t(lang, 'hand.title', { count: view.players[seat].hand?.length ?? 0 }),
    ...(hand.length ? { fields } : { description: t(lang, 'hand.empty') }),
    color: 0x1565c0,
    ...(footer ? { footer: { text: truncate(footer, 2048) } } : {}),
  };
}

/** One public card with its full text, for "show card" (any face-up card on the board). */
export function cardEmbed(c: CardFace, lang: Lang): APIEmbed {
  const stats = c.type === 'unit' && c.at !== undefined ? ` · ${say(STAT.at, lang)} ${c.at} / ${say(STAT.df, lang)} ${c.df ?? 0}` : '';
  return {
    title: truncate(cardName(c, lang), 256),
    description: truncate(`${t(lang, `card.type.${c.type}`)}${stats} · ${t(lang, 'card.cost', { n: c.cost })} · ${t(lang, 'card.mana', { n: c.mana })}\n\n${pick(c.text, lang) || '—'}`, 4096),
    color: 0x6a1b9a,
    footer: { text: truncate(c.cardId, 2048) },
  };
}

/** Every object id visible in a view (units, attachments, mana, graves, Outer Zone, Break): used to decide what a public button may name. */
export function visibleObjectIds(view: AnyView): Set<string> {
  const ids = new Set<string>();
  if (view.game !== 'fadalgia') {
    // Any other game: every object id its spectator view shows, outside the (absent) hands.
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') {
        for (const [k, x] of Object.entries(v)) {
          if (k === 'objectId' && typeof x === 'string') ids.add(x);
          else if (k !== 'hand') walk(x);
        }
      }
    };
    walk(view);
    return ids;
  }
  for (const p of view.players) {
    for (const u of p.units) { ids.add(u.objectId); for (const i of u.items) ids.add(i.objectId); }
    if (p.terrain) ids.add(p.terrain.objectId);
    for (const i of p.fieldItems) ids.add(i.objectId);
    for (const m of p.mana) { ids.add(m.objectId); if (m.face) ids.add(m.face.objectId); }
    for (const c of p.grave) ids.add(c.objectId);
    for (const c of p.outer) ids.add(c.objectId);
  }
  for (const e of view.breakZone) { ids.add(e.id); ids.add(e.source.objectId); }
  return ids;
}
