/**
 * What a layout produces and the painter consumes: plain data, no canvas. Every string that reaches an
 * image is a `text` op here, which is what the hidden-information tests inspect.
 */
import type { Weight } from './font/font-set.js';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface RectOp extends Box {
  kind: 'rect';
  radius?: number;
  fill?: string;
  stroke?: string;
  lineWidth?: number;
  dash?: number[];
}

export interface TextOp {
  kind: 'text';
  text: string;
  /** Anchor: x per `align`, y is the alphabetic baseline. */
  x: number;
  y: number;
  size: number;
  weight: Weight;
  color: string;
  align: 'left' | 'center' | 'right';
  /** Width from the font metrics; lets tests check that labels stay inside their boxes. */
  width: number;
}

export interface LineOp {
  kind: 'line';
  points: Array<[number, number]>;
  color: string;
  lineWidth: number;
  dash?: number[];
  /** Draw an arrow head at the last point. */
  arrow?: boolean;
}

export interface CircleOp {
  kind: 'circle';
  cx: number;
  cy: number;
  r: number;
  fill?: string;
  stroke?: string;
  lineWidth?: number;
}

export type DrawOp = RectOp | TextOp | LineOp | CircleOp;

export interface DrawList {
  width: number;
  height: number;
  background: string;
  ops: DrawOp[];
  /** Named regions for tests and hit checks: `card:<objectId>`, `zone:<seat>:<zone>`, `player:<seat>`... */
  boxes: Record<string, Box>;
}

/** Every string drawn, in drawing order. */
export function drawnStrings(list: DrawList): string[] {
  return list.ops.flatMap((op) => (op.kind === 'text' ? [op.text] : []));
}

export const center = (b: Box): [number, number] => [b.x + b.w / 2, b.y + b.h / 2];
export const inside = (inner: Box, outer: Box, slack = 0.5): boolean =>
  inner.x >= outer.x - slack &&
  inner.y >= outer.y - slack &&
  inner.x + inner.w <= outer.x + outer.w + slack &&
  inner.y + inner.h <= outer.y + outer.h + slack;
export const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
