/**
 * /ruling as pure handlers over a RulingsStore: add and edit go through a modal (returned as a payload, its
 * submission handled here), retire/search/show/history answer directly, config sets the judge role.
 * Permission is checked again on every submission: a modal opened by a judge who lost the role saves nothing.
 */
import { escapeMarkdown } from '@discordjs/formatters';
import {
  ComponentType, TextInputStyle, type APIApplicationCommandOptionChoice, type APIButtonComponentWithCustomId,
  type APIEmbed, type APIModalInteractionResponseCallbackData,
} from 'discord.js';
import MiniSearch from 'minisearch';
import { z } from 'zod';
import { langOf, type Lang } from '../discord/i18n.js';
import { quoteRuleButton } from '../discord/handlers.js';
import type { Row } from '../discord/view.js';
import { getRuleSearch } from '../index.js';
import { analyze } from '../search/analyze.js';
import type { RuleSearch } from '../search/engine.js';
import { normalizeText } from '../search/normalize.js';
import { ellipsize } from '../search/segment.js';
import { rt } from './i18n.js';
import { canConfigure, isJudge, type Member } from './permissions.js';
import type { Ruling, RulingFields, RulingsStore } from './types.js';

export type RulingReply =
  | { kind: 'reply'; ephemeral: boolean; embeds: APIEmbed[]; components: Row[] }
  | { kind: 'modal'; modal: APIModalInteractionResponseCallbackData };

export interface RulingContext {
  store: RulingsStore;
  /** null outside a server (DMs). */
  guildId: string | null;
  member: Member;
  locale?: string;
  now: number;
  search?: RuleSearch;
}

export type RulingCommand =
  | { sub: 'add' }
  | { sub: 'edit'; id: number }
  | { sub: 'retire'; id: number; reason?: string }
  | { sub: 'search'; query: string }
  | { sub: 'show'; id: number }
  | { sub: 'history'; id: number }
  | { sub: 'config'; judgeRoleId: string | null };

const LIMIT = { question: 300, answer: 1800, sectionsInput: 300, cardsInput: 500, sections: 10, cards: 10, card: 100 };

export async function handleRulingCommand(cmd: RulingCommand, ctx: RulingContext): Promise<RulingReply> {
  const lang = langOf(ctx.locale);
  const s = rt(lang);
  if (!ctx.guildId) return say(lang, s.notInGuild);
  const guildId = ctx.guildId;
  switch (cmd.sub) {
    case 'config': {
      if (!canConfigure(ctx.member)) return say(lang, s.notManager);
      await ctx.store.setJudgeRole(guildId, cmd.judgeRoleId);
      return say(lang, cmd.judgeRoleId ? s.judgeRoleSet(cmd.judgeRoleId) : s.judgeRoleCleared);
    }
    case 'add':
    case 'edit':
    case 'retire': {
      const denied = await judgeCheck(ctx, lang);
      if (denied) return denied;
      if (cmd.sub === 'add') return { kind: 'modal', modal: modal(lang, 'ruling:v1:add', s.modalAdd) };
      const cur = await ctx.store.get(guildId, cmd.id);
      if (!cur) return say(lang, s.notFound(cmd.id));
      if (cur.status === 'retired') return say(lang, s.retired(cmd.id));
      if (cmd.sub === 'edit') return { kind: 'modal', modal: modal(lang, `ruling:v1:edit:${cur.id}:${cur.version}`, s.modalEdit(cur.id), cur) };
      const r = await ctx.store.retire(guildId, cmd.id, ctx.member.userId, ctx.now, cmd.reason?.slice(0, 300));
      if (!r.ok) return say(lang, r.reason === 'not-found' ? s.notFound(cmd.id) : r.reason === 'retired' ? s.retired(cmd.id) : s.conflict(cmd.id));
      return { kind: 'reply', ephemeral: true, embeds: [embedOf(lang, r.ruling, s.retiredOk(cmd.id))], components: [] };
    }
    case 'show': {
      const r = await ctx.store.get(guildId, cmd.id);
      if (!r) return say(lang, s.notFound(cmd.id));
      return { kind: 'reply', ephemeral: true, embeds: [embedOf(lang, r)], components: sectionButtons(r, ctx.locale, ctx.search) };
    }
    case 'history': {
      const revs = await ctx.store.history(guildId, cmd.id);
      if (revs.length === 0) return say(lang, s.notFound(cmd.id));
      const lines = revs.map((v) => `**v${v.version}** · ${s.action[v.action]} · <@${v.by}> · <t:${Math.floor(v.at / 1000)}:f>${v.reason ? ` · ${escapeMarkdown(v.reason)}` : ''}\n> ${escapeMarkdown(ellipsize(v.fields.answer.replace(/\s+/g, ' '), 200))}`);
      const description = ellipsize(lines.join('\n'), 4000);
      return { kind: 'reply', ephemeral: true, embeds: [{ title: s.history(cmd.id), description }], components: [] };
    }
    case 'search': {
      const found = await searchRulings(ctx.store, guildId, cmd.query, ctx.search ?? getRuleSearch());
      if (found.length === 0) return say(lang, s.noResults(ellipsize(cmd.query, 80)));
      const fields = found.slice(0, 10).map((r) => ({
        name: ellipsize(`#${r.id} ${r.question}`, 256),
        value: `${ellipsize(escapeMarkdown(r.answer), 300)}${r.sections.length ? `\n${s.fieldSections}: ${r.sections.join(', ')}` : ''}`,
      }));
      return { kind: 'reply', ephemeral: true, embeds: [{ title: ellipsize(s.searchTitle(cmd.query), 256), fields }], components: [] };
    }
  }
}

