/**
 * The authorization matrix, generated from the policy table (src/bot/authority/policy.ts): EVERY surface in it
 * (each command path, autocomplete, button, select and modal) × every role, through the emulator with forged
 * interactions (roles, permissions and server as Discord would send them). What the table says decides the
 * expected outcome of each row; the test does not list outcomes by hand. A refused row must answer privately
 * with one of the refusals in the user's own language (Somchai's Thai, the others' English), change nothing in
 * the store (every Redis key of this test, matches, leagues, challenges, requests, settings) and post nothing.
 * An allowed row must not be refused. Payloads are harmless when allowed (stale versions, unknown names, an
 * out-of-range rewind), and the few surfaces that act for real when allowed run last.
 * That the table itself lists every surface the bot deploys or handles is test/bot/policy-table.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { IDS, redisUrl, startHarness, type Harness } from './support/harness.js';
import { challenge, flatComponents, type Game } from './support/driver.js';
import { forged, forgeNext, INTERNAL, type Json } from './support/forge.js';
import { POLICIES, type Policy, type Who } from '../../src/bot/authority/policy.js';
import { t, type Lang, type StringKey } from '../../src/bot/i18n.js';
import { lt } from '../../src/league/i18n.js';
import { allCommands } from '../../commands/index.js';

const OTHER_GUILD = '1400000000000009100';
const ORGANISER_ROLE = '1400000000000000777';
const MANAGE = String(1 << 5);
let h: Harness;
let game: Game;
let redis: Redis;
let leagueId: string;
let challengeId: string;
/** The league's creator (an organiser of it by being its creator). */
const CREATOR = IDS.alice;

interface Role { name: string; user: string; seat: boolean; judgeRole: boolean; organiserRole: boolean; manager: boolean; sameServer: boolean }
const ROLES: Role[] = [
  { name: 'player', user: IDS.somchai, seat: true, judgeRole: false, organiserRole: false, manager: false, sameServer: true },
  { name: 'opponent', user: IDS.alice, seat: true, judgeRole: false, organiserRole: false, manager: false, sameServer: true },
  { name: 'spectator', user: IDS.watcher, seat: false, judgeRole: false, organiserRole: false, manager: false, sameServer: true },
  { name: 'judge', user: IDS.watcher, seat: false, judgeRole: true, organiserRole: false, manager: false, sameServer: true },
  { name: 'judge playing in the match', user: IDS.somchai, seat: true, judgeRole: true, organiserRole: false, manager: false, sameServer: true },
  { name: 'organiser (role)', user: IDS.watcher, seat: false, judgeRole: false, organiserRole: true, manager: false, sameServer: true },
  { name: 'Manage Server', user: IDS.watcher, seat: false, judgeRole: false, organiserRole: false, manager: true, sameServer: true },
  { name: 'another server with Manage Server and the judge role', user: IDS.watcher, seat: false, judgeRole: true, organiserRole: true, manager: true, sameServer: false },
];

/**
 * The payload as Discord would send it for this role: the caller's roles and permissions, wherever the payload
 * carries the caller as a member (a user option's resolved member, the source message's mentions and interaction),
 * so discord.js's member cache sees one consistent member.
 */
function as(role: Role, p: Json): void {
  const roles = [...(role.judgeRole ? [IDS.adminRole] : []), ...(role.organiserRole ? [ORGANISER_ROLE] : [])];
  const permissions = role.manager ? MANAGE : '0';
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (!v || typeof v !== 'object') return;
    const o = v as Json;
    // A member object names its user; a mention is the user with its member inside.
    const user = (o.user as Json | undefined)?.id ?? (o.member ? o.id : undefined);
    if (user === role.user && Array.isArray(o.roles)) { o.roles = roles; o.permissions = permissions; }
    if (user === role.user && o.member && typeof o.member === 'object') { (o.member as Json).roles = roles; (o.member as Json).permissions = permissions; }
    Object.values(o).forEach(walk);
  };
  walk(p);
  const resolved = ((p.data as Json).resolved as Json | undefined)?.members as Json | undefined;
  const self = resolved?.[role.user] as Json | undefined;
  if (self) { self.roles = roles; self.permissions = permissions; }
  if (!role.sameServer) {
    p.guild_id = OTHER_GUILD;
    if (p.guild) (p.guild as Json).id = OTHER_GUILD;
    p.authorizing_integration_owners = { '0': OTHER_GUILD };
  }
}

