/** Autocomplete for deck names and match ids. Only the caller's own decks and matches; never card names from hidden zones. */
import type { AutocompleteInteraction } from 'discord.js';
import type { BotContext } from '../context.js';
import type { GameId } from '../engine-port.js';
import { langOf, pick } from '../i18n.js';
import { PRECON_PREFIX } from '../repo/decks.js';
import { truncate } from '../prompt-components.js';
import { seatName } from '../board-embed.js';

export async function handleAutocomplete(ctx: BotContext, i: AutocompleteInteraction): Promise<void> {
  const focused = i.options.getFocused(true);
  const q = String(focused.value).toLowerCase();
  const lang = langOf(i.locale);
  let choices: Array<{ name: string; value: string }> = [];
  if (focused.name === 'deck' || focused.name === 'name') {
    const game = (i.options.getString('game') ?? 'fadalgia') as GameId;
    const saved = (await ctx.decks.list(i.user.id, game)).map((d) => ({ name: truncate(`${d.name} (${d.cardCount})`, 100), value: d.name.slice(0, 100) }));
    const mayUsePrecons = i.commandName === 'match' || ['show', 'validate'].includes(i.options.getSubcommand(false) ?? '');
    const precons = mayUsePrecons ? ctx.decks.precons(game).map((p) => ({ name: truncate(`📦 ${pick(p.name, lang)}`, 100), value: `${PRECON_PREFIX}${p.id}` })) : [];
    choices = [...saved, ...precons].filter((c) => c.name.toLowerCase().includes(q) || c.value.toLowerCase().includes(q));
  } else if (focused.name === 'match') {
    for (const id of (await ctx.store.listActive(i.user.id)).slice(0, 25)) {
      const m = await ctx.service.load(id);
      if (!m) continue;
      const view = ctx.engine.viewFor(m.state, 'spectator');
      choices.push({ name: truncate(`${seatName(view, 0)} vs ${seatName(view, 1)} · ${id}`, 100), value: id });
    }
    choices = choices.filter((c) => c.name.toLowerCase().includes(q));
  }
  await i.respond(choices.slice(0, 25));
}
