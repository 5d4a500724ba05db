/**
 * Fadalgia board geometry. Pure: view in, DrawList out. Reads only public parts of the view: a seat's
 * `hand` is never read here, so a seat view passed by mistake still yields a public image.
 */
import type { BreakEntryView, CardFace, FadalgiaView, ManaCardView, PlayerBoardView, UnitView } from '../../engine/games/fadalgia/view-types.js';
import type { Seat } from '../../engine/core/view-types.js';
import { Builder } from '../canvas-builder.js';
import type { Box, DrawList } from '../draw-list.js';
import { colors, elementColor, elementLabel } from '../theme.js';
import { drawCard, drawCardBack } from './card.js';
import { arrowBetween, chip, endBanner, HEADER_H, packRow, panel, playerName, statusPanels } from './common.js';
import { attachmentModel, cardName, unitModel } from './fadalgia-cards.js';

export const FADALGIA_WIDTH = 1280;
export const FADALGIA_HEIGHT = 960;
const LEFT_W = 980;
const UNIT = { w: 150, h: 206 };
const MANA = { w: 70, h: 96 };

const phaseLabel: Record<FadalgiaView['phase'], string> = {
  setup: 'เตรียมเกม',
  refresh: 'Refresh Phase',
  main: 'Main Phase',
  cleanup: 'Clean Up Phase',
  ended: 'จบเกม',
};

const kindLabel: Record<BreakEntryView['kind'], string> = { card: 'การ์ด', ability: 'ความสามารถ', trigger: 'ทริกเกอร์' };

interface Ctx {
  b: Builder;
  view: FadalgiaView;
  names: [string, string];
}

export function layoutFadalgia(view: FadalgiaView): DrawList {
  const b = new Builder(FADALGIA_WIDTH, FADALGIA_HEIGHT, colors.background);
  const names: [string, string] = [playerName(view.players[0].name, 0), playerName(view.players[1].name, 1)];
  const ctx: Ctx = { b, view, names };
  const bottom: Seat = view.viewer === 1 ? 1 : 0;
  const top: Seat = bottom === 0 ? 1 : 0;
  const halfH = (FADALGIA_HEIGHT - HEADER_H) / 2;

  header(ctx);
  playerHalf(ctx, view.players[top], { x: 0, y: HEADER_H, w: LEFT_W, h: halfH }, 'top');
  playerHalf(ctx, view.players[bottom], { x: 0, y: HEADER_H + halfH, w: LEFT_W, h: halfH }, 'bottom');
  b.line([[12, HEADER_H + halfH], [LEFT_W - 12, HEADER_H + halfH]], { color: colors.panelStroke, lineWidth: 2, dash: [10, 8] });
  sideColumn(ctx, { x: LEFT_W + 4, y: HEADER_H + 6, w: FADALGIA_WIDTH - LEFT_W - 14, h: FADALGIA_HEIGHT - HEADER_H - 14 });
  combatMarks(ctx);
  resultBanner(ctx);
  return b.build();
}

function header({ b, view, names }: Ctx): void {
  b.rect({ x: 0, y: 0, w: FADALGIA_WIDTH, h: HEADER_H }, { fill: colors.panel });
  if (view.result) return;
  const format = view.format === 'starter-c' ? 'Starter - Type C' : 'Standard';
  let x = 16;
  x += b.text(`ฟาดัลเกีย · ${format}`, x, 39, 300, { size: 22, weight: 700, color: colors.muted }) + 24;
  x += b.text(`เทิร์น ${view.turn}`, x, 40, 160, { size: 28, weight: 700, color: colors.text }) + 18;
  x += b.text(phaseLabel[view.phase], x, 40, 220, { size: 26, weight: 700, color: colors.gold }) + 18;
  b.text(`AT Turn: ${names[view.atSeat]}`, x, 40, FADALGIA_WIDTH - x - 300, { size: 24, weight: 700, color: colors.attack });
  const prio = view.priority === null ? 'ไม่มีผู้ถือสิทธิ์' : `สิทธิ์ใน Break: ${names[view.priority]}`;
  b.text(prio, FADALGIA_WIDTH - 16, 40, 290, { size: 22, weight: 700, color: view.priority === null ? colors.muted : colors.gold, align: 'right' });
}

