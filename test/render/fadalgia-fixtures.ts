/** Hand-built Fadalgia boards for renderer tests (see as-view.ts for why they are cast). */
import type { Seat } from '../../src/engine/core/view-types.js';
import type {
  AttachmentView,
  BreakEntryView,
  CardFace,
  Element,
  FadalgiaBoard,
  ManaCardView,
  PlayerBoardView,
  UnitView,
} from '../../src/engine/games/fadalgia/view-types.js';

let nextId = 0;
const id = (p: string): string => `${p}-${++nextId}`;
const t = (th: string, en = th): { th: string; en: string } => ({ th, en });

export function face(owner: Seat, name: string, element: Element, type: CardFace['type'], extra: Partial<CardFace> = {}): CardFace {
  return {
    objectId: id('obj'),
    cardId: `FDG-T-${nextId}`,
    name: t(name),
    type,
    subtypes: [],
    element,
    cost: 2,
    mana: 1,
    text: t('เมื่อการ์ดใบนี้ลงสนาม จั่วการ์ด 1 ใบ จากนั้นเลือก Unit ฝ่ายตรงข้าม 1 ใบ ได้รับ AT -1 จนจบเทิร์น'),
    owner,
    ...extra,
  };
}

export function unit(owner: Seat, name: string, element: Element, cost: number, at: number, df: number, extra: Partial<UnitView> = {}): UnitView {
  return {
    ...face(owner, name, element, 'unit', { cost, at, df, subtypes: ['Warrior'] }),
    type: 'unit',
    mode: 'AT',
    currentAt: at,
    currentDf: df,
    damage: 0,
    counters: {},
    canAttackByAge: true,
    items: [],
    controller: owner,
    ...extra,
  };
}

export function attachment(owner: Seat, name: string, element: Element, type: 'item' | 'terrain', turnsLeft: number | null, attachedTo: string | null = null): AttachmentView {
  return { ...face(owner, name, element, type, { duration: turnsLeft }), turnsLeft, attachedTo, controller: owner };
}

export function stream(owner: Seat, name: string, element: Element, mana: number, state: ManaCardView['state'] = 'active'): ManaCardView {
  return { objectId: id('mana'), faceUp: true, face: face(owner, name, element, 'unit', { mana }), state };
}

export function hiddenMana(state: ManaCardView['state'] = 'active'): ManaCardView {
  return { objectId: id('mana'), faceUp: false, state };
}

export function player(seat: Seat, extra: Partial<PlayerBoardView> = {}): PlayerBoardView {
  return {
    seat,
    name: seat === 0 ? 'สมชาย' : 'Nattaya',
    role: seat === 0 ? 'AT' : 'DF',
    mainCount: 40,
    lifeCount: 10,
    handCount: 7,
    grave: [],
    outer: [],
    units: [],
    terrain: null,
    fieldItems: [],
    mana: [],
    pool: {},
    counters: {},
    streamPlacedThisTurn: false,
    ...extra,
  };
}

export function board(extra: Partial<FadalgiaBoard> = {}): FadalgiaBoard {
  return {
    game: 'fadalgia',
    format: 'standard',
    viewer: 'spectator',
    matchId: 'm-test',
    version: 1,
    turn: 1,
    atSeat: 0,
    phase: 'main',
    priority: 0,
    waitingFor: null,
    players: [player(0), player(1)],
    breakZone: [],
    combat: null,
    lastAction: null,
    recentLog: [],
    result: null,
    ...extra,
  };
}

export function openingBoard(): FadalgiaBoard {
  return board({
    turn: 1,
    phase: 'main',
    priority: 0,
    players: [
      player(0, { mainCount: 33, handCount: 7, mana: [stream(0, 'จิ้งจอกไฟ', 'fire', 1)], streamPlacedThisTurn: true, pool: {} }),
      player(1, { mainCount: 33, handCount: 7 }),
    ],
    waitingFor: { seat: 0, kind: 'priority', label: t('เลือกการกระทำใน Main Phase') },
    lastAction: { seq: 3, seat: 0, text: t('สมชาย วางจิ้งจอกไฟเป็นสตรีม'), rule: '502.2.1' },
    recentLog: [
      { seq: 1, seat: null, text: t('เริ่มเกม สมชาย เริ่มที่ AT Turn'), rule: '500.1.1.2' },
      { seq: 2, seat: 0, text: t('สมชาย จั่วการ์ด 1 ใบ') },
      { seq: 3, seat: 0, text: t('สมชาย วางจิ้งจอกไฟเป็นสตรีม') },
    ],
  });
}

