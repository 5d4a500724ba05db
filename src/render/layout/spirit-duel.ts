/**
 * Spirit Duel board geometry (data/rules/spirit-duel.th.txt). Pure: view in, DrawList out. Never reads
 * a seat's `hand` or a Trap's `face`: Traps are drawn face down even in their owner's view.
 */
import type { Seat } from '../../engine/core/view-types.js';
import type { SpiritDuelView, SpiritPlayerView } from '../../engine/games/spirit-duel/view-types.js';
import { Builder } from '../canvas-builder.js';
import type { Box, DrawList } from '../draw-list.js';
import { colors, spiritTypeColor } from '../theme.js';
import { drawCard, drawCardBack } from './card.js';
import { arrowBetween, chip, endBanner, HEADER_H, packRow, panel, playerName, statusPanels } from './common.js';
import { spiritCardName, spiritFaceModel, spiritModel } from './spirit-duel-cards.js';

export const SPIRIT_DUEL_WIDTH = 1280;
export const SPIRIT_DUEL_HEIGHT = 960;
const LEFT_W = 980;
const SLOT = { w: 172, h: 196 };
const TRAP = { w: 72, h: 96 };
const MAX_SOUL = 15;
const MAX_CORE = 10;

const phaseLabel: Record<SpiritDuelView['phase'], string> = {
  setup: 'เตรียมเกม',
  start: 'Start / Refresh',
  draw: 'Draw Phase',
  main: 'Main Phase',
  battle: 'Battle Phase',
  end: 'End Phase',
  ended: 'จบเกม',
};

interface Ctx {
  b: Builder;
  view: SpiritDuelView;
  names: [string, string];
}

export function layoutSpiritDuel(view: SpiritDuelView): DrawList {
  const b = new Builder(SPIRIT_DUEL_WIDTH, SPIRIT_DUEL_HEIGHT, colors.background);
  const names: [string, string] = [playerName(view.players[0].name, 0), playerName(view.players[1].name, 1)];
  const ctx: Ctx = { b, view, names };
  const bottom: Seat = view.viewer === 1 ? 1 : 0;
  const top: Seat = bottom === 0 ? 1 : 0;
  const halfH = (SPIRIT_DUEL_HEIGHT - HEADER_H) / 2;

  b.rect({ x: 0, y: 0, w: SPIRIT_DUEL_WIDTH, h: HEADER_H }, { fill: colors.panel });
  // An ended game shows its result in this strip instead (see result()).
  if (!view.result) {
    let x = 16;
    x += b.text('Spirit Duel', x, 39, 200, { size: 22, weight: 700, color: colors.muted }) + 24;
    x += b.text(`เทิร์น ${view.turn}`, x, 40, 160, { size: 28, weight: 700, color: colors.text }) + 18;
    x += b.text(phaseLabel[view.phase], x, 40, 240, { size: 26, weight: 700, color: colors.gold }) + 18;
    b.text(`เทิร์นของ ${names[view.activeSeat]}`, x, 40, SPIRIT_DUEL_WIDTH - x - 260, { size: 24, weight: 700, color: colors.attack });
    b.text(`เวลา ${view.turnSeconds} วินาที/เทิร์น`, SPIRIT_DUEL_WIDTH - 16, 40, 250, { size: 20, color: colors.muted, align: 'right' });
  }

  half(ctx, view.players[top], { x: 0, y: HEADER_H, w: LEFT_W, h: halfH }, 'top');
  half(ctx, view.players[bottom], { x: 0, y: HEADER_H + halfH, w: LEFT_W, h: halfH }, 'bottom');
  b.line([[12, HEADER_H + halfH], [LEFT_W - 12, HEADER_H + halfH]], { color: colors.panelStroke, lineWidth: 2, dash: [10, 8] });
  side(ctx, { x: LEFT_W + 4, y: HEADER_H + 6, w: SPIRIT_DUEL_WIDTH - LEFT_W - 14, h: SPIRIT_DUEL_HEIGHT - HEADER_H - 14 });
  battleArrow(ctx);
  result(ctx);
  return b.build();
}

