/**
 * A parsed set file validated whole by its game's card language (CardSetSupport): every error names the card,
 * the field and the line, and the set is accepted only when every card is. The accepted set is addressed by
 * the SHA-256 of its canonical JSON (sorted keys, NFC text), so the same set uploaded twice is the same version.
 *
 * Names are unique per game and server: deck lists find cards by Thai or English name, so a community card
 * named like a shipped card, a card of the server's other sets or another card of its own set would be
 * unreachable (or worse, silently the other card). Such a set is refused, naming both cards; the author
 * renames (a community that reprints a shipped card uses the shipped card itself). Tokens are not deck cards
 * and take part in none of this (isToken).
 */
import type { CardSummary } from '../engine/core/api-types.js';
import { cardSetSupport } from '../engine/index.js';
import type { Text } from '../engine/core/view-types.js';
import { cardName, type RawSet, type SetHeader, type SetIssue } from './set-file.js';
import { setHash } from './set-hash.js';

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

/**
 * A name as deck lists compare it: the loosest of the games' readers (Fadalgia's ignores case, spaces and
 * punctuation; the others case only), so two names that differ here differ for every game.
 */
export function nameKey(name: string): string {
  return name.normalize('NFC').toLowerCase().replace(/[\s'’".,:;!?()[\]{}_-]+/g, '');
}

/** A card a name belongs to: its id, and the set code when it is a server card (null: shipped). */
export interface NameOwner { id: string; code: string | null }

/** A definition's name: every game's definitions carry `name` ({ th, en }); the summary is the fallback. */
function nameOf(sets: NonNullable<ReturnType<typeof cardSetSupport>>, def: unknown): Text {
  const n = (def as { name?: { th?: unknown; en?: unknown } }).name;
  return n && typeof n.th === 'string' && typeof n.en === 'string' ? { th: n.th, en: n.en } : sets.summary(def).name;
}

/**
 * Tokens are summoned by id, never listed in a deck (a deck list's names never find one), so a token's name
 * reserves nothing: it may repeat another token's or a card's name, of this set, another set of the server or
 * the shipped cards, as Forge keeps token scripts apart from the card database and ygopro's tokens share
 * names across sets. Only the cards a deck can list have unique names.
 */
export const isToken = (def: unknown) => !!(def as { token?: unknown } | null)?.token;

const shippedNames = new Map<string, ReadonlyMap<string, NameOwner>>();
/** The name keys (and ids) of a game's shipped deck cards. */
export function shippedNamesOf(game: string): ReadonlyMap<string, NameOwner> {
  let names = shippedNames.get(game);
  if (!names) {
    const sets = cardSetSupport(game);
    const m = new Map<string, NameOwner>();
    const shipped = sets?.shipped() ?? [];
    const parsed = sets?.parse(shipped);
    for (const d of parsed?.ok ? parsed.cards : shipped) {
      if (isToken(d)) continue;
      const id = idOf(d);
      const name = nameOf(sets!, d);
      for (const n of [name.th, name.en, id]) if (!m.has(nameKey(n))) m.set(nameKey(n), { id, code: null });
    }
    names = m;
    shippedNames.set(game, names);
  }
  return names;
}

function nameClashes(game: string, defs: readonly unknown[], otherNames: ReadonlyMap<string, NameOwner>): SetIssue[] {
  const sets = cardSetSupport(game)!;
  const shipped = shippedNamesOf(game);
  const own = new Map<string, string>();
  const out: SetIssue[] = [];
  for (const d of defs) {
    if (isToken(d)) continue;
    const id = idOf(d);
    const name = nameOf(sets, d);
    for (const lang of ['th', 'en'] as const) {
      const key = nameKey(name[lang]);
      if (!key) continue;
      const ownId = own.get(key);
      const other = shipped.get(key) ?? otherNames.get(key) ?? (ownId !== undefined ? { id: ownId, code: '' } : undefined);
      if (other && other.id !== id) out.push({ card: id, field: `name.${lang}`, message: clashText(name[lang], other) });
      else own.set(key, id);
    }
  }
  return out;
}

function clashText(name: string, other: NameOwner): Text {
  const shown = name.slice(0, 60);
  const where = other.code === null ? { th: `การ์ด ${other.id} ที่มากับ Sanam`, en: `card ${other.id}, shipped with Sanam` }
    : other.code === '' ? { th: `การ์ด ${other.id} ในชุดนี้`, en: `card ${other.id} of this set` }
      : { th: `การ์ด ${other.id} ของชุด ${other.code} ในเซิร์ฟเวอร์นี้`, en: `card ${other.id} of this server's set ${other.code}` };
  return {
    th: `ชื่อ "${shown}" ซ้ำกับ${where.th}: รายการเด็คหาการ์ดจากชื่อ ชื่อจึงต้องต่างกัน (ไม่นับตัวพิมพ์ ช่องว่าง และเครื่องหมาย)`,
    en: `the name "${shown}" is already ${where.en}: deck lists find cards by name, so names must differ (ignoring case, spaces and punctuation)`,
  };
}

/**
 * `otherIds`: the ids of the server's other sets of the same game (a set replacing itself is not one of them);
 * `opts.otherNames`: their cards' names by nameKey.
 */
export function validateSet(raw: RawSet, otherIds: ReadonlySet<string> = new Set(), opts: { shipped?: boolean; otherNames?: ReadonlyMap<string, NameOwner> } = {}): ValidateResult {
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
  if (!opts.shipped) {
    const clashes = nameClashes(raw.header.game, r.cards, opts.otherNames ?? new Map());
    if (clashes.length) {
      const lineOf = new Map(raw.cards.map((c, i) => [cardName(c, i), raw.lines[i]]));
      return { ok: false, errors: clashes.slice(0, 50).map((e) => ({ ...e, ...(e.card && lineOf.get(e.card) ? { line: lineOf.get(e.card)! } : {}) })) };
    }
  }
  return { ok: true, set: { header: raw.header, cards: raw.cards, defs: r.cards, hash: setHash(raw.header, raw.cards) } };
}

/** The game's summary of one validated definition. */
export function summaryOf(game: string, def: unknown): CardSummary | null {
  return cardSetSupport(game)?.summary(def) ?? null;
}
