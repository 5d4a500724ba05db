/**
 * The engine marks each prompt option 'public' or 'private' from its object's zone (the kernel helper's
 * change to src/engine). Until a branch has that, these tests mark unmarked options the same way from the
 * spectator view, so the public board under test has buttons; options the engine already marks are kept.
 */
import { visibleObjectIds } from '../../../src/bot/board-embed.js';
import type { EnginePort } from '../../../src/bot/engine-port.js';
import { realEngine } from '../../../src/bot/engine-adapter.js';

export function withVisibility(engine: EnginePort): EnginePort {
  return {
    ...engine,
    currentPrompt(state) {
      const p = engine.currentPrompt(state);
      if (!p || p.options.every((o) => o.visibility)) return p;
      const seen = visibleObjectIds(engine.viewFor(state, 'spectator'));
      return { ...p, options: p.options.map((o) => (o.visibility ? o : { ...o, visibility: o.objectId === undefined || seen.has(o.objectId) ? 'public' as const : 'private' as const })) };
    },
  };
}

export const markedEngine = withVisibility(realEngine);
