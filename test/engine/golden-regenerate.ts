/**
 * Regenerates the golden replay fixture and prints what changed. Run after a deliberate rule change:
 *   npx tsx test/engine/golden-regenerate.ts          (dry run: prints the differences)
 *   npx tsx test/engine/golden-regenerate.ts --write  (also rewrites fixtures/golden-1.json)
 * The recorded actions are replayed with the current engine; where an action is no longer legal, the game
 * is re-recorded from that point with the seeded random player, so the fixture stays a real match.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { apply, createMatch, currentPrompt, ENGINE_VERSION, isRuleError, legalActions, result, stateHash, type MatchState } from './helpers/fadalgia-api.js';
import { pickRandom, prng } from './helpers/random-player.js';

const file = new URL('./fixtures/golden-1.json', import.meta.url);
const old = JSON.parse(readFileSync(file, 'utf8')) as { engine: string; setup: unknown; actions: unknown[]; finalHash: string; result: unknown };

const created = createMatch(old.setup);
if (isRuleError(created)) throw new Error(`the setup is refused now: ${created.code} (${created.rule}) ${created.message.en}`);
let s: MatchState = created;
const actions: unknown[] = [];
let divergedAt: number | null = null;
for (let i = 0; i < old.actions.length && !result(s); i++) {
  const r = apply(s, old.actions[i]);
  if (!r.ok) {
    divergedAt = i;
    console.log(`action ${i} is no longer legal: ${r.error.code} (${r.error.rule}) ${r.error.message.en}`);
    break;
  }
  actions.push(old.actions[i]);
  s = r.state;
}
const rnd = prng(0x601d);
for (let n = 0; !result(s) && n < 10_000; n++) {
  const p = currentPrompt(s);
  if (!p) throw new Error('no prompt in a running game');
  const a = pickRandom(legalActions(s, p.seat), rnd);
  const r = apply(s, a);
  if (!r.ok) throw new Error(r.error.code);
  actions.push(a);
  s = r.state;
}
const next = { engine: ENGINE_VERSION, setup: old.setup, actions, finalHash: stateHash(s), result: result(s) };
const changes: string[] = [];
if (old.engine !== next.engine) changes.push(`engine: ${old.engine} → ${next.engine}`);
if (divergedAt !== null) changes.push(`actions: diverged at ${divergedAt}; ${old.actions.length} → ${actions.length} (re-recorded from ${divergedAt})`);
else if (actions.length !== old.actions.length) changes.push(`actions: ${old.actions.length} → ${actions.length}`);
if (old.finalHash !== next.finalHash) changes.push(`final hash: ${old.finalHash} → ${next.finalHash}`);
if (JSON.stringify(old.result) !== JSON.stringify(next.result)) changes.push(`result: ${JSON.stringify(old.result)} → ${JSON.stringify(next.result)}`);
console.log(changes.length ? changes.join('\n') : 'golden replay unchanged');
if (process.argv.includes('--write') && changes.length) {
  writeFileSync(file, JSON.stringify(next, null, 1) + '\n');
  console.log(`wrote ${file.pathname}`);
}
