/**
 * Fadalgia positions from data (core/scenario.ts), for tests, puzzles, judge tools and bug reports.
 *
 * Zones per seat: main (or deck), life, hand, grave, outer, field, mana — bottom first. Per card: `faceDown`
 * (mana zone: a Mana card, 406.3), `ctrl` (field / mana), `counters` (field, 612), `attachedTo` (an Item on a
 * unit, 302.2) and `state` { mode 'AT'|'DF', damage, since (304.3.1), empty (604.4), left (302.3 / 303.4), token,
 * modify: [{ at, df, until }] }. Per seat `state` { tokens, counters, pool, streamPlaced }. The Break
 * (`stack`, bottom first): a card ({ source, card, ctrl, targets }), an activated ability ({ source, ctrl,
 * ability: n }) or a trigger ({ ability: 'trigger:n' }). `step`: refresh, main-start (default), main,
 * cleanup-start, cleanup, cleanup-end; a Break or `priority` needs main or cleanup. `state.first`: the seat
 * that went first (101.2.2). `cards`: definitions for this match, parsed with the catalogue's own schema and kept
 * in its state (`extraCards`, read through cards/catalog.ts `inMatch`), never in the process catalogue.
 * A combat in progress (609), `state.combat`: { attackers: [names] (the attacking group, declared unit first),
 * target: a name or 'p0'/'p1', blockers: [{ unit, attacker }], stage: 'attack' (609.4.2 window), 'blocking'
 * (609.4.3: the DF player is asked for blockers), 'block' (609.5.2 window) or 'fight' (609.6 window) }; it
 * needs step main (the default with a combat) and priority, if given, in the stage's window. It is the position
 * after the declaration: the attack's triggers (609.4.1) are not queued again (describe them in `stack`).
 * `state.grant` on a field unit: keywords it gained for a duration ([{ keyword, until }], a timed effect).
 *
 * Every description is checked before anything is built: a bad one gives a RuleError naming the field.
 */
import { z } from 'zod';
import type { RuleError } from '../../core/api-types.js';
import { isSeed } from '../../core/rng.js';
import { fieldPath, scenarioError, type ScenarioBuilder, type ScenarioCard, type ScenarioDescription, type ScenarioResult } from '../../core/scenario.js';
import { t } from '../../core/text.js';
import { CARD_TYPE } from '../../terms/fadalgia.js';
import type { Seat } from '../../core/view-types.js';
import { CATALOG, inMatch } from './cards/catalog.js';
import { KEYWORDS } from './cards/keywords.js';
import { cardDefSchema, type CardDef } from './cards/schema.js';
import { type G, newId, other } from './ctx.js';
import { run } from './driver.js';
import { addTimed, addTimedStats } from './timed.js';
import { parseKeywordString } from './cards/schema.js';
import { buildCombat } from './scenario-combat.js';
import { type BreakEntry, type FState, type Obj, type PlayerState, SCHEMA_VERSION, type SeatZone, type Step } from './types.js';
import { emptyZones, ZONES } from './zones.js';
import { placeObject } from '../../core/zones.js';

const { unit: U, item: I, terrain: T } = CARD_TYPE;

const seat = z.union([z.literal(0), z.literal(1)]);
const int = z.number().int();
const name = z.string().min(1).max(40);
const element = z.enum(['fire', 'water', 'wind', 'earth', 'none']);

const cardState = z.object({
  mode: z.enum(['AT', 'DF']).optional(),
  damage: int.min(0).max(99).optional(),
  since: z.boolean().optional(),
  empty: z.boolean().optional(),
  left: int.min(1).max(99).nullable().optional(),
  token: z.enum(['summon', 'phantom']).optional(),
  modify: z.array(z.object({ at: int.min(-99).max(99), df: int.min(-99).max(99), until: z.enum(['turn', 'game']) }).strict()).max(10).optional(),
  grant: z.array(z.object({ keyword: name, until: z.enum(['turn', 'game']) }).strict()).max(10).optional(),
}).strict();
type CardState = z.infer<typeof cardState>;

const card = z.union([name, z.object({
  card: name, as: name.optional(), faceDown: z.boolean().optional(), ctrl: seat.optional(),
  counters: z.record(z.string().min(1).max(20), int.min(1).max(99)).optional(), attachedTo: name.optional(), state: cardState.optional(),
}).strict()]);

const seatSchema = z.object({
  name: z.string().max(64).optional(),
  zones: z.record(z.string(), z.array(card).max(200)),
  state: z.object({
    tokens: int.min(0).max(99).optional(),
    counters: z.record(z.string().min(1).max(40), int.min(0).max(99)).optional(),
    pool: z.partialRecord(element, int.min(0).max(99)).optional(),
    streamPlaced: int.min(0).max(1).optional(),
  }).strict().optional(),
}).strict();

