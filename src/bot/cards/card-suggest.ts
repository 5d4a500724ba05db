/**
 * "Did you mean": the card names closest to a deck-list line that names no card, among the cards a deck list
 * can name (the game's shipped cards and the server's sets, tokens aside), in Thai and English.
 *
 * Edit distance (fastest-levenshtein) over the names as deck lists compare them (nameKey: no case, spaces or
 * punctuation), relative to the longer name, so "Flame Recrut" finds "Flame Recruit" and "นักรบเพลง" finds
 * "นักรบเพลิง"; a name the line is the start of ("Flame") counts as close too. Thai has no case and its vowels
 * are code points of their own, so a per-code-point distance suits it as it suits English.
 */
import { distance } from 'fastest-levenshtein';
import type { Text } from '../../engine/core/view-types.js';
import { cardSetSupport } from '../../engine/index.js';
import { isToken, nameKey } from '../../cards/validate.js';
import type { KeyValueRepo } from '../../cards/kv.js';
import type { GameId } from '../../match/engine-port.js';
import { cardSetRepo } from './server-cards.js';

/** How far off a name may be, as a share of the longer name's length. */
const MAX_SHARE = 0.4;

export interface Candidate { name: Text; keys: [string, string] }

const shipped = new Map<string, Candidate[]>();
function shippedCandidates(game: string): Candidate[] {
  let out = shipped.get(game);
  if (!out) {
    // Spirit Duel's parse refuses its own shipped ids as taken: the shipped data are definitions already.
    const sets = cardSetSupport(game);
    const shippedDefs = sets?.shipped() ?? [];
    const parsed = sets?.parse(shippedDefs);
    out = (parsed?.ok ? parsed.cards : shippedDefs).filter((d) => !isToken(d)).map((d) => candidate(nameOf(d) ?? sets!.summary(d).name));
    shipped.set(game, out);
  }
  return out;
}

function nameOf(def: unknown): Text | null {
  const n = (def as { name?: { th?: unknown; en?: unknown } } | null)?.name;
  return n && typeof n.th === 'string' && typeof n.en === 'string' ? { th: n.th, en: n.en } : null;
}

const candidate = (name: Text): Candidate => ({ name, keys: [nameKey(name.th), nameKey(name.en)] });

/** The names a deck list of `game` can use on this server (shipped first). */
export async function deckCardNames(kv: KeyValueRepo, guild: string | null, game: GameId): Promise<Candidate[]> {
  const server = guild && cardSetSupport(game) ? (await cardSetRepo(kv).names(guild, game)).filter((n) => !n.token).map((n) => candidate(n.name)) : [];
  return [...shippedCandidates(game), ...server];
}

/**
 * Up to `n` names close to `typed`, closest first, each in the language that matched it (the one the player
 * was writing in). None when nothing is close: a wrong guess is worse than none.
 */
export function closestNames(candidates: readonly Candidate[], typed: string, n = 3): string[] {
  const q = nameKey(typed);
  if (!q) return [];
  const scored: Array<{ name: string; score: number }> = [];
  for (const c of candidates) {
    let best: { name: string; score: number } | null = null;
    for (const lang of [0, 1] as const) {
      const k = c.keys[lang];
      if (!k) continue;
      const longer = Math.max(k.length, q.length);
      // Lengths this far apart cannot be within the share: skip the distance.
      if (Math.abs(k.length - q.length) > longer * MAX_SHARE && !(q.length >= 3 && k.startsWith(q))) continue;
      const score = k.startsWith(q) && q.length >= 3 ? 0.5 * MAX_SHARE : distance(q, k) / longer;
      if (score <= MAX_SHARE && (!best || score < best.score)) best = { name: lang === 0 ? c.name.th : c.name.en, score };
    }
    if (best) scored.push(best);
  }
  scored.sort((a, b) => a.score - b.score);
  const out: string[] = [];
  for (const s of scored) if (!out.includes(s.name) && out.push(s.name) >= n) break;
  return out;
}

/** A deck-list error that names no card: its line and what was typed (every game's parser words it so). */
export function unknownNameOf(messageEn: string): { line: number; typed: string } | null {
  const m = /^Line (\d+): (?:no card named|unknown card) "(.*)"$/.exec(messageEn);
  if (!m) return null;
  // Summoner Master quotes the whole line: the count goes, as the parsers read it.
  const typed = /^(?:\d+\s*[x×]?\s+)?(.+?)(?:\s+[x×]\s*\d+)?$/i.exec(m[2]!.trim())?.[1] ?? m[2]!;
  return { line: Number(m[1]), typed };
}