function half(ctx: Ctx, p: SpiritPlayerView, region: Box, where: 'top' | 'bottom'): void {
  const pad = 12;
  const heights = { info: 92, traps: TRAP.h + 8, spirits: SLOT.h + 8 };
  const order = where === 'top' ? (['info', 'traps', 'spirits'] as const) : (['spirits', 'traps', 'info'] as const);
  const total = heights.info + heights.traps + heights.spirits + 16;
  let y = where === 'top' ? region.y + 8 : region.y + region.h - 8 - total;
  const rows = {} as Record<(typeof order)[number], Box>;
  for (const name of order) {
    rows[name] = { x: region.x + pad, y, w: region.w - 2 * pad, h: heights[name] };
    y += heights[name] + 8;
  }
  info(ctx, p, rows.info);
  traps(ctx, p, rows.traps);
  spirits(ctx, p, rows.spirits);
}

function info({ b, view, names }: Ctx, p: SpiritPlayerView, box: Box): void {
  const active = view.activeSeat === p.seat && view.phase !== 'ended';
  panel(b, box, null, active ? colors.gold : colors.panelStroke);
  b.mark(`player:${p.seat}`, box);
  let x = box.x + 14;
  x += b.text(names[p.seat], x, box.y + 36, 300, { size: 26, weight: 700, color: colors.text }) + 12;
  if (view.viewer === p.seat) x = chip(b, x, box.y + 35, 'คุณ', '#4b5368', 18) + 8;
  if (active) x = chip(b, x, box.y + 35, 'เทิร์นนี้', colors.gold, 18, colors.dark) + 8;
  if (view.waitingFor?.seat === p.seat && view.phase !== 'ended') chip(b, x, box.y + 35, 'กำลังตัดสินใจ', '#7a5cc4', 18);

  // Soul bar and Core pips on the right of the first line.
  const soulX = box.x + box.w - 470;
  b.text(`Soul ${p.soul}`, soulX, box.y + 36, 110, { size: 24, weight: 700, color: p.soul <= 5 ? colors.attack : colors.text });
  const bar = { x: soulX + 112, y: box.y + 18, w: 130, h: 22 };
  b.rect(bar, { radius: 6, fill: colors.empty });
  b.rect({ ...bar, w: (bar.w * Math.max(0, Math.min(MAX_SOUL, p.soul))) / MAX_SOUL }, { radius: 6, fill: colors.damage });
  b.mark(`soul:${p.seat}`, bar);
  const coreX = soulX + 262;
  b.text(`Core ${p.core}/${MAX_CORE}`, coreX, box.y + 36, 110, { size: 20, weight: 700, color: colors.text });
  for (let i = 0; i < MAX_CORE; i++) b.circle(coreX + 118 + (i % 5) * 18, box.y + 20 + Math.floor(i / 5) * 17, 7, i < p.core ? colors.gold : colors.empty);

  let cx = box.x + 14;
  const right = box.x + box.w - 10;
  const counts = [`เด็ค ${p.deckCount}`, `มือ ${p.handCount}`, `เรียกแล้ว ${p.summonsThisTurn}/${p.summonsAllowed ?? 2}`];
  for (const c of counts) cx = chip(b, cx, box.y + 80, c, '#2f3748', 20, colors.text, right) + 8;
  const top = p.discard[p.discard.length - 1];
  const start = cx;
  cx = chip(b, cx, box.y + 80, top ? `Discard ${p.discard.length}: ${spiritCardName(top)}` : 'Discard 0', top ? spiritTypeColor[top.type] : '#2f3748', 20, colors.text, right);
  b.mark(`zone:${p.seat}:discard`, { x: start, y: box.y + 59, w: cx - start, h: 29 });
}

function traps({ b }: Ctx, p: SpiritPlayerView, row: Box): void {
  b.mark(`zone:${p.seat}:traps`, row);
  b.text('Trap', row.x, row.y + 34, 110, { size: 22, weight: 700, color: colors.muted });
  b.text('คว่ำ 3 ช่อง', row.x, row.y + 58, 110, { size: 16, color: colors.muted });
  p.traps.forEach((t, i) => {
    const box = { x: row.x + 120 + i * (TRAP.w + 12), y: row.y + 2, w: TRAP.w, h: TRAP.h };
    b.mark(`trap:${p.seat}:${i}`, box);
    if (!t) {
      b.rect(box, { radius: 8, stroke: colors.panelStroke, lineWidth: 2, dash: [6, 5] });
      return;
    }
    drawCardBack(b, { ...box, h: t.setThisTurn ? box.h - 24 : box.h }, 'Trap');
    if (t.setThisTurn) b.text('เพิ่งตั้ง', box.x + box.w / 2, box.y + box.h - 4, box.w, { size: 15, weight: 700, color: colors.gold, align: 'center' });
  });
}

