/**
 * The subturn (§3, 401): Check Up → Draw → Discard → Interfere → Main → Interfere → Mp refill → End of
 * Subturn. Check Up, Draw and End have no windows (401.2.2, 401.3.3, 401.9.1). Keyword procedures that
 * belong to a step (Progress and Regeneration at Check Up, Fixed Charging, Vanish's countdown) hear the
 * step's event on the bus and queue their own tasks.
 */
import { cardsIn, expireEffects, objectOption, openWindow, option, t, type Bus, type PromptOption, type Seat } from '../../core/kernel.js';
import { ask, log } from './ask.js';
import { def } from './cards/catalog.js';
import { curseEnded } from './curses.js';
import { drawFrom, type Pile } from './draw.js';
import { ANSWERS, TASKS, type SmEvent } from './hooks.js';
import { world } from './stats.js';
import type { SmState, Step } from './types.js';
import { destroy } from './verbs.js';
import { STAGES } from './windows.js';
import { ZONES, cardName, data, fieldMystics, fieldSeals, hand, move, other } from './zones.js';


export function advance(s: SmState, bus: Bus): void {
  const p = s.players[s.active];
  switch (s.step) {
    case 'checkup':
      return checkUp(s, bus);
    case 'draw':
      // 401.3.2: no draw in a player's first attack subturn; a successful Progress skips it too (smn:progress).
      if (p.subturns > 0 && !p.skipDraw) s.tasks.push({ k: 'draw', seat: s.active, n: 0 });
      return nextStep(s, 'discard');
    case 'discard':
      if (hand(s, s.active).length > s.config.handLimit) s.tasks.push({ k: 'discard', seat: s.active });
      return nextStep(s, 'int1');
    case 'int1':
    // Stryker disable next-line StringLiteral: never reached (int1 falls through here): the kernel opens Main from the First Interfere Step's close (windows.ts), so advance never sees this step
    case 'main':
    // Stryker disable next-line StringLiteral: never reached (falls through to the window): the kernel opens the Second Interfere Step from Main's close (windows.ts), so advance never sees this step
    case 'int2':
      return openWindow(STAGES, s, s.stack, s.step);
    case 'refill':
      // §2.3: set to Max Mp, not increased; unspent Mp is lost.
      p.mp = s.config.maxMp;
      s.step = 'end';
      return;
    case 'end':
      return endOfSubturn(s, bus);
    case 'end-pass':
      return passTurn(s);
    // Stryker disable next-line ConditionalExpression,StringLiteral: never reached: rock-paper-scissors is always a pending prompt, and the loop stops at a prompt
    case 'rps':
      // Stryker disable next-line StringLiteral: an engine-bug guard's message, never reached (above)
      throw new Error('engine bug: advance during rock-paper-scissors');
  }
}

function checkUp(s: SmState, bus: Bus): void {
  const p = s.players[s.active];
  // 401.2.1: record whether the attack-subturn player has a Seal (for 401.9.8); [I] their Seals become Active.
  p.hadSeal = fieldSeals(s, s.active).length > 0;
  p.broughtSeal = false;
  p.skipDraw = false;
  delete s.thenEnd;
  p.handAttack = 0;
  p.progressUsed = 0;
  p.regenUsed = 0;
  for (const o of fieldSeals(s, s.active)) data(o).active = true;
  // §2.2: at the first Check Up the defending player's lock is cleared (the first player's stays until the first End).
  if (s.subturn === 1) s.players[other(s.active)].locked = false;
  log(s, t(`Subturn ${s.subturn}: ${p.name}`, `Subturn ${s.subturn}: ${p.name}`));
  bus.emit<SmEvent>({ kind: 'check-up', seat: s.active });
  nextStep(s, 'draw');
}

/**
 * The step moves on only after the decisions the current step queued (Progress and Regeneration at Check Up,
 * the draws, the discard), so a prompt shows the step the game is in: queued last, this task runs after them
 * (the draw task puts its follow-ups in front of the queue).
 */
function nextStep(s: SmState, step: Step): void {
  s.tasks.push({ k: 'step', seat: s.active, step });
}

