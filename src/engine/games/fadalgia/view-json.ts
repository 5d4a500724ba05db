/**
 * Fadalgia views as JSON, exactly JSON.stringify's text (same keys, same order), made from cached pieces.
 * Most of a view's bytes are card text (names and rules in two languages), and most cards do not change
 * between versions: a frozen face (piles, hand, Mana, Break sources) keeps its JSON for as long as it lives,
 * and a unit or attachment, rebuilt every version for its current values, reuses its definition's printed part.
 * The three views of one state share their public parts (view.ts buildViews), so `viewsJson` writes each
 * shared part once. And most of a board does not change from one version to the next (a pass changes none of
 * it): each part's text is kept per match from the version before (PieceMemo) and reused when the part is the
 * same, which a walk of its values tells without writing it. The key order written here is view.ts's
 * insertion order; test/engine/views-shared.test.ts holds both to the old builder's JSON.stringify over
 * seeded playouts, and test/engine/view-json-memo.test.ts the reuse across versions and edits.
 */
import type { Viewer } from '../../core/view-types.js';
import { flat, genericParts, pathOf, patchOfParts, type ViewParts, type ViewPatch, type ViewPath } from '../../core/view-patch.js';
import type { AttachmentView, BreakEntryView, CardFace, FadalgiaBoard, FadalgiaView, ManaCardView, PlayerBoardView, UnitView } from './view-types.js';
import { copyOfBoard } from './view.js';

const q = JSON.stringify;

/** The printed part of a face after its objectId (cardId … manual), per definition and owner. */
interface Printed { f: CardFace; json: string }
const printedByDef = new WeakMap<object, [Printed | undefined, Printed | undefined]>();

/** True when two faces print the same: the same definition's values (its name, text and lists by identity). */
function samePrint(a: CardFace, b: CardFace): boolean {
  return a.cardId === b.cardId && a.name === b.name && a.type === b.type && a.subtypes === b.subtypes && a.element === b.element && a.cost === b.cost
    && a.mana === b.mana && a.text === b.text && a.owner === b.owner && a.at === b.at && a.df === b.df && a.timing === b.timing && a.duration === b.duration
    && a.manual === b.manual;
}

function printedJson(f: CardFace): string {
  let s = `,"cardId":${q(f.cardId)},"name":${q(f.name)},"type":${q(f.type)},"subtypes":${q(f.subtypes)},"element":${q(f.element)},"cost":${q(f.cost)},"mana":${q(f.mana)},"text":${q(f.text)},"owner":${q(f.owner)}`;
  if (f.at !== undefined) s += `,"at":${q(f.at)}`;
  if (f.df !== undefined) s += `,"df":${q(f.df)}`;
  if (f.timing !== undefined) s += `,"timing":${q(f.timing)}`;
  if (f.duration !== undefined) s += `,"duration":${q(f.duration)}`;
  if (f.manual !== undefined) s += `,"manual":${q(f.manual)}`;
  return s;
}

/**
 * Keyed by the face's text object, which every face of one definition shares (view.ts fillFace); checked
 * field by field on a hit, so two definitions sharing a text, or a face made elsewhere, still print right.
 */
function printed(f: CardFace): string {
  const key = f.text as object;
  let byOwner = printedByDef.get(key);
  if (!byOwner) printedByDef.set(key, (byOwner = [undefined, undefined]));
  const slot = f.owner === 1 ? 1 : 0;
  const hit = byOwner[slot];
  if (hit && samePrint(hit.f, f)) return hit.json;
  const json = flat(printedJson(f));
  byOwner[slot] = { f: { ...f }, json };
  return json;
}

/** A face's JSON when the face holds only CardFace keys in fillFace's order (anything else: JSON.stringify). */
const faceKeys = new Set(['objectId', 'cardId', 'name', 'type', 'subtypes', 'element', 'cost', 'mana', 'text', 'owner', 'at', 'df', 'timing', 'duration', 'manual']);
const frozenFaces = new WeakMap<CardFace, string>();