function spirits({ b, view }: Ctx, p: SpiritPlayerView, row: Box): void {
  b.mark(`zone:${p.seat}:spirits`, row);
  const battle = view.battle;
  const slots = packRow(p.spirits.map((s) => ({ w: SLOT.w, h: SLOT.h, s })), row, 16, 0.6);
  slots.forEach(({ item, box }, i) => {
    b.mark(`slot:${p.seat}:${i}`, box);
    const s = item.s;
    if (!s) {
      b.rect(box, { radius: 10, stroke: colors.panelStroke, lineWidth: 2, dash: [8, 6] });
      b.text(`ช่อง ${i + 1}`, box.x + box.w / 2, box.y + box.h / 2 + 7, box.w - 10, { size: 18, color: colors.muted, align: 'center' });
      return;
    }
    const marks = {
      attacking: battle?.attackerId === s.objectId,
      targeted: battle?.target.kind === 'spirit' && battle.target.objectId === s.objectId,
    };
    drawCard(b, box, spiritModel(s, marks));
    b.mark(`card:${s.objectId}`, box);
  });
}

function side({ b, view, names }: Ctx, col: Box): void {
  let y = col.y;
  const fieldBox = { x: col.x, y, w: col.w, h: 230 };
  const fy = panel(b, fieldBox, 'เวทย์สนาม (Field)', view.field ? spiritTypeColor.field : colors.panelStroke);
  b.mark('zone:field', fieldBox);
  if (view.field) {
    const box = { x: col.x + 12, y: fy, w: col.w - 24, h: fieldBox.h - (fy - fieldBox.y) - 12 };
    drawCard(b, box, { ...spiritFaceModel(view.field, true), typeLine: 'Field · มีผลกับทั้งสองฝ่าย' });
    b.mark(`card:${view.field.objectId}`, box);
  } else b.text('ไม่มี', col.x + 14, fy + 26, col.w - 28, { size: 20, color: colors.muted });
  y += fieldBox.h + 10;

  if (view.battle) {
    const bt = view.battle;
    const box = { x: col.x, y, w: col.w, h: 130 };
    const ty = panel(b, box, 'การโจมตี', colors.attack);
    const nameOf = (id: string): string => {
      for (const p of view.players) for (const s of p.spirits) if (s?.objectId === id) return spiritCardName(s);
      return '?';
    };
    const target = bt.target.kind === 'soul' ? `Soul ของ ${names[bt.target.seat]}` : nameOf(bt.target.objectId);
    b.paragraph(`${nameOf(bt.attackerId)} โจมตี ${target}`, col.x + 14, ty + 20, col.w - 28, 2, 25, { size: 18, weight: 700, color: colors.text });
    const stage: Record<typeof bt.stage, string> = { declared: 'ประกาศโจมตี', 'trap-window': 'รอ Trap', damage: 'คำนวณความเสียหาย', cancelled: 'ถูกยกเลิก' };
    b.text(`ขั้น: ${stage[bt.stage]}`, col.x + 14, ty + 72, col.w - 28, { size: 17, color: colors.muted });
    b.mark('combat', box);
    y += box.h + 10;
  }

  statusPanels(b, col, y, { lastAction: view.lastAction, waitingFor: view.waitingFor, ended: view.phase === 'ended', recentLog: view.recentLog, names });
}

function battleArrow({ b, view }: Ctx): void {
  const bt = view.battle;
  if (!bt || bt.stage === 'cancelled') return;
  const from = b.boxes[`card:${bt.attackerId}`];
  const to = bt.target.kind === 'soul' ? b.boxes[`player:${bt.target.seat}`] : b.boxes[`card:${bt.target.objectId}`];
  if (from && to) arrowBetween(b, from, to, colors.attack, 6);
}

function result({ b, view, names }: Ctx): void {
  if (!view.result) return;
  const r = view.result;
  // The header strip, not the middle of the field: the banner must not cover cards.
  endBanner(b, r, names, SPIRIT_DUEL_WIDTH);
}
