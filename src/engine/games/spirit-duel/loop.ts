/**
 * The game loop — state checks → pending triggers → Trap windows → a declared attack → the active seat's
 * window — and the handling of answers. It stops whenever a prompt is pending.
 */
import { objectOption, option, ruleError, runChecks, type Bus, type Prompt, type PromptOption, type RuleError, type Seat, type Text } from '../../core/kernel.js';
import { declareAttack, resolveAttack } from './battle.js';
import { obj, other, say, spiritLabel as nameOf, spiritsOf } from './board.js';
import { sdCard } from './cards.js';
import { checksFor, finish } from './hooks.js';
import { attackBlock, equipBlock, evolveBlock, fieldBlock, magicBlock, magicTargets, materialSets, setBlock, summonBlock } from './legal.js';
import { castMagic, equip, evolve, playField, setTrap, summon } from './play.js';
import { answerResolution, resume } from './effects.js';
import { resolveNext } from './triggers.js';
import { R } from './rules.js';
import { matureTraps, openTrap, TRAP_WINDOW_LABEL, windowOptions, windowShown } from './traps.js';
import { openMain, passOther, passWindow, startTurn } from './turn.js';
import { cardsIn } from '../../core/kernel.js';
import { ZONES, type Rps, type SDState } from './state.js';

function ask(s: SDState, seat: Seat, kind: Prompt['kind'], label: Prompt['label'], options: PromptOption[], rule: string): void {
  s.prompt = { promptId: `p${++s.seq}`, seat, kind, label, options, min: 1, max: 1, rule };
}

const hand = (s: SDState, seat: Seat): string[] => cardsIn(s.zones, 'hand', seat);

function mainOptions(s: SDState, seat: Seat): PromptOption[] {
  const out: PromptOption[] = [];
  const opt = (id: string, handId: string, label: Text, group: string, rule: string) => out.push(objectOption(ZONES, obj(s, handId), id, label, { group, rule }));
  for (const h of hand(s, seat)) {
    const c = sdCard(s, obj(s, h).card);
    const n = c.name;
    // One branch per card type: each play's own check refuses the other types, so a type test beside it would only skip a call.
    switch (c.type) {
      case 'spirit':
        if (!c.materials) {
          if (!summonBlock(s, seat, h)) opt(`sum:${h}`, h, { th: `เรียก ${n.th}`, en: `Summon ${n.en}` }, 'summon', R.summonLimit);
          break;
        }
        for (const mats of materialSets(s, seat, h)) {
          if (evolveBlock(s, seat, h, mats)) continue;
          const ms = mats.map((m) => nameOf(s, m, true));
          opt(`evo:${h}:${mats.join('.')}`, h, { th: `พัฒนาร่าง ${n.th} (สังเวย ${ms.map((x) => x.th).join(', ')})`, en: `Evolve ${n.en} (sacrifice ${ms.map((x) => x.en).join(', ')})` }, 'summon', R.sacrifice);
        }
        break;
      case 'magic': {
        const targets = magicTargets(s, seat, c);
        if (targets === null) {
          if (!magicBlock(s, seat, h, null)) opt(`mag:${h}`, h, { th: `ใช้ ${n.th}`, en: `Cast ${n.en}` }, 'magic', R.main);
        } else for (const t of targets) if (!magicBlock(s, seat, h, t)) opt(`mag:${h}:${t}`, h, { th: `ใช้ ${n.th} กับ ${nameOf(s, t).th}`, en: `Cast ${n.en} on ${nameOf(s, t).en}` }, 'magic', R.main);
        break;
      }
      case 'field':
        if (!fieldBlock(s, seat, h)) opt(`fld:${h}`, h, { th: `ลงเวทย์สนาม ${n.th}`, en: `Play the Field ${n.en}` }, 'field', R.field);
        break;
      case 'equipment':
        for (const sp of spiritsOf(s, seat)) if (!equipBlock(s, seat, h, sp)) opt(`eqp:${h}:${sp}`, h, { th: `ติด ${n.th} ให้ ${nameOf(s, sp).th}`, en: `Equip ${n.en} to ${nameOf(s, sp).en}` }, 'equip', R.equip);
        break;
      case 'trap':
        if (!setBlock(s, seat, h)) opt(`set:${h}`, h, { th: `ตั้ง Trap ${n.th}`, en: `Set ${n.en}` }, 'trap', R.trapSet);
        break;
    }
  }
  out.push(option('battle', { th: 'เข้าสู่ Battle Phase', en: 'Go to the Battle Phase' }, { group: 'pass', rule: R.turnOrder }));
  out.push(option('end', { th: 'จบเทิร์น', en: 'End the turn' }, { group: 'pass', rule: R.battlePhase }));
  return out;
}