function playerHalf(ctx: Ctx, p: PlayerBoardView, region: Box, side: 'top' | 'bottom'): void {
  const pad = 12;
  const infoH = 84;
  const manaH = MANA.h + 8;
  const fieldH = UNIT.h + 10;
  const rowsW = region.w - 2 * pad;
  const order = side === 'top' ? ['info', 'mana', 'field'] : ['field', 'mana', 'info'];
  const heights: Record<string, number> = { info: infoH, mana: manaH, field: fieldH };
  const total = infoH + manaH + fieldH + 2 * 8;
  let y = side === 'top' ? region.y + 8 : region.y + region.h - 8 - total;
  const rows: Record<string, Box> = {};
  for (const name of order) {
    const h = heights[name] ?? 0;
    rows[name] = { x: region.x + pad, y, w: name === 'info' ? region.w - 2 * pad : rowsW, h };
    y += h + 8;
  }
  info(ctx, p, rows.info as Box);
  manaRow(ctx, p, rows.mana as Box);
  fieldRow(ctx, p, rows.field as Box);
}

function info({ b, view, names }: Ctx, p: PlayerBoardView, box: Box): void {
  const hasPriority = view.priority === p.seat && view.phase !== 'ended';
  panel(b, box, null, hasPriority ? colors.gold : colors.panelStroke);
  b.mark(`player:${p.seat}`, box);
  let x = box.x + 14;
  x = chip(b, x, box.y + 34, p.role, p.role === 'AT' ? colors.attack : colors.block, 22) + 10;
  x += b.text(names[p.seat], x, box.y + 35, 380, { size: 26, weight: 700, color: colors.text }) + 12;
  if (view.viewer === p.seat) x = chip(b, x, box.y + 34, 'คุณ', '#4b5368', 18) + 8;
  if (hasPriority) x = chip(b, x, box.y + 34, 'มีสิทธิ์ใน Break', colors.gold, 18, colors.dark) + 8;
  if (view.waitingFor?.seat === p.seat && view.phase !== 'ended') chip(b, x, box.y + 34, 'กำลังตัดสินใจ', '#7a5cc4', 18, colors.text, box.x + box.w - 10);

  const counts: string[] = [`กองหลัก ${p.mainCount}`, `กองไลฟ์ ${p.lifeCount}`];
  if (p.lifeTokens !== undefined) counts.push(`Life Token ${p.lifeTokens}`);
  counts.push(`มือ ${p.handCount}`);
  const soul = Object.entries(p.counters).filter(([, n]) => n);
  for (const [name, n] of soul) counts.push(`${name} ${n}`);
  let cx = box.x + 14;
  const right = box.x + box.w - 10;
  for (const c of counts) cx = chip(b, cx, box.y + 72, c, '#2f3748', 20, colors.text, right) + 8;
  // Grave and Outer Zone are open zones: their top card is public.
  const zone = (name: string, label: string, cards: CardFace[]): void => {
    const top = cards[cards.length - 1];
    const start = cx;
    cx = chip(b, cx, box.y + 72, top ? `${label} ${cards.length}: ${cardName(top)}` : `${label} 0`, top ? elementColor[top.element] : '#2f3748', 20, colors.text, right) + 8;
    b.mark(`zone:${p.seat}:${name}`, { x: start, y: box.y + 51, w: cx - 8 - start, h: 29 });
    if (top) b.mark(`card:${top.objectId}`, { x: start, y: box.y + 51, w: cx - 8 - start, h: 29 });
  };
  zone('grave', 'สุสาน', p.grave);
  zone('outer', 'Outer', p.outer);
}

function manaCard(b: Builder, m: ManaCardView, box: Box): void {
  const empty = m.state === 'empty';
  if (m.faceUp && m.face) {
    const color = elementColor[m.face.element];
    b.rect(box, { radius: 8, fill: color });
    b.text(elementLabel[m.face.element], box.x + box.w / 2, box.y + box.h * 0.42, box.w - 6, { size: 22, weight: 700, color: colors.text, align: 'center' });
    b.text(`+${m.face.mana}`, box.x + box.w / 2, box.y + box.h * 0.72, box.w - 6, { size: 22, weight: 700, color: colors.text, align: 'center' });
    if (empty) b.rect(box, { radius: 8, fill: 'rgba(17,20,27,0.6)', stroke: colors.muted, lineWidth: 2 });
  } else {
    drawCardBack(b, box, '+1', empty);
  }
  if (empty) b.text('Empty', box.x + box.w / 2, box.y + box.h - 6, box.w - 4, { size: 14, weight: 700, color: colors.gold, align: 'center' });
  b.mark(`mana:${m.objectId}`, box);
}

