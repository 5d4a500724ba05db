/**
 * Summoner Master board geometry. Pure: view in, DrawList out. Per player: the At Line (nearest the
 * middle) and the Df Line, Active/Inactive, Combinations with their Supports, attached Mystics, counters
 * and curses on each Seal; Mp, the Shrine with its Level total against the loss limit, both decks and the
 * hand counts by kind (card backs show the kind). Never reads another seat's hand.
 */
import type { Seat } from '../../engine/core/view-types.js';
import type { SmPlayerView, SummonerMasterView } from '../../engine/games/summoner-master/view-types.js';
import { Builder } from '../canvas-builder.js';
import type { Box, DrawList } from '../draw-list.js';
import { colors } from '../theme.js';
import { drawCard } from './card.js';
import { chip, HEADER_H, packRow, panel, playerName, statusPanels } from './common.js';
import { mysticModel, sealModel, smName } from './summoner-master-cards.js';

export const SUMMONER_MASTER_WIDTH = 1280;
export const SUMMONER_MASTER_HEIGHT = 960;
const LEFT_W = 960;
const SEAL = { w: 150, h: 176 };

const STEP: Record<string, string> = {
  rps: 'เป่ายิงฉุบ', checkup: 'Check Up', draw: 'Draw Step', discard: 'Discard', int1: 'Interfere Step', main: 'Main Step', int2: 'Interfere Step', refill: 'เติม Mp', end: 'End of Subturn', 'end-pass': 'End of Subturn',
};

interface Ctx {
  b: Builder;
  view: SummonerMasterView;
  names: [string, string];
}

export function layoutSummonerMaster(view: SummonerMasterView): DrawList {
  const b = new Builder(SUMMONER_MASTER_WIDTH, SUMMONER_MASTER_HEIGHT, colors.background);
  const names: [string, string] = [playerName(view.players[0].name, 0), playerName(view.players[1].name, 1)];
  const ctx: Ctx = { b, view, names };
  const bottom: Seat = view.viewer === 1 ? 1 : 0;
  const top: Seat = bottom === 0 ? 1 : 0;
  const halfH = (SUMMONER_MASTER_HEIGHT - HEADER_H) / 2;

  b.rect({ x: 0, y: 0, w: SUMMONER_MASTER_WIDTH, h: HEADER_H }, { fill: colors.panel });
  let x = 16;
  x += b.text('Summoner Master', x, 39, 240, { size: 22, weight: 700, color: colors.muted }) + 24;
  x += b.text(`Subturn ${view.subturn}`, x, 40, 200, { size: 28, weight: 700, color: colors.text }) + 18;
  x += b.text(STEP[view.step] ?? view.step, x, 40, 260, { size: 26, weight: 700, color: colors.gold }) + 18;
  if (view.step !== 'rps') b.text(`Subturn โจมตีของ ${names[view.active]}`, x, 40, SUMMONER_MASTER_WIDTH - x - 16, { size: 22, weight: 700, color: colors.attack });

  half(ctx, view.players[top], { x: 0, y: HEADER_H, w: LEFT_W, h: halfH }, 'top');
  half(ctx, view.players[bottom], { x: 0, y: HEADER_H + halfH, w: LEFT_W, h: halfH }, 'bottom');
  b.line([[12, HEADER_H + halfH], [LEFT_W - 12, HEADER_H + halfH]], { color: colors.panelStroke, lineWidth: 2, dash: [10, 8] });
  side(ctx, { x: LEFT_W + 4, y: HEADER_H + 6, w: SUMMONER_MASTER_WIDTH - LEFT_W - 14, h: SUMMONER_MASTER_HEIGHT - HEADER_H - 14 });
  result(ctx);
  return b.build();
}

function half(ctx: Ctx, p: SmPlayerView, region: Box, where: 'top' | 'bottom'): void {
  const pad = 10;
  const info = 84;
  const lineH = (region.h - info - 4 * pad) / 2;
  // The At Line faces the opponent: nearest the middle of the board.
  const order = where === 'top' ? (['info', 'df', 'at'] as const) : (['at', 'df', 'info'] as const);
  let y = region.y + pad;
  for (const row of order) {
    const h = row === 'info' ? info : lineH;
    const box = { x: region.x + pad, y, w: region.w - 2 * pad, h };
    if (row === 'info') infoRow(ctx, p, box);
    else lineRow(ctx, p, row, box);
    y += h + pad;
  }
}