const combatSchema = z.object({
  attackers: z.array(name).min(1).max(6),
  target: name,
  blockers: z.array(z.object({ unit: name, attacker: name }).strict()).max(6).optional(),
  stage: z.enum(['attack', 'blocking', 'block', 'fight']),
}).strict();

const STEPS = ['refresh', 'main-start', 'main', 'cleanup-start', 'cleanup', 'cleanup-end'] as const;
const descSchema = z.object({
  game: z.literal('fadalgia'),
  format: z.enum(['standard', 'starter-c']).optional(),
  seed: z.string().refine(isSeed, 'seed must be 64 lowercase hex characters').optional(),
  seats: z.tuple([seatSchema, seatSchema]),
  turn: int.min(1).max(999).optional(),
  active: seat.optional(),
  step: z.enum(STEPS).optional(),
  priority: z.object({ seat, window: z.enum(['main', 'cleanup', 'attack', 'block', 'fight']).optional() }).strict().optional(),
  stack: z.array(z.object({
    source: name, ctrl: seat, card: name.optional(),
    ability: z.union([int.min(0).max(9), z.string().regex(/^trigger:\d{1,2}$/, "an ability index, or 'trigger:n'")]).optional(),
    targets: z.array(name).max(3).optional(),
  }).strict()).max(20).optional(),
  cards: z.array(z.unknown()).max(100).optional(),
  state: z.object({ first: seat.optional(), combat: combatSchema.optional() }).strict().optional(),
}).strict();

/** The first issue, following a union into the branch that matched the input's shape. */
function firstIssue(issues: readonly z.core.$ZodIssue[], prefix: ReadonlyArray<PropertyKey> = []): { path: PropertyKey[]; message: string } {
  const i = issues[0]!;
  if (i.code === 'invalid_union' && i.errors.length) {
    const branch = i.errors.find((b) => !(b.length === 1 && b[0]!.code === 'invalid_type' && b[0]!.path.length === 0)) ?? i.errors[0]!;
    if (branch.length) return firstIssue(branch, [...prefix, ...i.path]);
  }
  return { path: [...prefix, ...i.path], message: i.message };
}

function zodError(issues: readonly z.core.$ZodIssue[], prefix: PropertyKey[] = []): RuleError {
  const { path, message } = firstIssue(issues, prefix);
  return scenarioError(fieldPath(path), '100.1', `ค่าไม่ถูกต้อง (${message})`, message);
}

// Match-only definitions live in the match's state (`extraCards`), never in the process catalogue: an id may
// never replace a printed card, and two matches may define one id differently without seeing each other's.
function checkCards(raw: unknown[]): Map<string, CardDef> | RuleError {
  const out = new Map<string, CardDef>();
  for (let i = 0; i < raw.length; i++) {
    const r = cardDefSchema.safeParse(raw[i]);
    if (!r.success) return zodError(r.error.issues, ['cards', i]);
    const c = r.data;
    const at = `cards[${i}]`;
    if (out.has(c.id)) return scenarioError(`${at}.id`, '100.1', `รหัสการ์ด ${c.id} ซ้ำ`, `card id ${c.id} is defined twice`);
    if (CATALOG.has(c.id)) return scenarioError(`${at}.id`, '100.1', `${c.id} เป็นการ์ดในแคตตาล็อกอยู่แล้ว`, `${c.id} is a catalogue card and cannot be redefined`);
    const kw = (c.keywords ?? []).findIndex((k) => !KEYWORDS.has(k));
    if (kw >= 0) return scenarioError(`${at}.keywords[${kw}]`, '606.5', `ไม่มีคีย์เวิร์ด ${c.keywords![kw]}`, `keyword ${c.keywords![kw]} is not registered`);
    out.set(c.id, c);
  }
  for (const [i, c] of [...out.values()].entries()) {
    for (const e of [...(c.effects ?? []), ...(c.triggers ?? []).flatMap((x) => x.effects), ...(c.activated ?? []).flatMap((x) => x.effects)]) {
      if (e.verb === 'summon' && !(out.get(e.token) ?? CATALOG.get(e.token))?.token) return scenarioError(`cards[${i}]`, '610.1', `เรียก Summon ที่ไม่รู้จัก ${e.token}`, `summons unknown token ${e.token}`);
    }
  }
  return out;
}

const ZONE_ORDER: readonly SeatZone[] = ['main', 'life', 'hand', 'grave', 'outer', 'field', 'mana'];
type Spec = Exclude<ScenarioCard, string>;