function manaRow({ b }: Ctx, p: PlayerBoardView, row: Box): void {
  b.mark(`zone:${p.seat}:mana`, row);
  const streams = p.mana.filter((m) => m.faceUp).length;
  const active = p.mana.filter((m) => m.state === 'active').length;
  const labelW = 118;
  b.text('มานา', row.x, row.y + 30, labelW, { size: 20, weight: 700, color: colors.muted });
  b.text(`สตรีม ${streams} · มานา ${p.mana.length - streams}`, row.x, row.y + 56, labelW, { size: 15, color: colors.muted });
  b.text(`พร้อม ${active}/${p.mana.length}`, row.x, row.y + 80, labelW, { size: 15, color: colors.muted });
  const cards = packRow(p.mana.map((m) => ({ w: MANA.w, h: MANA.h, m })), { x: row.x + labelW, y: row.y, w: row.w - labelW, h: row.h }, 8, 0.6);
  const lastRight = row.x + row.w;
  for (const { item, box } of cards) if (box.x + box.w <= lastRight + 0.5) manaCard(b, item.m, box);
  const pool = Object.entries(p.pool).filter(([, n]) => n);
  if (pool.length) {
    const text = `พูล: ${pool.map(([e, n]) => `${elementLabel[e as keyof typeof elementLabel]} ${n}`).join(' ')}`;
    const last = cards[cards.length - 1]?.box;
    const x = last ? last.x + last.w + 10 : row.x + labelW;
    chip(b, x, row.y + row.h / 2 + 8, text, '#2f3748', 17, colors.gold, lastRight);
  }
}

function fieldRow(ctx: Ctx, p: PlayerBoardView, row: Box): void {
  const { b, view } = ctx;
  b.mark(`zone:${p.seat}:field`, row);
  const combat = view.combat;
  type Item = { w: number; h: number; draw: (box: Box) => void };
  const items: Item[] = [];
  items.push({
    w: p.terrain ? UNIT.w : 96,
    h: UNIT.h,
    draw: (box) => {
      b.mark(`zone:${p.seat}:terrain`, box);
      if (p.terrain) {
        drawCard(b, box, attachmentModel(p.terrain));
        b.mark(`card:${p.terrain.objectId}`, box);
      } else {
        b.rect(box, { radius: 10, stroke: colors.panelStroke, lineWidth: 2, dash: [8, 6] });
        b.text('Terrain', box.x + box.w / 2, box.y + box.h / 2 + 7, box.w - 10, { size: 18, color: colors.muted, align: 'center' });
      }
    },
  });
  for (const item of p.fieldItems) {
    items.push({
      w: UNIT.w,
      h: UNIT.h * 0.75,
      draw: (box) => {
        drawCard(b, box, attachmentModel(item));
        b.mark(`card:${item.objectId}`, box);
      },
    });
  }
  const unitItem = (u: UnitView): Item => {
    const turned = u.mode === 'DF';
    return {
      w: turned ? UNIT.h : UNIT.w,
      h: turned ? UNIT.w : UNIT.h,
      draw: (box) => {
        const marks = {
          attacking: !!combat?.attackerIds.includes(u.objectId),
          blocking: !!combat?.blockerIds.includes(u.objectId),
          targeted: combat?.target.kind === 'unit' && combat.target.objectId === u.objectId,
        };
        drawCard(b, box, unitModel(u, marks));
        b.mark(`card:${u.objectId}`, box);
      },
    };
  };
  items.push(...p.units.map(unitItem));
  for (const { item, box } of packRow(items, row, 12, 0.55)) item.draw(box);
  if (p.units.length === 0) {
    const first = b.boxes[`zone:${p.seat}:terrain`] as Box;
    const last = p.fieldItems.length ? b.boxes[`card:${p.fieldItems[p.fieldItems.length - 1]?.objectId}`] : undefined;
    const x = (last ?? first).x + (last ?? first).w + 20;
    b.text('ยังไม่มี Unit บนสนาม', x, row.y + row.h / 2 + 8, row.x + row.w - x, { size: 20, color: colors.muted });
  }
}