function battleOptions(s: SDState, seat: Seat): PromptOption[] {
  const out: PromptOption[] = [];
  const defenders = spiritsOf(s, other(seat));
  for (const a of spiritsOf(s, seat)) {
    for (const t of defenders) {
      if (!attackBlock(s, seat, a, t)) out.push(option(`atk:${a}:${t}`, { th: `${nameOf(s, a).th} โจมตี ${nameOf(s, t).th}`, en: `${nameOf(s, a).en} attacks ${nameOf(s, t).en}` }, { objectId: a, group: 'attack', rule: R.attack }));
    }
    if (!attackBlock(s, seat, a, null)) out.push(option(`atk:${a}:soul`, { th: `${nameOf(s, a).th} โจมตี Soul โดยตรง`, en: `${nameOf(s, a).en} attacks the Soul directly` }, { objectId: a, group: 'attack', rule: R.direct }));
  }
  out.push(option('end', { th: 'จบเทิร์น', en: 'End the turn' }, { group: 'pass', rule: R.battlePhase }));
  return out;
}

const RPS: Rps[] = ['rock', 'paper', 'scissors'];
const RPS_TEXT: Record<Rps, { th: string; en: string }> = { rock: { th: 'ค้อน', en: 'Rock' }, paper: { th: 'กระดาษ', en: 'Paper' }, scissors: { th: 'กรรไกร', en: 'Scissors' } };

function askRps(s: SDState, seat: Seat): void {
  ask(s, seat, 'rps', { th: 'เป่ายิงฉุบ: เลือก', en: 'Rock-paper-scissors: choose' }, RPS.map((r) => option(r, RPS_TEXT[r], { group: 'rps', rule: R.rps })), R.rps);
}

export function run(s: SDState, bus: Bus): void {
  const checks = checksFor(bus);
  // Stryker disable next-line UpdateOperator: the guard only turns a loop that never settles (an engine bug) into an error
  for (let guard = 0; guard < 10_000; guard++) {
    if (s.result || s.prompt) return;
    if (s.phase === 'setup') return askRps(s, s.rps[0] === null ? 0 : 1);
    // A resolution waiting on an answer goes on first: a card's effects finish before anything else happens.
    if (s.resolving) {
      if (resume(s, bus)) return;
      continue;
    }
    if (runChecks(checks, s)) continue;
    const tr = resolveNext(s, bus);
    if (tr === true) return;
    if (tr === false) continue;
    const w = s.windows.shift();
    if (w) {
      if (!windowShown(s, w)) continue;
      if (s.battle) s.battle.stage = 'trap-window';
      s.openWindow = w;
      return ask(s, w.seat, 'optional', TRAP_WINDOW_LABEL, windowOptions(s, w), R.trapTiming);
    }
    if (s.battle) {
      resolveAttack(s, bus);
      continue;
    }
    const prio = s.stack.prio;
    if (!prio) throw new Error('engine bug: no window is open');
    if (prio.seat !== s.active) {
      passOther(s, bus);
      continue;
    }
    if (prio.window === 'main') return ask(s, s.active, 'priority', { th: 'Main Phase: เลือกสิ่งที่จะทำ', en: 'Main Phase: choose what to do' }, mainOptions(s, s.active), R.main);
    const opts = battleOptions(s, s.active);
    if (opts.length === 1) {
      // Nothing can attack: the Battle Phase passes without a question (sd:turn.5).
      passWindow(s, bus);
      continue;
    }
    return ask(s, s.active, 'priority', { th: 'Battle Phase: ประกาศโจมตีหรือจบเทิร์น', en: 'Battle Phase: attack or end the turn' }, opts, R.battlePhase);
  }
  throw new Error('engine bug: the Spirit Duel loop did not settle');
}

/** Why an answer that is not an option is refused, with the rule that refuses it. */
export function whyNot(s: SDState, seat: Seat, choice: string): RuleError | null {
  const parts = choice.split(':');
  // Stryker disable next-line StringLiteral: an answer without a card id names no card, whichever missing id stands in for it
  const [k, a = '', b] = parts;
  switch (k) {
    case 'sum':
      return summonBlock(s, seat, a);
    case 'evo':
      return evolveBlock(s, seat, a, (b ?? '').split('.').filter(Boolean));
    case 'mag':
      return magicBlock(s, seat, a, b ?? null);
    case 'fld':
      return fieldBlock(s, seat, a);
    case 'eqp':
      // Stryker disable next-line StringLiteral: an answer without a Spirit names none, whichever missing id stands in for it
      return equipBlock(s, seat, a, b ?? '');
    case 'set':
      return setBlock(s, seat, a);
    case 'atk': {
      // Stryker disable next-line StringLiteral: an attack without a target names no opposing Spirit, whichever missing id stands in for it
      const target = b ?? '';
      return attackBlock(s, seat, a, b === 'soul' ? null : target);
    }
    case 'trap': {
      const o = s.zones.objs[a];
      if (!o || o.zone !== 'traps' || o.owner !== seat) return ruleError('trap/not-yours', R.trapTiming, 'ไม่มี Trap ใบนั้นของคุณ', 'You have no such Trap');
      if (!matureTraps(s, seat).includes(a)) return ruleError('trap/set-this-turn', R.trapTurn, 'Trap ที่เพิ่งตั้งใช้ไม่ได้ในเทิร์นเดียวกัน', 'A Trap cannot be opened the turn it was set');
      return ruleError('trap/timing', R.trapTiming, 'Trap ใบนั้นใช้ในจังหวะนี้ไม่ได้', 'That Trap cannot be opened at this moment');
    }
    // Stryker disable next-line ConditionalExpression: an empty default leaves the function returning undefined, which apply treats as null (no specific reason)
    default:
      return null;
  }
}

