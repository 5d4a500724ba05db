/**
 * The card catalogue: every definition parsed with zod at load (keywords checked against the 606.5 table),
 * ids unique, summoned tokens defined, and nothing the engine would run that it cannot: an effect the engine
 * runs uses a verb it implements, and an ability that works from another zone never listens to an event the
 * engine fires for field objects. Parts the engine does not read yet (keywords outside its registry, their
 * carried abilities, events it never fires) are dormant: `modelStatus` lists them.
 */
import { cardDefSchema, type CardDef, type Effect } from './schema.js';
import { SAMPLE_SET } from './sample-set.js';
import { ZONE_SET } from './sample-set-zones.js';
import { SETS } from './sets/index.js';
import { KEYWORDS } from './keywords.js';
import { ENGINE_SUPPORT } from './engine-support.js';

/** Effects the engine runs: a card's own (unless it resolves by hand), its triggers' and its activated abilities'. */
function engineRunEffects(c: CardDef): Effect[] {
  return [...(c.manual ? [] : c.effects ?? []), ...(c.triggers ?? []).flatMap((x) => x.effects), ...(c.activated ?? []).flatMap((x) => x.effects)];
}

function allEffects(c: CardDef): Effect[] {
  return [...(c.effects ?? []), ...(c.triggers ?? []).flatMap((x) => x.effects), ...(c.activated ?? []).flatMap((x) => x.effects), ...(c.kw ?? []).flatMap((k) => k.effects ?? [])];
}

export function loadCatalog(raw: unknown[]): Map<string, CardDef> {
  const out = new Map<string, CardDef>();
  for (const r of raw) {
    const parsed = cardDefSchema.safeParse(r);
    if (!parsed.success) throw new Error(`${(r as { id?: string }).id ?? '?'}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    const c = parsed.data;
    if (out.has(c.id)) throw new Error(`duplicate card id ${c.id}`);
    for (const e of engineRunEffects(c)) if (!ENGINE_SUPPORT.verbs.includes(e.verb)) throw new Error(`${c.id}: the engine has no verb "${e.verb}" (use it in a keyword entry or a manual card)`);
    for (const tr of c.triggers ?? []) {
      if (!ENGINE_SUPPORT.triggerZones.includes(tr.zone ?? 'field') && ENGINE_SUPPORT.triggerEvents.includes(tr.on)) {
        throw new Error(`${c.id}: a trigger from zone ${tr.zone} on "${tr.on}" would fire from the field (triggers.ts reads field and outer only)`);
      }
    }
    out.set(c.id, c);
  }
  const names = new Set([...out.values()].flatMap((c) => [c.name.th, c.name.en]));
  for (const c of out.values()) {
    for (const e of allEffects(c)) if (e.verb === 'summon' && !out.get(e.token)?.token) throw new Error(`${c.id}: summon of unknown token ${e.token}`);
    // Keywords that name a card (606.5.9 / 606.5.17 / 606.5.31 / 606.5.32) must name one that exists.
    for (const k of c.kw ?? []) {
      if (['TRANSFORM', 'STREAMLINK', 'SKILL USER', 'LIVE'].includes(k.k) && k.name && !names.has(k.name)) throw new Error(`${c.id}: ${k.k} names no card "${k.name}"`);
    }
  }
  return out;
}

export const CATALOG: ReadonlyMap<string, CardDef> = loadCatalog([...SAMPLE_SET, ...ZONE_SET, ...SETS]);

/**
 * The match-only definitions (a scenario's `cards`, kept in that match's state as `extraCards`) of the match
 * being computed. The engine is synchronous: `inMatch` sets them for one call on one state and restores the
 * previous ones after, so two matches in one process never see each other's definitions.
 */
let matchCards: Readonly<Record<string, CardDef>> | undefined;

export function inMatch<T>(s: { extraCards?: Record<string, CardDef> }, f: () => T): T {
  if (s.extraCards === matchCards) return f();
  const outer = matchCards;
  matchCards = s.extraCards;
  try {
    return f();
  } finally {
    matchCards = outer;
  }
}

export function cardDef(id: string): CardDef {
  const c = CATALOG.get(id) ?? matchCards?.[id];
  if (!c) throw new Error(`unknown card ${id}`);
  return c;
}

/** 100.3.1: a keyword of this card lifts the copy limit (606.5.33 UNLIMITED). */
export function unlimitedCopies(c: CardDef): boolean {
  return (c.keywords ?? []).some((k) => KEYWORDS.get(k)?.deck?.unlimitedCopies);
}

/** 606.5.34.1 (a): a Tarot : [Name] card may be in a deck once. */
export function singleCopy(c: CardDef): boolean {
  return (c.kw ?? []).some((k) => k.k === 'TAROT' && k.tarot === 'name');
}

/** Cards a deck may hold (Summon/Phantom definitions are made by abilities, never decked). */
export function deckableCards(): CardDef[] {
  return [...CATALOG.values()].filter((c) => !c.token);
}

export interface ModelStatus {
  /** 'modelled': the engine plays every part; 'manual': the card's effect resolves through the logged
   *  manual-adjust prompt (manual.ts); 'partial': it plays, but the listed parts are dormant (ignored). */
  status: 'modelled' | 'manual' | 'partial';
  /** Keywords the engine's KEYWORDS registry does not hold (ignored in play), with what else is dormant. */
  dormant: string[];
}

/**
 * Which parts of a card the engine plays. A keyword counts as modelled when the registry holds it, or when it
 * is printed on an ordinary trigger the engine fires (606.5.30 Arrive is "a trigger on entering the field").
 */
export function modelStatus(c: CardDef): ModelStatus {
  const dormant: string[] = [];
  for (const k of c.kw ?? []) {
    if (KEYWORDS.has(k.k)) continue;
    const carrier = (c.triggers ?? []).find((tr) => tr.kw === k.k);
    if (carrier && ENGINE_SUPPORT.triggerEvents.includes(carrier.on) && ENGINE_SUPPORT.triggerZones.includes(carrier.zone ?? 'field') && !hasBody(k)) continue;
    dormant.push(`keyword ${k.k}`);
  }
  for (const tr of c.triggers ?? []) if (!ENGINE_SUPPORT.triggerEvents.includes(tr.on)) dormant.push(`trigger on ${tr.on}`);
  for (const a of c.activated ?? []) if (!ENGINE_SUPPORT.activatedZones.includes(a.zone ?? 'field')) dormant.push(`activated from ${a.zone}`);
  for (const x of c.continuous ?? []) if (!ENGINE_SUPPORT.continuous.includes(x.k)) dormant.push(`continuous ${x.k}`);
  if (c.manual) return { status: 'manual', dormant };
  return { status: dormant.length ? 'partial' : 'modelled', dormant: [...new Set(dormant)] };
}

function hasBody(k: NonNullable<CardDef['kw']>[number]): boolean {
  return !!(k.effects || k.continuous || k.grants || k.cost !== undefined);
}
