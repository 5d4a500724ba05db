import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChannelType } from 'discord.js';
import { IDS, startHarness, type Harness } from './fixture.js';

describe('emulator smoke', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.stop();
  });

  it('logs in with guild and channels cached', () => {
    const guild = h.client.guilds.cache.get(IDS.guild);
    expect(guild?.name).toBe('สนามทดสอบ');
    expect(guild?.channels.cache.get(IDS.general)?.type).toBe(ChannelType.GuildText);
    expect(h.client.user.id).toBe(IDS.app);
    expect(h.client.application.id).toBe(IDS.app);
  });
});