TASKS.set('step', (s, _bus, task) => {
  s.step = task.step!;
});

TASKS.set('draw', (s, bus, task) => {
  const seat = task.seat;
  const n = task.n ?? 0;
  const piles = (['sealDeck', 'mysticDeck'] as Pile[]).filter((pl) => cardsIn(s.zones, pl, seat).length);
  if (!piles.length) {
    // [I] both decks empty when the first card must be drawn: that player loses (§13.3).
    if (n === 0) s.players[seat].cannotDraw = true;
    return;
  }
  if (n >= s.config.drawMax) return;
  const pairs = n + 2 <= s.config.drawMax ? pairOptions(s, seat) : [];
  const one = (pl: Pile) => (pl === 'sealDeck' ? t('จั่วจากกอง Seal', 'Draw from the Seal deck') : t('จั่วจากกอง Mystic', 'Draw from the Mystic deck'));
  // With the two-card answers offered, a one-card answer is the way to see the first card before choosing the second.
  const single = (pl: Pile) => (pairs.length ? t(`${one(pl).th} 1 ใบ แล้วเลือกต่อ`, `${one(pl).en}, then choose`) : one(pl));
  const opts = [...pairs, ...piles.map((pl) => option(`draw:${pl}`, single(pl)))];
  if (n >= s.config.drawMin) opts.push(option('stop', t('พอแล้ว', 'Stop drawing')));
  if (opts.length === 1) {
    drawFrom(s, bus, seat, piles[0]!);
    s.tasks.unshift({ k: 'draw', seat, n: n + 1 });
    return;
  }
  ask(s, seat, 'optional', t(`Draw Step: ใบที่ ${n + 1}`, `Draw Step: card ${n + 1}`), opts, { k: 'draw', n }, '401.3.1');
});

/**
 * 401.3.1: the two cards of a full draw in one answer (Seal + Seal, Seal + Mystic, Mystic + Mystic), from the
 * pile counts the player sees; the one-card answers stay for a player who wants to see the first card first.
 */
function pairOptions(s: SmState, seat: Seat): PromptOption[] {
  const seals = cardsIn(s.zones, 'sealDeck', seat).length;
  const mystics = cardsIn(s.zones, 'mysticDeck', seat).length;
  const out: PromptOption[] = [];
  if (seals >= 2) out.push(option('draw2:sealDeck:sealDeck', t('จั่ว Seal 2 ใบ', 'Draw 2 Seals')));
  if (seals >= 1 && mystics >= 1) out.push(option('draw2:sealDeck:mysticDeck', t('จั่ว Seal 1 + Mystic 1', 'Draw 1 Seal + 1 Mystic')));
  if (mystics >= 2) out.push(option('draw2:mysticDeck:mysticDeck', t('จั่ว Mystic 2 ใบ', 'Draw 2 Mystics')));
  return out;
}

ANSWERS.set('draw', (s, bus, c, a) => {
  if (c[0] === 'stop') return;
  const [verb, first, second] = c[0]!.split(':') as [string, Pile, Pile | undefined];
  drawFrom(s, bus, s.active, first);
  // The second card of a pair is drawn after the first one's draw abilities (401.3.5), as a second answer would be.
  if (verb === 'draw2') s.tasks.unshift({ k: 'draw-from', seat: s.active, n: (a.n ?? 0) + 1, obj: second });
  else s.tasks.unshift({ k: 'draw', seat: s.active, n: (a.n ?? 0) + 1 });
});

/** A pair's second card: from the chosen pile, or asked as usual should that pile be empty by then. */
TASKS.set('draw-from', (s, bus, task) => {
  const n = task.n ?? 0;
  if (!drawFrom(s, bus, task.seat, task.obj as Pile)) return void s.tasks.unshift({ k: 'draw', seat: task.seat, n });
  s.tasks.unshift({ k: 'draw', seat: task.seat, n: n + 1 });
});