export interface BusyBoard {
  board: FadalgiaBoard;
  attacker: UnitView;
  target: UnitView;
  blocker: UnitView;
  breakEntries: BreakEntryView[];
}

export function busyBoard(): BusyBoard {
  const knight = unit(0, 'อัศวินเพลิงผู้พิทักษ์', 'fire', 4, 5, 3, { currentAt: 7 });
  knight.items = [attachment(0, 'ดาบศักดิ์สิทธิ์แห่งไฟ', 'fire', 'item', 2, knight.objectId)];
  const fox = unit(0, 'จิ้งจอกไฟ', 'fire', 1, 2, 1, { canAttackByAge: false });
  const golem = unit(0, 'ยักษ์ศิลา', 'earth', 5, 4, 6, { mode: 'DF', damage: 2, counters: { '+1/+1': 2 } });
  const sprite = unit(0, 'พรายลมกรด', 'wind', 2, 3, 2);
  const dragon = unit(1, 'มังกรวารีแห่งทะเลลึก', 'water', 6, 6, 5, { damage: 1 });
  const turtle = unit(1, 'เต่าผาหิน', 'earth', 3, 1, 6, { mode: 'DF' });
  turtle.items = [attachment(1, 'โล่วารี', 'water', 'item', null, turtle.objectId)];
  const mage = unit(1, 'นักเวทย์แห่งสายธาร', 'water', 3, 2, 3, { currentDf: 1 });
  const spirit = unit(1, 'ภูตไร้ธาตุ', 'none', 2, 2, 2, { summon: 'phantom' });
  const blast = face(0, 'ระเบิดเพลิง', 'fire', 'action', { timing: ['AT'] });
  const wave = face(1, 'คลื่นยักษ์', 'water', 'action', { timing: ['AT', 'DF'] });
  const breakEntries: BreakEntryView[] = [
    { id: 'b1', kind: 'card', controller: 0, source: blast, label: t('ระเบิดเพลิง: 3 ดาเมจ ไปยัง มังกรวารี'), targets: [dragon.objectId] },
    { id: 'b2', kind: 'card', controller: 1, source: wave, label: t('คลื่นยักษ์: ยกเลิกการ์ดใน Break'), targets: ['b1'] },
    { id: 'b3', kind: 'trigger', controller: 0, source: knight, label: t('อัศวินเพลิงผู้พิทักษ์: AT +2 จนจบเทิร์น'), targets: [knight.objectId] },
  ];
  const b = board({
    turn: 7,
    atSeat: 0,
    phase: 'main',
    priority: 1,
    version: 58,
    players: [
      player(0, {
        mainCount: 21,
        lifeCount: 6,
        handCount: 4,
        units: [knight, fox, golem, sprite],
        terrain: attachment(0, 'ภูเขาไฟลุกโชน', 'fire', 'terrain', 3),
        mana: [
          stream(0, 'จิ้งจอกไฟ', 'fire', 2, 'empty'),
          stream(0, 'อสรพิษเพลิง', 'fire', 1),
          stream(0, 'ยักษ์ศิลา', 'earth', 2, 'empty'),
          hiddenMana('empty'),
          hiddenMana(),
          hiddenMana(),
          hiddenMana(),
        ],
        pool: { fire: 2 },
        grave: [face(0, 'ระเบิดเพลิง', 'fire', 'action'), face(0, 'หมาป่าอัคคี', 'fire', 'unit')],
        outer: [face(0, 'วิญญาณที่ถูกผนึก', 'none', 'unit')],
        streamPlacedThisTurn: true,
      }),
      player(1, {
        name: 'Nattaya ⚔️ 🐉',
        mainCount: 19,
        lifeCount: 4,
        handCount: 5,
        units: [dragon, turtle, mage, spirit],
        terrain: null,
        fieldItems: [attachment(1, 'หอคอยแห่งกระแสน้ำ', 'water', 'item', 1)],
        mana: [stream(1, 'ปลาวาฬน้ำแข็ง', 'water', 2), stream(1, 'เต่าผาหิน', 'earth', 1), hiddenMana(), hiddenMana(), hiddenMana('empty'), hiddenMana('empty')],
        grave: [face(1, 'พายุหมุน', 'wind', 'action'), face(1, 'เงือกน้อย', 'water', 'unit'), face(1, 'ม่านหมอก', 'water', 'action')],
      }),
    ],
    breakZone: breakEntries,
    combat: { attackerIds: [knight.objectId], target: { kind: 'unit', objectId: dragon.objectId }, blockerIds: [turtle.objectId], stage: 'blocked' },
    waitingFor: { seat: 1, kind: 'priority', label: t('ตอบโต้ใน Break หรือผ่าน') },
    lastAction: { seq: 57, seat: 0, text: t('อัศวินเพลิงผู้พิทักษ์ ทริกเกอร์: AT +2 จนจบเทิร์น'), rule: '407.1.2' },
    recentLog: [
      { seq: 53, seat: 0, text: t('สมชาย ร่ายดาบศักดิ์สิทธิ์แห่งไฟ') },
      { seq: 54, seat: 0, text: t('อัศวินเพลิงผู้พิทักษ์ โจมตี มังกรวารีแห่งทะเลลึก') },
      { seq: 55, seat: 1, text: t('เต่าผาหิน บล็อก') },
      { seq: 56, seat: 1, text: t('Nattaya ร่ายคลื่นยักษ์') },
      { seq: 57, seat: 0, text: t('อัศวินเพลิงผู้พิทักษ์ ทริกเกอร์: AT +2 จนจบเทิร์น') },
    ],
  });
  return { board: b, attacker: knight, target: dragon, blocker: turtle, breakEntries };
}

