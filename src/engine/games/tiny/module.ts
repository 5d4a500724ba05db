/**
 * A tiny two-player game used only by tests, built on the kernel to show how a game plugs in: zones with
 * visibility, a shared stack with priority and a one-row stage table, one triggered ability on the bus
 * (Echo: "when this resolves, its controller draws a card"), a state-check table and a scenario builder.
 * Rules: each player has 5 life; at the start of your turn you draw (a player who cannot draw loses); with
 * priority you may put a card from your hand on the stack or pass; a resolving card deals its value to
 * its controller's opponent; a player at 0 life loses.
 */
import {
  Subscriptions, checkAnswer, createBus, createObject, emptyStack, emptyStore, legalFromPrompt, moveObject, nextTrigger, objectOption, openWindow, option,
  parseAction, passPriority, popItem, pushItem, resolved, ruleError, runChecks, t, takeTrigger, zoneTable,
  type ApplyResult, type Bus, type CheckTable, type GameEvent, type GameModule, type MatchResult, type PendingTrigger, type Prompt,
  type RuleError, type ScenarioBuilder, type Seat, type StackState, type StageTable, type Text, type Viewer, type ZoneStore,
} from '../../core/kernel.js';
import { otherSeat as other } from '../../core/stack.js';
import { TINY_CARDS, TINY_PRECONS, parseTinyDeck, validateTinyDeck } from './cards.js';
import type { TinyBoardView, TinyCardView, TinyView } from './view-types.js';

const ZONES = zoneTable([
  { name: 'deck', visibility: 'nobody', ordered: true, perPlayer: true },
  { name: 'hand', visibility: 'owner', ordered: false, perPlayer: true },
  { name: 'stack', visibility: 'public', ordered: true, perPlayer: false },
  { name: 'grave', visibility: 'public', ordered: true, perPlayer: true },
]);

type W = 'main';
interface Item { kind: 'card' | 'trigger'; obj: string; card: string; ctrl: Seat }

export interface TinyState {
  schemaVersion: 1;
  game: 'tiny';
  format: 'standard';
  matchId: string;
  version: number;
  names: [string, string];
  seq: number;
  zones: ZoneStore;
  stack: StackState<Item, W>;
  turn: number;
  active: Seat;
  life: [number, number];
  cannotDraw: [boolean, boolean];
  pending: PendingTrigger[];
  prompt: Prompt | null;
  log: Text[];
  result: MatchResult | null;
}

interface Resolved extends GameEvent { kind: 'resolved'; obj: string; card: string; ctrl: Seat }

/** The one triggered ability, subscribed to the bus: it never appears in the resolution code. */
const SUBS = new Subscriptions<TinyState>().on<Resolved>('resolved', 'echo', (s, e) => {
  if (TINY_CARDS[e.card]?.echo) s.pending.push({ ctrl: e.ctrl, src: e.obj, card: e.card, ability: 'echo' });
});

function draw(s: TinyState, bus: Bus, seat: Seat): void {
  const top = s.zones.zones[`${seat}:deck`]!.at(-1);
  if (top === undefined) s.cannotDraw[seat] = true;
  else moveObject(ZONES, s.zones, bus, top, 'hand', { cause: 'draw' });
}

function nextTurn(s: TinyState, bus: Bus): void {
  s.turn++;
  s.active = s.turn === 1 ? 0 : other(s.active);
  draw(s, bus, s.active);
}

const stagesFor = (bus: Bus): StageTable<TinyState, W> => ({
  main: { rule: 'tiny', first: (s) => s.active, close: (s) => (nextTurn(s, bus), 'main') },
});

const CHECKS: CheckTable<TinyState> = [{
  rule: 'tiny', name: 'a player at 0 life or unable to draw loses',
  due: (s) => !s.result && (s.life.some((l) => l <= 0) || s.cannotDraw.some(Boolean)),
  apply: (s) => {
    const lost = ([0, 1] as Seat[]).filter((p) => s.life[p]! <= 0 || s.cannotDraw[p]);
    const winner = lost.length === 2 ? null : other(lost[0]!);
    s.result = { winner, reason: winner === null ? t('เสมอ', 'Draw') : t(`${s.names[winner]} ชนะ`, `${s.names[winner]} wins`), turns: s.turn };
    s.prompt = null;
    return true;
  },
}];

function ask(s: TinyState, seat: Seat, kind: Prompt['kind'], label: Text, options: Prompt['options']): void {
  s.prompt = { promptId: `p${++s.seq}`, seat, kind, label, options, min: 1, max: 1 };
}

