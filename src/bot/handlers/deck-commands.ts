/** /deck import | list | show | validate | delete, and the paste modal of /deck import. */
import { ButtonStyle, ComponentType, TextInputStyle, type APIModalInteractionResponseCallbackData, type ButtonInteraction, type ChatInputCommandInteraction, type ModalSubmitInteraction } from 'discord.js';
import { cleanText, forMessage } from '../../safe-text.js';
import { z } from 'zod';
import { formatDeckList } from '../../engine/index.js';
import type { BotContext } from '../context.js';
import { encodeCustomId } from '../custom-id.js';
import type { FormatId, GameId } from '../../match/engine-port.js';
import { langOf, pick, t, type Lang } from '../i18n.js';
import { deferEphemeral, explain } from '../reply.js';
import { MAX_DECK_NAME, PRECON_PREFIX } from '../repo/decks.js';
import { truncate } from '../prompt-components.js';
import { commandInput, FORMAT, GAME, gameChoice, InputError, modalFields, parseInput } from './input.js';
import { serverDefinitions } from '../cards/server-cards.js';
import { closestNames, deckCardNames, unknownNameOf } from '../cards/card-suggest.js';
import type { RuleError } from '../../engine/core/api-types.js';

const MAX_FILE_BYTES = 64 * 1024;
/** Discord's limits on what a user can type: the paste box of the modal and a string option. */
export const MODAL_LIST_MAX = 4000;
export const OPTION_LIST_MAX = 6000;

/**
 * Discord turns newlines in a slash-command string option into spaces, so a pasted one-line list is split
 * before each "<count> " or "<count>x " token (and on , ; |). The paste modal keeps newlines and is the
 * reliable path for names that contain numbers.
 */
export function normalizeDeckText(text: string): string {
  if (text.includes('\n')) return text;
  if (/[,;|]/.test(text)) return text.split(/[,;|]/).map((s) => s.trim()).filter(Boolean).join('\n');
  // One pass over whitespace-separated tokens: a new line starts at each "<count>" or "<count>x" token that
  // has a name after it. (The lookahead regex this replaces was quadratic on long whitespace runs: a 64 KB
  // run of spaces froze the event loop for seconds.)
  const tokens = text.trim().split(/\s+/);
  let out = '';
  for (let k = 0; k < tokens.length; k++) {
    const tok = tokens[k]!;
    const sep = k === 0 ? '' : k + 1 < tokens.length && /^\d{1,2}x?$/.test(tok) ? '\n' : ' ';
    out += sep + tok;
  }
  return out;
}

const deckRef = z.string().min(1).max(MAX_DECK_NAME);
const attachment = z.object({ url: z.string().url().max(2000), size: z.number().int().min(0), name: z.string().max(1024) });
const SCHEMAS = {
  'deck import': z.object({ name: deckRef, list: z.string().max(OPTION_LIST_MAX).optional(), file: attachment.optional(), game: GAME.optional(), format: FORMAT.optional() }),
  'deck list': z.object({ game: GAME.optional() }),
  'deck show': z.object({ name: deckRef, game: GAME.optional() }),
  'deck validate': z.object({ name: deckRef, game: GAME.optional(), format: FORMAT.optional() }),
  'deck delete': z.object({ name: deckRef, game: GAME.optional() }),
} as const;
const modalSchema = z.object({ name: z.string().max(MAX_DECK_NAME), list: z.string().max(MODAL_LIST_MAX) });

export function cardsText(lang: Lang, count: number): string {
  return count === 1 ? t(lang, 'deck.cards.one') : t(lang, 'deck.cards', { count });
}

/** The paste box of /deck import; `list` prefills it (a refused list, reopened to be fixed). */
function deckModal(ctx: BotContext, lang: Lang, game: GameId, format: FormatId, name: string, list?: string): APIModalInteractionResponseCallbackData {
  return {
    custom_id: encodeCustomId({ kind: 'deck-import', game, format }),
    title: truncate(t(lang, 'deck.modalTitle', { game: pick(ctx.engine.games().find((g) => g.id === game)?.name ?? { th: game, en: game }, lang) }), 45),
    components: [
      { type: ComponentType.ActionRow, components: [{ type: ComponentType.TextInput, custom_id: 'name', label: 'Name / ชื่อ', style: TextInputStyle.Short, required: true, max_length: MAX_DECK_NAME, value: name.slice(0, MAX_DECK_NAME) }] },
      { type: ComponentType.ActionRow, components: [{ type: ComponentType.TextInput, custom_id: 'list', label: 'List / รายการ', style: TextInputStyle.Paragraph, required: true, max_length: MODAL_LIST_MAX, placeholder: truncate(t(lang, 'deck.pasteHint'), 100), ...(list ? { value: list.slice(0, MODAL_LIST_MAX) } : {}) }] },
    ],
  };
}