TASKS.set('discard', (s, _bus, task) => {
  const h = hand(s, task.seat);
  const n = h.length - s.config.handLimit;
  if (n <= 0) return;
  ask(s, task.seat, 'discard', t(`ทิ้งการ์ด ${n} ใบให้เหลือ ${s.config.handLimit}`, `Discard ${n} card(s) down to ${s.config.handLimit}`), h.map((o) => objectOption(ZONES, o, `dc:${o.id}`, cardName(s, o.id))), { k: 'discard' }, '§3.3', n, n);
});

// 702.7: discarded cards go to the Shrine, so discarded Seals count toward the Shrine Level.
ANSWERS.set('discard', (s, bus, c) => {
  // Stryker disable next-line ObjectLiteral: the zone-change cause is read by no Summoner Master rule, view or log (only the bus's event carries it)
  for (const x of c) move(s, bus, x.slice(3), 'shrine', { cause: 'discard' });
});

/** A PM Mystic with keepHost stops its host's Turn count while it stays attached. */
function heldByPm(s: SmState, id: string): boolean {
  return fieldMystics(s).some((x) => x.attachedTo === id && (def(s, x.card) as { keepHost?: boolean }).keepHost === true);
}

function endOfSubturn(s: SmState, bus: Bus): void {
  const seat = s.active;
  bus.emit<SmEvent>({ kind: 'end-of-subturn', seat });
  // 401.9.5–401.9.6: "until end of Subturn" effects end; Turn counts lose one Subturn.
  s.effects = expireEffects(s.effects, 'end-of-turn', world(s));
  for (const side of [0, 1] as Seat[]) {
    for (const o of fieldSeals(s, side)) {
      const d = data(o);
      if (!d.curses?.length) continue;
      let dies = false;
      // Stryker disable next-line ArrayDeclaration: curseEnded ignores a kind it does not know (only charm and dimension end with an action), so a stray entry changes nothing
      const ended: string[] = [];
      d.curses = d.curses.filter((c) => {
        c.left--;
        if (c.left > 0) return true;
        if (c.kind === 'poison' || c.kind === 'last-dance') dies = true;
        ended.push(c.kind);
        return false;
      });
      if (!d.curses.length) delete d.curses;
      // Stryker disable next-line StringLiteral: the zone-change cause is read by no Summoner Master rule, view or log (only the bus's event carries it)
      if (dies) destroy(s, bus, o.id, 'curse');
      else for (const k of ended) curseEnded(s, o, k);
    }
    for (const m of fieldMystics(s, side)) {
      const d = data(m);
      if (d.left === undefined || d.left < 0 || heldByPm(s, m.id)) continue;
      d.left--;
      // Stryker disable next-line ObjectLiteral: the zone-change cause is read by no Summoner Master rule, view or log (only the bus's event carries it)
      if (d.left <= 0) move(s, bus, m.id, 'shrine', { cause: 'expired' });
    }
  }
  // What the countdowns started (a Vanish return, a curse's destruction) is carried out before the turn passes.
  s.step = 'end-pass';
}

function passTurn(s: SmState): void {
  const seat = s.active;
  const p = s.players[seat];
  // 401.9.7: every Inactive Seal on the field becomes Active.
  for (const side of [0, 1] as Seat[]) for (const o of fieldSeals(s, side)) data(o).active = true;
  // 401.9.8: no Seal at Check Up and none brought in: the attack-subturn player loses.
  if (!p.hadSeal && !p.broughtSeal) {
    // The loop's state check ends the game next, while s.subturn is still the subturn the loss happened in.
    p.noSeal = true;
    return;
  }
  if (s.subturn === 1) for (const q of s.players) q.locked = false;
  p.subturns++;
  for (const side of [0, 1] as Seat[]) for (const m of fieldMystics(s, side)) delete data(m).skillUsed;
  s.subturn++;
  // Encore: an extra attack subturn for the seat owed one, else the other player's (normal order).
  const extra = s.extraSubturns?.shift();
  if (s.extraSubturns && !s.extraSubturns.length) delete s.extraSubturns;
  s.active = extra ?? other(seat);
  if (extra !== undefined) s.encore = true;
  else delete s.encore;
  s.step = 'checkup';
}

