import { describe, expect, it } from 'vitest';
import { ruleCommand } from '../../commands/rule.js';
import { rulingCommand } from '../../commands/ruling.js';

type Opt = { name: string; description: string; name_localizations?: Record<string, string> | null; description_localizations?: Record<string, string> | null; options?: Opt[]; autocomplete?: boolean };

function walk(o: Opt, visit: (o: Opt) => void): void {
  visit(o);
  for (const c of o.options ?? []) walk(c, visit);
}

describe('command definitions', () => {
  it.each([['rule', ruleCommand], ['ruling', rulingCommand]] as const)('/%s has Thai and English names and descriptions within limits', (_n, cmd) => {
    let count = 0;
    walk(cmd as unknown as Opt, (o) => {
      count++;
      expect(o.name).toMatch(/^[-_a-z0-9]{1,32}$/);
      expect(o.name_localizations?.th).toMatch(/^[-_\p{L}\p{N}\p{sc=Thai}]{1,32}$/u);
      expect(o.description.length).toBeLessThanOrEqual(100);
      expect(o.description_localizations?.th?.length ?? 0).toBeGreaterThan(0);
      expect(o.description_localizations!.th!.length).toBeLessThanOrEqual(100);
    });
    expect(count).toBeGreaterThan(3);
    expect(JSON.stringify(cmd).length).toBeLessThan(8000);
  });

  it('/rule query autocompletes and /ruling has every subcommand the handlers serve', () => {
    expect(ruleCommand.options!.find((o) => o.name === 'query')).toMatchObject({ autocomplete: true, required: true });
    expect(rulingCommand.options!.map((o) => o.name)).toEqual(['add', 'edit', 'retire', 'search', 'show', 'history', 'config']);
  });
});
