/**
 * The authorization matrix, generated from the policy table (src/bot/authority/policy.ts): every match surface
 * (its buttons, selects and the /match and /judge commands about a match) × every role, through the emulator
 * with forged interactions (roles and permissions as Discord would send them). Expected: allowed, or refused
 * privately with the table's refusal, no state change and nothing posted. One match is shared; every payload
 * is harmless when allowed (stale versions, an out-of-range rewind, an unknown choice).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS, startHarness, type Harness } from './support/harness.js';
import { challenge, flatComponents, type Game } from './support/driver.js';
import { forged, type Json } from './support/forge.js';
import { POLICIES, type Policy } from '../../src/bot/authority/policy.js';
import { t } from '../../src/bot/i18n.js';
import { MatchService } from '../../src/match/service.js';
import { realEngine } from '../../src/match/engine-adapter.js';

const OTHER_GUILD = '1400000000000009100';
const MANAGE = String(1 << 5);
let h: Harness;
let game: Game;
let service: MatchService;

interface Role { name: string; user: string; seat: boolean; judgeRole: boolean; manager: boolean; sameServer: boolean }
const ROLES: Role[] = [
  { name: 'player', user: IDS.somchai, seat: true, judgeRole: false, manager: false, sameServer: true },
  { name: 'opponent', user: IDS.alice, seat: true, judgeRole: false, manager: false, sameServer: true },
  { name: 'spectator', user: IDS.watcher, seat: false, judgeRole: false, manager: false, sameServer: true },
  { name: 'judge', user: IDS.watcher, seat: false, judgeRole: true, manager: false, sameServer: true },
  { name: 'judge playing in the match', user: IDS.somchai, seat: true, judgeRole: true, manager: false, sameServer: true },
  { name: 'organiser (role)', user: IDS.watcher, seat: false, judgeRole: false, manager: false, sameServer: true },
  { name: 'Manage Server', user: IDS.watcher, seat: false, judgeRole: false, manager: true, sameServer: true },
  { name: 'another server with Manage Server and the judge role', user: IDS.watcher, seat: false, judgeRole: true, manager: true, sameServer: false },
];

/** The payload as Discord would send it for this role. */
function as(role: Role, p: Json): void {
  const m = p.member as Json;
  m.roles = role.judgeRole ? [IDS.adminRole] : role.name.startsWith('organiser') ? ['1400000000000000777'] : [];
  m.permissions = role.manager ? MANAGE : '0';
  if (!role.sameServer) { p.guild_id = OTHER_GUILD; (p.guild as Json).id = OTHER_GUILD; }
}

/** What the table says: the evaluation of `who` for a match surface, given the role's facts. */
function allowed(p: Policy, r: Role): boolean {
  if (!r.sameServer) return false;
  return p.who.some((w) => w === 'anyone' || w === 'member' || (w === 'player' && r.seat) || (w === 'judge' && !r.seat && (r.judgeRole || r.manager)) || (w === 'manager' && r.manager));
}

type Surface = { key: string; act: (r: Role, transform: (p: Json) => void) => Promise<Json | undefined> };
const click = (customId: () => string) => async (r: Role, tr: (p: Json) => void) => {
  const board = h.emu.message(game.board) as Json;
  const real = String(flatComponents(board).find((c) => String(c.custom_id).startsWith('h1:'))!.custom_id);
  return (await forged(h.emu, (p) => { tr(p); (p.data as Json).custom_id = customId(); }, () => h.emu.click(r.user, game.board, real))).settled();
};
const slash = (cmd: string, opts: () => Json) => async (r: Role, tr: (p: Json) => void) =>
  (await forged(h.emu, tr, () => h.emu.slash(r.user, IDS.channel, cmd, { ...opts(), match: game.matchId }))).settled();

const SURFACES: Surface[] = [
  { key: 'h1', act: click(() => `h1:${game.matchId}`) },
  { key: 'g1', act: click(() => `g1:${game.matchId}`) },
  { key: 'v1', act: click(() => `v1:${game.matchId}`) },
  { key: 'm1', act: click(() => `m1:${game.matchId}:0:zz:o0`) },
  { key: 'r1', act: click(() => `r1:${game.matchId}`) },
  { key: 'y1', act: click(() => `y1:${game.matchId}:0`) },
  { key: '/match board', act: slash('match board', () => ({})) },
  { key: '/match log', act: slash('match log', () => ({})) },
  { key: '/match hand', act: slash('match hand', () => ({})) },
  { key: '/judge view', act: slash('judge view', () => ({})) },
  { key: '/judge rewind', act: slash('judge rewind', () => ({ version: 99999, reason: 'matrix' })) },
  { key: '/judge adjust', act: slash('judge adjust', () => ({ choice: 'no-such-option', reason: 'matrix' })) },
];

const REFUSALS = (['err.foreign', 'judge.notJudge', 'judge.ownMatch', 'err.noMatchHere', 'auth.manager'] as const).flatMap((k) => [t('th', k), t('en', k)]);

beforeAll(async () => {
  h = await startHarness();
  await h.startBot();
  service = new MatchService(h.store, realEngine);
  await (await h.emu.slash(IDS.watcher, IDS.channel, 'ruling config', { 'judge-role': IDS.adminRole })).settled();
  game = await challenge(h.emu, h.kv);
});
afterAll(async () => { await h?.close(); });

const posted = () => [IDS.channel, game.thread].flatMap((c) => h.emu.visibleMessages(IDS.watcher, c)).filter((m) => !(Number(m.flags) & 64)).length;

describe('authorization matrix (generated from the policy table)', () => {
  it('every match surface × every role: allowed, or refused privately with no state change and nothing posted', { timeout: 120_000 }, async () => {
    const rows: string[] = [];
    for (const s of SURFACES) {
      const policy = POLICIES[s.key]!;
      expect(policy, s.key).toBeDefined();
      for (const r of ROLES) {
        const before = (await service.load(game.matchId))!.snap.version;
        const count = posted();
        const reply = await s.act(r, (p) => as(r, p));
        const refused = REFUSALS.includes(String(reply?.content));
        rows.push(`${s.key} × ${r.name}: ${allowed(policy, r) ? 'allowed' : 'refused'} → ${refused ? 'refused' : 'allowed'}`);
        expect(refused, `${s.key} × ${r.name}: ${String(reply?.content).slice(0, 80)}`).toBe(!allowed(policy, r));
        if (refused) {
          expect(Number(reply!.flags) & 64).toBe(64);
          expect((await service.load(game.matchId))!.snap.version).toBe(before);
          expect(posted()).toBe(count);
        }
      }
    }
    expect(rows).toHaveLength(SURFACES.length * ROLES.length);
  });
});
