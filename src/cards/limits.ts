/**
 * Limits on a community set file, checked before any card is validated: a file past one of them is refused at
 * once, so no upload can hold the bot's event loop for long (bench/card-sets.bench.ts measures the slowest).
 */
export const SET_LIMITS = {
  /** A 500-card set of full YAML definitions is about 300 KB. */
  fileBytes: 1024 * 1024,
  cardsPerSet: 500,
  /** A card's deepest structure (trigger → effects → condition → filter) is 6 levels below the file's. */
  depth: 12,
  /** Card texts are a few hundred characters; a name far less. */
  stringChars: 2000,
  /** Every value in the file: 500 cards of ~100 values each, with room. */
  nodes: 200_000,
  /** YAML anchors reused more than this look like a resource attack ("billion laughs"). */
  yamlAliases: 100,
  /** Sets one server keeps, and cards over all of them. */
  setsPerServer: 20,
  cardsPerServer: 5000,
} as const;
