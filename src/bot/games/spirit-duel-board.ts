/**
 * Spirit Duel's clear-text board, the embed beside the board image: turn, phase and whose turn, Soul and Core,
 * the counts of closed zones, every Spirit with ATK, HP left and its state, the Trap slots as backs, the Field,
 * the battle under way (with the Trap window) and the last public actions.
 *
 * Built from the spectator view only, so it is a function of public information: hands and face-down Traps
 * are counts and backs (the view has no names for them), and a Trap window is shown for exactly the time the
 * bot holds it, whatever the defender holds (games/spirit-duel.ts).
 */
import type { APIEmbed, APIEmbedField } from 'discord.js';
import type { Seat } from '../../engine/core/view-types.js';
import type { SpiritDuelView, SpiritPlayerView, SpiritView, TrapSlotView } from '../../engine/games/spirit-duel/view-types.js';
import { pick, t, type Lang, type StringKey } from '../i18n.js';
import { truncate } from '../prompt-components.js';
import { defuseNames, shownName } from '../player-name.js';
import { GAME } from '../../engine/terms/spirit-duel.js';
import { say } from '../../engine/terms/term.js';

const COLOR_ACTIVE = 0x8e24aa;
const COLOR_ENDED = 0x546e7a;

export interface SpiritDuelEmbedOptions {
  lang: Lang;
  logLines?: number;
  imageName?: string;
  /** When the turn clock runs out (ms since the epoch), sd:goal.2. */
  turnDeadline?: number;
}

const nameOf = (view: SpiritDuelView, seat: Seat) => shownName(view.players[seat].name, seat);

function spiritLine(s: SpiritView, lang: Lang): string {
  const parts = [`${pick(s.name, lang)} — ${t(lang, 'sd.spiritStats', { atk: s.currentAtk, hp: Math.max(0, s.maxHp - s.damage), max: s.maxHp })}`];
  const state = [
    s.rested ? t(lang, 'sd.rested') : null,
    s.attackedThisTurn ? t(lang, 'sd.attacked') : null,
    s.summonedThisTurn ? t(lang, 'sd.newSummon') : null,
  ].filter(Boolean);
  if (state.length) parts.push(`(${state.join(', ')})`);
  if (s.equipment) parts.push(`+ ${pick(s.equipment.name, lang)}`);
  return parts.join(' ');
}

function trapLine(traps: Array<TrapSlotView | null>, lang: Lang): string {
  // A face-up Trap that stayed set is open to everyone; the others are backs, and only when they were set is known.
  return traps.map((x) => (x === null ? `▫️ ${t(lang, 'sd.empty')}` : x.face ? `🟪 ${pick(x.face.name, lang)}` : `🂠 ${t(lang, x.setThisTurn ? 'sd.trapSetNow' : 'sd.trapSet')}`)).join(' · ');
}

function playerField(view: SpiritDuelView, p: SpiritPlayerView, lang: Lang): APIEmbedField {
  const live = !view.result;
  const marks = `${live && view.activeSeat === p.seat ? ' ⚔️' : ''}${live && view.waitingFor?.seat === p.seat ? ' ⏳' : ''}`;
  const lines = [
    t(lang, 'sd.counts', { soul: p.soul, core: p.core, hand: p.handCount, deck: p.deckCount, discard: p.discard.length }),
  ];
  if (live && view.activeSeat === p.seat && view.turn > 0) lines.push(t(lang, 'sd.summons', { used: p.summonsThisTurn, allowed: p.summonsAllowed ?? 2 }));
  const spirits = p.spirits.filter((s): s is SpiritView => s !== null);
  lines.push(`**${t(lang, 'sd.spirits')}** (${spirits.length}/5)${spirits.length ? '' : ` ${t(lang, 'board.none')}`}`);
  for (const s of spirits) lines.push(`• ${spiritLine(s, lang)}`);
  lines.push(`**${t(lang, 'sd.traps')}:** ${trapLine(p.traps, lang)}`);
  return { name: truncate(`${nameOf(view, p.seat)}${marks}`, 256), value: truncate(lines.join('\n'), 1024), inline: false };
}

function battleField(view: SpiritDuelView, lang: Lang): APIEmbedField | null {
  const b = view.battle;
  if (!b || view.result) return null;
  const spirits = new Map(view.players.flatMap((p) => p.spirits).filter((s): s is SpiritView => s !== null).map((s) => [s.objectId, s]));
  const named = (id: string) => { const s = spirits.get(id); return s ? pick(s.name, lang) : '?'; };
  const target = b.target.kind === 'soul' ? t(lang, 'sd.soulOf', { name: nameOf(view, b.target.seat) }) : named(b.target.objectId);
  const defender = b.target.kind === 'soul' ? b.target.seat : (spirits.get(b.target.objectId)?.controller ?? ((1 - view.activeSeat) as Seat));
  const stage = t(lang, `sd.stage.${b.stage}` as StringKey, { name: nameOf(view, defender) });
  return { name: t(lang, 'sd.battle'), value: truncate(`${t(lang, 'sd.attack', { attacker: named(b.attackerId), target })} · ${stage}`, 1024) };
}

export function spiritDuelBoardEmbed(view: SpiritDuelView, opts: SpiritDuelEmbedOptions): APIEmbed {
  const { lang } = opts;
  const head = [`**${t(lang, 'board.turn')}** ${view.turn} · **${t(lang, `sd.phase.${view.phase}` as StringKey)}**`];
  if (!view.result && view.turn > 0) head.push(`${t(lang, 'sd.turnOf', { name: nameOf(view, view.activeSeat) })}${view.turn === 1 ? ` — ${t(lang, 'sd.firstTurn')}` : ''}`);
  if (view.waitingFor && !view.result) head.push(`**${t(lang, 'board.waiting')}:** ${nameOf(view, view.waitingFor.seat)} — ${pick(view.waitingFor.label, lang)}`);
  if (opts.turnDeadline && !view.result) head.push(t(lang, 'sd.turnClock', { at: `<t:${Math.ceil(opts.turnDeadline / 1000)}:R>` }));
  if (view.result) {
    const w = view.result.winner;
    head.push(`**${t(lang, 'board.ended')}:** ${w === null ? t(lang, 'end.draw') : `${t(lang, 'end.winner')} ${nameOf(view, w)}`} — ${defuseNames(pick(view.result.reason, lang), view.players)}`);
  }
  const fields: APIEmbedField[] = [playerField(view, view.players[0], lang), playerField(view, view.players[1], lang)];
  if (view.field) fields.push({ name: t(lang, 'sd.field'), value: truncate(`${pick(view.field.name, lang)} — ${pick(view.field.text, lang)}`, 1024) });
  const battle = battleField(view, lang);
  if (battle) fields.push(battle);
  const log = view.recentLog.slice(-(opts.logLines ?? 6));
  if (log.length) fields.push({ name: t(lang, 'board.last'), value: truncate(log.map((l) => `• ${defuseNames(pick(l.text, lang), view.players)}`).join('\n'), 1024) });
  return {
    title: truncate(t(lang, 'board.title', { game: say(GAME, lang), a: nameOf(view, 0), b: nameOf(view, 1) }), 256),
    description: truncate(head.join('\n'), 4096),
    color: view.result ? COLOR_ENDED : COLOR_ACTIVE,
    fields,
    footer: { text: truncate(`${view.matchId} · v${view.version} · ${t(lang, 'board.spectator')}`, 2048) },
    ...(opts.imageName ? { image: { url: `attachment://${opts.imageName}` } } : {}),
  };
}
