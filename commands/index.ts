/** Every slash command Sanam registers, as API JSON. /rule and /ruling come from the rulebook helper's files. */
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { buildDeckCommand } from './deck.js';
import { buildCardsCommand } from './cards.js';
import { leagueAdminCommand, leagueCommand } from './league.js';
import { buildMatchCommand, type CommandOptions } from './match.js';
import { judgeCommand } from './judge.js';
import { ruleCommand } from './rule.js';
import { rulingCommand } from './ruling.js';
import { sanamCommand } from './sanam.js';
import { autopassCommand } from '../src/bot/autopass/command.js';

export function allCommands(opts: CommandOptions = {}): RESTPostAPIChatInputApplicationCommandsJSONBody[] {
  return [buildMatchCommand(opts).toJSON(), judgeCommand.toJSON(), buildDeckCommand(opts).toJSON(), buildCardsCommand(opts).toJSON(), ruleCommand, rulingCommand, leagueCommand.toJSON(), leagueAdminCommand.toJSON(), sanamCommand.toJSON(), autopassCommand.toJSON()];
}
