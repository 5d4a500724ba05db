/**
 * Renders one rule entry as Discord API JSON: the verbatim text (markdown-escaped, paged at grapheme-safe
 * boundaries) with a breadcrumb, its subsections in a select menu, buttons for its parent and its cross
 * references, our English gist (a translation aid) and community rulings below it, and the document and
 * version in the footer.
 */
import { escapeMarkdown } from '@discordjs/formatters';
import {
  ButtonStyle, ComponentType, type APIActionRowComponent, type APIButtonComponent, type APIComponentInMessageActionRow,
  type APIEmbed, type APIEmbedField, type APISelectMenuOption,
} from 'discord.js';
import { ancestry, subtree } from '../model/build.js';
import type { RuleEntry, Rulebook } from '../model/types.js';
import { GISTS } from '../data/gists.js';
import type { Ruling } from '../rulings/types.js';
import { ellipsize } from '../search/segment.js';
import { encodeRuleId, type RuleAct } from './custom-id.js';
import { t, type Lang } from './i18n.js';
import { paginate } from './pages.js';

export const LIMITS = {
  title: 256, description: 4096, total: 6000, fieldName: 256, fieldValue: 1024, footer: 2048, fields: 25,
  rows: 5, buttonsPerRow: 5, selectOptions: 25, optionText: 100, buttonLabel: 80, customId: 100, placeholder: 150,
} as const;

/** Page size for rule text: well inside the 4096 limit, and short enough to read on a phone. */
export const PAGE_CHARS = 1800;
const MAX_RULINGS_SHOWN = 3;
const MAX_REF_BUTTONS = 10;
const COLOUR = { fadalgia: 0xc0392b, 'spirit-duel': 0x2980b9, 'summoner-master': 0x8e44ad } as const;

export type Row = APIActionRowComponent<APIComponentInMessageActionRow>;

export interface RuleView {
  embeds: APIEmbed[];
  components: Row[];
}

export interface ViewOptions {
  lang: Lang;
  visibility: 'e' | 'p';
  page?: number;
  sub?: number;
  /** A line shown above the text (stale button, missing section…). */
  notice?: string;
  /** The entry is only the closest match, not the answer: its title says so (❔). */
  tentative?: boolean;
  rulings?: Ruling[];
  /** Other search hits, offered in a select menu. */
  alternatives?: RuleEntry[];
  /** Sections that say the same in the other Fadalgia document (guide ↔ comprehensive), quoted below. */
  partners?: RuleEntry[];
  pageChars?: number;
}

const esc = (s: string) => escapeMarkdown(s, { heading: true, bulletedList: true, numberedList: true, maskedLink: true });

export function label(e: RuleEntry): string {
  return e.number ? `${e.number} ${e.title}` : e.title;
}

/** The body quoted for an entry: its own text, then each subsection under its number or heading. */
export function sectionBody(book: Rulebook, e: RuleEntry): string {
  const parts: string[] = [];
  for (const d of subtree(book, e.id)) {
    const text = d.text === '' ? '' : esc(d.text);
    if (d === e) {
      if (text) parts.push(text);
    } else if (d.number) parts.push(`**${d.number}** ${text}`);
    else if (d.doc === 'fadalgia-basic') parts.push(`**${esc(d.title)}**${text ? `\n${text}` : ''}`);
    else if (text) parts.push(text);
  }
  return parts.join(e.number ? '\n' : '\n\n');
}

export function pagesOf(book: Rulebook, e: RuleEntry, pageChars = PAGE_CHARS): string[] {
  return paginate(sectionBody(book, e), pageChars);
}

export function embedLength(e: APIEmbed): number {
  return (e.title?.length ?? 0) + (e.description?.length ?? 0) + (e.footer?.text.length ?? 0) + (e.author?.name.length ?? 0)
    + (e.fields ?? []).reduce((n, f) => n + f.name.length + f.value.length, 0);
}

export function renderEntry(book: Rulebook, entry: RuleEntry, o: ViewOptions): RuleView {
  const s = t(o.lang);
  const doc = book.docs.get(entry.doc)!;
  const pages = pagesOf(book, entry, o.pageChars);
  const page = Math.min(Math.max(0, o.page ?? 0), pages.length - 1);
  const crumbs = ancestry(book, entry.id).slice(0, -1).map((a) => ellipsize(label(a), 40));
  const head = [
    ...(o.notice ? [`> ${esc(o.notice)}`] : []),
    `-# ${esc([doc.title[o.lang], ...crumbs].join(' › '))}`,
  ].join('\n');
  const footer = [doc.title[o.lang], `v${doc.version}`, ...(pages.length > 1 ? [s.page(page + 1, pages.length)] : [])].join(' · ');
  const embed: APIEmbed = {
    title: ellipsize(`${o.tentative ? '❔ ' : ''}${label(entry)}`, LIMITS.title),
    description: `${head}\n\n${pages[page]}`.slice(0, LIMITS.description),
    color: COLOUR[entry.game],
    footer: { text: footer },
  };
  const fields: APIEmbedField[] = [];
  // Under the Thai quote, never in place of it: our English summary, labelled as a translation aid.
  const gist = GISTS[entry.id];
  if (gist) fields.push({ name: s.gistTitle, value: esc(ellipsize(gist, LIMITS.fieldValue)) });
  // Shown together: the basic guide's paragraph and the comprehensive sections that say the same, verbatim.
  if (page === 0) {
    for (const p of o.partners ?? []) {
      const name = p.doc === 'fadalgia-basic' ? s.partnerGuide(label(p)) : s.partnerComprehensive(label(p));
      fields.push({ name: ellipsize(name, LIMITS.fieldName), value: ellipsize(sectionBody(book, p) || esc(p.title), LIMITS.fieldValue) });
    }
  }
  for (const r of entry.refs) {
    if (r.target === null) fields.push({ name: s.noteTitle, value: ellipsize(s.danglingRef(r.raw, r.suggestion), LIMITS.fieldValue) });
  }
  if (page === 0 && o.rulings && o.rulings.length > 0) {
    for (const r of o.rulings.slice(0, MAX_RULINGS_SHOWN)) {
      const date = new Date(r.updatedAt).toISOString().slice(0, 10);
      const value = `${ellipsize(esc(r.answer), 700)}\n${s.rulingBy(r.authorId, date)}`;
      fields.push({ name: ellipsize(`⚖️ #${r.id} ${r.question}`, LIMITS.fieldName), value });
    }
    if (o.rulings.length > MAX_RULINGS_SHOWN) fields.push({ name: s.rulings, value: s.moreRulings(o.rulings.length - MAX_RULINGS_SHOWN) });
  }
  embed.fields = [];
  for (const f of fields) {
    if (embed.fields.length >= LIMITS.fields || embedLength({ ...embed, fields: [...embed.fields, f] }) > LIMITS.total) break;
    embed.fields.push(f);
  }
  if (embed.fields.length === 0) delete embed.fields;
  return { embeds: [embed], components: components(book, entry, page, pages.length, o) };
}

