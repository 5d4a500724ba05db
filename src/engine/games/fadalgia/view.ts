/**
 * viewFor (the only way state leaves the engine for display): closed zones (hand, piles, face-down
 * mana) become counts, except a seat's own hand in its own view. The seed, shuffle secrets, prompt
 * contexts and other seats' prompt options never appear.
 */
import type { Redacted, Seat, Viewer } from '../../core/view-types.js';
import { type G, defOf, pl } from './ctx.js';
import { stats } from './stats.js';
import { statics } from './continuous.js';
import type { AttachmentView, BreakEntryView, CardFace, CombatView, FadalgiaBoard, FadalgiaView, ManaCardView, PlayerBoardView, PublicLogLine, UnitView } from './view-types.js';
import type { Combat, FState, Obj } from './types.js';
import type { CardDef } from './cards/schema.js';
import { ZONES, zoneOf } from './zones.js';
import { CASTING_HIDDEN, hiddenCastOf } from './ask.js';
import { canSee } from '../../core/zones.js';

/**
 * A definition's printed subtypes (with its guild) and timing marks, made once per definition and frozen:
 * every face of that card shares them, as it already shares the definition's name and text.
 */
const printed = new WeakMap<CardDef, { subtypes: string[]; timing: Array<'AT' | 'DF'> | undefined }>();
function printedLists(d: CardDef): { subtypes: string[]; timing: Array<'AT' | 'DF'> | undefined } {
  let l = printed.get(d);
  if (!l) {
    const subtypes = Object.freeze(d.guild ? [...d.subtypes, `Guild: ${d.guild}`] : [...d.subtypes]) as string[];
    const timing = d.timing ? Object.freeze([...d.timing]) as Array<'AT' | 'DF'> : undefined;
    printed.set(d, (l = { subtypes, timing }));
  }
  return l;
}

/**
 * Writes a card's face into `f`, in the key order of a `CardFace` literal. Units and attachments are faces
 * plus more fields: filling one object, rather than spreading a face into a new literal, was most of the cost
 * of a view (a spread over faces of several shapes is V8's slow generic copy).
 */
function fillFace<T extends CardFace>(f: T, o: Obj, d: CardDef): T {
  const lists = printedLists(d);
  f.objectId = o.id; f.cardId = d.id; f.name = d.name; f.type = d.type;
  f.subtypes = lists.subtypes;
  f.element = d.element; f.cost = d.cost; f.mana = d.mana; f.text = d.text; f.owner = o.owner;
  if (d.at !== undefined) f.at = d.at;
  if (d.df !== undefined) f.df = d.df;
  if (lists.timing) f.timing = lists.timing;
  if (d.duration !== undefined) f.duration = d.duration;
  if (d.manual) f.manual = true;
  return f;
}

/**
 * Faces kept per object. An object keeps its card and owner (a move makes a new object, 400.5), and the
 * objects off the field and out of the mana zone (grave, outer pile, hand) are shared by every later state
 * (clone-state.ts), so their faces are built once, not three times per action. Frozen: every later view shares
 * them. The card and owner are checked anyway, for a state edited in place outside apply (a test, a sample).
 */
const faces = new WeakMap<Obj, CardFace>();
/**
 * Faces by object id, for the objects copied on every action (field and Mana zone, clone-state.ts), whose copy
 * is a new key above: a face is the same for the same id, card, owner and definition (its printed lists are
 * made once per definition, so they tell the definition), whichever copy or match it comes from. One per id:
 * matches sharing an id only make each other build a face again.
 */
const facesById = new Map<string, CardFace>();

function face(o: Obj): CardFace {
  const f = faces.get(o);
  if (f && f.cardId === o.card && f.owner === o.owner) return f;
  const d = defOf(o);
  const byId = facesById.get(o.id);
  // Not remembered for `o` itself: a copied object is copied again next action.
  if (byId && byId.cardId === o.card && byId.owner === o.owner && byId.subtypes === printedLists(d).subtypes && byId.name === d.name && byId.text === d.text) return byId;
  const made = Object.freeze(fillFace({} as CardFace, o, d));
  faces.set(o, made);
  facesById.set(o.id, made);
  return made;
}