const modalFields = z.object({
  question: z.string().trim().min(1).max(LIMIT.question),
  answer: z.string().trim().min(1).max(LIMIT.answer),
  sections: z.string().max(LIMIT.sectionsInput).default(''),
  cards: z.string().max(LIMIT.cardsInput).default(''),
});
const modalId = z.union([
  z.object({ kind: z.literal('add') }),
  z.object({ kind: z.literal('edit'), id: z.coerce.number().int().positive(), version: z.coerce.number().int().positive() }),
]);

export async function handleRulingModalSubmit(customId: string, fields: Record<string, string>, ctx: RulingContext): Promise<RulingReply> {
  const lang = langOf(ctx.locale);
  const s = rt(lang);
  if (!ctx.guildId) return say(lang, s.notInGuild);
  const parts = customId.split(':');
  const idParse = parts[0] === 'ruling' && parts[1] === 'v1'
    ? modalId.safeParse(parts[2] === 'edit' ? { kind: 'edit', id: parts[3], version: parts[4] } : { kind: parts[2] })
    : null;
  if (!idParse?.success) return say(lang, s.badModal);
  const denied = await judgeCheck(ctx, lang);
  if (denied) return denied;
  const f = modalFields.safeParse(fields);
  if (!f.success) return say(lang, s.invalid(f.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')));
  const search = ctx.search ?? getRuleSearch();
  const wanted = f.data.sections.split(/[\s,;]+/).map(normalizeText).filter(Boolean);
  const unknown = wanted.filter((x) => !search.book.entries.has(x));
  if (unknown.length > 0) return say(lang, s.unknownSections(unknown.join(', ')));
  const cards = f.data.cards.split(',').map((c) => c.trim()).filter(Boolean);
  if (wanted.length > LIMIT.sections || cards.length > LIMIT.cards || cards.some((c) => c.length > LIMIT.card)) {
    return say(lang, s.invalid(`≤${LIMIT.sections} sections, ≤${LIMIT.cards} cards`));
  }
  const data: RulingFields = { question: f.data.question, answer: f.data.answer, sections: [...new Set(wanted)], cards };
  if (idParse.data.kind === 'add') {
    const r = await ctx.store.add(ctx.guildId, data, ctx.member.userId, ctx.now);
    return { kind: 'reply', ephemeral: true, embeds: [embedOf(lang, r, s.added(r.id))], components: sectionButtons(r, ctx.locale, search) };
  }
  const { id, version } = idParse.data;
  const r = await ctx.store.edit(ctx.guildId, id, data, ctx.member.userId, ctx.now, version);
  if (!r.ok) return say(lang, r.reason === 'not-found' ? s.notFound(id) : r.reason === 'retired' ? s.retired(id) : s.conflict(id));
  return { kind: 'reply', ephemeral: true, embeds: [embedOf(lang, r.ruling, s.edited(id, r.ruling.version))], components: sectionButtons(r.ruling, ctx.locale, search) };
}

/** Choices for the `id` option: the server's active rulings matching what is typed. */
export async function handleRulingAutocomplete(focused: string, ctx: Pick<RulingContext, 'store' | 'guildId' | 'search'>): Promise<APIApplicationCommandOptionChoice<number>[]> {
  if (!ctx.guildId) return [];
  const list = focused.trim() === ''
    ? (await ctx.store.list(ctx.guildId)).reverse()
    : await searchRulings(ctx.store, ctx.guildId, focused, ctx.search ?? getRuleSearch());
  return list.slice(0, 25).map((r) => ({ name: ellipsize(`#${r.id} ${r.question}`, 100), value: r.id }));
}

export async function searchRulings(store: RulingsStore, guildId: string, query: string, search: RuleSearch): Promise<Ruling[]> {
  const all = await store.list(guildId);
  const q = normalizeText(query);
  if (q === '' || all.length === 0) return [];
  const byNumber = /^#?(\d+)$/.exec(q);
  const exact = byNumber ? all.filter((r) => r.id === Number(byNumber[1])) : [];
  const section = all.filter((r) => r.sections.includes(q));
  const tokens = (text: string) => {
    const a = analyze(normalizeText(text), search.glossary);
    return [...a.words, ...a.grams];
  };
  const mini = new MiniSearch<{ id: number; text: string }>({ fields: ['text'], tokenize: tokens, processTerm: (t) => t });
  mini.addAll(all.map((r) => ({ id: r.id, text: [r.question, r.answer, r.cards.join(' '), r.sections.join(' ')].join('\n') })));
  const qa = analyze(q, search.glossary, { query: true });
  const hits = mini.search([...qa.words, ...qa.grams].join('\u0000'), { tokenize: (x) => x.split('\u0000'), combineWith: 'OR' });
  const byId = new Map(all.map((r) => [r.id, r]));
  const ordered = [...exact, ...section, ...hits.map((h) => byId.get(h.id as number)!)];
  return [...new Map(ordered.map((r) => [r.id, r])).values()];
}

async function judgeCheck(ctx: RulingContext, lang: Lang): Promise<RulingReply | null> {
  const settings = await ctx.store.getSettings(ctx.guildId!);
  if (settings.judgeRoleId === null) return say(lang, rt(lang).noJudgeRole);
  return isJudge(ctx.member, settings) ? null : say(lang, rt(lang).notJudge);
}

function modal(lang: Lang, customId: string, title: string, cur?: Ruling): APIModalInteractionResponseCallbackData {
  const s = rt(lang);
  const input = (id: string, label: string, style: TextInputStyle, max: number, required: boolean, value?: string) => ({
    type: ComponentType.ActionRow as const,
    components: [{
      type: ComponentType.TextInput as const, custom_id: id, label: ellipsize(label, 45), style, max_length: max, required,
      ...(value ? { value: value.slice(0, max) } : {}),
    }],
  });
  return {
    custom_id: customId,
    title: ellipsize(title, 45),
    components: [
      input('question', s.question, TextInputStyle.Paragraph, LIMIT.question, true, cur?.question),
      input('answer', s.answer, TextInputStyle.Paragraph, LIMIT.answer, true, cur?.answer),
      input('sections', s.sections, TextInputStyle.Short, LIMIT.sectionsInput, false, cur?.sections.join(', ')),
      input('cards', s.cards, TextInputStyle.Short, LIMIT.cardsInput, false, cur?.cards.join(', ')),
    ],
  };
}

function embedOf(lang: Lang, r: Ruling, notice?: string): APIEmbed {
  const s = rt(lang);
  const fields = [
    ...(r.sections.length ? [{ name: s.fieldSections, value: ellipsize(r.sections.join(', '), 1024), inline: true }] : []),
    ...(r.cards.length ? [{ name: s.fieldCards, value: ellipsize(escapeMarkdown(r.cards.join(', ')), 1024), inline: true }] : []),
    { name: s.fieldStatus, value: r.status === 'active' ? s.active : `${s.retiredStatus}${r.retiredReason ? ` — ${escapeMarkdown(r.retiredReason)}` : ''}`.slice(0, 1024), inline: true },
  ];
  return {
    title: ellipsize(`⚖️ #${r.id} ${r.question}`, 256),
    description: `${notice ? `> ${notice}\n\n` : ''}${escapeMarkdown(r.answer)}\n\n<@${r.authorId}> · <t:${Math.floor(r.updatedAt / 1000)}:f>`.slice(0, 4096),
    fields,
    footer: { text: s.footer(r.authorId, r.version) },
    color: r.status === 'active' ? 0xf1c40f : 0x7f8c8d,
  };
}

function sectionButtons(r: Ruling, locale: string | undefined, search?: RuleSearch): Row[] {
  const buttons = r.sections.slice(0, 5).map((id) => quoteRuleButton(id, locale, search ?? getRuleSearch()))
    .filter((b): b is APIButtonComponentWithCustomId => b !== null);
  return buttons.length ? [{ type: ComponentType.ActionRow, components: buttons }] : [];
}

function say(lang: Lang, text: string): RulingReply {
  return { kind: 'reply', ephemeral: true, embeds: [{ title: lang === 'th' ? 'คำตัดสิน' : 'Rulings', description: text, color: 0x7f8c8d }], components: [] };
}