function faceJson(f: CardFace): string {
  const frozen = Object.isFrozen(f);
  if (frozen) {
    const hit = frozenFaces.get(f);
    if (hit !== undefined) return hit;
  }
  const json = plainFace(f) ? `{"objectId":${q(f.objectId)}${printed(f)}}` : q(f);
  if (frozen) frozenFaces.set(f, flat(json));
  return json;
}

const PRINT_ORDER = ['objectId', 'cardId', 'name', 'type', 'subtypes', 'element', 'cost', 'mana', 'text', 'owner'];
const OPTIONAL_ORDER = ['at', 'df', 'timing', 'duration', 'manual'];

/** The face's own keys are fillFace's, in its order, with no undefined values: the cached print is exact. */
function plainFace(f: object, extra: readonly string[] = []): boolean {
  const keys = Object.keys(f);
  let i = 0;
  for (const k of PRINT_ORDER) if (keys[i++] !== k) return false;
  let o = 0;
  while (i < keys.length - extra.length) {
    const k = keys[i++]!;
    while (o < OPTIONAL_ORDER.length && OPTIONAL_ORDER[o] !== k) o++;
    if (o++ >= OPTIONAL_ORDER.length || !faceKeys.has(k) || (f as Record<string, unknown>)[k] === undefined) return false;
  }
  for (const k of extra) if (keys[i++] !== k) return false;
  return true;
}

const UNIT_TAIL = ['mode', 'currentAt', 'currentDf', 'damage', 'counters', 'canAttackByAge', 'items', 'controller'];
const ATTACHMENT_TAIL = ['turnsLeft', 'attachedTo', 'controller'];

function attachmentJson(a: AttachmentView): string {
  if (!plainFace(a, ATTACHMENT_TAIL)) return q(a);
  return `{"objectId":${q(a.objectId)}${printed(a)},"turnsLeft":${q(a.turnsLeft)},"attachedTo":${q(a.attachedTo)},"controller":${q(a.controller)}}`;
}

function unitJson(u: UnitView): string {
  const summon = u.summon !== undefined;
  if (!plainFace(u, summon ? [...UNIT_TAIL, 'summon'] : UNIT_TAIL)) return q(u);
  return `{"objectId":${q(u.objectId)}${printed(u)},"mode":${q(u.mode)},"currentAt":${q(u.currentAt)},"currentDf":${q(u.currentDf)},"damage":${q(u.damage)},"counters":${q(u.counters)},"canAttackByAge":${q(u.canAttackByAge)},"items":${list(u.items, keptAttachment)},"controller":${q(u.controller)}${summon ? `,"summon":${q(u.summon)}` : ''}}`;
}

function manaJson(m: ManaCardView): string {
  const keys = Object.keys(m);
  const plain = keys.length === (m.face ? 4 : 3) && keys[0] === 'objectId' && keys[1] === 'faceUp' && keys[2] === 'state' && (!m.face || keys[3] === 'face');
  if (!plain) return q(m);
  return `{"objectId":${q(m.objectId)},"faceUp":${q(m.faceUp)},"state":${q(m.state)}${m.face ? `,"face":${faceJson(m.face)}` : ''}}`;
}

function breakJson(e: BreakEntryView): string {
  const keys = Object.keys(e);
  if (keys.join() !== 'id,kind,controller,source,label,targets') return q(e);
  return `{"id":${q(e.id)},"kind":${q(e.kind)},"controller":${q(e.controller)},"source":${faceJson(e.source)},"label":${q(e.label)},"targets":${q(e.targets)}}`;
}

/** A JSON array; join makes one flat string, where `+=` would make a deep tree of pieces to flatten later. */
const list = <T>(xs: readonly T[], f: (x: T) => string): string => {
  const parts = new Array<string>(xs.length);
  for (let i = 0; i < xs.length; i++) parts[i] = f(xs[i]!);
  return `[${parts.join(',')}]`;
};