/**
 * What the table says for this role: the policy's `who`, evaluated on the role's facts. In another server a
 * match, challenge, request or league of this one is not there (refused); a role of the other server counts
 * for surfaces about the caller's own server (its judges, managers, card sets), where no judge role is set.
 */
function expectAllowed(p: Policy, r: Role): boolean {
  if (!r.sameServer && ['match', 'challenge', 'request', 'league'].includes(p.subject)) return false;
  const holds = (w: Who): boolean => {
    switch (w) {
      case 'anyone': case 'member': return true;
      case 'player': return r.seat;
      case 'opponent': return r.user === IDS.alice;
      case 'judge': return !(p.subject === 'match' && r.seat) && (r.manager || (r.judgeRole && r.sameServer));
      case 'judge-role': return r.judgeRole && r.sameServer;
      case 'manager': return r.manager;
      case 'organiser': return r.manager || (r.organiserRole && r.sameServer) || (p.subject === 'league' && r.user === CREATOR);
    }
  };
  return p.who.some(holds);
}

/** The refusals the table's check can answer a surface with (its subject "not here", then its `who`), in a language. */
function refusalsFor(key: string, p: Policy, lang: Lang): string[] {
  const keys: StringKey[] = ['auth.guildOnly'];
  if (p.subject === 'match') keys.push('err.noMatchHere', 'judge.callThreadOnly');
  if (p.subject === 'request') keys.push('err.noMatchHere');
  if (p.subject === 'challenge') keys.push('err.challengeGone');
  if (key === 'y1:reveal') keys.push('replay.onlyPlayers');
  if (p.who.includes('player')) keys.push('err.foreign');
  if (p.who.includes('judge')) keys.push('judge.notJudge', 'judge.ownMatch');
  if (p.who.includes('judge-role')) keys.push('judge.notJudge');
  if (p.who.includes('opponent')) keys.push(p.subject === 'request' ? 'judge.notOther' : 'err.notOpponent');
  if (p.who.includes('manager')) keys.push('auth.manager');
  const league = p.subject === 'league' ? [lt(lang, 'no-league')] : [];
  const organiser = p.who.includes('organiser') ? [lt(lang, key === '/league create' ? 'not-creator' : 'not-organiser')] : [];
  return [...keys.map((k) => t(lang, k)), ...league, ...organiser];
}
const langOfUser = (user: string): Lang => (user === IDS.somchai ? 'th' : 'en');

type Opt = { name: string; type: number; options?: Opt[]; autocomplete?: boolean };
/** The leaf options of a command path, from the deployed definitions. */
function optionsOf(path: string): Opt[] {
  const [name, ...rest] = path.split(' ');
  let o = (allCommands() as unknown as Opt[]).find((c) => c.name === name)!;
  for (const part of rest) o = o.options!.find((x) => x.name === part)!;
  return o.options ?? [];
}

/** Options that make an allowed command harmless (an unknown name, an out-of-range number, the same setting again). */
const ARGS: Record<string, () => Json> = {
  '/match challenge': () => ({ opponent: IDS.watcher, deck: 'no-such-deck' }),
  '/match practice': () => ({ deck: 'no-such-deck' }),
  '/match undo': () => ({ reason: 'matrix' }),
  '/match rewind': () => ({ version: 99999, reason: 'matrix' }),
  '/judge rewind': () => ({ version: 99999, reason: 'matrix' }),
  '/judge result': () => ({ winner: '1', reason: 'matrix' }),
  '/judge adjust': () => ({ choice: 'no-such-option', reason: 'matrix' }),
  '/deck import': () => ({ name: 'Matrix', list: 'not a deck list' }),
  '/deck show': () => ({ name: 'no-such-deck' }), '/deck validate': () => ({ name: 'no-such-deck' }), '/deck delete': () => ({ name: 'no-such-deck' }),
  '/cards import': () => ({ file: { name: 'set.yaml', data: 'not: [a set' } }),
  '/cards show': () => ({ card: 'no-such-card' }), '/cards export': () => ({ set: 'no-such-set' }), '/cards remove': () => ({ set: 'no-such-set' }),
  '/rule': () => ({ query: 'matrix' }),
  '/ruling search': () => ({ query: 'matrix' }),
  ...Object.fromEntries(['show', 'history', 'edit', 'retire'].map((s) => [`/ruling ${s}`, () => ({ id: 99999 })])),
  '/ruling config': () => ({ 'judge-role': IDS.adminRole }),
  '/league create': () => ({ name: 'Matrix extra' }),
  '/league join': () => ({ deck: 'no-such-deck' }),
  '/league report': () => ({ my_wins: 0, their_wins: 0 }),
  '/league-admin result': () => ({ table: 99 }),
  '/league-admin late': () => ({ player: IDS.watcher, deck: 'no-such-deck' }),
  '/league-admin disqualify': () => ({ player: IDS.watcher }),
  '/league-admin extend': () => ({ hours: 1 }),
  '/league-admin role': () => ({ role: ORGANISER_ROLE }),
  '/sanam language': () => ({ language: 'en' }),
  '/sanam turn-time': () => ({ seconds: 120 }),
};

