/**
 * Playing Summoner Master through the bot the way a person would, shared by the bot e2e test and the local-mode
 * test: at each step open the acting user's "My hand" panel and click one of the choices it shows, the most
 * aggressive first (attack, cast, Skill, Combination, Line change, then anything but passing), so a match
 * ends by its own rules in bounded steps. Also: which card names are hidden at a moment of the match.
 */
import { expect } from 'vitest';
import { parseCustomId } from '../../src/bot/custom-id.js';
import type { LoadedMatch } from '../../src/match/service.js';
import type { Emulator } from '../../src/emulator/index.js';
import { SM_CARDS } from '../../src/engine/games/summoner-master/cards/catalog.js';
import type { SmState } from '../../src/engine/games/summoner-master/types.js';
import { flatComponents, type Driver } from '../bot/support/driver.js';

type Json = Record<string, unknown>;

const HIDDEN_ZONES = new Set(['hand', 'sealDeck', 'mysticDeck']);

/** Adds the cards that are public now (field, Shrine, Remove Zone, declared) to `seen`: once shown, a name is known. */
export function notePublic(s: SmState, seen: Set<string>): void {
  for (const o of Object.values(s.zones.objs)) if (!HIDDEN_ZONES.has(o.zone)) seen.add(o.card);
  // A procedure keeps the id its card had when declared; a card that moved since has a new id.
  for (const p of s.stack.items) if (s.zones.objs[p.obj]) seen.add(s.zones.objs[p.obj]!.card);
}

/** Names (both languages) of cards nobody but their owner may know now, less any name that is public anyway. */
export function hiddenNames(s: SmState, seen: Set<string>): string[] {
  const hidden = new Set<string>();
  for (const o of Object.values(s.zones.objs)) if (HIDDEN_ZONES.has(o.zone)) hidden.add(o.card);
  // A name inside a public card's name or text (Seraph in Seraph's Portrait) says nothing.
  const openText = [...seen].map((c) => JSON.stringify([SM_CARDS[c]!.name, SM_CARDS[c]!.text])).join('\n');
  return [...hidden].filter((c) => !seen.has(c)).flatMap((c) => [SM_CARDS[c]!.name.en, SM_CARDS[c]!.name.th]).filter((n) => !openText.includes(n));
}

const GROUPS = ['attack', 'cast', 'skill', 'combine', 'line'];

/** One decision by clicks on the acting user's private panel; `lang` is that user's language. */
export async function smStep(emu: Emulator, d: Driver, m: LoadedMatch, lang: (user: string) => 'th' | 'en'): Promise<void> {
  const p = m.prompt!;
  const user = p.seat === 0 ? m.meta.p0 : m.meta.p1;
  const panel = await d.panel(user);
  expect(panel.flags).toBe(64);
  // The private panel lists each hand card with its numbers, from the card list, in the user's language.
  const s = m.state as SmState;
  const firstObj = s.zones.zones[`${p.seat}:hand`]?.[0];
  const first = firstObj && s.zones.objs[firstObj] ? SM_CARDS[s.zones.objs[firstObj]!.card]! : null;
  if (first) {
    const numbers = first.kind === 'seal' ? `Lv${first.level} · ${first.at}/${first.df}/${first.sp} · Mp ${first.castMp}` : `Mp ${first.mp}`;
    expect(JSON.stringify(panel)).toContain(`${first.name[lang(user)]} — ${first.kind === 'seal' ? 'Seal' : 'Mystic'}`);
    expect(JSON.stringify(panel)).toContain(numbers);
  }
  const rank = (idx: number) => {
    const o = p.options[idx];
    if (!o) return 10_000;
    // Rock-paper-scissors: each seat its own throw, or ties would replay for ever.
    if (p.kind === 'rps') return idx === p.seat ? 0 : 50;
    if (o.group === 'pass' || o.id === 'stop' || o.id === 'skip') return 5000 + idx;
    const g = GROUPS.indexOf(o.group ?? '');
    return (g < 0 ? GROUPS.length : g) * 100 + idx;
  };
  const cands: Array<{ rank: number; run: () => Promise<unknown> }> = [];
  for (const c of flatComponents(panel)) {
    const id = parseCustomId(c.custom_id as string);
    if (id?.kind !== 'answer') continue;
    if (id.choice.kind === 'option') cands.push({ rank: rank(id.choice.index), run: async () => (await emu.click(user, panel.id as string, c.custom_id as string)).settled() });
    else if (id.choice.kind === 'select') {
      const values = ((c as Json).options as Array<{ value: string }>).map((o) => o.value).sort((a, b) => rank(Number(a)) - rank(Number(b)));
      const n = Math.max(p.min, 1);
      for (let start = 0; start + n <= values.length && start < 4; start++) {
        const picked = values.slice(start, start + n);
        cands.push({ rank: rank(Number(picked[0])), run: async () => (await emu.select(user, panel.id as string, c.custom_id as string, picked)).settled() });
      }
    }
  }
  cands.sort((a, b) => a.rank - b.rank);
  for (const cand of cands) {
    await cand.run();
    if ((await d.load()).snap.version > m.snap.version) return;
  }
  throw new Error(`no visible choice was accepted for ${p.kind} (${p.promptId}): ${p.options.map((o) => o.id).join(' ')}`);
}
