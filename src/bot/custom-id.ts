/**
 * The custom_id codec. A custom id is untrusted input: it is parsed with zod before any handler runs and
 * never carries the seat (the seat comes from the clicking user). The `m1`/`h1`... prefixes are versions:
 * a future layout gets a new prefix and the router can still answer old buttons politely.
 *
 *   m1:<matchId>:<version>:<promptRef>:<choice>   answer the prompt shown at <version>
 *       choice: o<idx> one option | s<chunk> select menu (values are option indices) | z choose none
 *               P<idx> / S<chunk> the same on the public board, counting only the options marked public
 *               n open the number modal | N number modal submit | p<page> show a page of options
 *   h1:<matchId>      "My hand" (persistent; always shows the current state)
 *   g1:<matchId>      public log
 *   k1:<matchId>:<version>  confirm concede
 *   a1:<matchId>:<version>  "move a grave card to the top" select (405.2); the value is the card's object id
 *   r1:<matchId>      next game of a series (rematch)
 *   v1:<matchId>      "show a card": opens the private list of face-up cards; w1:<matchId> is that select (value = object id)
 *   c1:<challengeId>:<a|d|k>  challenge accept / decline / deck chosen
 *   n1:<matchId>:<version>:<c|t|n|o>   Fadalgia's "no responses until" from the private panel: end of this
 *       combat, end of this turn, something new cast; o = stop as usual again (src/bot/autopass/hold-button.ts)
 *   d1:<game>:<format>   the /deck import paste modal, and the button that reopens it holding a refused list (the
 *                        name is a field of the modal: a Thai name would not fit here)
 */
import { z } from 'zod';

export const MAX_CUSTOM_ID = 100;

const matchId = z.string().regex(/^[a-z0-9]{6,24}$/);
const version = z.coerce.number().int().min(0).max(2 ** 31);
const promptRef = z.string().regex(/^(~[A-Za-z0-9_-]{10}|[A-Za-z0-9._-]{1,24})$/);
const choice = z.union([
  z.string().regex(/^o\d{1,3}$/).transform((s) => ({ kind: 'option' as const, index: Number(s.slice(1)) })),
  z.string().regex(/^s\d{1,2}$/).transform((s) => ({ kind: 'select' as const, chunk: Number(s.slice(1)) })),
  // Public-board variants: the index counts public options only, so it says nothing about hidden ones.
  z.string().regex(/^P\d{1,3}$/).transform((s) => ({ kind: 'option' as const, index: Number(s.slice(1)), pub: true as const })),
  z.string().regex(/^S\d{1,2}$/).transform((s) => ({ kind: 'select' as const, chunk: Number(s.slice(1)), pub: true as const })),
  z.string().regex(/^p\d{1,2}$/).transform((s) => ({ kind: 'page' as const, page: Number(s.slice(1)) })),
  z.literal('z').transform(() => ({ kind: 'none' as const })),
  z.literal('n').transform(() => ({ kind: 'open-number' as const })),
  z.literal('N').transform(() => ({ kind: 'number' as const })),
]);

export type Choice = z.output<typeof choice>;

/** A hold's mode as its custom id carries it; 'off' ends the hold. */
export type HoldChoice = 'combat' | 'turn' | 'new' | 'off';
const HOLD_CODE = { combat: 'c', turn: 't', new: 'n', off: 'o' } as const;
const HOLD_OF = { c: 'combat', t: 'turn', n: 'new', o: 'off' } as const;
const holdParts = z.tuple([z.literal('n1'), matchId, version, z.enum(['c', 't', 'n', 'o'])]);

export type CustomId =
  | { kind: 'answer'; matchId: string; version: number; promptRef: string; choice: Choice }
  | { kind: 'hand'; matchId: string }
  | { kind: 'log'; matchId: string }
  | { kind: 'concede'; matchId: string; version: number }
  | { kind: 'grave'; matchId: string; version: number }
  | { kind: 'rematch'; matchId: string }
  | { kind: 'cards'; matchId: string }
  | { kind: 'card'; matchId: string }
  | { kind: 'challenge'; challengeId: string; op: 'accept' | 'decline' | 'deck' }
  | { kind: 'deck-import'; game: string; format: string }
  | { kind: 'hold'; matchId: string; version: number; mode: HoldChoice }
  | { kind: 'delegate'; prefix: 'rule' | 'ruling'; raw: string };

