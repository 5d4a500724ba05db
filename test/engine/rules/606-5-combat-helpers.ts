/**
 * Test cards carrying the combat keywords of 606.5 (registered per match through the scenario's `cards`), and
 * positions with a combat in progress built through the public scenario builder (`state.combat`).
 */
import type { ScenarioDescription } from '../helpers/fadalgia-api.js';
import { toDescriptionWith, type ScenarioSpec } from '../helpers/scenario.js';

const text = (th: string, en: string) => ({ th, en });

function unit(id: string, en: string, at: number, df: number, keywords: unknown[], extra: Record<string, unknown> = {}) {
  return {
    id, name: text(`ทดสอบ ${en}`, en), type: 'unit', subtypes: ['Knight'], element: 'earth', cost: 2, mana: 1, at, df,
    text: text(en, en), ...(keywords.length ? { keywords } : {}), ...extra,
  };
}

export const K = {
  airborne: 'TST-KWC-001', lockUp: 'TST-KWC-002', refresh: 'TST-KWC-003', double: 'TST-KWC-004', hide: 'TST-KWC-005', resistFire: 'TST-KWC-006',
  defend: 'TST-KWC-007', unblockable: 'TST-KWC-008', focus: 'TST-KWC-009', reinforce: 'TST-KWC-010', knight: 'TST-KWC-011', resistDamage: 'TST-KWC-012',
  resistAbilities: 'TST-KWC-013', airborne2: 'TST-KWC-014', plain: 'TST-KWC-015', focus3: 'TST-KWC-016', resistAction: 'TST-KWC-017',
  selfPump: 'TST-KWC-018', resistBoth: 'TST-KWC-019',
} as const;

export const CARDS: unknown[] = [
  unit(K.airborne, 'Sky Knight', 3, 2, ['AIRBORNE']),
  unit(K.lockUp, 'Jailer', 3, 3, ['LOCK UP']),
  unit(K.refresh, 'Sentinel', 2, 2, ['REFRESH']),
  unit(K.double, 'Twin Blade', 3, 2, ['DOUBLE ATTACK']),
  unit(K.hide, 'Shade', 1, 2, ['HIDE']),
  unit(K.resistFire, 'Ash Golem', 1, 4, ['Resist : Fire']),
  unit(K.defend, 'Shieldbearer', 1, 5, ['DEFEND']),
  unit(K.unblockable, 'Phantom Rider', 2, 2, ['UNBLOCKABLE']),
  unit(K.focus, 'Duelist', 2, 2, ['FOCUS']),
  unit(K.reinforce, 'Knight Captain', 3, 3, ['Reinforce 2 : Knight']),
  unit(K.knight, 'Squire', 2, 2, []),
  unit(K.resistDamage, 'Iron Wall', 1, 4, ['Resist : Damage']),
  unit(K.resistAbilities, 'Null Sprite', 1, 4, ['Resist : Abilities']),
  unit(K.airborne2, 'Griffin', 1, 3, ['AIRBORNE']),
  unit(K.plain, 'Footman', 2, 3, [], { subtypes: ['Soldier'] }),
  unit(K.focus3, 'Stalwart', 3, 3, ['FOCUS']),
  unit(K.resistAction, 'Warded Monk', 1, 4, ['Resist : Action']),
  // X = both (cards/schema.ts `from.what`): damage and abilities of any source; only the object form writes it.
  unit(K.resistBoth, 'Aegis Warden', 1, 4, [{ k: 'RESIST', from: { what: 'both' } }]),
  // Its own ability: "when this unit attacks, it gets AT+1 until end of turn".
  unit(K.selfPump, 'Null Brawler', 2, 4, ['Resist : Abilities'], {
    triggers: [{ on: 'attack', effects: [{ verb: 'modify', to: 'self', at: 1, df: 0, until: 'turn' }], text: text('เมื่อโจมตี: AT+1 จนจบเทิร์น', 'When it attacks: AT+1 until end of turn') }],
  }),
];

export interface CombatSpec {
  attackers: string[];
  target: string;
  blockers?: Array<{ unit: string; attacker: string }>;
  stage: 'attack' | 'blocking' | 'block' | 'fight';
}

/** The short spec with the test cards, in the Main phase, optionally with a combat in progress. */
export function kwDescription(spec: ScenarioSpec, combat?: CombatSpec, edit?: (d: ScenarioDescription) => void): ScenarioDescription {
  return toDescriptionWith(spec, (d) => {
    d.cards = CARDS;
    if (combat) {
      d.step = 'main';
      d.state = { ...(d.state ?? {}), combat };
    }
    edit?.(d);
  });
}