export async function handleDeckCommand(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  const lang = langOf(i.locale);
  const input = commandInput(i);
  if (!(input.path in SCHEMAS)) throw new InputError(input.path, 'unknown-command');
  const path = input.path as keyof typeof SCHEMAS;
  const o = parseInput(SCHEMAS[path], input.options) as { name?: string; list?: string; file?: z.infer<typeof attachment>; game?: GameId; format?: FormatId };
  const { game, format } = gameChoice(ctx.engine, o.game, o.format);
  const name = o.name ?? '';
  if (path === 'deck import' && !o.list && !o.file) {
    // No list and no file: open a paste box (a modal must be the first response, so before any I/O).
    await i.showModal(deckModal(ctx, lang, game, format, name));
    return;
  }
  await deferEphemeral(i);
  switch (path) {
    case 'deck import': {
      if (o.list !== undefined && o.list.length >= OPTION_LIST_MAX) return explain(i, t(lang, 'deck.pasteFull', { max: OPTION_LIST_MAX.toLocaleString('en-US') }));
      let text = o.list ?? null;
      if (!text && o.file) {
        text = await fetchText(o.file.url, o.file.size).catch(() => null);
        if (text === null) return explain(i, t(lang, 'err.deckFile', { kb: MAX_FILE_BYTES / 1024 }));
      }
      return importDeck(ctx, i, lang, game, format, name, normalizeDeckText(text ?? ''));
    }
    case 'deck list': {
      const saved = await ctx.decks.list(i.user.id, game);
      const precons = ctx.decks.precons(game);
      const lines = [`**${t(lang, 'deck.list')}**`, ...(saved.length ? saved.map((d) => `• ${forMessage(d.name)} (${cardsText(lang, d.cardCount)}${d.formats.length ? ` · ${d.formats.join(', ')}` : ''})`) : [t(lang, 'deck.none')]),
        `**${t(lang, 'deck.precons')}**`, ...precons.map((p) => `• ${pick(p.name, lang)} — \`${PRECON_PREFIX}${p.id}\` (${p.format})`)];
      await i.editReply({ content: lines.join('\n').slice(0, 2000), allowedMentions: { parse: [] } });
      return;
    }
    case 'deck show': {
      if (name.startsWith(PRECON_PREFIX)) {
        const p = await ctx.decks.resolve(i.user.id, game, name, lang);
        const info = ctx.decks.precons(game).find((d) => `${PRECON_PREFIX}${d.id}` === name);
        if (!p || !info) return explain(i, t(lang, 'err.deckNotFound', { name: forMessage(name) }));
        const { text: listed, count } = deckListing(ctx, game, p.deck, lang, await serverDefinitions(ctx.kv, i.guildId, game));
        const head = t(lang, 'deck.show.precon', { name: p.label, format: info.format, count });
        const list = listed.replaceAll('```', "'''");
        await i.editReply({ content: `${head}\n\`\`\`\n${list.slice(0, 1800)}\n\`\`\``, allowedMentions: { parse: [] } });
        return;
      }
      const d = await ctx.decks.get(i.user.id, game, name);
      if (!d) return explain(i, t(lang, 'err.deckNotFound', { name: forMessage(name) }));
      // The cards as resolved (server cards by their name in the reader's language); the list as pasted rides
      // along as a file, since a name typed in the other language or with a different case is still the card.
      const { text: listed } = deckListing(ctx, game, d.deck, lang, await serverDefinitions(ctx.kv, i.guildId, game));
      const head = `**${forMessage(d.name)}** (${cardsText(lang, d.cardCount)})`;
      await i.editReply({
        content: `${head}\n\`\`\`\n${listed.replaceAll('```', "'''").slice(0, 1700)}\n\`\`\`\n${t(lang, 'deck.show.pasted')}`,
        files: [{ attachment: Buffer.from(d.text, 'utf8'), name: PASTED_FILE }],
        allowedMentions: { parse: [] },
      });
      return;
    }
    case 'deck validate': {
      const ref = await ctx.decks.resolve(i.user.id, game, name, lang);
      if (!ref) return explain(i, t(lang, 'err.deckNotFound', { name: forMessage(name) }));
      const errs = ctx.engine.validateDeck(ref.deck, format, game, await serverDefinitions(ctx.kv, i.guildId, game));
      await i.editReply({ content: errs.length ? t(lang, 'err.deckInvalid', { format, errors: ruleList(errs, lang) }) : t(lang, 'deck.valid', { name: forMessage(ref.label), format }), allowedMentions: { parse: [] } });
      return;
    }
    case 'deck delete': {
      if (name.startsWith(PRECON_PREFIX)) return explain(i, t(lang, 'err.deckPrecon'));
      const gone = await ctx.decks.delete(i.user.id, game, name);
      await i.editReply({ content: gone ? t(lang, 'deck.deleted', { name: forMessage(name) }) : t(lang, 'err.deckNotFound', { name: forMessage(name) }), allowedMentions: { parse: [] } });
      return;
    }
  }
}

