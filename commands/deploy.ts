/**
 * `npm run commands:deploy`: registers the slash commands. In development to DISCORD_GUILD_ID (instant),
 * in production globally (Discord may take a while to propagate). Not run on every boot: Discord limits
 * command creation to 200 per day per guild.
 */
import { REST, Routes } from 'discord.js';
import { loadConfig } from '../src/config.js';
import { allCommands } from './index.js';

async function deploy(): Promise<void> {
  const cfg = loadConfig();
  if (!cfg.DISCORD_TOKEN || !cfg.DISCORD_APPLICATION_ID) {
    console.error('commands:deploy needs DISCORD_TOKEN and DISCORD_APPLICATION_ID (local mode registers its commands itself).');
    process.exit(2);
  }
  const rest = new REST(cfg.DISCORD_API_URL ? { api: cfg.DISCORD_API_URL } : {}).setToken(cfg.DISCORD_TOKEN);
  const body = allCommands();
  const global = cfg.NODE_ENV === 'production';
  if (!global && !cfg.DISCORD_GUILD_ID) {
    console.error('commands:deploy in development needs DISCORD_GUILD_ID (set NODE_ENV=production to register globally).');
    process.exit(2);
  }
  const route = global ? Routes.applicationCommands(cfg.DISCORD_APPLICATION_ID) : Routes.applicationGuildCommands(cfg.DISCORD_APPLICATION_ID, cfg.DISCORD_GUILD_ID!);
  const out = (await rest.put(route, { body })) as unknown[];
  console.log(`Registered ${out.length} commands ${global ? 'globally' : `to guild ${cfg.DISCORD_GUILD_ID}`}.`);
}

deploy().catch((err: unknown) => {
  console.error('commands:deploy failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
