/**
 * Paragraph ids of the Spirit Duel rule text (../shared/rules/spirit-duel.th.txt), exactly as /rule numbers
 * them (src/rules/model/parse-guides.ts parseSpiritDuel: `sd:<section>.<n>`, n counts the section's
 * non-blank lines). Every RuleError and rule event of this game cites one of these.
 */
export const R = {
  soul: 'sd:goal.1', // Soul 15, lose at 0 or below
  losses: 'sd:goal.2', // empty-deck draw, concede, leaving, turn time (120 s)
  core: 'sd:goal.3', // Core is a resource, not life
  deck: 'sd:setup.1', // 30 cards, ≤ 3 of a name, opening hand 5
  coreStart: 'sd:setup.2', // start with 4 Core, at most 10
  rps: 'sd:setup.3', // rock-paper-scissors; the first player cannot attack on the first turn
  slots: 'sd:setup.4', // 5 Spirit slots, 3 face-down Trap slots
  turnOrder: 'sd:turn.1',
  refresh: 'sd:turn.2', // +3 Core (cap 10), rested Spirits ready
  draw: 'sd:turn.3',
  main: 'sd:turn.4',
  battlePhase: 'sd:turn.5', // each ready Spirit attacks at most once; End passes the turn
  summonLimit: 'sd:summon.1', // 2 summons a turn paying Core; effects may add more
  sacrifice: 'sd:summon.2', // evolution materials: on the field, all of them, Core still paid
  evolution: 'sd:summon.3', // counts as a summon; materials to Discard not destroyed; fresh; equipment to Discard; no attack
  newSummon: 'sd:summon.4', // a new Spirit cannot attack that turn unless its effect says so
  fullField: 'sd:summon.5', // at most 5 Spirits
  attack: 'sd:battle.1', // declare, legal target, the defender's Trap window before damage
  cancelled: 'sd:battle.2', // a cancelled attack ends at once and uses the attack
  damage: 'sd:battle.3', // target first; 0 HP destroyed, no counterattack; otherwise counterattack
  persist: 'sd:battle.4', // damage stays until healed or the Spirit leaves
  direct: 'sd:battle.5', // Soul only when the defender has no Spirit
  trapSet: 'sd:trap.1', // set face down in Main paying Core; the opponent sees a card only
  trapTurn: 'sd:trap.2', // not usable the turn it is set
  trapTiming: 'sd:trap.3', // own timing; asked only when really usable
  trapOne: 'sd:trap.4', // one per attack; to Discard unless it says otherwise
  field: 'sd:field.1', // one Field, face up, both sides, a new one replaces the old
  equip: 'sd:field.2', // one Equipment per Spirit, +ATK/HP while attached
  equipLeaves: 'sd:field.3', // Equipment goes to Discard with its Spirit
} as const;

export type RuleId = (typeof R)[keyof typeof R];
