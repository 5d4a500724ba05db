/** What /judge adjust's `to:` suggests per game: the zones and modes each game's adjust.ts takes (other text, a counter name, is accepted too). */
const TO_SUGGESTIONS: Record<string, string[]> = {
  fadalgia: ['hand', 'grave', 'outer', 'main', 'life', 'field', 'mana', 'AT', 'DF'],
  // AT / DF: a Seal onto the field in that Line (move) or into that Line (mode).
  'summoner-master': ['hand', 'shrine', 'remove', 'deck', 'AT', 'DF', 'charge', 'fcc'],
  'spirit-duel': ['hand', 'discard', 'deck', 'rested', 'ready'],
};

export function adjustTargets(game: string): string[] {
  return TO_SUGGESTIONS[game] ?? [];
}
