/**
 * Summoner Master board geometry, phone first (layout/phone.ts). Per player: the At Line (nearest the middle)
 * and the Df Line as tiles that wrap onto more rows as a Line grows (a Line has no card limit [W]), with
 * Active/Inactive, Combinations with their Supports, attached Mystics, counters and curses on each Seal; Mp,
 * the Shrine with its Level total against the loss limit, both decks and the hand counts by kind (card backs
 * show the kind). The header says what is being decided. Never reads another seat's hand.
 */
import type { Seat } from '../../engine/core/view-types.js';
import type { SmPlayerView, SmSealView, SummonerMasterView } from '../../engine/games/summoner-master/view-types.js';
import { Builder } from '../canvas-builder.js';
import type { DrawList } from '../draw-list.js';
import { colors } from '../theme.js';
import { CARD_KIND, GAME, STAT, STEP, SUBTURN, ZONE } from '../../engine/terms/summoner-master.js';
import type { CardModel } from './card.js';
import { playerName, resultOrHeader } from './common.js';
import { chipFlow, DECIDING, FONT, GAP, PAD, phoneStatus, PHONE_WIDTH, section, type Chip } from './phone.js';
import { MYSTIC_COLOR, mysticModel, sealModel, smName } from './summoner-master-cards.js';
import { cardItem, tileGrid } from './tile.js';

export const SUMMONER_MASTER_WIDTH = PHONE_WIDTH;
/** The height of a board with little on it; a busier board is taller. */
export const SUMMONER_MASTER_HEIGHT = 1280;

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

  let y = header(ctx) + GAP;
  // The At Line faces the opponent: nearest the middle of the board.
  y = info(ctx, view.players[top], y) + GAP;
  y = lineRow(ctx, view.players[top], 'df', y) + GAP;
  y = lineRow(ctx, view.players[top], 'at', y) + GAP;
  y = middle(ctx, y);
  y = lineRow(ctx, view.players[bottom], 'at', y) + GAP;
  y = lineRow(ctx, view.players[bottom], 'df', y) + GAP;
  y = info(ctx, view.players[bottom], y) + GAP;
  y = phoneStatus(b, y, { lastAction: null, recentLog: view.log.map((text, seq) => ({ seq, text })), logLines: 3 });
  b.height = Math.round(y + PAD);
  return b.build();
}

function header({ b, view, names }: Ctx): number {
  return resultOrHeader(b, view.result, names, () => {
    const who = view.waitingFor;
    const deciding = who === null ? null : `รอ ${names[who]}${view.deciding ? `: ${view.deciding.th || view.deciding.en}` : ''}`;
    return {
      parts: [
        { text: GAME.th, color: colors.muted },
        { text: `${SUBTURN.th} ${view.subturn}`, color: colors.text },
        { text: STEP[view.step]?.th ?? view.step, color: colors.gold },
      ],
      turn: view.step === 'rps' ? null : `${SUBTURN.th} โจมตีของ ${names[view.active]}`,
      deciding,
    };
  });
}

function info({ b, view, names }: Ctx, p: SmPlayerView, top: number): number {
  const active = view.active === p.seat && view.step !== 'rps' && !view.result;
  const box = { x: PAD, y: top, w: PHONE_WIDTH - 2 * PAD, h: 0 };
  const inner = { x: box.x + PAD, right: box.x + box.w - PAD };
  const panelOp = { kind: 'rect' as const, ...box, radius: 10, fill: colors.panel, stroke: active ? colors.gold : colors.panelStroke, lineWidth: active ? 3 : 1.5 };
  b.ops.push(panelOp);
  const base = top + 12 + FONT.title;
  // The Shrine total against the loss limit decides the game: the biggest figure on the name line.
  const near = p.shrineLevel >= p.shrineLoss - 4;
  const bar = { x: inner.right - 110, y: base - 20, w: 110, h: 20 };
  b.rect(bar, { radius: 6, fill: colors.empty });
  b.rect({ ...bar, w: (bar.w * Math.min(p.shrineLevel, p.shrineLoss)) / p.shrineLoss }, { radius: 6, fill: colors.damage });
  const sw = b.text(`${ZONE.shrine.th} ${p.shrineLevel}/${p.shrineLoss}`, bar.x - 12, base, 260, { size: FONT.title, weight: 700, color: near ? colors.attack : colors.text, align: 'right' });
  b.mark(`shrine:${p.seat}`, { x: bar.x - 12 - sw, y: base - FONT.title, w: sw + 12 + bar.w, h: FONT.title + 6 });
  b.text(names[p.seat], inner.x, base, bar.x - 24 - sw - inner.x, { size: FONT.title, weight: 700, color: colors.text });

  const chips: Chip[] = [];
  if (view.viewer === p.seat) chips.push({ text: 'คุณ', fill: '#4b5368' });
  if (view.waitingFor === p.seat && !view.result) chips.push({ text: 'กำลังตัดสินใจ', fill: DECIDING });
  chips.push(
    { text: `${STAT.mp.th} ${p.mp}/${p.maxMp}`, fill: '#5a4a1a', color: colors.gold, marks: [`mp:${p.seat}`] },
    { text: `${ZONE.hand.th}: ${CARD_KIND.seal.th} ${p.handCounts.seals} · ${CARD_KIND.mystic.th} ${p.handCounts.mystics}`, fill: '#2f3748' },
    { text: `${ZONE.sealDeck.th} ${p.decks.seals}`, fill: '#26406b' },
    { text: `${ZONE.mysticDeck.th} ${p.decks.mystics}`, fill: '#5a2a40' },
  );
  const shrineTop = p.shrine[p.shrine.length - 1];
  chips.push({ text: shrineTop ? `${ZONE.shrine.th} ${p.shrine.length} ใบ: ${smName(shrineTop)}` : `${ZONE.shrine.th} 0 ใบ`, fill: '#3d2b2b' });
  chips.push({ text: `${ZONE.remove.th} ${p.removed.length}`, fill: '#2f3748' });
  const y = chipFlow(b, inner.x, base + 14, inner.right, chips);
  panelOp.h = y + 12 - top;
  b.mark(`player:${p.seat}`, { ...box, h: panelOp.h });
  return top + panelOp.h;
}

