/** Legal targets for Skills, Abilities and Mystics (§4 re-verification uses the same test). */
import { objectOption, option, t, type PromptOption, type Seat } from '../../core/kernel.js';
import { def } from './cards/catalog.js';
import { protectedFrom } from './effects.js';
import type { SmState, TargetSpec } from './types.js';
import { ZONES, cardName, data, fieldMystics, fieldSeals, obj, other } from './zones.js';
import { matches } from './match.js';

export interface Source {
  by: 'skill' | 'ability' | 'mystic';
  srcCard: string;
}

export function targetCandidates(s: SmState, ctrl: Seat, spec: TargetSpec, src: Source): string[] {
  const seats: Seat[] = spec.side === 'own' ? [ctrl] : spec.side === 'opp' ? [other(ctrl)] : [0, 1];
  // A player as the target: `player:<seat>`.
  if (spec.kind === 'player') return seats.map((p) => `player:${p}`);
  if (spec.kind === 'mystic') return seats.flatMap((p) => fieldMystics(s, p).filter((o) => !spec.match || matches(s, o, spec.match)).map((o) => o.id));
  const d = def(s, src.srcCard);
  const name = d.kind === 'seal' ? d.name.en : null;
  return seats.flatMap((p) => fieldSeals(s, p))
    .filter((o) => (!spec.match || matches(s, o, spec.match)) && (!spec.line || data(o).line === spec.line))
    .map((o) => o.id)
    .filter((id) => !protectedFrom(s, id, src.by, d.kind === 'seal' ? src.srcCard : null, name));
}

/** The chosen targets still legal at resolution (605 step 11: none left, the Skill fails). */
export function survivors(s: SmState, ctrl: Seat, spec: TargetSpec, src: Source, ids: readonly string[]): string[] {
  const now = targetCandidates(s, ctrl, spec, src);
  return ids.filter((id) => now.includes(id));
}

/** A target option: a card by its object, a player by seat. */
export function targetOption(s: SmState, id: string): PromptOption {
  if (id.startsWith('player:')) {
    const p = s.players[Number(id.slice(7))]!;
    return option(`tg:${id}`, t(`ผู้เล่น ${p.name}`, `Player ${p.name}`));
  }
  return objectOption(ZONES, obj(s, id), `tg:${id}`, cardName(s, id));
}
