/**
 * One game term in both languages, as the game's rulebook spells it (issue 30: one term list per game, used by the
 * board image, the bot's text and the engine alike). The lists live in the engine layer because every layer above
 * may import it and the engine itself writes these words in its prompts and log lines; they are data only.
 */
import type { Text } from '../core/view-types.js';

export type Lang = 'th' | 'en';

export interface Term extends Readonly<Text> {
  /** The English plural where a label counts several ("Units"); Thai has none. */
  readonly enMany?: string;
}

/** The term in `lang`; `many` picks the English plural where the term has one. */
export function say(term: Term, lang: Lang, many = false): string {
  return many && lang === 'en' && term.enMany ? term.enMany : term[lang];
}

/**
 * A {th, en} message built from one pattern over terms: `phrase((w) => `${w(HAND)} {n}`)` gives both languages'
 * templates with each term spelled from its list, for the bot's string tables.
 */
export function phrase(make: (w: (term: Term, many?: boolean) => string, lang: Lang) => string): Text {
  return { th: make((x, many) => say(x, 'th', many), 'th'), en: make((x, many) => say(x, 'en', many), 'en') };
}
