/**
 * One global router by command name and custom-id prefix: no collectors, no in-memory state, so after a
 * restart every button of every open match still works. Errors are mapped here: store down → "try again"
 * for the user and a warning for the operator; anything else → an apology and an error log, never a crash.
 */
import { DiscordAPIError, RESTJSONErrorCodes, type Interaction, type RepliableInteraction } from 'discord.js';
import { handleShowCard, handleShowCards } from './card-show.js';
import { handleServerLanguage } from './server-language.js';
import { handleTurnTime } from './server-settings.js';
import { handleHold } from './autopass/hold-button.js';
import { handleAutopassCommand } from './autopass/command.js';
import { StoreUnavailableError } from '../store/types.js';
import { interactionLogger } from '../log.js';
import type { BotContext } from './context.js';
import { parseCustomId } from './custom-id.js';
import { langOf, t } from './i18n.js';
import { explain } from './reply.js';
import { CommitOutcomeUnknownError } from '../match/service.js';
import { authorize } from './authority/authorize.js';
import { handleShuffles } from './shuffles/reveal.js';
import { handleAnswer, handleConcede, handleGrave, handleHand, handleLog } from './handlers/components.js';
import { handleChallengeButton, handleChallengeDeck, handleRematch } from './handlers/challenge.js';
import { handleMatchCommand } from './handlers/match-commands.js';
import { handleDeckCommand, handleDeckFixButton, handleDeckImportModal } from './handlers/deck-commands.js';
import { handleAutocomplete } from './handlers/autocomplete.js';
import { handleCardsAutocomplete, handleCardsCommand } from './cards/handlers.js';
import { InputError, inputErrorText, modalFields } from './handlers/input.js';
import { handleLeagueAutocomplete, handleLeagueCommand } from './handlers/league.js';
import { handleToolAutocomplete, handleToolCommand, handleToolComponent, installTools, isToolAutocomplete, isToolCommand, isToolComponent } from './practice/entry.js';

/**
 * 40060 (already acknowledged) and 10062 (unknown interaction) on our acknowledgement: another process got
 * there first (two processes on one shard during a rolling deploy, or one gateway owner fanning out), or
 * the interaction expired. Nothing can be said to the user with this token, and the winner answers them.
 */
export function lostAcknowledgement(err: unknown): boolean {
  return err instanceof DiscordAPIError && (err.code === RESTJSONErrorCodes.InteractionHasAlreadyBeenAcknowledged || err.code === RESTJSONErrorCodes.UnknownInteraction);
}

/** Where each kind of answer id may come from: a forged id on the wrong component gets a clear refusal. */
function answerFitsInteraction(i: Interaction, kind: string): boolean {
  switch (kind) {
    case 'number': return i.isModalSubmit() && typeof modalFields(i).value === 'string' && modalFields(i).value!.length <= 24;
    case 'select': return i.isStringSelectMenu();
    default: return i.isButton();
  }
}

