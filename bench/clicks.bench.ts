/**
 * Presses per turn (issue 30): seeded matches of each game played through the bot's decision path — the
 * autopass chain (src/match/autopass/chain.ts) answers what the players left to the bot after every press,
 * exactly as the match service does before each commit — by a simple scripted policy. A press is one answer a
 * player gives (a button or one select; a number is two: the button and its modal); "My hand" is not counted
 * (the live panel follows the board by itself, test/bot/live-panel.test.ts).
 *
 * The policy: the turn player streams, casts, activates and attacks (best-ranked option first, at most
 * ACTIONS_PER_TURN a turn), then passes; the other player sits out most of the opponent's turns (passes every
 * window) and in the others (ENGAGED_RATE, seeded) decides once per new thing the opponent does (a new Break
 * entry, a new attack, a new Summoner Master procedure) whether to respond (RESPOND_RATE), passing the rest. Set-up: coin flip, agree, heads, go first, accept the shuffle; rock-paper-scissors
 * throws are seeded.
 *
 * Modes: `before` is main's behaviour (default stops, no hold, set-up asked every time); `after` adds
 * Fadalgia's "no responses until …", pressed instead of Pass — "this turn" in a turn sat out, "until something
 * new" otherwise (it ends at the next new thing, where the policy decides again), so both modes play the same
 * games; Summoner Master has the same holds (its pending procedures are numbered) — and the set-up answers remembered from an earlier match (method: coin flip, reshuffle: accept),
 * and Fadalgia's Refresh in one press ("draw from the life pile, keep Mana as it is", 501.5 + 501.6; 'before'
 * answers the two questions apart) and its casts, abilities and attacks with their target in one option ('before'
 * answers the option, then its target). `standing` is `after` with the Refresh answer set in /autopass
 * (refresh: draw), which the policy gives every turn anyway, and Summoner Master's Draw Step answer (draw-step: seals,
 * the policy's first choice). Summoner Master's 'after' and 'standing' give the policy's last order of a Subturn with
 * the end of the Main Step (§3.5: one option, `endsStep`), found by playing ahead with nobody responding. The turn player's presses are also broken down by
 * what they answered. CLICKS_MODE=before|after|standing runs one of them; CLICKS_SEEDS=n sets the number of matches per game (default 6); CLICKS_GAME=id plays one game.
 */
import { loadavg } from 'node:os';
import type { Action, Prompt } from '../src/engine/core/api-types.js';
import type { Seat } from '../src/engine/core/view-types.js';
import { realEngine as engine } from '../src/match/engine-adapter.js';
import { autoChoice, type Leave } from '../src/match/autopass/chain.js';
import { DEFAULT_SETTINGS, type PlaySettings } from '../src/match/autopass/settings.js';
import { anchorHold, type Hold } from '../src/match/autopass/hold.js';
import { windowOf } from '../src/match/autopass/windows.js';
import { prng } from './random-play.js';

type Mode = 'before' | 'after' | 'standing';
const ACTIONS_PER_TURN = 8;
const RESPOND_RATE = 0.25;
/** The share of the opponent's turns in which the other player is ready to respond at all. */
const ENGAGED_RATE = 0.4;
const MAX_DECISIONS = 4000;
const RANK = ['stream', 'attack', 'cast', 'activate', 'summon', 'set', 'unit', 'player', 'pay'];

interface GameSpec { id: string; game: string; format: string; decks: [string, string] }
const GAMES: GameSpec[] = [
  { id: 'fadalgia', game: 'fadalgia', format: 'standard', decks: ['blaze-gale', 'tide-stone'] },
  { id: 'spirit-duel', game: 'spirit-duel', format: 'standard', decks: ['sd-blaze', 'sd-tide'] },
  { id: 'summoner-master', game: 'summoner-master', format: 'casual', decks: ['sm-blazing-kaijuu', 'sm-tidal-sniper'] },
];

/** `by`: the turn player's presses by what they answered (a prompt kind, or the group of a priority option). */
interface Turn { turn: number; active: number; other: number; by: Record<string, number> }
interface Played { setup: number; turns: Turn[]; hash: string; finished: boolean }

