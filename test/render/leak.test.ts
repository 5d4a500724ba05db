import { describe, expect, it } from 'vitest';
import type { FadalgiaBoard } from '../../src/engine/games/fadalgia/view-types.js';
import { drawnStrings, layoutBoard, layoutHand, renderBoard, renderHand } from '../../src/render/index.js';
import { asView } from './as-view.js';
import { busyBoard, face } from './fadalgia-fixtures.js';
import { spiritMidGame, sdFace } from './spirit-duel-fixtures.js';

const SECRET = ['ไพ่ลับสุดยอดห้ามเห็น', 'SecretDragonXYZ', 'คาถาต้องห้ามแห่งเงา'];

function seatViewWithHand(): FadalgiaBoard {
  const { board } = busyBoard();
  board.viewer = 0;
  board.players[0].hand = [face(0, SECRET[0] as string, 'fire', 'unit', { at: 3, df: 3 }), face(0, SECRET[1] as string, 'water', 'action'), face(0, SECRET[2] as string, 'none', 'item')];
  board.players[0].handCount = 3;
  return board;
}

const mentionsSecret = (strings: string[]): boolean => {
  const all = strings.join('\n');
  // Also catch a name cut with an ellipsis or split over two lines.
  return SECRET.some((s) => all.includes(s) || all.replace(/\n/g, '').includes(s) || strings.some((x) => x.length > 3 && s.startsWith(x.replace(/…$/, ''))));
};

describe('hidden information never reaches a board image', () => {
  it('renderBoard on a seat’s own view draws that hand as a count, never its names', async () => {
    const view = asView(seatViewWithHand());
    const strings = drawnStrings(layoutBoard(view));
    expect(mentionsSecret(strings)).toBe(false);
    expect(strings).toContain('มือ 3');
    // The same view does carry the names: the hand image shows them (so the check above can fail).
    expect(mentionsSecret(drawnStrings(layoutHand(view)))).toBe(true);
    expect((await renderBoard(view)).subarray(1, 4).toString()).toBe('PNG');
  });

  it('Spirit Duel: Trap faces in the owner’s view are drawn as backs, hand as a count', () => {
    const { board, trapNames } = spiritMidGame();
    board.viewer = 1;
    const [t0, t1] = board.players[1].traps;
    if (!t0 || !t1) throw new Error('fixture changed');
    t0.face = sdFace(1, trapNames[0] as string, 'trap', 1);
    t1.face = sdFace(1, trapNames[1] as string, 'trap', 2);
    board.players[1].hand = [sdFace(1, SECRET[1] as string, 'magic', 1)];
    const strings = drawnStrings(layoutBoard(asView(board))).join('\n');
    for (const name of [...trapNames, SECRET[1] as string]) expect(strings).not.toContain(name);
    expect(strings).toContain('Trap');
    expect(drawnStrings(layoutHand(asView(board))).join('')).toContain(SECRET[1]);
  });

  it('renderHand refuses the spectator view', async () => {
    await expect(renderHand(asView(busyBoard().board))).rejects.toThrow(/seat view/);
  });

  it('accepts only engine views at the type level', () => {
    const { board } = busyBoard();
    // @ts-expect-error a plain FadalgiaBoard (full state or anything not from viewFor) is not a view
    expect(() => layoutBoard(board)).not.toThrow();
    // @ts-expect-error same for the hand image
    expect(() => layoutHand({ ...board, viewer: 0 })).toThrow(/no hand/);
  });
});
