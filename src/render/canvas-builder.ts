/** Small helper that layouts use to append ops; text goes through fit/wrap so the op holds the final string. */
import type { Box, DrawList, DrawOp, LineOp, RectOp } from './draw-list.js';
import { measure, type Weight } from './font/font-set.js';
import { fitText, wrapText } from './text.js';

export interface TextStyle {
  size: number;
  weight?: Weight;
  color: string;
  align?: 'left' | 'center' | 'right';
}

export class Builder {
  readonly ops: DrawOp[] = [];
  readonly boxes: Record<string, Box> = {};

  /** Phone layouts grow downward and set the final height once everything is placed. */
  constructor(
    readonly width: number,
    public height: number,
    readonly background: string,
  ) {}

  rect(box: Box, style: Omit<RectOp, 'kind' | 'x' | 'y' | 'w' | 'h'>): void {
    this.ops.push({ kind: 'rect', x: box.x, y: box.y, w: box.w, h: box.h, ...style });
  }

  circle(cx: number, cy: number, r: number, fill: string, stroke?: string): void {
    this.ops.push({ kind: 'circle', cx, cy, r, fill, ...(stroke ? { stroke, lineWidth: 2 } : {}) });
  }

  line(points: Array<[number, number]>, style: Omit<LineOp, 'kind' | 'points'>): void {
    this.ops.push({ kind: 'line', points, ...style });
  }

  /**
   * One line of text fitted to `maxWidth`, baseline at `y`; returns the drawn width (0 when nothing fit).
   */
  text(raw: string, x: number, y: number, maxWidth: number, style: TextStyle): number {
    const weight = style.weight ?? 400;
    const text = fitText(raw, style.size, weight, maxWidth);
    if (!text || text === '…') return 0;
    const width = measure(text, style.size, weight);
    this.ops.push({ kind: 'text', text, x, y, size: style.size, weight, color: style.color, align: style.align ?? 'left', width });
    return width;
  }

  /** Wrapped text from baseline `y`; returns the baseline after the last line. */
  paragraph(raw: string, x: number, y: number, maxWidth: number, maxLines: number, lineHeight: number, style: TextStyle): number {
    const weight = style.weight ?? 400;
    let baseline = y;
    for (const line of wrapText(raw, style.size, weight, maxWidth, maxLines)) {
      this.text(line, x, baseline, maxWidth, style);
      baseline += lineHeight;
    }
    return baseline;
  }

  /** Width of a badge holding `text` at `size` bold. */
  measureBadge(text: string, size: number): number {
    return measure(text, size, 700) + size;
  }

  mark(name: string, box: Box): void {
    this.boxes[name] = { ...box };
  }

  build(): DrawList {
    return { width: this.width, height: this.height, background: this.background, ops: this.ops, boxes: this.boxes };
  }
}
