/**
 * Card definitions are data, validated with zod when the catalogue loads (a typo fails at start-up,
 * not mid-match). Every ability keeps its Thai and English text beside its structure.
 */
import { z } from 'zod';
import { KEYWORD_KEYS, keywordInfo, type KeywordInfo } from './keyword-table.js';

const text = z.object({ th: z.string().min(1), en: z.string().min(1) }).strict();
const element = z.enum(['fire', 'water', 'wind', 'earth', 'none']);
const side = z.enum(['own', 'opp', 'any']);

export const targetSpecSchema = z
  .object({
    kind: z.enum(['unit', 'player', 'unit-or-player']),
    side,
    mode: z.enum(['AT', 'DF']).optional(),
    count: z.number().int().min(1).max(3).optional(),
    element: element.optional(),
  })
  .strict();
export type TargetSpec = z.infer<typeof targetSpecSchema>;

/**
 * Who/what an effect acts on. 'target' = the chosen targets; 'self' = the source object; 'ctrl'/'opp' =
 * players; 'equipped' = the unit the source item is attached to; 'opp-units'/'own-units' = every such unit;
 * 'about' = the object the triggering event was about.
 */
export const refSchema = z.enum(['target', 'self', 'ctrl', 'opp', 'equipped', 'opp-units', 'own-units', 'about']);
export type Ref = z.infer<typeof refSchema>;

const cardType = z.enum(['unit', 'action', 'item', 'terrain']);
const filter = z
  .object({ type: cardType.optional(), element: element.optional(), subtype: z.string().optional(), name: z.string().optional() })
  .strict();
export type CardFilter = z.infer<typeof filter>;

/** The zones a count or an ability can name (400.1): 'life' / 'main' are the piles. */
export const zoneSchema = z.enum(['field', 'hand', 'grave', 'mana', 'outer', 'life', 'main']);
export type ZoneName = z.infer<typeof zoneSchema>;

/**
 * Conditions ("if …", "while …"). Life piles: the controller's ('life-…') or the opponent's ('opp-life-…').
 * 'control': the controller has a unit on the field matching the filter (606.5.27 Clan, 606.5.31 Skill User,
 * 606.5.32 Live name a unit). 'zone-count': how many cards matching the filter are in a zone of a player.
 * 'tarot-names': how many different Tarot names the controller has gained (606.5.34.1).
 */
const lifeCond = z.object({ k: z.enum(['life-at-least', 'life-at-most', 'opp-life-at-most']), n: z.number().int().min(0) }).strict();
const zoneCountCond = z.object({ k: z.literal('zone-count'), zone: zoneSchema, who: z.enum(['own', 'opp']), filter: filter.optional(), min: z.number().int().min(0).max(60).optional(), max: z.number().int().min(0).max(60).optional() }).strict();
export const condSchema = z.discriminatedUnion('k', [
  lifeCond,
  z.object({ k: z.literal('control'), filter, min: z.number().int().min(1).max(10).optional() }).strict(),
  zoneCountCond,
  z.object({ k: z.literal('tarot-names'), min: z.number().int().min(1).max(20) }).strict(),
]);
export type Condition = z.infer<typeof condSchema>;
/**
 * Effects carry the conditions the engine checks today (verbs/index.ts): life piles and zone counts (408.3);
 * the other conditions are written on keyword entries (606.5.24 / 606.5.27 / 606.5.31 / 606.5.32) until the
 * engine's condition check reads them.
 */
// A name filter is not counted by the engine yet (verbs/count.ts), so an effect's count cannot use one.
const cond = z.discriminatedUnion('k', [lifeCond, zoneCountCond.extend({ filter: filter.omit({ name: true }).optional() })]);

/** A keyword as printed: a key of the 606.5 table (keyword-table.ts), aliases and parameters allowed ("Resist : Fire"). */
const keywordName = z.string().min(1).refine((s) => !!parseKeywordString(s), { message: 'not a keyword of 606.5 (keyword-table.ts)' });

