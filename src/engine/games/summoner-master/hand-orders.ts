/**
 * The orders given from the hand, each as one complete private option: a Seal's cast names its Line and its
 * Growth materials (610.6, 610.8), a Mystic's cast or a Twinkling names its one target (610.7, 605). The hand
 * card is hidden until it is declared, so any follow-up prompt before the declaration would show on the public
 * board that a card was chosen (and a Cancel would tell that it was affordable and then withdrawn). Only a card
 * that takes several targets (a community card's `upTo`) still asks them afterwards, privately and without Cancel.
 */
import { objectOption, t, type KObject, type PromptOption, type Seat, type Text } from '../../core/kernel.js';
import { def, sealDef } from './cards/catalog.js';
import { canCast, canUseSkill } from './eligibility.js';
import { targetCandidates } from './targets.js';
import type { SmState, TargetSpec } from './types.js';
import { ownPlacedNames, placedNames } from './place.js';
import { matches } from './verbs.js';
import { ZONES, cardName, fieldSeals, hand, obj } from './zones.js';

/** Growth materials: own Seals on the field, one per requirement (610.6); at most 8 sets. */
export function growthSets(s: SmState, seat: Seat, id: string, exclude?: string): string[][] {
  const g = sealDef(s, obj(s, id).card)?.growth;
  if (!g) return [];
  const cands = fieldSeals(s, seat).filter((o) => o.id !== exclude && o.id !== id);
  const out: string[][] = [];
  const rec = (i: number, used: string[]) => {
    if (out.length >= 8) return;
    if (i === g.reqs.length) return void out.push([...used]);
    for (const c of cands) if (!used.includes(c.id) && matches(s, c, g.reqs[i]!)) rec(i + 1, [...used, c.id]);
  };
  rec(0, []);
  return out;
}

const LINES = [['at', 'At Line'], ['df', 'Df Line']] as const;

/** A target as a label part: a card by name (with its place when another candidate has its name), a player by name. */
function targetName(s: SmState, id: string, all: readonly string[]): Text {
  if (id.startsWith('player:')) {
    const p = s.players[Number(id.slice(7))]!;
    return t(`ผู้เล่น ${p.name}`, `Player ${p.name}`);
  }
  const n = cardName(s, id).en;
  return placedNames(s, [id], all.some((x) => x !== id && !x.startsWith('player:') && cardName(s, x).en === n));
}

/** Each candidate's label part, told apart by place where two read the same. */
export function targetNames(s: SmState, ids: readonly string[]): Text[] {
  return ids.map((x) => targetName(s, x, ids));
}

/** One option per target when the card takes one; a single option (targets asked after) when it takes several. */
export function withTargets(s: SmState, o: KObject, base: string, label: Text, spec: TargetSpec | undefined, cands: () => string[], extra: { group: string; rule: string }): PromptOption[] {
  if (!spec || (spec.upTo ?? 1) > 1) return [objectOption(ZONES, o, base, label, extra)];
  const ids = cands();
  return ids.map((x) => {
    const n = targetName(s, x, ids);
    return objectOption(ZONES, o, `${base}:tg:${x}`, t(`${label.th} → ${n.th}`, `${label.en} → ${n.en}`), extra);
  });
}

function castOptions(s: SmState, seat: Seat, o: KObject): PromptOption[] {
  const d = def(s, o.card);
  const n = cardName(s, o.id);
  if (d.kind === 'mystic') {
    return withTargets(s, o, `cast:${o.id}`, t(`ร่าย ${n.th}`, `Cast ${n.en}`), d.target, () => targetCandidates(s, seat, d.target!, { by: 'mystic', srcCard: d.id }), { group: 'cast', rule: '610' });
  }
  const sets = growthSets(s, seat, o.id);
  const out: PromptOption[] = [];
  for (const [line, name] of LINES) {
    out.push(objectOption(ZONES, o, `cast:${o.id}:${line}`, t(`ร่าย ${n.th} ลง ${name}`, `Cast ${n.en} to ${name}`), { group: 'cast', rule: '610.8' }));
    for (const m of sets) {
      const bare = (x: string[]) => placedNames(s, x, false).en;
      const { th, en } = ownPlacedNames(s, m, sets.some((o) => o !== m && bare(o) === bare(m)));
      out.push(objectOption(ZONES, o, `cast:${o.id}:${line}:g:${m.join('.')}`, t(`ร่าย ${n.th} ลง ${name}, Growth ด้วย ${th}`, `Cast ${n.en} to ${name}, Growth with ${en}`), { group: 'cast', rule: '610.6' }));
    }
  }
  return out;
}

/** Every order `seat` may give from its hand now: casts and Twinkling Skills, each with its choices made. */
export function handOrders(s: SmState, seat: Seat): PromptOption[] {
  const out: PromptOption[] = [];
  for (const o of hand(s, seat)) {
    if (!canCast(s, seat, o.id)) out.push(...castOptions(s, seat, o));
    for (const sk of sealDef(s, o.card)?.skills ?? []) {
      if (!sk.twinkling || canUseSkill(s, seat, o.id, sk.id)) continue;
      const n = cardName(s, o.id);
      out.push(...withTargets(s, o, `sk:${o.id}:${sk.id}`, t(`Twinkling: ${n.th}`, `Twinkling: ${n.en}`), sk.target, () => targetCandidates(s, seat, sk.target!, { by: 'skill', srcCard: o.card }), { group: 'skill', rule: 'smn:twinkling' }));
    }
  }
  return out;
}

/** A hand order's choices as its option id spells them: `<verb>:<id>[:<skill>][:at|df][:g:<a.b>][:tg:<target>]`. */
export interface HandChoice {
  line?: 'at' | 'df';
  growth?: string[];
  target?: string;
}

export function parseHandChoice(rest: string[]): HandChoice {
  const out: HandChoice = {};
  for (let i = 0; i < rest.length; i++) {
    const part = rest[i]!;
    if (part === 'at' || part === 'df') out.line = part;
    else if (part === 'g') out.growth = rest[++i]!.split('.');
    // A player target is `player:<seat>`: the rest of the id is the target.
    else if (part === 'tg') return { ...out, target: rest.slice(i + 1).join(':') };
  }
  return out;
}
