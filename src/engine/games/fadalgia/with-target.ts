/**
 * Priority options that carry their one target (issue 30, fewer presses): "Cast Fireball (MP 2) → Hawk of B"
 * is a cast (605.2) with its target chosen (605.2.3.1, 602.1), "Attack with Wolf (AT 3) → Hawk of B" an attack
 * (609.2) with its target (609.3), and an activated ability likewise (606.3.2.4). The two-step answer
 * (`cast:ID`, then the target prompt) keeps its meaning: it is accepted wherever the combined options stand in
 * for it (twoStepOf), so stored logs replay and nothing is skipped.
 *
 * Why this reveals nothing: every candidate target is a player or a unit on the field (targets.ts,
 * combat-rules.ts), so the target part of a label is public; an option about a card in a closed zone is private
 * by its object (ask.ts markVisibility) exactly as the one-step `cast:ID` was, and after it the opponent sees
 * the card reach the Break, as after the old target prompt (which they saw only as CASTING_HIDDEN).
 */
import type { PromptOption } from '../../core/api-types.js';
import type { Text } from '../../core/view-types.js';
import { t } from '../../core/text.js';
import { type G, defOf, seatName } from './ctx.js';
import { fadalgiaPlace } from './place.js';
import { refSeat } from './targets.js';

/**
 * Combined options are offered only when each label can be read whole on a Discord button (80 characters),
 * with room to spare; otherwise the option stays one step and its target is asked next, as before. The same
 * measure as Summoner Master's (orders.ts).
 */
export const FIT = 60;
const SEP = ':tg:';

/** A target as a label part: "Player B", "Hawk of B", or with its place when another candidate reads the same. */
function targetPart(g: G, ref: string, all: readonly string[]): Text {
  const seat = refSeat(ref);
  if (seat !== null) return t(`ผู้เล่น ${seatName(g, seat)}`, `Player ${seatName(g, seat)}`);
  const o = g.s.objs[ref]!;
  const n = defOf(o).name;
  const twin = all.some((x) => x !== ref && refSeat(x) === null && g.s.objs[x]!.ctrl === o.ctrl && defOf(g.s.objs[x]!).name.en === n.en);
  const where = twin ? fadalgiaPlace(g.s, ref) : undefined;
  if (where) return t(`${n.th} (${where.th})`, `${n.en} (${where.en})`);
  const who = seatName(g, o.ctrl);
  return t(`${n.th} ของ ${who}`, `${n.en} of ${who}`);
}

/**
 * `base` with each of `cands` as its target, one option each (`<base id>:tg:<target>`), when there is a choice
 * (more than one candidate) and every label fits and reads apart from the others; otherwise `base` alone (no
 * choice: the one candidate is taken without a question; too long or alike: the target is asked next).
 */
export function withTarget(g: G, base: PromptOption, cands: readonly string[]): PromptOption[] {
  if (cands.length < 2) return [base];
  const each = cands.map((ref) => {
    const tp = targetPart(g, ref, cands);
    return { ...base, id: `${base.id}${SEP}${ref}`, label: t(`${base.label.th} → ${tp.th}`, `${base.label.en} → ${tp.en}`) };
  });
  // Two labels alike (two players of one name) would show as one button (core/twins.ts): asked next instead.
  const apart = new Set(each.map((o) => o.label.en)).size === each.length && new Set(each.map((o) => o.label.th)).size === each.length;
  return apart && each.every((o) => o.label.th.length <= FIT && o.label.en.length <= FIT) ? each : [base];
}

/** A priority answer split into its one-step part and its target ('cast:12:tg:p1' → 'cast:12', 'p1'). */
export function splitTarget(choice: string): { base: string; target: string | null } {
  const i = choice.indexOf(SEP);
  return i < 0 ? { base: choice, target: null } : { base: choice.slice(0, i), target: choice.slice(i + SEP.length) };
}

/** Whether `choice` is the two-step answer that combined options of `options` stand in for (kept for old logs). */
export function twoStepOf(options: readonly PromptOption[], choice: string): boolean {
  const prefix = `${choice}${SEP}`;
  return !choice.includes(SEP) && options.some((o) => o.id.startsWith(prefix));
}