/**
 * The parts of a match's views as last built, by match id (the most recent MAX_MATCHES): a unit, attachment
 * or Mana card whose values did not change since is the same frozen object as before, and a list whose
 * members are all the same is the same frozen list. Later views share them, as they share faces, and the JSON
 * writer (view-json.ts) finds them already written. Each is checked against the state's values before it is
 * reused, so a state from another copy or a rewind gets the right parts, only newly made.
 */
interface PartMemo {
  units: Map<string, UnitView>; atts: Map<string, AttachmentView>; manas: Map<string, ManaCardView>; lists: Array<readonly unknown[] | undefined>;
  /** Each seat's board as last built, by boardSlot: most actions leave a board as it was (a pass, an answer). */
  boards: Array<PlayerBoardView | undefined>;
  /** The state's recent log lines last shown, and their shown copies (commonOf): the next list shares all but its newest. */
  recent?: { from: readonly FState['log'][number][]; shown: readonly PublicLogLine[] };
}
const partMemos = new Map<string, PartMemo>();
const MAX_MATCHES = 256;
/** Units, attachments and Mana cards kept per match before the oldest are dropped (ids that left the field). */
const MAX_PARTS = 512;

function partsOf(g: G): PartMemo {
  const id = g.s.matchId;
  let m = partMemos.get(id);
  if (m) {
    partMemos.delete(id);
  } else {
    m = { units: new Map(), atts: new Map(), manas: new Map(), lists: [], boards: [] };
    if (partMemos.size >= MAX_MATCHES) partMemos.delete(partMemos.keys().next().value!);
  }
  partMemos.set(id, m);
  return m;
}

function remember<V>(map: Map<string, V>, key: string, v: V): V {
  map.delete(key);
  map.set(key, v);
  if (map.size > MAX_PARTS) map.delete(map.keys().next().value!);
  return v;
}

/** Slots of PartMemo.lists, per seat. */
const L_GRAVE = 0; const L_OUTER = 1; const L_HAND = 2; const L_UNITS = 3; const L_FIELD_ITEMS = 4; const L_MANA = 5; // 5, 6: public, own (manaFor)
const L_PER_SEAT = 8;

/** `xs`, or the same frozen list as last time in this slot when every member is the same. */
function sameList<T>(m: PartMemo, slot: number, xs: T[]): T[] {
  const prev = m.lists[slot];
  if (prev && prev.length === xs.length) {
    let i = 0;
    while (i < xs.length && prev[i] === xs[i]) i++;
    if (i === xs.length) return prev as T[];
  }
  m.lists[slot] = Object.freeze(xs);
  return xs;
}

/** The face `f` printed of `o` (same object, card, owner and definition: fillFace's values). */
function printsAs(f: CardFace, o: Obj, d: CardDef): boolean {
  return f.objectId === o.id && f.cardId === o.card && f.owner === o.owner && f.text === d.text && f.name === d.name && f.subtypes === printedLists(d).subtypes;
}

function attachment(o: Obj, m: PartMemo): AttachmentView {
  const d = defOf(o);
  const prev = m.atts.get(o.id);
  if (prev && printsAs(prev, o, d) && prev.turnsLeft === (o.left ?? null) && prev.attachedTo === (o.att ?? null) && prev.controller === o.ctrl) return prev;
  const a = fillFace({} as AttachmentView, o, d);
  a.turnsLeft = o.left ?? null; a.attachedTo = o.att ?? null; a.controller = o.ctrl;
  return remember(m.atts, o.id, Object.freeze(a));
}

