/**
 * /cards import | show | list | export | remove: a server's community card sets (src/cards). Importing and
 * removing need the judge role or Manage Server; anyone may look. Everything is private (ephemeral) and every
 * refusal says why in the user's language; an import is whole or not at all.
 */
import type { AutocompleteInteraction, ChatInputCommandInteraction } from 'discord.js';
import { z } from 'zod';
import type { CardSummary } from '../../engine/core/api-types.js';
import { cardSetSupport } from '../../engine/index.js';
import { displayText, plainText } from '../../cards/display.js';
import { exportSet } from '../../cards/export.js';
import { importSetFile } from '../../cards/import.js';
import { SET_LIMITS } from '../../cards/limits.js';
import type { SetIssue } from '../../cards/set-file.js';
import type { BotContext } from '../context.js';
import type { GameId } from '../../match/engine-port.js';
import { langOf, pick, t, type Lang } from '../i18n.js';
import { isJudge } from '../judge/handlers.js';
import { deferEphemeral, explain } from '../reply.js';
import { commandInput, focusedOption, GAME, gameChoice, InputError, parseInput } from '../handlers/input.js';
import type { CardName } from '../../cards/repo.js';
import { cardSetRepo, shippedSummaries } from './server-cards.js';

const attachment = z.object({ url: z.string().url().max(2000), size: z.number().int().min(0), name: z.string().max(1024) });
const SCHEMAS = {
  'cards import': z.object({ file: attachment }),
  'cards show': z.object({ card: z.string().min(1).max(100), game: GAME.optional() }),
  'cards list': z.object({ game: GAME.optional() }),
  'cards export': z.object({ set: z.string().min(1).max(60), game: GAME.optional(), format: z.enum(['yaml', 'json']).optional() }),
  'cards remove': z.object({ set: z.string().min(1).max(60), game: GAME.optional() }),
} as const;

