/**
 * Keyword abilities as modules: one file per keyword, each declaring its rule section and what it does
 * through the kernel only — layer contributions while an object has it (permissions, stat changes),
 * bus subscriptions (triggers and rule hooks), and deck-building exemptions. Combat and the turn code
 * never name a keyword; they ask the layers ("can it attack the turn it arrives?") or hear the bus.
 */
import type { AppliedEffect } from './layers.js';
import type { Subscriptions } from './bus.js';

export interface KeywordModule<S> {
  /** The keyword as printed (upper case key, e.g. 'HIGH SPEED'). */
  name: string;
  rule: string;
  /** Effects on the object that has the keyword (its own characteristics, permissions). */
  effects?(s: S, objId: string): AppliedEffect[];
  /** Subscribes the keyword's triggers and hooks to the game's bus (called once at module load). */
  subscribe?(subs: Subscriptions<S>): void;
  /** Deck-building rules the keyword changes. */
  deck?: { unlimitedCopies?: boolean };
}

export class KeywordRegistry<S> {
  private readonly byName = new Map<string, KeywordModule<S>>();

  constructor(mods: readonly KeywordModule<S>[], subs?: Subscriptions<S>) {
    for (const m of mods) {
      if (this.byName.has(m.name)) throw new Error(`keyword ${m.name} registered twice`);
      this.byName.set(m.name, m);
      if (subs) m.subscribe?.(subs);
    }
  }

  get(name: string): KeywordModule<S> | undefined {
    return this.byName.get(name.toUpperCase());
  }

  has(name: string): boolean {
    return this.byName.has(name.toUpperCase());
  }

  names(): string[] {
    return [...this.byName.keys()];
  }

  /** The layer contributions of every keyword `objId` has now. */
  effectsFor(s: S, objId: string, keywords: readonly string[]): AppliedEffect[] {
    const out: AppliedEffect[] = [];
    for (const k of keywords) {
      const m = this.get(k);
      if (m?.effects) out.push(...m.effects(s, objId));
    }
    return out;
  }
}