/** Whose turn and which turn, from the spectator view (turn 0: before turn 1). */
function turnOf(state: unknown): { turn: number; at: Seat } {
  const v = engine.viewFor(state, 'spectator') as unknown as { game: string; turn: number; atSeat?: Seat; activeSeat?: Seat; active?: Seat };
  return { turn: v.turn, at: (v.atSeat ?? v.activeSeat ?? v.active ?? 0) as Seat };
}

/** What the other player would respond to: a new Break entry or procedure of the opponent, a new attack. */
function newsKey(state: unknown, seat: Seat): string {
  const v = engine.viewFor(state, 'spectator') as unknown as Record<string, unknown>;
  if (v.game === 'fadalgia') {
    // Named by source object, not by the entry's id: entry ids share a counter with prompt ids, so a prompt
    // asked in one mode and not the other would otherwise change the policy's seeded decisions between modes.
    const brk = (v.breakZone as Array<{ kind: string; controller: Seat; source: { id: string } }>).filter((e) => e.controller !== seat).map((e) => `${e.kind}:${e.source.id}`);
    const c = v.combat as { attackerIds: string[] } | null;
    return `${String(v.turn)}|${c ? c.attackerIds.join(',') : ''}|${brk.join(',')}`;
  }
  if (v.game === 'summoner-master') return `${String(v.turn)}|${JSON.stringify(v.pendingBy)}`;
  return `${String(v.turn)}|${String(v.version)}`;
}

/**
 * What both modes must agree on for "the same game": Fadalgia's log texts (its state hash also counts prompts,
 * and 'after' answers 501.5 and 501.6 in one prompt), every other game's state hash.
 */
function playedHash(state: unknown): string {
  const game = (state as { game?: string }).game;
  // Summoner Master: its log texts too (a last order given with the end of the Main Step asks one prompt fewer).
  if (game === 'summoner-master') {
    const lines = (state as { log: Array<{ en: string }> }).log;
    return `${String(engine.result(state) ? JSON.stringify(engine.result(state)) : '')}|${lines.map((l) => l.en).join('\n')}`;
  }
  const log = (state as { game?: string; log?: Array<{ text: { en: string } }> }).log;
  if (game !== 'fadalgia' || !log) return engine.stateHash(state);
  return `${String(engine.result(state) ? JSON.stringify(engine.result(state)) : '')}|${log.map((l) => l.text.en).join('\n')}`;
}

const median = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s.length ? s[Math.floor((s.length - 1) / 2)]! : 0; };

