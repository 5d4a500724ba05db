/** Hand-built Spirit Duel boards for renderer tests (see as-view.ts for why they are cast). */
import type { Seat } from '../../src/engine/core/view-types.js';
import type { EquipmentView, SpiritCardFace, SpiritDuelBoard, SpiritPlayerView, SpiritView } from '../../src/engine/games/spirit-duel/view-types.js';

let nextId = 0;
const id = (): string => `sd-${++nextId}`;
const t = (th: string, en = th): { th: string; en: string } => ({ th, en });

export function sdFace(owner: Seat, name: string, type: SpiritCardFace['type'], cost: number, extra: Partial<SpiritCardFace> = {}): SpiritCardFace {
  return { objectId: id(), cardId: `SD-${nextId}`, name: t(name), type, cost, text: t('เมื่อเรียกลงสนาม ได้รับ Core 1 หน่วย'), owner, ...extra };
}

export function spirit(owner: Seat, name: string, cost: number, atk: number, hp: number, extra: Partial<SpiritView> = {}): SpiritView {
  return {
    ...sdFace(owner, name, 'spirit', cost, { atk, hp }),
    type: 'spirit',
    currentAtk: atk,
    maxHp: hp,
    damage: 0,
    equipment: null,
    summonedThisTurn: false,
    attackedThisTurn: false,
    rested: false,
    controller: owner,
    ...extra,
  };
}

export function sdPlayer(seat: Seat, extra: Partial<SpiritPlayerView> = {}): SpiritPlayerView {
  return {
    seat,
    name: seat === 0 ? 'ธนากร' : 'Mali',
    soul: 15,
    core: 4,
    deckCount: 25,
    handCount: 5,
    discard: [],
    spirits: [null, null, null, null, null],
    traps: [null, null, null],
    summonsThisTurn: 0,
    ...extra,
  };
}

export function spiritMidGame(): { board: SpiritDuelBoard; trapNames: string[]; attacker: SpiritView } {
  const wolf = spirit(0, 'หมาป่าสายฟ้า', 3, 4, 5, { currentAtk: 6 });
  const sword: EquipmentView = { ...sdFace(0, 'ดาบเทพสายฟ้า', 'equipment', 2, { atk: 2 }), type: 'equipment', attachedTo: wolf.objectId };
  wolf.equipment = sword;
  const phoenix = spirit(0, 'นกเพลิงอมตะ', 5, 5, 6, { summonedThisTurn: true });
  const golem = spirit(1, 'โกเลมหินผา', 4, 3, 8, { damage: 3 });
  const imp = spirit(1, 'ภูตจอมซน', 1, 1, 2, { attackedThisTurn: true });
  const trapNames = ['กับดักลับสุดยอด', 'กำแพงมายา'];
  const board: SpiritDuelBoard = {
    game: 'spirit-duel',
    viewer: 'spectator',
    matchId: 'sd-test',
    version: 40,
    turn: 6,
    activeSeat: 0,
    firstSeat: 1,
    phase: 'battle',
    turnSeconds: 120,
    waitingFor: { seat: 1, kind: 'trap', label: t('จะเปิดใช้ Trap หรือไม่') },
    players: [
      sdPlayer(0, {
        soul: 11,
        core: 7,
        deckCount: 19,
        handCount: 4,
        spirits: [wolf, phoenix, null, null, null],
        traps: [{ objectId: id(), setThisTurn: true }, null, null],
        discard: [sdFace(0, 'ลูกไฟ', 'magic', 2)],
        summonsThisTurn: 1,
      }),
      sdPlayer(1, {
        soul: 6,
        core: 3,
        deckCount: 18,
        handCount: 3,
        spirits: [golem, imp, null, null, null],
        traps: [{ objectId: id(), setThisTurn: false }, { objectId: id(), setThisTurn: false }, null],
        discard: [sdFace(1, 'โล่น้ำแข็ง', 'trap', 1), sdFace(1, 'เงาพราย', 'spirit', 2, { atk: 2, hp: 2 })],
      }),
    ],
    field: sdFace(1, 'ป่าต้องมนตร์', 'field', 3, { text: t('Spirit ทุกตัวได้รับ HP +1') }),
    battle: { attackerId: wolf.objectId, target: { kind: 'spirit', objectId: golem.objectId }, stage: 'trap-window' },
    lastAction: { seq: 39, seat: 0, text: t('หมาป่าสายฟ้า ประกาศโจมตี โกเลมหินผา') },
    recentLog: [
      { seq: 36, seat: 0, text: t('ธนากร ได้รับ Core 3') },
      { seq: 37, seat: 0, text: t('ธนากร เรียก นกเพลิงอมตะ') },
      { seq: 38, seat: 0, text: t('ธนากร ตั้ง Trap 1 ใบ') },
      { seq: 39, seat: 0, text: t('หมาป่าสายฟ้า ประกาศโจมตี โกเลมหินผา') },
    ],
    result: null,
  };
  return { board, trapNames, attacker: wolf };
}
