/**
 * Summoner Master's private hand panel says why a Seal of yours cannot attack, use a Skill or change Line in
 * your Main Step (engine why-not.ts), with the rule, as it does for hand cards that cannot be cast; the
 * opponent's panel never shows them.
 */
import { describe, expect, it } from 'vitest';
import { handPanel } from '../../src/bot/board-message.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import type { LoadedMatch } from '../../src/match/service.js';
import { build, decks } from '../engine/summoner-master/helpers.js';

function loaded(seats: Parameters<typeof build>[0]): LoadedMatch {
  const g = build(seats);
  return {
    snap: { matchId: 'sm-why', version: 1, status: 'active', updatedAt: 0 },
    state: g.s,
    meta: { lang: 'en', p0: 'u0', p1: 'u1', series: '' },
    prompt: realEngine.currentPrompt(g.s),
  } as unknown as LoadedMatch;
}

const field = (m: LoadedMatch, seat: 0 | 1, lang: 'th' | 'en') =>
  (handPanel(realEngine, m, seat, lang).embeds[0]!.fields ?? []).find((f) => f.name === (lang === 'th' ? 'Seal ของคุณ: สั่งไม่ได้ตอนนี้' : 'Your Seals: not now'))?.value ?? '';

describe('Summoner Master: a Seal\'s refused orders in the hand panel', () => {
  const m = loaded([
    { zones: { at: [{ card: 'wind-shaman', state: { active: false }, counters: { charge: 2 } }], df: [{ card: 'tide-warrior', state: { entered: 3 } }], hand: ['flame-trooper'], ...decks() } },
    { zones: { at: ['cliff-golem'], hand: ['tide-warrior'], ...decks() } },
  ]);

  it('§9.1 605 516.1 §8.3 an Inactive Seal and one on the Df Line that entered this subturn: each refused order with its rule', () => {
    const en = field(m, 0, 'en');
    expect(en).toContain('Wind Shaman · Attack: An Inactive Seal cannot attack');
    expect(en).toMatch(/Wind Shaman · Attack: .*\(§9\.1\)/);
    expect(en).toMatch(/Wind Shaman · Wind Whisper: .*\(605\)/);
    expect(en).toMatch(/Wind Shaman · Change Line: .*\(516\.1\)/);
    expect(en).toMatch(/Tide Warrior · Attack: .*\(§9\.1\)/);
    expect(en).toMatch(/Tide Warrior · Change Line: .*\(§8\.3\)/);
    const th = field(m, 0, 'th');
    expect(th).toMatch(/เปลี่ยน Line: .*\(516\.1\)/);
    expect(th).toContain('Inactive');
  });

  it('the seat not deciding sees no reasons for its own Seals', () => {
    const panel = JSON.stringify(handPanel(realEngine, m, 1, 'en'));
    expect(panel).not.toContain('⛔');
    expect(panel).not.toContain('§9.1');
  });
});
