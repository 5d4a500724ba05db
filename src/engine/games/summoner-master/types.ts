/**
 * Summoner Master's state and card-definition types. Sources: ../shared/rules/summoner-master-nihil.th.txt
 * (the Nihil keywords, verbatim; ids `smn:*`) and summoner-master-base.md (our digest of the base rules,
 * cited by its section numbers, e.g. '401.9.8'; never quoted). Where they disagree the Nihil text wins.
 */
import type { MatchResult, Prompt, Seat, StackState, Text, TimedEffect, ZoneStore, PendingTrigger } from '../../core/kernel.js';
import type { RngState } from '../../core/rng.js';
import type { ShuffleSecret } from '../../core/commitments.js';
import type { ShuffleCommitment } from '../../core/api-types.js';

export type Element = 'earth' | 'water' | 'wind' | 'fire' | 'dark' | 'light';
export type Stat = 'at' | 'df' | 'sp' | 'atkMp' | 'castMp' | 'level';
export type Line = 'at' | 'df';

/** A requirement on a card (Combination Support, Growth material, Skill condition): by name, naming, type or element. */
export interface Req {
  k: 'name' | 'naming' | 'type' | 'element';
  v: string;
}

/** One Combination option (512.2): Double = 1 Support, Triple = 2. Values replace the Main's; `attack` is its attack type. */
export interface ComboOption {
  id: string;
  name: string;
  reqs: Req[];
  at?: number;
  df?: number;
  sp?: number;
  atkMp?: number;
  attack?: 'normal' | 'all';
  /** "Attacks N times" (§9.2 step 15): after each fight a new target, without paying Mp again. */
  times?: number;
}

/** How long an effect lasts (§10.4): this subturn, N Turn (= 2N Subturns), or Infinity Turn (while it stays where it is). */
export type Dur = { k: 'subturn' } | { k: 'turns'; n: number } | { k: 'infinity' };

/** Cards of a zone counted for an amount or a condition ("for each [Fire] in your Shrine"). */
export interface CountSpec {
  zone: 'field' | 'hand' | 'shrine' | 'remove' | 'sealDeck' | 'mysticDeck';
  side: 'own' | 'opp' | 'any';
  kind?: 'seal' | 'mystic';
  match?: Req;
}

/**
 * An amount: a plain number; a stat read when the effect is created (602.1.4, the remember-state rule);
 * "up to N" (the controller chooses 0..N when the verb runs); or counted from a zone (times a factor).
 */
export type Amount =
  | number
  | { of: 'self' | 'target'; stat: Stat; printed?: boolean; times?: number }
  | { upTo: number }
  | { count: CountSpec; times?: number };

/** "Each" Seal of a side, optionally only those matching, on a Line, or other than the source. */
export interface Each {
  each: 'own' | 'opp' | 'any';
  match?: Req;
  line?: Line;
  other?: boolean;
}

/** Which Seals (or the targeted card) a verb affects. */
export type Who = 'self' | 'target' | 'own-seals' | 'opp-seals' | 'all-seals' | Each;

/** Which player a verb acts for: the controller, the opponent, or the player chosen as the target. */
export type PlayerSel = 'self' | 'opponent' | 'target';

/** A condition read when the verb (or ability, or Skill) runs. */
export type Cond =
  | { k: 'count'; count: CountSpec; min?: number; max?: number }
  | { k: 'self'; line?: Line; combined?: boolean; growth?: boolean }
  | { k: 'shrine-level'; side: 'own' | 'opp'; min?: number; max?: number }
  | { k: 'mp'; side: 'own' | 'opp'; min?: number; max?: number };

/** Orders an effect may forbid (§9.1, 605, 512, 514, 516). */
export type Order = 'attack' | 'skill' | 'combine' | 'break' | 'line';
export type CurseKind = 'stone' | 'freeze' | 'poison' | 'death' | 'last-dance' | 'charm' | 'dimension';