const n = z.number().int().min(0).max(20);
export const effectSchema = z.discriminatedUnion('verb', [
  // `x: true`: the number is the X chosen earlier in the same resolution ('number' verb, 101.6); n is ignored.
  z.object({ verb: z.literal('draw'), who: refSchema, n, x: z.literal(true).optional(), pile: z.enum(['main', 'life']).optional(), cond: cond.optional() }).strict(),
  z.object({ verb: z.literal('damage'), to: refSchema, n, x: z.literal(true).optional(), cond: cond.optional() }).strict(),
  z.object({ verb: z.literal('destroy'), to: refSchema, cond: cond.optional() }).strict(),
  z.object({ verb: z.literal('heal'), who: refSchema, n, x: z.literal(true).optional(), cond: cond.optional() }).strict(),
  z.object({ verb: z.literal('modify'), to: refSchema, at: z.number().int(), df: z.number().int(), until: z.enum(['turn', 'game']), cond: cond.optional() }).strict(),
  z.object({ verb: z.literal('counter'), to: refSchema, kind: z.string().min(1), n: z.number().int().min(1).max(20), cond: cond.optional() }).strict(),
  z.object({ verb: z.literal('search'), who: refSchema, pile: z.enum(['main', 'life']), filter, to: z.enum(['hand']), cond: cond.optional() }).strict(),
  z.object({ verb: z.literal('discard'), who: refSchema, n, cond: cond.optional() }).strict(),
  z.object({ verb: z.literal('sacrifice'), who: refSchema, n, cond: cond.optional() }).strict(),
  z.object({ verb: z.literal('mode'), to: refSchema, mode: z.enum(['AT', 'DF']), cond: cond.optional() }).strict(),
  z.object({ verb: z.literal('summon'), token: z.string(), n: z.number().int().min(1).max(3), cond: cond.optional() }).strict(),
  z.object({ verb: z.literal('mana'), n, element, cond: cond.optional() }).strict(),
  z.object({ verb: z.literal('change-up'), cond: cond.optional() }).strict(),
  z.object({ verb: z.literal('move'), to: refSchema, zone: z.enum(['hand', 'outer', 'grave']), cond: cond.optional() }).strict(),
  z.object({ verb: z.literal('win'), who: refSchema, cond: cond.optional() }).strict(),
  z.object({ verb: z.literal('lose'), who: refSchema, cond: cond.optional() }).strict(),
  /** 607.4: show the top cards of a closed pile to the opponent; they stay where they are. */
  z.object({ verb: z.literal('reveal'), who: refSchema, pile: z.enum(['main', 'life']), n: z.number().int().min(1).max(5), cond: cond.optional() }).strict(),
  /** 101.6: the controller chooses a number from 0 to max; later effects with `x: true` use it. */
  z.object({ verb: z.literal('number'), max: z.number().int().min(0).max(20), text, cond: cond.optional() }).strict(),
  /** 400.9: the controller gains control of the units. */
  z.object({ verb: z.literal('control'), to: refSchema, cond: cond.optional() }).strict(),
  /** 401.3 / 402.3: the player puts n cards from the hand on top/bottom of a pile, in an order they choose unseen (400.6.1). */
  z.object({ verb: z.literal('put-back'), who: refSchema, n: z.number().int().min(1).max(5), pile: z.enum(['main', 'life']), at: z.enum(['top', 'bottom']), cond: cond.optional() }).strict(),
  /** Keywords gained through an effect (606.5, "gains Airborne until end of turn"); they work as printed ones. */
  z.object({ verb: z.literal('grant'), to: refSchema, keywords: z.array(keywordName).min(1), until: z.enum(['turn', 'game']), cond: cond.optional() }).strict(),
]);
export type Effect = z.infer<typeof effectSchema>;
export type Verb = Effect['verb'];

