/**
 * Fadalgia board geometry, phone first (layout/phone.ts): a portrait image read top to bottom — the header
 * (turn, phase, whose turn, what is being decided), the opponent's side, the Break and the combat in the
 * middle, the near side, and the last action. Pure: view in, DrawList out. Reads only public parts of the
 * view: a seat's `hand` is never read here, so a seat view passed by mistake still yields a public image.
 */
import type { AttachmentView, CardFace, FadalgiaView, ManaCardView, PlayerBoardView, UnitView } from '../../engine/games/fadalgia/view-types.js';
import type { Seat } from '../../engine/core/view-types.js';
import { Builder } from '../canvas-builder.js';
import type { DrawList } from '../draw-list.js';
import { measure } from '../font/font-set.js';
import { colors, elementColor } from '../theme.js';
import { TURN } from '../../engine/terms/common.js';
import { BREAK_KIND, CARD_TYPE, COMBAT, COMBAT_STAGE, ELEMENT, GAME, LIFE_TOKEN, MANA, MANA_POOL, MODE, PHASE, PRIORITY, STREAM, TURN_SIDE, ZONE } from '../../engine/terms/fadalgia.js';
import { arrowBetween, playerName, resultOrHeader } from './common.js';
import { cardName, unitModel } from './fadalgia-cards.js';
import { ARROW_ATTACK, ARROW_BLOCK, chipFlow, DECIDING, FONT, GAP, PAD, paragraphHeight, phoneStatus, PHONE_WIDTH, section, type Chip } from './phone.js';
import { cardItem, tileGrid, type GridItem } from './tile.js';

export const FADALGIA_WIDTH = PHONE_WIDTH;
/** The height of a board with little on it; a busier board is taller (the image grows with its content). */
export const FADALGIA_HEIGHT = 1280;
const FIELD_COLS = 4;


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

  let y = header(ctx) + GAP;
  y = playerInfo(ctx, view.players[top], y) + GAP;
  y = field(ctx, view.players[top], y) + GAP;
  y = middle(ctx, y);
  y = field(ctx, view.players[bottom], y) + GAP;
  y = playerInfo(ctx, view.players[bottom], y) + GAP;
  y = phoneStatus(b, y, { lastAction: view.lastAction, recentLog: view.recentLog, logLines: 2 });
  b.height = Math.round(y + PAD);
  combatMarks(ctx);
  return b.build();
}

function header({ b, view, names }: Ctx): number {
  return resultOrHeader(b, view.result, names, () => {
    const w = view.waitingFor;
    return {
      parts: [
        { text: GAME.th, color: colors.muted },
        { text: `${TURN.th} ${view.turn}`, color: colors.text },
        { text: PHASE[view.phase].th, color: colors.gold },
      ],
      turn: `${TURN_SIDE.AT.th}: ${names[view.atSeat]}`,
      note: view.priority === null ? null : { text: `${PRIORITY.th}: ${names[view.priority]}`, color: colors.gold },
      deciding: w && view.phase !== 'ended' ? `รอ ${names[w.seat]}: ${w.label.th || w.label.en}` : null,
    };
  });
}

function manaChip(m: ManaCardView): Chip {
  const empty = m.state === 'empty';
  const face = m.faceUp && m.face ? m.face : null;
  return {
    text: face ? `${ELEMENT[face.element].th} +${face.mana}` : '+1',
    fill: empty ? colors.empty : face ? elementColor[face.element] : colors.back,
    color: empty ? colors.muted : colors.text,
    marks: [`mana:${m.objectId}`],
  };
}

