/**
 * Boards a phone can read (issue 30): Discord shows a board image at the chat's width, about 360 px on a phone.
 * Every board of every game, including each game's worst case (most cards per zone, longest names in Thai and
 * English, many attachments and counters, 8 to 13 Seals on one Summoner Master Line), and the hand image (its
 * fullest hand with the longest names and texts too), is checked on its draw list:
 * every text is at least 11 px when the image is shown 360 px wide, stays on the canvas, never straddles the edge
 * of a card or a panel, never overlaps another text, cards never overlap, and every card's values are drawn
 * inside it.
 */
import { describe, expect, it } from 'vitest';
import type { Box, DrawList, TextOp } from '../../src/render/draw-list.js';
import { inside, overlaps } from '../../src/render/draw-list.js';
import { layoutBoard, layoutHand, type BoardView } from '../../src/render/index.js';
import { PHONE_DISPLAY_WIDTH } from '../../src/render/layout/phone.js';
import { asView } from './as-view.js';
import { starterBoard } from './fadalgia-fixtures.js';
import { smCrowded } from './summoner-master-fixtures.js';
import { MAX_HAND, phoneBoards, phoneHands } from './worst-cases.js';

const MIN_PX = 11;

/** The glyphs' box: from the ascent above the baseline to the descent below it (Thai marks reach further). */
function textBox(op: TextOp): Box {
  const left = op.align === 'left' ? op.x : op.align === 'center' ? op.x - op.width / 2 : op.x - op.width;
  return { x: left, y: op.y - op.size * 0.8, w: op.width, h: op.size };
}
const texts = (list: DrawList): TextOp[] => list.ops.filter((op): op is TextOp => op.kind === 'text');
/** Inside with no slack at all would fail on rounding; half a pixel is not a visible spill. */
const straddles = (a: Box, b: Box): boolean => overlaps(a, b) && !inside(a, b, 0.5);

/** Cards and panels: a text is either wholly inside one or wholly outside it. */
function containers(list: DrawList): Array<[string, Box]> {
  return Object.entries(list.boxes).filter(([name]) => /^(card:|hand:|zone:hand$|player:|zone:break$|combat$|last-action$|zone:arena$|pending$|header$|result$)/.test(name));
}

/** Every value a card on the field carries, by its box name. */
function values(view: BoardView): Array<[string, string[]]> {
  switch (view.game) {
    case 'fadalgia':
      return view.players.flatMap((p) => p.units.map((u): [string, string[]] => [`card:${u.objectId}`, [String(Math.max(0, u.currentAt)), String(Math.max(0, u.currentDf))]]));
    case 'spirit-duel':
      return view.players.flatMap((p) => p.spirits.flatMap((s): Array<[string, string[]]> => (s ? [[`card:${s.objectId}`, [String(Math.max(0, s.currentAtk)), `${Math.max(0, s.maxHp - s.damage)}/${s.maxHp}`]]] : [])));
    case 'summoner-master':
      return view.players.flatMap((p) => [...p.atLine, ...p.dfLine, ...(p.dimension ?? [])].map((s): [string, string[]] => [`card:${s.objectId}`, [String(s.at), String(s.df), String(s.sp), String(s.atkMp)]]));
    default:
      return [];
  }
}

/** A hand card's box shows its cost and, for a creature, its numbers. */
function handValues(view: BoardView): Array<[string, string[]]> {
  if (view.game !== 'fadalgia' && view.game !== 'spirit-duel') return [];
  const hand = view.viewer === 'spectator' ? [] : (view.players[view.viewer].hand ?? []);
  return hand.map((c, i): [string, string[]] => {
    const nums = c.type === 'unit' && 'df' in c ? [c.at, c.df] : c.type === 'spirit' && 'hp' in c ? [c.atk, c.hp] : [];
    return [`hand:${i}`, [String(c.cost), ...nums.filter((n) => n !== undefined).map(String)]];
  });
}