const short = (hash: string) => hash.slice(0, 10);
const norm = (s: string) => s.normalize('NFC').toLowerCase().replace(/[\s'’".,:;!?()[\]{}_-]+/g, '');

export function issueLines(errors: readonly SetIssue[], lang: Lang, max = 12): string {
  const lines = errors.slice(0, max).map((e) => `• ${e.card ? `${displayText(e.card, 40)} › ` : ''}${displayText(e.field, 60)}${e.line ? ` (${lang === 'th' ? 'บรรทัด' : 'line'} ${e.line})` : ''}: ${displayText(pick(e.message, lang), 200)}`);
  if (errors.length > max) lines.push(`… +${errors.length - max}`);
  return lines.join('\n');
}

/** "game:code" from autocomplete, or a bare code with the game option. */
function setRef(ctx: BotContext, raw: string, game?: string): { game: GameId; code: string } {
  const [a, b] = raw.includes(':') ? raw.split(':', 2) as [string, string] : [game, raw];
  return { game: gameChoice(ctx.engine, a, undefined).game, code: b.trim() };
}

async function readAttachment(url: string, size: number): Promise<Uint8Array> {
  if (size > SET_LIMITS.fileBytes) throw new Error('too large');
  const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`status ${res.status}`);
  const buf = new Uint8Array(await res.arrayBuffer());
  if (buf.length > SET_LIMITS.fileBytes) throw new Error('too large');
  return buf;
}

function gameName(ctx: BotContext, game: GameId, lang: Lang): string {
  const g = ctx.engine.games().find((x) => x.id === game);
  return g ? pick(g.name, lang) : game;
}

/** A card's text as an embed (names and texts are user-written: through the display function). */
function cardEmbed(s: CardSummary, lang: Lang, footer: string) {
  return {
    title: displayText(pick(s.name, lang), 200),
    description: [`**${displayText(pick(s.type, lang), 100)}**`, displayText(pick(s.stats, lang), 300), '', displayText(pick(s.text, lang), 3000)].join('\n'),
    footer: { text: plainText(`${s.id} · ${footer}`, 200) },
  };
}

export async function handleCardsCommand(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  const lang = langOf(i.locale);
  const input = commandInput(i);
  if (!(input.path in SCHEMAS)) throw new InputError(input.path, 'unknown-command');
  const path = input.path as keyof typeof SCHEMAS;
  const o = parseInput(SCHEMAS[path], input.options) as { file?: z.infer<typeof attachment>; card?: string; set?: string; game?: string; format?: 'yaml' | 'json' };
  await deferEphemeral(i);
  const guild = i.guildId;
  if (!guild) return explain(i, t(lang, 'cards.guildOnly'));
  const repo = cardSetRepo(ctx.kv);
  switch (path) {
    case 'cards import': {
      if (!(await isJudge(ctx, i))) return explain(i, t(lang, 'cards.notJudge'));
      const bytes = await readAttachment(o.file!.url, o.file!.size).catch(() => null);
      if (!bytes) return explain(i, t(lang, 'cards.fileUnreadable', { kb: SET_LIMITS.fileBytes / 1024 }));
      const r = await importSetFile(repo, guild, o.file!.name, bytes, i.user.id, ctx.now());
      if (!r.ok) return explain(i, t(lang, 'cards.refused', { count: r.errors.length, errors: issueLines(r.errors, lang) }).slice(0, 2000));
      const h = r.set.header;
      if (!r.outcome.saved) {
        return explain(i, r.outcome.reason === 'sets' ? t(lang, 'cards.tooManySets', { max: SET_LIMITS.setsPerServer }) : t(lang, 'cards.tooManyCards', { max: SET_LIMITS.cardsPerServer }));
      }
      if (r.outcome.unchanged) return explain(i, t(lang, 'cards.unchanged', { code: h.set, hash: short(r.set.hash) }));
      ctx.log.info({ guild, game: h.game, set: h.set, hash: r.set.hash, cards: r.set.cards.length, by: i.user.id }, 'card set imported');
      const head = t(lang, 'cards.imported', { code: h.set, name: displayText(pick(h.name, lang)), game: gameName(ctx, h.game, lang), count: r.set.cards.length, hash: short(r.set.hash) });
      const replaced = r.outcome.previous ? `\n${t(lang, 'cards.replaced', { hash: short(r.outcome.previous.hash) })}` : '';
      return explain(i, `${head}${h.version ? ` · ${displayText(h.version, 200)}` : ''}${replaced}`);
    }
    case 'cards list': {
      const sets = await repo.list(guild, o.game);
      if (!sets.length) return explain(i, t(lang, 'cards.none'));
      const lines = sets.map((s) => `• ${t(lang, 'cards.setLine', { code: s.code, name: displayText(pick(s.name, lang)), game: gameName(ctx, s.game, lang), count: s.count, hash: short(s.hash) })}${s.version ? ` · ${displayText(s.version, 80)}` : ''}`);
      return explain(i, [`**${t(lang, 'cards.list')}**`, ...lines].join('\n').slice(0, 2000));
    }
    case 'cards show': {
      const { game } = gameChoice(ctx.engine, o.game, undefined);
      const found = await findCard(ctx, guild, game, o.card!);
      if (!found) return explain(i, t(lang, 'cards.cardNotFound', { name: displayText(o.card!, 60) }));
      const embed = cardEmbed(found.summary, lang, found.code ? `${found.code}` : t(lang, 'cards.shipped'));
      // The card drawn from its summary; loaded on first use, like the standings image (league.ts).
      const { renderCardImage } = await import('../../render/card-image.js');
      const png = await renderCardImage(found.summary, lang, game);
      const name = `${found.summary.id.replace(/[^A-Za-z0-9-]/g, '_').slice(0, 60)}.png`;
      await i.editReply({ content: '', embeds: [{ ...embed, image: { url: `attachment://${name}` } }], files: [{ attachment: png, name }], allowedMentions: { parse: [] } });
      return;
    }
    case 'cards export': {
      const ref = setRef(ctx, o.set!, o.game);
      const got = await repo.get(guild, ref.game, ref.code);
      if (!got) return explain(i, t(lang, 'cards.setNotFound', { code: displayText(ref.code, 40) }));
      const file = exportSet(got.set, o.format ?? 'yaml');
      await i.editReply({ content: t(lang, 'cards.exported', { code: got.record.code, hash: short(got.record.hash) }), files: [{ attachment: Buffer.from(file.text, 'utf8'), name: file.name }], allowedMentions: { parse: [] } });
      return;
    }
    case 'cards remove': {
      if (!(await isJudge(ctx, i))) return explain(i, t(lang, 'cards.notJudge'));
      const ref = setRef(ctx, o.set!, o.game);
      const gone = await repo.remove(guild, ref.game, ref.code);
      if (!gone) return explain(i, t(lang, 'cards.setNotFound', { code: displayText(ref.code, 40) }));
      ctx.log.info({ guild, game: ref.game, set: ref.code, by: i.user.id }, 'card set removed');
      return explain(i, t(lang, 'cards.removed', { code: gone.code }));
    }
  }
}

/** A card by id, or by Thai or English name: the server's sets first (with their definitions), then the shipped cards. */
async function findCard(ctx: BotContext, guild: string, game: GameId, query: string): Promise<{ summary: CardSummary; code: string | null } | null> {
  const sets = cardSetSupport(game);
  if (!sets) return null;
  const repo = cardSetRepo(ctx.kv);
  const q = norm(query);
  const names = await repo.names(guild, game);
  // A token may share a card's name (src/cards/validate.ts isToken): a name finds a card before a token.
  const named = (n: CardName) => norm(n.name.th) === q || norm(n.name.en) === q || norm(n.id) === q;
  const server = async (hit: CardName | undefined) => {
    if (!hit) return null;
    const got = await repo.get(guild, game, hit.code);
    const def = got?.set.defs.find((d) => (d as { id?: unknown }).id === hit.id);
    return def ? { summary: sets.summary(def), code: hit.code } : null;
  };
  const card = await server(names.find((n) => n.id === query) ?? names.find((n) => !n.token && named(n)));
  if (card) return card;
  const shipped = shippedSummaries(game).find((s) => s.id === query || norm(s.id) === q || norm(s.name.th) === q || norm(s.name.en) === q);
  return shipped ? { summary: shipped, code: null } : server(names.find(named));
}

/** Autocomplete: card names (Thai and English, the server's first) for show; the server's sets for export/remove. */
export async function handleCardsAutocomplete(ctx: BotContext, i: AutocompleteInteraction): Promise<void> {
  const focused = focusedOption(i);
  const input = commandInput(i);
  const lang = langOf(i.locale);
  if (!i.guildId || !focused) return i.respond([]);
  const q = norm(focused.value);
  const game = GAME.safeParse(input.options.game).data;
  let chosen: GameId;
  try { chosen = gameChoice(ctx.engine, game, undefined).game; } catch { return i.respond([]); }
  const repo = cardSetRepo(ctx.kv);
  if (focused.name === 'card') {
    const server = (await repo.names(i.guildId, chosen)).map((n) => ({ id: n.id, name: n.name, tag: n.code }));
    const shipped = shippedSummaries(chosen).map((s) => ({ id: s.id, name: s.name, tag: '' }));
    const matches = [...server, ...shipped].filter((c) => !q || norm(c.name.th).includes(q) || norm(c.name.en).includes(q) || norm(c.id).includes(q));
    return i.respond(matches.slice(0, 25).map((c) => {
      const other = lang === 'th' ? c.name.en : c.name.th;
      return { name: plainText(`${pick(c.name, lang)}${other && other !== pick(c.name, lang) ? ` · ${other}` : ''}${c.tag ? ` [${c.tag}]` : ''}`, 100), value: c.id.slice(0, 100) };
    }));
  }
  if (focused.name === 'set') {
    const sets = (await repo.list(i.guildId)).filter((s) => !q || norm(s.code).includes(q) || norm(s.name.th).includes(q) || norm(s.name.en).includes(q));
    return i.respond(sets.slice(0, 25).map((s) => ({ name: plainText(`${s.code} — ${pick(s.name, lang)} (${s.game})`, 100), value: `${s.game}:${s.code}`.slice(0, 100) })));
  }
  return i.respond([]);
}
