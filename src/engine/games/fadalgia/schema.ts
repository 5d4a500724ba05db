/**
 * A stored match this engine cannot read — a schema it does not know, or a schema-1 state (zones per player,
 * `cardId` on objects) too malformed to convert exactly (schema-upgrade.ts converts the others at every entry
 * point) — is refused with a clear error instead of failing deep inside a rule.
 */
import type { RuleError } from '../../core/api-types.js';
import { ruleError } from '../../core/text.js';
import { type FState, SCHEMA_VERSION } from './types.js';

export function schemaError(state: FState): RuleError | null {
  if (state.schemaVersion === SCHEMA_VERSION) return null;
  return ruleError(
    'match/old-schema', '100.2',
    `แมตช์นี้บันทึกด้วยเอนจินรุ่นเก่า (รูปแบบ ${String(state.schemaVersion)}) เล่นต่อไม่ได้: เริ่มแมตช์ใหม่`,
    `This match was saved by an older engine (state schema ${String(state.schemaVersion)}, this engine reads ${SCHEMA_VERSION}) and cannot be continued: start a new match`,
  );
}

/** For calls that cannot answer with a RuleError (a view): the same message as an Error. */
export function assertSchema(state: FState): void {
  const err = schemaError(state);
  if (err) throw new Error(err.message.en);
}