export function starterBoard(): FadalgiaBoard {
  return board({
    format: 'starter-c',
    turn: 4,
    atSeat: 1,
    priority: 1,
    players: [
      player(0, { role: 'DF', mainCount: 12, lifeCount: 8, lifeTokens: 3, handCount: 5, units: [unit(0, 'จิ้งจอกไฟ', 'fire', 1, 2, 1)], mana: [stream(0, 'หมาป่าอัคคี', 'fire', 1), hiddenMana(), hiddenMana('empty')] }),
      player(1, {
        role: 'AT',
        mainCount: 11,
        lifeCount: 10,
        lifeTokens: 5,
        handCount: 4,
        units: [unit(1, 'เงือกน้อย', 'water', 2, 2, 2), unit(1, 'พรายลมกรด', 'wind', 2, 3, 2, { canAttackByAge: false })],
        mana: [stream(1, 'ปลาวาฬน้ำแข็ง', 'water', 2), hiddenMana(), hiddenMana()],
      }),
    ],
    waitingFor: { seat: 1, kind: 'priority', label: t('เลือกการกระทำใน Main Phase') },
    lastAction: { seq: 30, seat: 1, text: t('Nattaya ลงพรายลมกรด'), rule: '502.2.2' },
  });
}

export function endedBoard(): FadalgiaBoard {
  const { board: b } = busyBoard();
  return {
    ...b,
    turn: 12,
    phase: 'ended',
    priority: null,
    combat: null,
    breakZone: [],
    waitingFor: null,
    players: [{ ...b.players[0], lifeCount: 0, mainCount: 14 }, b.players[1]],
    result: { winner: 1, reason: t('สมชาย ต้องรับดาเมจแต่ไม่มีการ์ดในกองไลฟ์'), rule: '104.2' },
    lastAction: { seq: 90, seat: 1, text: t('มังกรวารีแห่งทะเลลึก โจมตีผู้เล่น สมชาย'), rule: '609.7' },
  };
}