/** Effect verbs: cards are compositions of these (cards never name each other's ids). */
export type Verb =
  | { v: 'stat'; who: Who; stat: Stat; by: Amount; dur: Dur }
  | { v: 'destroy'; who: Who }
  /** "Draw N": without `from`, from the fuller deck (§15 q6); `choose`: the player picks a deck per card (401.3.1). */
  | { v: 'draw'; n: Amount; from?: 'seal' | 'mystic' | 'choose'; player?: PlayerSel }
  | { v: 'curse'; who: Who; curse: CurseKind; turns: number; swapAtDf?: boolean }
  | { v: 'protect-other-names'; who: Who; dur: Dur }
  | { v: 'fcc'; n: number }
  | { v: 'charge'; n: number }
  | { v: 'fortune'; n: number; ok: Verb[]; fault: Verb[] }
  | { v: 'sacrifice'; req: Req; then: Verb[] }
  | { v: 'mp'; by: Amount; player?: PlayerSel }
  | { v: 'to-hand'; who: Who }
  | { v: 'cancel-abilities'; who: Who; dur: Dur }
  | { v: 'strip-counters'; who: Who }
  | { v: 'shrine-to-hand' }
  | { v: 'discard-random'; n: number }
  /** 702: a player discards from hand, at random or of their choice, only cards matching (a named card) if given. */
  | { v: 'discard'; player: PlayerSel; n: Amount; pick: 'random' | 'owner'; match?: Req; kind?: 'seal' | 'mystic' }
  /** Cancels (Nullifies) the effect of the Skill or Mystic this answers: the newest on the stack (605 step 11). */
  | { v: 'nullify'; what: 'skill' | 'mystic' }
  /** Charge Counters on Seals (§11.2): `n` < 0 removes. Fixed Charge Counters never (smn:fixed-charging.2). */
  | { v: 'counters'; who: Who; counter: 'charge'; n: Amount }
  | { v: 'move-counters'; counter: 'charge'; n: Amount; from: 'self' | 'target'; to: 'self' | 'target' }
  /** Shrine → hand (705), deck (704, shuffled) or Remove Zone (706); Twinkling-locked cards never leave. */
  | { v: 'from-shrine'; to: 'hand' | 'deck' | 'remove'; side: 'own' | 'opp'; n: Amount; match?: Req; kind?: 'seal' | 'mystic' }
  /** Zone moves of Seals on the field: to the Shrine (703, not a destruction), the deck (704), the Remove Zone (706). */
  | { v: 'to-shrine'; who: Who }
  | { v: 'to-deck'; who: Who }
  | { v: 'remove'; who: Who }
  /** 707/708: a Seal of yours put onto the field without paying, its owner choosing the Line. */
  | { v: 'put-onto-field'; from: 'hand' | 'sealDeck' | 'shrine' | 'remove'; match?: Req }
  /** A deck search (the deck is shuffled after, 704.2). */
  | { v: 'search'; pile: 'sealDeck' | 'mysticDeck'; match?: Req; to: 'hand' }
  | { v: 'forbid'; who: Who; what: Order[]; dur: Dur }
  /** An effect-driven Line change (not the 516 order): North Newland Sniper hears it. */
  | { v: 'move-line'; who: Who; to: Line | 'swap' }
  | { v: 'set-inactive'; who: Who }
  /** 709.13: Curses end (all of them, or one kind). */
  | { v: 'cure'; who: Who; curse?: CurseKind }
  /** "[S] attacks N times" while the effect lasts (§9.2 step 15). */
  | { v: 'attack-times'; who: Who; n: number; dur: Dur }
  /** Encore: after this subturn the player takes an extra attack subturn (no Progress or Regeneration in it). */
  | { v: 'extra-subturn'; player: PlayerSel }
  | { v: 'if'; cond: Cond; then: Verb[]; else?: Verb[] }
  /** Rule steps run as verbs so that "when attacking" abilities fire before them (§9.2 steps 11–16). */
  | { v: 'hand-hit'; attacker: string; pre?: HandKindChoice }
  | { v: 'combat'; attacker: string; target: string; left?: number }
  | { v: 'attack-all'; attacker: string };

/** What a Skill or Mystic targets (chosen when it is declared, re-checked when it resolves). */
export interface TargetSpec {
  kind: 'seal' | 'mystic' | 'player';
  side: 'own' | 'opp' | 'any';
  /** Only cards matching, only on a Line. */
  match?: Req;
  line?: Line;
  /** "Up to N" targets (default 1). */
  upTo?: number;
}

/** A Skill condition "while another [X] is on your field / in the field". */
export interface Needs {
  any: Req[];
  side: 'own' | 'any';
}

export interface SkillDef {
  id: string;
  name: Text;
  mp: number;
  /** (Charge n) / (Fixed Charge n) counter costs, paid at 605 step 3. */
  charge?: number;
  fixedCharge?: number;
  /** Marked (int): usable in Interfere windows. */
  int?: boolean;
  /** Twinkling (smn:twinkling): used from hand, then falls to the Shrine locked. */
  twinkling?: boolean;
  needs?: Needs;
  /** A further condition checked when it is ordered and again when it resolves. */
  if?: Cond;
  target?: TargetSpec;
  do: Verb[];
  text: Text;
}