/** Name, counts, open zones' top cards and mana in one panel; returns its bottom. */
function playerInfo({ b, view, names }: Ctx, p: PlayerBoardView, top: number): number {
  const hasPriority = view.priority === p.seat && view.phase !== 'ended';
  const box = { x: PAD, y: top, w: PHONE_WIDTH - 2 * PAD, h: 0 };
  const inner = { x: box.x + PAD, right: box.x + box.w - PAD };
  // Drawn first with no height; the panel is resized once its content is placed.
  const panelOp = { kind: 'rect' as const, ...box, radius: 10, fill: colors.panel, stroke: hasPriority ? colors.gold : colors.panelStroke, lineWidth: hasPriority ? 3 : 1.5 };
  b.ops.push(panelOp);

  const status: Chip[] = [{ text: p.role, fill: p.role === 'AT' ? colors.attack : colors.block }];
  let y = chipFlow(b, inner.x, top + 10, inner.x + 60, status, FONT.body);
  const roleW = measure(p.role, FONT.body, 700) + FONT.body;
  b.text(names[p.seat], inner.x + roleW + 12, top + 10 + FONT.body * 1.5 / 2 + FONT.title * 0.36, inner.right - inner.x - roleW - 12, { size: FONT.title, weight: 700, color: colors.text });
  y += 8;

  const chips: Chip[] = [];
  if (view.viewer === p.seat) chips.push({ text: 'คุณ', fill: '#4b5368' });
  if (hasPriority) chips.push({ text: `มี${PRIORITY.th}`, fill: colors.gold, color: colors.dark });
  if (view.waitingFor?.seat === p.seat && view.phase !== 'ended') chips.push({ text: 'กำลังตัดสินใจ', fill: DECIDING });
  chips.push({ text: `${ZONE.main.th} ${p.mainCount}`, fill: '#2f3748' }, { text: `${ZONE.life.th} ${p.lifeCount}`, fill: '#2f3748' });
  if (p.lifeTokens !== undefined) chips.push({ text: `${LIFE_TOKEN.th} ${p.lifeTokens}`, fill: '#2f3748' });
  chips.push({ text: `${ZONE.hand.th} ${p.handCount}`, fill: '#2f3748' });
  for (const [name, n] of Object.entries(p.counters)) if (n) chips.push({ text: `${name} ${n}`, fill: '#2f3748' });
  // Grave and Outer Zone are open zones: their top card is public.
  const zone = (name: 'grave' | 'outer', cards: CardFace[]): Chip => {
    const label = ZONE[name].th;
    const last = cards[cards.length - 1];
    return {
      text: last ? `${label} ${cards.length}: ${cardName(last)}` : `${label} 0`,
      fill: last ? elementColor[last.element] : '#2f3748',
      marks: [`zone:${p.seat}:${name}`, ...(last ? [`card:${last.objectId}`] : [])],
    };
  };
  chips.push(zone('grave', p.grave), zone('outer', p.outer));
  // Terrain and field Items are one line each on the board; their text is in /cards show.
  const attachmentChip = (a: AttachmentView): Chip => ({
    text: `${CARD_TYPE[a.type].th}: ${cardName(a)} · ${a.turnsLeft === null ? 'ถาวร' : `${a.turnsLeft} ${TURN.th}`}`,
    fill: elementColor[a.element],
    marks: [`card:${a.objectId}`, ...(a.type === 'terrain' ? [`zone:${p.seat}:terrain`] : [])],
  });
  if (p.terrain) chips.push(attachmentChip(p.terrain));
  for (const item of p.fieldItems) chips.push(attachmentChip(item));
  y = chipFlow(b, inner.x, y, inner.right, chips) + 8;

  const streams = p.mana.filter((m) => m.faceUp).length;
  const active = p.mana.filter((m) => m.state === 'active').length;
  const manaTop = y;
  const label = `${MANA.th} ${active}/${p.mana.length}${streams ? ` · ${STREAM.th} ${streams}` : ''}`;
  const lw = b.text(label, inner.x, y + FONT.small * 1.5 / 2 + FONT.small * 0.36, inner.right - inner.x, { size: FONT.small, weight: 700, color: colors.muted }) + 10;
  const mana: Chip[] = p.mana.map(manaChip);
  const pool = Object.entries(p.pool).filter(([, n]) => n);
  if (pool.length) mana.push({ text: `${MANA_POOL.th}: ${pool.map(([e, n]) => `${ELEMENT[e as keyof typeof ELEMENT].th} ${n}`).join(' ')}`, fill: '#2f3748', color: colors.gold });
  y = mana.length ? chipFlow(b, inner.x, y, inner.right, mana, FONT.small, inner.x + lw) : y + FONT.small * 1.5;
  b.mark(`zone:${p.seat}:mana`, { x: inner.x, y: manaTop, w: inner.right - inner.x, h: y - manaTop });
  panelOp.h = y + 12 - top;
  b.mark(`player:${p.seat}`, { ...box, h: panelOp.h });
  return top + panelOp.h;
}

/** Terrain, field Items and Units as tiles; returns the grid's bottom. */
function field({ b, view }: Ctx, p: PlayerBoardView, top: number): number {
  const combat = view.combat;
  const items: GridItem[] = [];
  const unitTile = (u: UnitView): GridItem => {
    const marks = {
      attacking: !!combat?.attackerIds.includes(u.objectId),
      blocking: !!combat?.blockerIds.includes(u.objectId),
      targeted: combat?.target.kind === 'unit' && combat.target.objectId === u.objectId,
    };
    const m = unitModel(u, marks);
    // AT Mode is how a Unit enters; DF Mode is marked (the old board turned the card sideways).
    return cardItem(b, { ...m, badges: [...(u.mode === 'DF' ? [{ text: MODE.DF.th, color: colors.block }] : []), ...(m.badges ?? [])] }, `card:${u.objectId}`);
  };
  items.push(...p.units.map(unitTile));
  const area = { x: PAD, y: top, w: PHONE_WIDTH - 2 * PAD };
  let bottom = tileGrid(items, area, FIELD_COLS, GAP);
  if (!p.units.length) {
    const y = top;
    b.text(`ยังไม่มี ${CARD_TYPE.unit.th} บน${ZONE.field.th}`, PAD, y + FONT.body, area.w, { size: FONT.body, color: colors.muted });
    bottom = y + 34;
  }
  b.mark(`zone:${p.seat}:field`, { ...area, h: bottom - top });
  return bottom;
}

