/**
 * Keyword abilities (606.5) plug in here: each keyword declares the hooks it needs. The full list of
 * 606.5 keywords is a later issue; a card naming a keyword that is not registered fails catalogue loading.
 */
export interface KeywordPlugin {
  rule: string;
  /** 606.5.33 UNLIMITED: exempt from the copy limit of 100.3. */
  deckUnlimited?: boolean;
  /** 606.5.1 High Speed: may attack in the first AT turn it is on the field. */
  attackOnArrival?: boolean;
}

export const KEYWORDS: Record<string, KeywordPlugin> = {
  UNLIMITED: { rule: '606.5.33', deckUnlimited: true },
  'HIGH SPEED': { rule: '606.5.1', attackOnArrival: true },
};
