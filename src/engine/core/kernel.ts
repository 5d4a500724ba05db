/**
 * The rules kernel: the pieces every game module is built from. Import from here in game modules.
 * See src/engine/README.md for how a game plugs in and how a keyword is written.
 */
export * from './zones.js';
export * from './bus.js';
export * from './triggers.js';
export * from './stack.js';
export * from './layers.js';
export * from './replacement.js';
export * from './limits.js';
export * from './costs.js';
export * from './selectors.js';
export * from './prompts.js';
export * from './checks.js';
export * from './scenario.js';
export * from './keywords.js';
export type { Seat, Viewer, Text, Redacted } from './view-types.js';
export type { Action, ApplyResult, GameModule, MatchResult, Prompt, PromptKind, PromptOption, RuleError, EngineEvent, FormatInfo, DeckSupport, DeckParse, PreconInfo } from './api-types.js';
export { t, ruleError, isRuleError } from './text.js';
export { parseAction } from './actions.js';