/** 'destroyed' (701) and 'to-shrine' (703.4–703.8, from the field) fire from the Shrine, looking back at the card as it left. */
export type TriggerOn =
  | 'enter' | 'attack' | 'growth' | 'opp-line-change' | 'destroyed' | 'to-shrine'
  /** 401.2.3 entering your attack subturn; 401.9.2 end of your attack subturn. */
  | 'check-up' | 'end-of-subturn'
  /** [S] is attacked (§9.2 step 7); [S] destroys a Seal in battle; [S] Combines (512.10); [S] becomes Inactive. */
  | 'attacked' | 'won-battle' | 'combined' | 'inactive';

export interface TriggerDef {
  on: TriggerOn;
  /** The ability fires only if this holds when it would (§10.2 verify). */
  if?: Cond;
  do: Verb[];
  target?: TargetSpec;
  text: Text;
}

/** A continuous ability ("as long as ..."): follows the source's current state (602.1.5). */
export interface StaticDef {
  stat: Stat;
  by: number;
}

/** Extra text a box (Growth, Progress) grants while its state holds. */
export interface BoxText {
  skills?: SkillDef[];
  triggers?: TriggerDef[];
  statics?: StaticDef[];
  text: Text;
}

export interface SealDef {
  id: string;
  kind: 'seal';
  name: Text;
  types: string[];
  elements: Element[];
  naming?: string;
  castMp: number;
  atkMp: number;
  level: number;
  at: number;
  df: number;
  sp: number;
  combos: ComboOption[];
  skills: SkillDef[];
  triggers: TriggerDef[];
  statics: StaticDef[];
  /** Keyword abilities with their number: VANISH (Turns), FIXED CHARGING (N), CHARGING (N). */
  keywords: Record<string, number>;
  /** Growth box (610.6); `regeneration` marks "Growth/Regeneration" (smn:regeneration). */
  growth?: BoxText & { reqs: Req[]; regeneration?: boolean };
  /** Progress box (smn:progress): the source Seal (by card id) removed to bring this one in. */
  progress?: BoxText & { from: string };
  text: Text;
}

/** 610.12.4: PS attaches to a Seal, PA stays in the Arena, PM attaches to a Mystic, NP resolves and goes. */
export type Attach = 'NP' | 'PS' | 'PA' | 'PM';

export interface MysticDef {
  id: string;
  kind: 'mystic';
  name: Text;
  mp: number;
  int: boolean;
  attach: Attach;
  /** Duration in Turns; 0 = one-shot (610.13), -1 = permanent. */
  turns: number;
  target?: TargetSpec;
  /** NP: resolves these and goes to the Shrine. */
  do: Verb[];
  /**
   * PS: stat changes to the Seal it is attached to; PA: to every Seal of its controller; PM: to the Seals its
   * host Mystic changes (a PM strengthens its host).
   */
  statics: StaticDef[];
  /** PM: the host Mystic's Turn count does not go down while this stays attached. */
  keepHost?: boolean;
  /** Mystic Skills (§10.1): ordered from the field, once per subturn, the Mystic never becomes Inactive. */
  skills?: SkillDef[];
  text: Text;
}

export type CardDef = SealDef | MysticDef;

/** Numbers the digest marks [I] or [D], configurable per match (README lists them). */
export interface SmConfig {
  startMp: [number, number];
  maxMp: number;
  handLimit: number;
  shrineLoss: number;
  openingSeals: number;
  openingMystics: number;
  drawMin: number;
  drawMax: number;
}

export interface Curse {
  kind: CurseKind;
  left: number;
  swapAtDf?: boolean;
  /** Charm: the seat that applied it, which controls the Seal while it lasts (709). */
  by?: 0 | 1;
}

/** Per-object fields kept in KObject.data. */
export interface SealData {
  active?: boolean;
  line?: Line;
  combo?: string;
  supportOf?: string;
  growth?: boolean;
  progressed?: boolean;
  lostBattle?: boolean;
  /** Subturn number it entered the field (no Line change that subturn; Support only from the owner's next). */
  entered?: number;
  fromHand?: boolean;
  combinedAt?: number;
  brokeAt?: number;
  lineAt?: number;
  curses?: Curse[];
  /** Mystic: Subturns left (-1 = permanent). */
  left?: number;
  shrineLocked?: boolean;
  /** Vanish: Subturns left in the Remove Zone. */
  vanishLeft?: number;
  /** A Mystic that used its Skill this subturn. */
  skillUsed?: number;
}

