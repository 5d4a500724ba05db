/** /deck import | list | show | validate | delete, and the paste modal of /deck import. */
import { ComponentType, TextInputStyle, type ChatInputCommandInteraction, type ModalSubmitInteraction } from 'discord.js';
import type { BotContext } from '../context.js';
import { encodeCustomId } from '../custom-id.js';
import type { FormatId, GameId } from '../engine-port.js';
import { langOf, pick, t, type Lang } from '../i18n.js';
import { deferEphemeral, explain } from '../reply.js';
import { MAX_DECK_NAME, MAX_DECKS_PER_USER, PRECON_PREFIX } from '../repo/decks.js';
import { truncate } from '../prompt-components.js';

const MAX_FILE_BYTES = 64 * 1024;

/**
 * Discord turns newlines in a slash-command string option into spaces, so a pasted one-line list is split
 * before each "<count> " or "<count>x " token (and on , ; |). The paste modal keeps newlines and is the
 * reliable path for names that contain numbers.
 */
export function normalizeDeckText(text: string): string {
  if (text.includes('\n')) return text;
  if (/[,;|]/.test(text)) return text.split(/[,;|]/).map((s) => s.trim()).filter(Boolean).join('\n');
  // Collapse whitespace first so the split below sees single spaces: a lookahead after an unbounded
  // whitespace run is quadratic on long runs (a 64 KB run of spaces froze the event loop for seconds).
  return text.replace(/\s+/g, ' ').replace(/ (?=\d{1,2}x? )/g, '\n').trim();
}

export async function handleDeckCommand(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  const sub = i.options.getSubcommand();
  const lang = langOf(i.locale);
  const game = (i.options.getString('game') ?? 'fadalgia') as GameId;
  const format = (i.options.getString('format') ?? 'standard') as FormatId;
  if (sub === 'import' && !i.options.getString('list') && !i.options.getAttachment('file')) {
    // No list and no file: open a paste box (a modal must be the first response, so before any I/O).
    await i.showModal({
      custom_id: encodeCustomId({ kind: 'deck-import', game: 'fadalgia', format }),
      title: truncate(t(lang, 'err.deckNoInput'), 45),
      components: [
        { type: ComponentType.ActionRow, components: [{ type: ComponentType.TextInput, custom_id: 'name', label: 'Name / ชื่อ', style: TextInputStyle.Short, required: true, max_length: MAX_DECK_NAME, value: i.options.getString('name', true).slice(0, MAX_DECK_NAME) }] },
        { type: ComponentType.ActionRow, components: [{ type: ComponentType.TextInput, custom_id: 'list', label: 'List / รายการ', style: TextInputStyle.Paragraph, required: true, max_length: 4000 }] },
      ],
    });
    return;
  }
  await deferEphemeral(i);
  switch (sub) {
    case 'import': {
      let text = i.options.getString('list');
      const file = i.options.getAttachment('file');
      if (!text && file) {
        text = await fetchText(file.url, file.size).catch(() => null);
        if (text === null) return explain(i, t(lang, 'err.deckFile', { kb: MAX_FILE_BYTES / 1024 }));
      }
      return importDeck(ctx, i, lang, game, format, i.options.getString('name', true), normalizeDeckText(text ?? ''));
    }
    case 'list': {
      const saved = await ctx.decks.list(i.user.id, game);
      const precons = ctx.decks.precons(game);
      const lines = [`**${t(lang, 'deck.list')}**`, ...(saved.length ? saved.map((d) => `• ${d.name} (${d.cardCount})`) : [t(lang, 'deck.none')]),
        `**${t(lang, 'deck.precons')}**`, ...precons.map((p) => `• ${pick(p.name, lang)} — \`${PRECON_PREFIX}${p.id}\` (${p.format})`)];
      await i.editReply({ content: lines.join('\n').slice(0, 2000), allowedMentions: { parse: [] } });
      return;
    }
    case 'show': {
      const name = i.options.getString('name', true);
      if (name.startsWith(PRECON_PREFIX)) {
        const p = await ctx.decks.resolve(i.user.id, game, name, lang);
        if (!p) return explain(i, t(lang, 'err.deckNotFound', { name }));
        await i.editReply({ content: `📦 **${p.label}**` });
        return;
      }
      const d = await ctx.decks.get(i.user.id, game, name);
      if (!d) return explain(i, t(lang, 'err.deckNotFound', { name }));
      await i.editReply({ content: `**${d.name}** (${d.cardCount})\n\`\`\`\n${d.text.replaceAll('```', "'''").slice(0, 1850)}\n\`\`\``, allowedMentions: { parse: [] } });
      return;
    }
    case 'validate': {
      const name = i.options.getString('name', true);
      const ref = await ctx.decks.resolve(i.user.id, game, name, lang);
      if (!ref) return explain(i, t(lang, 'err.deckNotFound', { name }));
      const errs = ctx.engine.validateDeck(ref.deck, format);
      await i.editReply({ content: errs.length ? t(lang, 'err.deckInvalid', { format, errors: ruleList(errs, lang) }) : t(lang, 'deck.valid', { name: ref.label, format }), allowedMentions: { parse: [] } });
      return;
    }
    case 'delete': {
      const name = i.options.getString('name', true);
      if (name.startsWith(PRECON_PREFIX)) return explain(i, t(lang, 'err.deckPrecon'));
      const gone = await ctx.decks.delete(i.user.id, game, name);
      await i.editReply({ content: gone ? t(lang, 'deck.deleted', { name }) : t(lang, 'err.deckNotFound', { name }), allowedMentions: { parse: [] } });
      return;
    }
  }
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
  const name = rawName.trim().slice(0, MAX_DECK_NAME);
  if (!name || name.startsWith(PRECON_PREFIX)) return explain(i, t(lang, 'err.deckPrecon'));
  if (!text.trim()) return explain(i, t(lang, 'err.deckNoInput'));
  const parsed = ctx.engine.parseDeckList(text);
  if (!parsed.ok) return explain(i, t(lang, 'err.deckParse', { errors: ruleList(parsed.errors, lang) }));
  const existing = await ctx.decks.get(i.user.id, game, name);
  if (!existing && (await ctx.decks.count(i.user.id, game)) >= MAX_DECKS_PER_USER) return explain(i, t(lang, 'err.deckParse', { errors: `max ${MAX_DECKS_PER_USER}` }));
  await ctx.decks.save(i.user.id, { name, game, text, deck: parsed.deck, cardCount: parsed.cardCount, savedAt: ctx.now() });
  const errs = ctx.engine.validateDeck(parsed.deck, format);
  const note = errs.length ? `\n${t(lang, 'deck.savedInvalid', { format, errors: ruleList(errs, lang) })}` : `\n${t(lang, 'deck.valid', { name, format })}`;
  await i.editReply({ content: `${t(lang, 'deck.saved', { name, count: parsed.cardCount })}${note}`.slice(0, 2000), allowedMentions: { parse: [] } });
}

export async function handleDeckImportModal(ctx: BotContext, i: ModalSubmitInteraction, format: FormatId): Promise<void> {
  const lang = langOf(i.locale);
  await deferEphemeral(i);
  await importDeck(ctx, i, lang, 'fadalgia', format, i.fields.getTextInputValue('name'), i.fields.getTextInputValue('list'));
}
