/**
 * Options that are the same choice twice: two copies of one card in a hidden zone (two Fireballs in hand) give
 * two options that read the same and do the same. A copy in a hidden zone carries no state of its own, so the
 * options are interchangeable; marking the later one `twinOf` the first lets every surface show one button
 * while both ids stay legal answers (replays and the AI keep the full list). A multi-choice (discard two of
 * three cards) may want both copies, so there the copies are numbered instead.
 */
import type { Prompt, PromptOption } from './api-types.js';

const same = (a: PromptOption, b: PromptOption) => a.label.th === b.label.th && a.label.en === b.label.en && a.group === b.group && a.rule === b.rule;

/** `prompt` with its twins marked (a new object; the input is never changed). `cardOf` names an object's card. */
export function markTwins(prompt: Prompt, cardOf: (objectId: string) => string | undefined): Prompt {
  const firsts: PromptOption[] = [];
  const copies = new Map<PromptOption, number>();
  let changed = false;
  const options = prompt.options.map((o) => {
    const card = o.objectId && o.visibility === 'private' ? cardOf(o.objectId) : undefined;
    if (!card) return o;
    const first = firsts.find((f) => same(f, o) && cardOf(f.objectId!) === card);
    if (!first) { firsts.push(o); return o; }
    changed = true;
    if (prompt.max <= 1) return { ...o, twinOf: first.id };
    const n = (copies.get(first) ?? 1) + 1;
    copies.set(first, n);
    return { ...o, label: { th: `${o.label.th} (ใบที่ ${n})`, en: `${o.label.en} (copy ${n})` } };
  });
  return changed ? { ...prompt, options } : prompt;
}

/**
 * Options that still read the same after twins are set aside are about different public objects with one name
 * (two Gale Ninjas on the field): each such label gets its object's place (`place`, e.g. "At Line #2"), the
 * thing a player can find on the board. Options about the same object (or none) are the game's own labels to
 * keep apart.
 */
export function tellApart(prompt: Prompt, place: (objectId: string) => { th: string; en: string } | undefined): Prompt {
  const live = prompt.options.filter((o) => !o.twinOf);
  // A public label must not depend on a private option (that would show what the private one names): a public
  // option is told apart from public ones; a private one from any, so a public/private pair still reads apart.
  const mayTell = (o: PromptOption, x: PromptOption) => o.visibility === 'private' || x.visibility !== 'private';
  const clash = (o: PromptOption) => live.some((x) => x !== o && mayTell(o, x) && x.objectId && o.objectId && x.objectId !== o.objectId && (x.label.th === o.label.th || x.label.en === o.label.en));
  let changed = false;
  const options = prompt.options.map((o) => {
    if (o.twinOf || !clash(o)) return o;
    const where = place(o.objectId!);
    if (!where) return o;
    changed = true;
    return { ...o, label: { th: `${o.label.th} (${where.th})`, en: `${o.label.en} (${where.en})` } };
  });
  return changed ? { ...prompt, options } : prompt;
}
