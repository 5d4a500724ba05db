/** Strings of /deck show, spread into the bot's table (i18n.ts). */
export const DECK_STRINGS = {
  'deck.show.precon': { th: '📦 **{name}** · {format} · {count} ใบ', en: '📦 **{name}** · {format} · {count} cards' },
} as const;
