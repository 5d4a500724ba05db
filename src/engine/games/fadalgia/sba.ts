/**
 * Checks the game makes by itself whenever no one is deciding: the end of the game (101.3), units
 * destroyed by accumulated damage (304.4.1 / 608.3.1.1), items that are not attached (302.2.2),
 * Avatar uniqueness (613.2), a second Terrain (303.3.1) and broken combats (609.10).
 */
import type { Seat } from '../../core/view-types.js';
import type { Text } from '../../core/view-types.js';
import { t } from '../../core/text.js';
import { type G, defOf, log, nameOf, other, pl, seatName } from './ctx.js';
import { ask, opt } from './ask.js';
import { combatBroken, endCombat } from './combat.js';
import { destroy } from './removal.js';
import { isUnit, modifiers, stats, unitsOf } from './stats.js';
import { quiet, runCheckRound, type CheckTable, type StateCheck } from '../../core/checks.js';
import { zoneOf, moveObj } from './zones.js';

function loseReason(g: G, s: Seat): { text: Text; rule: string } | null {
  const me = pl(g, s);
  const op = pl(g, other(s));
  if (me.conceded) return { text: t('ยอมแพ้', 'conceded'), rule: '101.3.3.6' };
  if (me.flag === 'lose') return { text: t('การ์ดสั่งให้แพ้', 'a card made them lose'), rule: '101.3.3.4' };
  if (op.flag === 'win') return { text: t('การ์ดสั่งให้ฝ่ายตรงข้ามชนะ', 'a card made the opponent win'), rule: '101.3.3.5' };
  if (zoneOf(g.s, s, 'life').length === 0) return { text: t('กองไลฟ์หมด', 'life pile is empty'), rule: '101.3.3.2' };
  if (zoneOf(g.s, s, 'main').length === 0) return { text: t('กองหลักหมด', 'main pile is empty'), rule: '101.3.3.3' };
  if (zoneOf(g.s, other(s), 'life').length >= 40) return { text: t('กองไลฟ์ฝ่ายตรงข้ามถึง 40 ใบ', "the opponent's life pile reached 40"), rule: '101.3.3.1' };
  return null;
}

const WIN_RULE: Record<string, string> = {
  '101.3.3.6': '101.3.2.6', '101.3.3.4': '101.3.2.5', '101.3.3.5': '101.3.2.4', '101.3.3.2': '101.3.2.2', '101.3.3.3': '101.3.2.3', '101.3.3.1': '101.3.2.1',
};

export function checkEnd(g: G): boolean {
  if (g.s.result) return false;
  const l0 = loseReason(g, 0);
  const l1 = loseReason(g, 1);
  if (!l0 && !l1) return false;
  let winner: Seat | null = null;
  let reason: Text;
  let rule: string;
  if (l0 && l1) {
    reason = t(`เสมอ: ${seatName(g, 0)} ${l0.text.th}, ${seatName(g, 1)} ${l1.text.th}`, `Draw: ${seatName(g, 0)} ${l0.text.en}, ${seatName(g, 1)} ${l1.text.en}`);
    rule = '101.3';
  } else {
    const loser: Seat = l0 ? 0 : 1;
    const lr = (l0 ?? l1)!;
    winner = other(loser);
    reason = t(`${seatName(g, winner)} ชนะ: ${seatName(g, loser)} ${lr.text.th}`, `${seatName(g, winner)} wins: ${seatName(g, loser)} ${lr.text.en}`);
    rule = WIN_RULE[lr.rule] ?? lr.rule;
  }
  endGame(g, winner, reason, rule);
  return true;
}

/** 101.3.1: everything left on the Break is cancelled and the game ends at once. */
export function endGame(g: G, winner: Seat | null, reason: Text, rule: string): void {
  g.s.result = { winner, reason, rule, turns: g.s.turn };
  g.s.step = 'ended';
  for (const e of g.s.brk) if (e.kind === 'card' && g.s.objs[e.src]) moveObj(g, e.src, 'grave');
  g.s.brk = [];
  for (const w of g.s.work) if (w.k === 'res' && w.e.kind === 'card' && g.s.objs[w.e.src]?.zone === 'break') moveObj(g, w.e.src, 'grave');
  g.s.work = [];
  g.s.triggers = [];
  g.s.prio = null;
  g.s.prompt = null;
  g.s.combat = null;
  log(g, winner, reason, rule, 'game-end', { winner });
}

// The `due` tests run before every decision: one pass over a field each, no allocation in the common case.

function lethal(g: G, seat: Seat): boolean {
  let mods: ReturnType<typeof modifiers> | null = null;
  for (const id of zoneOf(g.s, seat, 'field')) {
    const u = g.s.objs[id];
    if (!isUnit(u)) continue;
    if ((u.dmg ?? 0) >= stats(g, u, (mods ??= modifiers(g))).df) return true;
  }
  return false;
}

function isLoose(g: G, id: string): boolean {
  const o = g.s.objs[id];
  if (!o) return false;
  const d = defOf(o);
  return d.type === 'item' && d.attach === 'unit' && (!o.att || !isUnit(g.s.objs[o.att]));
}

function looseItems(g: G, seat: Seat): string[] {
  return zoneOf(g.s, seat, 'field').filter((id) => isLoose(g, id));
}

