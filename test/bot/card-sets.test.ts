/**
 * Community card sets through the bot (emulator + real discord.js + Redis): /cards import (judges only, whole
 * file or nothing), show with Thai/English autocomplete, list, export, remove; a deck built from a server set
 * by name; a match started with version 1 of a set keeps it — its replay from the setup and a cold load give
 * the live state's hash after version 2 replaced it — while a new match plays version 2.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml, stringify } from 'yaml';
import { IDS, startHarness, type Harness } from './support/harness.js';
import { challenge, Driver } from './support/driver.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import { MatchService } from '../../src/match/service.js';
import { replay } from '../../src/match/log.js';
import type { Action } from '../../src/engine/core/api-types.js';

type Json = Record<string, unknown>;
let h: Harness;
beforeAll(async () => { h = await startHarness(); await h.startBot(); });
afterAll(async () => { await h?.close(); });

const text = { th: 'อัศวินธรรมดา', en: 'A plain knight.' };
const knight = (n: number, at = 3) => ({
  id: `CMT-${String(n).padStart(3, '0')}`, name: { th: `อัศวินชุมชน ${n}`, en: `Community Knight ${n}` }, type: 'unit', subtypes: ['Knight'],
  element: 'fire', cost: 1, mana: 1, at, df: 2, text,
});
const setFile = (version: string, firstAt: number) => Buffer.from(stringify({
  game: 'fadalgia', set: 'CMT', name: { th: 'ชุดอัศวินชุมชน', en: 'Community Knights' }, version,
  cards: Array.from({ length: 10 }, (_, i) => knight(i + 1, i === 0 ? firstAt : 3)),
}));
// Starter - Type C: 20 main, 10 life, at most 3 of a name; Thai and English names both resolve.
const deckList = ['Main:', ...[1, 2, 3, 4, 5, 6].map((n) => `3 ${n % 2 ? `Community Knight ${n}` : `อัศวินชุมชน ${n}`}`), '2 Community Knight 7', 'Life:', '3 Community Knight 8', '3 Community Knight 9', '3 Community Knight 10', '1 Community Knight 7'].join('\n');

async function say(user: string, cmd: string, opts: Json = {}): Promise<Json> {
  return (await (await h.emu.slash(user, IDS.channel, cmd, opts)).settled()) as Json;
}
const content = (m: Json) => String(m?.content ?? '');

async function pinnedAt(matchId: string, id: string): Promise<number> {
  const m = await new MatchService(h.store, realEngine).load(matchId);
  return ((m!.state as { extraCards: Record<string, { at: number }> }).extraCards[id]!).at;
}

describe('/cards: a server\'s community card sets', () => {
  it('import is for judges or Manage Server only', async () => {
    // alice has no role (somchai owns the test server, so he may).
    const out = await say(IDS.alice, 'cards import', { file: { name: 'cmt.yaml', data: setFile('1', 3) } });
    expect(content(out)).toMatch(/Only (a judge|judges) \(the server's judge role\)/);
    expect(content(await say(IDS.alice, 'cards list'))).toMatch(/no community card sets/);
  });

  it('an invalid file is refused whole, naming card, field and line; nothing is saved', async () => {
    const csv = ['# game: fadalgia', '# set: CMT', '# name_th: ชุด', '# name_en: Set', 'id,name_th,name_en,type,cost,mana,at,df,element', 'CMT-001,ก,A,unit,1,1,3,2,fire', 'CMT-002,ข,B,unit,x,1,3,2,fire'].join('\n');
    const out = await say(IDS.watcher, 'cards import', { file: { name: 'cmt.csv', data: Buffer.from(csv) } });
    expect(content(out)).toMatch(/nothing was saved[\s\S]*CMT-002 › cost \(line 7\)/);
    expect(content(await say(IDS.watcher, 'cards list'))).toMatch(/no community card sets/);
  });

  it('a judge imports version 1; list, autocomplete (Thai and English), show and export see it', async () => {
    const out = await say(IDS.watcher, 'cards import', { file: { name: 'cmt.yaml', data: setFile('1', 3) } });
    expect(content(out)).toMatch(/Imported set CMT "Community Knights" \(Fadalgia\): 10 cards · version [0-9a-f]{10} · 1/);
    expect(content(await say(IDS.alice, 'cards list'))).toMatch(/CMT — Community Knights · Fadalgia · 10 cards/);
    const en = await h.emu.autocomplete(IDS.alice, IDS.channel, 'cards show', { card: 'community knight 1' }, 'card');
    expect(en.map((c) => c.value)).toEqual(expect.arrayContaining(['CMT-001', 'CMT-010']));
    const th = await h.emu.autocomplete(IDS.somchai, IDS.channel, 'cards show', { card: 'อัศวินชุมชน 4' }, 'card');
    expect(th[0]).toMatchObject({ value: 'CMT-004', name: expect.stringMatching(/^อัศวินชุมชน 4 · Community Knight 4 \[CMT\]/) });
    const shipped = await h.emu.autocomplete(IDS.alice, IDS.channel, 'cards show', { card: 'flame recruit' }, 'card');
    expect(shipped.map((c) => c.value)).toContain('SNM-S01-001');
    const shown = await say(IDS.somchai, 'cards show', { card: 'CMT-001' });
    const embed = (shown.embeds as Json[])[0]!;
    expect(embed.title).toBe('อัศวินชุมชน 1');
    expect(String(embed.description)).toMatch(/AT 3 \/ DF 2/);
    // The rendered card is attached and shown in the embed.
    const image = (shown.attachments as Json[])[0]!;
    expect(image.filename).toBe('CMT-001.png');
    expect((embed.image as Json).url).toBe(image.url);
    expect(Buffer.from(h.emu.attachment(String(image.id))!.bytes).subarray(1, 4).toString('latin1')).toBe('PNG');
    const exported = await say(IDS.alice, 'cards export', { set: 'fadalgia:CMT' });
    const att = (exported.attachments as Json[])[0]!;
    expect(att.filename).toBe('CMT-fadalgia.yaml');
    const file = h.emu.attachment(String(att.id))!;
    expect(parseYaml(Buffer.from(file.bytes).toString('utf8'))).toEqual(parseYaml(setFile('1', 3).toString('utf8')));
  });

  let first = '';
  it('a deck built by name from the server set is legal and plays a match through the bot; version 2 does not change it', async () => {
    const saved = await say(IDS.somchai, 'deck import', { name: 'Knights', list: deckList, format: 'starter-c' });
    expect(content(saved)).toMatch(/บันทึกเด็ค "Knights" แล้ว \(30 ใบ\)[\s\S]*starter-c ✅/);
    const game = await challenge(h.emu, h.kv, { deckA: 'Knights', format: 'starter-c' });
    first = game.matchId;
    expect(await pinnedAt(first, 'CMT-001')).toBe(3);
    const driver = new Driver(h.emu, h.store, game);
    for (let k = 0; k < 12; k++) if (!(await driver.step())) break;

    // Version 2 replaces the set: CMT-001 gets AT 5.
    expect(content(await say(IDS.watcher, 'cards import', { file: { name: 'cmt.yaml', data: setFile('2', 5) } }))).toMatch(/Replaced version [0-9a-f]{10}/);
    // The running match still holds version 1, through a cold load (a fresh service) and a replay of its log.
    const live = (await driver.load()).state;
    const cold = (await new MatchService(h.store, realEngine).load(first))!;
    expect(realEngine.stateHash(cold.state)).toBe(realEngine.stateHash(live));
    expect(await pinnedAt(first, 'CMT-001')).toBe(3);
    const history = await driver.service.history(first);
    const steps = history.actions.filter((a) => a.action).map((a) => ({ action: a.action as Action, auto: a.auto }));
    expect(realEngine.stateHash(replay(realEngine, history.setup!, steps))).toBe(realEngine.stateHash(live));

    // And it plays on to its end with the pinned cards.
    for (let k = 0; k < 600; k++) if (!(await driver.step())) break;
    expect((await driver.load()).snap.status).toBe('finished');
  }, 600_000);

  it('a new match uses version 2', async () => {
    const game = await challenge(h.emu, h.kv, { deckA: 'Knights', format: 'starter-c' });
    expect(game.matchId).not.toBe(first);
    expect(await pinnedAt(game.matchId, 'CMT-001')).toBe(5);
  });

  it('remove is for judges; afterwards the set is gone from list and show', async () => {
    expect(content(await say(IDS.alice, 'cards remove', { set: 'fadalgia:CMT' }))).toMatch(/Only (a judge|judges)/);
    expect(content(await say(IDS.watcher, 'cards remove', { set: 'fadalgia:CMT' }))).toMatch(/Removed set CMT; matches in progress keep/);
    expect(content(await say(IDS.alice, 'cards list'))).toMatch(/no community card sets/);
    expect(content(await say(IDS.alice, 'cards show', { card: 'CMT-001' }))).toMatch(/No card named/);
  });
});