function emptyPlayer(): PlayerState {
  return { pool: {}, counters: {}, streamPlaced: 0 };
}

function blank(d: z.infer<typeof descSchema>): FState {
  const active = d.active ?? 0;
  const turn = d.turn ?? 3;
  return {
    schemaVersion: SCHEMA_VERSION, game: 'fadalgia', format: d.format ?? 'standard', matchId: 'scenario', version: 0, rng: { seed: d.seed ?? '5a'.repeat(32), counter: 0 },
    names: [d.seats[0].name ?? 'A', d.seats[1].name ?? 'B'], challenger: 0, nextId: 1, seq: 0, objs: {}, zones: emptyZones(), players: [emptyPlayer(), emptyPlayer()], turn, atSeat: active,
    firstSeat: d.state?.first ?? (turn % 2 === 1 ? active : other(active)), step: 'main-start', brk: [], prio: null, combat: null, attacked: [],
    prompt: null, work: [], triggers: [], effects: [], log: [], shuffles: [], result: null, setup: { reshuffleAsked: [0, 1] },
  };
}

/** Builds one card; returns a RuleError naming the field when the card cannot be where it is described. */
function place(g: G, def: (id: string) => CardDef | undefined, owner: Seat, zone: SeatZone, c: Spec, at: string): Obj | RuleError {
  const d = def(c.card);
  if (!d) return scenarioError(`${at}.card`, '100.1', `ไม่รู้จักการ์ด ${c.card}`, `unknown card ${c.card} (not in the catalogue nor in cards)`);
  const st: CardState = c.state ?? {};
  const onField = zone === 'field';
  const unit = onField && d.type === 'unit';
  const bad = (field: string, rule: string, th: string, en: string) => scenarioError(`${at}.${field}`, rule, th, en);
  if (c.faceDown !== undefined && zone !== 'mana') return bad('faceDown', '406.3', 'คว่ำได้เฉพาะการ์ดในโซนมานา', 'only a mana-zone card can be face down');
  if (c.ctrl !== undefined && !onField && zone !== 'mana') return bad('ctrl', '400.7', 'ผู้ควบคุมมีเฉพาะในสนามและโซนมานา', 'only field and mana-zone cards have a controller apart from the owner');
  if (c.counters && !onField) return bad('counters', '612.2', 'เคาน์เตอร์อยู่บนการ์ดในสนามเท่านั้น', 'counters exist only on the field');
  if (c.attachedTo !== undefined && !(onField && d.type === 'item' && d.attach === 'unit')) return bad('attachedTo', '302.2', `สวมใส่ได้เฉพาะ ${I.th} สวมใส่ในสนาม`, `only an ${I.en} that attaches to a ${U.en}, on the field, is attached`);
  for (const k of ['mode', 'damage', 'modify', 'grant'] as const) if (st[k] !== undefined && !unit) return bad(`state.${k}`, '304.1', `ใช้ได้กับ ${U.th} ในสนามเท่านั้น`, `applies to ${U.enMany!} on the field only`);
  if (st.since !== undefined && !onField) return bad('state.since', '304.3.1', 'ใช้ได้กับการ์ดในสนามเท่านั้น', 'applies to field cards only');
  if (st.empty !== undefined && zone !== 'mana') return bad('state.empty', '604.4', 'Active/Empty มีเฉพาะในโซนมานา', 'Active / Empty applies to mana-zone cards only');
  if (st.left !== undefined && !(onField && (d.type === 'item' || d.type === 'terrain'))) return bad('state.left', '302.3', `นับเทิร์นได้เฉพาะ ${I.th} และ ${T.th} ในสนาม`, `turns left apply to ${I.enMany!} and ${T.en} cards on the field only`);
  const token = st.token ?? d.token;
  if (token && !onField) return bad(st.token ? 'state.token' : 'card', '610.4', 'Summon/Phantom มีอยู่ได้เฉพาะในสนาม', 'a Summon / Phantom exists only on the field');
  const ctrl = c.ctrl ?? owner;
  const o: Obj = { id: newId(g), card: c.card, owner, ctrl, zone };
  if (unit) {
    o.mode = st.mode ?? 'AT';
    if (st.damage) o.dmg = st.damage;
    for (const m of st.modify ?? []) addTimedStats(g, o.id, m.at, m.df, m.until);
    for (const [i, k] of (st.grant ?? []).entries()) {
      if (!KEYWORDS.has(parseKeywordString(k.keyword)?.k ?? k.keyword)) return bad(`state.grant[${i}].keyword`, '606.5', `ไม่มีคีย์เวิร์ด ${k.keyword}`, `keyword ${k.keyword} is not registered`);
      addTimed(g, o.id, { k: 'grant', keyword: k.keyword }, k.until);
    }
  }
  if (onField) {
    o.since = st.since ?? true;
    o.ts = g.s.seq++;
    if (c.counters) o.ctr = { ...c.counters };
    if (token) o.token = token;
    if (d.type === 'item' || d.type === 'terrain') o.left = st.left === undefined ? (d.duration ?? null) : st.left;
  }
  if (zone === 'mana') {
    o.faceDown = !!c.faceDown;
    o.empty = st.empty ?? false;
  }
  return placeObject(ZONES, g.s, o);
}

