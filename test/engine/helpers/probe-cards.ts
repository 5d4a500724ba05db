/** Sample cards written to probe sections 500–606.4 (see the "rule probes" block of sample-set.ts). */
export const P = {
  sundial: 'SNM-S01-B01', // "when entering AT Turn" + "when passing Refresh" triggers
  bell: 'SNM-S01-B02', // Item - World, "when passing Main Phase" trigger
  guide: 'SNM-S01-B03', // cost modifier: own fire Actions cost 1 less
  adept: 'SNM-S01-B04', // optional Arrive trigger with a target and an MP 1 additional cost
  shrine: 'SNM-S01-B05', // Terrain with an [AT/DF] activated ability
  twin: 'SNM-S01-B06', // Action with two targets
  pact: 'SNM-S01-B07', // Unit with an additional cost (discard 1) and an Arrive trigger
} as const;