function resolveTop(s: TinyState, bus: Bus): void {
  const item = popItem(s.stack);
  if (item.kind === 'trigger') draw(s, bus, item.ctrl);
  else {
    s.life[other(item.ctrl)] -= TINY_CARDS[item.card]!.value;
    s.log.push(t(`${TINY_CARDS[item.card]!.name.th} ทำงาน`, `${TINY_CARDS[item.card]!.name.en} resolves`));
    bus.emit<Resolved>({ kind: 'resolved', obj: item.obj, card: item.card, ctrl: item.ctrl });
    moveObject(ZONES, s.zones, bus, item.obj, 'grave');
  }
}

function pass(s: TinyState, bus: Bus, seat: Seat): void {
  const stages = stagesFor(bus);
  if (passPriority(stages, s, s.stack, seat).k === 'resolve') {
    resolveTop(s, bus);
    resolved(stages, s, s.stack);
  }
}

/** The loop: state checks, then pending triggers (APNAP), then priority; stops at a decision. */
function run(s: TinyState, bus: Bus): void {
  for (let guard = 0; guard < 10_000; guard++) {
    if (s.result || s.prompt) return;
    if (runChecks(CHECKS, s)) continue;
    const d = nextTrigger(s.pending, s.active);
    if (d) {
      if (d.choices.length > 1) return ask(s, d.seat, 'order-triggers', t('เลือก Trigger ที่จะเข้าก่อน', 'Choose the trigger to put on first'), d.choices.map((i) => option(`tr${i}`, TINY_CARDS[s.pending[i]!.card]!.name)));
      const tr = takeTrigger(s.pending, d.choices[0]!);
      pushItem(stagesFor(bus), s, s.stack, { kind: 'trigger', obj: tr.src, card: tr.card, ctrl: tr.ctrl }, tr.ctrl);
      continue;
    }
    const seat = s.stack.prio!.seat;
    const hand = s.zones.zones[`${seat}:hand`]!;
    if (!hand.length) {
      pass(s, bus, seat); // smart auto-pass: nothing but "pass" to choose
      continue;
    }
    const options = hand.map((id) => objectOption(ZONES, s.zones.objs[id]!, `play:${id}`, TINY_CARDS[s.zones.objs[id]!.card]!.name, { group: 'cast' }));
    return ask(s, seat, 'priority', t('สิทธิ์ของคุณ', 'Your priority'), [...options, option('pass', t('ผ่าน', 'Pass'), { group: 'pass' })]);
  }
  throw new Error('engine bug: the tiny loop did not settle');
}

interface TinySetup { matchId: string; seed?: string; seats: [{ name: string; deck: unknown }, { name: string; deck: unknown }] }

function blank(matchId: string, names: [string, string]): TinyState {
  return {
    schemaVersion: 1, game: 'tiny', format: 'standard', matchId, version: 0, names, seq: 0, zones: emptyStore(ZONES), stack: emptyStack<Item, W>(),
    turn: 0, active: 0, life: [5, 5], cannotDraw: [false, false], pending: [], prompt: null, log: [], result: null,
  };
}

function create(input: unknown): TinyState | RuleError {
  const setup = input as TinySetup;
  if (!setup || typeof setup.matchId !== 'string' || !Array.isArray(setup.seats) || setup.seats.length !== 2) return ruleError('setup/invalid', 'tiny', 'การตั้งค่าแมตช์ไม่ถูกต้อง', 'Invalid match setup');
  for (const seat of setup.seats) if (validateTinyDeck(seat.deck).length) return validateTinyDeck(seat.deck)[0]!;
  const s = blank(setup.matchId, [setup.seats[0].name, setup.seats[1].name]);
  ([0, 1] as Seat[]).forEach((p) => { for (const c of setup.seats[p].deck as string[]) createObject(ZONES, s.zones, c, p, 'deck'); });
  const bus = createBus(SUBS, s);
  for (const p of [0, 1] as Seat[]) for (let i = 0; i < 2; i++) draw(s, bus, p);
  nextTurn(s, bus);
  openWindow(stagesFor(bus), s, s.stack, 'main');
  run(s, bus);
  return s;
}

