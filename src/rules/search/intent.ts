/**
 * What a question asks about that its words alone do not say: whether it is about rule text we do not hold
 * (Summoner Master's base game, another card game). Such a question is never answered with confidence.
 */
import { NIHIL_TERMS, OTHER_GAMES, SUMMONER_MASTER_WORDS } from '../data/uncovered.js';
import type { Analysis } from './analyze.js';
import type { Glossary } from './glossary.js';

export type Uncovered = 'summoner-master-base' | 'other-game';

const latinPattern = (forms: readonly string[]) => new RegExp(`(?<![a-z])(?:${forms.map((f) => f.replace(/[-\s]/g, '[-\\s]?')).join('|')})(?![a-z])`);
const SM_LATIN = latinPattern(SUMMONER_MASTER_WORDS.latin);
const OTHER_LATIN = latinPattern(OTHER_GAMES.latin);

export function uncoveredTopic(norm: string, a: Analysis, glossary: Glossary): Uncovered | undefined {
  if (OTHER_LATIN.test(norm) || OTHER_GAMES.thai.some((w) => norm.includes(w))) return 'other-game';
  const concept = (term: string) => glossary.concept.get(term);
  const words = new Set(a.words);
  const names = (terms: readonly string[]) => terms.some((t) => words.has(concept(t) ?? `¤${t}`));
  const summonerMaster = names(SUMMONER_MASTER_WORDS.terms) || SM_LATIN.test(norm) || SUMMONER_MASTER_WORDS.thai.some((w) => norm.includes(w));
  if (summonerMaster && !names(NIHIL_TERMS)) return 'summoner-master-base';
  return undefined;
}
