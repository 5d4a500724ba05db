import { describe, expect, it } from 'vitest';
import { center, drawnStrings, inside, overlaps, type Box, type DrawList } from '../../src/render/draw-list.js';
import { layoutFadalgia, layoutSpiritDuel } from '../../src/render/index.js';
import { asView } from './as-view.js';
import { busyBoard, endedBoard, openingBoard, starterBoard, unit } from './fadalgia-fixtures.js';
import { spiritMidGame } from './spirit-duel-fixtures.js';

const canvasBox = (list: DrawList): Box => ({ x: 0, y: 0, w: list.width, h: list.height });
const box = (list: DrawList, name: string): Box => {
  const b = list.boxes[name];
  if (!b) throw new Error(`no box ${name}`);
  return b;
};

function expectTextInsideCanvas(list: DrawList): void {
  for (const op of list.ops) {
    if (op.kind !== 'text') continue;
    const left = op.align === 'left' ? op.x : op.align === 'center' ? op.x - op.width / 2 : op.x - op.width;
    expect(inside({ x: left, y: op.y - op.size, w: op.width, h: op.size }, canvasBox(list)), op.text).toBe(true);
  }
}

describe('layoutFadalgia (geometry without a canvas)', () => {
  it('keeps every card and label inside the canvas, and cards of one field apart', () => {
    const { board } = busyBoard();
    const list = layoutFadalgia(asView(board));
    expectTextInsideCanvas(list);
    for (const p of board.players) {
      const boxes = p.units.map((u) => box(list, `card:${u.objectId}`));
      for (const b of boxes) expect(inside(b, box(list, `zone:${p.seat}:field`))).toBe(true);
      for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(overlaps(boxes[i] as Box, boxes[j] as Box)).toBe(false);
    }
    expect(overlaps(box(list, 'zone:0:field'), box(list, 'zone:1:field'))).toBe(false);
  });

  it('marks DF-mode Units "DF Mode" on their card and AT-mode Units not (the phone board no longer turns cards)', () => {
    const { board } = busyBoard();
    const list = layoutFadalgia(asView(board));
    for (const u of board.players.flatMap((p) => p.units)) {
      const b = box(list, `card:${u.objectId}`);
      const marked = list.ops.some((op) => op.kind === 'text' && op.text === 'DF Mode' && inside({ x: op.x - op.width / 2, y: op.y - op.size, w: op.width, h: op.size }, b));
      expect(marked, `${u.name.th} ${u.mode}`).toBe(u.mode === 'DF');
    }
  });

  it('puts the spectator’s seat 0 at the bottom and a seat viewer’s own seat at the bottom', () => {
    const spectator = layoutFadalgia(asView(busyBoard().board));
    expect(box(spectator, 'player:0').y).toBeGreaterThan(box(spectator, 'player:1').y);
    const seat1 = layoutFadalgia(asView({ ...busyBoard().board, viewer: 1 }));
    expect(box(seat1, 'player:1').y).toBeGreaterThan(box(seat1, 'player:0').y);
  });

  it('shows counts, AT/DF, damage, counters, attached Items with turns left, Terrain and mana', () => {
    const { board } = busyBoard();
    const s = drawnStrings(layoutFadalgia(asView(board)));
    for (const want of ['กองหลัก 21', 'กองไลฟ์ 6', 'มือ 4', 'กองหลัก 19', 'มือ 5', 'สุสาน 2: หมาป่าอัคคี', 'สุสาน 3: ม่านหมอก', 'Outer Zone 1: วิญญาณที่ถูกผนึก', 'Outer Zone 0'])
      expect(s).toContain(want);
    expect(s).toContain('ดาเมจ 2');
    expect(s).toContain('+1/+1 ×2');
    expect(s).toContain('+ โล่วารี (ถาวร)');
    expect(s.some((x) => x.startsWith('+ ดาบศักดิ์'))).toBe(true); // cut to the tile's width
    expect(s).toContain('Terrain: ภูเขาไฟลุกโชน · 3 เทิร์น');
    expect(s).toContain('Item: หอคอยแห่งกระแสน้ำ · 1 เทิร์น');
    expect(s).toContain('7'); // knight's AT after +2
    expect(s).toContain('มานา 4/7 · สตรีม 3'); // 3 of seat 0's 7 mana cards are in the Empty state
    expect(s).toContain('มานา 4/6 · สตรีม 2');
    expect(s).toContain('มานาคงเหลือ: ไฟ 2');
    expect(s).toContain('เทิร์น 7');
    expect(s).toContain('Main Phase');
    expect(s).toContain('AT Turn: สมชาย');
    expect(s).toContain('สิทธิ์ใน Break: Nattaya');
  });

  it('lists the Break top first, numbered in the order the entries went in, with controllers', () => {
    const { board } = busyBoard();
    const list = layoutFadalgia(asView(board));
    const s = drawnStrings(list);
    const i3 = s.findIndex((x) => x.startsWith('3. อัศวินเพลิง'));
    const i2 = s.findIndex((x) => x.startsWith('2. คลื่นยักษ์'));
    const i1 = s.findIndex((x) => x.startsWith('1. ระเบิดเพลิง'));
    expect(i3).toBeGreaterThan(-1);
    expect(i3).toBeLessThan(i2);
    expect(i2).toBeLessThan(i1);
    expect(s).toContain('สมชาย · Trigger Ability · บนสุด');
    expect(s).toContain('Nattaya · การ์ด');
    expect(box(list, 'break:b3').y).toBeLessThan(box(list, 'break:b1').y);
  });

  it('draws the attack arrow from the attacker to its target and marks the blocker', () => {
    const { board, attacker, target, blocker } = busyBoard();
    const list = layoutFadalgia(asView(board));
    const arrows = list.ops.filter((op) => op.kind === 'line' && op.arrow);
    const near = (p: [number, number], b: Box): boolean => inside({ x: p[0], y: p[1], w: 0, h: 0 }, b, 2);
    const attack = arrows.find((op) => op.kind === 'line' && near(op.points[0] as [number, number], box(list, `card:${attacker.objectId}`)) && near(op.points[op.points.length - 1] as [number, number], box(list, `card:${target.objectId}`)));
    expect(attack).toBeDefined();
    const block = arrows.find((op) => op.kind === 'line' && op.dash && near(op.points[0] as [number, number], box(list, `card:${blocker.objectId}`)));
    expect(block).toBeDefined();
    expect(drawnStrings(list)).toContain('บล็อก');
    expect(drawnStrings(list)).toContain('บล็อกโดย เต่าผาหิน');
  });

  it('highlights the last action with its rule section', () => {
    const list = layoutFadalgia(asView(busyBoard().board));
    expect(list.boxes['last-action']).toBeDefined();
    expect(drawnStrings(list).join(' ')).toContain('(407.1.2)');
  });

  it('shows Life Tokens only in the Starter format', () => {
    expect(drawnStrings(layoutFadalgia(asView(starterBoard())))).toEqual(expect.arrayContaining(['Life Token 3', 'Life Token 5']));
    expect(drawnStrings(layoutFadalgia(asView(openingBoard()))).some((x) => x.startsWith('Life Token'))).toBe(false);
  });

  it('announces the winner and the reason when the game has ended', () => {
    const s = drawnStrings(layoutFadalgia(asView(endedBoard())));
    expect(s).toContain('จบเกม · Nattaya ชนะ');
    expect(s).toContain('สมชาย ต้องรับดาเมจแต่ไม่มีการ์ดในกองไลฟ์ (104.2)');
  });

  it('wraps a crowded field onto more rows instead of running off the canvas', () => {
    const { board } = busyBoard();
    board.players[0].units = Array.from({ length: 8 }, (_, i) => unit(0, `ทหารหมายเลข ${i + 1}`, 'fire', 1, 1, 1, { mode: i % 2 ? 'DF' : 'AT' }));
    const list = layoutFadalgia(asView(board));
    for (const u of board.players[0].units) expect(inside(box(list, `card:${u.objectId}`), box(list, 'zone:0:field'))).toBe(true);
    expectTextInsideCanvas(list);
  });

  it('drops characters the bundled font cannot draw from player names, falling back to a seat name', () => {
    const { board } = busyBoard();
    board.players[0].name = '🐉🔥';
    const s = drawnStrings(layoutFadalgia(asView(board)));
    expect(s).toContain('Nattaya');
    expect(s).toContain('AT Turn: ผู้เล่น 1');
  });
});