/** The ids a component's surface is tried with (stale versions, unknown choices: harmless when allowed). */
const COMPONENT: Record<string, { id: () => string; type?: 'select' | 'modal' }> = {
  m1: { id: () => `m1:${game.matchId}:0:zz:o0` },
  h1: { id: () => `h1:${game.matchId}` },
  a1: { id: () => `a1:${game.matchId}:0`, type: 'select' },
  k1: { id: () => `k1:${game.matchId}:0` },
  r1: { id: () => `r1:${game.matchId}` },
  g1: { id: () => `g1:${game.matchId}` },
  v1: { id: () => `v1:${game.matchId}` },
  w1: { id: () => `w1:${game.matchId}`, type: 'select' },
  c1: { id: () => `c1:${challengeId}:a` },
  d1: { id: () => 'd1:fadalgia:standard', type: 'modal' },
  'j1:call': { id: () => `j1:call:${game.matchId}` },
  'j1:ok': { id: () => `j1:ok:${requestId}` },
  'j1:no': { id: () => `j1:no:${requestId}` },
  n1: { id: () => `n1:${game.matchId}:0:t` },
  y1: { id: () => `y1:${game.matchId}:0` },
  'y1:reveal': { id: () => `y1:${game.matchId}:0:rn` },
  s1: { id: () => `s1:${game.matchId}` },
  rule: { id: () => 'rule:v1:open:1:e:0:0:101' },
  ruling: { id: () => 'ruling:v1:add', type: 'modal' },
};
let requestId = '';

/** A fresh rewind request from Somchai to Alice (out of range: harmless if granted), for j1:ok and j1:no. */
async function newRequest(): Promise<void> {
  await (await h.emu.slash(IDS.somchai, game.thread, 'match rewind', { version: 99999, reason: 'matrix', match: game.matchId })).settled();
  const msg = h.emu.visibleMessages(IDS.alice, game.thread).reverse().find((m) => flatComponents(m).some((c) => String(c.custom_id).startsWith('j1:ok:')))!;
  requestId = String(flatComponents(msg).find((c) => String(c.custom_id).startsWith('j1:ok:'))!.custom_id).split(':')[2]!;
}

/** Surfaces that act for real when allowed (or change what later rows depend on): run after the others of their kind. */
const LAST = ['/league-admin role', '/ruling config', '/sanam language', '/sanam turn-time', '/league create'];
/** Surfaces that end the match when allowed (the concede button does not look at its version): run at the very end. */
const ENDING = ['/judge result', 'k1'];

type Outcome = { reply: Json | undefined; choices?: Json[] };

