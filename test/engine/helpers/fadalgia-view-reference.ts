/**
 * The Fadalgia view builder as it was before views were built three at once (issue 34), kept as the oracle
 * of test/engine/views-shared.test.ts: the new builders and the JSON writer must give exactly its JSON.
 * Do not optimise or edit it except to follow a deliberate change of the view contract.
 */
import type { Redacted, Seat, Viewer } from '../../../src/engine/core/view-types.js';
import { type G, defOf, pl } from '../../../src/engine/games/fadalgia/ctx.js';
import { stats } from '../../../src/engine/games/fadalgia/stats.js';
import { statics } from '../../../src/engine/games/fadalgia/continuous.js';
import type { AttachmentView, BreakEntryView, CardFace, CombatView, FadalgiaBoard, FadalgiaView, ManaCardView, PlayerBoardView, UnitView } from '../../../src/engine/games/fadalgia/view-types.js';
import type { Combat, FState, Obj } from '../../../src/engine/games/fadalgia/types.js';
import type { CardDef } from '../../../src/engine/games/fadalgia/cards/schema.js';
import { ZONES, zoneOf } from '../../../src/engine/games/fadalgia/zones.js';
import { canSee } from '../../../src/engine/core/zones.js';
import { CASTING_HIDDEN, hiddenCastOf } from '../../../src/engine/games/fadalgia/ask.js';

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

function face(o: Obj): CardFace {
  const f = faces.get(o);
  if (f && f.cardId === o.card && f.owner === o.owner) return f;
  const made = fillFace({} as CardFace, o, defOf(o));
  faces.set(o, Object.freeze(made));
  return made;
}

function attachment(o: Obj): AttachmentView {
  const a = fillFace({} as AttachmentView, o, defOf(o));
  a.turnsLeft = o.left ?? null; a.attachedTo = o.att ?? null; a.controller = o.ctrl;
  return a;
}

function player(g: G, seat: Seat, viewer: Viewer): PlayerBoardView {
  const p = pl(g, seat);
  const objs = (ids: string[]) => ids.map((id) => g.s.objs[id]).filter((o): o is Obj => !!o);
  const field = objs(zoneOf(g.s, seat, 'field'));
  const fx = statics(g);
  const units: UnitView[] = field.filter((o) => defOf(o).type === 'unit').map((o) => {
    const st = stats(g, o, fx);
    const u = fillFace({} as UnitView, o, defOf(o));
    u.mode = o.mode ?? 'AT'; u.currentAt = st.at; u.currentDf = st.df; u.damage = o.dmg ?? 0;
    u.counters = { ...(o.ctr ?? {}) }; u.canAttackByAge = !!o.since; u.items = field.filter((i) => i.att === o.id).map(attachment); u.controller = o.ctrl;
    if (o.token) u.summon = o.token;
    return u;
  });
  const terrain = field.find((o) => defOf(o).type === 'terrain');
  const mana: ManaCardView[] = objs(zoneOf(g.s, seat, 'mana')).map((o, i) => {
    // A face-down Mana card (406.3): its owner sees which object it is, nobody sees its face here.
    const faceUp = o.faceDown === false;
    const m: ManaCardView = { objectId: canSee(ZONES, o, viewer) ? o.id : `hidden-${seat}-${i}`, faceUp, state: o.empty ? 'empty' : 'active' };
    if (faceUp) m.face = face(o);
    return m;
  });
  const view: PlayerBoardView = {
    seat, name: g.s.names[seat], role: g.s.atSeat === seat ? 'AT' : 'DF', mainCount: zoneOf(g.s, seat, 'main').length, lifeCount: zoneOf(g.s, seat, 'life').length,
    handCount: zoneOf(g.s, seat, 'hand').length, grave: objs(zoneOf(g.s, seat, 'grave')).map(face), outer: objs(zoneOf(g.s, seat, 'outer')).map(face), units,
    terrain: terrain ? attachment(terrain) : null,
    fieldItems: field.filter((o) => defOf(o).type === 'item' && defOf(o).attach === 'field').map(attachment),
    mana, pool: { ...p.pool }, counters: { ...p.counters }, streamPlacedThisTurn: p.streamPlaced > 0,
  };
  if (p.tokens !== undefined) view.lifeTokens = p.tokens;
  if (p.tarot?.length) view.tarotNames = [...p.tarot];
  if (viewer === seat) view.hand = objs(zoneOf(g.s, seat, 'hand')).filter((o) => canSee(ZONES, o, viewer)).map(face);
  return view;
}

function phaseOf(s: FState): FadalgiaBoard['phase'] {
  if (s.result) return 'ended';
  if (s.step.startsWith('setup')) return 'setup';
  if (s.step.startsWith('refresh')) return 'refresh';
  if (s.step.startsWith('main')) return 'main';
  return 'cleanup';
}

export function buildView(g: G, viewer: Viewer): FadalgiaView {
  const s = g.s;
  const breakZone: BreakEntryView[] = s.brk.map((e) => {
    const o = s.objs[e.src];
    const src = o ? face(o) : face({ id: e.src, card: e.srcCardId, owner: e.ctrl, ctrl: e.ctrl, zone: 'grave' });
    return { id: e.id, kind: e.kind, controller: e.ctrl, source: src, label: e.label, targets: [...e.targets] };
  });
  const c = s.combat;
  const board: FadalgiaBoard = {
    game: 'fadalgia', format: s.format, viewer, matchId: s.matchId, version: s.version, turn: s.turn, atSeat: s.atSeat,
    phase: phaseOf(s), priority: s.work.length ? null : s.prio?.seat ?? null,
    // A card cast from a closed zone is hidden from all but its caster until it reaches the Break (605.2.4).
    waitingFor: !s.prompt ? null : viewer !== s.prompt.seat && hiddenCastOf(s, s.prompt.ctx)
      ? { seat: s.prompt.seat, kind: 'priority', label: CASTING_HIDDEN } : { seat: s.prompt.seat, kind: s.prompt.kind, label: s.prompt.label },
    players: [player(g, 0, viewer), player(g, 1, viewer)], breakZone,
    combat: c ? {
      attackerIds: [...c.attackers], target: c.target.kind === 'player' ? { kind: 'player', seat: c.target.seat } : { kind: 'unit', objectId: c.target.id },
      blockerIds: c.blockers.map((b) => b.id), stage: VIEW_STAGE[c.stage],
    } : null,
    lastAction: s.log.length ? { ...s.log[s.log.length - 1]! } : null,
    recentLog: s.log.slice(-12).map((l) => ({ ...l })),
    result: s.result ? { winner: s.result.winner, reason: s.result.reason, ...(s.result.rule ? { rule: s.result.rule } : {}) } : null,
  };
  return board as Redacted<FadalgiaBoard>;
}

const VIEW_STAGE: Record<Combat['stage'], CombatView['stage']> = { attack: 'declared', blocking: 'blocking', block: 'blocked', fight: 'damage' };
