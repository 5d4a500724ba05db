import { describe, expect, it } from 'vitest';
import { allCommands } from '../../commands/index.js';

type Opt = { name: string; description: string; name_localizations?: Record<string, string>; description_localizations?: Record<string, string>; options?: Opt[]; type?: number };

function walk(o: Opt, visit: (o: Opt) => void) { visit(o); for (const c of o.options ?? []) walk(c, visit); }

describe('slash command definitions', () => {
  it('every command, subcommand and option has a Thai name and description within Discord limits', () => {
    for (const cmd of allCommands()) {
      walk(cmd as unknown as Opt, (o) => {
        expect(o.name).toMatch(/^[-_\p{L}\p{N}]{1,32}$/u);
        expect(o.description.length).toBeLessThanOrEqual(100);
        const th = o.name_localizations?.th;
        expect(th, `${o.name} has a Thai name`).toBeTruthy();
        expect(th!).toMatch(/^[-_\p{Ll}\p{Lm}\p{Lo}\p{N}\p{sc=Thai}]{1,32}$/u);
        expect(o.description_localizations?.th, `${o.name} has a Thai description`).toBeTruthy();
        expect(o.description_localizations!.th!.length).toBeLessThanOrEqual(100);
      });
      expect(JSON.stringify(cmd).length).toBeLessThan(8000);
      // Room for the next subcommand: /match lost its judge tools to /judge at 7,953 characters.
      if (cmd.name === 'match') expect(JSON.stringify(cmd).length).toBeLessThan(7400);
    }
  });

  it('defines /match, /judge and /deck with their subcommands', () => {
    const byName = Object.fromEntries(allCommands().map((c) => [c.name, (c.options ?? []).map((o) => o.name)]));
    expect(byName.match).toEqual(['challenge', 'concede', 'board', 'hand', 'log', 'list', 'practice', 'undo', 'rewind', 'replay']);
    expect(byName.judge).toEqual(['view', 'rewind', 'result', 'adjust']);
    expect(byName.deck).toEqual(['import', 'list', 'show', 'validate', 'delete']);
  });
});
