/**
 * Autocomplete for deck names and match ids. Only the caller's own decks and matches; never card names from
 * hidden zones. Deck choices come from the saved summaries (no deck is parsed here); for /match challenge
 * only decks legal in the chosen format are offered.
 */
import type { AutocompleteInteraction } from 'discord.js';
import type { BotContext } from '../context.js';
import type { FormatId, GameId } from '../../match/engine-port.js';
import { langOf, pick, t } from '../i18n.js';
import { PRECON_PREFIX } from '../repo/decks.js';
import { truncate } from '../prompt-components.js';
import { seatName } from '../board-embed.js';
import { commandInput, focusedOption, FORMAT, GAME, gameChoice } from './input.js';

export async function handleAutocomplete(ctx: BotContext, i: AutocompleteInteraction): Promise<void> {
  const focused = focusedOption(i);
  const input = commandInput(i);
  const q = (focused?.value ?? '').toLowerCase();
  const lang = langOf(i.locale);
  let choices: Array<{ name: string; value: string }> = [];
  if (focused?.name === 'deck' || focused?.name === 'name') {
    const challenge = input.path === 'match challenge' || input.path === 'match practice';
    const chosen = knownChoice(ctx, GAME.safeParse(input.options.game).data, FORMAT.safeParse(input.options.format).data);
    // A game or format the registry does not know has no decks to offer.
    if (!chosen) return i.respond([]);
    const game: GameId = chosen.game;
    const format: FormatId | undefined = challenge ? chosen.format : undefined;
    const saved = (await ctx.decks.list(i.user.id, game, format)).map((d) => ({ name: truncate(`${d.name} (${d.cardCount})`, 100), value: d.name.slice(0, 100) }));
    const mayUsePrecons = challenge || input.path === 'deck show' || input.path === 'deck validate';
    const precons = mayUsePrecons
      ? ctx.decks.precons(game).filter((p) => !format || p.format === format).map((p) => ({ name: truncate(`📦 ${pick(p.name, lang)}`, 100), value: `${PRECON_PREFIX}${p.id}` }))
      : [];
    choices = [...saved, ...precons].filter((c) => c.name.toLowerCase().includes(q) || c.value.toLowerCase().includes(q));
  } else if (focused?.name === 'format') {
    // The chosen game's own formats in the user's language (the first game's when none is chosen yet).
    const id = GAME.safeParse(input.options.game).data;
    const game = ctx.engine.games().find((g) => g.id === id) ?? ctx.engine.games()[0];
    choices = (game?.formats ?? []).map((f) => ({ name: truncate(pick(f.name, lang), 100), value: f.id })).filter((c) => c.name.toLowerCase().includes(q) || c.value.includes(q));
  } else if (focused?.name === 'match') {
    for (const id of (await ctx.store.listActive(i.user.id)).slice(0, 25)) {
      const m = await ctx.service.load(id);
      if (!m) continue;
      const view = ctx.engine.viewFor(m.state, 'spectator');
      choices.push({ name: truncate(`${t(lang, 'board.versus', { a: seatName(view, 0), b: seatName(view, 1) })} · ${id}`, 100), value: id });
    }
    choices = choices.filter((c) => c.name.toLowerCase().includes(q));
  }
  await i.respond(choices.slice(0, 25));
}

/** The registry's game and format for a half-typed command, or null when they name nothing (no decks then). */
function knownChoice(ctx: BotContext, game: string | undefined, format: string | undefined): { game: GameId; format: FormatId } | null {
  try {
    return gameChoice(ctx.engine, game, format);
  } catch {
    return null;
  }
}
