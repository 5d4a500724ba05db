/**
 * Current values of a card through the kernel's layers: printed values; the Combination option ("set",
 * 512.9); continuous abilities (own text, Growth box while in the Growth state, Progress box while
 * Progressed, attached/PA Mystics — 602.1.5, always the source's current state); timed effects; curses
 * and keyword permissions. Negative costs are paid as 0 (§2.3).
 */
import { can, characteristics, timedEffectsOn, type AppliedEffect, type Characteristics, type DurationWorld, type KObject } from '../../core/kernel.js';
import { def, sealDef } from './cards/catalog.js';
import { keywordEffects } from './hooks.js';
import type { SealDef, SmState, StaticDef } from './types.js';
import { data, fieldMystics, obj } from './zones.js';

// One DurationWorld per state object: its functions read the state live, so it stays right as the state changes.
const worlds = new WeakMap<SmState, DurationWorld>();

export function world(s: SmState): DurationWorld {
  let w = worlds.get(s);
  if (!w) {
    w = {
      exists: (id) => !!s.zones.objs[id],
      onField: (id) => s.zones.objs[id]?.zone === 'field',
      attachedTo: (id) => s.zones.objs[id]?.attachedTo ?? null,
    };
    worlds.set(s, w);
  }
  return w;
}

/**
 * Characteristics computed once per object while a read-only question is answered (the priority options, a
 * view): `readOnly` runs `fn` with a memo that is dropped when it returns. Nothing may change the state inside.
 */
let memo: Map<string, Characteristics> | null = null;

export function readOnly<T>(fn: () => T): T {
  if (memo) return fn();
  memo = new Map();
  try {
    return fn();
  } finally {
    memo = null;
  }
}

/** 601.1.5 (§15 q10): a Support's abilities are off; "cancel abilities" effects switch them off too. */
export function abilitiesOff(s: SmState, id: string): boolean {
  const o = s.zones.objs[id];
  if (!o) return true;
  if (data(o).supportOf) return true;
  return timedEffectsOn(s.effects, id, world(s)).some((e) => e.op.k === 'forbid' && e.op.what === 'abilities');
}

/** The continuous-ability lines that apply now (own text, boxes by state). */
export function staticsOf(s: SmState, id: string): StaticDef[] {
  const o = obj(s, id);
  const d = sealDef(s, o.card);
  if (!d || abilitiesOff(s, id)) return [];
  const out = [...d.statics];
  if (data(o).growth && d.growth?.statics) out.push(...d.growth.statics);
  if (data(o).progressed && d.progress?.statics) out.push(...d.progress.statics);
  return out;
}

export function keywordsOf(s: SmState, id: string): string[] {
  const o = s.zones.objs[id];
  const d = o && sealDef(s, o.card);
  if (!o || !d || abilitiesOff(s, id)) return [];
  return Object.keys(d.keywords);
}

export function chars(s: SmState, id: string): Characteristics {
  const hit = memo?.get(id);
  if (hit) return hit;
  const c = computeChars(s, id);
  memo?.set(id, c);
  return c;
}

function computeChars(s: SmState, id: string): Characteristics {
  const o = obj(s, id);
  const d = def(s, o.card);
  if (d.kind === 'mystic') return characteristics({ stats: { castMp: d.mp }, keywords: [] }, []);
  const od = data(o);
  const eff: AppliedEffect[] = [];
  const opt = od.combo ? d.combos.find((c) => c.id === od.combo) : undefined;
  if (opt) for (const st of ['at', 'df', 'sp', 'atkMp'] as const) if (opt[st] !== undefined) eff.push({ op: { k: 'set', stat: st, to: opt[st]! }, ts: 0 });
  for (const st of staticsOf(s, id)) eff.push({ op: { k: 'modify', stat: st.stat, by: st.by }, ts: 0 });
  // PS Mystics on this Seal (whoever controls them: a Charmed Seal keeps its owner's), PA Mystics of its
  // controller, and PM Mystics through the host they strengthen.
  for (const m of fieldMystics(s)) {
    const md = def(s, m.card);
    if (md.kind !== 'mystic' || !reaches(s, m, md.attach, id, o.ctrl)) continue;
    for (const st of md.statics) eff.push({ op: { k: 'modify', stat: st.stat, by: st.by }, ts: m.ts });
  }
  eff.push(...timedEffectsOn(s.effects, id, world(s)));
  for (const c of od.curses ?? []) {
    if (c.kind === 'dimension') for (const what of ['attack', 'skill', 'combine', 'break', 'line']) eff.push({ op: { k: 'forbid', what }, ts: 0 });
    if (c.kind === 'charm') for (const what of ['combine', 'break']) eff.push({ op: { k: 'forbid', what }, ts: 0 });
    if (c.kind === 'stone') for (const what of ['attack', 'skill', 'combine', 'break', 'line']) eff.push({ op: { k: 'forbid', what }, ts: 0 });
    if (c.kind === 'freeze') for (const what of ['attack', 'line']) eff.push({ op: { k: 'forbid', what }, ts: 0 });
    if (c.swapAtDf) eff.push({ op: { k: 'override', what: 'swap-at-df', value: '1' }, ts: 0 });
  }
  eff.push(...keywordEffects(s, id, keywordsOf(s, id)));
  const printed = { stats: { at: d.at, df: d.df, sp: d.sp, atkMp: d.atkMp, castMp: d.castMp, level: d.level }, keywords: keywordsOf(s, id) };
  const c = characteristics(printed, eff);
  if (c.overrides['swap-at-df']) [c.stats.at, c.stats.df] = [c.stats.df!, c.stats.at!];
  return c;
}

/** Whether Mystic `m` (attach kind `attach`) changes Seal `id` controlled by `ctrl`. */
function reaches(s: SmState, m: KObject, attach: string, id: string, ctrl: 0 | 1): boolean {
  if (attach === 'PS') return m.attachedTo === id;
  if (attach === 'PA') return m.ctrl === ctrl;
  if (attach !== 'PM' || !m.attachedTo) return false;
  const host = s.zones.objs[m.attachedTo];
  const hd = host && def(s, host.card);
  return !!hd && hd.kind === 'mystic' && hd.attach !== 'PM' && reaches(s, host!, hd.attach, id, ctrl);
}

export const stat = (s: SmState, id: string, k: 'at' | 'df' | 'sp' | 'atkMp' | 'castMp' | 'level'): number => chars(s, id).stats[k] ?? 0;

/** Sp is clamped to 0–5 for comparison (§9.5). */
export const combatSp = (s: SmState, id: string): number => Math.max(0, Math.min(5, stat(s, id, 'sp')));

/** A cost that computes below 0 is paid as 0 (§2.3). */
export const cost = (n: number): number => Math.max(0, n);

export function may(s: SmState, id: string, what: string): boolean {
  return can(chars(s, id), what, true);
}

export function printed(s: SmState, id: string): SealDef {
  const d = sealDef(s, obj(s, id).card);
  if (!d) throw new Error('engine bug: not a Seal');
  return d;
}
