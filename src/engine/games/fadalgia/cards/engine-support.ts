/**
 * What of the card language the Fadalgia engine reads today, so that the catalogue can tell a card that plays
 * as printed from one whose parts are dormant. The verb list is checked against the engine's verb registry
 * by test/engine/cards/catalogue.test.ts; the rest names the file that reads it. When the engine learns a new
 * event, zone or condition, it is added here (and the catalogue test's report changes with it).
 */
import type { ActivatedDef, ContinuousDef, TriggerEvent } from './schema.js';

export const ENGINE_SUPPORT = {
  /** verbs/index.ts VERBS. */
  verbs: ['draw', 'damage', 'destroy', 'heal', 'modify', 'counter', 'search', 'discard', 'sacrifice', 'mode', 'summon', 'mana',
    'change-up', 'move', 'win', 'lose', 'number', 'control', 'put-back', 'reveal'] as readonly string[],
  /** triggers.ts fire() / fireForSeat(), combat.ts, turn.ts. */
  triggerEvents: ['arrive', 'attack', 'block', 'attacked', 'any-attack', 'any-block', 'destroyed', 'leave', 'turn-start', 'refresh-end',
    'main-start', 'main-end', 'end-turn', 'damage-player'] as readonly TriggerEvent[],
  /** triggers.ts fire(): on the field, or from the Outer Zone (408.4). */
  triggerZones: ['field', 'outer'] as readonly string[],
  /** priority.ts / activate.ts offer abilities of field, mana-zone and grave objects (606.5.24). */
  activatedZones: ['field', 'mana', 'grave'] as readonly NonNullable<ActivatedDef['zone']>[],
  /** continuous.ts (read by stats.ts / cost-mod.ts). */
  continuous: ['modify', 'prohibit', 'allow', 'cost', 'grant'] as readonly ContinuousDef['k'][],
};
