/**
 * What the editor page writes — one card, a list of cards, or a whole set file, in YAML or JSON — as a set
 * file for src/cards' parser, and the sandbox position the "try it" button builds from the validated cards.
 */
import type { ScenarioDescription, ScenarioSeat } from '../engine/core/scenario.js';
import { cardSetSupport } from '../engine/index.js';
import { idOf } from '../cards/validate.js';

export interface EditorFile {
  name: string;
  text: string;
  /** Lines put above the author's text: subtracted from an error's line. */
  offset: number;
}

/** The set code the author's ids start with ("CMT1-001" → "CMT1"), so that check accepts their ids. */
function setCode(text: string): string {
  return /["']?id["']?\s*:\s*["']?([A-Za-z0-9]{2,12})-/.exec(text)?.[1] ?? 'EDIT';
}

/**
 * A text that is already a set file (a top-level `cards` key) is used as it is; otherwise it is one card
 * (a mapping) or a list of cards, put under a header for `game`. JSON is YAML's flow style, so indenting the
 * author's text under `cards:` works for both formats; the parser's limits see the whole text.
 */
export function editorSet(game: string, text: string): EditorFile {
  if (/^(?:cards\s*:|\s*\{\s*"cards"\s*:)/m.test(text) || /"cards"\s*:/.test(text.slice(0, 400)) && /"game"\s*:/.test(text)) {
    return { name: 'editor.yaml', text, offset: 0 };
  }
  const trimmed = text.replace(/^\s*\n/, '');
  const list = /^\s*(?:-\s|\[)/.test(trimmed);
  const head = [`game: ${JSON.stringify(game)}`, `set: ${setCode(trimmed)}`, 'name: { th: "การ์ดในตัวแก้ไข", en: "Editor cards" }', 'cards:'];
  const body = list ? trimmed.split('\n').map((l) => `  ${l}`) : ['  -', ...trimmed.split('\n').map((l) => `    ${l}`)];
  return { name: 'editor.yaml', text: [...head, ...body].join('\n'), offset: head.length + (list ? 0 : 1) };
}

/** Each game's hand and deck zones in its scenario builder (src/engine/games/<game>/scenario.ts). */
const ZONES: Record<string, { deck: string | null }> = {
  fadalgia: { deck: 'main' },
  'spirit-duel': { deck: 'deck' },
  // Summoner Master's two decks hold different kinds of card: the sandbox leaves them empty.
  'summoner-master': { deck: null },
};

/** Seat 0 holds the written cards; both decks hold the game's first shipped card, so drawing works. */
export function sandboxScenario(game: string, defs: readonly unknown[], names: [string, string]): ScenarioDescription {
  const filler = cardSetSupport(game)?.shipped()[0];
  const deck = ZONES[game]?.deck ?? null;
  const seat = (hand: string[]): ScenarioSeat => ({ name: names[hand.length ? 0 : 1]!, zones: { hand, ...(deck && filler ? { [deck]: Array(20).fill(idOf(filler)) as string[] } : {}) } });
  return { game, seats: [seat(defs.map(idOf)), seat([])], turn: 2, active: 0, cards: [...defs] };
}
