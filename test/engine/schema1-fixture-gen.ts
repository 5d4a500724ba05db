/**
 * Writes fixtures/fadalgia-schema1.json.gz: Fadalgia states produced by the schema-1 engine (commit aab1918),
 * for test/engine/schema-upgrade.test.ts (which reads the same entry shape). It must run against that old engine, so it loads the engine from
 * the checkout it is run in:
 *
 *   git worktree add /tmp/old-engine aab1918 && cp -al node_modules /tmp/old-engine/
 *   cd /tmp/old-engine && npx tsx <this repo>/test/engine/schema1-fixture-gen.ts
 *   git worktree remove --force /tmp/old-engine
 *
 * It plays seeded random games (every shipped deck pairing, both formats) and keeps a few states that
 * together show every shape the upgrade has to map (cards on the Break, face-up and face-down Mana, counters,
 * attached items, timed effects, a pending prompt mid-resolution, ...): each entry holds the setup, the
 * actions from creation and the old engine's state after them.
 *
 * Rules changed after aab1918 too (bf2fd31: 606.5.28.1 Avatar and 607.12 Change Up now ask where the old
 * engine chose alone), so the current engine of this checkout plays each game alongside, and a game's states
 * are kept only while both engines ask the same prompts: past that point no engine can reach the old state.
 */
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import type * as engineApi from '../../src/engine/index.js';
import type { MatchState } from '../../src/engine/index.js';
import { pickRandom, prng, seedHex } from './helpers/random-player.js';

interface Schema1Entry { setup: unknown; actions: unknown[]; state: Record<string, unknown> }

const SCHEMA1_FILE = new URL('./fixtures/fadalgia-schema1.json.gz', import.meta.url);

type Engine = typeof engineApi;
type V1Obj = Record<string, unknown> & { zone: string; owner: number; ctrl: number; faceUp?: boolean };
type V1State = Record<string, unknown> & {
  format: string; objs: Record<string, V1Obj>; players: Array<Record<string, unknown>>; brk: unknown[]; work: unknown[]; triggers: unknown[];
  effects: unknown[]; combat: unknown; limits?: unknown; result: unknown; prompt: { ctx: { t: string } } | null;
};

/** The shapes a state shows, by name: the fixture keeps states until every name seen in the games is covered. */
function features(s: V1State): Set<string> {
  const f = new Set<string>([`format:${s.format}`, `step:${String(s.step)}`]);
  const onBreak = Object.values(s.objs).filter((o) => o.zone === 'break').length;
  if (onBreak) f.add(onBreak > 1 ? 'break:2+' : 'break:1');
  for (const o of Object.values(s.objs)) {
    for (const k of ['ctr', 'dmg', 'att', 'left', 'busy', 'mustSac', 'merged', 'token']) if (o[k] !== undefined && o[k] !== null && o[k] !== 0) f.add(`obj:${k}`);
    if (o.zone === 'mana') f.add(`mana:faceUp=${String(o.faceUp)}${o.empty ? ':empty' : ''}`);
    if ((o.zone === 'field' || o.zone === 'mana') && o.ctrl !== o.owner) f.add(`control:${o.zone}`);
    if (o.mode === 'DF') f.add('mode:DF');
  }
  for (const p of s.players) {
    for (const k of ['tokens', 'tarot', 'flag']) if (p[k] !== undefined) f.add(`player:${k}`);
    if (Object.keys(p.counters as object).length) f.add('player:counters');
    if (Object.keys(p.pool as object).length) f.add('player:pool');
    if ((p.outer as string[]).length) f.add('zone:outer');
    if ((p.grave as string[]).length > 2) f.add('zone:grave3+');
  }
  for (const k of ['brk', 'work', 'triggers', 'effects'] as const) if (s[k].length) f.add(`state:${k}`);
  if (s.combat) f.add('state:combat');
  if (s.limits) f.add('state:limits');
  if (s.result) f.add('state:result');
  // Mid-resolution prompts hold object ids only: one such state is enough (the tests continue every state
  // to the end of its game, through prompts of every kind).
  if (s.prompt && s.prompt.ctx.t !== 'priority') f.add('prompt:not-priority');
  return f;
}

async function main(): Promise<void> {
  const e = (await import(pathToFileURL(`${process.cwd()}/src/engine/index.ts`).href)) as Engine;
  const now = (await import(new URL('../../src/engine/index.ts', import.meta.url).href)) as Engine;
  if (now === e) throw new Error('run this from a checkout of the schema-1 engine (aab1918), not from this one');
  const GAMES = Number(process.env.GAMES ?? 160);
  const candidates: Array<{ entry: Schema1Entry; f: Set<string> }> = [];
  const seen = new Set<string>();
  let cut = 0;
  for (let i = 0; i < GAMES; i++) {
    const format = i % 3 === 2 ? 'starter-c' : 'standard';
    const decks = e.PRECONS.filter((p) => p.format === format);
    const a = i % decks.length;
    const b = (a + 1 + (Math.floor(i / decks.length) % (decks.length - 1))) % decks.length;
    const setup = { matchId: `schema1-${i}`, game: 'fadalgia', format, seed: seedHex(i + 7), seats: [{ name: 'A', deck: decks[a]!.deck }, { name: 'B', deck: decks[b]!.deck }], challenger: i % 2 };
    const s0 = e.createMatch(setup);
    const sNow0 = now.createMatch(setup);
    if (e.isRuleError(s0)) throw new Error(s0.message.en);
    if (now.isRuleError(sNow0)) throw new Error(sNow0.message.en);
    let s: MatchState = s0;
    let sNow: MatchState = sNow0;
    const rnd = prng(i + 1);
    const actions: unknown[] = [];
    for (;;) {
      if (JSON.stringify(e.currentPrompt(s)) !== JSON.stringify(now.currentPrompt(sNow))) {
        cut++;
        break;
      }
      const st = s as unknown as V1State;
      const f = features(st);
      // A state joins the candidates when it shows a shape not seen yet, or as a sample every 12 actions
      // (the sampled states, richer than the first appearance of a shape, keep the cover to a few states).
      if ([...f].some((x) => !seen.has(x)) || actions.length % 12 === 11) {
        for (const x of f) seen.add(x);
        candidates.push({ entry: { setup, actions: [...actions], state: JSON.parse(JSON.stringify(st)) as Record<string, unknown> }, f });
      }
      if (e.result(s)) break;
      const p = e.currentPrompt(s)!;
      const act = pickRandom(e.legalActions(s, p.seat), rnd);
      const r = e.apply(s, act);
      if (!r.ok) throw new Error(`game ${i} action ${actions.length}: ${r.error.message.en}`);
      const rNow = now.apply(sNow, act);
      if (!rNow.ok) {
        cut++;
        break;
      }
      actions.push(act);
      s = r.state;
      sNow = rNow.state;
    }
  }
  // Greedy cover: few states, every shape.
  const chosen: Schema1Entry[] = [];
  const covered = new Set<string>();
  while (covered.size < seen.size) {
    let best = candidates[0]!;
    let gain = -1;
    for (const c of candidates) {
      const g = [...c.f].filter((x) => !covered.has(x)).length;
      if (g > gain) [best, gain] = [c, g];
    }
    for (const x of best.f) covered.add(x);
    chosen.push(best.entry);
  }
  writeFileSync(SCHEMA1_FILE, gzipSync(JSON.stringify(chosen), { level: 9 }));
  console.log(`${chosen.length} states covering ${seen.size} shapes (${cut} of ${GAMES} games cut where the rules changed): ${[...seen].sort().join(' ')}`);
}

await main();
