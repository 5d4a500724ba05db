/**
 * Issue 30: Summoner Master's "…, then end the Main Step" orders (`endsStep`, §3.5) get one select of their own
 * in the player's private panel, under the plain orders, which keep their buttons; the public board never shows
 * them (they are private), and a choice in that select answers with the twin's own id.
 */
import { describe, expect, it } from 'vitest';
import { ComponentType } from 'discord.js';
import type { Prompt, PromptOption } from '../../src/engine/core/api-types.js';
import { promptRows, resolveAnswer } from '../../src/bot/prompt-components.js';
import { parseCustomId } from '../../src/bot/custom-id.js';

const order = (i: number): PromptOption => ({ id: `atk:${i}:tg:9`, label: { th: `โจมตี ${i}`, en: `Attack ${i}` }, group: 'attack', visibility: 'public' });
const twin = (o: PromptOption): PromptOption => ({ ...o, id: `e.${o.id}`, label: { th: `จบ Main หลัง: ${o.label.th}`, en: `End Main after: ${o.label.en}` }, visibility: 'private', endsStep: true });
const orders = [order(1), order(2), order(3)];
const prompt: Prompt = {
  promptId: 'p1', seat: 0, kind: 'priority', label: { th: 'Main Step: สั่งการ', en: 'Main Step: give your orders' }, min: 1, max: 1,
  options: [...orders, ...orders.map(twin), { id: 'pass', label: { th: 'จบ Main Step', en: 'End Main Step' }, group: 'pass' }],
};
const input = { matchId: 'abcdef123456', version: 3, lang: 'en' as const, rows: 4, prompt };

describe('§3.5 the last order, then the end of the Main Step, in the private panel', () => {
  it('§3.5 plain orders and End Main Step stay buttons; the orders that end the step are one select under them, answering with the twin', () => {
    const rows = promptRows(input);
    const buttons = rows.flatMap((r) => r.components).filter((c) => c.type === ComponentType.Button).map((c) => (c as { label: string }).label);
    expect(buttons).toEqual(['Attack 1', 'Attack 2', 'Attack 3', 'End Main Step']);
    const selects = rows.flatMap((r) => r.components).filter((c) => c.type === ComponentType.StringSelect);
    expect(selects).toHaveLength(1);
    const menu = selects[0] as { custom_id: string; options: Array<{ label: string; value: string }>; placeholder: string };
    expect(menu.placeholder).toBe('Last order, then end this step…');
    expect(menu.options.map((o) => o.label)).toEqual(['End Main after: Attack 1', 'End Main after: Attack 2', 'End Main after: Attack 3']);
    const parsed = parseCustomId(menu.custom_id)!;
    expect(parsed.kind).toBe('answer');
    const choice = (parsed as { choice: Parameters<typeof resolveAnswer>[2] }).choice;
    const r = resolveAnswer(prompt, 0, choice, { values: [menu.options[1]!.value] });
    expect(r.ok && r.action.type === 'answer' && r.action.choice).toEqual(['e.atk:2:tg:9']);
  });

  it('§3.5 the public board shows the plain orders only', () => {
    const rows = promptRows({ ...input, publicBoard: true });
    const shown = rows.flatMap((r) => r.components).map((c) => (c as { label?: string }).label ?? '');
    expect(shown.some((l) => l.includes('End Main after'))).toBe(false);
    expect(rows.flatMap((r) => r.components).some((c) => c.type === ComponentType.StringSelect)).toBe(false);
  });
});
