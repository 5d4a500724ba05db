/**
 * 606.5.8 Defend: a Continuous Ability: when the unit blocks (in AT mode) or is attacked (in DF mode), where
 * the fight's calculation reads its AT it uses its DF instead. An override in the layers ('fight-stat' =
 * 'df', read by stats.ts `fightValue`) that holds only while the unit is a blocker in AT mode or the attacked
 * unit in DF mode of the combat in progress; as an attacker it fights with its AT.
 */
import type { AppliedEffect } from '../../../core/layers.js';
import type { FState } from '../types.js';
import type { FKeyword } from './fkeyword.js';

const EFFECTS: AppliedEffect[] = [{ op: { k: 'override', what: 'fight-stat', value: 'df' }, ts: 0 }];
const NONE: AppliedEffect[] = [];

function defending(s: FState, id: string): boolean {
  const c = s.combat;
  // Stryker disable next-line OptionalChaining: the layers ask only about objects that exist (stats.ts)
  const mode = s.objs[id]?.mode;
  // Stryker disable next-line BooleanLiteral: 'fight-stat' is read only by a fight, and a fight has a combat
  if (!c) return false;
  // Stryker disable next-line ConditionalExpression: a DF-mode unit is never a blocker (609.5), so asking the blockers answers false as the DF line does
  if (mode === 'AT') return c.blockers.some((b) => b.id === id);
  // 609.7.2 already reads the attacked unit's DF, so the override changes no fight here (606-5-combat.test.ts
  // shows it); the line states the text, and fightValue never asks about the attacked unit's AT.
  // Stryker disable next-line all: equivalent, see above
  return mode === 'DF' && c.target.kind === 'unit' && c.target.id === id;
}

export const defend: FKeyword = { name: 'DEFEND', rule: '606.5.8', effects: (s, id) => (defending(s, id) ? EFFECTS : NONE) };
