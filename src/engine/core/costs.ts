/**
 * Costs and payment: a cost is a list of parts (mana, discard, sacrifice, tap, pay life...), each of which
 * a game module defines once. A cost can be paid only when every part can (Fadalgia 604.2: pay all or
 * none); parts that need a choice expose their options so the game can prompt for them.
 */
import type { Seat } from './view-types.js';

export interface CostPart<P = unknown> {
  kind: string;
  /** Plain-JSON parameters of this part (e.g. { n: 2 }). */
  params: P;
}

export interface CostKind<S, P = unknown> {
  kind: string;
  canPay(s: S, seat: Seat, params: P): boolean;
  /** Ids the payer chooses from (cards to discard...); undefined = no choice. */
  options?(s: S, seat: Seat, params: P): string[];
  /** How many of the options the payer picks. */
  count?(params: P): number;
  pay(s: S, seat: Seat, params: P, chosen: string[]): void;
}

export class CostKinds<S> {
  private readonly kinds = new Map<string, CostKind<S, never>>();

  define<P>(k: CostKind<S, P>): this {
    if (this.kinds.has(k.kind)) throw new Error(`cost kind ${k.kind} defined twice`);
    this.kinds.set(k.kind, k as unknown as CostKind<S, never>);
    return this;
  }

  get(kind: string): CostKind<S, unknown> {
    const k = this.kinds.get(kind);
    if (!k) throw new Error(`engine bug: unknown cost kind ${kind}`);
    return k as unknown as CostKind<S, unknown>;
  }

  canPay(s: S, seat: Seat, parts: readonly CostPart[]): boolean {
    return parts.every((p) => this.get(p.kind).canPay(s, seat, p.params));
  }

  /** The first part that needs a choice, with its options (the game prompts for it). */
  nextChoice(s: S, seat: Seat, parts: readonly CostPart[], from = 0): { index: number; options: string[]; count: number } | null {
    for (let i = from; i < parts.length; i++) {
      const k = this.get(parts[i]!.kind);
      const options = k.options?.(s, seat, parts[i]!.params);
      if (options) return { index: i, options, count: k.count?.(parts[i]!.params) ?? 1 };
    }
    return null;
  }

  pay(s: S, seat: Seat, part: CostPart, chosen: string[] = []): void {
    this.get(part.kind).pay(s, seat, part.params, chosen);
  }
}
