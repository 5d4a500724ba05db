/**
 * Spirit Duel's private hand panel, in the shape of Fadalgia's: every card with its type, Core cost, ATK/HP (an
 * Equipment's bonus) and full text, and for a card that cannot be played now the engine's reason and paragraph.
 * Built from the owner's own view; never sent anywhere but an ephemeral reply to that owner.
 */
import type { APIEmbed, APIEmbedField } from 'discord.js';
import type { Seat } from '../../engine/core/view-types.js';
import type { SpiritCardFace, SpiritDuelView } from '../../engine/games/spirit-duel/view-types.js';
import type { PlayNote } from '../board-embed.js';
import { pick, t, type Lang, type StringKey } from '../i18n.js';
import { truncate } from '../prompt-components.js';

/** Embed limits: 25 fields, 1024 per value, 6000 in all (title and footer included). */
const HAND_BUDGET = 5200;

export function sdCardLine(c: SpiritCardFace, lang: Lang): string {
  const stats = c.atk === undefined && c.hp === undefined ? '' : ` · ${t(lang, c.type === 'equipment' ? 'sd.equipBonus' : 'sd.cardStats', { atk: c.atk ?? 0, hp: c.hp ?? 0 })}`;
  return `${pick(c.name, lang)} — ${t(lang, `sd.type.${c.type}` as StringKey)} · ${t(lang, 'sd.cardCost', { n: c.cost })}${stats}`;
}

export function sdHandEmbed(view: SpiritDuelView, seat: Seat, lang: Lang, notes: ReadonlyMap<string, PlayNote>, opts: { showPlayable?: boolean } = {}): APIEmbed {
  const hand = (view.players[seat].hand ?? []).slice(0, 25);
  const waiting = view.waitingFor;
  const footer = waiting && !view.result
    ? waiting.seat === seat ? t(lang, 'hand.yourDecision', { label: pick(waiting.label, lang) }) : t(lang, 'hand.waiting', { who: view.players[waiting.seat].name || `P${waiting.seat + 1}` })
    : '';
  const per = Math.min(1024, Math.floor(HAND_BUDGET / Math.max(1, hand.length)) - 60);
  const fields: APIEmbedField[] = hand.map((c, i) => {
    const note = notes.get(c.objectId);
    const status = note ? `⛔ ${t(lang, 'hand.cannot', { reason: pick(note.message, lang), rule: note.rule })}` : opts.showPlayable ? `✅ ${t(lang, 'hand.can')}` : '';
    const body = truncate(pick(c.text, lang).trim() || '—', Math.max(40, per - status.length - 1));
    return { name: truncate(`${i + 1}. ${sdCardLine(c, lang)}`, 256), value: truncate(status ? `${body}\n${status}` : body, 1024) };
  });
  return {
    title: t(lang, 'hand.title', { count: view.players[seat].hand?.length ?? 0 }),
    ...(hand.length ? { fields } : { description: t(lang, 'hand.empty') }),
    color: 0x1565c0,
    ...(footer ? { footer: { text: truncate(footer, 2048) } } : {}),
  };
}
