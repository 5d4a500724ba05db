/**
 * Members leaving and coming back, through the real discord.js client: GUILD_MEMBER_REMOVE / ADD (privileged
 * GUILD_MEMBERS intent), THREAD_MEMBERS_UPDATE (other members' changes only with GUILD_MEMBERS, as Discord), and
 * REST's 10007 Unknown Member for one who left.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChannelType, Client, Events, GatewayIntentBits, Partials, type TextChannel } from 'discord.js';
import { IDS, startHarness, TOKEN, type Harness } from './fixture.js';

let h: Harness;
let members: Client;
beforeAll(async () => {
  h = await startHarness([GatewayIntentBits.Guilds]);
  members = new Client({ intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMembers], partials: [Partials.GuildMember, Partials.ThreadMember], rest: { api: h.emu.apiBase, retries: 0 } });
  const ready = new Promise<void>((r) => members.once(Events.ClientReady, () => r()));
  await members.login(TOKEN);
  await ready;
});
afterAll(async () => { await members?.destroy(); await h?.stop(); });

const once = <T extends unknown[]>(c: Client, ev: string) => new Promise<T>((r) => c.once(ev, (...a: unknown[]) => r(a as T)));

describe('emulator: members leaving', () => {
  it('a member who leaves the guild: GUILD_MEMBER_REMOVE, then REST Unknown Member; back: GUILD_MEMBER_ADD', async () => {
    const removed = once<[{ id: string; guild: { id: string } }]>(members, Events.GuildMemberRemove);
    h.emu.leaveGuild(IDS.alice);
    const [m] = await removed;
    expect(m.id).toBe(IDS.alice);
    expect(m.guild.id).toBe(IDS.guild);
    await expect(members.guilds.cache.get(IDS.guild)!.members.fetch({ user: IDS.alice, force: true })).rejects.toMatchObject({ code: 10007 });
    const added = once<[{ id: string }]>(members, Events.GuildMemberAdd);
    h.emu.joinGuild(IDS.alice);
    expect((await added)[0].id).toBe(IDS.alice);
    expect((await members.guilds.cache.get(IDS.guild)!.members.fetch({ user: IDS.alice, force: true })).id).toBe(IDS.alice);
  });

  it('a member who leaves a thread: THREAD_MEMBERS_UPDATE to a client with GUILD_MEMBERS only', async () => {
    const channel = (await members.channels.fetch(IDS.general)) as TextChannel;
    const thread = await channel.threads.create({ name: 'room', type: ChannelType.PublicThread });
    const joined = once<[Map<string, unknown>]>(members, Events.ThreadMembersUpdate);
    h.emu.joinThread(IDS.alice, thread.id);
    expect([...(await joined)[0].keys()]).toEqual([IDS.alice]);
    let heardWithout = 0;
    h.client.on(Events.ThreadMembersUpdate, () => { heardWithout++; });
    const update = once<[Map<string, unknown>, Map<string, unknown>, { id: string }]>(members, Events.ThreadMembersUpdate);
    h.emu.leaveThread(IDS.alice, thread.id);
    const [, removed, t] = await update;
    expect([...removed.keys()]).toEqual([IDS.alice]);
    expect(t.id).toBe(thread.id);
    await expect(thread.members.fetch({ member: IDS.alice, force: true })).rejects.toMatchObject({ code: 10007 });
    expect(heardWithout).toBe(0);
  });
});