function sideColumn({ b, view, names }: Ctx, col: Box): void {
  // Break: top entry first, numbered bottom-up so "1" is the first that went in.
  const entries = view.breakZone;
  const shown = entries.slice(-5).reverse();
  const entryH = 92;
  const breakH = 48 + Math.max(1, shown.length) * entryH + (entries.length > shown.length ? 26 : 0);
  const breakBox = { x: col.x, y: col.y, w: col.w, h: breakH };
  let y = panel(b, breakBox, `BREAK (${entries.length})`, entries.length ? colors.gold : colors.panelStroke);
  b.mark('zone:break', breakBox);
  if (!entries.length) b.text('ว่าง', col.x + 14, y + 28, col.w - 28, { size: 20, color: colors.muted });
  shown.forEach((e, i) => {
    const index = entries.length - i;
    const row = { x: col.x + 10, y, w: col.w - 20, h: entryH - 8 };
    b.rect(row, { radius: 8, fill: '#262d3b', stroke: i === 0 ? colors.gold : undefined, lineWidth: 2 });
    b.rect({ x: row.x, y: row.y, w: 8, h: row.h }, { radius: 4, fill: elementColor[e.source.element] });
    b.paragraph(`${index}. ${e.label.th || e.label.en}`, row.x + 18, row.y + 25, row.w - 26, 2, 24, { size: 18, weight: 700, color: colors.text });
    b.text(`${names[e.controller]} · ${kindLabel[e.kind]}${i === 0 ? ' · บนสุด' : ''}`, row.x + 18, row.y + 76, row.w - 26, { size: 16, color: colors.muted });
    b.mark(`break:${e.id}`, row);
    y += entryH;
  });
  if (entries.length > shown.length) b.text(`และอีก ${entries.length - shown.length} รายการด้านล่าง`, col.x + 14, y + 14, col.w - 28, { size: 16, color: colors.muted });
  y = breakBox.y + breakBox.h + 10;

  if (view.combat) {
    const c = view.combat;
    const box = { x: col.x, y, w: col.w, h: 150 };
    let ty = panel(b, box, 'การโจมตี', colors.attack);
    const unitName = (id: string): string => {
      for (const pl of view.players) {
        const u = pl.units.find((x) => x.objectId === id);
        if (u) return cardName(u);
      }
      return '?';
    };
    const target = c.target.kind === 'player' ? `ผู้เล่น ${names[c.target.seat]}` : unitName(c.target.objectId);
    ty = b.paragraph(`${c.attackerIds.map(unitName).join(', ')} โจมตี ${target}`, col.x + 14, ty + 20, col.w - 28, 2, 25, { size: 18, weight: 700, color: colors.text }) - 20;
    const blockers = c.blockerIds.length ? `บล็อกโดย ${c.blockerIds.map(unitName).join(', ')}` : 'ยังไม่มีการบล็อก';
    b.text(blockers, col.x + 14, ty + 20, col.w - 28, { size: 18, color: c.blockerIds.length ? colors.block : colors.muted });
    ty += 30;
    const stage: Record<typeof c.stage, string> = { declared: 'ประกาศโจมตี', blocking: 'เลือกบล็อก', blocked: 'ถูกบล็อก', damage: 'คำนวณดาเมจ' };
    b.text(`ขั้น: ${stage[c.stage]}`, col.x + 14, ty + 20, col.w - 28, { size: 17, color: colors.muted });
    b.mark('combat', box);
    y += box.h + 10;
  }

  statusPanels(b, col, y, { lastAction: view.lastAction, waitingFor: view.waitingFor, ended: view.phase === 'ended', recentLog: view.recentLog, names });
}

function combatMarks({ b, view }: Ctx): void {
  const c = view.combat;
  if (!c) return;
  const target = c.target.kind === 'player' ? b.boxes[`player:${c.target.seat}`] : b.boxes[`card:${c.target.objectId}`];
  for (const id of c.attackerIds) {
    const from = b.boxes[`card:${id}`];
    if (from && target) arrowBetween(b, from, target, colors.attack, 6);
  }
  const firstAttacker = c.attackerIds.map((id) => b.boxes[`card:${id}`]).find(Boolean);
  for (const id of c.blockerIds) {
    const from = b.boxes[`card:${id}`];
    if (from && firstAttacker) arrowBetween(b, from, firstAttacker, colors.block, 5, [12, 8]);
  }
}

/** The result takes the header strip (turn and phase no longer matter), so it covers no card on the field. */
function resultBanner({ b, view, names }: Ctx): void {
  if (!view.result) return;
  endBanner(b, view.result, names, FADALGIA_WIDTH);
}