function check(name: string, view: BoardView): void {
  checkList(name, layoutBoard(view), values(view));
}

function checkList(name: string, list: DrawList, want: Array<[string, string[]]>): void {
  const canvas = { x: 0, y: 0, w: list.width, h: list.height };
  const ts = texts(list);
  // Problems are collected and compared once: an expect per pair of texts is slow on a 13-Seal board.
  const problems: string[] = [];
  for (const op of ts) {
    if ((op.size * PHONE_DISPLAY_WIDTH) / list.width < MIN_PX) problems.push(`"${op.text}" at ${op.size} px on ${list.width}`);
    if (!inside(textBox(op), canvas)) problems.push(`"${op.text}" off the canvas`);
  }
  const boxes = containers(list);
  for (const op of ts) for (const [box, b] of boxes) if (straddles(textBox(op), b)) problems.push(`"${op.text}" straddles ${box}`);
  for (let i = 0; i < ts.length; i++) {
    for (let j = i + 1; j < ts.length; j++) {
      const a = ts[i] as TextOp;
      const c = ts[j] as TextOp;
      if (overlaps(textBox(a), textBox(c))) problems.push(`"${a.text}" overlaps "${c.text}"`);
    }
  }
  const cards = Object.entries(list.boxes).filter(([n]) => n.startsWith('card:') || n.startsWith('hand:'));
  for (const [n, b] of cards) if (!inside(b, canvas)) problems.push(`${n} off the canvas`);
  for (let i = 0; i < cards.length; i++) for (let j = i + 1; j < cards.length; j++) if (overlaps(cards[i]![1], cards[j]![1])) problems.push(`${cards[i]![0]} overlaps ${cards[j]![0]}`);
  for (const [card, shown] of want) {
    const b = list.boxes[card];
    if (!b) {
      problems.push(`${card} not drawn`);
      continue;
    }
    const inCard = ts.filter((op) => inside(textBox(op), b)).map((op) => op.text);
    for (const v of shown) if (!inCard.includes(v)) problems.push(`${card} does not show ${v}`);
  }
  expect(problems, name).toEqual([]);
}

describe('boards a phone can read (issue 30)', () => {
  for (const [name, make] of Object.entries(phoneBoards)) {
    it(`${name}: every text ≥ ${MIN_PX} px at ${PHONE_DISPLAY_WIDTH} px wide, inside its card or panel, no overlaps, every value drawn`, () => {
      check(name, make());
    });
  }

  it('Fadalgia Starter - Type C, seen from each seat', () => {
    for (const viewer of [0, 1] as const) check(`starter/${viewer}`, asView({ ...starterBoard(), viewer }));
  });

  it('Summoner Master with 8 to 13 Seals on a Line (values used to vanish at 8–10, cards to spill at 12–13)', () => {
    for (let n = 8; n <= 13; n++) {
      for (const viewer of ['spectator', 0, 1] as const) {
        const view = smCrowded(n, viewer);
        expect(view.players[0].atLine).toHaveLength(n);
        check(`${n} Seals/${String(viewer)}`, view);
      }
    }
  });

  for (const [name, make] of Object.entries(phoneHands)) {
    it(`hand image ${name}: the same checks; every card's cost and numbers drawn`, () => {
      const view = make();
      const list = layoutHand(view as Parameters<typeof layoutHand>[0]);
      expect(list.width, name).toBe(720);
      expect(list.height, name).toBeLessThan(4000);
      const want = handValues(view);
      expect(want.length, name).toBe(name.endsWith('-full') ? MAX_HAND : name.endsWith('-empty') ? 0 : 4);
      checkList(name, list, want);
    });
  }

  it('stays within what Discord takes: PNG-sized canvases, 720 px wide, never absurdly tall', () => {
    for (const [name, make] of Object.entries(phoneBoards)) {
      const list = layoutBoard(make());
      expect(list.width, name).toBe(720);
      expect(list.height, name).toBeLessThan(4000);
    }
  });
});