function applyTiny(state: TinyState, input: unknown): ApplyResult<TinyState> {
  const parsed = parseAction(input);
  if (!parsed.ok) return { ok: false, error: ruleError('action/invalid', 'tiny', `คำสั่งไม่ถูกต้อง: ${parsed.issues}`, `Invalid action: ${parsed.issues}`) };
  const a = parsed.action;
  if (state.result) return { ok: false, error: ruleError('match/ended', 'tiny', 'เกมจบแล้ว', 'The game is over') };
  if (a.type === 'arrange-grave' || a.type === 'answer-number') return { ok: false, error: ruleError('action/unsupported', 'tiny', 'เกมนี้ไม่มีคำสั่งนี้', 'This game has no such action') };
  const s = structuredClone(state);
  const bus = createBus(SUBS, s);
  const logged = s.log.length;
  if (a.type === 'concede') {
    s.result = { winner: other(a.seat), reason: t(`${s.names[a.seat]} ยอมแพ้`, `${s.names[a.seat]} concedes`), turns: s.turn };
    s.prompt = null;
  } else {
    const err = checkAnswer(state.prompt, a, 'tiny');
    if (err) return { ok: false, error: err };
    const choice = a.choice[0]!;
    const p = s.prompt!;
    s.prompt = null;
    if (p.kind === 'order-triggers') {
      const tr = takeTrigger(s.pending, Number(choice.slice(2)));
      pushItem(stagesFor(bus), s, s.stack, { kind: 'trigger', obj: tr.src, card: tr.card, ctrl: tr.ctrl }, tr.ctrl);
    } else if (choice === 'pass') pass(s, bus, a.seat);
    else {
      const moved = moveObject(ZONES, s.zones, bus, choice.slice(5), 'stack', { cause: 'cast' })!;
      pushItem(stagesFor(bus), s, s.stack, { kind: 'card', obj: moved.id, card: moved.card, ctrl: a.seat }, a.seat);
    }
    run(s, bus);
  }
  s.version = state.version + 1;
  const events = s.log.slice(logged).map((text) => ({ kind: 'log', audience: null, text }));
  if (s.log.length > 20) s.log.splice(0, s.log.length - 20);
  return { ok: true, state: s, events };
}

function cardView(s: TinyState, id: string): TinyCardView {
  const o = s.zones.objs[id]!;
  const c = TINY_CARDS[o.card]!;
  return { objectId: id, card: c.id, name: c.name, value: c.value };
}

function viewFor(s: TinyState, viewer: Viewer): TinyBoardView {
  const z = s.zones.zones;
  const player = (p: Seat) => ({
    name: s.names[p], life: s.life[p], deckCount: z[`${p}:deck`]!.length, handCount: z[`${p}:hand`]!.length,
    ...(viewer === p ? { hand: z[`${p}:hand`]!.map((id) => cardView(s, id)) } : {}),
    grave: z[`${p}:grave`]!.map((id) => cardView(s, id)),
  });
  const v: TinyView = {
    game: 'tiny', viewer, matchId: s.matchId, version: s.version, turn: s.turn, active: s.active, players: [player(0), player(1)],
    stack: z.stack!.map((id) => cardView(s, id)),
    waitingFor: s.prompt?.seat ?? null, log: s.log.slice(-8), result: s.result ? { winner: s.result.winner, reason: s.result.reason } : null,
  };
  return v as TinyBoardView;
}

/** Positions from data: each seat's deck and hand (card ids, bottom first), life, whose turn. */
const scenario: ScenarioBuilder<TinyState> = {
  build(desc) {
    const s = blank('scenario', [desc.seats[0].name ?? 'A', desc.seats[1].name ?? 'B']);
    const named: Record<string, string> = {};
    ([0, 1] as Seat[]).forEach((p) => {
      for (const [zone, cards] of Object.entries(desc.seats[p].zones)) for (const c of cards) {
        const card = typeof c === 'string' ? c : c.card;
        if (!TINY_CARDS[card]) throw new Error(`scenario: unknown card ${card}`);
        const o = createObject(ZONES, s.zones, card, p, zone);
        if (typeof c !== 'string' && c.as) named[c.as] = o.id;
      }
      const life = desc.seats[p].state?.life;
      if (typeof life === 'number') s.life[p] = life;
    });
    s.turn = desc.turn ?? 1;
    s.active = desc.active ?? 0;
    const bus = createBus(SUBS, s);
    openWindow(stagesFor(bus), s, s.stack, 'main');
    if (desc.priority) s.stack.prio!.seat = desc.priority.seat;
    run(s, bus);
    return { state: s, id: (n) => named[n] ?? (() => { throw new Error(`scenario: no card named ${n}`); })() };
  },
};

export const tiny: GameModule<TinyState, TinyBoardView> = {
  id: 'tiny',
  name: t('เกมจิ๋ว (ทดสอบ)', 'Tiny (test game)'),
  formats: [{ id: 'standard', name: t('มาตรฐาน', 'Standard') }],
  decks: {
    parse: parseTinyDeck,
    validate: (deck) => validateTinyDeck(deck),
    precons: () => TINY_PRECONS,
    cardNames: (deck) => [...new Set(deck as string[])].map((c) => TINY_CARDS[c]?.name).filter((n): n is Text => !!n),
  },
  scenario,
  create,
  apply: applyTiny,
  legalActions: (s, seat) => legalFromPrompt(s.result ? null : s.prompt, seat, !!s.result),
  prompt: (s) => (s.result || !s.prompt ? null : structuredClone(s.prompt)),
  viewFor,
  result: (s) => (s.result ? { ...s.result } : null),
  commitments: () => [],
  revealShuffles: () => [],
};