const PLAYER_KEYS = ['seat', 'name', 'role', 'mainCount', 'lifeCount', 'handCount', 'grave', 'outer', 'units', 'terrain', 'fieldItems', 'mana', 'pool', 'counters', 'streamPlacedThisTurn'];
const PLAYER_OPTIONAL = ['lifeTokens', 'tarotNames', 'hand'];
const BOARD_KEYS = ['game', 'format', 'viewer', 'matchId', 'version', 'turn', 'atSeat', 'phase', 'priority', 'waitingFor', 'players', 'breakZone', 'combat', 'lastAction', 'recentLog', 'result'];

/**
 * `o`'s enumerable keys are `order`, then some of `optional` in that order: the order JSON.stringify writes
 * them in, checked without making a list (for-in also lists inherited enumerable keys, which only makes
 * the check fail, and the part is then written by JSON.stringify).
 */
function keysAre(o: object, order: readonly string[], optional: readonly string[] = []): boolean {
  let i = 0;
  let j = 0;
  for (const k in o) {
    if (i < order.length) {
      if (k !== order[i++]) return false;
      continue;
    }
    while (j < optional.length && optional[j] !== k) j++;
    if (j++ >= optional.length) return false;
  }
  return i === order.length;
}

/** Parts shared between the views of one state are written once (by identity), within one call only. */
type Memo = Map<object, string>;

/**
 * Units, attachments and Mana cards that view.ts kept from an earlier version are frozen: their text is kept
 * with them, as a frozen face's is (a list with one changed member writes only that member).
 */
const frozenParts = new WeakMap<object, string>();
function frozenPart<T extends object>(x: T, write: (x: T) => string): string {
  if (!Object.isFrozen(x)) return write(x);
  let s = frozenParts.get(x);
  if (s === undefined) frozenParts.set(x, (s = flat(write(x))));
  return s;
}
const keptUnit = (u: UnitView) => frozenPart(u, unitJson);
const keptAttachment = (a: AttachmentView) => frozenPart(a, attachmentJson);
const keptMana = (m: ManaCardView) => frozenPart(m, manaJson);

/** Writers of a player's parts, by slot (playerJson): slot 0 is the whole board. */
const faces = (xs: CardFace[]) => list(xs, faceJson);
const units = (us: UnitView[]) => list(us, keptUnit);
const attachments = (xs: AttachmentView[]) => list(xs, keptAttachment);
const manas = (xs: ManaCardView[]) => list(xs, keptMana);
const terrainJson = (t: AttachmentView | null) => (t ? keptAttachment(t) : 'null');
const GRAVE = 1; const OUTER = 2; const UNITS = 3; const TERRAIN = 4; const FIELD_ITEMS = 5; const MANA = 6; const HAND = 7;

/** A part shared between views (by identity, `memo`), else kept from the version before (`pieces`). */
function part<T>(memo: Memo | null, pieces: PieceMemo | null, slot: number, x: T, write: (x: T) => string): string {
  const key = (x ?? NULL) as object;
  let s = memo?.get(key);
  if (s === undefined) {
    s = kept(pieces, slot, x, write);
    memo?.set(key, s);
  }
  return s;
}

/** The whole board's walk (playerJson): its own values and its parts' texts, reused between calls. */
const playerSig: unknown[] = [];

/**
 * A player's board. `base` is its slots in the match's PieceMemo (by seat and by whose view, so that the
 * public board and a seat's own board each find their own last version).
 */
