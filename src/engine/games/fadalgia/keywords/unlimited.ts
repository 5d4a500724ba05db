/** 606.5.33 UNLIMITED: a deck-building ability: any number of copies of this name (an exception to 100.3). */
import type { KeywordModule } from '../../../core/keywords.js';
import type { FState } from '../types.js';

export const unlimited: KeywordModule<FState> = {
  name: 'UNLIMITED',
  rule: '606.5.33',
  deck: { unlimitedCopies: true },
};