/** A procedure waiting on the kernel stack for its Interfere Step to close. */
export type Proc = (
  | { k: 'cast'; ctrl: Seat; obj: string; line?: Line; target?: string; targets?: string[]; growth?: string[]; nullified?: boolean }
  | { k: 'skill'; ctrl: Seat; obj: string; skill: string; target?: string; targets?: string[]; fromHand?: boolean; nullified?: boolean }
  | { k: 'attack'; ctrl: Seat; obj: string; target: string | 'hand' | 'all'; pre?: HandKindChoice }
  | { k: 'combine'; ctrl: Seat; obj: string; opt: string; supports: string[] }
  | { k: 'break'; ctrl: Seat; obj: string }
  | { k: 'line'; ctrl: Seat; obj: string }
  /** The to-Shrine Interfere Step after a successful Twinkling (smn:twinkling.1). */
  | { k: 'fall'; ctrl: Seat; obj: string })
  /** Its number among the procedures declared in the match (`SmState.declared`): public, as every declaration is announced. */
  & { n?: number };

/**
 * 505.11's kind (Seal or Mystic) named with a hand attack's declaration, kept by the engine and never shown until
 * the hit: it stands only if nothing was declared after the attack (its number `n`) and the opponent's hand still
 * holds the same count of each kind (`held`, public, §0); otherwise the attacker is asked at 505.11 as usual.
 */
export interface HandKindChoice { kind: 'seal' | 'mystic'; n: number; held: [number, number] }

export type Window = 'int1' | 'main' | 'int2';
export type Step = 'rps' | 'checkup' | 'draw' | 'discard' | 'int1' | 'main' | 'int2' | 'refill' | 'end' | 'end-pass';

/** Verbs being carried out, resumable across prompts (a Fortune pick, a Sacrifice choice). */
export interface Frame {
  ctrl: Seat;
  src: string;
  srcCard: string;
  /** 'skill' | 'ability' | 'mystic' | 'rule': protection asks who made the effect. */
  by: 'skill' | 'ability' | 'mystic' | 'rule';
  verbs: Verb[];
  pc: number;
  /** The chosen target: an object id, or `player:0` / `player:1`. */
  target?: string;
  /** "Up to N" targets: all of them (absent for one). */
  targets?: string[];
}

/** A decision the loop must ask for; keyword files own their kinds. */
export interface Task {
  k: string;
  seat: Seat;
  obj?: string;
  n?: number;
  /** For the 'step' task: the step entered once the step's own decisions are done. */
  step?: Step;
}

/** What a pending prompt's answer means. */
export interface Ask {
  k: string;
  obj?: string;
  n?: number;
  data?: Record<string, unknown>;
}

export interface SmPlayer {
  name: string;
  mp: number;
  hadSeal: boolean;
  broughtSeal: boolean;
  handAttack: number;
  locked: boolean;
  progressUsed: number;
  regenUsed: number;
  skipDraw: boolean;
  subturns: number;
  cannotDraw: boolean;
  noSeal: boolean;
  rps: string | null;
}

export interface SmState {
  schemaVersion: 1;
  game: 'summoner-master';
  format: string;
  matchId: string;
  version: number;
  config: SmConfig;
  rng: RngState;
  seq: number;
  zones: ZoneStore;
  stack: StackState<Proc, Window>;
  players: [SmPlayer, SmPlayer];
  subturn: number;
  active: Seat;
  step: Step;
  first: Seat | null;
  effects: TimedEffect[];
  pending: PendingTrigger[];
  frames: Frame[];
  tasks: Task[];
  ask: Ask | null;
  prompt: Prompt | null;
  log: Text[];
  result: MatchResult | null;
  /**
   * Card definitions for this match only: a scenario's, or a server card set's pinned by the setup (validated
   * when the match was created), looked up with the shipped catalogue; ids never collide with shipped ones.
   */
  extraCards?: Record<string, CardDef>;
  /** Encore: seats owed an extra attack subturn, in order; `encore` marks the subturn being one. */
  extraSubturns?: Seat[];
  encore?: boolean;
  /**
   * Procedures declared so far (§4): each pending one carries its number, so the public pending list tells a new
   * declaration from one already seen (the bot's "no responses until …" holds end by it).
   */
  declared?: number;
  /**
   * The turn player chose their last order with "then end the Main Step" (§3.5): the Main Step ends when its
   * window comes back to them, unless the opponent declared something meanwhile. Private to that seat (never in
   * a view), like the choice itself.
   */
  thenEnd?: Seat;
  commitments: ShuffleCommitment[];
  secrets: ShuffleSecret[];
}