/** `c` has the entries of `ctr`, in its order (what `{ ...ctr }` would make). */
function sameCounters(c: Record<string, number>, ctr: Record<string, number> | undefined): boolean {
  const have = Object.keys(c);
  const want = ctr ? Object.keys(ctr) : [];
  if (have.length !== want.length) return false;
  for (let i = 0; i < want.length; i++) if (have[i] !== want[i] || c[want[i]!] !== ctr![want[i]!]) return false;
  return true;
}

/** Same members, in the same order. */
function sameMembers(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function unit(g: G, o: Obj, fx: ReturnType<typeof statics>, field: Obj[], m: PartMemo): UnitView {
  const d = defOf(o);
  const st = stats(g, o, fx);
  const items = field.filter((i) => i.att === o.id).map((i) => attachment(i, m));
  const prev = m.units.get(o.id);
  if (prev && printsAs(prev, o, d) && prev.mode === (o.mode ?? 'AT') && prev.currentAt === st.at && prev.currentDf === st.df && prev.damage === (o.dmg ?? 0)
    && sameCounters(prev.counters, o.ctr) && prev.canAttackByAge === !!o.since && sameMembers(prev.items, items) && prev.controller === o.ctrl && prev.summon === o.token) return prev;
  const u = fillFace({} as UnitView, o, d);
  u.mode = o.mode ?? 'AT'; u.currentAt = st.at; u.currentDf = st.df; u.damage = o.dmg ?? 0;
  u.counters = Object.freeze({ ...(o.ctr ?? {}) }); u.canAttackByAge = !!o.since; u.items = Object.freeze(items) as AttachmentView[]; u.controller = o.ctrl;
  if (o.token) u.summon = o.token;
  return remember(m.units, o.id, Object.freeze(u));
}

/**
 * A seat's board as every viewer sees it (the spectator, and the other seat unless it sees a face-down Mana
 * card of this seat as its owner): no hand, face-down Mana cards as `hidden-<seat>-<i>`.
 */
function publicPlayer(g: G, seat: Seat, fx: ReturnType<typeof statics>, m: PartMemo): PlayerBoardView {
  const p = pl(g, seat);
  const field = objsOf(g, zoneOf(g.s, seat, 'field'));
  const units = sameList(m, seat * L_PER_SEAT + L_UNITS, field.filter((o) => defOf(o).type === 'unit').map((o) => unit(g, o, fx, field, m)));
  const terrain = field.find((o) => defOf(o).type === 'terrain');
  const base = seat * L_PER_SEAT;
  const view: PlayerBoardView = {
    seat, name: g.s.names[seat], role: g.s.atSeat === seat ? 'AT' : 'DF', mainCount: zoneOf(g.s, seat, 'main').length, lifeCount: zoneOf(g.s, seat, 'life').length,
    handCount: zoneOf(g.s, seat, 'hand').length, grave: sameList(m, base + L_GRAVE, objsOf(g, zoneOf(g.s, seat, 'grave')).map(face)),
    outer: sameList(m, base + L_OUTER, objsOf(g, zoneOf(g.s, seat, 'outer')).map(face)), units,
    terrain: terrain ? attachment(terrain, m) : null,
    fieldItems: sameList(m, base + L_FIELD_ITEMS, field.filter((o) => defOf(o).type === 'item' && defOf(o).attach === 'field').map((o) => attachment(o, m))),
    mana: manaFor(g, seat, 'spectator', m), pool: { ...p.pool }, counters: { ...p.counters }, streamPlacedThisTurn: p.streamPlaced > 0,
  };
  if (p.tokens !== undefined) view.lifeTokens = p.tokens;
  if (p.tarot?.length) view.tarotNames = [...p.tarot];
  return sameBoard(m, boardSlot(seat, 'spectator'), view);
}

/** Slots of PartMemo.boards: per seat, the public board and the one each seat sees of it. */
const boardSlot = (seat: Seat, viewer: Viewer) => seat * 3 + (viewer === 'spectator' ? 2 : viewer);

/** Same keys in the same order with the same values (a board's pool or counters). */
function sameValues(a: Readonly<Record<string, number | undefined>>, b: Readonly<Record<string, number | undefined>>): boolean {
  if (a === b) return true;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i] || a[ka[i]!] !== b[ka[i]!]) return false;
  return true;
}

