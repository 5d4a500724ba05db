/**
 * /rule as pure functions from interaction data to Discord API payloads. The bot's router calls these and
 * sends what they return: `reply` as a new message (ephemeral unless asked), `update` as an edit of the
 * message the component sits on. Components of a public message answer privately, so one reader never
 * turns the page for everyone.
 */
import { ButtonStyle, ComponentType, type APIApplicationCommandOptionChoice, type APIButtonComponentWithCustomId, type APIEmbed } from 'discord.js';
import { getRuleSearch } from '../index.js';
import type { GameId, RuleEntry } from '../model/types.js';
import { rulingSituations } from '../rulings/situations.js';
import type { RulingsStore } from '../rulings/types.js';
import type { RuleSearch } from '../search/engine.js';
import { judgeAnswer } from '../search/confidence.js';
import { ellipsize } from '../search/segment.js';
import { decodeRuleId, encodeRuleId } from './custom-id.js';
import { langOf, t, type Lang } from './i18n.js';
import { LIMITS, label, renderEntry, type Row } from './view.js';

export interface RuleReply {
  kind: 'reply' | 'update';
  ephemeral: boolean;
  embeds: APIEmbed[];
  components: Row[];
}

export interface RulingsContext {
  store: RulingsStore;
  guildId: string;
}

export interface RuleCommandInput {
  query: string;
  game?: GameId;
  public?: boolean;
  locale?: string;
  rulings?: RulingsContext;
}

const ALTERNATIVES = 10;

export async function handleRuleCommand(input: RuleCommandInput, search: RuleSearch = getRuleSearch()): Promise<RuleReply> {
  const lang = langOf(input.locale);
  const visibility = input.public ? 'p' : 'e';
  // The server's own answered questions are searched beside ours (rulings/situations.ts).
  const situations = input.rulings
    ? rulingSituations(search, input.rulings.guildId, await input.rulings.store.list(input.rulings.guildId)) : undefined;
  const result = search.search(input.query, {
    limit: ALTERNATIVES + 1, ...(input.game ? { game: input.game } : {}), ...(situations ? { situations } : {}),
  });
  const [best, ...rest] = result.hits;
  const s = t(lang);
  if (!best) {
    const why = result.uncovered === 'other-game' ? s.otherGame : result.uncovered === 'summoner-master-base' ? s.baseGame : s.noMatch(ellipsize(input.query.trim() || '…', 80));
    return hint(lang, `${why}\n${s.noMatchRuling}`, !input.public);
  }
  // Never a weak match presented as the answer: it is shown as the closest, with a pointer to /ruling.
  const verdict = judgeAnswer(search, result);
  const notice = result.missingNumber ? s.missingNumber(result.missingNumber)
    : verdict.reason === 'summoner-master-base' ? `${s.baseGame} ${s.closestBelow}`
      : verdict.reason === 'other-game' ? `${s.otherGame} ${s.closestBelow}`
        : verdict.confident ? undefined : s.weakMatch;
  const view = renderEntry(search.book, best.entry, {
    lang, visibility, ...(notice ? { notice } : {}),
    // A missing number's own notice already says these are the nearest sections.
    tentative: !verdict.confident && !result.missingNumber,
    alternatives: rest.map((h) => h.entry),
    partners: partnersOf(search, best.entry),
    rulings: await rulingsFor(input.rulings, best.entry),
  });
  return { kind: 'reply', ephemeral: !input.public, ...view };
}

export interface RuleAutocompleteInput {
  focused: string;
  game?: GameId;
  locale?: string;
}

/** Up to 25 choices, names and values within 100 characters; the value is an entry id the command resolves exactly. */
export function handleRuleAutocomplete(input: RuleAutocompleteInput, search: RuleSearch = getRuleSearch()): APIApplicationCommandOptionChoice<string>[] {
  const lang = langOf(input.locale);
  const q = input.focused.trim();
  const entries: RuleEntry[] = q === ''
    ? search.book.list.filter((e) => e.parent === null && (!input.game || e.game === input.game))
    : search.search(q, { limit: 25, prefix: true, ...(input.game ? { game: input.game } : {}) }).hits.map((h) => h.entry);
  return entries.slice(0, 25).map((e) => {
    const docTag = e.number ? '' : `${search.book.docs.get(e.doc)!.title[lang]} · `;
    return { name: ellipsize(`${docTag}${label(e)}`, 100), value: e.id };
  });
}

