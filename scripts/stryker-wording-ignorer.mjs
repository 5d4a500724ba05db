/**
 * A Stryker ignorer: the wording of user-facing text is not a rule, so mutants inside it are not counted.
 * Ignored: a `{ th, en }` object (a Text: log lines, option labels, reasons) and everything in it; the Thai and
 * English message arguments of `err(...)` / `ruleError(...)` (their code and rule id are still mutated); the
 * arguments of `t(th, en)`. The i18n and language tests check the wording exists in both languages.
 */
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

const isText = (n) => n?.type === 'ObjectExpression' && n.properties.length === 2 &&
  n.properties.every((p) => p.type === 'ObjectProperty' && p.key.type === 'Identifier' && (p.key.name === 'th' || p.key.name === 'en'));
const callee = (n) => (n?.type === 'CallExpression' && n.callee.type === 'Identifier' ? n.callee.name : null);

function wording(path) {
  for (let p = path; p; p = p.parentPath) {
    if (isText(p.node)) return true;
    const parent = p.parentPath?.node;
    const name = callee(parent);
    if (name && parent.arguments.includes(p.node)) {
      const i = parent.arguments.indexOf(p.node);
      if ((name === 'err' || name === 'ruleError') && i >= 2) return true;
      if (name === 't') return true;
    }
    if (p.isStatement?.()) return false;
  }
  return false;
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'wording', {
    shouldIgnore: (path) => (wording(path) ? 'user-facing wording (Thai/English text), not a rule' : undefined),
  }),
];
