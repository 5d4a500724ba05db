/**
 * Boards and hands for the phone tests and screenshots: each game's representative position and its worst case
 * (most cards per zone, longest names in Thai and English, many attachments and counters; the fullest hand).
 */
import type { BoardView } from '../../src/render/index.js';
import { asView } from './as-view.js';
import { attachment, busyBoard, endedBoard, face, hiddenMana, openingBoard, stream, unit } from './fadalgia-fixtures.js';
import { spirit, sdFace, spiritMidGame } from './spirit-duel-fixtures.js';
import type { CardFace } from '../../src/engine/games/fadalgia/view-types.js';
import type { SpiritCardFace } from '../../src/engine/games/spirit-duel/view-types.js';
import { smCrowded, smMidGame } from './summoner-master-fixtures.js';

export const LONG_TH = 'มหาจอมอัศวินมังกรเพลิงผู้พิทักษ์แห่งอาณาจักรศักดิ์สิทธิ์';
export const LONG_EN = 'Grand Sovereign Dragonlord of the Everlasting Crimson Flame';

/** Fadalgia with both fields full: eight Units a side, each with Items and counters, a Terrain and field Items. */
export function fadalgiaFull(): ReturnType<typeof busyBoard>['board'] {
  const { board } = busyBoard();
  for (const p of board.players) {
    p.units = Array.from({ length: 8 }, (_, i) => {
      const u = unit(p.seat, i % 2 ? LONG_EN : `${LONG_TH} ${i + 1}`, (['fire', 'water', 'wind', 'earth', 'none'] as const)[i % 5]!, 9, 12 + i, 10 + i, {
        mode: i % 3 ? 'AT' : 'DF',
        currentAt: 15 + i,
        damage: i % 2 ? 3 : 0,
        counters: { '+1/+1': 2, Soul: 3 },
        canAttackByAge: i % 4 !== 0,
      });
      u.items = [attachment(p.seat, LONG_TH, 'fire', 'item', 2, u.objectId), attachment(p.seat, LONG_EN, 'water', 'item', null, u.objectId)];
      return u;
    });
    p.terrain = attachment(p.seat, LONG_TH, 'earth', 'terrain', 3);
    p.fieldItems = [attachment(p.seat, LONG_EN, 'wind', 'item', 1), attachment(p.seat, LONG_TH, 'none', 'item', null)];
    p.mana = [...Array.from({ length: 6 }, (_, i) => stream(p.seat, 'x', (['fire', 'water', 'wind', 'earth', 'none', 'fire'] as const)[i]!, 2, i % 2 ? 'empty' : 'active')), ...Array.from({ length: 6 }, (_, i) => hiddenMana(i % 3 ? 'active' : 'empty'))];
    p.pool = { fire: 2, water: 1, wind: 3, earth: 1, none: 2 };
    p.counters = { 'Soul Energy': 4 };
    p.grave.push(face(p.seat, LONG_TH, 'fire', 'unit'));
    p.outer.push(face(p.seat, LONG_EN, 'water', 'unit'));
  }
  board.players[0].lifeTokens = 5;
  board.players[1].lifeTokens = 2;
  board.breakZone = [...board.breakZone, ...board.breakZone.map((e) => ({ ...e, id: `${e.id}x`, label: { th: `${LONG_TH}: ${LONG_EN}`, en: LONG_EN } }))];
  const a = board.players[0].units;
  const d = board.players[1].units;
  board.combat = { attackerIds: [a[1]!.objectId, a[2]!.objectId], target: { kind: 'unit', objectId: d[3]!.objectId }, blockerIds: [d[0]!.objectId, d[5]!.objectId], stage: 'blocked' };
  board.lastAction = { seq: 99, seat: 0, text: { th: `${LONG_TH} โจมตี ${LONG_EN} และ ${LONG_TH}`, en: LONG_EN }, rule: '609.7' };
  return board;
}

/** Spirit Duel with all five Spirit slots filled on both sides, each equipped, all Traps set, a Field. */
export function spiritFull(): ReturnType<typeof spiritMidGame>['board'] {
  const { board } = spiritMidGame();
  for (const p of board.players) {
    p.spirits = Array.from({ length: 5 }, (_, i) => {
      const s = spirit(p.seat, i % 2 ? LONG_EN : LONG_TH, 9, 10 + i, 12 + i, { currentAtk: 13 + i, maxHp: 14 + i, damage: i % 2 ? 11 : 0, summonedThisTurn: i === 0, rested: i === 3 });
      s.equipment = { ...sdFace(p.seat, i % 2 ? LONG_TH : LONG_EN, 'equipment', 3, { atk: 3, hp: 2 }), type: 'equipment', attachedTo: s.objectId };
      return s;
    });
    p.traps = [{ objectId: `t${p.seat}a`, setThisTurn: true }, { objectId: `t${p.seat}b`, setThisTurn: false }, { objectId: `t${p.seat}c`, setThisTurn: false }];
    p.discard.push(sdFace(p.seat, LONG_TH, 'magic', 4));
    p.summonsAllowed = 4;
    p.summonsThisTurn = 3;
  }
  board.field = sdFace(1, LONG_EN, 'field', 3, { text: { th: LONG_TH, en: LONG_EN } });
  board.battle = { attackerId: board.players[0].spirits[1]!.objectId, target: { kind: 'spirit', objectId: board.players[1].spirits[4]!.objectId }, stage: 'trap-window' };
  board.lastAction = { seq: 99, seat: 0, text: { th: `${LONG_TH} ประกาศโจมตี ${LONG_EN}`, en: LONG_EN } };
  return board;
}

