/**
 * Fadalgia views as JSON, exactly JSON.stringify's text (same keys, same order), made from cached pieces.
 * Most of a view's bytes are card text (names and rules in two languages), and most cards do not change
 * between versions: a frozen face (piles, hand, Mana, Break sources) keeps its JSON for as long as it lives,
 * and a unit or attachment, rebuilt every version for its current values, reuses its definition's printed part.
 * The three views of one state share their public parts (view.ts buildViews), so `viewsJson` writes each
 * shared part once. The key order written here is view.ts's insertion order; test/engine/views-shared.test.ts
 * holds both to the old builder's JSON.stringify over seeded playouts.
 */
import type { Viewer } from '../../core/view-types.js';
import type { AttachmentView, BreakEntryView, CardFace, FadalgiaBoard, FadalgiaView, ManaCardView, PlayerBoardView, UnitView } from './view-types.js';

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
  return `{"objectId":${q(u.objectId)}${printed(u)},"mode":${q(u.mode)},"currentAt":${q(u.currentAt)},"currentDf":${q(u.currentDf)},"damage":${q(u.damage)},"counters":${q(u.counters)},"canAttackByAge":${q(u.canAttackByAge)},"items":${list(u.items, attachmentJson)},"controller":${q(u.controller)}${summon ? `,"summon":${q(u.summon)}` : ''}}`;
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

const PLAYER_KEYS = 'seat,name,role,mainCount,lifeCount,handCount,grave,outer,units,terrain,fieldItems,mana,pool,counters,streamPlacedThisTurn';
const PLAYER_OPTIONAL = ['lifeTokens', 'tarotNames', 'hand'];

/** `keys` are some of `order`, in that order. */
function inOrder(keys: readonly string[], order: readonly string[]): boolean {
  let j = 0;
  for (const k of keys) {
    const at = order.indexOf(k, j);
    if (at < 0) return false;
    j = at + 1;
  }
  return true;
}

/** Parts shared between the views of one state are written once (by identity), within one call only. */
type Memo = Map<object, string>;
const once = <T extends object>(memo: Memo | null, x: T, f: (x: T) => string): string => {
  if (!memo) return f(x);
  let s = memo.get(x);
  if (s === undefined) memo.set(x, (s = f(x)));
  return s;
};

function playerJson(p: PlayerBoardView, memo: Memo | null): string {
  const keys = Object.keys(p);
  const head = keys.slice(0, 15).join();
  if (head !== PLAYER_KEYS || !inOrder(keys.slice(15), PLAYER_OPTIONAL)) return q(p);
  const faces = (xs: CardFace[]) => list(xs, faceJson);
  let s = `{"seat":${q(p.seat)},"name":${q(p.name)},"role":${q(p.role)},"mainCount":${q(p.mainCount)},"lifeCount":${q(p.lifeCount)},"handCount":${q(p.handCount)}`
    + `,"grave":${once(memo, p.grave, faces)},"outer":${once(memo, p.outer, faces)},"units":${once(memo, p.units, (us) => list(us, unitJson))}`
    + `,"terrain":${p.terrain ? attachmentJson(p.terrain) : 'null'},"fieldItems":${once(memo, p.fieldItems, (xs) => list(xs, attachmentJson))}`
    + `,"mana":${once(memo, p.mana, (xs) => list(xs, manaJson))},"pool":${q(p.pool)},"counters":${q(p.counters)},"streamPlacedThisTurn":${q(p.streamPlacedThisTurn)}`;
  if (p.lifeTokens !== undefined) s += `,"lifeTokens":${q(p.lifeTokens)}`;
  if (p.tarotNames !== undefined) s += `,"tarotNames":${q(p.tarotNames)}`;
  if (p.hand !== undefined) s += `,"hand":${faces(p.hand)}`;
  return `${s}}`;
}

const BOARD_KEYS = 'game,format,viewer,matchId,version,turn,atSeat,phase,priority,waitingFor,players,breakZone,combat,lastAction,recentLog,result';

function boardJson(v: FadalgiaView, memo: Memo | null): string {
  const b = v as FadalgiaBoard;
  if (Object.keys(b).join() !== BOARD_KEYS) return q(b);
  const players = `[${once(memo, b.players[0], (p) => playerJson(p, memo))},${once(memo, b.players[1], (p) => playerJson(p, memo))}]`;
  return `{"game":"fadalgia","format":${q(b.format)},"viewer":${q(b.viewer)},"matchId":${q(b.matchId)},"version":${q(b.version)},"turn":${q(b.turn)},"atSeat":${q(b.atSeat)},"phase":${q(b.phase)},"priority":${q(b.priority)},"waitingFor":${once(memo, b.waitingFor ?? NULL, () => q(b.waitingFor))},"players":${players}`
    + `,"breakZone":${once(memo, b.breakZone, (xs) => list(xs, breakJson))},"combat":${once(memo, b.combat ?? NULL, () => q(b.combat))}`
    + `,"lastAction":${b.lastAction ? frozenJson(b.lastAction) : 'null'},"recentLog":${once(memo, b.recentLog, (xs) => list(xs, frozenJson))},"result":${once(memo, b.result ?? NULL, () => q(b.result))}}`;
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
 * A text joined from pieces is a tree of them until first read as a whole; reading one character makes it one
 * flat string (V8 flattens a cons string on charCodeAt). Done here so that the text handed out is what
 * JSON.stringify hands out, and its cost is counted where it is made rather than at its first reader's.
 */
function flat(s: string): string {
  void s.charCodeAt(0);
  return s;
}

/** JSON.stringify(view), byte for byte. */
export function viewJson(v: FadalgiaView): string {
  return flat(boardJson(v, null));
}

/** JSON.stringify of each of a state's three views (view.ts buildViews), their shared parts written once. */
export function viewsJson(vs: { 0: FadalgiaView; 1: FadalgiaView; spectator: FadalgiaView }): Record<Viewer, string> {
  const memo: Memo = new Map();
  return { 0: flat(boardJson(vs[0], memo)), 1: flat(boardJson(vs[1], memo)), spectator: flat(boardJson(vs.spectator, memo)) } as Record<Viewer, string>;
}