/** One tile width for every Line of the board: more columns as the longest Line grows, so it stays a few rows. */
function columns(view: SummonerMasterView): number {
  const longest = Math.max(...view.players.flatMap((p) => [p.atLine.length, p.dfLine.length + (p.dimension?.length ?? 0)]));
  return longest <= 3 ? 3 : longest <= 8 ? 4 : 5;
}

function lineRow({ b, view }: Ctx, p: SmPlayerView, line: 'at' | 'df', top: number): number {
  const seals = line === 'at' ? p.atLine : [...p.dfLine, ...(p.dimension ?? [])];
  const x = PAD;
  const w = PHONE_WIDTH - 2 * PAD;
  const label = `${(line === 'at' ? ZONE.atLine : ZONE.dfLine).th} · ${seals.length}${seals.length ? '' : ' · ว่าง'}`;
  b.text(label, x, top + FONT.small, w, { size: FONT.small, weight: 700, color: line === 'at' ? colors.attack : colors.block });
  const gridTop = top + 32;
  // The Mp an attack costs (orders.ts pays it) is what a player weighs on the board; a tile never cuts a value.
  const tile = (s: SmSealView): CardModel => {
    const m = sealModel(s);
    return { ...m, stats: [...(m.stats ?? []), { label: STAT.mp.th, value: String(s.atkMp), color: colors.gold }] };
  };
  const bottom = tileGrid(seals.map((s) => cardItem(b, tile(s), `card:${s.objectId}`)), { x, y: gridTop, w }, columns(view), 8);
  b.mark(`zone:${p.seat}:${line}`, { x, y: top, w, h: Math.max(bottom, gridTop) - top });
  return Math.max(bottom, gridTop - 4);
}

/** PA Mystics in the Arena and the procedures waiting on their Interfere Step; returns the next y. */
function middle({ b, view }: Ctx, top: number): number {
  const x = PAD;
  const w = PHONE_WIDTH - 2 * PAD;
  let y = top;
  const arena = [...view.players[0].arena, ...view.players[1].arena];
  const chips: Chip[] = arena.map((m) => {
    const model = mysticModel(m);
    return { text: `${model.name}${m.left >= 0 ? ` · ${m.left}` : ''}`, fill: MYSTIC_COLOR };
  });
  const aBox = { x, y, w, h: 0 };
  const aOp = { kind: 'rect' as const, ...aBox, radius: 10, fill: colors.panel, stroke: colors.panelStroke, lineWidth: 1.5 };
  b.ops.push(aOp);
  const lw = b.text('Mystic ในสนาม (PA)', x + PAD, y + 10 + FONT.small * 1.5 / 2 + FONT.small * 0.36, w - 2 * PAD, { size: FONT.small, weight: 700, color: colors.muted }) + 10;
  let bottom = chips.length ? chipFlow(b, x + PAD, y + 10, x + w - PAD, chips, FONT.small, x + PAD + lw) : y + 10 + FONT.small * 1.5;
  if (!chips.length) b.text('ไม่มี', x + PAD + lw, y + 10 + FONT.small * 1.5 / 2 + FONT.small * 0.36, w - 2 * PAD - lw, { size: FONT.small, color: colors.muted });
  aOp.h = bottom + 10 - y;
  b.mark('zone:arena', { ...aBox, h: aOp.h });
  y += aOp.h + GAP;
  if (view.pending.length) {
    const box = { x, y, w, h: 14 + FONT.body * 1.3 + view.pending.length * 30 + 6 };
    let py = section(b, box, 'รอ Interfere', colors.attack);
    for (const t of view.pending) {
      b.text(t.th || t.en, x + PAD, py + FONT.small, w - 2 * PAD, { size: FONT.small, color: colors.text });
      py += 30;
    }
    b.mark('pending', box);
    y += box.h + GAP;
  }
  bottom = y;
  return bottom;
}