function play(spec: GameSpec, seed: number, mode: Mode): Played {
  const deck = (id: string) => engine.precons().find((p) => p.id === id)!.deck;
  let state = engine.createMatch({
    matchId: `clicks${seed}`, game: spec.game, format: spec.format, seed: seed.toString(16).padStart(8, '0').repeat(8), challenger: 0,
    seats: [{ name: 'A', deck: deck(spec.decks[0]) }, { name: 'B', deck: deck(spec.decks[1]) }],
  });
  const rnd = prng(seed * 7919 + 1);
  seedOf.set(rnd, seed);
  // Set-up answers remembered from an earlier match ('after'): what learnSetup stores from a player's answers.
  // 'standing' adds the Refresh answer a player sets in /autopass (refresh: draw) and Summoner Master's Draw Step
  // answer (draw-step: seals, 401.3.1): the policy's own answers.
  const settings: PlaySettings = mode === 'before' ? { ...DEFAULT_SETTINGS }
    : { ...DEFAULT_SETTINGS, method: 'coin', reshuffle: 'accept', ...(mode === 'standing' ? { refresh: 'draw' as const, draw: 'seals' as const } : {}) };
  const holds: [Hold | null, Hold | null] = [null, null];
  const decided = new Map<string, boolean>();
  const turns = new Map<number, Turn>();
  const acted = new Map<string, number>();
  let setup = 0;
  let first = true;
  const botPath = spec.game === 'fadalgia' || spec.game === 'summoner-master';
  const press = (n: number, seat: Seat, what: string) => {
    const { turn, at } = turnOf(state);
    if (turn === 0) { setup += n; return; }
    const row = turns.get(turn) ?? { turn, active: 0, other: 0, by: {} };
    if (seat === at) { row.active += n; row.by[what] = (row.by[what] ?? 0) + n; } else row.other += n;
    turns.set(turn, row);
  };
  const apply = (a: Action) => {
    const r = engine.apply(state, a);
    if (!r.ok) return false;
    state = r.state;
    return true;
  };
  for (let i = 0; i < MAX_DECISIONS && engine.result(state) === null; i++) {
    const p = engine.currentPrompt(state);
    if (!p) break;
    const answer = (choice: string[]): Action => ({ type: 'answer', seat: p.seat, promptId: p.promptId, choice });
    // The bot answers only after a press (the match's first prompt has no commit before it).
    if (!first && botPath) {
      const leave: Leave = { settings, hold: holds[p.seat] };
      const auto = autoChoice(engine, state, p, leave);
      if (auto && apply(answer(auto))) continue;
    }
    first = false;
    const { choice, presses, hold } = decide(spec, state, p, rnd, decided, acted, mode);
    press(presses, p.seat, pressKind(p, choice));
    if (process.env.CLICKS_TRACE === spec.id) console.log(`t${turnOf(state).turn} s${p.seat} ${p.kind}${p.kind === 'priority' && spec.game !== 'spirit-duel' ? `/${windowOf(engine, state, p)}` : ''} → ${choice.join(',')}${hold ? ` (hold ${hold.mode})` : ''}`);
    if (hold) holds[p.seat] = hold;
    if (!apply(answer(choice))) {
      const pass = p.options.find((o) => o.id === 'pass' || o.group === 'pass');
      if (!pass || !apply(answer([pass.id]))) throw new Error(`${spec.id} seed ${seed}: no accepted answer to ${p.kind}`);
    }
  }
  return { setup, turns: [...turns.values()].sort((a, b) => a.turn - b.turn), hash: playedHash(state), finished: engine.result(state) !== null };
}

/** What a press answered, for the breakdown: the prompt kind, or for a priority window the option's group. */
function pressKind(p: Prompt, choice: string[]): string {
  if (p.kind !== 'priority') return p.kind;
  // 'before' answers a Fadalgia option with its target by its two-step id (asMain): counted in its group too.
  const o = p.options.find((x) => x.id === choice[0]) ?? p.options.find((x) => x.id.startsWith(`${choice[0]}:tg:`));
  return o?.group ?? o?.id ?? 'priority';
}