function playerJson(p: PlayerBoardView, memo: Memo | null, pieces: PieceMemo | null, base: number): string {
  if (!keysAre(p, PLAYER_KEYS, PLAYER_OPTIONAL)) return q(p);
  const grave = part(memo, pieces, base + GRAVE, p.grave, faces);
  const outer = part(memo, pieces, base + OUTER, p.outer, faces);
  const unitsJ = part(memo, pieces, base + UNITS, p.units, units);
  const terrain = kept(pieces, base + TERRAIN, p.terrain, terrainJson);
  const fieldItems = part(memo, pieces, base + FIELD_ITEMS, p.fieldItems, attachments);
  const mana = part(memo, pieces, base + MANA, p.mana, manas);
  const hand = p.hand === undefined ? undefined : kept(pieces, base + HAND, p.hand, faces);
  // The whole board again when every part is the same text as before and its own values are the same.
  const sig = playerSig;
  sig.length = 0;
  sig.push(p.seat, p.name, p.role, p.mainCount, p.lifeCount, p.handCount, grave, outer, unitsJ, terrain, fieldItems, mana, p.streamPlacedThisTurn, p.lifeTokens, hand, p.pool, p.counters, p.tarotNames);
  return kept(pieces, base, sig, () => {
    let s = `{"seat":${q(p.seat)},"name":${q(p.name)},"role":${q(p.role)},"mainCount":${q(p.mainCount)},"lifeCount":${q(p.lifeCount)},"handCount":${q(p.handCount)}`
      + `,"grave":${grave},"outer":${outer},"units":${unitsJ},"terrain":${terrain},"fieldItems":${fieldItems}`
      + `,"mana":${mana},"pool":${q(p.pool)},"counters":${q(p.counters)},"streamPlacedThisTurn":${q(p.streamPlacedThisTurn)}`;
    if (p.lifeTokens !== undefined) s += `,"lifeTokens":${q(p.lifeTokens)}`;
    if (p.tarotNames !== undefined) s += `,"tarotNames":${q(p.tarotNames)}`;
    if (hand !== undefined) s += `,"hand":${hand}`;
    // Flat, so that the views it is copied into next versions copy it in one piece.
    return flat(`${s}}`);
  });
}

/** Slots of a match's PieceMemo: the board's shared parts, then each player's board by seat and viewer. */
const BREAK = 0; const COMBAT = 1; const LOG = 2; const RESULT = 3; const WAITING = 4; // + viewer index (3)
const PLAYERS = 7; const PLAYER_SLOTS = 8; // slot 0: the whole board; 1–7: its parts (playerJson)
const viewerIndex = (v: Viewer) => (v === 0 || v === 1 ? v : 2);
const breaks = (xs: BreakEntryView[]) => list(xs, breakJson);
const logLines = (xs: object[]) => list(xs, frozenJson);

function playerOf(b: FadalgiaBoard, seat: 0 | 1, memo: Memo | null, pieces: PieceMemo | null): string {
  const p = b.players[seat];
  let s = memo?.get(p);
  if (s === undefined) {
    s = frozenPart(p, (x) => playerJson(x, memo, pieces, PLAYERS + (seat * 3 + viewerIndex(b.viewer)) * PLAYER_SLOTS));
    memo?.set(p, s);
  }
  return s;
}

function boardJson(v: FadalgiaView, memo: Memo | null, pieces: PieceMemo | null): string {
  const b = v as FadalgiaBoard;
  if (!keysAre(b, BOARD_KEYS) || !Array.isArray(b.players) || b.players.length !== 2) return q(b);
  return `{"game":"fadalgia","format":${q(b.format)},"viewer":${q(b.viewer)},"matchId":${q(b.matchId)},"version":${q(b.version)},"turn":${q(b.turn)},"atSeat":${q(b.atSeat)},"phase":${q(b.phase)},"priority":${q(b.priority)},"waitingFor":${kept(pieces, WAITING + viewerIndex(b.viewer), b.waitingFor, q)}`
    + `,"players":[${playerOf(b, 0, memo, pieces)},${playerOf(b, 1, memo, pieces)}]`
    + `,"breakZone":${part(memo, pieces, BREAK, b.breakZone, breaks)},"combat":${part(memo, pieces, COMBAT, b.combat, q)}`
    + `,"lastAction":${b.lastAction ? frozenJson(b.lastAction) : 'null'},"recentLog":${part(memo, pieces, LOG, b.recentLog, logLines)},"result":${part(memo, pieces, RESULT, b.result, q)}}`;
}