/** 603.2.2: additional costs, paid when the card or ability leaves the Break. */
export const addCostSchema = z.discriminatedUnion('k', [
  z.object({ k: z.literal('skill') }).strict(),
  z.object({ k: z.literal('sacrifice-self') }).strict(),
  z.object({ k: z.literal('sacrifice'), n: z.number().int().min(1).max(3) }).strict(),
  z.object({ k: z.literal('discard'), n: z.number().int().min(1).max(3) }).strict(),
  z.object({ k: z.literal('counter'), kind: z.string(), n: z.number().int().min(1).max(10) }).strict(),
  z.object({ k: z.literal('mana'), n: z.number().int().min(1).max(10) }).strict(),
]);
export type AddCost = z.infer<typeof addCostSchema>;

/**
 * Turn events (500.2.1.1 / 500.2.1.2 / 502.1.1 / 503.1.1), all of the controller's own AT turn:
 * 'turn-start' "เมื่อเข้า AT Turn", 'refresh-end' "เมื่อผ่าน Refresh Phase", 'main-start' "เมื่อเข้า Main Phase"
 * (these three enter the Break as Main begins), 'main-end' "เมื่อผ่าน Main Phase" and 'end-turn'
 * "เมื่อจบ AT Turn" (these two enter the Break as Clean Up begins).
 * 'attack' / 'block': "when this unit attacks / blocks"; 'any-attack' / 'any-block': "when a unit attacks /
 * blocks" (609.4.1, 609.4.1.1, 609.5.1.1), fired for every object on the field, about the unit that acts.
 */
export const triggerEventSchema = z.enum(['arrive', 'attack', 'block', 'attacked', 'any-attack', 'any-block', 'destroyed', 'leave', 'turn-start', 'refresh-end', 'main-start', 'main-end', 'end-turn', 'damage-player',
  // Events the keywords of 606.5 need: 'cast' this card is cast successfully (606.5.9 / 606.5.32 / 606.5.34);
  // 'own-cast' its controller casts another card (606.5.23); 'searched' a pile holding it is searched
  // (606.5.12); 'to-grave' it goes from the field to the grave (606.5.11); 'life-to-grave' it goes from the
  // life pile to the grave through the opponent's damage (606.5.26); 'to-outer' it is removed to the Outer
  // Zone (606.5.15); 'clean-up' each Clean Up phase (606.5.4); 'fought' it fought and survived (606.5.5).
  'cast', 'own-cast', 'searched', 'to-grave', 'life-to-grave', 'to-outer', 'clean-up', 'fought']);
export type TriggerEvent = z.infer<typeof triggerEventSchema>;

export const triggerSchema = z
  .object({
    on: triggerEventSchema,
    /**
     * 408.4: 'outer' = the ability works only while the card is in the Outer Zone ("from the Outer Zone"); 'grave',
     * 'life', 'hand', 'main' likewise for abilities that work there (606.5.11, 606.5.26, 606.5.12). Default: on the field.
     */
    zone: zoneSchema.exclude(['mana']).optional(),
    /** The keyword this ability is printed as (e.g. 'ARRIVE' for "Arrive: …", 606.5.30). */
    kw: z.enum(KEYWORD_KEYS).optional(),
    optional: z.boolean().optional(),
    target: targetSpecSchema.optional(),
    additionalCost: z.array(addCostSchema).optional(),
    effects: z.array(effectSchema).min(1),
    text,
  })
  .strict();
export type TriggerDef = z.infer<typeof triggerSchema>;

const timing = z.array(z.enum(['AT', 'DF'])).min(1);

export const activatedSchema = z
  .object({
    /**
     * 406.2.1: 'mana' = a [Mana Zone] ability, usable only while the card is a Stream in the mana zone; 'grave' /
     * 'hand' / 'outer' for abilities used from there (606.5.24 Assassinate). Default: on the field.
     */
    zone: z.enum(['field', 'mana', 'grave', 'hand', 'outer']).optional(),
    /** The keyword this ability is printed as (606.5.14 Guerilla Concert, 606.5.24 Assassinate, 606.5.28 Avatar). */
    kw: z.enum(KEYWORD_KEYS).optional(),
    cost: z.number().int().min(0).max(10),
    timing,
    target: targetSpecSchema.optional(),
    additionalCost: z.array(addCostSchema).optional(),
    effects: z.array(effectSchema).min(1),
    text,
  })
  .strict()
  // Every activated ability must cost something, so that a turn cannot loop forever.
  .refine((a) => a.cost > 0 || (a.additionalCost?.length ?? 0) > 0, { message: 'an activated ability needs a cost' });
