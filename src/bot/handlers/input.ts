/**
 * Interaction input, read raw and checked with zod before any handler acts on it. discord.js's typed
 * getters throw on a missing or mistyped option (a forged payload) and the router would answer "internal
 * error"; here every problem becomes a short, private explanation that names the option, never echoes its
 * value, and changes nothing.
 */
import type { ChatInputCommandInteraction, CommandInteractionOption, ModalSubmitInteraction } from 'discord.js';
import { forMessage } from '../../safe-text.js';
import { z } from 'zod';
import type { EnginePort, FormatId, GameId } from '../../match/engine-port.js';
import { t, type Lang } from '../i18n.js';

export class InputError extends Error {
  constructor(readonly field: string, readonly reason: 'too-long' | 'invalid' | 'missing' | 'unknown-command') {
    super(`${reason}: ${field}`);
  }
}

export interface CommandInput {
  /** "deck import", "match challenge"... (subcommand group included when there is one). */
  path: string;
  options: Record<string, unknown>;
}

/** The value zod sees for one option: primitives as they are, users with whether Discord resolved them. */
function valueOf(o: CommandInteractionOption): unknown {
  if (o.attachment) return { url: o.attachment.url, size: o.attachment.size, name: o.attachment.name };
  if (o.type === 6) return { id: o.value, user: o.user ? { bot: o.user.bot, username: o.user.username, globalName: o.user.globalName } : null };
  return o.value;
}

/** The option being typed in an autocomplete, if any (raw, so a forged type cannot throw). */
export function focusedOption(i: { options: { data: readonly CommandInteractionOption[] } }): { name: string; value: string } | null {
  const stack = [...i.options.data];
  while (stack.length) {
    const o = stack.pop()!;
    if (o.focused) return { name: o.name, value: String(o.value ?? '').slice(0, 100) };
    if (o.options) stack.push(...o.options);
  }
  return null;
}

export function commandInput(i: Pick<ChatInputCommandInteraction, 'commandName'> & { options: { data: readonly CommandInteractionOption[] } }): CommandInput {
  const path = [i.commandName];
  let opts: readonly CommandInteractionOption[] = i.options.data;
  // Subcommand groups (type 2) and subcommands (type 1) wrap the real options.
  while (opts.length === 1 && (opts[0]!.type === 1 || opts[0]!.type === 2)) {
    path.push(opts[0]!.name);
    opts = opts[0]!.options ?? [];
  }
  const options: Record<string, unknown> = {};
  for (const o of opts) options[o.name] = valueOf(o);
  return { path: path.join(' '), options };
}

/** Text fields of a submitted modal by custom id; missing fields are simply absent. */
export function modalFields(i: ModalSubmitInteraction): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [id, f] of i.fields.fields) if ('value' in f && typeof f.value === 'string') out[id] = f.value;
  return out;
}

/** Parses with `schema`, turning the first issue into an InputError that names the field. */
export function parseInput<T extends z.ZodTypeAny>(schema: T, value: unknown): z.output<T> {
  const r = schema.safeParse(value);
  if (r.success) return r.data as z.output<T>;
  const issue = r.error.issues[0]!;
  const field = String(issue.path[0] ?? 'input').slice(0, 32);
  const absent = typeof value === 'object' && value !== null && !(String(issue.path[0]) in value);
  const reason = issue.code === 'too_big' ? 'too-long' : absent ? 'missing' : 'invalid';
  throw new InputError(field, reason);
}

/** The private answer to an InputError, in the user's language. */
export function inputErrorText(lang: Lang, err: InputError): string {
  switch (err.reason) {
    case 'too-long': return t(lang, 'input.tooLong', { field: err.field });
    case 'missing': return t(lang, 'input.missing', { field: err.field });
    case 'unknown-command': return t(lang, 'input.unknownCommand');
    case 'invalid': return t(lang, 'input.invalid', { field: err.field });
  }
}

/** Shortens user text for echoing it back inside a reply (names, lines), whatever its length. */
export function echo(text: string, max = 60): string {
  return forMessage(text, max);
}

/** The shape of a registry id; whether the game or format exists is `gameChoice`'s question (the registry's). */
export const GAME = z.string().regex(/^[a-z0-9-]{1,40}$/);
export const FORMAT = z.string().regex(/^[a-z0-9-]{1,40}$/);

/**
 * The game and format a command asked for, checked against the engine's registry (the command's choices come
 * from it, but a forged payload can send anything). The format defaults to the game's first one.
 */
export function gameChoice(engine: Pick<EnginePort, 'games'>, game: string | undefined, format: string | undefined): { game: GameId; format: FormatId } {
  const info = engine.games().find((g) => g.id === (game ?? 'fadalgia'));
  if (!info) throw new InputError('game', 'invalid');
  const f = format ?? info.formats[0]?.id;
  if (!f || !info.formats.some((x) => x.id === f)) throw new InputError('format', 'invalid');
  return { game: info.id, format: f };
}
