/**
 * Every ranking weight of the rule search in one place (issue 33), so that bench/rules-cv.ts can vary them and
 * measure how well a choice made on some batches of questions holds on the others. The defaults are the values
 * chosen by hand on the tuning questions (src/rules/README.md says what each was measured against); learning them
 * by search did not generalise across batches (cross-validation in bench/rules-cv.ts).
 */
export const DEFAULT_WEIGHTS = {
  /**
   * Words a player quotes ("เมื่อผ่าน", [AT Turn]) are copied from a card or the rulebook: an entry that holds them
   * as written says what they mean.
   */
  quoteBoost: 1.5,
  /** A hit's share of score lent to the entries it is linked with by a cross reference. */
  refShare: 0.8,
  /** A keyword and the general rule it changes answer the same situation from two sides. */
  keywordShare: 0.75,
  /** Situations are written to be asked: a full match counts a little more than a full text match. */
  situationWeight: 1.1,
  /** A server's own rulings count as much as ours. */
  rulingShare: 1,
  /** Share of the weaker signal added when text and situations agree on an entry. */
  agreement: 0.3,
  /** ln(N/df) at which a query word counts fully (about 1 entry in 50). */
  idfFull: 4,
  conceptWeight: 1.5,
  /** A meaning link (data/concepts.ts) shares a topic, not a word: it counts less than a word. */
  meaningWeight: 0.15,
  /** A compound's part is a weaker match than the word itself (หงาย in หงายหน้า). */
  partsBoost: 0.8,
  /** An entry that gives the kind of answer asked for (a number for "how many"…) over one that only shares words. */
  askBoost: 1.1,
  /**
   * The latent space (latent.ts) adds this × 100 × (cosine − floor) to an entry's score: a paraphrase that shares
   * few words with its section still lifts it, and a cosine at or under the floor (unrelated) adds nothing.
   */
  latentWeight: 0.6,
  latentFloor: 0.2,
  /** Entries the latent space alone finds (no word in common) that may join the candidates. */
  latentTop: 10,
  /** Dimensions of the latent space: 50 to 200 measured alike on the tuning questions. */
  latentRank: 100,
  /**
   * A situation's own text is a point in the latent space too: the question's cosine to it, times this, stands for
   * its section's when higher (0 turns it off).
   */
  situationLatent: 0.6,
  /** Meaning tokens count in the latent query as words do. */
  latentMeaning: 1,
  /**
   * No word names the game: the game of the entry nearest in meaning (latent space), when it is not Fadalgia and is
   * nearer than Fadalgia's nearest by more than the margin, counts as hinted, with a milder factor on the others.
   * Measured on the tuning questions: nearest entry (1) rather than the mean of the nearest 3, margin 0 (−0.05 and
   * 0.05 alike or lower), 0.4–0.7 alike.
   */
  latentGameTop: 1,
  latentGameMargin: 0,
  latentOtherGame: 0.7,
  /** Score factor for the entries a glossary term in the query defines, and their subsections. */
  termBonus: 1.2,
  termBonusSelf: 1.25,
  /** Fadalgia is the game most questions are about: a question naming no game leans to it. */
  unhintedOtherGame: 0.85,
  /** Sections of a game other than the one hinted by the question's words ("trap", "สปิริต"). */
  hintedOtherGame: 0.4,
  /** …and other than the one the question names ("spirit duel …"): a named game is what the player means. */
  namedOtherGame: 0.1,
  /** The basic guide restates the comprehensive rules more loosely: its paragraphs count a little less. */
  guidePrior: 0.9,
  /** The question's meaningful text found whole in an entry. */
  phraseBoost: 1.5,
  /** Share of a text hit's score that depends on how much of the question it covers (the rest is its raw score). */
  coverShare: 0.5,
  /** Share of a situation hit's score that depends on how much of the question it covers. */
  situationCoverShare: 0.7,
  /** Bigrams catch what segmentation missed: each counts this much of a word. */
  gramWeight: 0.25,
  /** A Nihil keyword's definition leads over its own example block when it scores within this share of it. */
  definitionShare: 0.7,
};

export type Weights = typeof DEFAULT_WEIGHTS;
