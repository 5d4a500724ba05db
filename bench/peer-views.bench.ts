/**
 * The three views' CPU cost per state, apart from Redis and the action path (issue 34): states of seeded
 * standard-format playouts, then alternated passes over them of (a) viewFor three times + JSON.stringify each,
 * as the peer bench's SANAM_MODES=each, (b) viewsFor + viewsJson, as its `json` mode, and the build alone
 * of each. CPU of this process per state (all three views), median of six passes.
 * Also the board image's hand-off to a render worker (postMessage's structured clone, v8.serialize on the
 * sending thread) of the spectator view: as an object, as viewsJson's text (the three texts made for it), or
 * as its patch against the version before (what the render pool posts since issue 34's view patches).
 * Also the three views as patches (viewsFor + viewsPatch + the three receivers' texts, the peer bench's headline).
 */
import { apply, createMatch, createPatchMemo, currentPrompt, legalActions, PRECONS, result, viewFor, viewPatch, viewPatchJson, viewsFor, viewsJson, viewsPatch, type MatchState, type ViewParts } from '../src/engine/index.js';
import { loadavg } from 'node:os';
import { serialize } from 'node:v8';
import { prng } from './random-play.js';
const STATES = Number(process.env.PEER_VIEW_STATES ?? 3000);
const states: MatchState[] = [];
const decks = PRECONS.filter((p) => p.format === 'standard');
for (let i = 0; states.length < STATES; i++) {
  let s = createMatch({ matchId: `m${i}`, game: 'fadalgia', format: 'standard', seed: 'ab'.repeat(32).slice(0, 62) + String(i % 90 + 10), seats: [{ name: 'A', deck: decks[i % decks.length]!.deck }, { name: 'B', deck: decks[(i + 1) % decks.length]!.deck }], challenger: 0 }) as MatchState;
  const rnd = prng(i + 1);
  while (!result(s)) {
    const p = currentPrompt(s)!;
    const acts = legalActions(s, p.seat).filter((a) => a.type !== 'concede' && !(a.type === 'answer' && a.choice[0] === 'cancel'));
    const r = apply(s, acts[rnd(acts.length)]!);
    if (!r.ok) throw new Error(`peer-views: a legal action was refused: ${r.error.message.en}`);
    s = r.state; states.push(s);
  }
}
const cpu = () => { const u = process.cpuUsage(); return u.user + u.system; };
const old = () => { let n = 0; for (const s of states) for (const v of [0, 1, 'spectator'] as const) n += JSON.stringify(viewFor(s, v)).length; return n; };
const oldBuild = () => { let n = 0; for (const s of states) for (const v of [0, 1, 'spectator'] as const) n += viewFor(s, v).version; return n; };
const neu = () => { let n = 0; for (const s of states) { const j = viewsJson(viewsFor(s)); n += j[0].length + j[1].length + j.spectator.length; } return n; };
const neuBuild = () => { let n = 0; for (const s of states) { const v = viewsFor(s); n += v[0].version; } return n; };
/** Patches (core/view-patch.ts) of each state against the one before it in its match (the full form at a match's start). */
const patch = () => {
  let n = 0;
  let prev: MatchState | null = null;
  for (const s of states) {
    const base: number | null = prev && s.version === prev.version + 1 ? prev.version : null;
    const j = viewPatchJson(viewsPatch(viewsFor(s), base));
    n += j[0].length + j[1].length + j.spectator.length;
    prev = s;
  }
  return n;
};
/** The render pool's hand-off now: the spectator view's patch against the version before (bot/render-pool.ts). */
const renderMemo = createPatchMemo<ViewParts>();
const postPatch = () => {
  let n = 0;
  let prev: MatchState | null = null;
  for (const s of states) {
    const base: number | null = prev && s.version === prev.version + 1 ? prev.version : null;
    n += serialize(viewPatch(viewsFor(s).spectator, base, renderMemo)).length;
    prev = s;
  }
  return n;
};
const postObject = () => { let n = 0; for (const s of states) n += serialize(viewsFor(s).spectator).length; return n; };
const postText = () => { let n = 0; for (const s of states) n += serialize(viewsJson(viewsFor(s)).spectator).length; return n; };
const res: Record<string, number[]> = { old: [], neu: [], patch: [], oldBuild: [], neuBuild: [], postObject: [], postText: [], postPatch: [] };
for (let r = 0; r < 6; r++) for (const [k, f] of Object.entries({ old, neu, patch, oldBuild, neuBuild, postObject, postText, postPatch })) { const c = cpu(); f(); res[k]!.push((cpu() - c) / states.length); }
const names: Record<string, string> = { old: 'each_viewFor_and_stringify', neu: 'viewsFor_and_viewsJson', patch: 'viewsFor_viewsPatch_and_patch_texts', oldBuild: 'each_viewFor_built', neuBuild: 'viewsFor_built',
  postObject: 'viewsFor_and_render_handoff_of_spectator_object', postText: 'viewsFor_viewsJson_and_render_handoff_of_spectator_text',
  postPatch: 'viewsFor_and_render_handoff_of_spectator_patch' };
for (const [k, xs] of Object.entries(res)) {
  xs.sort((a, b) => a - b);
  console.log(`bench peer_views.standard.${names[k]}.cpu_per_state ${Number(xs[3]!.toPrecision(4))} us (three views, median of 6 alternated passes; min ${xs[0]!.toFixed(1)})`);
}
console.log(`bench peer_views.load_avg_1m ${loadavg()[0]!.toFixed(2)} load`);