/** The Break (top entry first, numbered bottom-up) and the combat between the two sides; returns the next y. */
function middle({ b, view, names }: Ctx, top: number): number {
  const entries = view.breakZone;
  const x = PAD;
  const w = PHONE_WIDTH - 2 * PAD;
  let y = top;
  if (!entries.length && !view.combat) {
    b.line([[PAD, y + 6], [PHONE_WIDTH - PAD, y + 6]], { color: colors.panelStroke, lineWidth: 2, dash: [10, 8] });
    return y + 12 + GAP;
  }
  if (entries.length) {
    const shown = entries.slice(-4).reverse();
    const rowW = w - 2 * PAD;
    const rows = shown.map((e, i) => {
      const label = `${entries.length - i}. ${e.label.th || e.label.en}`;
      return { e, i, label, h: paragraphHeight(label, FONT.body, 700, rowW - 24, 2, 30) + 44 };
    });
    const more = entries.length - shown.length;
    const h = 14 + FONT.body * 1.3 + rows.reduce((s, r) => s + r.h + 6, 0) + (more ? 30 : 0) + 6;
    const box = { x, y, w, h };
    let ry = section(b, box, `${ZONE.break.th} (${entries.length})`, colors.gold);
    b.mark('zone:break', box);
    for (const r of rows) {
      const row = { x: x + PAD, y: ry, w: rowW, h: r.h };
      b.rect(row, { radius: 8, fill: '#262d3b', stroke: r.i === 0 ? colors.gold : undefined, lineWidth: 2 });
      b.rect({ x: row.x, y: row.y, w: 8, h: row.h }, { radius: 4, fill: elementColor[r.e.source.element] });
      const after = b.paragraph(r.label, row.x + 18, row.y + 6 + FONT.body, row.w - 26, 2, 30, { size: FONT.body, weight: 700, color: colors.text });
      b.text(`${names[r.e.controller]} · ${BREAK_KIND[r.e.kind].th}${r.i === 0 ? ' · บนสุด' : ''}`, row.x + 18, after - 30 + 32, row.w - 26, { size: FONT.small, color: colors.muted });
      b.mark(`break:${r.e.id}`, row);
      ry += r.h + 6;
    }
    if (more) b.text(`และอีก ${more} รายการด้านล่าง`, x + PAD, ry + FONT.small, w - 2 * PAD, { size: FONT.small, color: colors.muted });
    y += h + GAP;
  }
  if (view.combat) {
    const c = view.combat;
    const unitName = (id: string): string => {
      for (const pl of view.players) {
        const u = pl.units.find((u2) => u2.objectId === id);
        if (u) return cardName(u);
      }
      return '?';
    };
    const target = c.target.kind === 'player' ? `ผู้เล่น ${names[c.target.seat]}` : unitName(c.target.objectId);
    const line = `${c.attackerIds.map(unitName).join(', ')} โจมตี ${target}`;
    const blockers = c.blockerIds.length ? `บล็อกโดย ${c.blockerIds.map(unitName).join(', ')}` : 'ยังไม่มีการบล็อก';
    const lh = paragraphHeight(line, FONT.body, 700, w - 2 * PAD, 2, 30);
    const box = { x, y, w, h: 14 + FONT.body * 1.3 + lh + 60 + 8 };
    let ty = section(b, box, `${COMBAT.th} · ${COMBAT_STAGE[c.stage].th}`, colors.attack);
    ty = b.paragraph(line, x + PAD, ty + FONT.body - 2, w - 2 * PAD, 2, 30, { size: FONT.body, weight: 700, color: colors.text }) - 30;
    b.text(blockers, x + PAD, ty + 32, w - 2 * PAD, { size: FONT.small, color: c.blockerIds.length ? colors.block : colors.muted });
    b.mark('combat', box);
    y += box.h + GAP;
  }
  return y;
}

function combatMarks({ b, view }: Ctx): void {
  const c = view.combat;
  if (!c) return;
  const target = c.target.kind === 'player' ? b.boxes[`player:${c.target.seat}`] : b.boxes[`card:${c.target.objectId}`];
  for (const id of c.attackerIds) {
    const from = b.boxes[`card:${id}`];
    if (from && target) arrowBetween(b, from, target, ARROW_ATTACK, 6);
  }
  const firstAttacker = c.attackerIds.map((id) => b.boxes[`card:${id}`]).find(Boolean);
  for (const id of c.blockerIds) {
    const from = b.boxes[`card:${id}`];
    if (from && firstAttacker) arrowBetween(b, from, firstAttacker, ARROW_BLOCK, 5, [12, 8]);
  }
}
