/**
 * A card's activated abilities (606.3): the printed ones, then the ones activated keywords carry (606.5.14
 * Guerilla Concert, 606.5.18 Flip, 606.5.24 Assassinate, 606.5.28 Avatar), one index space so the Break, the
 * priority options and the resolution name them alike. A keyword's ability works where its module says
 * (the grave for Assassinate, the mana zone for Flip); the module adds its own checks and bookkeeping.
 */
import type { CardDef, Effect, KeywordEntry } from './cards/schema.js';
import type { G } from './ctx.js';
import type { BreakEntry, Obj } from './types.js';
import { ENGINE_SUPPORT } from './cards/engine-support.js';
import { keywordInfo } from './cards/keyword-table.js';
import type { ActivatedDef } from './cards/schema.js';
import { KEYWORDS } from './keyword-registry.js';
import { cardDef as cardDefOf } from './cards/catalog.js';
import type { FKeyword } from './keywords/fkeyword.js';

export interface Ability {
  a: ActivatedDef;
  /** The keyword entry it is printed as, and its module (keyword abilities only). */
  entry?: KeywordEntry;
  mod?: FKeyword;
  /** The section the ability works by (606.3.2, or the keyword's). */
  rule: string;
  /** 606.5.17: an ability lent by another card (Streamlink's named card): that card and its own index. */
  lent?: { cardId: string; idx: number };
}

/**
 * A keyword that lends a unit another card's abilities while it works (606.5.17 Streamlink: the named card in
 * the mana zone). Returns the lending card's object, or null.
 */
export type Lends = (g: G, o: Obj, e: KeywordEntry) => Obj | null;
type Lending = FKeyword & { lends?: Lends };

const lending = new WeakMap<CardDef, boolean>();
function mayLend(d: CardDef): boolean {
  let r = lending.get(d);
  if (r === undefined) {
    r = !!d.kw?.some((e) => !!(KEYWORDS.get(e.k) as Lending | undefined)?.lends);
    lending.set(d, r);
  }
  return r;
}

/** The cards lending `o` their abilities now (606.5.17), with the keyword entry that lends them. */
export function lendersOf(g: G, o: Obj, d: CardDef = cardDefOf(o.card)): Obj[] {
  if (!mayLend(d)) return [];
  const out: Obj[] = [];
  for (const e of d.kw ?? []) {
    const m = (KEYWORDS.get(e.k) as Lending | undefined)?.lends?.(g, o, e);
    if (m) out.push(m);
  }
  return out;
}

/**
 * The abilities object `o` can activate now: its card's (abilitiesOf), then those lent to it (606.5.17), one
 * index space. A card that cannot be lent anything gets the cached printed list (no allocation).
 */
export function abilitiesFor(g: G, o: Obj, d: CardDef = cardDefOf(o.card)): readonly Ability[] {
  const own = abilitiesOf(d);
  const lenders = lendersOf(g, o, d);
  if (!lenders.length) return own;
  const out = [...own];
  for (const m of lenders) {
    abilitiesOf(cardDefOf(m.card)).forEach((ab, idx) => {
      // Lent to a unit on the field: the lender's field abilities, not its mana-zone or grave ones (606.5.18 Flip).
      if ((ab.a.zone ?? 'field') !== 'field') return;
      out.push({ ...ab, lent: { cardId: m.card, idx } });
    });
  }
  return out;
}

export function abilityFor(g: G, o: Obj, idx: number | undefined): Ability | undefined {
  return idx === undefined ? undefined : abilitiesFor(g, o)[idx];
}

const cache = new WeakMap<CardDef, readonly Ability[]>();
const NONE: readonly Ability[] = [];

export function abilitiesOf(d: CardDef): readonly Ability[] {
  let out = cache.get(d);
  if (out) return out;
  const list: Ability[] = (d.activated ?? []).map((a) => ({ a, rule: a.zone === 'mana' ? '406.2.1' : '606.3.2' }));
  for (const e of d.kw ?? []) {
    const mod = KEYWORDS.get(e.k) as FKeyword | undefined;
    const act = mod?.activation;
    if (!mod || !act) continue;
    const effects = e.effects ?? [];
    // A carried ability with a verb the engine lacks stays dormant rather than run wrongly.
    if (!effects.every((x) => ENGINE_SUPPORT.verbs.includes(x.verb))) continue;
    const info = keywordInfo(e.k)!;
    const a: ActivatedDef = {
      zone: act.zone, kw: e.k, cost: e.cost ?? 0, timing: e.timing ?? ['AT', 'DF'], effects: effects as ActivatedDef['effects'],
      ...(e.target ? { target: e.target } : {}), ...(e.additionalCost ? { additionalCost: e.additionalCost } : {}),
      text: e.text ?? { th: info.th, en: info.en },
    };
    list.push({ a, entry: e, mod, rule: mod.rule });
  }
  out = list.length ? list : NONE;
  cache.set(d, out);
  return out;
}

export function abilityAt(d: CardDef, idx: number | undefined): Ability | undefined {
  return idx === undefined ? undefined : abilitiesOf(d)[idx];
}

/**
 * A card's effects as it resolves, plus the ones keywords give it now (606.5.31.3 Skill User: while its
 * controller controls the named unit). Without such a keyword, the printed list itself (no copy).
 */
export function castEffects(g: G, e: BreakEntry, printed: readonly Effect[]): readonly Effect[] {
  let out: Effect[] | null = null;
  const card = g.s.objs[e.src];
  if (!card) return printed;
  for (const k of cardDefOf(card.card).kw ?? []) {
    const more = (KEYWORDS.get(k.k) as FKeyword | undefined)?.extraEffects?.(g, e.ctrl, card, k);
    if (more?.length) (out ??= [...printed]).push(...more);
  }
  return out ?? printed;
}
