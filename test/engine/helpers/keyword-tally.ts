/**
 * Which keywords of 606.5 the random playouts exercised: for each keyword, how many times a card printing it
 * was cast ("seen"), and how many engine events named one of its sections ("applied":
 * a trigger, a prompt, a refusal, a replacement...). Continuous keywords that only shape the options
 * (Airborne, Hide...) log nothing, so "seen" is their measure; the printed table shows both.
 */
import type { EngineEvent } from '../../../src/engine/index.js';
import { cardDef } from '../../../src/engine/games/fadalgia/cards/catalog.js';
import { KEYWORD_TABLE } from '../../../src/engine/games/fadalgia/cards/keyword-table.js';

const KEY_BY_RULE = new Map(KEYWORD_TABLE.map((k) => [k.rule, k.key]));

export class KeywordTally {
  readonly seen = new Map<string, number>();
  readonly applied = new Map<string, number>();

  add(events: readonly EngineEvent[]): void {
    for (const e of events) {
      const cardId = e.data?.cardId;
      if (e.kind === 'cast' && typeof cardId === 'string') {
        for (const k of cardDef(cardId).keywords ?? []) this.seen.set(k, (this.seen.get(k) ?? 0) + 1);
      }
      const m = e.rule ? /^606\.5\.\d+/.exec(e.rule) : null;
      const key = m && KEY_BY_RULE.get(m[0]);
      if (key) this.applied.set(key, (this.applied.get(key) ?? 0) + 1);
    }
  }

  /** One line per keyword of the table, in 606.5 order. */
  table(): string {
    return KEYWORD_TABLE.map((k) => `${k.rule.padEnd(9)} ${k.en.padEnd(17)} seen ${String(this.seen.get(k.key) ?? 0).padStart(6)}  applied ${String(this.applied.get(k.key) ?? 0).padStart(6)}`).join('\n');
  }

  /** Keywords of the table no cast card printed and no event named. */
  unexercised(): string[] {
    return KEYWORD_TABLE.filter((k) => !this.seen.get(k.key) && !this.applied.get(k.key)).map((k) => k.key);
  }
}
