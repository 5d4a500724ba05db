/**
 * Links between sections (ours, not rule text), read from the rulebooks side by side:
 *  - GUIDE_LINKS: a Fadalgia basic-guide paragraph → the comprehensive sections that say the same thing.
 *    /rule shows them together, whichever of the two was found.
 *  - KEYWORD_LINKS: a keyword ability → the general rules it changes (Lock Up → who may be attacked), so a
 *    question about the situation also finds the keyword and the other way round.
 * Every id is checked to exist (test/rules/links.test.ts).
 */
export const GUIDE_LINKS: Readonly<Record<string, readonly string[]>> = {
  'fb:win': ['101.3.2', '101.3.2.1', '101.3.2.2', '101.3.2.3', '101.3.2.4'],
  'fb:setup': ['100.3', '101.2.1'],
  'fb:setup.start': ['101.2', '101.2.1', '101.2.2'],
  'fb:stream-mana': ['202.1.1', '604.1'],
  'fb:card-type': ['300.1', '304.1', '303.3', '301.1.1'],
  'fb:card-type.unit': ['200.1', '204.1', '203.1', '604.5'],
  'fb:card-type.action': ['301.1.1'],
  'fb:card-type.item-terrain': ['302.3', '303.4'],
  'fb:zone': ['400.1'],
  'fb:zone.battle': ['404.1', '404.1.1'],
  'fb:zone.mana': ['406.1', '406.3'],
  'fb:zone.hand': ['403.1', '403.2', '503.5.2'],
  'fb:zone.grave': ['405.1'],
  'fb:zone.outer': ['408.1', '408.3'],
  'fb:zone.main-pile': ['401.1', '501.4'],
  'fb:zone.life-pile': ['402.1', '501.5'],
  'fb:card-mode': ['406.3', '604.2', '604.3', '604.4'],
  'fb:card-mode.unit': ['607.9', '607.10'],
  'fb:card-mode.at': ['607.9', '609.2.1', '609.5.1'],
  'fb:card-mode.df': ['607.10', '609.2.1', '609.5.1', '606.3.5'],
  'fb:card-mode.change-up': ['607.12', '501.6'],
  'fb:turn': ['500.1', '502.3', '502.3.1'],
  'fb:turn.refresh': ['501.2', '501.3'],
  'fb:turn.draw': ['501.4', '501.5'],
  'fb:turn.add-mana': ['502.2.1', '502.2.1.3'],
  'fb:turn.cast': ['605.2', '304.3.1', '605.2.5.3.1', '302.2'],
  'fb:turn.battle': ['609.3', '609.7.1', '609.7.2', '609.7.3', '609.8', '608.3.2'],
  'fb:turn.end': ['503.5.2', '503.5.3', '503.5.4'],
  'fb:misc.summon-unit': ['610.1', '610.2', '610.3', '610.4'],
  'fb:misc.break': ['407', '601.1', '601.5'],
};

export const KEYWORD_LINKS: Readonly<Record<string, readonly string[]>> = {
  '606.5.1': ['304.3.1', '609.2.2'],
  '606.5.2': ['609.3.1'],
  '606.5.3': ['609.5.1'],
  '606.5.4': ['501.2'],
  '606.5.5': ['609.8'],
  '606.5.6': ['609.3'],
  '606.5.7': ['608.3'],
  '606.5.8': ['609.7.1', '609.7.2'],
  '606.5.10': ['304.1'],
  '606.5.11': ['304.4'],
  '606.5.16': ['609.2.3', '407.2'],
  '606.5.19': ['609.5.1'],
  '606.5.22': ['605.2.3.3'],
  '606.5.24': ['405.1'],
  '606.5.25': ['609.7.1', '609.7.2'],
  '606.5.26': ['402.4', '608.2'],
  '606.5.29.3': ['609.5.1'],
  '610.3': ['609.8'],
};
