/**
 * "No two options alike" (issue 30): over seeded random playouts of all three games, no prompt ever shows two
 * options with the same label — not in the engine's options (Thai or English), and not in the components the
 * bot builds from them, on the public board or in the private panel (where an 80-character button cut could
 * still make two labels equal). Two equal labels leave a player guessing which Pup is attacked.
 */
import { describe, expect, it } from 'vitest';
import { apply, createMatch, currentPrompt, isRuleError, legalActions, precons, result, type Action, type MatchState, type Prompt } from '../../src/engine/index.js';
import { autoAnswer } from '../../src/engine/games/spirit-duel/module.js';
import type { SDState } from '../../src/engine/games/spirit-duel/state.js';
import { promptRows, type Row } from '../../src/bot/prompt-components.js';
import { pickRandom, prng, seedHex } from './helpers/random-player.js';
import { replayHint, sweep } from '../support/seed.js';

const GAMES = Number(process.env.SANAM_LABEL_PLAYOUTS ?? 24);
const MAX_ACTIONS = 6000;

/** Every label a row shows a player: buttons and select options (paging buttons are not options). */
function shownLabels(rows: Row[]): string[] {
  const out: string[] = [];
  for (const r of rows) {
    for (const c of r.components) {
      if (c.type === 2 && 'custom_id' in c && !c.custom_id.includes(':pg')) out.push(c.label ?? '');
      if (c.type === 3) for (const o of c.options) out.push(o.label);
    }
  }
  return out;
}

const dupes = (xs: string[]) => xs.filter((x, i) => xs.indexOf(x) !== i);

function check(game: string, p: Prompt, where: string): string[] {
  const bad: string[] = [];
  for (const lang of ['th', 'en'] as const) {
    const d = dupes(p.options.filter((o) => !o.twinOf).map((o) => o.label[lang]));
    if (d.length) bad.push(`${where} ${game} ${p.kind} [${lang}] engine: ${JSON.stringify(d)}`);
    for (const pub of [false, true]) {
      // Every page of the private panel, one panel of the public board (it shows the public options only).
      const rows = promptRows({ matchId: 'm', version: 1, prompt: p, lang, rows: 4, publicBoard: pub });
      const shown = dupes(shownLabels(rows));
      if (shown.length) bad.push(`${where} ${game} ${p.kind} [${lang}${pub ? ' public' : ''}] shown: ${JSON.stringify(shown)}`);
    }
  }
  return bad;
}

function decksOf(game: string) {
  const all = precons().filter((p) => p.game === game);
  return game === 'fadalgia' ? all.filter((p) => p.format === 'standard') : all;
}

function playout(game: string, i: number): { prompts: number; bad: string[] } {
  const decks = decksOf(game);
  const a = decks[i % decks.length]!;
  const b = decks[(i + 1 + (i >> 2)) % decks.length]!;
  const format = game === 'summoner-master' ? 'casual' : a.format;
  const created = createMatch({ matchId: `lbl-${i}`, game, format, seed: seedHex(sweep(i + 500)), seats: [{ name: 'A', deck: a.deck }, { name: 'B', deck: b.deck }], challenger: (i % 2) as 0 | 1 });
  if (isRuleError(created)) throw new Error(created.message.en);
  let s: MatchState = created;
  const rnd = prng(sweep(i + 900));
  const bad: string[] = [];
  let n = 0;
  while (!result(s)) {
    if (n++ > MAX_ACTIONS) throw new Error(`${game} game ${i} did not end (${replayHint()})`);
    const p = currentPrompt(s)!;
    bad.push(...check(game, p, `game ${i} action ${n}`));
    const auto = game === 'spirit-duel' ? autoAnswer(s as unknown as SDState) : null;
    const action: Action = auto ?? pickRandom(legalActions(s, p.seat), rnd);
    const r = apply(s, action);
    if (!r.ok) throw new Error(`${game} game ${i}: ${r.error.code} (${replayHint()})`);
    s = r.state;
  }
  return { prompts: n, bad };
}

describe('no two options alike', () => {
  for (const game of ['fadalgia', 'spirit-duel', 'summoner-master']) {
    it(`${game}: ${GAMES} seeded games never show two options with the same label (public or private)`, () => {
      const bad: string[] = [];
      let prompts = 0;
      for (let i = 0; i < GAMES; i++) {
        const r = playout(game, i);
        prompts += r.prompts;
        bad.push(...r.bad);
      }
      expect(prompts).toBeGreaterThan(GAMES * 20);
      expect(bad.slice(0, 12), `${bad.length} prompts with equal labels (${replayHint()})`).toEqual([]);
    }, 600_000);
  }
});