/**
 * A deck's cards as "<count> <name>" lines, per pile. Fadalgia's lists read back through /deck import
 * (formatDeckList); the other games' decks are an array of ids or an object of id arrays, named one id at a
 * time through the engine port (no game's deck shape is assumed beyond that). `extra`, the server's card-set
 * definitions, names the server's cards (else they would show as ids).
 */
export function deckListing(ctx: BotContext, game: GameId, deck: unknown, lang: Lang, extra: readonly unknown[] = []): { text: string; count: number } {
  const isIds = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
  const piles: Array<[string, string[]]> = isIds(deck) ? [['', deck]]
    : deck && typeof deck === 'object' ? Object.entries(deck as Record<string, unknown>).filter((e): e is [string, string[]] => isIds(e[1])) : [];
  const count = piles.reduce((n, [, ids]) => n + ids.length, 0);
  if (game === 'fadalgia') return { text: formatDeckList(deck as never, lang, new Map(extra.map((d) => [String((d as { id?: unknown }).id), d as never]))), count };
  // A deck of the same shape holding only this card, so the game's own cardNames() names it.
  const one = (pile: string, id: string): unknown => (isIds(deck) ? [id] : Object.fromEntries(piles.map(([k]) => [k, k === pile ? [id] : []])));
  const lines: string[] = [];
  for (const [key, ids] of piles) {
    if (key) lines.push(`${key[0]!.toUpperCase()}${key.slice(1)}:`);
    const counts = new Map<string, number>();
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    for (const [id, n] of counts) lines.push(`${n} ${pick(ctx.engine.cardNames(one(key, id), game, extra)[0] ?? { th: id, en: id }, lang)}`);
    if (key) lines.push('');
  }
  return { text: lines.join('\n').trim(), count };
}

function ruleList(errs: Array<{ message: { th: string; en: string }; rule: string }>, lang: Lang): string {
  return errs.slice(0, 10).map((e) => `• ${pick(e.message, lang)} (${e.rule})`).join('\n').slice(0, 1500);
}

async function fetchText(url: string, size: number): Promise<string> {
  if (size > MAX_FILE_BYTES) throw new Error('too large');
  const res = await fetch(url, { signal: AbortSignal.timeout(2500) });
  if (!res.ok) throw new Error(`status ${res.status}`);
  const buf = Buffer.from(await res.arrayBuffer());
  if (buf.length > MAX_FILE_BYTES || buf.includes(0)) throw new Error('not a text file');
  return buf.toString('utf8');
}

async function importDeck(ctx: BotContext, i: ChatInputCommandInteraction | ModalSubmitInteraction, lang: Lang, game: GameId, format: FormatId, rawName: string, text: string): Promise<void> {
  // Stored clean (no bidi controls, invisible characters or new lines): images, logs and autocomplete show it as is.
  const name = cleanText(rawName, MAX_DECK_NAME);
  if (!name) throw new InputError('name', 'invalid');
  if (name.startsWith(PRECON_PREFIX)) return explain(i, t(lang, 'err.deckPrecon'));
  if (!text.trim()) return explain(i, t(lang, 'err.deckNoInput'));
  // Names resolve to the shipped cards first, then to the server's card sets.
  const extra = await serverDefinitions(ctx.kv, i.guildId, game);
  const parsed = ctx.engine.parseDeckList(text, game, extra);
  if (!parsed.ok) return refuseList(ctx, i, lang, game, format, name, text, parsed.errors);
  const saved = await ctx.decks.save(i.user.id, { name, game, text, deck: parsed.deck, cardCount: parsed.cardCount, savedAt: ctx.now() }, extra);
  if (saved === 'full') return explain(i, t(lang, 'deck.tooMany', { max: ctx.decks.maxPerUser }));
  await ctx.kv.del(pasteKey(i.user.id, game));
  const errs = ctx.engine.validateDeck(parsed.deck, format, game, extra);
  const note = errs.length ? `\n${t(lang, 'deck.savedInvalid', { format, errors: ruleList(errs, lang) })}` : `\n${t(lang, 'deck.valid', { name: forMessage(name), format })}`;
  const head = parsed.cardCount === 1 ? t(lang, 'deck.saved.one', { name: forMessage(name) }) : t(lang, 'deck.saved', { name: forMessage(name), count: parsed.cardCount });
  await i.editReply({ content: `${head}${note}`.slice(0, 2000), allowedMentions: { parse: [] } });
}

