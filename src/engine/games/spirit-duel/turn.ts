/**
 * The turn (sd:turn.1): Start / Refresh, Draw, Main, Battle, End. Main and Battle are the stage table's
 * two priority windows; only the active seat acts in them (the other seat has nothing to play there, so
 * its priority is passed for it), and closing Battle runs End and the next turn's Start and Draw.
 */
import { expireEffects, newTurn, openWindow, passPriority, type Bus, type StageTable } from '../../core/kernel.js';
import { dataOf, draw, gainCore, obj, other, say, spiritsOf, world } from './board.js';
import { R } from './rules.js';
import { fireTurnEnd, type TurnEvent } from './triggers.js';
import { CORE_GAIN, type SDState, type Win } from './state.js';

export function stagesFor(bus: Bus): StageTable<SDState, Win> {
  return {
    main: {
      rule: R.main,
      first: (s) => s.active,
      close: (s) => {
        s.phase = 'battle';
        return 'battle';
      },
    },
    battle: {
      rule: R.battlePhase,
      first: (s) => s.active,
      close: (s) => {
        endTurn(s, bus);
        startTurn(s, bus);
        return 'main';
      },
    },
  };
}

/** The active seat ends its current window (Main → Battle, Battle → End); the other seat's pass follows in the loop. */
export function passWindow(s: SDState, bus: Bus): void {
  passPriority(stagesFor(bus), s, s.stack, s.active);
}

export function passOther(s: SDState, bus: Bus): void {
  passPriority(stagesFor(bus), s, s.stack, other(s.active));
}

function endTurn(s: SDState, bus: Bus): void {
  // Stryker disable next-line StringLiteral: a phase no prompt or view sees (startTurn sets the next one before anything is asked)
  s.phase = 'end';
  fireTurnEnd(s, bus);
  s.effects = expireEffects(s.effects, 'end-of-turn', world(s));
  say(s,
    // Stryker disable next-line StringLiteral,ObjectLiteral: the log's wording (its rule and actor, on the next line, are checked)
    { th: `${s.names[s.active]} จบเทิร์น`, en: `${s.names[s.active]} ends the turn` },
    { actor: s.active, rule: R.battlePhase });
}

/** sd:turn.2 then sd:turn.3. The first turn goes to the RPS winner (sd:setup.3). */
export function startTurn(s: SDState, bus: Bus): void {
  s.turn++;
  s.active = s.turn === 1 ? s.first : other(s.active);
  newTurn(s.limits);
  // Stryker disable next-line StringLiteral: a phase no prompt or view sees (set to 'main' below before anything is asked)
  s.phase = 'start';
  const got = gainCore(s, s.active, CORE_GAIN);
  for (const id of spiritsOf(s, s.active)) dataOf(obj(s, id)).rested = false;
  say(s,
    // Stryker disable next-line StringLiteral,ObjectLiteral: the log's wording (its rule and actor, on the next line, are checked)
    { th: `เทิร์น ${s.turn} ของ ${s.names[s.active]}: ได้รับ Core ${got} (มี ${s.core[s.active]})`, en: `Turn ${s.turn}, ${s.names[s.active]}: gains ${got} Core (${s.core[s.active]})` },
    { actor: s.active, rule: R.refresh });
  // Stryker disable next-line StringLiteral: a phase no prompt or view sees (an empty-deck draw ends the game, which shows 'ended')
  s.phase = 'draw';
  draw(s, bus, s.active);
  s.phase = 'main';
  bus.emit<TurnEvent>({ kind: 'turn-start', seat: s.active });
}

export function openMain(s: SDState, bus: Bus): void {
  s.phase = 'main';
  openWindow(stagesFor(bus), s, s.stack, 'main');
}