function components(book: Rulebook, entry: RuleEntry, page: number, pageCount: number, o: ViewOptions): Row[] {
  const s = t(o.lang);
  const sub = o.sub ?? 0;
  const id = (act: RuleAct, target: RuleEntry, p = 0, sb = 0) =>
    encodeRuleId({ act, version: book.docs.get(target.doc)!.version, visibility: o.visibility, page: p, sub: sb, id: target.id });
  const rows: Row[] = [];
  const subPages = Math.ceil(entry.children.length / LIMITS.selectOptions);
  const subPage = Math.min(sub, Math.max(0, subPages - 1));
  if (entry.children.length > 0) {
    const slice = entry.children.slice(subPage * LIMITS.selectOptions, (subPage + 1) * LIMITS.selectOptions);
    rows.push(selectRow(id('sel', entry, page, subPage), `${s.subsectionsPick}${subPages > 1 ? ` (${subPage + 1}/${subPages})` : ''}`,
      slice.map((c) => book.entries.get(c)!)));
  }
  if (o.alternatives && o.alternatives.length > 0) {
    rows.push(selectRow(id('alt', entry, page, subPage), s.otherMatches, o.alternatives.slice(0, LIMITS.selectOptions)));
  }
  const nav: APIButtonComponent[] = [];
  if (pageCount > 1) {
    nav.push(button(id('pg', entry, Math.max(0, page - 1), subPage), `◀ ${s.prevPage}`, page === 0));
    nav.push(button(id('pg', entry, Math.min(pageCount - 1, page + 1), subPage), `${s.nextPage} ▶`, page >= pageCount - 1));
  }
  if (entry.parent) {
    const p = book.entries.get(entry.parent)!;
    nav.push(button(id('up', p), `⬆ ${s.parent}: ${ellipsize(label(p), 50)}`));
  }
  if (subPages > 1) {
    nav.push(button(id('sub', entry, page, Math.max(0, subPage - 1)), `‹ ${s.lessSubs}`, subPage === 0));
    nav.push(button(id('sub', entry, page, Math.min(subPages - 1, subPage + 1)), `${s.moreSubs} ›`, subPage >= subPages - 1));
  }
  if (nav.length > 0) rows.push({ type: ComponentType.ActionRow, components: nav.slice(0, LIMITS.buttonsPerRow) });
  const refs = new Map<string, string>();
  for (const d of subtree(book, entry.id)) {
    for (const r of d.refs) {
      const target = r.target ?? r.suggestion;
      if (!target || target === entry.id || refs.has(target)) continue;
      refs.set(target, r.target ? `→ ${r.raw}` : `→ ${r.raw} ≈ ${target}`);
    }
  }
  const refButtons = [...refs].slice(0, MAX_REF_BUTTONS)
    .map(([target, text]) => button(id('ref', book.entries.get(target)!), text));
  for (let i = 0; i < refButtons.length && rows.length < LIMITS.rows; i += LIMITS.buttonsPerRow) {
    rows.push({ type: ComponentType.ActionRow, components: refButtons.slice(i, i + LIMITS.buttonsPerRow) });
  }
  return rows.slice(0, LIMITS.rows);
}

function button(customId: string, text: string, disabled = false): APIButtonComponent {
  return { type: ComponentType.Button, style: ButtonStyle.Secondary, custom_id: customId, label: ellipsize(text, LIMITS.buttonLabel), disabled };
}

function selectRow(customId: string, placeholder: string, entries: RuleEntry[]): Row {
  const options: APISelectMenuOption[] = entries.map((e) => ({
    label: ellipsize(label(e), LIMITS.optionText),
    value: e.id,
    ...(e.text ? { description: ellipsize(e.text.replace(/\s+/g, ' '), LIMITS.optionText) } : {}),
  }));
  return {
    type: ComponentType.ActionRow,
    components: [{ type: ComponentType.StringSelect, custom_id: customId, placeholder: ellipsize(placeholder, LIMITS.placeholder), options }],
  };
}
