/** Global and guild application command routes (GET/PUT/POST and per-command GET/PATCH/DELETE). */
import { overwriteCommands, upsertCommand, validateCommand } from './commands.js';
import { Errors, FormErrors } from './errors.js';
import type { Route } from './http.js';
import type { EmulatorState, StoredCommand } from './state.js';
import type { Json } from './types.js';

export function commandRoutes(state: EmulatorState): Route[] {
  const app = state.opts.applicationId;
  const commandsFor = (guildId: string | undefined): StoredCommand[] => {
    if (guildId === undefined) return state.globalCommands;
    if (guildId !== state.guildId) throw Errors.missingAccess();
    return state.guildCommands;
  };
  const appCheck = (id: string) => {
    if (id !== app) throw Errors.unknownApplication();
  };
  const commandRoutes = (prefix: string, guild: boolean): Route[] => [
    { method: 'GET', path: prefix, auth: true, handler: ({ params }) => (appCheck(params.app!), { body: commandsFor(guild ? params.guild : undefined) }) },
    {
      method: 'PUT', path: prefix, auth: true,
      handler: ({ params, body }) => {
        appCheck(params.app!);
        const g = guild ? params.guild! : null;
        return { body: overwriteCommands(state, commandsFor(g ?? undefined), body, g) };
      },
    },
    {
      method: 'POST', path: prefix, auth: true,
      handler: ({ params, body }) => {
        appCheck(params.app!);
        const g = guild ? params.guild! : null;
        const r = upsertCommand(state, commandsFor(g ?? undefined), body, g);
        return { status: r.status, body: r.command };
      },
    },
    {
      method: 'GET', path: `${prefix}/:command`, auth: true,
      handler: ({ params }) => {
        const c = commandsFor(guild ? params.guild : undefined).find((x) => x.id === params.command);
        if (!c) throw Errors.unknownCommand();
        return { body: c };
      },
    },
    {
      method: 'PATCH', path: `${prefix}/:command`, auth: true,
      handler: ({ params, body }) => {
        const list = commandsFor(guild ? params.guild : undefined);
        const i = list.findIndex((x) => x.id === params.command);
        if (i < 0) throw Errors.unknownCommand();
        const merged = { ...list[i], ...body } as Json;
        const e = new FormErrors();
        validateCommand(e, merged, []);
        e.throwIfAny();
        list[i] = { ...merged, version: state.ids.next() } as unknown as StoredCommand;
        state.emit({ type: 'commands.update', guildId: guild ? params.guild! : null });
        return { body: list[i] };
      },
    },
    {
      method: 'DELETE', path: `${prefix}/:command`, auth: true,
      handler: ({ params }) => {
        const list = commandsFor(guild ? params.guild : undefined);
        const i = list.findIndex((x) => x.id === params.command);
        if (i < 0) throw Errors.unknownCommand();
        list.splice(i, 1);
        state.emit({ type: 'commands.update', guildId: guild ? params.guild! : null });
        return { status: 204 };
      },
    },
  ];

  return [...commandRoutes('/applications/:app/commands', false), ...commandRoutes('/applications/:app/guilds/:guild/commands', true)];
}
