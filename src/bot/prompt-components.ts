/**
 * Maps any engine prompt onto Discord components, generically and within Discord's limits
 * (≤5 rows; a row holds ≤5 buttons or one select; ≤25 options per select; labels ≤80/100; custom ids ≤100).
 * Pure: no discord.js client, no I/O. The output is raw API JSON that discord.js sends as is.
 */
import { ButtonStyle, ComponentType, TextInputStyle } from 'discord.js';
import type {
  APIActionRowComponent, APIButtonComponentWithCustomId, APIComponentInMessageActionRow,
  APIModalInteractionResponseCallbackData, APISelectMenuOption,
} from 'discord.js';
import type { Action, Prompt, PromptOption } from '../engine/core/api-types.js';
import type { Seat, Text } from '../engine/core/view-types.js';
import type { Choice } from './custom-id.js';
import { encodeCustomId } from './custom-id.js';
import { clickRef } from '../match/autopass/click-ref.js';
import { both, dual, pick, t, type Lang } from './i18n.js';

export type Row = APIActionRowComponent<APIComponentInMessageActionRow>;

export const MAX_ROWS = 5;
export const BUTTONS_PER_ROW = 5;
export const SELECT_OPTIONS = 25;
const BUTTON_LABEL = 80;
const SELECT_TEXT = 100;

/** Prompt kinds whose options are about hidden things as a whole; never offered on the public board. */
const PRIVATE_KINDS = new Set(['discard', 'manual-adjust', 'mana-payment']);

export interface PanelInput {
  matchId: string;
  version: number;
  prompt: Prompt;
  lang: Lang;
  /** Rows this panel may use (the caller keeps the rest for its own buttons). */
  rows: number;
  page?: number;
  /** The public board: only options marked public, numbered among themselves (P/S custom ids). */
  publicBoard?: boolean;
}

/** Cuts to at most `max` UTF-16 units (what Discord's limits count) without splitting a character. */
export function truncate(s: string, max: number): string {
  if (s.length <= max) return s;
  let out = '';
  for (const ch of s) {
    if (out.length + ch.length > max - 1) break;
    out += ch;
  }
  return out + '…';
}

function answerId(input: PanelInput, choice: Choice): string {
  return encodeCustomId({ kind: 'answer', matchId: input.matchId, version: input.version, promptRef: clickRef(input.prompt), choice });
}

function styleOf(o: PromptOption): ButtonStyle {
  if (o.group === 'pass' || o.group === 'decline') return ButtonStyle.Secondary;
  if (o.group === 'attack' || o.group === 'concede') return ButtonStyle.Danger;
  if (o.group === 'confirm' || o.group === 'accept') return ButtonStyle.Success;
  return ButtonStyle.Primary;
}

function button(customId: string, label: string, style: ButtonStyle, disabled = false): APIButtonComponentWithCustomId {
  return { type: ComponentType.Button, custom_id: customId, label: truncate(label || '·', BUTTON_LABEL), style, disabled } as APIButtonComponentWithCustomId;
}

function rowsOf(items: APIButtonComponentWithCustomId[]): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i < items.length; i += BUTTONS_PER_ROW) {
    rows.push({ type: ComponentType.ActionRow, components: items.slice(i, i + BUTTONS_PER_ROW) });
  }
  return rows;
}

/** Option indices (into prompt.options) that a panel shows, with their labels. */
export interface IndexedOption { index: number; option: PromptOption }

/**
 * Builds the rows that answer `prompt`, showing only `visible` (indices into prompt.options; all by default).
 * Single choices become buttons when they fit, select menus otherwise; multi-choices are select menus;
 * more options than fit become pages (a page button re-renders with `page`).
 */