function decide(spec: GameSpec, state: unknown, p: Prompt, rnd: (n: number) => number, decided: Map<string, boolean>, acted: Map<string, number>, mode: Mode): { choice: string[]; presses: number; hold?: Hold } {
  const usable = p.options.filter((o) => o.group !== 'cancel' && o.id !== 'cancel' && !o.twinOf && o.group !== 'concede' && !o.endsStep);
  const pass = usable.find((o) => o.id === 'pass' || o.group === 'pass');
  const { turn, at } = turnOf(state);
  const rank = (g?: string) => { const r = RANK.indexOf(g ?? ''); return r < 0 ? RANK.length : r; };
  const acts = usable.filter((o) => o !== pass).sort((a, b) => rank(a.group) - rank(b.group));
  if (p.kind === 'rps') return { choice: [usable[rnd(usable.length)]!.id], presses: 1 };
  if (p.kind === 'number') return { choice: [String(p.min)], presses: 2 };
  // Fadalgia's Refresh: the policy draws from the life pile (501.5) and keeps its Mana (501.6); 'after' says
  // both in the one press the prompt offers for it, 'before' answers the two questions (main's only way).
  // 'after' also names there the Stream it places first thing in Main (502.2.1): its first hand card, as the
  // first Stream option of Main would be; one of the turn's actions.
  if (p.kind === 'refresh-options' && mode !== 'before') {
    const plan = p.options.find((o) => o.id.startsWith('life-draw') && o.id.includes(':stream:'));
    const done = acted.get(`${turn}`) ?? 0;
    if (plan && done < ACTIONS_PER_TURN) { acted.set(`${turn}`, done + 1); return { choice: [plan.id], presses: 1 }; }
    if (p.options.some((o) => o.id === 'life-draw:keep')) return { choice: ['life-draw:keep'], presses: 1 };
  }
  if (!pass || p.kind !== 'priority') {
    const n = Math.max(p.min, 1);
    return { choice: (usable.length >= n ? usable : p.options).slice(0, n).map((o) => o.id), presses: 1 };
  }
  if (p.seat === at && (spec.game !== 'fadalgia' || windowOf(engine, state, p) === 'own-main' || windowOf(engine, state, p) === null)) {
    // The turn player's own window: act while there is something to do and the turn's budget lasts.
    const key = `${turn}`;
    const done = acted.get(key) ?? 0;
    if (acts.length && done < ACTIONS_PER_TURN) {
      acted.set(key, done + 1);
      // Summoner Master ('after', 'standing'): the player knows their last order and gives it with the end of
      // the Main Step (§3.5), one press; should the opponent answer it, the window asks them again.
      const last = mode !== 'before' && spec.game === 'summoner-master' && p.options.find((o) => o.endsStep && o.id === `e.${acts[0]!.id}`);
      if (last && lastOrder(state, p, acts[0]!.id, done + 1)) return { choice: [last.id], presses: 1 };
      return { choice: [asMain(spec, mode, acts[0]!.id)], presses: 1 };
    }
    return { choice: [pass.id], presses: 1 };
  }
  // A response window. In a turn the player means to sit out (they know it at their first stop: no Mana
  // open, nothing to answer with) every window is passed; otherwise they decide once per new thing.
  const engaged = chance(`${rndSeed(rnd)}|${turn}|${p.seat}`) < ENGAGED_RATE;
  const key = `${p.seat}|${newsKey(state, p.seat)}`;
  if (engaged && !decided.has(key)) {
    decided.set(key, true);
    if (acts.length && chance(`${rndSeed(rnd)}|${key}`) < RESPOND_RATE) return { choice: [asMain(spec, mode, acts[0]!.id)], presses: 1 };
  }
  if (mode !== 'before' && (spec.game === 'fadalgia' || spec.game === 'summoner-master')) {
    const hold = anchorHold(engine.viewFor(state, 'spectator'), p.seat, engaged ? 'new' : 'turn');
    if (typeof hold !== 'string') return { choice: [pass.id], presses: 1, hold };
  }
  return { choice: [pass.id], presses: 1 };
}

/**
 * Fadalgia's cast, ability or attack with its target in one option ('…:tg:<target>', 605.2.3.1 / 606.3.2.4 /
 * 609.3): 'before' answers it main's way, in two steps (the option, then its first target: the same target,
 * as the combined options come in the target prompt's order), so both modes play the same games.
 */
function asMain(spec: GameSpec, mode: Mode, id: string): string {
  return spec.game === 'fadalgia' && mode === 'before' ? id.split(':tg:')[0]! : id;
}

/**
 * Whether `id` is the policy's last order this turn: played ahead with nobody responding (the first answer to
 * every other question, as the policy gives) until the turn player's Main Step asks again, where the policy
 * would pass (nothing left, or its budget spent). A response of the opponent in the real game cancels the plan
 * and the policy decides again, so looking ahead without responses models a player who knows their hand.
 */