function stackEntry(g: G, def: (id: string) => CardDef, named: Record<string, string>, it: NonNullable<ScenarioDescription['stack']>[number], at: string): BreakEntry | RuleError {
  const targets: string[] = [];
  for (const [k, n] of (it.targets ?? []).entries()) {
    const ref = n === 'p0' || n === 'p1' ? n : named[n];
    if (!ref) return scenarioError(`${at}.targets[${k}]`, '602.1', `ไม่มีการ์ดชื่อ ${n}`, `no card named ${n} (use an "as" name, or p0 / p1 for a player)`);
    targets.push(ref);
  }
  const id = `b${++g.s.seq}`;
  if (it.card !== undefined) {
    if (it.ability !== undefined) return scenarioError(`${at}.ability`, '407.1', 'การ์ดบน Break ไม่มี ability', 'a card on the Break takes no ability');
    if (named[it.source]) return scenarioError(`${at}.source`, '100.1', `ชื่อ ${it.source} ซ้ำ`, `the name ${it.source} is already used`);
    const d = def(it.card);
    if (!d) return scenarioError(`${at}.card`, '100.1', `ไม่รู้จักการ์ด ${it.card}`, `unknown card ${it.card}`);
    if (d.token) return scenarioError(`${at}.card`, '610.4', 'Summon/Phantom ไม่ถูกร่าย', 'a Summon / Phantom is never cast');
    const o: Obj = placeObject(ZONES, g.s, { id: newId(g), card: it.card, owner: it.ctrl, ctrl: it.ctrl, zone: 'break' });
    named[it.source] = o.id;
    return { id, kind: 'card', ctrl: it.ctrl, src: o.id, srcCardId: o.card, targets, label: d.name };
  }
  const src = named[it.source];
  if (!src) return scenarioError(`${at}.source`, '100.1', `ไม่มีการ์ดชื่อ ${it.source}`, `no card named ${it.source}`);
  const o = g.s.objs[src]!;
  const d = def(o.card);
  if (it.ability === undefined) return scenarioError(`${at}.ability`, '407.1', 'ระบุ card หรือ ability', 'give card (a card on the Break) or ability (an ability of the source)');
  if (typeof it.ability === 'number') {
    const a = d.activated?.[it.ability];
    if (!a) return scenarioError(`${at}.ability`, '606.3', `${d.name.en} ไม่มีความสามารถที่ ${it.ability}`, `${d.name.en} has no activated ability ${it.ability}`);
    if (o.zone !== (a.zone ?? 'field') || o.ctrl !== it.ctrl) return scenarioError(`${at}.source`, '606.3.2', 'ผู้ควบคุมต้องใช้จากโซนของความสามารถ', `the ability is used by its controller from the ${a.zone ?? 'field'}`);
    (o.busy ??= []).push(it.ability); // 606.3.3
    return { id, kind: 'ability', ctrl: it.ctrl, src, srcCardId: o.card, idx: it.ability, targets, label: t(`${d.name.th}: ${a.text.th}`, `${d.name.en}: ${a.text.en}`) };
  }
  const idx = Number(it.ability.slice('trigger:'.length));
  const tr = d.triggers?.[idx];
  if (!tr) return scenarioError(`${at}.ability`, '606.4', `${d.name.en} ไม่มี trigger ที่ ${idx}`, `${d.name.en} has no trigger ${idx}`);
  return { id, kind: 'trigger', ctrl: it.ctrl, src, srcCardId: o.card, idx, targets, label: t(`${d.name.th}: ${tr.text.th}`, `${d.name.en}: ${tr.text.en}`) };
}

export function buildFadalgia(input: ScenarioDescription): ScenarioResult<FState> | RuleError {
  const parsed = descSchema.safeParse(input);
  if (!parsed.success) return zodError(parsed.error.issues);
  const desc = parsed.data;
  const local = checkCards(desc.cards ?? []);
  if (!(local instanceof Map)) return local;
  const s = blank(desc);
  if (local.size) s.extraCards = Object.fromEntries(local);
  return inMatch(s, () => fill(desc, s, local));
}