export function promptRows(input: PanelInput, visible?: IndexedOption[]): Row[] {
  const { prompt, lang } = input;
  const pub = input.publicBoard === true;
  // The public board is read by both players: its words carry both languages when they fit (i18n.ts dual); a
  // private panel is in its reader's own language.
  const words = (text: Text, max: number) => (pub ? dual(text, lang, max) : pick(text, lang));
  const rows = Math.max(0, Math.min(input.rows, MAX_ROWS));
  if (rows === 0) return [];
  if (prompt.kind === 'number') {
    return [{ type: ComponentType.ActionRow, components: [button(answerId(input, { kind: 'open-number' }), `${t(lang, 'board.number')} (${prompt.min}–${prompt.max})`, ButtonStyle.Primary)] }];
  }
  // A twin (another copy of the same hidden card, core/twins.ts) is the same choice: one button for both.
  const opts = (pub ? publicOptions(prompt).map(({ option }, index) => ({ index, option })) : visible ?? prompt.options.map((option, index) => ({ index, option }))).filter(({ option }) => !option.twinOf);
  if (opts.length === 0) return [];
  const single = prompt.max <= 1;
  // Orders that also end the step (`endsStep`): one menu of their own under the plain options, so the panel
  // keeps its buttons and the "last order, then end" choice stays one press.
  const last = opts.filter(({ option }) => option.endsStep);
  if (single && last.length && !pub && rows > 1) {
    return [...promptRows({ ...input, rows: rows - 1 }, opts.filter(({ option }) => !option.endsStep)), lastOrderRow(input, last)];
  }
  const noneButton = prompt.min === 0 && single;
  const buttonSlots = rows * BUTTONS_PER_ROW;

  if (single && opts.length + (noneButton ? 1 : 0) <= buttonSlots) {
    const items = opts.map(({ index, option }) => button(answerId(input, pub ? { kind: 'option', index, pub } : { kind: 'option', index }), words(option.label, BUTTON_LABEL), styleOf(option)));
    if (noneButton) items.push(button(answerId(input, { kind: 'none' }), words(both('board.none.option'), BUTTON_LABEL), ButtonStyle.Secondary));
    return rowsOf(items);
  }

  // Select menus. A multi-choice answer must come from one menu, so multi-choices get one menu per page.
  const perPage = single ? SELECT_OPTIONS * Math.max(1, rows - 1) : SELECT_OPTIONS;
  const fitsWithoutPaging = single ? opts.length <= SELECT_OPTIONS * rows : opts.length <= SELECT_OPTIONS;
  const pages = fitsWithoutPaging ? 1 : Math.ceil(opts.length / perPage);
  const page = Math.min(Math.max(0, input.page ?? 0), pages - 1);
  const pageOpts = fitsWithoutPaging ? opts : opts.slice(page * perPage, (page + 1) * perPage);
  const out: Row[] = [];
  for (let c = 0; c * SELECT_OPTIONS < pageOpts.length; c++) {
    const chunk = pageOpts.slice(c * SELECT_OPTIONS, (c + 1) * SELECT_OPTIONS);
    const selectOptions: APISelectMenuOption[] = chunk.map(({ index, option }) => ({
      label: truncate(words(option.label, SELECT_TEXT) || '·', SELECT_TEXT),
      value: String(index),
      ...(option.rule ? { description: truncate(`${option.group ?? ''} ${option.rule}`.trim(), SELECT_TEXT) } : option.group ? { description: truncate(option.group, SELECT_TEXT) } : {}),
    }));
    const minValues = single ? (prompt.min === 0 ? 0 : 1) : Math.min(prompt.min, chunk.length);
    const maxValues = single ? 1 : Math.max(1, Math.min(prompt.max, chunk.length));
    out.push({
      type: ComponentType.ActionRow,
      components: [{
        type: ComponentType.StringSelect,
        custom_id: answerId(input, pub ? { kind: 'select', chunk: page * 10 + c, pub } : { kind: 'select', chunk: page * 10 + c }),
        placeholder: truncate(single ? words(prompt.label, 150) : `${pick(prompt.label, lang)} — ${t(lang, 'board.choose', { min: prompt.min, max: prompt.max })}`, 150),
        min_values: minValues,
        max_values: maxValues,
        options: selectOptions,
      }],
    });
  }
  if (pages > 1) {
    out.push({
      type: ComponentType.ActionRow,
      components: [
        button(answerId(input, { kind: 'page', page: Math.max(0, page - 1) }), '◀', ButtonStyle.Secondary, page === 0),
        button(answerId(input, { kind: 'page', page: 99 }), t(lang, 'board.page', { page: page + 1, pages }), ButtonStyle.Secondary, true),
        button(answerId(input, { kind: 'page', page: Math.min(pages - 1, page + 1) }), '▶', ButtonStyle.Secondary, page >= pages - 1),
      ],
    });
  }
  return out.slice(0, rows);
}

/** The select chunk of the "last order, then end" menu (page × 10 + menu numbers the others). */
const LAST_ORDER_CHUNK = 98;