export type ActivatedDef = z.infer<typeof activatedSchema>;

export const continuousSchema = z.discriminatedUnion('k', [
  z
    .object({
      k: z.literal('modify'),
      scope: z.enum(['self', 'equipped', 'own-units', 'opp-units']),
      filter: filter.optional(),
      at: z.number().int(),
      df: z.number().int(),
    })
    .strict(),
  z.object({ k: z.literal('prohibit'), what: z.enum(['life-draw', 'attack-player']), who: z.enum(['own', 'opp']) }).strict(),
  z.object({ k: z.literal('allow'), what: z.enum(['attack-on-arrival', 'extra-life-draw']), scope: z.enum(['self', 'own']) }).strict(),
  // 605.2.2.2: changes the cost of cards cast by the source's controller ('own') or its opponent ('opp').
  z.object({ k: z.literal('cost'), who: z.enum(['own', 'opp']), filter: filter.optional(), n: z.number().int().min(-5).max(5) }).strict(),
  // Keywords granted by a static ability ("your Knights have Airborne"); gained keywords work as printed ones.
  z.object({ k: z.literal('grant'), scope: z.enum(['self', 'equipped', 'own-units', 'opp-units']), filter: filter.optional(), keywords: z.array(keywordName).min(1) }).strict(),
]);
export type ContinuousDef = z.infer<typeof continuousSchema>;

/** Resist : [X] (606.5.7): what the unit takes no damage from and whose abilities do not affect it. */
const resistFrom = z
  .object({ element: element.optional(), type: cardType.optional(), what: z.enum(['damage', 'abilities', 'both']).optional() })
  .strict()
  .refine((f) => f.element !== undefined || f.type !== undefined || f.what !== undefined, { message: 'Resist needs [X]' });

/**
 * A keyword as a structured entry: its key (keyword-table.ts), the parameters its printed form carries, and the
 * ability written after it when it carries one (effects of a trigger keyword, an activated ability, gained
 * keywords or continuous effects). Plain strings ("HIGH SPEED", "Resist : Fire", "Reinforce 2 : Knight") are
 * parsed into the same entries.
 */
export const keywordEntrySchema = z
  .object({
    k: z.enum(KEYWORD_KEYS),
    /** Resist : [X]. */
    from: resistFrom.optional(),
    /** Clan / Skill User / Live / Streamlink / Transform name; Avatar's condition by name; Tarot : [Name]. */
    name: z.string().min(1).optional(),
    /** Reinforce X. */
    x: z.number().int().min(1).max(5).optional(),
    /** Reinforce's / Avatar's condition by subtype. */
    subtype: z.string().min(1).optional(),
    /** 606.5.34: 'name' = Tarot : [Name], 'x' = Tarot X. */
    tarot: z.enum(['name', 'x']).optional(),
    // The carried ability.
    cost: z.number().int().min(0).max(10).optional(),
    timing: z.array(z.enum(['AT', 'DF'])).min(1).optional(),
    target: targetSpecSchema.optional(),
    additionalCost: z.array(addCostSchema).optional(),
    cond: condSchema.optional(),
    effects: z.array(effectSchema).min(1).optional(),
    continuous: z.array(continuousSchema).min(1).optional(),
    grants: z.array(keywordName).min(1).optional(),
    text: text.optional(),
  })
  .strict()
  .superRefine((e, ctx) => {
    const info = keywordInfo(e.k) as KeywordInfo;
    const want: Record<string, boolean> = {
      from: info.param === 'from',
      name: info.param === 'name' || info.param === 'cond' || (info.param === 'tarot' && e.tarot === 'name'),
      x: info.param === 'count-cond',
      subtype: info.param === 'count-cond' || info.param === 'cond',
      tarot: info.param === 'tarot',
    };
    const needs: Record<string, boolean> = { ...want, subtype: info.param === 'count-cond' };
    if (info.param === 'cond' && !e.name && !e.subtype) ctx.addIssue({ code: 'custom', message: `${e.k} needs a condition (name or subtype)` });
    for (const p of Object.keys(want)) {
      const has = (e as Record<string, unknown>)[p] !== undefined;
      if (has && !want[p]) ctx.addIssue({ code: 'custom', message: `${e.k} (${info.rule}) takes no parameter "${p}"` });
      if (!has && needs[p] && !(p === 'name' && info.param === 'cond')) ctx.addIssue({ code: 'custom', message: `${e.k} (${info.rule}) needs "${p}"` });
    }
    const body = ['cost', 'timing', 'target', 'additionalCost', 'cond', 'effects', 'continuous', 'grants'].filter((p) => (e as Record<string, unknown>)[p] !== undefined);
    if (body.length && !info.carries && !(info.key === 'TAROT' && e.tarot === 'x')) ctx.addIssue({ code: 'custom', message: `${e.k} (${info.rule}) carries no ability: ${body.join(', ')}` });
  });
