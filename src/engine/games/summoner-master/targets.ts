/** Legal targets for Skills, Abilities and Mystics (§4 re-verification uses the same test). */
import type { Seat } from '../../core/kernel.js';
import { def } from './cards/catalog.js';
import { protectedFrom } from './effects.js';
import type { SmState, TargetSpec } from './types.js';
import { fieldMystics, fieldSeals, other } from './zones.js';

export interface Source {
  by: 'skill' | 'ability' | 'mystic';
  srcCard: string;
}

export function targetCandidates(s: SmState, ctrl: Seat, spec: TargetSpec, src: Source): string[] {
  const seats: Seat[] = spec.side === 'own' ? [ctrl] : spec.side === 'opp' ? [other(ctrl)] : [0, 1];
  if (spec.kind === 'mystic') return seats.flatMap((p) => fieldMystics(s, p).map((o) => o.id));
  const d = def(s, src.srcCard);
  const name = d.kind === 'seal' ? d.name.en : null;
  return seats.flatMap((p) => fieldSeals(s, p).map((o) => o.id)).filter((id) => !protectedFrom(s, id, src.by, d.kind === 'seal' ? src.srcCard : null, name));
}

export function stillTarget(s: SmState, ctrl: Seat, spec: TargetSpec, src: Source, id: string | undefined): boolean {
  return !!id && targetCandidates(s, ctrl, spec, src).includes(id);
}
