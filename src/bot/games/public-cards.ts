/**
 * The face-up cards of a Spirit Duel or Summoner Master board, for the board's "📖 Cards" list, each with the
 * embed of its full text. Built from the spectator view only: a hand card or a face-down Trap is never listed.
 */
import type { APIEmbed } from 'discord.js';
import type { Seat, Text } from '../../engine/core/view-types.js';
import type { SpiritCardFace, SpiritDuelView } from '../../engine/games/spirit-duel/view-types.js';
import type { SmCardView, SmMysticView, SummonerMasterView } from '../../engine/games/summoner-master/view-types.js';
import { shippedSummaries } from '../cards/server-cards.js';
import { pick, type Lang } from '../i18n.js';
import { truncate } from '../prompt-components.js';
import { sdCardLine } from './spirit-duel-hand.js';

export interface ShownCard { objectId: string; name: Text; owner: Seat; kind: string; embed: (lang: Lang) => APIEmbed }

const COLOR = 0x6a1b9a;

function sdCard(c: SpiritCardFace): ShownCard {
  return {
    objectId: c.objectId, name: c.name, owner: c.owner, kind: c.type,
    embed: (lang) => ({ title: truncate(pick(c.name, lang), 256), description: truncate(`${sdCardLine(c, lang)}\n\n${pick(c.text, lang) || '—'}`, 4096), color: COLOR, footer: { text: c.cardId } }),
  };
}

export function spiritDuelCards(view: SpiritDuelView): ShownCard[] {
  const out: ShownCard[] = [];
  for (const p of view.players) {
    for (const s of p.spirits) if (s) { out.push(sdCard(s)); if (s.equipment) out.push(sdCard(s.equipment)); }
    for (const tr of p.traps) if (tr?.face) out.push(sdCard(tr.face));
  }
  if (view.field) out.push(sdCard(view.field));
  for (const p of view.players) out.push(...[...p.discard].reverse().map(sdCard));
  return out;
}

function smCard(c: SmCardView, owner: Seat): ShownCard {
  return {
    objectId: c.objectId, name: c.name, owner, kind: c.kind,
    embed: (lang) => {
      // Shipped cards by id; a server's own card (pinned in the match) shows its name and kind only.
      const s = shippedSummaries('summoner-master').find((x) => x.id === c.card);
      const body = s ? `**${pick(s.type, lang)}**\n${pick(s.stats, lang)}\n\n${pick(s.text, lang) || '—'}` : c.kind;
      return { title: truncate(pick(c.name, lang), 256), description: truncate(body, 4096), color: COLOR, footer: { text: c.card } };
    },
  };
}

export function summonerMasterCards(view: SummonerMasterView): ShownCard[] {
  const out: ShownCard[] = [];
  const mystics = (ms: SmMysticView[], seat: Seat): void => { for (const m of ms) { out.push(smCard(m, seat)); mystics(m.attached, seat); } };
  for (const p of view.players) {
    for (const s of [...p.atLine, ...p.dfLine, ...p.dimension]) {
      out.push(smCard(s, p.seat));
      for (const x of s.supports) out.push(smCard(x, p.seat));
      mystics(s.mystics, p.seat);
    }
    mystics(p.arena, p.seat);
    for (const c of p.casting) out.push(smCard(c, p.seat));
  }
  for (const p of view.players) for (const c of [...p.shrine].reverse()) out.push(smCard(c, p.seat));
  for (const p of view.players) for (const c of p.removed) out.push(smCard(c, p.seat));
  return out;
}
