/**
 * A combat in progress for the scenario builder (scenario.ts `state.combat`): the attacking group, its target,
 * the blockers and the stage, checked against 609 the way the engine would have built them; a bad description
 * gives a RuleError naming the field (`state.combat.blockers[0].unit`).
 */
import type { RuleError } from '../../core/api-types.js';
import { scenarioError } from '../../core/scenario.js';
import type { Seat } from '../../core/view-types.js';
import { type G, defOf, other } from './ctx.js';
import { declareBlockStep } from './combat.js';
import { pairBlockers } from './combat-rules.js';
import { STAGES, open } from './windows.js';
import type { Combat, FWindow } from './types.js';

export interface CombatDescription {
  attackers: string[];
  target: string;
  blockers?: Array<{ unit: string; attacker: string }> | undefined;
  stage: Combat['stage'];
}

const F = 'state.combat';

export function buildCombat(g: G, d: CombatDescription, named: Record<string, string>, priority?: { seat: Seat; window?: string | undefined }): RuleError | null {
  const s = g.s;
  const at = s.atSeat;
  const df = other(at);
  const unitOf = (n: string, field: string, ctrl: Seat, rule: string): string | RuleError => {
    const id = named[n];
    const o = id === undefined ? undefined : s.objs[id];
    if (!o) return scenarioError(field, '100.1', `ไม่มีการ์ดชื่อ ${n}`, `no card named ${n} (use an "as" name)`);
    if (o.zone !== 'field' || defOf(o).type !== 'unit') return scenarioError(field, '609.2', `${n} ไม่ใช่ Unit ในสนาม`, `${n} is not a unit on the field`);
    if (o.ctrl !== ctrl) return scenarioError(field, rule, `${n} ต้องเป็นของผู้เล่น ${ctrl}`, `${n} must be controlled by seat ${ctrl}`);
    return o.id;
  };
  const attackers: string[] = [];
  for (const [i, n] of d.attackers.entries()) {
    const id = unitOf(n, `${F}.attackers[${i}]`, at, '609.2');
    if (typeof id !== 'string') return id;
    if (attackers.includes(id)) return scenarioError(`${F}.attackers[${i}]`, '606.5.29.2', `${n} อยู่ในกลุ่มโจมตีซ้ำ`, `${n} is in the attacking group twice`);
    attackers.push(id);
  }
  let target: Combat['target'];
  if (d.target === 'p0' || d.target === 'p1') {
    if (d.target !== `p${df}`) return scenarioError(`${F}.target`, '609.3.2', 'โจมตีได้เฉพาะผู้เล่นฝ่ายตรงข้าม', `only the DF player p${df} can be attacked`);
    target = { kind: 'player', seat: df };
  } else {
    const id = unitOf(d.target, `${F}.target`, df, '609.3.1');
    if (typeof id !== 'string') return id;
    if (attackers.length > 1) return scenarioError(`${F}.target`, '606.5.29.2', 'กลุ่มโจมตีต้องโจมตีผู้เล่นฝ่ายตรงข้ามเท่านั้น', 'an attacking group attacks the opponent player only');
    target = { kind: 'unit', id };
  }
  const blockers: Combat['blockers'] = [];
  const given = d.blockers ?? [];
  if (given.length && (d.stage === 'attack' || d.stage === 'blocking')) return scenarioError(`${F}.blockers`, '609.5.1', 'ยังไม่ถึงการประกาศป้องกัน', `no blockers before the block step (stage ${d.stage})`);
  if (given.length && target.kind !== 'player') return scenarioError(`${F}.blockers`, '609.5.1', 'ป้องกันได้เฉพาะการโจมตีผู้เล่น', 'only an attack on the player can be blocked');
  if (given.length && given.length !== attackers.length) {
    return scenarioError(`${F}.blockers`, '606.5.29.3', `ต้องป้องกันด้วย Unit ${attackers.length} ใบพอดี หรือไม่ป้องกันเลย`, `exactly ${attackers.length} blockers (one per attacker), or none`);
  }
  for (const [i, b] of given.entries()) {
    const id = unitOf(b.unit, `${F}.blockers[${i}].unit`, df, '609.5.1');
    if (typeof id !== 'string') return id;
    const a = named[b.attacker];
    if (!a || !attackers.includes(a)) return scenarioError(`${F}.blockers[${i}].attacker`, '609.5.1', `${b.attacker} ไม่ได้โจมตี`, `${b.attacker} is not an attacker`);
    if (blockers.some((x) => x.id === id || x.attacker === a)) return scenarioError(`${F}.blockers[${i}]`, '606.5.29.3', '1 Unit ป้องกันต่อ 1 Unit ที่โจมตี', 'one blocker per attacker, each blocking once');
    if (pairBlockers(g, [id], [a]) === null) return scenarioError(`${F}.blockers[${i}].unit`, '609.5.1', `${b.unit} ไม่สามารถป้องกัน ${b.attacker} ได้`, `${b.unit} cannot block ${b.attacker}`);
    blockers.push({ id, attacker: a });
  }
  // The engine's order: blockers listed in the attackers' order (combat.ts pairs them so).
  blockers.sort((x, y) => attackers.indexOf(x.attacker) - attackers.indexOf(y.attacker));
  const ctrl: Record<string, Seat> = {};
  for (const id of [...attackers, ...blockers.map((b) => b.id), ...(target.kind === 'unit' ? [target.id] : [])]) ctrl[id] = s.objs[id]!.ctrl;
  for (const id of [...attackers, ...blockers.map((b) => b.id)]) if (s.objs[id]!.token === 'summon') s.objs[id]!.mustSac = true; // 610.3
  s.combat = { attackers, target, blockers, ctrl, stage: d.stage };
  s.attacked.push(...attackers);
  if (d.stage === 'blocking') {
    if (priority) return scenarioError('priority', '609.4.3', 'ขณะประกาศป้องกันไม่มีใครถือสิทธิ์', 'nobody holds priority while blockers are declared');
    const w = declareBlockStep(g);
    if (w) open(g, w);
    return null;
  }
  const window: FWindow = d.stage;
  if (priority?.window !== undefined && priority.window !== window) return scenarioError('priority.window', '601.1', `หน้าต่างต้องเป็น ${window}`, `the window must be the combat's stage (${window})`);
  // 601.6 / 606.4.3: with the Break not empty, the opponent of the top item's controller; else the window's first.
  const top = s.brk.at(-1);
  s.prio = { seat: priority?.seat ?? (top ? other(top.ctrl) : STAGES[window].first(g)), passes: 0, window };
  return null;
}
