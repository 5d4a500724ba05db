/**
 * Application command registration with Discord's validation: name regex (Thai allowed),
 * lowercase, description 1–100, localizations, ≤25 options/choices, nesting rules,
 * 8000 characters per command, 100 slash commands per scope.
 */
import { Errors, FormErrors } from './errors.js';
import type { EmulatorState, StoredCommand } from './state.js';
import type { Json } from './types.js';

const NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
export const LOCALES = new Set([
  'id', 'da', 'de', 'en-GB', 'en-US', 'es-ES', 'es-419', 'fr', 'hr', 'it', 'lt', 'hu', 'nl', 'no', 'pl', 'pt-BR',
  'ro', 'fi', 'sv-SE', 'vi', 'tr', 'cs', 'el', 'bg', 'ru', 'uk', 'hi', 'th', 'zh-CN', 'ja', 'zh-TW', 'ko',
]);
type Path = (string | number)[];

function checkName(e: FormErrors, p: Path, name: unknown, slash: boolean): void {
  if (typeof name !== 'string') return e.add(p, 'BASE_TYPE_REQUIRED', 'This field is required');
  if (slash) {
    if (!NAME.test(name)) e.add(p, 'APPLICATION_COMMAND_INVALID_NAME', 'Command name is invalid');
    else if (name !== name.toLowerCase()) e.add(p, 'APPLICATION_COMMAND_INVALID_NAME', 'Command name is invalid (must be lowercase)');
  } else {
    e.length(p, name, 1, 32);
  }
}

function checkLocalizations(e: FormErrors, p: Path, map: unknown, each: (p: Path, v: unknown) => void): void {
  if (map === undefined || map === null) return;
  for (const [locale, v] of Object.entries(map as Json)) {
    if (!LOCALES.has(locale)) e.add([...p, locale], 'LOCALE_NOT_SUPPORTED', `Invalid locale "${locale}"`);
    else each([...p, locale], v);
  }
}

function longest(map: unknown, fallback: unknown): number {
  let n = typeof fallback === 'string' ? [...fallback].length : 0;
  for (const v of Object.values((map as Json | null | undefined) ?? {})) if (typeof v === 'string') n = Math.max(n, [...v].length);
  return n;
}

/** Validates one option (recursively); returns its character count toward the 8000 limit. */
function checkOption(e: FormErrors, o: Json, p: Path, depth: number): number {
  const type = o.type as number;
  if (!Number.isInteger(type) || type < 1 || type > 11) e.add([...p, 'type'], 'BASE_TYPE_CHOICES', 'Value must be one of {1..11}.');
  checkName(e, [...p, 'name'], o.name, true);
  e.length([...p, 'description'], o.description, 1, 100);
  checkLocalizations(e, [...p, 'name_localizations'], o.name_localizations, (lp, v) => checkName(e, lp, v, true));
  checkLocalizations(e, [...p, 'description_localizations'], o.description_localizations, (lp, v) => e.length(lp, v, 1, 100));
  let chars = longest(o.name_localizations, o.name) + longest(o.description_localizations, o.description);
  const choices = o.choices as Json[] | undefined;
  if (choices) {
    e.size([...p, 'choices'], choices, 0, 25);
    if (o.autocomplete) e.add([...p, 'autocomplete'], 'APPLICATION_COMMAND_OPTION_CHOICES_AUTOCOMPLETE', 'Autocomplete cannot be enabled on options with choices');
    for (const [i, c] of choices.entries()) {
      e.length([...p, 'choices', i, 'name'], c.name, 1, 100);
      if (typeof c.value === 'string') e.length([...p, 'choices', i, 'value'], c.value, 1, 100);
      chars += longest(c.name_localizations, c.name) + String(c.value ?? '').length;
    }
  }
  for (const k of ['min_length', 'max_length'] as const) {
    const v = o[k] as number | undefined;
    if (v !== undefined && (v < (k === 'min_length' ? 0 : 1) || v > 6000)) e.add([...p, k], 'NUMBER_TYPE_MAX', 'Must be between 0 and 6000.');
  }
  const sub = o.options as Json[] | undefined;
  if (type === 1 || type === 2) {
    if (depth >= (type === 2 ? 1 : 2)) e.add([...p, 'type'], 'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID', 'Sub-command and sub-command group option types are mutually exclusive to all other types');
    chars += checkOptionList(e, sub ?? [], [...p, 'options'], depth + 1, type === 2 ? 'subcommands' : 'leaves');
  } else if (sub?.length) {
    e.add([...p, 'options'], 'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID', 'Only sub-commands can have options');
  }
  return chars;
}

function checkOptionList(e: FormErrors, options: Json[], p: Path, depth: number, want: 'any' | 'subcommands' | 'leaves'): number {
  e.size(p, options, 0, 25);
  const names = new Set<unknown>();
  let sawOptional = false;
  let chars = 0;
  const subs = options.filter((o) => o.type === 1 || o.type === 2).length;
  if (subs > 0 && subs < options.length) e.add(p, 'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID', 'Sub-command and sub-command group option types are mutually exclusive to all other types');
  for (const [i, o] of options.entries()) {
    const op = [...p, i];
    if (want === 'subcommands' && o.type !== 1) e.add([...op, 'type'], 'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID', 'A sub-command group can only contain sub-commands');
    if (want === 'leaves' && (o.type === 1 || o.type === 2)) e.add([...op, 'type'], 'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID', 'A sub-command cannot contain sub-commands');
    if (names.has(o.name)) e.add([...op, 'name'], 'APPLICATION_COMMAND_OPTION_NAME_ALREADY_EXISTS', 'Option name already exists');
    names.add(o.name);
    if (o.type !== 1 && o.type !== 2) {
      if (o.required && sawOptional) e.add([...op, 'required'], 'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID', 'Required options must be placed before non-required options');
      if (!o.required) sawOptional = true;
    }
    chars += checkOption(e, o, op, depth);
  }
  return chars;
}

