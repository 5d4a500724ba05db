/**
 * Custom ids of /rule components: `rule:v1:<act>:<docVersion>:<e|p>:<page>:<sub>:<entryId>`, at most 100
 * characters. They are untrusted input: parsed with zod, and a bad or stale one gets a clear reply.
 * The act makes ids unique within one message (Discord rejects duplicates).
 */
import { z } from 'zod';

export const RULE_ACTS = ['pg', 'up', 'ref', 'sub', 'sel', 'alt', 'q'] as const;
export type RuleAct = (typeof RULE_ACTS)[number];

const schema = z.object({
  act: z.enum(RULE_ACTS),
  version: z.string().regex(/^[0-9a-f]{8}$/),
  visibility: z.enum(['e', 'p']),
  page: z.coerce.number().int().min(0).max(999),
  sub: z.coerce.number().int().min(0).max(99),
  id: z.string().regex(/^(?:\d{3}(?:\.\d+)*|(?:fb|sd|smn):[a-z0-9.-]{1,50})$/),
});

export type RuleCustomId = z.infer<typeof schema>;

export function encodeRuleId(c: RuleCustomId): string {
  const s = `rule:v1:${c.act}:${c.version}:${c.visibility}:${c.page}:${c.sub}:${c.id}`;
  if (s.length > 100) throw new Error(`custom id too long: ${s}`);
  return s;
}

export function decodeRuleId(customId: string): RuleCustomId | null {
  if (customId.length > 100) return null;
  const parts = customId.split(':');
  if (parts[0] !== 'rule' || parts[1] !== 'v1' || parts.length < 8) return null;
  const [, , act, version, visibility, page, sub, ...rest] = parts;
  const r = schema.safeParse({ act, version, visibility, page, sub, id: rest.join(':') });
  return r.success ? r.data : null;
}
