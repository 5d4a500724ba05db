/** The page's slash-command line (parse, suggest, resolve) and its markdown, which run in the browser. */
import { describe, expect, it } from 'vitest';
import { parseFinal, parseLine, resolveOptions, autocompleteOptions, commandPath, type CommandDef } from '../../src/local/public/command-line.js';
import { markdown } from '../../src/local/public/markdown.js';
import { allCommands } from '../../commands/index.js';

const commands = allCommands() as unknown as CommandDef[];
const lookup = {
  users: [{ id: '1100000000000001000', username: 'somchai', global_name: 'สมชาย' }, { id: '1100000000000001002', username: 'alex', global_name: 'Alex' }],
  roles: [{ id: '1100000000000000200', name: 'Judge' }],
  channels: [{ id: '1100000000000000300', name: 'lobby' }],
};
const at = (text: string) => parseLine(text, text.length, commands);
const final = (text: string) => parseFinal(text, commands);

describe('command line', () => {
  it('suggests commands, then subcommands, by English or Thai name', () => {
    const c1 = at('/ma').context;
    expect(c1.type === 'head' && c1.candidates.map((c) => c.name)).toEqual(['match']);
    const c2 = at('/แมตช์ ').context;
    expect(c2.type === 'head' && c2.candidates.map((c) => c.name)).toEqual(['challenge', 'concede', 'board', 'hand', 'log', 'list', 'practice', 'undo', 'rewind', 'replay']);
    const c3 = at('/match ท้า').context;
    expect(c3.type === 'head' && c3.candidates.map((c) => c.name)).toEqual(['challenge']);
  });

  it('lists options (required first), then focuses the option being typed', () => {
    const p = at('/match challenge ');
    expect(p.context.type === 'option-name' && p.context.candidates.map((o) => o.name)).toEqual(['opponent', 'deck', 'game', 'format', 'turn_seconds']);
    const v = at('/match challenge opponent:al');
    expect(v.context.type === 'value' && [v.context.def.name, v.context.partial]).toEqual(['opponent', 'al']);
    const next = at('/match challenge opponent:alex ');
    expect(next.context.type === 'option-name' && next.context.candidates.map((o) => o.name)).toEqual(['deck', 'game', 'format', 'turn_seconds']);
    // A value with spaces goes on until the next option name.
    const spaced = at('/match challenge deck:Fire Sta');
    expect(spaced.context.type === 'value' && spaced.context.partial).toBe('Fire Sta');
  });

  it('resolves members, Thai option names and choices to what the API takes', () => {
    const r = resolveOptions(final('/แมตช์ ท้าดวล คู่แข่ง:@Alex เด็ค:precon:fire format:starter-c'), lookup, 'th');
    expect(r).toEqual({ options: { opponent: '1100000000000001002', deck: 'precon:fire', format: 'starter-c' } });
    expect(commandPath(final('/แมตช์ ท้าดวล'))).toBe('match challenge');
    expect(resolveOptions(final('/match hand'), lookup, 'en')).toEqual({ options: {} });
    // A choice typed by its name (the format is autocompleted, so typed as its id above; the game is a choice).
    const byChoiceName = resolveOptions(final('/match challenge opponent:alex deck:x game:Spirit Duel'), lookup, 'en');
    expect(byChoiceName).toEqual({ options: { opponent: '1100000000000001002', deck: 'x', game: 'spirit-duel' } });
  });

  it('explains what is wrong instead of sending', () => {
    expect(resolveOptions(final('/match challenge opponent:alex'), lookup, 'th')).toEqual({ error: { key: 'missingOption', vars: { name: 'เด็ค' } } });
    expect(resolveOptions(final('/match challenge opponent:nobody deck:x'), lookup, 'en')).toMatchObject({ error: { key: 'unknownUser', vars: { value: 'nobody' } } });
    expect(resolveOptions(final('/match challenge opponent:alex deck:x game:huge'), lookup, 'en')).toMatchObject({ error: { key: 'notAChoice' } });
    expect(resolveOptions(final('/match challenge alex'), lookup, 'en')).toMatchObject({ error: { key: 'unknownOption', vars: { name: 'alex' } } });
    expect(resolveOptions(final('/nope'), lookup, 'en')).toMatchObject({ error: { key: 'unknownCommand' } });
    expect(resolveOptions(final('/match'), lookup, 'en')).toMatchObject({ error: { key: 'incomplete' } });
  });

  it('sends autocomplete the other values resolved and the focused one as typed', () => {
    const p = at('/match challenge opponent:alex deck:Fi');
    expect(p.context.type).toBe('value');
    const def = p.context.type === 'value' ? p.context.def : undefined;
    expect(autocompleteOptions(p, def!, lookup, 'en')).toEqual({ opponent: '1100000000000001002', deck: 'Fi' });
  });
});

describe('message markdown', () => {
  const ctx = { lang: 'en', selfId: '1100000000000001000', userName: (id: string) => (id === '1100000000000001000' ? 'สมชาย' : id), roleName: () => 'Judge', channelName: () => 'lobby' };

  it('formats Discord markdown and mentions', () => {
    const html = markdown('**bold** _it_ `x*y*` <@1100000000000001000> <#1100000000000000300>', ctx);
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>it</em>');
    expect(html).toContain('<code class="md-code">x*y*</code>');
    expect(html).toContain('mention-self');
    expect(html).toContain('@สมชาย');
    expect(html).toContain('#lobby');
  });

  it('never lets message text become markup', () => {
    const html = markdown('<img src=x onerror=alert(1)> [a](javascript:alert(1)) [b](https://x.test/"onmouseover=alert(1))', ctx);
    expect(html).not.toMatch(/<img/);
    expect(html).not.toContain('href="javascript');
    expect(html).not.toMatch(/"onmouseover/);
  });
});
