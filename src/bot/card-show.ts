/**
 * "Show a card": any face-up card on the board, with its full text, privately and in the asking user's
 * language. Built from the spectator view only, so anyone in the thread may ask and nothing hidden is offered.
 */
import { ComponentType, type ButtonInteraction, type StringSelectMenuInteraction } from 'discord.js';
import { loadInServer } from './authority/scope.js';
import type { APISelectMenuOption } from 'discord.js';
import type { CardFace, FadalgiaView } from '../engine/games/fadalgia/view-types.js';
import { cardEmbed } from './board-embed.js';
import type { BotContext } from './context.js';
import { encodeCustomId } from './custom-id.js';
import { langOf, pick, t, type Lang, type StringKey } from './i18n.js';
import type { AnyView } from '../engine/index.js';
import { spiritDuelCards, summonerMasterCards, type ShownCard } from './games/public-cards.js';
import type { Row } from './prompt-components.js';
import { truncate } from './prompt-components.js';
import { deferEphemeral, explain } from './reply.js';
import { plainName } from './player-name.js';

/** Face-up cards in board order: units and what they carry, Terrains, field Items, Streams, the Break, grave tops first, the Outer Zone. */
export function publicCards(view: FadalgiaView): CardFace[] {
  const out: CardFace[] = [];
  for (const p of view.players) {
    for (const u of p.units) out.push(u, ...u.items);
    if (p.terrain) out.push(p.terrain);
    out.push(...p.fieldItems);
    for (const m of p.mana) if (m.faceUp && m.face) out.push(m.face);
  }
  for (const e of view.breakZone) out.push(e.source);
  for (const p of view.players) out.push(...[...p.grave].reverse(), ...p.outer);
  const seen = new Set<string>();
  return out.filter((c) => (seen.has(c.objectId) ? false : (seen.add(c.objectId), true)));
}

/** A select menu holds 25 options. */
const MAX = 25;

/** Every game's face-up cards, each with its embed (Fadalgia's from its card faces, the others' in games/public-cards.ts). */
export function shownCards(view: AnyView): ShownCard[] {
  if (view.game === 'fadalgia') return publicCards(view).map((c) => ({ objectId: c.objectId, name: c.name, owner: c.owner, kind: c.type, embed: (lang: Lang) => cardEmbed(c, lang) }));
  if (view.game === 'spirit-duel') return spiritDuelCards(view);
  if (view.game === 'summoner-master') return summonerMasterCards(view);
  return [];
}

function kindName(game: string, kind: string, lang: Lang): string {
  if (game === 'fadalgia') return t(lang, `card.type.${kind}` as StringKey);
  if (game === 'spirit-duel') return t(lang, `sd.type.${kind}` as StringKey);
  return kind === 'seal' ? 'Seal' : 'Mystic';
}

export function cardSelect(matchId: string, view: AnyView, lang: Lang): Row | null {
  const cards = shownCards(view).slice(0, MAX);
  if (cards.length === 0) return null;
  const options: APISelectMenuOption[] = cards.map((c) => ({
    label: truncate(pick(c.name, lang) || c.objectId, 100),
    value: c.objectId,
    description: truncate(`${kindName(view.game, c.kind, lang)} · ${plainName(view.players[c.owner].name, c.owner)}`, 100),
  }));
  return {
    type: ComponentType.ActionRow,
    components: [{ type: ComponentType.StringSelect, custom_id: encodeCustomId({ kind: 'card', matchId }), placeholder: truncate(t(lang, 'card.show'), 150), min_values: 1, max_values: 1, options }],
  };
}

export async function handleShowCards(ctx: BotContext, i: ButtonInteraction, matchId: string): Promise<void> {
  const lang = langOf(i.locale);
  await deferEphemeral(i);
  const match = await loadInServer(ctx, i, matchId);
  if (!match) return explain(i, t(lang, 'err.notFound'));
  const spectator = ctx.engine.viewFor(match.state, 'spectator');
  const row = cardSelect(matchId, spectator, lang);
  await i.editReply({ content: row ? t(lang, 'card.show') : t(lang, 'card.none'), components: row ? [row] : [] });
}

export async function handleShowCard(ctx: BotContext, i: StringSelectMenuInteraction, matchId: string): Promise<void> {
  const lang = langOf(i.locale);
  await i.deferUpdate();
  const match = await loadInServer(ctx, i, matchId);
  if (!match) return explain(i, t(lang, 'err.notFound'));
  const view = ctx.engine.viewFor(match.state, 'spectator');
  const card = shownCards(view).find((c) => c.objectId === i.values[0]);
  const row = cardSelect(matchId, view, lang);
  // A card that has left the board since the list was drawn is no longer public in the same way: say so.
  if (!card) return explain(i, t(lang, 'card.gone'));
  await i.editReply({ content: '', embeds: [card.embed(lang)], components: row ? [row] : [] });
}