function fill(desc: z.infer<typeof descSchema>, s: FState, local: Map<string, CardDef>): ScenarioResult<FState> | RuleError {
  const def = (id: string) => local.get(id) ?? CATALOG.get(id);
  const g: G = { s, ev: [] };
  const named: Record<string, string> = {};
  const attach: Array<[string, string, string]> = [];
  for (const p of [0, 1] as Seat[]) {
    const zones = desc.seats[p].zones;
    const unknown = Object.keys(zones).find((z) => z !== 'deck' && !ZONE_ORDER.includes(z as SeatZone));
    if (unknown !== undefined) return scenarioError(`seats[${p}].zones.${unknown}`, '400.1', `ไม่มีโซน ${unknown}`, `no zone ${unknown} (zones: deck or main, ${ZONE_ORDER.slice(1).join(', ')})`);
    if (zones.deck && zones.main) return scenarioError(`seats[${p}].zones.deck`, '400.1', 'deck กับ main คือโซนเดียวกัน', 'deck and main are the same zone: give one');
    for (const zone of ZONE_ORDER) {
      const key = zone === 'main' && zones.deck ? 'deck' : zone;
      for (const [i, c] of (zones[key] ?? []).entries()) {
        const at = `seats[${p}].zones.${key}[${i}]`;
        const spec: Spec = typeof c === 'string' ? { card: c } : c;
        const o = place(g, def, p, zone, spec, at);
        if ('code' in o) return o;
        if (spec.as !== undefined) {
          if (named[spec.as]) return scenarioError(`${at}.as`, '100.1', `ชื่อ ${spec.as} ซ้ำ`, `the name ${spec.as} is already used`);
          named[spec.as] = o.id;
        }
        if (spec.attachedTo !== undefined) attach.push([o.id, spec.attachedTo, `${at}.attachedTo`]);
      }
    }
    const st = desc.seats[p].state ?? {};
    const pl = s.players[p];
    if (st.tokens !== undefined) pl.tokens = st.tokens;
    if (st.counters) pl.counters = { ...st.counters };
    if (st.pool) pl.pool = { ...st.pool };
    if (st.streamPlaced !== undefined) pl.streamPlaced = st.streamPlaced;
  }
  for (const [item, to, at] of attach) {
    const u = named[to] === undefined ? undefined : s.objs[named[to]];
    if (!u || u.zone !== 'field' || def(u.card)!.type !== 'unit') return scenarioError(at, '302.2', `${to} ไม่ใช่ ${U.th} ในสนาม`, `${to} is not a ${U.en} on the field`);
    s.objs[item]!.att = u.id;
  }
  for (const [i, it] of (desc.stack ?? []).entries()) {
    const e = stackEntry(g, (id) => def(id)!, named, it, `stack[${i}]`);
    if ('code' in e) return e;
    s.brk.push(e);
  }
  const fight = desc.state?.combat;
  const windowed = s.brk.length > 0 || desc.priority !== undefined || fight !== undefined;
  const pw = desc.priority?.window;
  const step: Step = desc.step ?? (windowed ? (!fight && pw === 'cleanup' ? 'cleanup' : 'main') : 'main-start');
  if (windowed && step !== 'main' && step !== 'cleanup') return scenarioError('step', '601.1', 'Break หรือสิทธิ์ต้องอยู่ใน main หรือ cleanup', 'a Break or a priority holder needs step main or cleanup');
  s.step = step;
  if (fight) {
    if (step !== 'main') return scenarioError('step', '609.1', 'การต่อสู้เกิดใน Main Phase เท่านั้น', 'a combat happens in the Main phase only (step main)');
    const err = buildCombat(g, fight, named, desc.priority);
    if (err) return err;
  } else if (desc.priority?.window !== undefined && desc.priority.window !== step) {
    return scenarioError('priority.window', '601.1', `หน้าต่างต้องตรงกับ step (${step})`, `the window must be the step (${step})`);
  }
  if (!fight && (step === 'main' || step === 'cleanup')) {
    // 601.6 / 605.2.4 / 606.3.2.5: after something is put on the Break, its controller's opponent gets priority.
    const top = s.brk.at(-1);
    s.prio = { seat: desc.priority?.seat ?? (top ? other(top.ctrl) : s.atSeat), passes: 0, window: step };
  }
  run(g);
  return { state: s, id: (n) => named[n] ?? (() => { throw new Error(`scenario: no card named ${n}`); })() };
}

export const fadalgiaScenario: ScenarioBuilder<FState> = { build: buildFadalgia };