/** Log lines are frozen (view.ts lineOf) and live as long as the match's log: each is written once. */
const frozenText = new WeakMap<object, string>();
function frozenJson(x: object): string {
  if (!Object.isFrozen(x)) return q(x);
  let s = frozenText.get(x);
  if (s === undefined) frozenText.set(x, (s = q(x)));
  return s;
}

/** Memo key of an absent part. */
const NULL = Object.freeze({});

/**
 * The text of each part of a match's views at the version last written, with the walk of the values it was
 * written from (walk): by slot (boardJson, playerJson). Kept for the most recent MAX_MATCHES matches.
 */
type PieceMemo = Array<{ sig: unknown[]; json: string } | undefined> & { lines?: { xs: readonly unknown[]; texts: readonly string[] } };
const pieceMemos = new Map<string, PieceMemo>();
const MAX_MATCHES = 256;

function piecesOf(matchId: unknown): PieceMemo | null {
  if (typeof matchId !== 'string') return null;
  let m = pieceMemos.get(matchId);
  if (m) {
    pieceMemos.delete(matchId);
  } else {
    m = [];
    if (pieceMemos.size >= MAX_MATCHES) pieceMemos.delete(pieceMemos.keys().next().value!);
  }
  pieceMemos.set(matchId, m);
  return m;
}

/** Structure marks in a walk; module-private, so no value walked is ever one of them. */
const OBJ = Symbol('{');
const END = Symbol('}');
const ARR = Symbol('[');
/** One walk at a time (kept copies it before writing, which may walk parts of its own). */
const scratch: unknown[] = [];

/**
 * Pushes what JSON.stringify of `x` reads: primitives and keys in order, structure marks, and frozen objects
 * by identity (their JSON cannot change: faces, log lines and printed lists are frozen, and their nested
 * definition texts are never written to, the assumption faceJson and printed already make). Equal walks mean
 * equal JSON. False for a value whose JSON is not its own keys and values (a class instance, toJSON):
 * such a part is written every time.
 */
function walk(x: unknown): boolean {
  if (x === null || typeof x !== 'object') {
    scratch.push(x);
    return true;
  }
  if (Object.isFrozen(x)) {
    scratch.push(x);
    return true;
  }
  if (Array.isArray(x)) {
    scratch.push(ARR, x.length);
    for (let i = 0; i < x.length; i++) if (!walk(x[i])) return false;
    return true;
  }
  if (Object.getPrototypeOf(x) !== Object.prototype) return false;
  scratch.push(OBJ);
  const o = x as Record<string, unknown>;
  for (const k in o) {
    if (!Object.hasOwn(o, k)) return false;
    scratch.push(k);
    if (!walk(o[k])) return false;
  }
  scratch.push(END);
  return true;
}

/** `write(x)`, or the text kept for this slot when `x` walks the same as the part it was written from. */
function kept<T>(pieces: PieceMemo | null, slot: number, x: T, write: (x: T) => string): string {
  if (!pieces) return write(x);
  const last = pieces[slot];
  // A frozen part walks as itself (walk): the same object is the same text, known without a walk.
  if (last !== undefined && last.sig.length === 1 && last.sig[0] === x && typeof x === 'object' && x !== null && Object.isFrozen(x)) return last.json;
  scratch.length = 0;
  if (!walk(x)) {
    pieces[slot] = undefined;
    return write(x);
  }
  const n = scratch.length;
  const prev = pieces[slot];
  if (prev && prev.sig.length === n) {
    const sig = prev.sig;
    let i = 0;
    while (i < n && sig[i] === scratch[i]) i++;
    if (i === n) return prev.json;
  }
  const sig = scratch.slice(0, n);
  const json = write(x);
  pieces[slot] = { sig, json };
  return json;
}

/** JSON.stringify(view), byte for byte. */
export function viewJson(v: FadalgiaView): string {
  return flat(boardJson(v, null, piecesOf((v as FadalgiaBoard).matchId)));
}