function infoRow({ b, view, names }: Ctx, p: SmPlayerView, box: Box): void {
  const active = view.active === p.seat && view.step !== 'rps' && !view.result;
  panel(b, box, null, active ? colors.gold : colors.panelStroke);
  b.mark(`player:${p.seat}`, box);
  let x = box.x + 14;
  x += b.text(names[p.seat], x, box.y + 32, 260, { size: 24, weight: 700, color: colors.text }) + 12;
  if (view.viewer === p.seat) x = chip(b, x, box.y + 31, 'คุณ', '#4b5368', 17) + 8;
  if (view.waitingFor === p.seat && !view.result) chip(b, x, box.y + 31, 'กำลังตัดสินใจ', '#7a5cc4', 17);

  // Mp pips, then the Shrine Level bar against the loss limit.
  const mpX = box.x + box.w - 560;
  b.text(`Mp ${p.mp}/${p.maxMp}`, mpX, box.y + 32, 110, { size: 21, weight: 700, color: colors.text });
  for (let i = 0; i < p.maxMp; i++) b.circle(mpX + 118 + i * 17, box.y + 25, 7, i < p.mp ? colors.gold : colors.empty);
  b.mark(`mp:${p.seat}`, { x: mpX, y: box.y + 8, w: 260, h: 30 });
  const shX = box.x + box.w - 280;
  b.text(`Shrine ${p.shrineLevel}/${p.shrineLoss}`, shX, box.y + 32, 140, { size: 21, weight: 700, color: p.shrineLevel >= p.shrineLoss - 4 ? colors.attack : colors.text });
  const bar = { x: shX + 150, y: box.y + 14, w: 116, h: 20 };
  b.rect(bar, { radius: 6, fill: colors.empty });
  b.rect({ ...bar, w: (bar.w * Math.min(p.shrineLevel, p.shrineLoss)) / p.shrineLoss }, { radius: 6, fill: colors.damage });
  b.mark(`shrine:${p.seat}`, bar);

  let cx = box.x + 14;
  const right = box.x + box.w - 10;
  const chips: Array<[string, string]> = [
    [`กอง Seal ${p.decks.seals}`, '#26406b'],
    [`กอง Mystic ${p.decks.mystics}`, '#5a2a40'],
    [`มือ: Seal ${p.handCounts.seals} · Mystic ${p.handCounts.mystics}`, '#2f3748'],
    [`Shrine ${p.shrine.length} ใบ`, '#3d2b2b'],
    [`Remove ${p.removed.length}`, '#2f3748'],
  ];
  for (const [text, fill] of chips) cx = chip(b, cx, box.y + 70, text, fill, 18, colors.text, right) + 8;
}

function lineRow({ b }: Ctx, p: SmPlayerView, line: 'at' | 'df', row: Box): void {
  b.mark(`zone:${p.seat}:${line}`, row);
  b.rect(row, { radius: 10, stroke: colors.panelStroke, lineWidth: 1.5 });
  b.text(line === 'at' ? 'At Line' : 'Df Line', row.x + 10, row.y + 26, 90, { size: 18, weight: 700, color: line === 'at' ? colors.attack : colors.block });
  const seals = line === 'at' ? p.atLine : [...p.dfLine, ...(p.dimension ?? [])];
  if (!seals.length) {
    b.text('ว่าง', row.x + 10, row.y + 52, 90, { size: 16, color: colors.muted });
    return;
  }
  const inner = { x: row.x + 100, y: row.y + 4, w: row.w - 110, h: row.h - 8 };
  for (const { item, box } of packRow(seals.map((s) => ({ w: SEAL.w, h: SEAL.h, s })), inner, 10, 0.45)) {
    drawCard(b, box, sealModel(item.s));
    b.mark(`card:${item.s.objectId}`, box);
  }
}

function side({ b, view, names }: Ctx, col: Box): void {
  let y = col.y;
  const arena = [...view.players[0].arena, ...view.players[1].arena];
  const aBox = { x: col.x, y, w: col.w, h: 64 + Math.max(1, arena.length) * 26 };
  const ay = panel(b, aBox, 'Mystic ในสนาม (PA)');
  if (!arena.length) b.text('ไม่มี', col.x + 14, ay + 20, col.w - 28, { size: 17, color: colors.muted });
  arena.forEach((m, i) => b.text(`${mysticModel(m).name} · ${mysticModel(m).typeLine}`, col.x + 14, ay + 20 + i * 26, col.w - 28, { size: 16, color: colors.text }));
  b.mark('zone:arena', aBox);
  y += aBox.h + 10;
  if (view.pending.length) {
    const box = { x: col.x, y, w: col.w, h: 50 + view.pending.length * 26 };
    const py = panel(b, box, 'รอ Interfere', colors.attack);
    view.pending.forEach((t, i) => b.text(t.th || t.en, col.x + 14, py + 20 + i * 26, col.w - 28, { size: 16, color: colors.text }));
    b.mark('pending', box);
    y += box.h + 10;
  }
  const shrineTop = [...view.players].flatMap((p) => (p.shrine.length ? [`${names[p.seat]}: ${smName(p.shrine[p.shrine.length - 1]!)}`] : []));
  if (shrineTop.length) {
    const box = { x: col.x, y, w: col.w, h: 44 + shrineTop.length * 24 };
    const sy = panel(b, box, 'บน Shrine');
    shrineTop.forEach((t, i) => b.text(t, col.x + 14, sy + 18 + i * 24, col.w - 28, { size: 16, color: colors.muted }));
    y += box.h + 10;
  }
  statusPanels(b, col, y, {
    lastAction: null,
    waitingFor: view.waitingFor === null ? null : { seat: view.waitingFor, label: { th: 'กำลังตัดสินใจ', en: 'Deciding' } },
    ended: !!view.result,
    recentLog: view.log.map((text, seq) => ({ seq, text })),
    names,
  });
}

function result({ b, view, names }: Ctx): void {
  if (!view.result) return;
  const r = view.result;
  const box = { x: 100, y: HEADER_H + (SUMMONER_MASTER_HEIGHT - HEADER_H) / 2 - 80, w: LEFT_W - 200, h: 160 };
  b.rect(box, { radius: 16, fill: 'rgba(17,20,27,0.94)', stroke: r.winner === null ? colors.muted : colors.win, lineWidth: 4 });
  b.text(r.winner === null ? 'จบเกม · เสมอ' : `จบเกม · ${names[r.winner]} ชนะ`, box.x + box.w / 2, box.y + 62, box.w - 40, { size: 38, weight: 700, color: colors.win, align: 'center' });
  b.text(r.reason.th || r.reason.en, box.x + box.w / 2, box.y + 112, box.w - 40, { size: 22, color: colors.text, align: 'center' });
  b.mark('result', box);
}
