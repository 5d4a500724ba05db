/**
 * Forged, malformed and oversized interaction payloads through the emulator and the real discord.js client:
 * each gets a clear private answer in the user's language and changes nothing, never "internal error".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ButtonStyle, ComponentType } from 'discord.js';
import { IDS, startHarness, type Harness } from './support/harness.js';
import { forged, INTERNAL, leafOptions, setOption, STACK, type Json } from './support/forge.js';
import { flatComponents } from './support/driver.js';

let h: Harness;
let board: string;
beforeAll(async () => {
  h = await startHarness();
  await h.startBot();
  // A public message with a button, standing in for the match board.
  const channel = await h.bots[0]!.client.channels.fetch(IDS.channel);
  if (!channel?.isSendable()) throw new Error('channel not sendable');
  const msg = await channel.send({ content: 'public board', components: [{ type: ComponentType.ActionRow, components: [{ type: ComponentType.Button, style: ButtonStyle.Secondary, custom_id: 'h1:abcdef123456', label: 'My hand' }] }] });
  board = msg.id;
});
afterAll(async () => { await h?.close(); });

const publicView = () => JSON.stringify(h.emu.visibleMessages(IDS.watcher, IDS.channel));

async function expectPrivateAnswer(out: { settled(): Promise<Json | undefined> }, pattern: RegExp): Promise<Json> {
  const msg = (await out.settled())!;
  expect(String(msg.content)).not.toMatch(INTERNAL);
  expect(String(msg.content)).not.toMatch(STACK);
  expect(String(msg.content)).toMatch(pattern);
  expect(Number(msg.flags) & 64).toBe(64);
  return msg;
}

async function deckNames(user: string): Promise<string> {
  return String((await (await h.emu.slash(user, IDS.channel, 'deck list')).settled())?.content);
}

describe('forged and oversized payloads', () => {
  it('a 6,000-character deck name in /match challenge is refused clearly, not echoed into an oversized reply', async () => {
    const before = publicView();
    const out = await forged(h.emu, (p) => setOption(p, 'deck', 'ก'.repeat(6000)),
      () => h.emu.slash(IDS.somchai, IDS.channel, 'match challenge', { opponent: IDS.alice, deck: 'x' }));
    const msg = await expectPrivateAnswer(out, /ยาวเกินไป/);
    expect(String(msg.content).length).toBeLessThan(200);
    expect(publicView()).toBe(before);
  });

  it('every string option of every command has a maximum length or fixed choices', async () => {
    const { allCommands } = await import('../../commands/index.js');
    type Opt = { name: string; type: number; max_length?: number; choices?: unknown[]; options?: Opt[] };
    const strings: Opt[] = [];
    const walk = (o: Opt) => { if (o.type === 3) strings.push(o); for (const c of o.options ?? []) walk(c); };
    for (const c of allCommands()) for (const o of (c.options ?? []) as Opt[]) walk(o);
    expect(strings.length).toBeGreaterThan(5);
    for (const o of strings) expect(o.max_length ?? (o.choices?.length ? 1 : undefined), o.name).toBeDefined();
  });

  it('a rule: id claiming an ephemeral page on a public message answers privately and leaves the message alone', async () => {
    const before = publicView();
    const out = await forged(h.emu, (p) => { (p.data as Json).custom_id = 'rule:v1:ref:00000000:e:0:0:101'; },
      () => h.emu.click(IDS.alice, board, 'h1:abcdef123456'));
    expect(out.callbackType).toBe(5);
    const msg = (await out.settled())!;
    expect(Number(msg.flags) & 64).toBe(64);
    expect(JSON.stringify(msg.embeds)).toMatch(/101/);
    expect(publicView()).toBe(before);
  });

  it('a ruling: id on a button, and a number answer on a button, are refused privately', async () => {
    // The policy table answers first when the user may not use the surface at all (a ruling is for judges).
    for (const [id, why] of [['ruling:v1:add', /Only a judge/], ['m1:abcdef123456:3:p7:N', /cannot be used this way/]] as const) {
      const out = await forged(h.emu, (p) => { (p.data as Json).custom_id = id; }, () => h.emu.click(IDS.alice, board, 'h1:abcdef123456'));
      await expectPrivateAnswer(out, why);
    }
  });

  it('modals with missing fields are refused privately and save nothing', async () => {
    const opened = await h.emu.slash(IDS.alice, IDS.channel, 'deck import', { name: 'Forged' });
    const id = (opened.modal as { custom_id: string }).custom_id;
    const out = await forged(h.emu, (p) => {
      const rows = (p.data as Json).components as Json[];
      (p.data as Json).components = rows.filter((r) => !JSON.stringify(r).includes('"list"'));
    }, () => h.emu.submitModal(IDS.alice, id, { name: 'Forged', list: 'Main:\n4 Flame Recruit' }));
    await expectPrivateAnswer(out, /The list field is missing/);
    expect(await deckNames(IDS.alice)).not.toMatch(/Forged/);
    // A number-answer modal id on a form without its value field.
    const again = await h.emu.slash(IDS.alice, IDS.channel, 'deck import', { name: 'Forged' });
    const num = await forged(h.emu, (p) => { (p.data as Json).custom_id = 'm1:abcdef123456:3:p7:N'; },
      () => h.emu.submitModal(IDS.alice, (again.modal as { custom_id: string }).custom_id, { name: 'Forged', list: 'x' }));
    await expectPrivateAnswer(num, /cannot be used this way/);
  });

  it('an opponent Discord did not resolve gets a clear answer and no challenge is posted', async () => {
    const before = publicView();
    const out = await forged(h.emu, (p) => { delete (p.data as Json).resolved; },
      () => h.emu.slash(IDS.somchai, IDS.channel, 'match challenge', { opponent: IDS.alice, deck: 'precon:starter-flame' }));
    await expectPrivateAnswer(out, /ไม่พบคู่แข่ง/);
    expect(publicView()).toBe(before);
  });

  it('format:bogus is refused and the deck is not saved', async () => {
    const out = await forged(h.emu, (p) => setOption(p, 'format', 'bogus'),
      () => h.emu.slash(IDS.alice, IDS.channel, 'deck import', { name: 'Bogus', list: 'Main: 4 Flame Recruit' }));
    await expectPrivateAnswer(out, /The format option is not valid; nothing was changed/);
    expect(await deckNames(IDS.alice)).not.toMatch(/Bogus/);
  });

  it('an unknown /match subcommand and a mistyped option get a clear private answer instead of "thinking…" forever', async () => {
    const unknown = await forged(h.emu, (p) => { ((p.data as Json).options as Json[])[0]!.name = 'bogus'; },
      () => h.emu.slash(IDS.alice, IDS.channel, 'match list'));
    await expectPrivateAnswer(unknown, /Unknown command/);
    const typed = await forged(h.emu, (p) => { const o = leafOptions(p).find((x) => x.name === 'name')!; o.type = 4; o.value = 42; },
      () => h.emu.slash(IDS.alice, IDS.channel, 'deck show', { name: 'x' }));
    await expectPrivateAnswer(typed, /The name option is not valid/);
    expect(flatComponents(typed.message)).toEqual([]);
  });
});