function lastOrderRow(input: PanelInput, last: IndexedOption[]): Row {
  const shown = last.slice(0, SELECT_OPTIONS);
  return {
    type: ComponentType.ActionRow,
    components: [{
      type: ComponentType.StringSelect,
      custom_id: answerId(input, { kind: 'select', chunk: LAST_ORDER_CHUNK }),
      placeholder: truncate(t(input.lang, 'board.lastOrder'), 150),
      min_values: 1,
      max_values: 1,
      options: shown.map(({ index, option }) => ({ label: truncate(pick(option.label, input.lang) || '·', SELECT_TEXT), value: String(index), ...(option.rule ? { description: truncate(`${option.group ?? ''} ${option.rule}`.trim(), SELECT_TEXT) } : {}) })),
    }],
  };
}

/**
 * The modal that asks for a number (101.6: a non-negative integer). It is opened as the first response to
 * a click, before any store read, so it only knows what the clicked button knew; the range is checked on submit.
 */
export function numberModal(matchId: string, version: number, promptRef: string, lang: Lang, hint?: { min: number; max: number; label?: string }): APIModalInteractionResponseCallbackData {
  return {
    custom_id: encodeCustomId({ kind: 'answer', matchId, version, promptRef, choice: { kind: 'number' } }),
    title: truncate(t(lang, 'modal.title'), 45),
    components: [{
      type: ComponentType.ActionRow,
      components: [{
        type: ComponentType.TextInput,
        custom_id: 'value',
        label: truncate(hint ? t(lang, 'modal.label', { min: hint.min, max: hint.max }) : t(lang, 'modal.title'), 45),
        style: TextInputStyle.Short,
        required: true,
        min_length: 1,
        max_length: 10,
        ...(hint?.label ? { placeholder: truncate(hint.label, 100) } : {}),
      }],
    }],
  };
}

export type ResolveResult = { ok: true; action: Action } | { ok: false; reason: 'bad-choice' | 'bad-number' };

/**
 * Turns a parsed click (plus select values or a modal number) into an engine action for `seat`.
 * Checks only shape (indices, counts, integer range); the engine decides legality.
 */
export function resolveAnswer(prompt: Prompt, seat: Seat, choice: Choice, extra: { values?: string[]; number?: string } = {}): ResolveResult {
  const base = { seat, promptId: prompt.promptId };
  // A public-board component numbers the public options only.
  const options = 'pub' in choice && choice.pub ? publicOptions(prompt).map((x) => x.option) : prompt.options;
  switch (choice.kind) {
    case 'option': {
      const o = options[choice.index];
      if (!o || prompt.kind === 'number') return { ok: false, reason: 'bad-choice' };
      return { ok: true, action: { type: 'answer', ...base, choice: [o.id] } };
    }
    case 'none':
      if (prompt.min !== 0) return { ok: false, reason: 'bad-choice' };
      return { ok: true, action: { type: 'answer', ...base, choice: [] } };
    case 'select': {
      const values = extra.values ?? [];
      const idx = values.map((v) => (/^\d{1,3}$/.test(v) ? Number(v) : -1));
      if (idx.some((i) => i < 0 || i >= options.length) || new Set(idx).size !== idx.length) return { ok: false, reason: 'bad-choice' };
      if (idx.length < prompt.min || idx.length > Math.max(prompt.max, 0)) return { ok: false, reason: 'bad-choice' };
      return { ok: true, action: { type: 'answer', ...base, choice: idx.map((i) => options[i]!.id) } };
    }
    case 'number': {
      if (prompt.kind !== 'number') return { ok: false, reason: 'bad-choice' };
      const raw = (extra.number ?? '').trim();
      if (!/^\d{1,9}$/.test(raw)) return { ok: false, reason: 'bad-number' };
      const value = Number(raw);
      if (value < prompt.min || value > prompt.max) return { ok: false, reason: 'bad-number' };
      return { ok: true, action: { type: 'answer-number', ...base, value } };
    }
    case 'open-number':
    case 'page':
      return { ok: false, reason: 'bad-choice' };
  }
}

/**
 * The options that may be shown on the public board: only those the engine marked 'public' (decided from
 * the option's object and its zone, i.e. from public information). An unmarked option counts as private,
 * so a new option kind stays off the board until the engine says otherwise; the private panel shows all.
 * Never decided from labels or names: what is missing from the board would tell the opponent about the hand.
 */
export function publicOptions(prompt: Prompt): IndexedOption[] {
  if (PRIVATE_KINDS.has(prompt.kind)) return [];
  return prompt.options
    .map((option, index) => ({ index, option }))
    .filter(({ option }) => option.visibility === 'public');
}
