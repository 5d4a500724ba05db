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
import { isUnit, modifiers, stats, unitsOf, type Modifier } from './stats.js';
import { moveObj } from './zones.js';

function loseReason(g: G, s: Seat): { text: Text; rule: string } | null {
  const me = pl(g, s);
  const op = pl(g, other(s));
  if (me.conceded) return { text: t('ยอมแพ้', 'conceded'), rule: '101.3.3.6' };
  if (me.flag === 'lose') return { text: t('การ์ดสั่งให้แพ้', 'a card made them lose'), rule: '101.3.3.4' };
  if (op.flag === 'win') return { text: t('การ์ดสั่งให้ฝ่ายตรงข้ามชนะ', 'a card made the opponent win'), rule: '101.3.3.5' };
  if (me.life.length === 0) return { text: t('กองไลฟ์หมด', 'life pile is empty'), rule: '101.3.3.2' };
  if (me.main.length === 0) return { text: t('กองหลักหมด', 'main pile is empty'), rule: '101.3.3.3' };
  if (op.life.length >= 40) return { text: t('กองไลฟ์ฝ่ายตรงข้ามถึง 40 ใบ', "the opponent's life pile reached 40"), rule: '101.3.3.1' };
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

/**
 * True when none of the checks below has anything to do: the common case before every decision, found in
 * one pass over each field with one definition lookup per card. Anything else goes through the full checks,
 * so this only answers "nothing to do" when the full checks would change nothing either.
 */
function quiet(g: G): boolean {
  let mods: readonly Modifier[] | null = null;
  for (const p of g.s.players) {
    let avatars = 0;
    let terrains = 0;
    for (const id of p.field) {
      const o = g.s.objs[id];
      if (!o) continue;
      const d = defOf(o);
      if (d.type === 'unit') {
        if (o.zone !== 'field') continue;
        if ((o.dmg ?? 0) >= stats(g, o, (mods ??= modifiers(g))).df) return false; // 304.4.1
        if (d.subtypes.includes('Avatar') && ++avatars >= 2) return false; // 613.2
      } else if (d.type === 'item') {
        if (d.attach === 'unit' && (!o.att || !isUnit(g.s.objs[o.att]))) return false; // 302.2.2
      } else if (d.type === 'terrain' && ++terrains >= 2) return false; // 303.3.1
    }
  }
  return true;
}

/** One round of checks; true when something changed (the driver loops until nothing does). */
export function stateChecks(g: G): boolean {
  if (checkEnd(g)) return true;
  if (combatBroken(g)) {
    endCombat(g, true);
    return true;
  }
  if (quiet(g)) return false;
  let changed = false;
  // These run before every decision, so the common case (nothing to do) allocates as little as possible.
  // The field's modifiers are gathered once per seat, and again whenever a destruction changes the field.
  for (let k = 0; k < 2; k++) {
    const seat: Seat = k === 0 ? g.s.atSeat : other(g.s.atSeat);
    let mods = modifiers(g);
    let avatarCount = 0;
    for (const u of unitsOf(g, seat)) {
      const st = stats(g, u, mods);
      if ((u.dmg ?? 0) >= st.df) {
        destroy(g, u.id, '304.4.1');
        mods = modifiers(g);
        changed = true;
      } else if (defOf(u).subtypes.includes('Avatar')) avatarCount++;
    }
    // 302.2.2: an Item that is not attached goes to its owner's grave.
    let loose: string[] | null = null;
    for (const id of pl(g, seat).field) {
      const o = g.s.objs[id];
      if (!o) continue;
      const d = defOf(o);
      if (d.type === 'item' && d.attach === 'unit' && (!o.att || !isUnit(g.s.objs[o.att]))) (loose ??= []).push(id);
    }
    for (const id of loose ?? []) {
      const d = defOf(g.s.objs[id]!);
      log(g, seat, t(`${d.name.th} ไม่ได้สวมใส่ จึงลงสุสาน`, `${d.name.en} is not attached and goes to the grave`), '302.2.2');
      moveObj(g, id, 'grave');
      changed = true;
    }
    // 613.2: a newer Avatar of the same name destroys the older one, without using the Break.
    if (avatarCount < 2) continue;
    const avatars = unitsOf(g, seat).filter((u) => defOf(u).subtypes.includes('Avatar'));
    for (const u of avatars) {
      const newer = avatars.find((v) => v.id !== u.id && defOf(v).name.th === defOf(u).name.th && (v.ts ?? 0) > (u.ts ?? 0));
      if (newer && g.s.objs[u.id]) {
        destroy(g, u.id, '613.2');
        changed = true;
      }
    }
  }
  if (changed) return true;
  // 303.3.1: a player with two or more Terrains chooses one and puts it into the grave.
  for (const seat of [g.s.atSeat, other(g.s.atSeat)] as Seat[]) {
    let n = 0;
    for (const id of pl(g, seat).field) if (g.s.objs[id] && defOf(g.s.objs[id]!).type === 'terrain') n++;
    if (n < 2) continue;
    const terr = pl(g, seat).field.filter((id) => g.s.objs[id] && defOf(g.s.objs[id]!).type === 'terrain');
    ask(g, seat, 'choose-cards', t('ควบคุม Terrain ได้ 1 ใบ: เลือกใบที่จะลงสุสาน', 'You may control one Terrain: choose the one to put into the grave'),
      terr.map((id) => opt(id, nameOf(g, id), { objectId: id })), 1, 1, { t: 'terrain-keep' }, '303.3.1');
    return true;
  }
  return false;
}