/**
 * `next`, or the board last kept in this slot when every value is the same: then the JSON writer finds the
 * whole board already cut (view-json.ts). Kept boards are frozen, with their small objects and lists, as
 * every other part kept between versions is.
 */
function sameBoard(m: PartMemo, slot: number, next: PlayerBoardView): PlayerBoardView {
  const prev = m.boards[slot];
  if (prev) {
    const pool = sameValues(prev.pool, next.pool);
    const counters = sameValues(prev.counters, next.counters);
    // The small objects are shared even when the board is not, so that their text is found by identity too.
    if (pool) next.pool = prev.pool;
    if (counters) next.counters = prev.counters;
    if (prev.tarotNames && next.tarotNames && sameMembers(prev.tarotNames, next.tarotNames)) next.tarotNames = prev.tarotNames;
    // The same keys in the same order when their values are (publicPlayer adds its optional keys in one order).
    if (pool && counters && prev.mana === next.mana && prev.hand === next.hand && copyOfBoard(prev, next)) return prev;
  }
  Object.freeze(next.pool);
  Object.freeze(next.counters);
  if (next.tarotNames) Object.freeze(next.tarotNames);
  m.boards[slot] = Object.freeze(next);
  return next;
}

const objsOf = (g: G, ids: string[]) => ids.map((id) => g.s.objs[id]).filter((o): o is Obj => !!o);

function manaFor(g: G, seat: Seat, viewer: Viewer, parts: PartMemo): ManaCardView[] {
  const cards = objsOf(g, zoneOf(g.s, seat, 'mana')).map((o, i) => {
    // A face-down Mana card (406.3): its owner sees which object it is, nobody sees its face here.
    const faceUp = o.faceDown === false;
    const objectId = canSee(ZONES, o, viewer) ? o.id : `hidden-${seat}-${i}`;
    const state = o.empty ? 'empty' : 'active';
    const f = faceUp ? face(o) : undefined;
    const prev = parts.manas.get(objectId);
    if (prev && prev.faceUp === faceUp && prev.state === state && prev.face === f) return prev;
    const m: ManaCardView = { objectId, faceUp, state };
    if (f) m.face = f;
    return remember(parts.manas, objectId, Object.freeze(m));
  });
  return sameList(parts, seat * L_PER_SEAT + L_MANA + viewerSlot(seat, viewer), cards);
}

/** The Mana list slots: the public list, and the owner's own (with its face-down cards' ids). */
const viewerSlot = (seat: Seat, viewer: Viewer) => (viewer === seat ? 1 : 0);

/** True when `viewer` sees a Mana card of `seat` that the spectator does not (its own face-down card). */
function seesPrivateMana(g: G, seat: Seat, viewer: Viewer): boolean {
  if (viewer === 'spectator') return false;
  return zoneOf(g.s, seat, 'mana').some((id) => { const o = g.s.objs[id]; return !!o && canSee(ZONES, o, viewer) && !canSee(ZONES, o, 'spectator'); });
}

/**
 * `seat`'s board as `viewer` sees it: the public board itself when the viewer sees nothing more, else a
 * copy (same key order) with the viewer's Mana ids and, for the seat itself, its hand last.
 */
