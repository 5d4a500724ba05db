/** Attacks (sd:battle.1–5): declaration, the Trap windows before damage, damage and counterattack. */
import { perObject, use, type Bus, type GameEvent, type Seat } from '../../core/kernel.js';
import { addDamage, atkOf, dataOf, destroy, hpLeft, nameOf, obj, other, say } from './board.js';
import { R } from './rules.js';
import type { Battle, SDState } from './state.js';

export interface AttackDeclared extends GameEvent {
  kind: 'attack-declared';
  attacker: string;
  seat: Seat;
  target: string | null;
}

/** sd:battle.1 / sd:turn.5: the attack is used and the Spirit rests as soon as it is declared. */
export function declareAttack(s: SDState, bus: Bus, seat: Seat, attacker: string, target: string | null): void {
  use(s.limits, 'turn', perObject(attacker, 'attack'));
  dataOf(obj(s, attacker)).rested = true;
  // Stryker disable next-line StringLiteral: 'declared' is replaced by 'trap-window' or resolved before any view or prompt sees it
  s.battle = { attacker, attackerSeat: seat, target, stage: 'declared', trapUsed: false };
  // Stryker disable next-line StringLiteral,ObjectLiteral: the log's wording
  const tn = target ? nameOf(s, target) : { th: `Soul ของ ${s.names[other(seat)]}`, en: `${s.names[other(seat)]}'s Soul` };
  say(s,
    // Stryker disable next-line StringLiteral,ObjectLiteral: the log's wording (its rule and actor, on the next line, are checked)
    { th: `${nameOf(s, attacker).th} ประกาศโจมตี ${tn.th}`, en: `${nameOf(s, attacker).en} attacks ${tn.en}` },
    { actor: seat, rule: target ? R.attack : R.direct });
  bus.emit<AttackDeclared>({ kind: 'attack-declared', attacker, seat, target });
}

/** After the Trap windows: a cancelled attack just ends (its attack stays used, sd:battle.2); otherwise damage. */
export function resolveAttack(s: SDState, bus: Bus): void {
  const b = s.battle!;
  s.battle = null;
  damageStep(s, bus, b);
  // Effects "for this attack" end with it.
  if (b.effects) s.effects = s.effects.filter((e) => !b.effects!.includes(e.id));
}

function damageStep(s: SDState, bus: Bus, b: Battle): void {
  if (b.stage === 'cancelled') return;
  const a = s.zones.objs[b.attacker];
  if (!a) {
    // Stryker disable next-line StringLiteral,ObjectLiteral: the log's wording and rule of an attack that ended on its own
    say(s, { th: 'ผู้โจมตีออกจากสนาม การโจมตีจบลง', en: 'The attacker left the field: the attack ends' }, { rule: R.attack });
    return;
  }
  const defender = other(b.attackerSeat);
  const atk = atkOf(s, b.attacker);
  if (b.target === null) {
    s.soul[defender] -= atk;
    say(s,
      // Stryker disable next-line StringLiteral,ObjectLiteral: the log's wording (its rule and actor, on the next line, are checked)
      { th: `${s.names[defender]} เสีย Soul ${atk} (เหลือ ${s.soul[defender]})`, en: `${s.names[defender]} loses ${atk} Soul (${s.soul[defender]} left)` },
      { rule: R.direct });
    return;
  }
  if (!s.zones.objs[b.target]) {
    // Stryker disable next-line StringLiteral: the log's Thai wording (the English one is checked)
    say(s, { th: 'เป้าหมายออกจากสนาม การโจมตีจบลง', en: 'The target left the field: the attack ends' }, { rule: R.attack });
    return;
  }
  // sd:battle.3: the target first; at 0 HP or below it is destroyed and does not strike back.
  addDamage(s, b.target, atk);
  say(s,
    // Stryker disable next-line StringLiteral,ObjectLiteral: the log's wording (its rule and actor, on the next line, are checked)
    { th: `${nameOf(s, b.target).th} ได้รับความเสียหาย ${atk}`, en: `${nameOf(s, b.target).en} takes ${atk} damage` },
    { rule: R.damage });
  if (hpLeft(s, b.target) <= 0) {
    destroy(s, bus, b.target, R.damage);
    return;
  }
  const back = atkOf(s, b.target);
  addDamage(s, b.attacker, back);
  say(s,
    // Stryker disable next-line StringLiteral,ObjectLiteral: the log's wording (its rule and actor, on the next line, are checked)
    { th: `${nameOf(s, b.target).th} โจมตีกลับ ${back}`, en: `${nameOf(s, b.target).en} strikes back for ${back}` },
    { rule: R.damage });
  // Stryker disable next-line ConditionalExpression,EqualityOperator: the state check (hooks.ts) destroys any Spirit at 0 HP or below right after, citing the same rule
  if (hpLeft(s, b.attacker) <= 0) destroy(s, bus, b.attacker, R.damage);
}
