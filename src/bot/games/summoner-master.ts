/**
 * Summoner Master in the bot: the clear-text board (Mp, Shrine level, both Lines, decks and hands by kind) and
 * the hand panel (each card's numbers and text). The game needs no clock or hold of its own: the engine asks a
 * seat in an Interfere window by public facts only (engine/games/summoner-master/public-pass.ts), so the
 * generic decision timer is enough and who is asked reveals nothing about a hand.
 *
 * The board is built from the spectator view only; the hand embed from the owner's view, sent ephemerally.
 */
import type { APIEmbed, APIEmbedField } from 'discord.js';
import type { Seat, Text } from '../../engine/core/view-types.js';
import { SM_CARDS } from '../../engine/games/summoner-master/cards/catalog.js';
import type { CardDef, SmState } from '../../engine/games/summoner-master/types.js';
import { smWhyNotOrders } from '../../engine/games/summoner-master/why-not.js';
import type { SmCardView, SmPlayerView, SmSealView, SummonerMasterView } from '../../engine/games/summoner-master/view-types.js';
import type { BoardEmbedOptions, PlayNote } from '../board-embed.js';
import { pick, t, type Lang } from '../i18n.js';
import { truncate } from '../prompt-components.js';
import { defuseNames, shownName } from '../player-name.js';
import { COMBINATION, CURSE, GAME, SEAL_MARK, STEP, SUBTURN, ZONE, combinationName } from '../../engine/terms/summoner-master.js';
import { say, type Term } from '../../engine/terms/term.js';

export const SUMMONER_MASTER = 'summoner-master';

const name = (seat: SmPlayerView) => shownName(seat.name, seat.seat);

function sealLine(v: SmSealView, lang: Lang): string {
  const parts = [`${v.active ? '' : '💤'}${pick(v.name, lang)} ${v.at}/${v.df}/${v.sp}`];
  if (v.combo) parts.push(`⟨${combinationName(v.combo, lang)}⟩ + ${v.supports.map((c) => pick(c.name, lang)).join(', ')}`);
  if (v.growth) parts.push(say(SEAL_MARK.growth, lang));
  if (v.progressed) parts.push(say(SEAL_MARK.progress, lang));
  if (v.charge) parts.push(`${say(SEAL_MARK.charge, lang)}×${v.charge}`);
  if (v.fcc) parts.push(`${say(SEAL_MARK.fcc, lang)}×${v.fcc}`);
  for (const c of v.curses) parts.push(`☠${CURSE[c.kind] ? say(CURSE[c.kind]!, lang) : c.kind}(${c.left})`);
  if (v.mystics.length) parts.push(`+ ${v.mystics.map((m) => [m, ...m.attached].map((x) => pick(x.name, lang)).join(' + ')).join(', ')}`);
  return parts.join(' · ');
}

function playerField(view: SummonerMasterView, p: SmPlayerView, lang: Lang): APIEmbedField {
  const acting = view.waitingFor === p.seat && !view.result ? ' ⏳' : '';
  const lines = [
    `Mp ${p.mp}/${p.maxMp} · ${say(ZONE.shrine, lang)} Lv ${p.shrineLevel}/${p.shrineLoss} · ${say(ZONE.hand, lang)} ${p.handCounts.seals}S + ${p.handCounts.mystics}M · ${say(ZONE.decks, lang)} ${p.decks.seals}S / ${p.decks.mystics}M`,
    `**${say(ZONE.atLine, lang)}:** ${p.atLine.length ? '' : '—'}`,
    ...p.atLine.map((v) => `• ${sealLine(v, lang)}`),
    `**${say(ZONE.dfLine, lang)}:** ${p.dfLine.length ? '' : '—'}`,
    ...p.dfLine.map((v) => `• ${sealLine(v, lang)}`),
  ];
  if (p.dimension.length) lines.push(`**${say(ZONE.dimension, lang)}:** ${p.dimension.map((v) => sealLine(v, lang)).join(' / ')}`);
  if (p.arena.length) lines.push(`**${say(ZONE.arena, lang)}:** ${p.arena.map((m) => `${pick(m.name, lang)}${m.attached.length ? ` + ${m.attached.map((x) => pick(x.name, lang)).join(', ')}` : ''}`).join(', ')}`);
  if (p.removed.length) lines.push(`**${say(ZONE.remove, lang)}:** ${p.removed.map((c) => pick(c.name, lang)).join(', ')}`);
  return { name: truncate(`${view.active === p.seat ? '🗡️' : '🛡️'} ${name(p)}${acting}`, 256), value: truncate(lines.join('\n'), 1024), inline: false };
}

