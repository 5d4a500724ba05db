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

/**
 * What kind of answer a question wants, from its question words (which the search otherwise drops): a number
 * ("กี่ใบ", "how many"), a moment ("ตอนไหน", "when") or a place ("ไปไหน", "where"). An entry that gives that kind
 * of answer ranks a little higher than one that only shares the subject.
 */
export type AskKind = 'count' | 'when' | 'where' | 'who';

const ASKS: ReadonlyArray<[AskKind, RegExp]> = [
  ['count', /กี่|เท่าไหร่|เท่าไร|สูงสุด|มากสุด|(?<![a-z])(?:how many|how much|max|maximum|limit|up to)(?![a-z])/],
  ['when', /ตอนไหน|เมื่อไหร่|เมื่อไร|ช่วงไหน|จังหวะไหน|(?<![a-z])when(?![a-z])/],
  ['where', /ไปไหน|ที่ไหน|อยู่ไหน|โซนไหน|กองไหน|(?<![a-z])where(?![a-z])/],
  ['who', /ใคร|ฝั่งไหน|ฝ่ายไหน|(?<![a-z])(?:who|whose|which player)(?![a-z])/],
];

/** Whether an entry (its Thai text and English gist, normalised) gives an answer of that kind. */
const ANSWERS: Record<AskKind, RegExp> = {
  count: /(?<![\d.])\d{1,2}(?![\d.])|สูงสุด|ไม่เกิน|ได้แค่|เพียง|ไม่จำกัด|เพดาน|(?<![a-z])(?:up to|at most|only one|one|two|three|once|twice)(?![a-z])/,
  when: /เมื่อ|ตอน|ก่อน|หลัง|ระหว่าง|ทันที|phase|step|เฟส|(?<![a-z])(?:when|after|before|until|during|start|end)(?![a-z])/,
  where: /โซน|สุสาน|มือ|กอง|สนาม|ออกจากเกม|(?<![a-z])(?:zone|grave|hand|pile|discard|shrine|field|removed)(?![a-z])/,
  who: /เจ้าของ|ผู้ควบคุม|ควบคุม|ควมคุม|ผู้เล่น at turn|ผู้เล่น df turn|ฝ่ายตรงข้าม|(?<![a-z])(?:owner|controller|controls|opponent|at turn player|df turn player)(?![a-z])/,
};

export function askKind(norm: string): AskKind | undefined {
  return ASKS.find(([, re]) => re.test(norm))?.[0];
}

export function answersKind(kind: AskKind, text: string): boolean {
  return ANSWERS[kind].test(text);
}