export const phoneBoards: Record<string, () => BoardView> = {
  'fadalgia-opening': () => asView(openingBoard()),
  'fadalgia-busy': () => asView(busyBoard().board),
  'fadalgia-ended': () => asView(endedBoard()),
  'fadalgia-full': () => asView(fadalgiaFull()),
  'spirit-duel-mid': () => asView(spiritMidGame().board),
  'spirit-duel-full': () => asView(spiritFull()),
  'summoner-master-mid': () => smMidGame('spectator'),
  'summoner-master-13-seals': () => smCrowded(13),
};

/** More cards than any hand holds for long: the hand size is 7 (100.3; Starter - Type C: 5), and draws come before the discard (503.5.2). */
export const MAX_HAND = 12;
const LONG_TEXT = `${LONG_TH} ${LONG_EN}: เมื่อการ์ดใบนี้ลงสนาม จั่วการ์ด 2 ใบ จากนั้นเลือก Unit ฝ่ายตรงข้ามทั้งหมด ได้รับ AT -3 และ DF -3 จนจบเทิร์นถัดไปของคุณ แล้วทิ้งการ์ดในมือ 1 ใบ`;

/** Fadalgia's hand in the golden image: four cards of each kind. */
export function fadalgiaHand(): BoardView {
  const { board } = busyBoard();
  board.viewer = 0;
  board.players[0].hand = [
    face(0, 'อัศวินเพลิงผู้พิทักษ์', 'fire', 'unit', { at: 5, df: 3, cost: 4 }),
    face(0, 'ระเบิดเพลิง', 'fire', 'action', { timing: ['AT'] }),
    face(0, 'คลื่นยักษ์', 'water', 'action', { timing: ['AT', 'DF'] }),
    face(0, 'ป่าแห่งสายลม', 'wind', 'terrain', { duration: 3 }),
  ];
  return asView(board);
}

/** The fullest Fadalgia hand: MAX_HAND cards, the longest names and texts, two-digit numbers, a manual card. */
export function fadalgiaHandFull(): BoardView {
  const { board } = busyBoard();
  board.viewer = 0;
  const kinds: Array<CardFace['type']> = ['unit', 'action', 'item', 'terrain'];
  board.players[0].hand = Array.from({ length: MAX_HAND }, (_, i) => face(0, i % 2 ? LONG_EN : LONG_TH, (['fire', 'water', 'wind', 'earth', 'none'] as const)[i % 5]!, kinds[i % 4]!, {
    cost: 10 + i, at: 12 + i, df: 10 + i, text: { th: LONG_TEXT, en: LONG_TEXT }, ...(i % 4 === 3 ? { duration: null } : {}), ...(i === 5 ? { manual: true } : {}),
  }));
  return asView(board);
}

/** A Spirit Duel hand: a Spirit, an Equipment, a Magic, a Trap. */
export function spiritHand(): BoardView {
  const { board } = spiritMidGame();
  board.viewer = 0;
  board.players[0].hand = [
    sdFace(0, 'หมาป่าสายฟ้า', 'spirit', 3, { atk: 4, hp: 5 }),
    sdFace(0, 'ดาบเทพสายฟ้า', 'equipment', 2, { atk: 2 }),
    sdFace(0, 'ลูกไฟ', 'magic', 1),
    sdFace(0, 'กับดักหนาม', 'trap', 2),
  ];
  return asView(board);
}

/** The fullest Spirit Duel hand: MAX_HAND cards, the longest names and texts. */
export function spiritHandFull(): BoardView {
  const { board } = spiritMidGame();
  board.viewer = 0;
  const kinds: Array<SpiritCardFace['type']> = ['spirit', 'equipment', 'magic', 'trap', 'field'];
  board.players[0].hand = Array.from({ length: MAX_HAND }, (_, i) => sdFace(0, i % 2 ? LONG_EN : LONG_TH, kinds[i % 5]!, 10 + i, {
    ...(i % 5 === 0 ? { atk: 12 + i, hp: 14 + i } : i % 5 === 1 ? { atk: 3, hp: 2 } : {}), text: { th: LONG_TEXT, en: LONG_TEXT }, ...(i === 4 ? { manual: true } : {}),
  }));
  return asView(board);
}

/** An empty hand. */
export function emptyHand(): BoardView {
  const { board } = busyBoard();
  board.viewer = 0;
  board.players[0].hand = [];
  return asView(board);
}

export const phoneHands: Record<string, () => BoardView> = {
  'fadalgia-hand': fadalgiaHand,
  'fadalgia-hand-full': fadalgiaHandFull,
  'fadalgia-hand-empty': emptyHand,
  'spirit-duel-hand': spiritHand,
  'spirit-duel-hand-full': spiritHandFull,
};
