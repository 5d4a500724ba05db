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

/** The zones each game's sandbox fills with a filler card, and how many (zone names of its scenario builder). */
const FILL: Record<string, Record<string, number>> = {
  // A seat with an empty life pile has lost (101.3).
  fadalgia: { main: 20, life: 5 },
  'spirit-duel': { deck: 20 },
  // Summoner Master's two decks hold different kinds of card: the sandbox leaves them empty.
  'summoner-master': {},
};

/** Seat 0 holds the written cards; the other zones hold the game's first shipped card, so drawing works. */
export function sandboxScenario(game: string, defs: readonly unknown[], names: [string, string]): ScenarioDescription {
  const filler = cardSetSupport(game)?.shipped()[0];
  const fill = filler ? Object.fromEntries(Object.entries(FILL[game] ?? {}).map(([zone, n]) => [zone, Array(n).fill(idOf(filler)) as string[]])) : {};
  const seat = (name: string, hand: string[]): ScenarioSeat => ({ name, zones: { hand, ...fill } });
  return { game, seats: [seat(names[0], defs.map(idOf)), seat(names[1], [])], turn: 2, active: 0, cards: [...defs] };
}