export type KeywordEntry = z.infer<typeof keywordEntrySchema>;

/** A keyword's key and printed parameters (no carried ability): what a plain keyword string says. */
export interface KeywordHead {
  k: string;
  from?: { element?: 'fire' | 'water' | 'wind' | 'earth' | 'none'; type?: 'unit' | 'action' | 'item' | 'terrain'; what?: 'damage' | 'abilities' | 'both' };
  name?: string;
  x?: number;
  subtype?: string;
  tarot?: 'name' | 'x';
}

const RESIST_WORDS: Record<string, NonNullable<KeywordHead['from']>> = {
  fire: { element: 'fire' }, water: { element: 'water' }, wind: { element: 'wind' }, earth: { element: 'earth' }, none: { element: 'none' },
  unit: { type: 'unit' }, action: { type: 'action' }, item: { type: 'item' }, terrain: { type: 'terrain' },
  damage: { what: 'damage' }, abilities: { what: 'abilities' }, ability: { what: 'abilities' },
};

/** "Resist : Fire", "Clan : Knight", "Reinforce 2 : Knight", "Tarot X", "NB" → a keyword entry; undefined if not a keyword. */
export function parseKeywordString(raw: string): KeywordHead | undefined {
  const s = raw.trim().replace(/\s+/g, ' ');
  const colon = s.indexOf(':');
  const head = (colon >= 0 ? s.slice(0, colon) : s).trim();
  const arg = colon >= 0 ? s.slice(colon + 1).trim() : '';
  const m = /^(.*?)(?: (\d|X))?$/i.exec(head) as RegExpExecArray;
  const info = keywordInfo(head) ?? keywordInfo(m[1] as string);
  if (!info) return undefined;
  const count = keywordInfo(head) ? undefined : m[2];
  if (info.param === 'none') return count === undefined && !arg ? { k: info.key } : undefined;
  if (info.param === 'tarot') {
    if (count?.toUpperCase() === 'X' && !arg) return { k: info.key, tarot: 'x' };
    return count === undefined && arg ? { k: info.key, tarot: 'name', name: arg } : undefined;
  }
  if (info.param === 'from') {
    const f = RESIST_WORDS[arg.toLowerCase()];
    return f && count === undefined ? { k: info.key, from: f } : undefined;
  }
  if (info.param === 'count-cond') return count && /^\d$/.test(count) && arg ? { k: info.key, x: Number(count), subtype: arg } : undefined;
  return arg && count === undefined ? { k: info.key, name: arg } : undefined;
}

function toEntry(k: string | KeywordEntry): KeywordEntry {
  // Strings were checked by `keywordName`; a failed one never reaches the transform.
  return typeof k === 'string' ? (parseKeywordString(k) as KeywordEntry) : k;
}

