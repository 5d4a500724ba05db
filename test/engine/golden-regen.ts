/**
 * Regenerating the golden replay fixture (fixtures/golden-1.json) after a deliberate rule change; run it with
 * `node scripts/golden-regenerate.mjs` (dry run), `--write` (rewrite the fixture) or `--check` (exit 1 when it
 * would change). The recorded actions are replayed with the current engine; where one is no longer legal, the
 * game is re-recorded from there with the seeded random player, so the fixture stays a real, finished match.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { apply, createMatch, currentPrompt, ENGINE_VERSION, isRuleError, legalActions, result, stateHash, viewFor, type MatchState } from './helpers/fadalgia-api.js';
import { pickRandom, prng } from './helpers/random-player.js';

export interface GoldenFixture { engine: string; setup: unknown; actions: unknown[]; finalHash: string; result: unknown }

export const GOLDEN_FILE = new URL('./fixtures/golden-1.json', import.meta.url);

/** A public one-line summary of a position: what a reader can compare between two versions. */
function summary(s: MatchState): string {
  const v = viewFor(s, 'spectator');
  const side = (p: (typeof v.players)[number]) => `life ${p.lifeCount}, main ${p.mainCount}, hand ${p.handCount}, units ${p.units.length}, grave ${p.grave.length}, outer ${p.outer.length}`;
  return `turn ${v.turn}, AT seat ${v.atSeat}; seat 0: ${side(v.players[0])}; seat 1: ${side(v.players[1])}`;
}

/** Replays `old` with the current engine; returns the new fixture and the changes in words (empty: unchanged). */
export function regenerate(old: GoldenFixture): { next: GoldenFixture; changes: string[] } {
  const created = createMatch(old.setup);
  if (isRuleError(created)) throw new Error(`the setup is refused now: ${created.code} (${created.rule}) ${created.message.en}`);
  let s: MatchState = created;
  const actions: unknown[] = [];
  const changes: string[] = [];
  let divergedAt: number | null = null;
  for (let i = 0; i < old.actions.length && !result(s); i++) {
    const r = apply(s, old.actions[i]);
    if (!r.ok) {
      divergedAt = i;
      changes.push(`action ${i} is no longer legal: ${JSON.stringify(old.actions[i])} → ${r.error.code} (${r.error.rule}) ${r.error.message.en}`);
      changes.push(`  position there: ${summary(s)}`);
      break;
    }
    actions.push(old.actions[i]);
    s = r.state;
  }
  if (divergedAt === null && result(s) && actions.length < old.actions.length) changes.push(`the game now ends after ${actions.length} of ${old.actions.length} recorded actions`);
  const rnd = prng(0x601d);
  for (let n = 0; !result(s) && n < 10_000; n++) {
    const p = currentPrompt(s) ?? (() => { throw new Error('no prompt in a running game'); })();
    const a = pickRandom(legalActions(s, p.seat), rnd);
    const r = apply(s, a);
    if (!r.ok) throw new Error(`the random player's action was refused: ${r.error.code}`);
    actions.push(a);
    s = r.state;
  }
  const next: GoldenFixture = { engine: ENGINE_VERSION, setup: old.setup, actions, finalHash: stateHash(s), result: result(s) };
  if (old.engine !== next.engine) changes.unshift(`engine: ${old.engine} → ${next.engine}`);
  if (divergedAt !== null) changes.push(`actions: ${old.actions.length} → ${actions.length} (re-recorded from ${divergedAt})`);
  else if (actions.length !== old.actions.length) changes.push(`actions: ${old.actions.length} → ${actions.length}`);
  if (old.finalHash !== next.finalHash) changes.push(`final hash: ${old.finalHash} → ${next.finalHash}`, `  final position: ${summary(s)}`);
  if (JSON.stringify(old.result) !== JSON.stringify(next.result)) changes.push(`result: ${JSON.stringify(old.result)} → ${JSON.stringify(next.result)}`);
  return { next, changes };
}

/** The command line: prints the changes; `--write` rewrites the fixture, `--check` fails when it would change. */
export function main(args: string[], file: URL = GOLDEN_FILE, out: (line: string) => void = console.log): number {
  const old = JSON.parse(readFileSync(file, 'utf8')) as GoldenFixture;
  const { next, changes } = regenerate(old);
  out(changes.length ? changes.join('\n') : 'golden replay unchanged');
  if (!changes.length) return 0;
  if (args.includes('--write')) {
    writeFileSync(file, JSON.stringify(next, null, 1) + '\n');
    out(`wrote ${file.pathname}`);
    return 0;
  }
  return args.includes('--check') ? 1 : 0;
}
