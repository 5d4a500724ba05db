/* Types for command-line.js (plain JS served to the browser as is; tested in Node). */
export const OPTION: Record<'SUB' | 'GROUP' | 'STRING' | 'INTEGER' | 'BOOLEAN' | 'USER' | 'CHANNEL' | 'ROLE' | 'MENTIONABLE' | 'NUMBER' | 'ATTACHMENT', number>;
export interface Named { name: string; name_localizations?: Record<string, string> | null; description?: string; description_localizations?: Record<string, string> | null }
export interface OptionDef extends Named { type: number; required?: boolean; autocomplete?: boolean; choices?: (Named & { value: string | number })[]; options?: OptionDef[]; min_value?: number; max_value?: number; min_length?: number; max_length?: number }
export interface CommandDef extends Named { type?: number; options?: OptionDef[] }
export interface Segment { def: OptionDef; nameStart: number; valueStart: number; end: number; raw: string }
export interface UserError { key: string; vars: Record<string, string> }
export type Context =
  | { type: 'none' }
  | { type: 'head'; candidates: (CommandDef | OptionDef)[]; replace: { start: number; end: number } }
  | { type: 'option-name'; candidates: OptionDef[]; replace: { start: number; end: number } }
  | { type: 'value'; def: OptionDef; replace: { start: number; end: number }; partial: string };
export interface ParsedLine {
  kind: 'message' | 'command';
  path?: (CommandDef | OptionDef)[];
  leaf?: CommandDef | OptionDef | null;
  options?: Segment[];
  missing?: OptionDef[];
  error?: UserError | null;
  context: Context;
}
export interface Lookup { users: { id: string; username: string; global_name?: string | null }[]; roles: { id: string; name: string }[]; channels: { id: string; name: string }[] }
export function langOf(locale: string | undefined): 'th' | 'en';
export function localName(o: Named, lang: string): string;
export function localDescription(o: Named, lang: string): string;
export function parseLine(text: string, caret: number, commands: CommandDef[]): ParsedLine;
export function parseFinal(text: string, commands: CommandDef[]): ParsedLine;
export function resolveOptions(parsed: ParsedLine, lookup: Lookup, lang: string, files?: Record<string, unknown>): { options: Record<string, unknown> } | { error: UserError };
export function resolveValue(def: OptionDef, raw: string, lookup: Lookup, lang: string, files?: Record<string, unknown>): { value: unknown } | { error: UserError };
export function findUser<U extends { id: string; username: string; global_name?: string | null }>(users: U[], raw: string): U | undefined;
export function autocompleteOptions(parsed: ParsedLine, focused: OptionDef, lookup: Lookup, lang: string): Record<string, unknown>;
export function commandPath(parsed: ParsedLine): string;
