/**
 * Spirit Duel board geometry (data/rules/spirit-duel.th.txt), phone first (layout/phone.ts): the header (turn,
 * phase, whose turn, what is being decided), the opponent's side, the Field and the battle in the middle, the
 * near side, the last action. Pure: view in, DrawList out. Never reads a seat's `hand` or a Trap's `face`:
 * Traps are drawn face down even in their owner's view.
 */
import type { Seat } from '../../engine/core/view-types.js';
import type { SpiritDuelView, SpiritPlayerView } from '../../engine/games/spirit-duel/view-types.js';
import { Builder } from '../canvas-builder.js';
import type { Box, DrawList } from '../draw-list.js';
import { colors, spiritTypeColor } from '../theme.js';
import { TURN } from '../../engine/terms/common.js';
import { ATTACK, ATTACK_STAGE, CARD_TYPE, GAME, PHASE, STATE, STAT, SUMMONS, ZONE } from '../../engine/terms/spirit-duel.js';
import { arrowBetween, playerName, resultOrHeader } from './common.js';
import { ARROW_ATTACK, chipFlow, DECIDING, FONT, GAP, PAD, paragraphHeight, phoneStatus, PHONE_WIDTH, section, type Chip } from './phone.js';
import { spiritCardName, spiritModel } from './spirit-duel-cards.js';
import { cardItem, tileGrid, type GridItem } from './tile.js';

export const SPIRIT_DUEL_WIDTH = PHONE_WIDTH;
/** The height of a board with little on it; a busier board is taller. */
export const SPIRIT_DUEL_HEIGHT = 1280;
const MAX_CORE = 10;
const SLOT_COLS = 3;
const EMPTY_SLOT_H = 56;

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

  let y = header(ctx) + GAP;
  y = info(ctx, view.players[top], y) + GAP;
  y = spirits(ctx, view.players[top], y) + GAP;
  y = middle(ctx, y);
  y = spirits(ctx, view.players[bottom], y) + GAP;
  y = info(ctx, view.players[bottom], y) + GAP;
  y = phoneStatus(b, y, { lastAction: view.lastAction, recentLog: view.recentLog, logLines: 2 });
  b.height = Math.round(y + PAD);
  battleArrow(ctx);
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
      turn: `${TURN.th}ของ ${names[view.activeSeat]}`,
      note: { text: `${view.turnSeconds} วิ/${TURN.th}`, color: colors.muted },
      deciding: w && view.phase !== 'ended' ? `รอ ${names[w.seat]}: ${w.label.th || w.label.en}` : null,
    };
  });
}

/** Name and Soul, counts, discard top and the three Trap slots in one panel; returns its bottom. */
function info({ b, view, names }: Ctx, p: SpiritPlayerView, top: number): number {
  const active = view.activeSeat === p.seat && view.phase !== 'ended';
  const box = { x: PAD, y: top, w: PHONE_WIDTH - 2 * PAD, h: 0 };
  const inner = { x: box.x + PAD, right: box.x + box.w - PAD };
  const panelOp = { kind: 'rect' as const, ...box, radius: 10, fill: colors.panel, stroke: active ? colors.gold : colors.panelStroke, lineWidth: active ? 3 : 1.5 };
  b.ops.push(panelOp);

  // Soul decides the game: the biggest figure on the name line, with a bar out of the starting 15.
  const base = top + 12 + FONT.title;
  const soulText = `${STAT.soul.th} ${p.soul}`;
  const bar = { x: inner.right - 120, y: base - 20, w: 120, h: 20 };
  b.rect(bar, { radius: 6, fill: colors.empty });
  b.rect({ ...bar, w: (bar.w * Math.max(0, Math.min(15, p.soul))) / 15 }, { radius: 6, fill: colors.damage });
  const sw = b.text(soulText, bar.x - 12, base, 200, { size: FONT.title + 4, weight: 700, color: p.soul <= 5 ? colors.attack : colors.text, align: 'right' });
  b.mark(`soul:${p.seat}`, { x: bar.x - 12 - sw, y: base - FONT.title, w: sw + 12 + bar.w, h: FONT.title + 6 });
  b.text(names[p.seat], inner.x, base, bar.x - 24 - sw - inner.x, { size: FONT.title, weight: 700, color: colors.text });
  let y = base + 14;

  const chips: Chip[] = [];
  if (view.viewer === p.seat) chips.push({ text: 'คุณ', fill: '#4b5368' });
  if (active) chips.push({ text: `${TURN.th}นี้`, fill: colors.gold, color: colors.dark });
  if (view.waitingFor?.seat === p.seat && view.phase !== 'ended') chips.push({ text: 'กำลังตัดสินใจ', fill: DECIDING });
  chips.push({ text: `${STAT.core.th} ${p.core}/${MAX_CORE}`, fill: '#5a4a1a', color: colors.gold, marks: [`core:${p.seat}`] });
  chips.push({ text: `${ZONE.deck.th} ${p.deckCount}`, fill: '#2f3748' }, { text: `${ZONE.hand.th} ${p.handCount}`, fill: '#2f3748' }, { text: `${SUMMONS.th} ${p.summonsThisTurn}/${p.summonsAllowed ?? 2}`, fill: '#2f3748' });
  const last = p.discard[p.discard.length - 1];
  chips.push({ text: last ? `${ZONE.discard.th} ${p.discard.length}: ${spiritCardName(last)}` : `${ZONE.discard.th} 0`, fill: last ? spiritTypeColor[last.type] : '#2f3748', marks: [`zone:${p.seat}:discard`] });
  y = chipFlow(b, inner.x, y, inner.right, chips) + 8;

  const trapTop = y;
  const lw = b.text(ZONE.traps.th, inner.x, y + FONT.small * 1.5 / 2 + FONT.small * 0.36, 80, { size: FONT.small, weight: 700, color: colors.muted }) + 10;
  const traps: Chip[] = p.traps.map((t, i) => (t ? { text: t.setThisTurn ? `${STATE.faceDown.th} · ${STATE.setThisTurn.th}` : STATE.faceDown.th, fill: colors.back, marks: [`trap:${p.seat}:${i}`] } : { text: STATE.empty.th, fill: colors.empty, color: colors.muted, marks: [`trap:${p.seat}:${i}`] }));
  y = chipFlow(b, inner.x, y, inner.right, traps, FONT.small, inner.x + lw);
  b.mark(`zone:${p.seat}:traps`, { x: inner.x, y: trapTop, w: inner.right - inner.x, h: y - trapTop });
  panelOp.h = y + 12 - top;
  b.mark(`player:${p.seat}`, { ...box, h: panelOp.h });
  return top + panelOp.h;
}

