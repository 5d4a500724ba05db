/**
 * /judge view as a judge reads it: one embed with the turn and step, each player's life and resources, zone counts
 * and hand, what the game is waiting for (with every option) and the last log lines; the full JSON stays attached.
 * A judge sees hidden information by right (they do not play in the match, handlers.ts), so hands and option labels
 * are shown; the reply that carries this is ephemeral to that judge only. Pure: views in, embed out.
 */
import type { APIEmbed, APIEmbedField } from 'discord.js';
import type { Prompt } from '../../engine/core/api-types.js';
import type { Seat, Text } from '../../engine/core/view-types.js';
import type { AnyView } from '../../engine/index.js';
import type { FadalgiaView } from '../../engine/games/fadalgia/view-types.js';
import type { SpiritDuelView } from '../../engine/games/spirit-duel/view-types.js';
import type { SummonerMasterView } from '../../engine/games/summoner-master/view-types.js';
import { pick, t, type Lang } from '../i18n.js';
import * as F from '../../engine/terms/fadalgia.js';
import * as SD from '../../engine/terms/spirit-duel.js';
import * as SM from '../../engine/terms/summoner-master.js';
import { say } from '../../engine/terms/term.js';
import { HAND } from '../../engine/terms/common.js';
import { truncate } from '../prompt-components.js';
import { defuseNames, shownName } from '../player-name.js';

/** What one player has, in lines: resources first, then zone counts, then the hand by name. */
interface PlayerLines { resources: string; zones: string; hand: Text[] }

function fadalgiaPlayer(v: FadalgiaView, seat: Seat, lang: Lang): PlayerLines {
  const p = v.players[seat];
  const active = p.mana.filter((m) => m.state !== 'empty').length;
  return {
    resources: [
      `${say(F.ZONE.life, lang)} ${p.lifeCount}${p.lifeTokens !== undefined ? ` + ${say(F.LIFE_TOKEN, lang)} ${p.lifeTokens}` : ''}`,
      `${say(F.MANA, lang)} ${active}/${p.mana.length}`,
      say(F.TURN_SIDE[p.role], lang),
    ].join(' · '),
    zones: [
      `${say(F.ZONE.hand, lang)} ${p.handCount}`, `${say(F.ZONE.main, lang)} ${p.mainCount}`, `${say(F.ZONE.grave, lang)} ${p.grave.length}`,
      `${say(F.CARD_TYPE.unit, lang, true)} ${p.units.length}`, ...(p.outer.length ? [`${say(F.ZONE.outer, lang)} ${p.outer.length}`] : []),
    ].join(' · '),
    hand: (p.hand ?? []).map((c) => c.name),
  };
}

function spiritDuelPlayer(v: SpiritDuelView, seat: Seat, lang: Lang): PlayerLines {
  const p = v.players[seat];
  return {
    resources: `${say(SD.STAT.soul, lang)} ${p.soul} · ${say(SD.STAT.core, lang)} ${p.core}/10`,
    zones: [
      `${say(SD.ZONE.hand, lang)} ${p.handCount}`, `${say(SD.ZONE.deck, lang)} ${p.deckCount}`, `${say(SD.ZONE.discard, lang)} ${p.discard.length}`,
      `${say(SD.ZONE.spirits, lang, true)} ${p.spirits.filter(Boolean).length}/5`, `${say(SD.ZONE.traps, lang, true)} ${p.traps.filter(Boolean).length}/3`,
    ].join(' · '),
    hand: (p.hand ?? []).map((c) => c.name),
  };
}

function summonerMasterPlayer(v: SummonerMasterView, seat: Seat, lang: Lang): PlayerLines {
  const p = v.players[seat];
  return {
    resources: `Mp ${p.mp}/${p.maxMp} · ${say(SM.ZONE.shrine, lang)} Lv ${p.shrineLevel}/${p.shrineLoss}`,
    zones: [
      `${say(SM.ZONE.hand, lang)} ${p.handCounts.seals}S + ${p.handCounts.mystics}M`, `${say(SM.ZONE.decks, lang)} ${p.decks.seals}S / ${p.decks.mystics}M`,
      `${say(SM.ZONE.shrine, lang)} ${p.shrine.length}`, `${say(SM.ZONE.atLine, lang)} ${p.atLine.length} · ${say(SM.ZONE.dfLine, lang)} ${p.dfLine.length}`, ...(p.removed.length ? [`${say(SM.ZONE.remove, lang)} ${p.removed.length}`] : []),
    ].join(' · '),
    hand: (p.hand ?? []).map((c) => c.name),
  };
}