export async function handleDeckImportModal(ctx: BotContext, i: ModalSubmitInteraction, gameId: GameId, formatId: FormatId): Promise<void> {
  const lang = langOf(i.locale);
  // The id came back from Discord, but it is untrusted input like any other.
  const { game, format } = gameChoice(ctx.engine, gameId, formatId);
  const f = parseInput(modalSchema, modalFields(i));
  await deferEphemeral(i);
  // Discord stops the paste box at its limit without a word: a list that reaches it was probably cut.
  if (f.list.length >= MODAL_LIST_MAX) return explain(i, t(lang, 'deck.pasteFull', { max: MODAL_LIST_MAX.toLocaleString('en-US') }));
  await importDeck(ctx, i, lang, game, format, f.name, f.list);
}

/** The file /deck show attaches: the list as it was pasted. */
export const PASTED_FILE = 'deck-list.txt';
/** How long a refused list waits for its author to fix it. */
const PASTE_KEPT_MS = 30 * 60_000;
/** Unknown names looked up per refusal: each costs a pass over every card name of the game and server. */
const SUGGESTED_LINES = 5;

const pasteKey = (user: string, game: GameId) => `deckpaste:${user}:${game}`;
const pasteSchema = z.object({ name: z.string().max(MAX_DECK_NAME), list: z.string().max(MAX_FILE_BYTES) });

/**
 * A list naming a card that does not exist: the errors, the closest names for each unknown one ("did you
 * mean"), and the list kept for its author (30 minutes, their own key) behind a button that reopens the paste
 * box with it, so a typo costs an edit rather than the whole paste. A list too long for the box comes back as
 * a file to fix and re-attach.
 */
async function refuseList(ctx: BotContext, i: ChatInputCommandInteraction | ModalSubmitInteraction, lang: Lang, game: GameId, format: FormatId, name: string, text: string, errors: RuleError[]): Promise<void> {
  const names = await deckCardNames(ctx.kv, i.guildId, game);
  const lines = errors.slice(0, 10).map((e) => {
    const unknown = errors.indexOf(e) < SUGGESTED_LINES ? unknownNameOf(e.message.en) : null;
    const close = unknown ? closestNames(names, unknown.typed) : [];
    const hint = close.length ? `\n  ${t(lang, 'deck.didYouMean', { names: close.map((c) => `**${forMessage(c)}**`).join(', ') })}` : '';
    return `• ${pick(e.message, lang)} (${e.rule})${hint}`;
  });
  const body = t(lang, 'err.deckParse', { errors: lines.join('\n').slice(0, 1500) });
  const fits = text.length < MODAL_LIST_MAX;
  await ctx.kv.set(pasteKey(i.user.id, game), JSON.stringify({ name, list: text }), PASTE_KEPT_MS);
  await i.editReply({
    content: `${body}\n${t(lang, fits ? 'deck.fixHint' : 'deck.fixFileHint')}`.slice(0, 2000),
    components: fits ? [{ type: ComponentType.ActionRow, components: [{ type: ComponentType.Button, style: ButtonStyle.Primary, custom_id: encodeCustomId({ kind: 'deck-import', game, format }), label: t(lang, 'deck.fixButton') }] }] : [],
    files: fits ? [] : [{ attachment: Buffer.from(text, 'utf8'), name: PASTED_FILE }],
    allowedMentions: { parse: [] },
  });
}

/** The "fix the list" button of a refused import: the paste box again, holding the refused list. */
export async function handleDeckFixButton(ctx: BotContext, i: ButtonInteraction, gameId: GameId, formatId: FormatId): Promise<void> {
  const lang = langOf(i.locale);
  const { game, format } = gameChoice(ctx.engine, gameId, formatId);
  const kept = pasteSchema.safeParse(safeJson(await ctx.kv.get(pasteKey(i.user.id, game))));
  if (!kept.success) return explain(i, t(lang, 'deck.fixGone'));
  await i.showModal(deckModal(ctx, lang, game, format, kept.data.name, kept.data.list));
}

function safeJson(raw: string | null | undefined): unknown {
  if (!raw) return null;
  try { return JSON.parse(raw); } catch { return null; }
}