function spirits({ b, view }: Ctx, p: SpiritPlayerView, top: number): number {
  const battle = view.battle;
  const items: GridItem[] = p.spirits.map((s, i) => {
    if (!s) {
      return {
        height: () => EMPTY_SLOT_H,
        draw: (box: Box) => {
          const slot = { ...box, h: EMPTY_SLOT_H };
          b.rect(slot, { radius: 10, stroke: colors.panelStroke, lineWidth: 2, dash: [8, 6] });
          b.text(`ช่อง ${i + 1} ${STATE.empty.th}`, box.x + box.w / 2, box.y + EMPTY_SLOT_H / 2 + 8, box.w - 12, { size: FONT.small, color: colors.muted, align: 'center' });
          b.mark(`slot:${p.seat}:${i}`, slot);
        },
      };
    }
    const marks = {
      attacking: battle?.attackerId === s.objectId,
      targeted: battle?.target.kind === 'spirit' && battle.target.objectId === s.objectId,
    };
    const item = cardItem(b, spiritModel(s, marks), `card:${s.objectId}`);
    return { height: item.height, draw: (box: Box) => (item.draw(box), b.mark(`slot:${p.seat}:${i}`, box)) };
  });
  // Empty slots go last so the Spirits on the field read first.
  const order = [...items.filter((_, i) => p.spirits[i]), ...items.filter((_, i) => !p.spirits[i])];
  const area = { x: PAD, y: top, w: PHONE_WIDTH - 2 * PAD };
  const bottom = tileGrid(order, area, SLOT_COLS, GAP);
  b.mark(`zone:${p.seat}:spirits`, { ...area, h: bottom - top });
  return bottom;
}

/** The Field (it affects both sides) and the battle; returns the next y. */
function middle({ b, view, names }: Ctx, top: number): number {
  const x = PAD;
  const w = PHONE_WIDTH - 2 * PAD;
  const innerW = w - 2 * PAD;
  let y = top;
  const f = view.field;
  const text = f ? f.text.th || f.text.en : '';
  const fieldBox = { x, y, w, h: f ? 14 + FONT.body * 1.3 + paragraphHeight(text, FONT.small, 400, innerW, 2, 30) + 10 : 14 + FONT.body * 1.3 + 2 };
  const ty = section(b, fieldBox, `${CARD_TYPE.field.th}: ${f ? spiritCardName(f) : 'ไม่มี'}`, f ? spiritTypeColor.field : colors.panelStroke, f ? '#7fd6a0' : undefined);
  if (f) {
    b.paragraph(text, x + PAD, ty + FONT.small - 2, innerW, 2, 30, { size: FONT.small, color: colors.text });
    b.mark(`card:${f.objectId}`, fieldBox);
  }
  b.mark('zone:field', fieldBox);
  y += fieldBox.h + GAP;

  if (view.battle) {
    const bt = view.battle;
    const nameOf = (id: string): string => {
      for (const p of view.players) for (const s of p.spirits) if (s?.objectId === id) return spiritCardName(s);
      return '?';
    };
    const target = bt.target.kind === 'soul' ? `${STAT.soul.th} ของ ${names[bt.target.seat]}` : nameOf(bt.target.objectId);
    const line = `${nameOf(bt.attackerId)} โจมตี ${target}`;
    const box = { x, y, w, h: 14 + FONT.body * 1.3 + paragraphHeight(line, FONT.body, 700, innerW, 2, 30) + 8 };
    const by = section(b, box, `${ATTACK.th} · ${ATTACK_STAGE[bt.stage].th}`, colors.attack);
    b.paragraph(line, x + PAD, by + FONT.body - 2, innerW, 2, 30, { size: FONT.body, weight: 700, color: colors.text });
    b.mark('combat', box);
    y += box.h + GAP;
  }
  return y;
}

function battleArrow({ b, view }: Ctx): void {
  const bt = view.battle;
  if (!bt || bt.stage === 'cancelled') return;
  const from = b.boxes[`card:${bt.attackerId}`];
  const to = bt.target.kind === 'soul' ? b.boxes[`player:${bt.target.seat}`] : b.boxes[`card:${bt.target.objectId}`];
  if (from && to) arrowBetween(b, from, to, ARROW_ATTACK, 6);
}