function lastOrder(state: unknown, p: Prompt, id: string, done: number): boolean {
  let s = state;
  let a: Action = { type: 'answer', seat: p.seat, promptId: p.promptId, choice: [id] };
  for (let i = 0; i < 200; i++) {
    const r = engine.apply(s, a);
    if (!r.ok || engine.result(r.state) !== null) return false;
    s = r.state;
    const q = engine.currentPrompt(s);
    if (!q || turnOf(s).turn !== turnOf(state).turn) return false;
    if (q.kind === 'priority' && q.seat === p.seat && windowOf(engine, s, q) === 'own-main') {
      return done >= ACTIONS_PER_TURN || !q.options.some((o) => o.id !== 'pass' && o.group !== 'pass' && !o.endsStep && !o.twinOf);
    }
    const pass = q.options.find((o) => o.id === 'pass');
    const firsts = q.options.filter((o) => o.group !== 'cancel' && o.id !== 'cancel' && !o.endsStep);
    const choice = q.kind === 'priority' && pass ? ['pass'] : q.kind === 'number' ? null : (firsts.length >= Math.max(q.min, 1) ? firsts : q.options).slice(0, Math.max(q.min, 1)).map((o) => o.id);
    if (!choice) return false;
    a = { type: 'answer', seat: q.seat, promptId: q.promptId, choice };
  }
  return false;
}

/** A number in [0, 1) from a key: the same in both modes, however many windows the bot passed between. */
function chance(key: string): number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619) >>> 0;
  return (h % 100_000) / 100_000;
}
const seedOf = new WeakMap<(n: number) => number, number>();
const rndSeed = (rnd: (n: number) => number) => seedOf.get(rnd) ?? 0;

/** Mid-game: from turn 3 on, without the last two turns (as test/bot/press-count.test.ts). */
const midGame = (turns: Turn[]) => turns.filter((t) => t.turn >= 3 && t.turn <= turns.length - 2);

const ALL_MODES: Mode[] = ['before', 'after', 'standing'];
const modes: Mode[] = ALL_MODES.includes(process.env.CLICKS_MODE as Mode) ? [process.env.CLICKS_MODE as Mode] : ALL_MODES;
const seeds = process.env.CLICKS_SEED ? [Number(process.env.CLICKS_SEED)] : Array.from({ length: Number(process.env.CLICKS_SEEDS ?? 6) }, (_, i) => i + 1);
const load0 = loadavg()[0]!;
for (const spec of GAMES.filter((g) => !process.env.CLICKS_GAME || g.id === process.env.CLICKS_GAME)) {
  const hashes = new Map<number, string>();
  for (const mode of modes) {
    const games = seeds.map((s) => play(spec, s, mode));
    const mid = games.flatMap((g) => midGame(g.turns));
    const range = (xs: number[]) => `${median(xs)} (${Math.min(...xs)}–${Math.max(...xs)})`;
    const a = mid.map((t) => t.active);
    const o = mid.map((t) => t.other);
    const s = games.map((g) => g.setup);
    console.log(`clicks ${spec.id} ${mode}: ${games.length} matches (${games.filter((g) => g.finished).length} finished), ${mid.length} mid-game turns; presses per turn: active ${range(a)}, other ${range(o)}; before turn 1: ${range(s)}`);
    const by = new Map<string, number>();
    for (const t of mid) for (const [k, n] of Object.entries(t.by)) by.set(k, (by.get(k) ?? 0) + n);
    const parts = [...by.entries()].sort((x, y) => y[1] - x[1]).map(([k, n]) => `${k} ${(n / Math.max(mid.length, 1)).toFixed(2)}`);
    console.log(`  turn player's presses per mid-game turn by answer: ${parts.join(', ')}`);
    const hist = new Map<number, number>();
    for (const n of a) hist.set(n, (hist.get(n) ?? 0) + 1);
    console.log(`  turns by the turn player's presses: ${[...hist.entries()].sort((x, y) => x[0] - y[0]).map(([n, k]) => `${n}:${k}`).join(' ')}`);
    console.log(`bench clicks.${spec.id}.${mode}.active ${median(a)} presses`);
    console.log(`bench clicks.${spec.id}.${mode}.other ${median(o)} presses`);
    console.log(`bench clicks.${spec.id}.${mode}.setup ${median(s)} presses`);
    games.forEach((g, i) => {
      const prev = hashes.get(i);
      if (prev !== undefined && prev !== g.hash) console.log(`  note: ${spec.id} seed ${seeds[i]} ended differently in ${mode} (a hold changed the game)`);
      hashes.set(i, g.hash);
    });
  }
}
console.log(`clicks: machine load ${load0.toFixed(2)} → ${loadavg()[0]!.toFixed(2)} (1-minute average)`);