export class Router {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly ctx: BotContext) { installTools(ctx); }

  /** Entry point for Events.InteractionCreate. Never rejects. */
  handle(interaction: Interaction): Promise<void> {
    const p = this.run(interaction).finally(() => this.inFlight.delete(p));
    this.inFlight.add(p);
    return p;
  }

  /** Waits for handlers in progress (graceful shutdown). */
  async drain(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  private async run(i: Interaction): Promise<void> {
    try {
      await this.dispatch(i);
    } catch (err) {
      await this.fail(i, err);
    }
  }

  private async dispatch(i: Interaction): Promise<void> {
    const ctx = this.ctx;
    // Who may use what, and where: one table (authority/policy.ts), checked before any handler starts.
    const verdict = await authorize(ctx, i);
    if (!verdict.ok) return i.isAutocomplete() ? i.respond([]) : i.isRepliable() ? explain(i, verdict.text) : undefined;
    if (i.isAutocomplete()) {
      const d = ctx.delegates.autocomplete?.[i.commandName as 'rule' | 'ruling'];
      if (d) return d(i);
      return (i.commandName.startsWith('league') ? handleLeagueAutocomplete(ctx, i) : i.commandName === 'cards' ? handleCardsAutocomplete(ctx, i) : isToolAutocomplete(i) ? handleToolAutocomplete(ctx, i) : handleAutocomplete(ctx, i)).catch(async (err: unknown) => {
        if (lostAcknowledgement(err)) return;
        ctx.log.warn({ err, command: i.commandName }, 'autocomplete failed');
        if (!i.responded) await i.respond([]).catch(() => undefined);
      });
    }
    if (i.isChatInputCommand()) {
      if (i.commandName === 'sanam' && i.options.getSubcommand(false) === 'turn-time') return handleTurnTime(ctx, i);
      switch (i.commandName) {
        case 'match': return isToolCommand(i) ? handleToolCommand(ctx, i) : handleMatchCommand(ctx, i);
        case 'judge': return handleToolCommand(ctx, i);
        case 'deck': return handleDeckCommand(ctx, i);
        case 'cards': return handleCardsCommand(ctx, i);
        case 'league': case 'league-admin': return handleLeagueCommand(ctx, i);
        case 'sanam': return handleServerLanguage(ctx, i);
        case 'autopass': return handleAutopassCommand(ctx, i);
        case 'rule': case 'ruling': {
          const d = ctx.delegates.command?.[i.commandName];
          if (d) return d(i);
          break;
        }
      }
      return explain(i, t(langOf(i.locale), 'input.unknownCommand'));
    }
    if (!i.isMessageComponent() && !i.isModalSubmit()) return;
    if (isToolComponent(i)) return handleToolComponent(ctx, i);
    if (i.isButton() && i.customId.startsWith('s1:')) return handleShuffles(ctx, i);
    const id = parseCustomId(i.customId);
    if (!id) return explain(i, t(langOf(i.locale), 'err.badId'));
    switch (id.kind) {
      case 'delegate': {
        const d = ctx.delegates.component?.[id.prefix];
        // /rule pages live on messages (buttons, selects); /ruling answers come from its modals only.
        const fits = id.prefix === 'rule' ? i.isMessageComponent() : i.isModalSubmit();
        if (d && !fits) return explain(i, t(langOf(i.locale), 'input.wrongKind'));
        if (d) return d(i);
        return explain(i, t(langOf(i.locale), 'err.badId'));
      }
      case 'answer':
        if (!answerFitsInteraction(i, id.choice.kind)) return explain(i, t(langOf(i.locale), 'input.wrongKind'));
        if (i.isButton() || i.isStringSelectMenu() || i.isModalSubmit()) return handleAnswer(ctx, i, id);
        break;
      case 'hand': if (i.isButton()) return handleHand(ctx, i, id.matchId); break;
      case 'log': if (i.isButton()) return handleLog(ctx, i, id.matchId); break;
      case 'concede': if (i.isButton()) return handleConcede(ctx, i, id.matchId); break;
      case 'grave': if (i.isStringSelectMenu()) return handleGrave(ctx, i, id); break;
      case 'rematch': if (i.isButton()) return handleRematch(ctx, i, id.matchId); break;
      case 'cards': if (i.isButton()) return handleShowCards(ctx, i, id.matchId); break;
      case 'card': if (i.isStringSelectMenu()) return handleShowCard(ctx, i, id.matchId); break;
      case 'challenge':
        if (id.op === 'deck' && i.isStringSelectMenu()) return handleChallengeDeck(ctx, i, id.challengeId);
        if (id.op !== 'deck' && i.isButton()) return handleChallengeButton(ctx, i, id.challengeId, id.op);
        break;
      case 'deck-import':
        if (i.isModalSubmit()) return handleDeckImportModal(ctx, i, id.game, id.format);
        if (i.isButton()) return handleDeckFixButton(ctx, i, id.game, id.format);
        break;
      case 'hold': if (i.isButton()) return handleHold(ctx, i, id); break;
    }
    return explain(i, t(langOf(i.locale), 'err.badId'));
  }

  private async fail(i: Interaction, err: unknown): Promise<void> {
    const log = interactionLogger(this.ctx.log, { interactionId: i.id, userId: i.user.id });
    if (lostAcknowledgement(err)) {
      // Normal with two processes on one shard: the other one answered. No error, and no second reply.
      log.debug({ code: (err as DiscordAPIError).code }, 'interaction answered elsewhere or expired');
      return;
    }
    if (err instanceof InputError) {
      log.debug({ field: err.field, reason: err.reason }, 'refused invalid input');
      if (!i.isRepliable()) return;
      await explain(i as RepliableInteraction, inputErrorText(langOf(i.locale), err)).catch((replyErr: unknown) => {
        if (!lostAcknowledgement(replyErr)) log.warn({ err: replyErr }, 'could not tell the user about invalid input');
      });
      return;
    }
    const storeDown = err instanceof StoreUnavailableError;
    if (storeDown) log.warn({ err }, 'store unavailable; told the user to try again');
    else log.error({ err }, 'interaction handler failed');
    if (!i.isRepliable()) return;
    try {
      const key = err instanceof CommitOutcomeUnknownError ? 'err.storeUnsure' : storeDown ? 'err.storeDown' : 'err.internal';
      await explain(i as RepliableInteraction, t(langOf(i.locale), key));
    } catch (replyErr) {
      if (!lostAcknowledgement(replyErr)) log.warn({ err: replyErr }, 'could not tell the user about the failure');
    }
  }
}
