/**
 * What a member may send: select values checked against the menu, resolved users/roles/channels,
 * and modal answers checked against each input's required/min/max, before the bot sees them.
 */
import { EmulatorControlError } from './control-errors.js';
import type { OpenModal } from './interactions.js';
import { channelPayload, memberPayloadFor } from './payloads.js';
import type { EmulatorState } from './state.js';
import type { Json } from './types.js';
import { rolePayload, userPayload } from './users.js';

export function checkSelectValues(comp: Json, values: string[]): void {
  const min = (comp.min_values as number | undefined) ?? 1;
  const max = (comp.max_values as number | undefined) ?? 1;
  if (values.length < min || values.length > max) throw new EmulatorControlError(`"${String(comp.custom_id)}" takes ${min}–${max} values, got ${values.length}`);
  if (comp.type === 3) {
    const allowed = ((comp.options as Json[] | undefined) ?? []).map((o) => o.value);
    const bad = values.find((v) => !allowed.includes(v));
    if (bad !== undefined) throw new EmulatorControlError(`"${bad}" is not an option of "${String(comp.custom_id)}"`);
  }
}

export function resolveSelectValues(state: EmulatorState, type: number, values: string[]): Json | undefined {
  if (type === 3) return undefined;
  const resolved: Record<string, Json> = {};
  for (const v of values) {
    const member = state.member(v);
    const role = state.roles.find((r) => r.id === v);
    const channel = state.channel(v);
    if ((type === 5 || type === 7) && member) {
      (resolved.users ??= {})[v] = userPayload(member.user);
      (resolved.members ??= {})[v] = memberPayloadFor(state, member);
    } else if ((type === 6 || type === 7) && role) {
      (resolved.roles ??= {})[v] = rolePayload(state.guildId, role, state.roles.indexOf(role));
    } else if (type === 8 && channel) {
      (resolved.channels ??= {})[v] = channelPayload(state, channel);
    } else {
      throw new EmulatorControlError(`"${v}" is not a valid value for a select of type ${type}`);
    }
  }
  return resolved;
}

export function modalComponents(modal: OpenModal, fields: Record<string, string | string[]>): Json[] {
  const known = new Set<string>();
  const answer = (input: Json): Json => {
    const id = String(input.custom_id);
    known.add(id);
    const raw = fields[id];
    if (input.type !== 4) {
      const values = raw === undefined ? [] : ([] as string[]).concat(raw);
      if (input.required !== false || values.length > 0) checkSelectValues(input, values);
      return { type: input.type, id: input.id, custom_id: id, values };
    }
    const value = raw === undefined ? String(input.value ?? '') : String(raw);
    const len = [...value].length;
    if (input.required !== false && len === 0) throw new EmulatorControlError(`field "${id}" is required`);
    if (len > 0 && input.min_length !== undefined && len < Number(input.min_length)) throw new EmulatorControlError(`field "${id}" needs at least ${String(input.min_length)} characters`);
    if (input.max_length !== undefined && len > Number(input.max_length)) throw new EmulatorControlError(`field "${id}" allows at most ${String(input.max_length)} characters`);
    return { type: 4, id: input.id, custom_id: id, value };
  };
  const out: Json[] = [];
  for (const [i, row] of ((modal.data.components as Json[] | undefined) ?? []).entries()) {
    const rowId = row.id ?? i + 1;
    if (row.type === 1) out.push({ type: 1, id: rowId, components: ((row.components as Json[] | undefined) ?? []).map(answer) });
    else if (row.type === 18) out.push({ type: 18, id: rowId, component: answer(row.component as Json) });
    else out.push({ type: row.type, id: rowId });
  }
  const unknown = Object.keys(fields).find((k) => !known.has(k));
  if (unknown) throw new EmulatorControlError(`the modal has no field "${unknown}"`);
  return out;
}
