/**
 * What the Spirit Duel random playouts reach, by number of matches: the precon games of
 * test/engine/spirit-duel/playouts.test.ts (`precons`) or the community-set matches of community-set.test.ts
 * (`community`). Distinct prompt kinds, prompt kind × chosen option kind, rule sections named by prompts,
 * options and log lines, log line shapes (numbers and names taken out), cards put into play and result rules
 * over the first N matches, against the totals of all of them.
 * Run: npx tsx bench/sd-playout-reach.ts precons|community [matches=300]
 */
import { communityMatch, parsed, preconMatch, randomAction } from '../test/engine/spirit-duel/playout-start.js';
import { sd } from '../test/engine/spirit-duel/helpers.js';
import { emptyReach, logShape, printReach, type Reach as ReachOf } from './reach-report.js';

const MODE = process.argv[2] ?? 'precons';
if (MODE !== 'precons' && MODE !== 'community') throw new Error('usage: sd-playout-reach.ts precons|community [matches]');
const GAMES = Number(process.argv[3] ?? 300);
const KEYS = ['prompts', 'events', 'sections', 'shapes', 'cards', 'ends'] as const;
type Reach = ReachOf<(typeof KEYS)[number]>;
const empty = (): Reach => emptyReach(KEYS);

const cards = MODE === 'community' ? parsed() : [];
function game(i: number): Reach {
  const r = empty();
  const start = MODE === 'community' ? communityMatch(cards, i) : preconMatch(i);
  const rnd = start.rnd;
  let s = start.state;
  while (!sd.result(s)) {
    const p = sd.prompt(s)!;
    r.prompts.add(p.kind);
    if (p.rule) r.sections.add(p.rule);
    for (const o of p.options) if (o.rule) r.sections.add(o.rule);
    const act = randomAction(s, p.seat, rnd);
    if (act.type === 'answer') r.events.add(`${p.kind}/${String(act.choice[0]).split(':')[0]}`);
    const res = sd.apply(s, act);
    if (!res.ok) throw new Error(res.error.message.en);
    for (const e of res.events) {
      if (e.rule) r.sections.add(e.rule);
      r.shapes.add(logShape(e.text.en));
    }
    s = res.state;
    r.actions++;
  }
  for (const o of Object.values(s.zones.objs)) if (o.zone !== 'deck' && o.zone !== 'hand') r.cards.add(o.card);
  r.ends.add(sd.result(s)!.rule ?? '?');
  return r;
}

const games = Array.from({ length: GAMES }, (_, i) => game(i));
console.log(`${MODE}, ${GAMES} matches`);
printReach(games, KEYS, [50, 75, 100, 125, 150, 200, 250, 300, 400, 600]);