describe('layoutSpiritDuel', () => {
  it('shows Soul, Core, five Spirit slots, three Trap slots, the Field and the counts', () => {
    const { board, attacker } = spiritMidGame();
    const list = layoutSpiritDuel(asView(board));
    const s = drawnStrings(list);
    for (const want of ['Soul 11', 'Soul 6', 'Core 7/10', 'Core 3/10', 'เด็ค 19', 'มือ 4', 'Discard 1: ลูกไฟ', 'Discard 2: เงาพราย', 'เวทย์สนาม: ป่าต้องมนตร์', 'Spirit ทุกตัวได้รับ HP +1', 'เรียก Spirit 1/2', '5/8', 'ความเสียหาย 3', 'คว่ำ · เพิ่งตั้ง', 'Battle Phase'])
      expect(s).toContain(want);
    for (const seat of [0, 1]) {
      for (let i = 0; i < 5; i++) expect(list.boxes[`slot:${seat}:${i}`]).toBeDefined();
      for (let i = 0; i < 3; i++) expect(list.boxes[`trap:${seat}:${i}`]).toBeDefined();
    }
    expect(s.some((x) => x.startsWith('+ ดาบเทพสายฟ้า'))).toBe(true);
    const from = center(box(list, `card:${attacker.objectId}`));
    expect(list.ops.some((op) => op.kind === 'line' && op.arrow && Math.abs((op.points[0]?.[0] ?? 0) - from[0]) < 1)).toBe(true);
    expectTextInsideCanvas(list);
  });
});
