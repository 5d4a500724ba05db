/**
 * Where the router hands over the practice opponent, the judge tools and replays: /judge and the /match
 * subcommands they own, their component ids, and the one-time installation of the practice runner on the timers' hook.
 */
import { Events, type AutocompleteInteraction, type ChatInputCommandInteraction, type Interaction } from 'discord.js';
import type { BotContext } from '../context.js';
import { commandInput } from '../handlers/input.js';
import { handlePracticeCommand } from './start.js';
import { PracticeRunner } from './runner.js';
import { keepInitial } from '../../match/history.js';
import { callMessage, handleJudgeCommand, handleJudgeComponent, handleRewindOrUndo, type JudgeSub } from '../judge/handlers.js';
import type { LoadedMatch } from '../../match/service.js';
import { explain } from '../reply.js';
import { handleReplayCommand, handleReplayComponent } from '../replay/replay.js';
import { langOf, t } from '../i18n.js';

const SUBCOMMANDS = new Set(['match practice', 'match rewind', 'match undo', 'match replay']);

export function installTools(ctx: BotContext): PracticeRunner {
  const runner = new PracticeRunner(ctx);
  ctx.timers.onArm = (match) => {
    // A match's first state is armed once at its start: kept for rewinds and replays (match/history.ts).
    if (match.snap.version === 0) void startOfMatch(ctx, match).catch((err: unknown) => ctx.log.warn({ err, matchId: match.snap.matchId }, 'could not keep the first state'));
    runner.wake(match);
  };
  // A practice match left waiting for Sanam by a restart gets its move as soon as this process is connected.
  ctx.client.once(Events.ClientReady, () => {
    void runner.resume().catch((err: unknown) => ctx.log.warn({ err }, 'could not resume practice matches'));
  });
  return runner;
}

/** Once per match: its first state kept, and the call-a-judge button posted in its thread. */
async function startOfMatch(ctx: BotContext, match: LoadedMatch): Promise<void> {
  if (await keepInitial(ctx.kv, match.snap.matchId, match.snap.state)) await ctx.publisher.post(match.meta.thread, callMessage(match.snap.matchId, match.meta.lang));
}

export function isToolCommand(i: ChatInputCommandInteraction): boolean {
  return i.commandName === 'judge' || SUBCOMMANDS.has(commandInput(i).path);
}

/** /judge's autocomplete (its match option and the adjust choices). */
export function isToolAutocomplete(i: AutocompleteInteraction): boolean {
  return i.commandName === 'judge';
}

export { handleJudgeAutocomplete as handleToolAutocomplete } from '../judge/handlers.js';

export async function handleToolCommand(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  const input = commandInput(i);
  switch (input.path) {
    case 'match practice': return handlePracticeCommand(ctx, i, input.options);
    case 'judge view': case 'judge rewind': case 'judge result': case 'judge adjust':
      return handleJudgeCommand(ctx, i, input.path.slice('judge '.length) as JudgeSub, input.options);
    case 'match rewind': return handleRewindOrUndo(ctx, i, 'rewind', input.options);
    case 'match undo': return handleRewindOrUndo(ctx, i, 'undo', input.options);
    case 'match replay': return handleReplayCommand(ctx, i, input.options);
  }
}

/** Component ids of the judge tools (j1:) and replays (y1:); the codec of everything else is custom-id.ts. */
export function isToolComponent(i: Interaction): boolean {
  return (i.isMessageComponent() || i.isModalSubmit()) && /^(j1|y1):/.test(i.customId);
}

export async function handleToolComponent(ctx: BotContext, i: Interaction): Promise<void> {
  if (i.isButton() && i.customId.startsWith('j1:')) return handleJudgeComponent(ctx, i);
  if ((i.isButton() || i.isStringSelectMenu()) && i.customId.startsWith('y1:')) return handleReplayComponent(ctx, i);
  if (i.isRepliable()) await explain(i, t(langOf(i.locale), 'input.wrongKind'));
}