function hasLoose(g: G, seat: Seat): boolean {
  for (const id of zoneOf(g.s, seat, 'field')) if (isLoose(g, id)) return true;
  return false;
}

function avatarNames(g: G, seat: Seat): boolean {
  let first: string | null = null;
  let seen: Set<string> | null = null;
  for (const id of zoneOf(g.s, seat, 'field')) {
    const u = g.s.objs[id];
    if (!isUnit(u)) continue;
    const d = defOf(u);
    if (!d.subtypes.includes('Avatar')) continue;
    if (first === null) first = d.name.th;
    else {
      seen ??= new Set([first]);
      if (seen.has(d.name.th)) return true;
      seen.add(d.name.th);
    }
  }
  return false;
}

function terrainCount(g: G, seat: Seat): number {
  let n = 0;
  for (const id of zoneOf(g.s, seat, 'field')) if (g.s.objs[id] && defOf(g.s.objs[id]!).type === 'terrain') n++;
  return n;
}

function terrains(g: G, seat: Seat): string[] {
  return zoneOf(g.s, seat, 'field').filter((id) => g.s.objs[id] && defOf(g.s.objs[id]!).type === 'terrain');
}

/** Rows for one seat; `which` picks the AT player (0) or the DF player (1) at the time of the check. */
function seatRows(which: 0 | 1): StateCheck<G>[] {
  const seatOf = (g: G): Seat => (which === 0 ? g.s.atSeat : other(g.s.atSeat));
  return [
    {
      rule: '304.4.1', name: `lethal damage (${which ? 'DF' : 'AT'} player)`,
      due: (g) => lethal(g, seatOf(g)),
      apply: (g) => {
        // The field's modifiers are gathered again after each destruction: a lord leaving changes the others.
        let mods = modifiers(g);
        let changed = false;
        for (const u of unitsOf(g, seatOf(g))) {
          if (!g.s.objs[u.id]) continue;
          if ((u.dmg ?? 0) >= stats(g, u, mods).df) {
            destroy(g, u.id, '304.4.1');
            mods = modifiers(g);
            changed = true;
          }
        }
        return changed;
      },
    },
    {
      rule: '302.2.2', name: `unattached items (${which ? 'DF' : 'AT'} player)`,
      due: (g) => hasLoose(g, seatOf(g)),
      apply: (g) => {
        const seat = seatOf(g);
        for (const id of looseItems(g, seat)) {
          const d = defOf(g.s.objs[id]!);
          log(g, seat, t(`${d.name.th} ไม่ได้สวมใส่ จึงลงสุสาน`, `${d.name.en} is not attached and goes to the grave`), '302.2.2');
          moveObj(g, id, 'grave');
        }
        return true;
      },
    },
    {
      // 613.2: a newer Avatar of the same name destroys the older one, without using the Break.
      rule: '613.2', name: `Avatar uniqueness (${which ? 'DF' : 'AT'} player)`,
      due: (g) => avatarNames(g, seatOf(g)),
      apply: (g) => {
        const avatars = unitsOf(g, seatOf(g)).filter((u) => defOf(u).subtypes.includes('Avatar'));
        let changed = false;
        for (const u of avatars) {
          const newer = avatars.find((v) => v.id !== u.id && defOf(v).name.th === defOf(u).name.th && (v.ts ?? 0) > (u.ts ?? 0));
          if (newer && g.s.objs[u.id]) {
            destroy(g, u.id, '613.2');
            changed = true;
          }
        }
        return changed;
      },
    },
  ];
}

/**
 * Fadalgia's state-based checks, one table (core/checks.ts). A round: the end of the game (101.3) and a
 * broken combat (609.10) each end the round; then each player's destructions and items (AT player first)
 * happen together; a second Terrain (303.3.1) asks only once nothing else changed. The "nothing to do"
 * fast path before every decision is derived from these rows (`quiet`).
 */
export const STATE_CHECKS: CheckTable<G> = [
  { rule: '101.3', name: 'end of the game', exclusive: true, due: (g) => !g.s.result && (!!loseReason(g, 0) || !!loseReason(g, 1)), apply: (g) => checkEnd(g) },
  { rule: '609.10', name: 'broken combat', exclusive: true, due: (g) => combatBroken(g), apply: (g) => (endCombat(g, true), true) },
  ...seatRows(0),
  ...seatRows(1),
  {
    rule: '303.3.1', name: 'one Terrain per player', exclusive: true,
    due: (g) => terrainCount(g, 0) > 1 || terrainCount(g, 1) > 1,
    apply: (g) => {
      // 303.3.1: a player with two or more Terrains chooses one and puts it into the grave.
      for (const seat of [g.s.atSeat, other(g.s.atSeat)] as Seat[]) {
        const terr = terrains(g, seat);
        if (terr.length < 2) continue;
        ask(g, seat, 'choose-cards', t('ควบคุม Terrain ได้ 1 ใบ: เลือกใบที่จะลงสุสาน', 'You may control one Terrain: choose the one to put into the grave'),
          terr.map((id) => opt(id, nameOf(g, id), { objectId: id })), 1, 1, { t: 'terrain-keep' }, '303.3.1');
        return true;
      }
      return false;
    },
  },
];

/** One round of checks; true when something changed or a player was asked (the driver loops until nothing does). */
export function stateChecks(g: G): boolean {
  if (quiet(STATE_CHECKS, g)) return false;
  return runCheckRound(STATE_CHECKS, g);
}
