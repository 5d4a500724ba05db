/**
 * A parsed set file validated whole by its game's card language (CardSetSupport): every error names the card,
 * the field and the line, and the set is accepted only when every card is. The accepted set is addressed by
 * the SHA-256 of its canonical JSON (sorted keys, NFC text), so the same set uploaded twice is the same version.
 */
import { canonicalJson, sha256Hex } from '../engine/core/hash.js';
import type { CardSummary } from '../engine/core/api-types.js';
import { cardSetSupport } from '../engine/index.js';
import { cardName, type RawSet, type SetHeader, type SetIssue } from './set-file.js';

export interface ValidSet {
  header: SetHeader;
  /** The cards as the author wrote them (what /cards export gives back). */
  cards: unknown[];
  /** The game's validated definitions (what a match pins). */
  defs: unknown[];
  hash: string;
}

export type ValidateResult = { ok: true; set: ValidSet } | { ok: false; errors: SetIssue[] };

/** The id a card of any game carries (every game's definitions have one). */
export function idOf(def: unknown): string {
  return String((def as { id?: unknown }).id);
}

const shippedIds = new Map<string, ReadonlySet<string>>();
/** The ids of a game's shipped cards, which no server set may reuse. */
export function shippedIdsOf(game: string): ReadonlySet<string> {
  let ids = shippedIds.get(game);
  if (!ids) {
    ids = new Set((cardSetSupport(game)?.shipped() ?? []).map(idOf));
    shippedIds.set(game, ids);
  }
  return ids;
}

export function setHash(header: SetHeader, cards: readonly unknown[]): string {
  return sha256Hex(canonicalJson({ header, cards }));
}

/** `otherIds`: the ids of the server's other sets of the same game (a set replacing itself is not one of them). */
export function validateSet(raw: RawSet, otherIds: ReadonlySet<string> = new Set(), opts: { shipped?: boolean } = {}): ValidateResult {
  const game = cardSetSupport(raw.header.game);
  if (!game) {
    return { ok: false, errors: [{ card: null, field: 'game', message: { th: `เกม "${raw.header.game}" ยังไม่รับการ์ดจากชุมชน`, en: `game "${raw.header.game}" takes no community cards yet` } }] };
  }
  const prefix = `${raw.header.set}-`;
  const line = (i: number) => (raw.lines[i] ? { line: raw.lines[i] } : {});
  // Ids live in one namespace per game: the set's code first keeps two sets of one server apart.
  const misnamed: SetIssue[] = [];
  raw.cards.forEach((c, i) => {
    const id = (c as { id?: unknown } | null)?.id;
    if (typeof id === 'string' && !id.startsWith(prefix) && !opts.shipped) {
      misnamed.push({ card: cardName(c, i), field: 'id', message: { th: `รหัสการ์ดต้องขึ้นต้นด้วย "${prefix}"`, en: `the card id must start with "${prefix}"` }, ...line(i) });
    }
  });
  if (misnamed.length) return { ok: false, errors: misnamed.slice(0, 50) };
  const known = new Set([...(opts.shipped ? [] : shippedIdsOf(raw.header.game)), ...otherIds]);
  const r = game.parse(raw.cards, { known });
  if (!r.ok) {
    const lineOf = new Map(raw.cards.map((c, i) => [cardName(c, i), raw.lines[i]]));
    return { ok: false, errors: r.errors.map((e) => ({ ...e, ...(e.card && lineOf.get(e.card) ? { line: lineOf.get(e.card)! } : {}) })) };
  }
  return { ok: true, set: { header: raw.header, cards: raw.cards, defs: r.cards, hash: setHash(raw.header, raw.cards) } };
}

/** The game's summary of one validated definition. */
export function summaryOf(game: string, def: unknown): CardSummary | null {
  return cardSetSupport(game)?.summary(def) ?? null;
}
