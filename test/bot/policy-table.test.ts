/**
 * The policy table covers every surface the bot registers: each command path and each autocomplete of the
 * registered commands, and each component and modal id the bot can produce. A surface without a policy is
 * refused by the router before its handler starts, so a missing line here is a feature that cannot be used
 * (and this test names it); a line for a surface that no longer exists is named too.
 */
import { describe, expect, it } from 'vitest';
import { allCommands } from '../../commands/index.js';
import { POLICIES, surfaceOfCustomId } from '../../src/bot/authority/policy.js';
import { encodeCustomId, type CustomId } from '../../src/bot/custom-id.js';
import { callMessage } from '../../src/bot/judge/handlers.js';

type Opt = { name: string; type: number; options?: Opt[]; autocomplete?: boolean };

/** Every registered command path ('/match board') and autocomplete ('?/match board'). */
function commandSurfaces(): string[] {
  const out: string[] = [];
  const walk = (o: Opt, path: string) => {
    const subs = (o.options ?? []).filter((x) => x.type === 1 || x.type === 2);
    if (!subs.length) {
      out.push(`/${path}`);
      if ((o.options ?? []).some((x) => x.autocomplete)) out.push(`?/${path}`);
      return;
    }
    for (const s of subs) walk(s, `${path} ${s.name}`);
  };
  for (const c of allCommands({ includeTestOnly: true }) as unknown as Opt[]) walk(c, c.name);
  return out;
}

/** One id of every kind the codec knows (the Record makes a new kind a compile error here until it is listed). */
const SAMPLES: Record<CustomId['kind'], CustomId> = {
  answer: { kind: 'answer', matchId: 'abcdef123456', version: 1, promptRef: 'p1', choice: { kind: 'option', index: 0 } },
  hand: { kind: 'hand', matchId: 'abcdef123456' },
  log: { kind: 'log', matchId: 'abcdef123456' },
  concede: { kind: 'concede', matchId: 'abcdef123456', version: 1 },
  grave: { kind: 'grave', matchId: 'abcdef123456', version: 1 },
  rematch: { kind: 'rematch', matchId: 'abcdef123456' },
  cards: { kind: 'cards', matchId: 'abcdef123456' },
  card: { kind: 'card', matchId: 'abcdef123456' },
  challenge: { kind: 'challenge', challengeId: 'abcdef123456', op: 'accept' },
  'deck-import': { kind: 'deck-import', game: 'fadalgia', format: 'standard' },
  delegate: { kind: 'delegate', prefix: 'rule', raw: 'rule:v1:open:1:e:0:0:101' },
};

function componentSurfaces(): string[] {
  const ids = [
    ...Object.values(SAMPLES).map(encodeCustomId), 'ruling:v1:add',
    // The judge tools' and replays' own ids (judge/handlers.ts, replay/replay.ts).
    String((callMessage('abcdef123456', 'en').components[0]!.components[0] as { custom_id: string }).custom_id),
    'j1:ok:abcdef123456', 'j1:no:abcdef123456', 'y1:abcdef123456:0', 'y1:abcdef123456:t', 'y1:abcdef123456:3:ry', 'y1:abcdef123456:3:rn', 's1:abcdef123456',
  ];
  return [...new Set(ids.map(surfaceOfCustomId))];
}

describe('the policy table', () => {
  it('has a policy for every registered command, autocomplete, component and modal', () => {
    const surfaces = [...commandSurfaces(), ...componentSurfaces()];
    expect(surfaces.length).toBeGreaterThan(60);
    expect(surfaces.filter((s) => !(s in POLICIES))).toEqual([]);
  });

  it('has no line for a surface that does not exist', () => {
    const surfaces = new Set([...commandSurfaces(), ...componentSurfaces()]);
    expect(Object.keys(POLICIES).filter((k) => !surfaces.has(k))).toEqual([]);
  });

  it('binds every surface about a match, league, challenge or request to its server', () => {
    for (const [key, p] of Object.entries(POLICIES)) {
      if (p.subject !== 'self') expect(p.where, key).not.toBe('anywhere');
      if (p.subject === 'self') expect(p.who, key).toEqual(['anyone']);
    }
    expect(POLICIES['j1:call']).toMatchObject({ who: ['member'], subject: 'match', where: 'thread' });
  });
});
