/**
 * Issue 30, fewer presses without telling the opponent anything: the last order of the Main Step given with the
 * end of the step (§3.5), and a hand attack that names its kind with the declaration (505.11). Each is checked
 * against the two answers it replaces, and for what the opponent sees meanwhile.
 */
import { describe, expect, it } from 'vitest';
import { act, autopilot, build, cardsOf, decks, fork, lastOrders, m, offered, prompt, type Game } from './helpers.js';

/** Seat 0 attacks from the At Line with a card left in hand (so its Main Step is not ended by public facts). */
const position = (): Game => build([
  { zones: { at: [{ card: 'tide-warrior', as: 'a' }], hand: ['flame-trooper'], ...decks() } },
  { zones: { at: [{ card: 'storm-falcon', as: 'x' }], hand: [{ card: 'water-shield', as: 'shield' }], ...decks() } },
]);

const inMainFor = (g: Game, seat: 0 | 1) => prompt(g)?.kind === 'priority' && prompt(g)?.seat === seat && g.s.step === 'main' && g.s.active === seat && !g.s.stack.items.length;
const views = (g: Game) => JSON.stringify([m.viewFor(g.s, 'spectator'), m.viewFor(g.s, 1)]);

/** Passes the Interfere windows of the order (both seats', §4) until seat 0's Main Step asks or is over. */
function passOpponent(g: Game): void {
  for (let i = 0; i < 40 && g.s.step === 'main' && !inMainFor(g, 0) && prompt(g)?.kind === 'priority'; i++) act(g, prompt(g)!.seat, 'pass');
}

describe('§3.5 the last order with the end of the Main Step', () => {
  it('§3.5 an order given "then end the Main Step" is carried out and the step ends without asking again: what the order and End Main Step do in two answers', () => {
    const g = position();
    const [a, x] = [g.id('a'), g.id('x')];
    expect(lastOrders(g, 0)).toContain(`e.atk:${a}:tg:${x}`);
    const plain = fork(g);

    act(g, 0, `e.atk:${a}:tg:${x}`);
    passOpponent(g);
    expect(g.s.step, 'the Main Step ended by itself').not.toBe('main');
    expect(inMainFor(g, 0)).toBe(false);

    act(plain, 0, `atk:${a}:tg:${x}`);
    passOpponent(plain);
    expect(inMainFor(plain, 0), 'without it the Main Step asks again').toBe(true);
    act(plain, 0, 'pass');
    expect(plain.s.step).toBe(g.s.step);
    expect(m.viewFor(g.s, 'spectator').log).toEqual(m.viewFor(plain.s, 'spectator').log);
    expect(m.viewFor(g.s, 'spectator').players).toEqual(m.viewFor(plain.s, 'spectator').players);
  });

  it('§3.5 §4 when the opponent declares something in the order\'s Interfere Step, the plan no longer stands: the turn player is asked again', () => {
    const g = position();
    act(g, 0, `e.atk:${g.id('a')}:tg:${g.id('x')}`);
    act(g, 1, `cast:${g.id('shield')}:tg:${g.id('x')}`);
    passOpponent(g);
    autopilot(g, (x) => inMainFor(x, 0) || x.s.step !== 'main');
    expect(inMainFor(g, 0), 'asked again in the Main Step').toBe(true);
  });

  it('§3.5 §4 the plan is the turn player\'s own: private options, only in their Main Step, and nothing of it in any view while the order waits', () => {
    const g = position();
    const p = prompt(g)!;
    const twins = p.options.filter((o) => o.endsStep);
    expect(twins.length).toBe(p.options.filter((o) => o.id !== 'pass' && !o.endsStep).length);
    expect(twins.every((o) => o.visibility === 'private')).toBe(true);
    const plain = fork(g);
    act(g, 0, `e.atk:${g.id('a')}:tg:${g.id('x')}`);
    act(plain, 0, `atk:${g.id('a')}:tg:${g.id('x')}`);
    // The opponent's Interfere window: no twin there, and the same views whichever way the order was given.
    expect(prompt(g)?.seat).toBe(1);
    expect(lastOrders(g, 1)).toEqual([]);
    expect(views(g)).toBe(views(plain));
  });
});

describe('505.11 the hand attack names its kind with the declaration', () => {
  const handPosition = (): Game => build([
    { zones: { at: [{ card: 'tide-warrior', as: 'a' }, { card: 'tide-warrior', as: 'b' }], ...decks() } },
    { zones: { hand: ['cliff-golem', { card: 'dimension-rift', as: 'rift' }, 'water-shield'], ...decks() } },
  ]);

  it('505.11 §15 q22 with both kinds held the attack names one; the hit takes it without a question, and the views do not tell which kind was named', () => {
    const g = handPosition();
    const a = g.id('a');
    expect(offered(g, 0).filter((x) => x.startsWith(`atk:${a}:`))).toEqual([`atk:${a}:tg:hand:seal`, `atk:${a}:tg:hand:mystic`]);
    const other = fork(g);
    act(g, 0, `atk:${a}:tg:hand:seal`);
    act(other, 0, `atk:${a}:tg:hand:mystic`);
    expect(views(g)).toBe(views(other));
    autopilot(g, (x) => prompt(x)?.rule === '505.11' || cardsOf(x, 'shrine', 1).length > 0);
    expect(prompt(g)?.rule).not.toBe('505.11');
    expect(cardsOf(g, 'shrine', 1)).toEqual(['cliff-golem']);
  });

  it('505.11 §4 when something is declared after the attack, the attacker is asked at the hit as the rule says', () => {
    const g = handPosition();
    act(g, 0, `atk:${g.id('a')}:tg:hand:seal`);
    // The opponent answers in the attack's Interfere Step: the hand's counts and the declarations have changed.
    act(g, 1, `cast:${g.id('rift')}:tg:${g.id('b')}`);
    autopilot(g, (x) => prompt(x)?.rule === '505.11');
    expect(offered(g, 0)).toEqual(['kind:seal', 'kind:mystic']);
    act(g, 0, 'kind:mystic');
    expect(cardsOf(g, 'shrine', 1)).toContain('water-shield');
    expect(cardsOf(g, 'shrine', 1)).not.toContain('cliff-golem');
  });
});

describe('504.6 a long name keeps the attack and its target in one option', () => {
  it('504.6 §9.2 when "Attack with" would make a label too long to read on a button, the short words (⚔) keep the target in the option; longer still, the target is asked next', () => {
    const g = build([
      { zones: { at: [{ card: 'palanalcar', as: 'p' }], ...decks() } },
      { zones: { at: [{ card: 'tide-warrior', as: 'tw' }], ...decks() } },
    ]);
    const p = prompt(g)!;
    const atk = p.options.find((o) => o.id === `atk:${g.id('p')}:tg:${g.id('tw')}`);
    expect(atk?.label).toEqual({ th: '⚔ ปาลานัลคาร์ ลูกมังกรแห่งอาริมาเธีย → นักรบวารี', en: '⚔ Palanalcar, Arimathea\'s Baby Dragon → Tide Warrior' });
    // Too long even so (a Thai target name of 27 letters): one option for the attack, its target asked after it.
    const far = build([
      { zones: { at: [{ card: 'palanalcar', as: 'p' }], ...decks() } },
      { zones: { at: [{ card: 'north-newland-sniper', as: 'sn' }], ...decks() } },
    ]);
    expect(offered(far, 0).filter((x) => x.startsWith(`atk:${far.id('p')}`))).toEqual([`atk:${far.id('p')}`]);
  });
});