const answerParts = z.tuple([z.literal('m1'), matchId, version, promptRef, choice]);
const matchOnly = z.tuple([z.enum(['h1', 'g1', 'r1', 'v1', 'w1']), matchId]);
const concedeParts = z.tuple([z.literal('k1'), matchId, version]);
const graveParts = z.tuple([z.literal('a1'), matchId, version]);
const challengeParts = z.tuple([z.literal('c1'), matchId, z.enum(['a', 'd', 'k'])]);
/** Game and format ids come from the engine's registry; the handler checks them against it. */
const registryId = z.string().regex(/^[a-z0-9-]{1,24}$/);
const deckImportParts = z.tuple([z.literal('d1'), registryId, registryId]);

const CHALLENGE_OP = { accept: 'a', decline: 'd', deck: 'k' } as const;

// The prompt reference is the match runtime's (the service checks it); re-exported for the handlers that write it.
export { promptRefOf } from '../match/prompt-ref.js';

function encodeChoice(c: Choice): string {
  switch (c.kind) {
    case 'option': return `${'pub' in c && c.pub ? 'P' : 'o'}${c.index}`;
    case 'select': return `${'pub' in c && c.pub ? 'S' : 's'}${c.chunk}`;
    case 'page': return `p${c.page}`;
    case 'none': return 'z';
    case 'open-number': return 'n';
    case 'number': return 'N';
  }
}

export function encodeCustomId(id: CustomId): string {
  let s: string;
  switch (id.kind) {
    case 'answer': s = `m1:${id.matchId}:${id.version}:${id.promptRef}:${encodeChoice(id.choice)}`; break;
    case 'hand': s = `h1:${id.matchId}`; break;
    case 'log': s = `g1:${id.matchId}`; break;
    case 'rematch': s = `r1:${id.matchId}`; break;
    case 'cards': s = `v1:${id.matchId}`; break;
    case 'card': s = `w1:${id.matchId}`; break;
    case 'concede': s = `k1:${id.matchId}:${id.version}`; break;
    case 'grave': s = `a1:${id.matchId}:${id.version}`; break;
    case 'challenge': s = `c1:${id.challengeId}:${CHALLENGE_OP[id.op]}`; break;
    case 'deck-import': s = `d1:${id.game}:${id.format}`; break;
    case 'hold': s = `n1:${id.matchId}:${id.version}:${HOLD_CODE[id.mode]}`; break;
    case 'delegate': s = id.raw; break;
  }
  if (s.length > MAX_CUSTOM_ID) throw new Error(`custom id longer than ${MAX_CUSTOM_ID}: ${s.length}`);
  return s;
}

/** Returns null for anything that is not a well-formed id of a known version. */
export function parseCustomId(raw: string): CustomId | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_CUSTOM_ID) return null;
  const head = raw.split(':', 1)[0];
  if (head === 'rule' || head === 'ruling') return { kind: 'delegate', prefix: head, raw };
  const parts = raw.split(':');
  switch (head) {
    case 'm1': {
      const r = answerParts.safeParse(parts);
      return r.success ? { kind: 'answer', matchId: r.data[1], version: r.data[2], promptRef: r.data[3], choice: r.data[4] } : null;
    }
    case 'h1': case 'g1': case 'r1': case 'v1': case 'w1': {
      const r = matchOnly.safeParse(parts);
      if (!r.success) return null;
      const kind = ({ h1: 'hand', g1: 'log', r1: 'rematch', v1: 'cards', w1: 'card' } as const)[r.data[0]];
      return { kind, matchId: r.data[1] };
    }
    case 'k1': {
      const r = concedeParts.safeParse(parts);
      return r.success ? { kind: 'concede', matchId: r.data[1], version: r.data[2] } : null;
    }
    case 'a1': {
      const r = graveParts.safeParse(parts);
      return r.success ? { kind: 'grave', matchId: r.data[1], version: r.data[2] } : null;
    }
    case 'c1': {
      const r = challengeParts.safeParse(parts);
      if (!r.success) return null;
      const op = r.data[2] === 'a' ? 'accept' : r.data[2] === 'd' ? 'decline' : 'deck';
      return { kind: 'challenge', challengeId: r.data[1], op };
    }
    case 'n1': {
      const r = holdParts.safeParse(parts);
      return r.success ? { kind: 'hold', matchId: r.data[1], version: r.data[2], mode: HOLD_OF[r.data[3]] } : null;
    }
    case 'd1': {
      const r = deckImportParts.safeParse(parts);
      return r.success ? { kind: 'deck-import', game: r.data[1], format: r.data[2] } : null;
    }
    default:
      return null;
  }
}