async function act(key: string, r: Role): Promise<Outcome> {
  const tr = (p: Json) => as(r, p);
  if (key.startsWith('?/')) {
    const path = key.slice(2);
    const opts = optionsOf(path);
    const focused = opts.find((o) => o.autocomplete)!.name;
    const values: Json = { [focused]: '', ...(ARGS[`/${path}`]?.() ?? {}) };
    values[focused] = '';
    if (opts.some((o) => o.name === 'match') && focused !== 'match') values.match = game.matchId;
    if (opts.some((o) => o.name === 'league') && focused !== 'league') values.league = leagueId;
    forgeNext(h.emu, tr);
    const choices = await h.emu.autocomplete(r.user, IDS.channel, path, values, focused);
    return { reply: undefined, choices };
  }
  if (key.startsWith('/')) {
    const path = key.slice(1);
    const opts = optionsOf(path);
    const values: Json = { ...(ARGS[key]?.() ?? {}) };
    if (opts.some((o) => o.name === 'match')) values.match = game.matchId;
    if (opts.some((o) => o.name === 'league')) values.league = leagueId;
    const out = await forged(h.emu, tr, () => h.emu.slash(r.user, IDS.channel, path, values));
    const reply = await out.settled();
    if (out.modal) h.emu.dismissModal(r.user);
    return { reply };
  }
  const c = COMPONENT[key]!;
  // Any button in the match's thread the user can see (a handler that updates its message may take the board's away).
  const source = h.emu.visibleMessages(r.user, game.thread).reverse().find((m) => !(Number(m.flags) & 64) && flatComponents(m).some((x) => x.type === 2 && !x.disabled))!;
  const real = String(flatComponents(source).find((x) => x.type === 2 && !x.disabled)!.custom_id);
  const out = await forged(h.emu, (p) => {
    tr(p);
    const data = p.data as Json;
    data.custom_id = c.id();
    if (c.type === 'select') { data.component_type = 3; data.values = ['0']; }
    if (c.type === 'modal') {
      p.type = 5;
      p.data = { custom_id: c.id(), components: [{ type: 1, components: [{ type: 4, custom_id: 'name', value: 'x' }] }, { type: 1, components: [{ type: 4, custom_id: 'list', value: 'not a deck list' }] }] };
    }
  }, () => h.emu.click(r.user, String(source.id), real));
  const reply = await out.settled();
  if (out.modal) h.emu.dismissModal(r.user);
  return { reply };
}

/** Every key and value of this test's store (matches, leagues, challenges, requests, settings, rate limits). */
/**
 * The store once the previous row's background work (a board publish claiming its version, a panel refresh) has
 * landed: two reads 100 ms apart that agree, so a refused row is not blamed for an allowed row's late write.
 */
async function quietStoreState(): Promise<string> {
  let last = await storeState();
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 100));
    const now = await storeState();
    if (now === last) return now;
    last = now;
  }
  return last;
}