export function validateCommand(e: FormErrors, c: Json, p: Path): void {
  const type = (c.type as number | undefined) ?? 1;
  if (![1, 2, 3, 4].includes(type)) e.add([...p, 'type'], 'BASE_TYPE_CHOICES', 'Value must be one of {1, 2, 3, 4}.');
  const slash = type === 1;
  checkName(e, [...p, 'name'], c.name, slash);
  checkLocalizations(e, [...p, 'name_localizations'], c.name_localizations, (lp, v) => checkName(e, lp, v, slash));
  if (slash) {
    e.length([...p, 'description'], c.description, 1, 100);
    checkLocalizations(e, [...p, 'description_localizations'], c.description_localizations, (lp, v) => e.length(lp, v, 1, 100));
    let chars = longest(c.name_localizations, c.name) + longest(c.description_localizations, c.description);
    chars += checkOptionList(e, (c.options as Json[] | undefined) ?? [], [...p, 'options'], 0, 'any');
    if (chars > 8000) e.add(p, 'APPLICATION_COMMAND_TOO_LARGE', 'Command exceeds maximum size (8000)');
  } else if (c.description) {
    e.add([...p, 'description'], 'APPLICATION_COMMAND_CONTEXT_MENU_DESCRIPTION', 'Context menu commands cannot have a description');
  }
}

/** Stored (echoed) form of a command, as Discord returns it. */
export function commandPayload(state: EmulatorState, c: Json, id: string, guildId: string | null): StoredCommand {
  const type = (c.type as number | undefined) ?? 1;
  return {
    id,
    application_id: state.opts.applicationId,
    version: state.ids.next(),
    type,
    name: c.name as string,
    name_localizations: (c.name_localizations as Json | undefined) ?? null,
    description: (c.description as string | undefined) ?? '',
    description_localizations: (c.description_localizations as Json | undefined) ?? null,
    ...(c.options ? { options: c.options } : {}),
    default_member_permissions: (c.default_member_permissions as string | undefined) ?? null,
    dm_permission: c.dm_permission ?? true,
    nsfw: Boolean(c.nsfw),
    contexts: c.contexts ?? null,
    integration_types: c.integration_types ?? [0],
    ...(guildId ? { guild_id: guildId } : {}),
  };
}

/** Bulk overwrite: validates all, keeps ids of same-named commands, enforces per-type counts. */
export function overwriteCommands(state: EmulatorState, list: StoredCommand[], body: unknown, guildId: string | null): StoredCommand[] {
  if (!Array.isArray(body)) throw Errors.invalidFormBody({ _errors: [{ code: 'BASE_TYPE_ARRAY', message: 'Must be an array.' }] });
  const e = new FormErrors();
  const seen = new Set<string>();
  const perType = new Map<number, number>();
  for (const [i, c] of (body as Json[]).entries()) {
    validateCommand(e, c, [i]);
    const type = (c.type as number | undefined) ?? 1;
    const key = `${type}:${String(c.name)}`;
    if (seen.has(key)) e.add([i, 'name'], 'APPLICATION_COMMANDS_DUPLICATE_NAME', `Application command names must be unique`);
    seen.add(key);
    perType.set(type, (perType.get(type) ?? 0) + 1);
  }
  e.throwIfAny();
  if ((perType.get(1) ?? 0) > 100 || (perType.get(2) ?? 0) > 15 || (perType.get(3) ?? 0) > 15) throw Errors.maxCommands();
  const next = (body as Json[]).map((c) => {
    const old = list.find((o) => o.name === c.name && o.type === ((c.type as number | undefined) ?? 1));
    return commandPayload(state, c, old?.id ?? state.ids.next(), guildId);
  });
  list.splice(0, list.length, ...next);
  state.emit({ type: 'commands.update', guildId });
  return next;
}

/** POST one command: upsert by name and type (200 if it existed, 201 if new). */
export function upsertCommand(state: EmulatorState, list: StoredCommand[], body: Json, guildId: string | null): { status: number; command: StoredCommand } {
  const e = new FormErrors();
  validateCommand(e, body, []);
  e.throwIfAny();
  const type = (body.type as number | undefined) ?? 1;
  const i = list.findIndex((o) => o.name === body.name && o.type === type);
  if (i < 0 && list.filter((o) => o.type === type).length >= (type === 1 ? 100 : 15)) throw Errors.maxCommands();
  const command = commandPayload(state, body, i >= 0 ? list[i]!.id : state.ids.next(), guildId);
  if (i >= 0) list[i] = command;
  else list.push(command);
  state.emit({ type: 'commands.update', guildId });
  return { status: i >= 0 ? 200 : 201, command };
}
