/**
 * The policy table covers every surface the bot registers: each command path and each autocomplete of the
 * registered commands, and each component and modal id the bot can produce. A surface without a policy is
 * refused by the router before its handler starts, so a missing line here is a feature that cannot be used
 * (and this test names it); a line for a surface that no longer exists is named too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
  hold: { kind: 'hold', matchId: 'abcdef123456', version: 1, mode: 'turn' },
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

const SAMPLE_ID = 'abcdef123456';

/** Every .ts file under a source folder. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

/**
 * What the source says about custom ids, read from the code itself so that a new one cannot be added without
 * this test seeing it: the ids the bot writes (`custom_id: \`y1:${matchId}:t\``, a modal's id), and the
 * prefixes the router and its delegates match (`customId.startsWith('s1:')`, `/^(j1|y1):/`, the codec's
 * `z.literal('k1')` and `z.enum(['h1', …])`).
 */
function customIdsInSource(): { ids: string[]; prefixes: string[] } {
  const ids: string[] = [];
  const prefixes: string[] = [];
  for (const file of [...sources('src/bot'), ...sources('src/rules')]) {
    const text = readFileSync(file, 'utf8');
    const fill = (lit: string) => lit.replace(/\$\{[^}]*\}/g, SAMPLE_ID);
    for (const m of text.matchAll(/custom_id:\s*[`']([^`']*:[^`']*)[`']/g)) ids.push(fill(m[1]!));
    for (const m of text.matchAll(/modal\([^,()]+,\s*[`']([^`']*:[^`']*)[`']/g)) ids.push(fill(m[1]!));
    for (const m of text.matchAll(/`([a-z][a-z0-9]*:v1:[^`]*)`/g)) ids.push(fill(m[1]!));
    for (const m of text.matchAll(/customId\.startsWith\('([a-z0-9]+):'\)/g)) prefixes.push(m[1]!);
    for (const m of text.matchAll(/\/\^\(([a-z0-9|]+)\):\//g)) prefixes.push(...m[1]!.split('|'));
    if (file.endsWith(join('bot', 'custom-id.ts'))) {
      for (const m of text.matchAll(/z\.literal\('([a-z]\d)'\)/g)) prefixes.push(m[1]!);
      for (const m of text.matchAll(/z\.enum\(\[([^\]]*)\]\)/g)) prefixes.push(...[...m[1]!.matchAll(/'([a-z]\d)'/g)].map((x) => x[1]!));
    }
  }
  return { ids: [...new Set(ids)], prefixes: [...new Set(prefixes)] };
}

describe('the policy table', () => {
  it('has a policy for every custom id the source writes and every prefix the router matches', () => {
    const { ids, prefixes } = customIdsInSource();
    // The scan sees what it is meant to (a guard against a pattern that silently stops matching).
    expect(ids.map(surfaceOfCustomId)).toEqual(expect.arrayContaining(['s1', 'y1', 'y1:reveal', 'j1:call', 'j1:ok', 'j1:no', 'rule', 'ruling']));
    expect(prefixes).toEqual(expect.arrayContaining(['m1', 'h1', 'k1', 'a1', 'c1', 'd1', 'j1', 'y1', 's1']));
    expect(ids.map(surfaceOfCustomId).filter((s) => !(s in POLICIES))).toEqual([]);
    expect(prefixes.filter((p) => !Object.keys(POLICIES).some((k) => k === p || k.startsWith(`${p}:`)))).toEqual([]);
  });


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