/** JSON.stringify of each of a state's three views (view.ts buildViews), their shared parts written once. */
export function viewsJson(vs: { 0: FadalgiaView; 1: FadalgiaView; spectator: FadalgiaView }): Record<Viewer, string> {
  const memo: Memo = new Map();
  const pieces = piecesOf((vs[0] as FadalgiaBoard).matchId);
  return { 0: flat(boardJson(vs[0], memo, pieces)), 1: flat(boardJson(vs[1], memo, pieces)), spectator: flat(boardJson(vs.spectator, memo, pieces)) } as Record<Viewer, string>;
}

/**
 * View patches (core/view-patch.ts) made from the same cached pieces: each view cut into its parts, a part's
 * text the one its PieceMemo slot kept when the part is unchanged (so an unchanged part compares as the same
 * string), and no whole view written at all.
 */
const B = Object.fromEntries(BOARD_KEYS.map((k) => [k, pathOf(k)])) as Record<keyof FadalgiaBoard, ViewPath>;
/** The board's own parts: the keys before `players` and after. */
const BOARD_PARTS = BOARD_KEYS.length - 1;
const PLAYER_PATHS = ([0, 1] as const).map((seat) => Object.fromEntries([...PLAYER_KEYS, ...PLAYER_OPTIONAL].map((k) => [k, pathOf('players', seat, k)])) as Record<keyof PlayerBoardView, ViewPath>);
/** Slots after the players' (PLAYERS + 6 boards × PLAYER_SLOTS) for a board's small object values, 4 per board. */
const SMALL = PLAYERS + 6 * PLAYER_SLOTS;
const POOL = 0; const COUNTERS = 1; const TAROT = 2;

/**
 * A scalar's JSON, one string per value: an unchanged count or phase is then the same string as the version
 * before's, and is not written again (a patch compares parts' texts; equal strings of one object compare at once).
 */
const scalarTexts = new Map<unknown, string>();
function scalar(x: unknown): string {
  if (x !== null && typeof x === 'object') return q(x);
  let s = scalarTexts.get(x);
  if (s === undefined) {
    s = q(x) ?? 'null';
    if (typeof x !== 'string' || x.length <= 64) {
      if (scalarTexts.size >= 4096) scalarTexts.clear();
      scalarTexts.set(x, s);
    }
  }
  return s;
}

function put(out: ViewParts, path: ViewPath, json: string): void {
  out.paths.push(path);
  out.texts.push(json);
}

function playerParts(p: PlayerBoardView, seat: 0 | 1, memo: Memo, pieces: PieceMemo | null, viewer: number, out: ViewParts): void {
  if (!keysAre(p, PLAYER_KEYS, PLAYER_OPTIONAL)) {
    put(out, pathOf('players', seat), q(p));
    return;
  }
  const base = PLAYERS + (seat * 3 + viewer) * PLAYER_SLOTS;
  const small = SMALL + (seat * 3 + viewer) * 4;
  const P = PLAYER_PATHS[seat]!;
  put(out, P.seat, scalar(p.seat));
  put(out, P.name, scalar(p.name));
  put(out, P.role, scalar(p.role));
  put(out, P.mainCount, scalar(p.mainCount));
  put(out, P.lifeCount, scalar(p.lifeCount));
  put(out, P.handCount, scalar(p.handCount));
  put(out, P.grave, part(memo, pieces, base + GRAVE, p.grave, faces));
  put(out, P.outer, part(memo, pieces, base + OUTER, p.outer, faces));
  put(out, P.units, part(memo, pieces, base + UNITS, p.units, units));
  put(out, P.terrain, kept(pieces, base + TERRAIN, p.terrain, terrainJson));
  put(out, P.fieldItems, part(memo, pieces, base + FIELD_ITEMS, p.fieldItems, attachments));
  put(out, P.mana, part(memo, pieces, base + MANA, p.mana, manas));
  put(out, P.pool, kept(pieces, small + POOL, p.pool, q));
  put(out, P.counters, kept(pieces, small + COUNTERS, p.counters, q));
  put(out, P.streamPlacedThisTurn, scalar(p.streamPlacedThisTurn));
  if (p.lifeTokens !== undefined) put(out, P.lifeTokens, scalar(p.lifeTokens));
  if (p.tarotNames !== undefined) put(out, P.tarotNames, kept(pieces, small + TAROT, p.tarotNames, q));
  if (p.hand !== undefined) put(out, P.hand, kept(pieces, base + HAND, p.hand, faces));
}

