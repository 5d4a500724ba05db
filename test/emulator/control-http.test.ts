/** The HTTP control API and the per-user event stream the local web page uses. */
import { MessageFlags, SlashCommandBuilder } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS, startHarness, type Harness } from './fixture.js';

interface SseEvent {
  event: string;
  id?: string;
  data: Record<string, unknown>;
}

/** Reads a server-sent-events stream into an array until aborted. */
function openStream(url: string): { events: SseEvent[]; ready: Promise<void>; close(): void } {
  const ctrl = new AbortController();
  const events: SseEvent[] = [];
  let markReady!: () => void;
  const ready = new Promise<void>((r) => (markReady = r));
  void (async () => {
    const res = await fetch(url, { signal: ctrl.signal });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buf = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buf += value;
        let cut: number;
        while ((cut = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, cut);
          buf = buf.slice(cut + 2);
          const field = (name: string) => block.split('\n').find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2);
          const e: SseEvent = { event: field('event') ?? 'message', data: JSON.parse(field('data') ?? '{}') as Record<string, unknown> };
          const id = field('id');
          if (id) e.id = id;
          events.push(e);
          if (e.event === 'hello') markReady();
        }
      }
    } catch {
      // aborted
    }
  })();
  return { events, ready, close: () => ctrl.abort() };
}

async function until(pred: () => boolean, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function post(h: Harness, path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${h.emu.url}/_control/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

describe('control API over HTTP', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
    await h.client.application.commands.set([
      new SlashCommandBuilder().setName('hand').setNameLocalizations({ th: 'มือ' }).setDescription('Show my hand').toJSON(),
    ], IDS.guild);
    h.client.on('interactionCreate', async (i) => {
      if (i.isChatInputCommand()) {
        await i.reply({ content: `hand of ${i.user.username} (${i.locale})`, flags: MessageFlags.Ephemeral });
        await i.followUp({ content: `${i.user.username} looked at their hand` });
      }
    });
  });
  afterAll(async () => {
    await h?.stop();
  });

  it('lists state, users with locales, channels and commands', async () => {
    const state = (await (await fetch(`${h.emu.url}/_control/state`)).json()) as Record<string, unknown[]> & { commands: { guild: { name: string }[] } };
    expect(state.users).toEqual(expect.arrayContaining([expect.objectContaining({ id: IDS.somchai, locale: 'th', roles: [IDS.judgeRole] })]));
    expect(state.channels!.map((c) => (c as { name: string }).name)).toEqual(['general', 'boards']);
    expect(state.commands.guild.map((c) => c.name)).toEqual(['hand']);
  });

  it("streams each user's view: ephemeral replies only to their owner", async () => {
    const alice = openStream(`${h.emu.url}/_control/events?user=${IDS.alice}`);
    const bob = openStream(`${h.emu.url}/_control/events?user=${IDS.bob}`);
    await Promise.all([alice.ready, bob.ready]);
    const r = await post(h, 'slash', { user: IDS.alice, channel: IDS.general, command: 'hand' });
    expect(r.status).toBe(200);
    expect((r.json.message as { content: string }).content).toBe('hand of alice (en-US)');
    // The follow-up is sent after the reply; wait until the bot has made it, then for the streams.
    await h.emu.waitFor(() => h.emu.visibleMessages(IDS.bob, IDS.general).some((m) => m.content === 'alice looked at their hand'));
    await until(() => bob.events.some((e) => e.event === 'message.create') && alice.events.filter((e) => e.event === 'message.create').length >= 2);
    const created = (s: { events: SseEvent[] }) => s.events.filter((e) => e.event === 'message.create').map((e) => (e.data.message as { content: string }).content);
    // Streams are ordered: had bob been sent the earlier ephemeral reply, it would be here already.
    expect(created(alice)).toEqual(['hand of alice (en-US)', 'alice looked at their hand']);
    expect(created(bob)).toEqual(['alice looked at their hand']);
    expect(alice.events.some((e) => e.event === 'interaction.ack')).toBe(true);
    expect(bob.events.some((e) => e.event.startsWith('interaction.'))).toBe(false);
    alice.close();
    bob.close();
  });

  it('runs a localized command with a locale override and reads the transcript', async () => {
    const r = await post(h, 'slash', { user: IDS.somchai, channel: IDS.general, command: 'มือ', locale: 'th' });
    expect((r.json.message as { content: string }).content).toBe('hand of somchai (th)');
    const transcript = (await (await fetch(`${h.emu.url}/_control/transcript?user=${IDS.bob}`)).json()) as { message: { content: string } }[];
    expect(transcript.map((t) => t.message.content)).not.toContain('hand of somchai (th)');
    const own = (await (await fetch(`${h.emu.url}/_control/messages?user=${IDS.somchai}&channel=${IDS.general}`)).json()) as { content: string }[];
    expect(own.map((m) => m.content)).toContain('hand of somchai (th)');
  });

  it('answers misuse with 400 and a readable error', async () => {
    const r = await post(h, 'slash', { user: IDS.alice, channel: IDS.general, command: 'nope' });
    expect(r.status).toBe(400);
    expect(r.json.error).toMatch(/no slash command "nope"/);
    const missing = await post(h, 'click', { user: IDS.alice });
    expect(missing.status).toBe(400);
    const say = await post(h, 'say', { user: IDS.bob, channel: IDS.general, content: 'hello' });
    expect(say.json.content).toBe('hello');
  });

  it('replays missed events from Last-Event-ID', async () => {
    const seq = (h.emu.state.log.at(-1)?.seq ?? 0);
    h.emu.say(IDS.bob, IDS.general, 'missed');
    const s = openStream(`${h.emu.url}/_control/events?user=${IDS.alice}&since=${seq}`);
    await s.ready;
    expect(s.events.filter((e) => e.event === 'message.create').map((e) => (e.data.message as { content: string }).content)).toEqual(['missed']);
    s.close();
  });
});