export const cardDefSchema = z
  .object({
    id: z.string().regex(/^[A-Z0-9]+(-[A-Z0-9]+)+$/),
    name: text,
    type: z.enum(['unit', 'action', 'item', 'terrain']),
    subtypes: z.array(z.string()),
    element,
    cost: z.number().int().min(0).max(12),
    /** 203: 0, 1 or 2. */
    mana: z.number().int().min(0).max(2),
    at: z.number().int().min(0).optional(),
    df: z.number().int().min(0).optional(),
    /** 301.1.1: [AT Turn] / [DF Turn] marks of an Action. */
    timing: timing.optional(),
    /** 302.3 / 303.4: turns on the field; null = until the end of the game. */
    duration: z.number().int().min(1).nullable().optional(),
    /** Items: attached to a unit, or placed on the field (Item - World). */
    attach: z.enum(['unit', 'field']).optional(),
    text,
    /**
     * Keyword abilities (606.5): printed names ("HIGH SPEED", "Resist : Fire") or structured entries. After
     * parsing, `keywords` holds the keys (what the engine's KEYWORDS registry is asked about) and `kw` every
     * keyword as a structured entry, including the ones printed on abilities (`kw` of a trigger / activated).
     */
    keywords: z.array(z.union([keywordName, keywordEntrySchema])).optional(),
    /** 611: Guild name, an additional subtype. */
    guild: z.string().optional(),
    /** 610: definition of a Summon / Phantom unit (never in a deck). */
    token: z.enum(['summon', 'phantom']).optional(),
    /** The engine cannot model the effect: resolved through a manual-adjust prompt. */
    manual: z.boolean().optional(),
    target: targetSpecSchema.optional(),
    additionalCost: z.array(addCostSchema).optional(),
    effects: z.array(effectSchema).optional(),
    triggers: z.array(triggerSchema).optional(),
    activated: z.array(activatedSchema).optional(),
    continuous: z.array(continuousSchema).optional(),
    /** Names in other languages/spellings accepted by the deck-list parser. */
    aliases: z.array(z.string()).optional(),
  })
  .strict()
  .superRefine((c, ctx) => {
    if (c.type === 'unit' && (c.at === undefined || c.df === undefined)) ctx.addIssue({ code: 'custom', message: `${c.id}: a unit needs AT and DF` });
    if (c.type === 'action' && !c.timing) ctx.addIssue({ code: 'custom', message: `${c.id}: an action needs timing marks (301.1.1)` });
    if ((c.type === 'item' || c.type === 'terrain') && c.duration === undefined) ctx.addIssue({ code: 'custom', message: `${c.id}: items and terrains need a duration` });
    if (c.type === 'item' && !c.attach) ctx.addIssue({ code: 'custom', message: `${c.id}: an item says what it attaches to` });
    const keys = (c.keywords ?? []).map((k) => toEntry(k)?.k);
    if (new Set(keys).size !== keys.length) ctx.addIssue({ code: 'custom', message: `${c.id}: a keyword is listed twice` });
    if (keys.includes('SKILL USER') && c.type !== 'action') ctx.addIssue({ code: 'custom', message: `${c.id}: Skill User is printed on Actions (606.5.31)` });
    if (keys.includes('JUMP') && c.type !== 'unit') ctx.addIssue({ code: 'custom', message: `${c.id}: Jump is printed on Units (606.5.10)` });
  })
  .transform((c) => {
    const entries = (c.keywords ?? []).map(toEntry);
    for (const a of [...(c.triggers ?? []), ...(c.activated ?? [])]) if (a.kw && !entries.some((e) => e.k === a.kw)) entries.push({ k: a.kw });
    const { keywords: _printed, ...rest } = c;
    void _printed;
    return { ...rest, ...(entries.length ? { keywords: entries.map((e) => e.k), kw: entries } : {}) };
  });
export type CardDef = z.output<typeof cardDefSchema>;