/**
 * A player's board cut once per call: the public board is one object in the views that see nothing more of it
 * (view.ts playerFor), so the spectator's two and the other seat's are cut once.
 */
interface Cut { players: Map<PlayerBoardView, ViewParts>; pub: Array<{ p: PlayerBoardView; parts: ViewParts } | undefined> }

/**
 * A kept board's parts (view.ts keeps a board that did not change, frozen): most actions leave a board as it
 * was, and its parts are then neither walked nor written again.
 */
const cutBoards = new WeakMap<PlayerBoardView, ViewParts>();

function playerOnce(p: PlayerBoardView, seat: 0 | 1, memo: Memo, pieces: PieceMemo | null, viewer: number, cut: Cut): ViewParts {
  let mine = cut.players.get(p);
  if (mine) return mine;
  const frozen = Object.isFrozen(p);
  mine = frozen ? cutBoards.get(p) : undefined;
  if (mine) {
    if (p.hand === undefined && !cut.pub[seat]) cut.pub[seat] = { p, parts: mine };
  } else {
    mine = { paths: [], texts: [] };
    const pub = cut.pub[seat];
    if (pub && keysAre(p, PLAYER_KEYS, PLAYER_OPTIONAL) && pub.p.hand === undefined && copyOfBoard(p, pub.p)) {
      // The public board's parts, with this board's Mana list and hand.
      const P = PLAYER_PATHS[seat]!;
      const base = PLAYERS + (seat * 3 + viewer) * PLAYER_SLOTS;
      for (let i = 0; i < pub.parts.paths.length; i++) {
        const path = pub.parts.paths[i]!;
        put(mine, path, path === P.mana ? part(memo, pieces, base + MANA, p.mana, manas) : pub.parts.texts[i]!);
      }
      if (p.hand !== undefined) put(mine, P.hand, kept(pieces, base + HAND, p.hand, faces));
    } else {
      playerParts(p, seat, memo, pieces, viewer, mine);
      if (p.hand === undefined && !cut.pub[seat]) cut.pub[seat] = { p, parts: mine };
    }
    if (frozen) cutBoards.set(p, mine);
  }
  cut.players.set(p, mine);
  return mine;
}

