/** Ids of the zone/game-rule sample cards (src/engine/games/fadalgia/cards/sample-set-zones.ts). */
export const Z = {
  rift: 'SNM-S01-401', wraith: 'SNM-S01-402', sprite: 'SNM-S01-403', siren: 'SNM-S01-404', wager: 'SNM-S01-405', ebb: 'SNM-S01-406',
  weave: 'SNM-S01-407', oracle: 'SNM-S01-408', spire: 'SNM-S01-409', omen: 'SNM-S01-410', pact: 'SNM-S01-411', mirror: 'SNM-S01-412',
} as const;
