/** The board as one viewer may see it (view-types.ts), built field by field from what that viewer can see. */
import { canSee, cardsIn, type Seat, type Viewer } from '../../core/kernel.js';
import { atkOf, damageOf, dataOf, equipmentOn, maxHpOf, obj, other } from './board.js';
import { sdCard } from './cards.js';
import { summonsAllowed, summonsUsed } from './legal.js';
import { SPIRIT_SLOTS, TRAP_SLOTS, ZONES, type LogLine, type SDState } from './state.js';
import type { EquipmentView, SpiritCardFace, SpiritDuelBoard, SpiritDuelView, SpiritLogLine, SpiritPlayerView, SpiritView } from './view-types.js';
import { perObject, used } from '../../core/kernel.js';

function face(s: SDState, id: string): SpiritCardFace {
  const o = obj(s, id);
  const c = sdCard(s, o.card);
  const f: SpiritCardFace = { objectId: id, cardId: c.id, name: { ...c.name }, type: c.type, cost: c.cost, text: { ...c.text }, owner: o.owner };
  if (c.atk !== undefined && (c.type === 'spirit' || c.type === 'equipment')) f.atk = c.atk;
  if (c.hp !== undefined && (c.type === 'spirit' || c.type === 'equipment')) f.hp = c.hp;
  return f;
}

function spiritView(s: SDState, id: string): SpiritView {
  const o = obj(s, id);
  const d = dataOf(o);
  const eq = equipmentOn(s, id);
  const equipment: EquipmentView | null = eq ? { ...face(s, eq.id), type: 'equipment', attachedTo: id } : null;
  return {
    ...face(s, id), type: 'spirit', currentAtk: atkOf(s, id), maxHp: maxHpOf(s, id), damage: damageOf(s, id), equipment,
    summonedThisTurn: d.summonedTurn === s.turn, attackedThisTurn: used(s.limits, 'turn', perObject(id, 'attack')) > 0, rested: !!d.rested, controller: o.ctrl,
  };
}

function pad<T>(items: T[], n: number): Array<T | null> {
  return [...items, ...Array<null>(Math.max(0, n - items.length)).fill(null)];
}

function player(s: SDState, p: Seat, viewer: Viewer): SpiritPlayerView {
  const hand = cardsIn(s.zones, 'hand', p);
  const out: SpiritPlayerView = {
    seat: p, name: s.names[p], soul: s.soul[p], core: s.core[p], deckCount: cardsIn(s.zones, 'deck', p).length, handCount: hand.length,
    discard: cardsIn(s.zones, 'discard', p).map((id) => face(s, id)),
    spirits: pad(cardsIn(s.zones, 'spirits', p).map((id) => spiritView(s, id)), SPIRIT_SLOTS),
    traps: pad(cardsIn(s.zones, 'traps', p).map((id) => {
      const o = obj(s, id);
      // sd:trap.1: the opponent and spectators see a card, not its name or effect.
      return { objectId: id, setThisTurn: dataOf(o).setTurn === s.turn, ...(canSee(ZONES, o, viewer) ? { face: face(s, id) } : {}) };
    }), TRAP_SLOTS),
    summonsThisTurn: summonsUsed(s, p),
    summonsAllowed: summonsAllowed(s, p),
  };
  if (viewer === p) out.hand = hand.filter((id) => canSee(ZONES, obj(s, id), viewer)).map((id) => face(s, id));
  return out;
}

const visible = (l: LogLine, viewer: Viewer): boolean => l.audience === null || l.audience === viewer;
const line = (l: LogLine): SpiritLogLine => ({ seq: l.seq, seat: l.actor, text: { ...l.text } });

export function viewFor(s: SDState, viewer: Viewer): SpiritDuelView {
  const log = s.log.filter((l) => visible(l, viewer));
  const b = s.battle;
  const fieldId = cardsIn(s.zones, 'field')[0];
  const board: SpiritDuelBoard = {
    game: 'spirit-duel', viewer, matchId: s.matchId, version: s.version, turn: s.turn, activeSeat: s.active, firstSeat: s.first,
    phase: s.result ? 'ended' : s.phase, turnSeconds: s.turnSeconds,
    waitingFor: s.prompt && !s.result ? { seat: s.prompt.seat, kind: s.prompt.kind, label: { ...s.prompt.label } } : null,
    players: [player(s, 0, viewer), player(s, 1, viewer)],
    field: fieldId ? face(s, fieldId) : null,
    battle: b ? { attackerId: b.attacker, target: b.target === null ? { kind: 'soul', seat: other(b.attackerSeat) } : { kind: 'spirit', objectId: b.target }, stage: b.stage } : null,
    lastAction: log.length ? line(log[log.length - 1]!) : null,
    recentLog: log.slice(-8).map(line),
    result: s.result ? { winner: s.result.winner, reason: { ...s.result.reason } } : null,
  };
  return board as SpiritDuelView;
}
