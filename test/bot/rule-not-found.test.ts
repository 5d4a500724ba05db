/**
 * Issue 33 through the real discord.js against the emulator: when the rulebooks we hold do not answer a /rule
 * question (a topic no rulebook covers, another card game, Summoner Master's base game, whose rules we do not
 * have), the reply says so in the user's language, offers the closest sections only as "maybe related" (a
 * tentative ❔ quote and the other matches in the menu) and points to /ruling. A clear question is still the answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../src/rules/discord/i18n.js';
import { IDS, startHarness, type Harness } from './support/harness.js';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
  await h.startBot();
}, 120_000);
afterAll(async () => { await h?.close(); });

interface Embed { title?: string; description?: string }
interface Row { components?: Array<{ type: number; custom_id?: string; options?: Array<{ label: string; value: string }> }> }

async function rule(user: string, query: string) {
  const msg = await (await h.emu.slash(user, IDS.channel, 'rule', { query })).settled();
  const embed = ((msg?.embeds ?? []) as Embed[])[0] ?? {};
  const rows = (msg?.components ?? []) as Row[];
  // The other matches, offered in a select menu (type 3).
  const menu = rows.flatMap((r) => r.components ?? []).find((c) => c.type === 3);
  return { title: embed.title ?? '', description: embed.description ?? '', flags: Number(msg?.flags ?? 0), menu };
}

/** The notice is quoted above the section and markdown-escaped there: compare a plain stretch of it. */
const plain = (s: string) => s.replace(/[\\*_`~|>]/g, '');

describe('/rule "not in the rulebooks" through discord.js (issue 33)', () => {
  const cases: Array<[string, string, 'th' | 'en', 'unknown' | 'otherGame' | 'baseGame']> = [
    ['a topic no rulebook covers', 'ร้านไหนขายซองการ์ดถูกสุดในเชียงใหม่', 'th', 'unknown'],
    ['a topic no rulebook covers', 'what time does the card shop open on sunday', 'en', 'unknown'],
    ['another card game', 'ยูกิโอ chain ต้องต่อกี่ชั้น', 'th', 'otherGame'],
    ['another card game', 'pokemon how many energy can i attach per turn', 'en', 'otherGame'],
    ['Summoner Master base game', 'ซีลรวมร่างกันต้องทำยังไง', 'th', 'baseGame'],
    ['Summoner Master base game', 'summoner master how does a hand attack work', 'en', 'baseGame'],
  ];

  it.each(cases)('%s (%s, %s): says the rulebooks do not answer it, shows "maybe related", points to /ruling', async (_what, q, lang, why) => {
    const user = lang === 'th' ? IDS.somchai : IDS.alice;
    const s = t(lang);
    const r = await rule(user, q);
    const text = plain(r.description);
    // Said in the user's language: the reason first, then the closest sections as "maybe related".
    if (why === 'unknown') {
      // Either nothing matched at all, or only weak matches shown as the closest.
      const said = text.includes(plain(s.weakMatch).slice(0, 40)) || text.includes(plain(s.noMatchRuling).slice(0, 40));
      expect(said, r.description.slice(0, 300)).toBe(true);
    } else {
      expect(text.startsWith(` ${plain(s[why]).slice(0, 30)}`) || text.startsWith(plain(s[why]).slice(0, 30)), r.description.slice(0, 300)).toBe(true);
      expect(text).toContain(plain(s.closestBelow).slice(0, 30));
    }
    expect(r.description).toContain('/ruling');
    if (r.title) {
      // A quote shown anyway is only the closest: tentative, never presented as the answer.
      expect(r.title.startsWith('❔'), r.title).toBe(true);
      expect(text).toContain(lang === 'th' ? 'อาจเกี่ยวข้อง' : 'maybe related');
    }
    expect(r.flags & 64, 'answered privately').toBe(64);
  }, 60_000);

  it('the other matches are offered in the menu below a base-game answer (Thai)', async () => {
    const r = await rule(IDS.somchai, 'การ์ดมิสติกใส่ให้ซีลได้กี่ใบ');
    expect(r.title.startsWith('❔'), r.title).toBe(true);
    expect(r.menu?.options?.length ?? 0).toBeGreaterThan(0);
  }, 60_000);

  it.each([
    ['vanish กลับเข้าสนามเมื่อไหร่', IDS.somchai, 'smn:vanish'],
    ['how many cards in a spirit duel deck', IDS.alice, 'sd:setup.1'],
  ])('a clear question is still the answer: %s', async (q, user) => {
    const r = await rule(user, q);
    expect(r.title.startsWith('❔'), r.title).toBe(false);
    expect(r.description.startsWith('>'), r.description.slice(0, 200)).toBe(false);
  }, 60_000);
});
