/**
 * The architecture's written contract, checked by `npm run lint` (dependency-cruiser).
 *
 * Layers, bottom to top (a layer imports only layers below it):
 *   engine  (src/engine)  pure rules of the games: no I/O, no clock; knows nothing of matches in a store
 *   store   (src/store)   match records, logs and key-value data: Redis, LMDB, memory
 *   match   (src/match)   the match runtime: the service, its log codec, snapshot/delta policy, replay and
 *                         catch-up, history and rewind — everything about a match and not about Discord
 *   league  (src/league)  tournaments over matches
 *   render  (src/render)  pictures of views
 *   bot     (src/bot)     the Discord adapter: handlers, components, panels, publisher, timers
 * Local mode (src/local), benches and the league use the match runtime directly, not the bot.
 *
 * Cycles are counted over runtime imports only: an `import type` is erased by the compiler and orders nothing
 * at load time, so a type-only edge does not make a cycle. The baseline of known violations
 * (.dependency-cruiser-known-violations.json, `npm run deps:baseline`) is empty since issue 28, and
 * test/arch/dependency-rules.test.ts keeps it empty: a new violation is fixed, not recorded.
 */
/* global module */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-runtime-cycles',
      severity: 'error',
      comment: 'A runtime import cycle in src: load order decides what is undefined. Untie it with a port (an interface the lower part owns) or a registry filled at assembly.',
      from: { path: '^src/' },
      to: {
        circular: true,
        dependencyTypesNot: ['type-only'],
        viaOnly: { dependencyTypesNot: ['type-only'] },
      },
    },
    {
      name: 'engine-is-the-bottom',
      severity: 'error',
      comment: 'src/engine is pure game rules: it imports nothing of the bot, render, store, match runtime, league or local mode.',
      from: { path: '^src/engine/' },
      to: { path: '^src/(bot|render|store|match|league|local)/' },
    },
    {
      name: 'store-below-bot',
      severity: 'error',
      comment: 'The store holds data for every caller; it imports nothing of the Discord adapter, the match runtime or the league.',
      from: { path: '^src/store/' },
      to: { path: '^src/(bot|match|league)/' },
    },
    {
      name: 'league-below-bot',
      severity: 'error',
      comment: 'League code runs matches through the match runtime, not through the Discord adapter.',
      from: { path: '^src/league/' },
      to: { path: '^src/bot/' },
    },
    {
      name: 'match-below-bot',
      severity: 'error',
      comment: 'The match runtime is below the Discord adapter: it imports nothing of src/bot.',
      from: { path: '^src/match/' },
      to: { path: '^src/bot/' },
    },
    {
      name: 'match-without-discord',
      severity: 'error',
      comment: 'The match runtime knows nothing of Discord.',
      from: { path: '^src/match/' },
      to: { path: '(^|/)node_modules/(discord\\.js|@discordjs/)' },
    },
    {
      name: 'render-below-bot',
      severity: 'error',
      comment: 'Rendering draws views; it imports nothing of the Discord adapter.',
      from: { path: '^src/render/' },
      to: { path: '^src/bot/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing.',
      from: { path: '^src/' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/.*\\.(test|spec)\\.ts$' },
    // Type-only imports are kept in the graph (marked type-only) so the layer rules see them too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.mts', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: {
      dot: { collapsePattern: '^src/[^/]+' },
      archi: { collapsePattern: '^src/[^/]+' },
    },
  },
};