function boardParts(v: FadalgiaView, memo: Memo, pieces: PieceMemo | null, cut: Cut): ViewParts {
  const b = v as FadalgiaBoard;
  if (!keysAre(b, BOARD_KEYS) || !Array.isArray(b.players) || b.players.length !== 2) return genericParts(b);
  const viewer = viewerIndex(b.viewer);
  const p0 = playerOnce(b.players[0], 0, memo, pieces, viewer, cut);
  const p1 = playerOnce(b.players[1], 1, memo, pieces, viewer, cut);
  // Made at their size: pushed one by one, each list would be reallocated three times on the way.
  const n = BOARD_PARTS + p0.paths.length + p1.paths.length;
  const out: ViewParts = { paths: new Array<ViewPath>(n), texts: new Array<string>(n) };
  const { paths, texts } = out;
  paths[0] = B.game; texts[0] = scalar(b.game);
  paths[1] = B.format; texts[1] = scalar(b.format);
  paths[2] = B.viewer; texts[2] = scalar(b.viewer);
  paths[3] = B.matchId; texts[3] = scalar(b.matchId);
  paths[4] = B.version; texts[4] = scalar(b.version);
  paths[5] = B.turn; texts[5] = scalar(b.turn);
  paths[6] = B.atSeat; texts[6] = scalar(b.atSeat);
  paths[7] = B.phase; texts[7] = scalar(b.phase);
  paths[8] = B.priority; texts[8] = scalar(b.priority);
  paths[9] = B.waitingFor; texts[9] = kept(pieces, WAITING + viewer, b.waitingFor, q);
  let i = 10;
  for (let j = 0; j < p0.paths.length; j++, i++) { paths[i] = p0.paths[j]!; texts[i] = p0.texts[j]!; }
  for (let j = 0; j < p1.paths.length; j++, i++) { paths[i] = p1.paths[j]!; texts[i] = p1.texts[j]!; }
  paths[i] = B.breakZone; texts[i++] = part(memo, pieces, BREAK, b.breakZone, breaks);
  paths[i] = B.combat; texts[i++] = part(memo, pieces, COMBAT, b.combat, q);
  // The log slides by a line or a few: a patch may send only its new lines (items), and its text is joined from them.
  const log = b.recentLog;
  const lines = lineTexts(pieces, log);
  const last = b.lastAction;
  paths[i] = B.lastAction;
  texts[i++] = !last ? 'null' : lines && log.length && log[log.length - 1] === last ? lines[lines.length - 1]! : frozenJson(last);
  paths[i] = B.recentLog;
  texts[i] = lines ? part(memo, pieces, LOG, lines, joinedLines) : part(memo, pieces, LOG, log, logLines);
  if (lines) {
    out.items = [];
    out.items[i] = lines;
  }
  i++;
  paths[i] = B.result; texts[i] = part(memo, pieces, RESULT, b.result, q);
  return out;
}

/**
 * A frozen log list's lines as their texts, for a patch's window on it and its own text; null for another list.
 * Kept per match with the list (PieceMemo.lines): the next version's list shares all but its newest lines with
 * this one, found by identity, so only those are looked up (frozenJson's map holds every line ever written).
 */
function lineTexts(pieces: PieceMemo | null, xs: unknown): readonly string[] | null {
  if (!pieces || !Array.isArray(xs) || !Object.isFrozen(xs)) return null;
  const prev = pieces.lines;
  if (prev?.xs === xs) return prev.texts;
  const texts = new Array<string>(xs.length);
  const shift = prev && xs.length ? prev.xs.indexOf(xs[0]) : -1;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i] as object;
    texts[i] = shift >= 0 && prev!.xs[shift + i] === x ? prev!.texts[shift + i]! : frozenJson(x);
  }
  Object.freeze(texts);
  pieces.lines = { xs, texts };
  return texts;
}
const joinedLines = (lines: readonly string[]) => flat(`[${lines.join(',')}]`);

/** The patch of a state's three views (view.ts buildViews) since version `base`: core/view-patch.ts. */
export function viewsPatch(vs: { 0: FadalgiaView; 1: FadalgiaView; spectator: FadalgiaView }, base: number | null): ViewPatch {
  const b = vs.spectator as FadalgiaBoard;
  const memo: Memo = new Map();
  const pieces = piecesOf(b.matchId);
  const cut: Cut = { players: new Map(), pub: [] };
  // The spectator's first: its boards are the public ones the seats' own boards are copies of.
  const spectator = boardParts(vs.spectator, memo, pieces, cut);
  const parts = { 0: boardParts(vs[0], memo, pieces, cut), 1: boardParts(vs[1], memo, pieces, cut), spectator };
  return typeof b.matchId === 'string' && typeof b.version === 'number' ? patchOfParts(b.matchId, b.version, parts, base) : patchOfParts('', -1, parts, null);
}

/** One view cut into parts (core/view-patch.ts viewPatchOfParts), from the same cached pieces. */
export function viewParts(v: FadalgiaView): ViewParts {
  return boardParts(v, new Map(), piecesOf((v as FadalgiaBoard).matchId), { players: new Map(), pub: [] });
}
