/**
 * Keyword-carried trigger abilities (606.4 / 606.5): After Life, Encore, Timekeeper, Live, Tarot X carry the
 * ability written after the keyword (the card's `kw` entry: effects, target, costs, text); Immortal, Famous and
 * Trainee have an effect of their own (the module's `trigger.native`). They queue from the bus like card
 * triggers and go on the Break the same way (APNAP, optional choice, targets), the keyword named in the label
 * and log. 606.5.12 / 606.5.15: an ability whose name happens once per turn (keyword-table `oncePerTurnPerName`)
 * is checked as it triggers and counted as it goes on the Break.
 */
import type { Seat, Text } from '../../core/view-types.js';
import { t } from '../../core/text.js';
import { KEYWORDS } from './cards/keywords.js';
import { cardDef } from './cards/catalog.js';
import { keywordInfo } from './cards/keyword-table.js';
import type { AddCost, CardDef, Effect, KeywordEntry, TargetSpec } from './cards/schema.js';
import { type G, log, seatName } from './ctx.js';
import type { FKeyword, KwTrigger } from './keywords/fkeyword.js';
import { nameKey, usableThisTurn, useThisTurn } from './limits.js';
import type { PendingTrigger } from './types.js';

export interface TrigView {
  optional?: boolean;
  target?: TargetSpec;
  additionalCost?: AddCost[];
  effects: Effect[];
  text: Text;
  /** The keyword it is printed as (606.5), for the log. */
  kw?: string;
}

export interface KwSource {
  id: string;
  cardId: string;
  ctrl: Seat;
}

function entryOf(card: CardDef, key: string): { index: number } | null {
  const kw = card.kw;
  if (!kw) return null;
  const index = kw.findIndex((e) => e.k === key);
  return index < 0 ? null : { index };
}

function moduleOf(key: string): KwTrigger {
  return (KEYWORDS.get(key) as FKeyword | undefined)?.trigger ?? {};
}

/** Does the card have the keyword printed (its `kw` entries)? */
export function printedKw(cardId: string, key: string): boolean {
  return !!cardDef(cardId).keywords?.includes(key);
}

/** The label name of a keyword (English name of 606.5's table, e.g. "After Life"). */
export function kwName(key: string): Text {
  const info = keywordInfo(key);
  return info ? t(info.th, info.en) : t(key, key);
}

/**
 * Queues `key`'s trigger of `src` (a card that has the keyword). Skipped when the ability's name already
 * happened this turn for that player (606.5.12 / 606.5.15).
 */
export function queueKw(g: G, key: string, src: KwSource, about?: string[]): void {
  // A keyword gained through an effect has no entry on the card: its own effect (native) still happens (index -1).
  const found = entryOf(cardDef(src.cardId), key) ?? (moduleOf(key).native ? { index: -1 } : null);
  if (!found) return;
  if (keywordInfo(key)?.oncePerTurnPerName && !usableThisTurn(g, nameKey(src.ctrl, key))) return;
  g.s.triggers.push({ ctrl: src.ctrl, src: src.id, card: src.cardId, ability: found.index, kw: key, ...(about ? { about } : {}) });
}

/** The trigger as the Break shows and resolves it. */
export function kwTrigView(tr: PendingTrigger): { card: CardDef; def: TrigView } {
  const card = cardDef(tr.card);
  const entry: KeywordEntry | undefined = tr.ability === -1 ? { k: tr.kw! } : card.kw?.[tr.ability];
  if (!entry || entry.k !== tr.kw) throw new Error(`engine bug: keyword trigger ${tr.card}#${tr.kw}`);
  const m = moduleOf(entry.k);
  const name = kwName(entry.k);
  const text = entry.text ?? m.text ?? name;
  return {
    card,
    def: {
      ...(m.optional ? { optional: true } : {}),
      ...(entry.target ? { target: entry.target } : {}),
      ...(entry.additionalCost ? { additionalCost: entry.additionalCost } : {}),
      effects: entry.effects ?? m.effects ?? [],
      kw: entry.k,
      text: text.en.toUpperCase().startsWith(name.en.toUpperCase()) ? text : t(`${name.th}: ${text.th}`, `${name.en}: ${text.en}`),
    },
  };
}

/** 606.5.12 / 606.5.15: as it goes on the Break, a once-per-turn name is counted; a second one this turn does not happen. */
export function kwMayHappen(g: G, tr: PendingTrigger): boolean {
  if (!tr.kw || !keywordInfo(tr.kw)?.oncePerTurnPerName) return true;
  const key = nameKey(tr.ctrl, tr.kw);
  const info = keywordInfo(tr.kw)!;
  if (!usableThisTurn(g, key)) {
    log(g, tr.ctrl, t(`${info.th} ของ ${seatName(g, tr.ctrl)} เกิดขึ้นแล้วในเทิร์นนี้ จึงไม่เกิดอีก`, `${seatName(g, tr.ctrl)}'s ${info.en} already happened this turn; it does not happen again`), info.rule);
    return false;
  }
  useThisTurn(g, key);
  return true;
}

/** What resolve.ts needs beyond the carried effects: the module's own effect and X. */
export function kwResolveParts(key: string): Pick<KwTrigger, 'native' | 'x' | 'effects'> {
  const m = moduleOf(key);
  return { ...(m.native ? { native: m.native } : {}), ...(m.x ? { x: m.x } : {}), ...(m.effects ? { effects: m.effects } : {}) };
}
