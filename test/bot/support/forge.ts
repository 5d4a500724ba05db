/**
 * Forged and malformed interactions through the real emulator: a legitimate control call (slash, click,
 * select, modal) is made, and the INTERACTION_CREATE payload it produces is rewritten on its way to the
 * gateway. The emulator still tracks the interaction (acknowledgement, 3 s rule, replies), so the bot is
 * judged exactly as Discord would judge it; only the payload lies.
 */
import type { Emulator, InteractionOutcome } from '../../../src/emulator/index.js';

export type Json = Record<string, unknown>;

/** Rewrites the next INTERACTION_CREATE payload with `transform` (which may mutate and return nothing). */
export function forgeNext(emu: Emulator, transform: (payload: Json) => Json | void): void {
  const gw = emu.gateway as unknown as { dispatch: (t: string, d: Json, intent?: number) => void };
  const original = Object.getPrototypeOf(gw).dispatch as (t: string, d: Json, intent?: number) => void;
  gw.dispatch = function patched(t: string, d: Json, intent?: number) {
    if (t !== 'INTERACTION_CREATE') return original.call(this, t, d, intent);
    delete (gw as { dispatch?: unknown }).dispatch;
    const copy = structuredClone(d);
    return original.call(this, t, transform(copy) ?? copy, intent);
  };
}

/** Runs `act` with its payload rewritten by `transform`. */
export async function forged(emu: Emulator, transform: (payload: Json) => Json | void, act: () => Promise<InteractionOutcome>): Promise<InteractionOutcome> {
  forgeNext(emu, transform);
  try {
    return await act();
  } finally {
    delete (emu.gateway as unknown as { dispatch?: unknown }).dispatch;
  }
}

/** The leaf options of a slash payload (inside subcommand wrappers). */
export function leafOptions(payload: Json): Json[] {
  let opts = ((payload.data as Json).options as Json[] | undefined) ?? [];
  while (opts.length === 1 && (opts[0]!.type === 1 || opts[0]!.type === 2)) opts = (opts[0]!.options as Json[] | undefined) ?? [];
  return opts;
}

export function setOption(payload: Json, name: string, value: unknown, type?: number): void {
  const leaf = leafOptions(payload);
  const o = leaf.find((x) => x.name === name);
  if (o) { o.value = value; if (type !== undefined) o.type = type; return; }
  // Add it next to the others (inside the subcommand).
  let holder = (payload.data as Json);
  while (((holder.options as Json[] | undefined) ?? []).length === 1 && [1, 2].includes(((holder.options as Json[])[0]!).type as number)) holder = (holder.options as Json[])[0]!;
  ((holder.options ??= []) as Json[]).push({ name, type: type ?? 3, value });
}

export const INTERNAL = /Something went wrong inside the bot|เกิดข้อผิดพลาดภายใน/;
export const STACK = /\bat \S+ \(|\.ts:\d+|\.js:\d+|TypeError|ReferenceError|DiscordAPIError/;