export function handle(s: SDState, bus: Bus, seat: Seat, choices: string[], kind: Prompt['kind']): void {
  if (s.resolving?.asking) return answerResolution(s, choices);
  // Stryker disable next-line StringLiteral: the prompts answered here (rock-paper-scissors, a Trap window, Main, Battle) take exactly one choice
  const choice = choices[0] ?? '';
  if (kind === 'rps') return answerRps(s, bus, seat, choice as Rps);
  if (kind === 'optional') {
    const w = s.openWindow!;
    s.openWindow = null;
    if (choice !== 'no-trap') openTrap(s, bus, w, choice.slice(5));
    return;
  }
  const parts = choice.split(':');
  // Stryker disable next-line StringLiteral: every option id but 'battle' and 'end' (which read no card) has its card id after the colon
  const [k, a = '', b] = parts;
  switch (k) {
    case 'sum': return summon(s, bus, seat, a);
    case 'evo': return evolve(s, bus, seat, a, b!.split('.'));
    case 'mag': return castMagic(s, bus, seat, a, b ?? null);
    case 'fld': return playField(s, bus, seat, a);
    case 'eqp': return equip(s, bus, seat, a, b!);
    case 'set': return setTrap(s, bus, seat, a);
    case 'atk': return declareAttack(s, bus, seat, a, b === 'soul' ? null : b!);
    case 'battle':
      say(s, { th: `${s.names[seat]} เข้าสู่ Battle Phase`, en: `${s.names[seat]} goes to the Battle Phase` }, { actor: seat, rule: R.turnOrder });
      return passWindow(s, bus);
    case 'end':
      // From Main, "end" closes Main and then Battle without attacking.
      // Stryker disable next-line OptionalChaining: an answer is handled only while a window is open (run asks nothing without one)
      if (s.stack.prio?.window === 'main') {
        passWindow(s, bus);
        passOther(s, bus);
      }
      return passWindow(s, bus);
  }
}

const BEATS: Record<Rps, Rps> = { rock: 'scissors', paper: 'rock', scissors: 'paper' };

/** sd:setup.3: both choose in secret; a tie is played again; the winner goes first. */
function answerRps(s: SDState, bus: Bus, seat: Seat, r: Rps): void {
  s.rps[seat] = r;
  say(s, { th: `คุณเลือก ${RPS_TEXT[r].th}`, en: `You chose ${RPS_TEXT[r].en}` }, { actor: seat, audience: seat, rule: R.rps });
  // Seat 0 is always asked first (run), so seat 1's answer completes the pair.
  const [a, b] = s.rps as [Rps, Rps | null];
  if (b === null) return;
  const shown = { th: `เป่ายิงฉุบ: ${s.names[0]} ${RPS_TEXT[a].th} · ${s.names[1]} ${RPS_TEXT[b].th}`, en: `Rock-paper-scissors: ${s.names[0]} ${RPS_TEXT[a].en} · ${s.names[1]} ${RPS_TEXT[b].en}` };
  say(s, shown, { rule: R.rps });
  s.rps = [null, null];
  if (a === b) {
    say(s, { th: 'เสมอ เป่าใหม่', en: 'A tie: again' }, { rule: R.rps });
    return;
  }
  s.first = BEATS[a] === b ? 0 : 1;
  say(s, { th: `${s.names[s.first]} ชนะและเริ่มก่อน (ห้ามโจมตีในเทิร์นแรก)`, en: `${s.names[s.first]} wins and goes first (no attack on the first turn)` }, { rule: R.rps });
  startTurn(s, bus);
  openMain(s, bus);
}

export function forfeit(s: SDState, seat: Seat, why: 'concede' | 'leave' | 'timeout'): void {
  const n = s.names[seat];
  const reason = {
    concede: { th: `${n} ยอมแพ้`, en: `${n} concedes` },
    leave: { th: `${n} ออกจากห้อง`, en: `${n} left the match` },
    timeout: { th: `${n} หมดเวลาเทิร์น (${s.turnSeconds} วินาที)`, en: `${n} ran out of turn time (${s.turnSeconds} s)` },
  }[why];
  finish(s, other(seat), reason, R.losses);
}