function playerFor(g: G, seat: Seat, viewer: Viewer, pub: PlayerBoardView, m: PartMemo): PlayerBoardView {
  const own = viewer === seat;
  const privateMana = seesPrivateMana(g, seat, viewer);
  if (!own && !privateMana) return pub;
  const mana = privateMana ? manaFor(g, seat, viewer, m) : pub.mana;
  const hand = own ? sameList(m, seat * L_PER_SEAT + L_HAND, objsOf(g, zoneOf(g.s, seat, 'hand')).filter((o) => canSee(ZONES, o, viewer)).map(face)) : undefined;
  // The public board with this viewer's Mana and hand: the one kept when all three are the same objects.
  const slot = boardSlot(seat, viewer);
  const prev = m.boards[slot];
  if (prev && prev.mana === mana && prev.hand === hand && copyOfBoard(prev, pub)) return prev;
  const view: PlayerBoardView = { ...pub, mana };
  if (own) view.hand = hand;
  m.boards[slot] = Object.freeze(view);
  return view;
}

/** `p` is `pub` but for its Mana list and hand (playerFor's copy): each public value the same object. */
export function copyOfBoard(p: PlayerBoardView, pub: PlayerBoardView): boolean {
  return p.seat === pub.seat && p.name === pub.name && p.role === pub.role && p.mainCount === pub.mainCount && p.lifeCount === pub.lifeCount
    && p.handCount === pub.handCount && p.grave === pub.grave && p.outer === pub.outer && p.units === pub.units && p.terrain === pub.terrain
    && p.fieldItems === pub.fieldItems && p.pool === pub.pool && p.counters === pub.counters && p.streamPlacedThisTurn === pub.streamPlacedThisTurn
    && p.lifeTokens === pub.lifeTokens && p.tarotNames === pub.tarotNames;
}

/**
 * Log lines as shown, per state line: the state shares its lines with every later state (clone-state.ts),
 * so the copies are made once and frozen, like faces. Checked against the line for a state edited in place.
 */
const lines = new WeakMap<FState['log'][number], PublicLogLine>();
/** A shown copy still shows this state line (a state edited in place may have changed it). */
const shows = (v: PublicLogLine, l: FState['log'][number]) => v.seq === l.seq && v.text === l.text && v.seat === l.seat && v.rule === l.rule;
function lineOf(l: FState['log'][number]): PublicLogLine {
  const v = lines.get(l);
  if (v && shows(v, l)) return v;
  const made = Object.freeze({ ...l });
  lines.set(l, made);
  return made;
}

/**
 * The recent lines as shown. The list slides by a line or a few from one version to the next, sharing its lines
 * with the list before (found by identity, then checked like lineOf), so only the new lines are looked up.
 */
function recentShown(m: PartMemo, recent: readonly FState['log'][number][]): PublicLogLine[] {
  const prev = m.recent;
  const shown = new Array<PublicLogLine>(recent.length);
  const shift = prev && recent.length ? prev.from.indexOf(recent[0]!) : -1;
  for (let i = 0; i < recent.length; i++) {
    const l = recent[i]!;
    const v = shift >= 0 && prev!.from[shift + i] === l ? prev!.shown[shift + i] : undefined;
    shown[i] = v && shows(v, l) ? v : lineOf(l);
  }
  m.recent = { from: recent.slice(), shown };
  return shown;
}

function phaseOf(s: FState): FadalgiaBoard['phase'] {
  if (s.result) return 'ended';
  if (s.step.startsWith('setup')) return 'setup';
  if (s.step.startsWith('refresh')) return 'refresh';
  if (s.step.startsWith('main')) return 'main';
  return 'cleanup';
}

/**
 * The pending decision as `viewer` may see it. While a card is being cast from a closed zone (targets, payment), its
 * caster sees the real prompt and everyone else sees a casting card in the caster's priority: its name, targets and
 * cost are hidden until it reaches the Break (605.2.4).
 */
function waitingFor(s: FState, viewer: Viewer): FadalgiaBoard['waitingFor'] {
  const p = s.prompt!;
  if (viewer !== p.seat && hiddenCastOf(s, p.ctx)) return { seat: p.seat, kind: 'priority', label: CASTING_HIDDEN };
  return { seat: p.seat, kind: p.kind, label: p.label };
}

