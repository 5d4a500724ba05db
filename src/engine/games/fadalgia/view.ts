/**
 * viewFor (the only way state leaves the engine for display): closed zones (hand, piles, face-down
 * mana) become counts, except a seat's own hand in its own view. The seed, shuffle secrets, prompt
 * contexts and other seats' prompt options never appear.
 */
import type { Redacted, Seat, Viewer } from '../../core/view-types.js';
import { type G, defOf, pl } from './ctx.js';
import { stats } from './stats.js';
import type { AttachmentView, BreakEntryView, CardFace, CombatView, FadalgiaBoard, FadalgiaView, ManaCardView, PlayerBoardView, UnitView } from './view-types.js';
import type { Combat, FState, Obj } from './types.js';
import { ZONES, zoneOf } from './zones.js';
import { canSee } from '../../core/zones.js';

function face(o: Obj): CardFace {
  const d = defOf(o);
  const f: CardFace = {
    objectId: o.id, cardId: d.id, name: d.name, type: d.type, subtypes: d.guild ? [...d.subtypes, `Guild: ${d.guild}`] : [...d.subtypes],
    element: d.element, cost: d.cost, mana: d.mana, text: d.text, owner: o.owner,
  };
  if (d.at !== undefined) f.at = d.at;
  if (d.df !== undefined) f.df = d.df;
  if (d.timing) f.timing = [...d.timing];
  if (d.duration !== undefined) f.duration = d.duration;
  if (d.manual) f.manual = true;
  return f;
}

function attachment(o: Obj): AttachmentView {
  return { ...face(o), turnsLeft: o.left ?? null, attachedTo: o.att ?? null, controller: o.ctrl };
}

function player(g: G, seat: Seat, viewer: Viewer): PlayerBoardView {
  const p = pl(g, seat);
  const objs = (ids: string[]) => ids.map((id) => g.s.objs[id]).filter((o): o is Obj => !!o);
  const field = objs(zoneOf(g.s, seat, 'field'));
  const units: UnitView[] = field.filter((o) => defOf(o).type === 'unit').map((o) => {
    const st = stats(g, o);
    const u: UnitView = {
      ...(face(o) as CardFace & { type: 'unit' }), mode: o.mode ?? 'AT', currentAt: st.at, currentDf: st.df, damage: o.dmg ?? 0,
      counters: { ...(o.ctr ?? {}) }, canAttackByAge: !!o.since, items: field.filter((i) => i.att === o.id).map(attachment), controller: o.ctrl,
    };
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
    waitingFor: s.prompt ? { seat: s.prompt.seat, kind: s.prompt.kind, label: s.prompt.label } : null,
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