function playerLines(own: AnyView, seat: Seat, lang: Lang): PlayerLines {
  if (own.game === 'fadalgia') return fadalgiaPlayer(own, seat, lang);
  if (own.game === 'spirit-duel') return spiritDuelPlayer(own, seat, lang);
  if (own.game === 'summoner-master') return summonerMasterPlayer(own, seat, lang);
  const p = own.players[seat];
  return { resources: '', zones: `${say(HAND, lang)} ${p.handCount}`, hand: (p.hand ?? []).map((c) => c.name) };
}

/** Turn and step words of a view. */
function turnLine(v: AnyView, lang: Lang): string {
  if (v.game === 'fadalgia') return `${t(lang, 'board.turn')} ${v.turn} · ${say(F.PHASE[v.phase], lang)} · ${say(F.TURN_SIDE.AT, lang)} ${shownName(v.players[v.atSeat].name, v.atSeat)}`;
  if (v.game === 'spirit-duel') return `${t(lang, 'board.turn')} ${v.turn} · ${say(SD.PHASE[v.phase], lang)} · ${t(lang, 'sd.turnOf', { name: shownName(v.players[v.activeSeat].name, v.activeSeat) })}`;
  if (v.game === 'summoner-master') return `${say(SM.SUBTURN, lang)} ${v.subturn} · ${SM.STEP[v.step] ? say(SM.STEP[v.step]!, lang) : v.step} · ${shownName(v.players[v.active].name, v.active)}`;
  return `${t(lang, 'board.turn')} ${v.turn}`;
}

function logLines(v: AnyView, lang: Lang, n: number): string[] {
  const texts: Text[] = v.game === 'summoner-master' ? v.log : 'recentLog' in v ? (v.recentLog as Array<{ text: Text }>).map((l) => l.text) : [];
  return texts.slice(-n).map((x) => `• ${defuseNames(pick(x, lang), v.players)}`);
}

/** At most this many options are listed; the autocomplete of /judge adjust choice offers them all. */
const OPTIONS_SHOWN = 12;

function pendingField(prompt: Prompt | null, spectator: AnyView, lang: Lang): APIEmbedField {
  if (!prompt) return { name: t(lang, 'judge.sum.pending'), value: t(lang, 'judge.sum.nothing') };
  const who = shownName(spectator.players[prompt.seat].name, prompt.seat);
  const lines = [`**${who}** — ${pick(prompt.label, lang)} (${prompt.kind}${prompt.rule ? `, ${prompt.rule}` : ''})`];
  if (prompt.kind === 'number') lines.push(`${prompt.min}–${prompt.max}`);
  for (const o of prompt.options.slice(0, OPTIONS_SHOWN)) lines.push(`• ${pick(o.label, lang)} \`${o.id}\`${o.visibility === 'private' ? ' 🔒' : ''}`);
  if (prompt.options.length > OPTIONS_SHOWN) lines.push(t(lang, 'judge.sum.moreOptions', { n: prompt.options.length - OPTIONS_SHOWN }));
  return { name: t(lang, 'judge.sum.pending'), value: truncate(lines.join('\n'), 1024) };
}

export interface JudgeViews { spectator: AnyView; seats: [AnyView, AnyView] }

/** The readable summary of a match for a judge; `views.seats[i]` is seat i's own view (its hand included). */
export function judgeSummary(match: { matchId: string; version: number; finished: boolean }, views: JudgeViews, prompt: Prompt | null, lang: Lang): APIEmbed {
  const v = views.spectator;
  const fields: APIEmbedField[] = ([0, 1] as const).map((seat) => {
    const p = playerLines(views.seats[seat], seat, lang);
    const hand = p.hand.length ? p.hand.map((x) => pick(x, lang)).join(', ') : '—';
    const marks = `${prompt?.seat === seat && !match.finished ? ' ⏳' : ''}`;
    return {
      name: truncate(`P${seat + 1} ${shownName(v.players[seat].name, seat)}${marks}`, 256),
      value: truncate([p.resources, p.zones, `🔒 ${say(HAND, lang)}: ${hand}`].filter(Boolean).join('\n'), 1024),
      inline: false,
    };
  });
  fields.push(pendingField(match.finished ? null : prompt, v, lang));
  const log = logLines(v, lang, 6);
  if (log.length) fields.push({ name: t(lang, 'board.last'), value: truncate(log.join('\n'), 1024) });
  const result = v.result ? `\n**${t(lang, 'board.ended')}:** ${v.result.winner === null ? t(lang, 'end.draw') : `${t(lang, 'end.winner')} ${shownName(v.players[v.result.winner].name, v.result.winner)}`}` : '';
  return {
    title: truncate(t(lang, 'judge.sum.title', { match: match.matchId, version: match.version }), 256),
    description: truncate(`${turnLine(v, lang)}${result}\n${t(lang, 'judge.sum.private')}`, 4096),
    color: 0xb71c1c,
    fields,
    footer: { text: t(lang, 'judge.sum.footer') },
  };
}
