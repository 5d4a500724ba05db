/**
 * Card definitions are data, validated with zod when the catalogue loads (a typo fails at start-up,
 * not mid-match). Every ability keeps its Thai and English text beside its structure.
 */
import { z } from 'zod';

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

/** Conditions on the life piles: the controller's ('life-…') or the opponent's ('opp-life-…'). */
const cond = z.object({ k: z.enum(['life-at-least', 'life-at-most', 'opp-life-at-most']), n: z.number().int().min(0) }).strict();
const filter = z
  .object({ type: z.enum(['unit', 'action', 'item', 'terrain']).optional(), element: element.optional(), subtype: z.string().optional() })
  .strict();

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
export const triggerEventSchema = z.enum(['arrive', 'attack', 'block', 'attacked', 'any-attack', 'any-block', 'destroyed', 'leave', 'turn-start', 'refresh-end', 'main-start', 'main-end', 'end-turn', 'damage-player']);
export type TriggerEvent = z.infer<typeof triggerEventSchema>;

export const triggerSchema = z
  .object({
    on: triggerEventSchema,
    /** 408.4: 'outer' = the ability works only while the card is in the Outer Zone ("from the Outer Zone"). Default: on the field. */
    zone: z.enum(['field', 'outer']).optional(),
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
    /** 406.2.1: 'mana' = a [Mana Zone] ability, usable only while the card is a Stream in the mana zone. Default: on the field. */
    zone: z.enum(['field', 'mana']).optional(),
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
]);
export type ContinuousDef = z.infer<typeof continuousSchema>;

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
    /** Keyword abilities (606.5), resolved through the keyword registry. */
    keywords: z.array(z.string()).optional(),
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
  });
export type CardDef = z.infer<typeof cardDefSchema>;