/** A viewer's board: what every viewer shares, their pending decision as they may see it, and the players. */
function boardFor(g: G, viewer: Viewer, players: [PlayerBoardView, PlayerBoardView], common: Omit<FadalgiaBoard, 'viewer' | 'players' | 'waitingFor'>): FadalgiaBoard {
  const c = common;
  return {
    game: 'fadalgia', format: c.format, viewer, matchId: c.matchId, version: c.version, turn: c.turn, atSeat: c.atSeat,
    phase: c.phase, priority: c.priority, waitingFor: g.s.prompt ? waitingFor(g.s, viewer) : null, players, breakZone: c.breakZone, combat: c.combat,
    lastAction: c.lastAction, recentLog: c.recentLog, result: c.result,
  };
}

function commonOf(g: G, m: PartMemo): Omit<FadalgiaBoard, 'viewer' | 'players' | 'waitingFor'> {
  const s = g.s;
  const breakZone: BreakEntryView[] = s.brk.map((e) => {
    const o = s.objs[e.src];
    const src = o ? face(o) : face({ id: e.src, card: e.srcCardId, owner: e.ctrl, ctrl: e.ctrl, zone: 'grave' });
    return { id: e.id, kind: e.kind, controller: e.ctrl, source: src, label: e.label, targets: [...e.targets] };
  });
  const c = s.combat;
  const recent = s.log.length > 12 ? s.log.slice(-12) : s.log;
  return {
    game: 'fadalgia', format: s.format, matchId: s.matchId, version: s.version, turn: s.turn, atSeat: s.atSeat,
    phase: phaseOf(s), priority: s.work.length ? null : s.prio?.seat ?? null,
    breakZone,
    combat: c ? {
      attackerIds: [...c.attackers], target: c.target.kind === 'player' ? { kind: 'player', seat: c.target.seat } : { kind: 'unit', objectId: c.target.id },
      blockerIds: c.blockers.map((b) => b.id), stage: VIEW_STAGE[c.stage],
    } : null,
    lastAction: s.log.length ? lineOf(s.log[s.log.length - 1]!) : null,
    recentLog: sameList(m, 2 * L_PER_SEAT, recentShown(m, recent)),
    result: s.result ? { winner: s.result.winner, reason: s.result.reason, ...(s.result.rule ? { rule: s.result.rule } : {}) } : null,
  };
}

export function buildView(g: G, viewer: Viewer): FadalgiaView {
  const fx = statics(g);
  const m = partsOf(g);
  const pub: [PlayerBoardView, PlayerBoardView] = [publicPlayer(g, 0, fx, m), publicPlayer(g, 1, fx, m)];
  return boardFor(g, viewer, [playerFor(g, 0, viewer, pub[0], m), playerFor(g, 1, viewer, pub[1], m)], commonOf(g, m)) as Redacted<FadalgiaBoard>;
}

/**
 * The three views of one state (both seats and the spectator), each equal to buildView's, built once: the
 * public parts (continuous effects, units, piles, Break zone, combat, log) are computed once and shared by
 * reference between the three, so they are read-only to callers, as faces already are.
 */
export function buildViews(g: G): { 0: FadalgiaView; 1: FadalgiaView; spectator: FadalgiaView } {
  const fx = statics(g);
  const m = partsOf(g);
  const pub: [PlayerBoardView, PlayerBoardView] = [publicPlayer(g, 0, fx, m), publicPlayer(g, 1, fx, m)];
  const common = commonOf(g, m);
  const one = (viewer: Viewer) => boardFor(g, viewer, [playerFor(g, 0, viewer, pub[0], m), playerFor(g, 1, viewer, pub[1], m)], common) as Redacted<FadalgiaBoard>;
  return { 0: one(0), 1: one(1), spectator: one('spectator') };
}

const VIEW_STAGE: Record<Combat['stage'], CombatView['stage']> = { attack: 'declared', blocking: 'blocking', block: 'blocked', fight: 'damage' };