async function storeState(): Promise<string> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${h.prefix}*`, 'COUNT', 1000);
    cursor = next;
    keys.push(...batch);
  } while (cursor !== '0');
  keys.sort();
  const dumps = await Promise.all(keys.map((k) => redis.dumpBuffer(k)));
  return keys.map((k, i) => `${k}=${dumps[i]?.toString('hex') ?? ''}`).join('\n');
}

/** Public (non-ephemeral) messages in the server's channel and every thread. */
const posted = () => [IDS.channel, ...h.emu.threads().map((x) => String(x.id))].flatMap((c) => h.emu.visibleMessages(IDS.watcher, c)).filter((m) => !(Number(m.flags) & 64)).length;

beforeAll(async () => {
  h = await startHarness({ extraRoles: [{ id: ORGANISER_ROLE, name: 'organisers' }] });
  await h.startBot();
  redis = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 });
  await (await h.emu.slash(IDS.watcher, IDS.channel, 'ruling config', { 'judge-role': IDS.adminRole })).settled();
  await (await h.emu.slash(IDS.watcher, IDS.channel, 'league-admin role', { role: ORGANISER_ROLE })).settled();
  // The league is Alice's (created with Manage Server); nobody has joined it, so starting it is refused.
  const made = await forged(h.emu, (p) => { (p.member as Json).permissions = MANAGE; }, () => h.emu.slash(CREATOR, IDS.channel, 'league create', { name: 'Matrix' }));
  leagueId = /`([a-z0-9]{8})`/.exec(String((await made.settled())?.content))?.[1] ?? '';
  expect(leagueId, 'the league was created').toMatch(/^[a-z0-9]{8}$/);
  game = await challenge(h.emu, h.kv);
  // A pending challenge from Somchai to Alice (c1).
  await (await h.emu.slash(IDS.somchai, IDS.channel, 'match challenge', { opponent: IDS.alice, deck: 'precon:starter-flame', format: 'starter-c' })).settled();
  const ask = h.emu.visibleMessages(IDS.alice, IDS.channel).reverse().find((m) => flatComponents(m).some((c) => /^c1:.*:a$/.test(String(c.custom_id))))!;
  challengeId = String(flatComponents(ask).find((c) => /^c1:.*:a$/.test(String(c.custom_id)))!.custom_id).split(':')[1]!;
  // The call-a-judge button is posted when the match starts (j1:call needs the match's first state kept).
  await h.emu.waitFor(() => h.emu.visibleMessages(IDS.alice, game.thread).find((m) => flatComponents(m).some((c) => String(c.custom_id).startsWith('j1:call:'))));
});
afterAll(async () => { redis?.disconnect(); await h?.close(); });

const keys = Object.keys(POLICIES).sort((a, b) => LAST.indexOf(a) - LAST.indexOf(b));
// In this order: the commands' last rows change settings, and the ending surfaces end the match.
const groups: Array<[string, (k: string) => boolean]> = [
  ['buttons, selects and modals', (k) => !k.startsWith('/') && !k.startsWith('?/') && !ENDING.includes(k)],
  ['autocompletes', (k) => k.startsWith('?/')],
  ['commands', (k) => k.startsWith('/') && !ENDING.includes(k)],
  ['surfaces that end the match (the judge\'s result, the concede button)', (k) => ENDING.includes(k)],
];

describe('authorization matrix (generated from the policy table)', () => {
  for (const [name, pick] of groups) {
    it(`every one of the table's ${name} × every role: allowed, or refused privately in the user's language with no state change and nothing posted`, { timeout: 600_000 }, async () => {
      const rows: string[] = [];
      const wrong: string[] = [];
      /**
       * The store as the previous row left it when that row was refused and changed nothing: no late write of
       * its own can follow, and any earlier row's had its quiet wait before it, so the next row starts from it
       * without waiting again. Unset after an allowed row, a row that failed, or a new rewind request.
       */
      let quiet: string | undefined;
      for (const key of keys.filter(pick)) {
        const policy = POLICIES[key]!;
        for (const r of ROLES) {
          if (key === 'j1:ok' || key === 'j1:no') { await newRequest(); quiet = undefined; }
          const shouldAllow = expectAllowed(policy, r);
          // Only a refused row's store is compared: it alone waits for the previous row's late writes to land.
          const [state, count] = [shouldAllow ? '' : quiet ?? await quietStoreState(), posted()];
          quiet = undefined;
          const { reply, choices } = await act(key, r);
          const row = `${key} × ${r.name}`;
          rows.push(row);
          if (choices) {
            // An autocomplete is refused with no choices; the right person in this server is offered some where
            // the table can refuse anyone (the judge's adjust choices, the organiser's leagues).
            if (!shouldAllow) { if (choices.length) wrong.push(`${row}: offered ${choices.length} choices`); }
            else if (r.sameServer && policy.who.some((w) => w !== 'anyone' && w !== 'member') && !choices.length) wrong.push(`${row}: allowed but offered nothing`);
            if (!shouldAllow) { if ((await storeState()) !== state) wrong.push(`${row}: the store changed`); else if (!choices.length) quiet = state; }
            continue;
          }
          const text = String(reply?.content);
          if (INTERNAL.test(text)) { wrong.push(`${row}: internal error`); continue; }
          if (shouldAllow) {
            if ([...refusalsFor(key, policy, 'th'), ...refusalsFor(key, policy, 'en')].includes(text)) wrong.push(`${row}: refused (${text.slice(0, 60)}) but the table allows it`);
            continue;
          }
          if (!refusalsFor(key, policy, langOfUser(r.user)).includes(text)) wrong.push(`${row}: expected a refusal in ${langOfUser(r.user)}, got ${text.slice(0, 80)}`);
          if (!(Number(reply?.flags) & 64)) wrong.push(`${row}: refusal not private`);
          const unchanged = (await storeState()) === state;
          if (!unchanged) wrong.push(`${row}: the store changed`);
          if (posted() !== count) wrong.push(`${row}: something was posted`);
          else if (unchanged) quiet = state;
        }
      }
      expect(wrong).toEqual([]);
      expect(rows).toHaveLength(keys.filter(pick).length * ROLES.length);
    });
  }
});
