import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { startLocalMode, DEMO_IDS } from '../../src/bot/local-mode.js';
import { realEngine } from '../../src/match/engine-adapter.js';
import { createMemoryKv } from '../../src/store/kv.js';
import { memoryStore } from './support/real-match.js';

describe('local mode', () => {
  it('starts the emulator, connects the bot and registers the commands; /rule and /deck answer', async () => {
    const local = await startLocalMode({ store: memoryStore(), kv: createMemoryKv(), engine: realEngine, log: pino({ level: 'silent' }) });
    try {
      expect(local.emulator.commands().guild.map((c) => c.name as string).sort()).toEqual(['autopass', 'cards', 'deck', 'judge', 'league', 'league-admin', 'match', 'rule', 'ruling', 'sanam']);
      const rule = await (await local.emulator.slash(DEMO_IDS.somchai, DEMO_IDS.lobby, 'rule', { query: '101.2' })).settled();
      expect(JSON.stringify(rule)).toContain('101.2');
      const decks = await (await local.emulator.slash(DEMO_IDS.alex, DEMO_IDS.lobby, 'deck list')).settled();
      expect(String(decks?.content)).toMatch(/Preconstructed/);
      expect(decks?.flags).toBe(64);
      const th = await (await local.emulator.slash(DEMO_IDS.somchai, DEMO_IDS.lobby, 'deck list')).settled();
      expect(String(th?.content)).toMatch(/เด็คสำเร็จรูป/);
      // The demo world's Judge role is the server's judge role out of the box (⚖️ and /judge work in local mode).
      expect((await local.bot.ctx.rulings!.getSettings(DEMO_IDS.guild)).judgeRoleId).toBe(DEMO_IDS.judgeRole);
    } finally {
      await local.stop();
    }
  });
});
