import type { Text } from './view-types.js';
import type { RuleError } from './api-types.js';

export function t(th: string, en: string): Text {
  return { th, en };
}

export function ruleError(code: string, rule: string, th: string, en: string): RuleError {
  return { code, rule, message: { th, en } };
}

export function isRuleError(x: unknown): x is RuleError {
  return !!x && typeof x === 'object' && 'code' in x && 'rule' in x && 'message' in x;
}