/** The public board embed of a Summoner Master match, from the spectator view. */
export function smBoardEmbed(view: SummonerMasterView, opts: BoardEmbedOptions): APIEmbed {
  const { lang } = opts;
  const [a, b] = view.players;
  const head = [`**${say(SUBTURN, lang)}** ${view.subturn} · ${STEP[view.step] ? say(STEP[view.step]!, lang) : view.step} · ${lang === 'th' ? 'ผู้โจมตี' : 'Attacking'}: ${name(view.players[view.active])}`];
  if (view.waitingFor !== null && !view.result) {
    head.push(`**${t(lang, 'board.waiting')}:** ${name(view.players[view.waitingFor])}${view.deciding ? ` — ${pick(view.deciding, lang)}` : ''}`);
    if (opts.decisionMinutes) head.push(t(lang, 'board.timer', { minutes: opts.decisionMinutes }));
  }
  if (view.result) {
    const w = view.result.winner;
    head.push(`**${t(lang, 'board.ended')}:** ${w === null ? t(lang, 'end.draw') : `${t(lang, 'end.winner')} ${name(view.players[w])}`} — ${defuseNames(pick(view.result.reason, lang), view.players)}`);
  }
  const fields = [playerField(view, a, lang), playerField(view, b, lang)];
  if (view.pending.length) fields.push({ name: 'Interfere', value: truncate(view.pending.map((p, i) => `${i + 1}. ${pick(p, lang)}`).reverse().join('\n'), 1024), inline: false });
  const log = view.log.slice(-(opts.logLines ?? 6));
  if (log.length) fields.push({ name: t(lang, 'board.last'), value: truncate(log.map((l) => `• ${pick(l, lang)}`).join('\n'), 1024), inline: false });
  return {
    title: truncate(t(lang, 'board.title', { game: say(GAME, lang), a: name(a), b: name(b) }), 256),
    description: truncate(head.join('\n'), 4096),
    color: view.result ? 0x546e7a : 0x2f7d32,
    fields,
    footer: { text: truncate(`${view.matchId} · v${view.version} · ${t(lang, 'board.spectator')}`, 2048) },
    ...(opts.imageName ? { image: { url: `attachment://${opts.imageName}` } } : {}),
  };
}

/** A card's text: a Seal's printed text is spread over its keywords, Skills, triggers and boxes. */
function cardText(d: CardDef, lang: Lang): string {
  if (d.kind === 'mystic') return pick(d.text, lang);
  const parts = [pick(d.text, lang)];
  for (const [k, n] of Object.entries(d.keywords)) parts.push(`${k.toUpperCase()} ${n}`);
  for (const sk of d.skills) parts.push(`${pick(sk.name, lang)}: ${pick(sk.text, lang)}`);
  for (const tr of d.triggers) parts.push(pick(tr.text, lang));
  if (d.combos.length) parts.push(`${say(COMBINATION, lang)}: ${d.combos.map((c) => combinationName(c.name, lang)).join(', ')}`);
  if (d.growth) parts.push(`${say(SEAL_MARK.growth, lang)}: ${pick(d.growth.text, lang)}`);
  if (d.progress) parts.push(`${say(SEAL_MARK.progress, lang)}: ${pick(d.progress.text, lang)}`);
  return parts.filter((x) => x.trim()).join('\n');
}

/** One hand card: its numbers from the card list, then its text, then whether it can be cast now (and why not). */
function handCard(c: SmCardView, i: number, lang: Lang, note: PlayNote | undefined, showPlayable: boolean): APIEmbedField {
  const d = SM_CARDS[c.card];
  const th = lang === 'th';
  let head = `${i + 1}. ${pick(c.name, lang)}`;
  if (d?.kind === 'seal') head += ` — Seal Lv${d.level} · ${d.at}/${d.df}/${d.sp} · Mp ${d.castMp} (${th ? 'โจมตี' : 'attack'} ${d.atkMp})`;
  else if (d?.kind === 'mystic') head += ` — Mystic ${d.attach} · Mp ${d.mp}${d.int ? ' (int)' : ''}`;
  const status = note ? `⛔ ${t(lang, 'hand.cannot', { reason: pick(note.message, lang), rule: note.rule })}` : showPlayable ? `✅ ${t(lang, 'hand.can')}` : '';
  const body = truncate(d ? cardText(d, lang) || '—' : '—', 360 - status.length - 1);
  return { name: truncate(head, 256), value: truncate(status ? `${body}\n${status}` : body, 1024) };
}

