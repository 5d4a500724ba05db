/**
 * Where the router hands over the practice opponent, the judge tools and replays: the /match subcommands
 * they own, their component ids, and the one-time installation of the practice runner on the timers' hook.
 */
import type { ChatInputCommandInteraction, Interaction } from 'discord.js';
import type { BotContext } from '../context.js';
import { commandInput } from '../handlers/input.js';
import { handlePracticeCommand } from './start.js';
import { PracticeRunner } from './runner.js';
import { keepInitial } from '../judge/history.js';

const SUBCOMMANDS = new Set(['match practice']);

export function installTools(ctx: BotContext): PracticeRunner {
  const runner = new PracticeRunner(ctx);
  ctx.timers.onArm = (match) => {
    // A match's first state is armed once at its start: kept for rewinds and replays (judge/history.ts).
    if (match.snap.version === 0) void keepInitial(ctx.kv, match.snap.matchId, match.snap.state).catch((err: unknown) => ctx.log.warn({ err, matchId: match.snap.matchId }, 'could not keep the first state'));
    runner.wake(match);
  };
  return runner;
}

export function isToolCommand(i: ChatInputCommandInteraction): boolean {
  return SUBCOMMANDS.has(commandInput(i).path);
}

export async function handleToolCommand(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  const input = commandInput(i);
  if (input.path === 'match practice') return handlePracticeCommand(ctx, i, input.options);
}

/** Component ids of the judge tools (j1:) and replays (y1:); the codec of everything else is custom-id.ts. */
export function isToolComponent(i: Interaction): boolean {
  return (i.isMessageComponent() || i.isModalSubmit()) && /^(j1|y1):/.test(i.customId);
}

export async function handleToolComponent(_ctx: BotContext, _i: Interaction): Promise<void> {}