export interface RuleComponentContext {
  rulings?: RulingsContext;
  /**
   * Whether the message the component sits on is ephemeral, as the interaction says. It decides between
   * turning the page in place and answering privately; the id's own flag is only a fallback for callers
   * that do not know, since a forged id must not turn a public message into a rule page.
   */
  messageEphemeral?: boolean;
}

export async function handleRuleComponent(
  customId: string, values: readonly string[], locale: string | undefined, ctx: RuleComponentContext = {},
  search: RuleSearch = getRuleSearch(),
): Promise<RuleReply> {
  const lang = langOf(locale);
  const s = t(lang);
  const parsed = decodeRuleId(customId);
  if (!parsed) return hint(lang, s.badButton, true);
  let targetId = parsed.id;
  let page = 0;
  let sub = 0;
  if (parsed.act === 'sel' || parsed.act === 'alt') {
    const v = values[0];
    if (!v || !search.book.entries.has(v)) return hint(lang, s.badButton, true);
    targetId = v;
  } else if (parsed.act === 'pg' || parsed.act === 'sub') {
    page = parsed.page;
    sub = parsed.sub;
  }
  // A public message's components answer privately; an ephemeral one is edited in place.
  const kind = (ctx.messageEphemeral ?? parsed.visibility === 'e') && parsed.act !== 'q' ? 'update' : 'reply';
  const entry = search.book.entries.get(targetId);
  if (!entry) {
    const near = search.search(targetId, { limit: ALTERNATIVES + 1 }).hits;
    if (near.length === 0) return { ...hint(lang, s.gone(targetId), true), kind };
    const view = renderEntry(search.book, near[0]!.entry, {
      lang, visibility: 'e', notice: s.gone(targetId), alternatives: near.slice(1).map((h) => h.entry),
    });
    return { kind, ephemeral: true, ...view };
  }
  const stale = parsed.act !== 'sel' && parsed.act !== 'alt' && search.book.docs.get(entry.doc)!.version !== parsed.version;
  const view = renderEntry(search.book, entry, {
    lang, visibility: 'e', page, sub, ...(stale ? { notice: s.staleButton } : {}),
    partners: partnersOf(search, entry),
    rulings: await rulingsFor(ctx.rulings, entry),
  });
  return { kind, ephemeral: true, ...view };
}

/** A "Rule 304.3.1" button for other parts of the bot (engine rule errors); it opens the section privately. */
export function quoteRuleButton(sectionId: string, locale?: string, search: RuleSearch = getRuleSearch()): APIButtonComponentWithCustomId | null {
  const e = search.book.entries.get(sectionId);
  if (!e) return null;
  return {
    type: ComponentType.Button, style: ButtonStyle.Secondary, emoji: { name: '📖' },
    label: ellipsize(t(langOf(locale)).quote(e.id), LIMITS.buttonLabel),
    custom_id: encodeRuleId({ act: 'q', version: search.book.docs.get(e.doc)!.version, visibility: 'e', page: 0, sub: 0, id: e.id }),
  };
}

function partnersOf(search: RuleSearch, entry: RuleEntry): RuleEntry[] {
  return search.partners(entry.id).map((id) => search.book.entries.get(id)).filter((e): e is RuleEntry => Boolean(e));
}

async function rulingsFor(ctx: RulingsContext | undefined, entry: RuleEntry) {
  return ctx ? ctx.store.bySection(ctx.guildId, entry.id) : [];
}

function hint(lang: Lang, text: string, ephemeral: boolean): RuleReply {
  return { kind: 'reply', ephemeral, embeds: [{ title: lang === 'th' ? 'ค้นหากฎ' : 'Rule lookup', description: text, color: 0x7f8c8d }], components: [] };
}