const ORDER: Record<string, Term> = {
  attack: { th: 'โจมตี', en: 'Attack' },
  line: { th: 'เปลี่ยน Line', en: 'Change Line' },
};
const ORDER_KEY = 'order:';

/**
 * The deciding seat's refused Seal orders in its Main Step (engine why-not.ts), as notes beside the hand's:
 * keyed `order:<objectId>:<attack|line|skill id>`, which no hand card's id can be. The Seals are public; the
 * reasons go only into that seat's private panel.
 */
export function smOrderNotes(state: unknown, seat: Seat): Map<string, PlayNote> {
  const out = new Map<string, PlayNote>();
  for (const r of smWhyNotOrders(state as SmState, seat)) out.set(`${ORDER_KEY}${r.objectId}:${r.order === 'skill' ? r.skill : r.order}`, { message: r.reason.message, rule: r.reason.rule });
  return out;
}

/** One line per refused order: the Seal, the order, the reason and its rule. */
function orderLines(view: SummonerMasterView, seat: Seat, lang: Lang, notes: ReadonlyMap<string, PlayNote>): string[] {
  const p = view.players[seat];
  const seals = new Map([...p.atLine, ...p.dfLine, ...p.dimension].map((v) => [v.objectId, v]));
  const lines: string[] = [];
  for (const [key, note] of notes) {
    if (!key.startsWith(ORDER_KEY)) continue;
    const [id, what] = key.slice(ORDER_KEY.length).split(':') as [string, string];
    const v = seals.get(id);
    if (!v) continue;
    const d = SM_CARDS[v.card];
    const skill = d?.kind === 'seal' ? [...d.skills, ...(d.growth?.skills ?? []), ...(d.progress?.skills ?? [])].find((k) => k.id === what) : undefined;
    const order = ORDER[what] ? say(ORDER[what]!, lang) : skill ? pick(skill.name, lang) : what;
    lines.push(`⛔ ${pick(v.name, lang)} · ${order}: ${pick(note.message, lang)} (${note.rule})`);
  }
  return lines;
}

/** The owner's hand (the owner's own view): never sent anywhere but an ephemeral reply to that owner. */
export function smHandEmbed(view: SummonerMasterView, seat: Seat, lang: Lang, notes: ReadonlyMap<string, PlayNote> = new Map(), opts: { showPlayable?: boolean; decision?: Text } = {}): APIEmbed {
  const cards = view.players[seat].hand ?? [];
  const waiting = view.waitingFor;
  const footer = waiting === null || view.result ? '' : waiting === seat ? t(lang, 'hand.yourDecision', { label: `${STEP[view.step] ? say(STEP[view.step]!, lang) : view.step} — ${opts.decision ? pick(opts.decision, lang) : view.deciding ? pick(view.deciding, lang) : ''}` }) : t(lang, 'hand.waiting', { who: name(view.players[waiting]) });
  const orders = orderLines(view, seat, lang, notes);
  // 15 cards of at most ~360 characters stay inside the 6,000-character embed limit; with a field of refused
  // Seal orders (up to 1,024), one card fewer for every ~360 characters it takes.
  const room = orders.length ? 15 - Math.ceil(Math.min(1024, orders.join('\n').length + 40) / 360) : 15;
  const fields = cards.slice(0, room).map((c, i) => handCard(c, i, lang, notes.get(c.objectId), !!opts.showPlayable));
  if (orders.length) fields.push({ name: lang === 'th' ? 'Seal ของคุณ: สั่งไม่ได้ตอนนี้' : 'Your Seals: not now', value: truncate(orders.join('\n'), 1024) });
  return {
    title: t(lang, 'hand.title', { count: cards.length }),
    ...(cards.length ? {} : { description: t(lang, 'hand.empty') }),
    ...(fields.length ? { fields } : {}),
    color: 0x1565c0,
    ...(footer ? { footer: { text: truncate(footer, 2048) } } : {}),
  };
}
