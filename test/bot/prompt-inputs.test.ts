/**
 * 101.6 number prompts and multi-choice prompts from Discord: the number modal says its range, and a
 * select answered with too few picks says how many it needs (and changes nothing). The real engine is
 * wrapped so that its first prompt takes the shape under test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realEngine } from '../../src/match/engine-adapter.js';
import { parseCustomId } from '../../src/bot/custom-id.js';
import type { Prompt } from '../../src/engine/core/api-types.js';
import { startHarness, type Harness } from './support/harness.js';
import { challenge, Driver, flatComponents } from './support/driver.js';
import { forged, type Json } from './support/forge.js';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h?.close(); });

/** The engine with its first prompt (who goes first) replaced by `shape` until it is answered. */
function wrapped(shape: (p: Prompt) => Prompt) {
  let answered = false;
  const first = (s: unknown) => !answered && realEngine.currentPrompt(s)?.kind === 'first-player-method';
  return {
    ...realEngine,
    currentPrompt: (s: unknown) => { const p = realEngine.currentPrompt(s); return p && first(s) ? shape(p) : p; },
    apply: (s: unknown, a: Parameters<typeof realEngine.apply>[1]) => {
      if (!first(s) || a.type === 'concede' || a.type === 'arrange-grave') return realEngine.apply(s, a);
      answered = true;
      const p = realEngine.currentPrompt(s)!;
      return realEngine.apply(s, { type: 'answer', seat: a.seat, promptId: a.promptId, choice: [p.options[0]!.id] });
    },
  };
}

async function freshBot(engine: ReturnType<typeof wrapped>) {
  for (const b of h.bots) b.kill();
  h.bots.length = 0;
  return h.startBot({ engine });
}

describe('prompt inputs', () => {
  it('101.6 the number modal shows the range of the number asked', async () => {
    await freshBot(wrapped((p) => ({ ...p, kind: 'number', label: { th: 'เลือกจำนวน', en: 'Choose a number' }, options: [], min: 0, max: 3 })));
    const game = await challenge(h.emu, h.kv);
    const d = new Driver(h.emu, h.store, game);
    const m = await d.load();
    const user = d.userOf(m, m.prompt!.seat);
    const open = flatComponents(h.emu.message(game.board) as Json).find((c) => {
      const id = parseCustomId(c.custom_id as string);
      return id?.kind === 'answer' && id.choice.kind === 'open-number';
    })!;
    const out = await h.emu.click(user, game.board, open.custom_id as string);
    expect(out.callbackType).toBe(9);
    expect(JSON.stringify(out.modal)).toMatch(/0–3/);
    h.emu.dismissModal(user);
  });

  it('a multi-select answered with too few picks says how many are needed and changes nothing', async () => {
    const options = Array.from({ length: 8 }, (_, n) => ({ id: `t${n}`, label: { th: `เป้าหมาย ${n}`, en: `Target ${n}` } }));
    await freshBot(wrapped((p) => ({ ...p, kind: 'targets', label: { th: 'เลือกเป้าหมาย', en: 'Choose targets' }, options, min: 3, max: 4 })));
    const game = await challenge(h.emu, h.kv);
    const d = new Driver(h.emu, h.store, game);
    const m = await d.load();
    const user = d.userOf(m, m.prompt!.seat);
    const panel = await d.panel(user);
    const select = flatComponents(panel).find((c) => { const id = parseCustomId(c.custom_id as string); return id?.kind === 'answer' && id.choice.kind === 'select'; })!;
    expect(select).toBeDefined();
    // Discord's client enforces min_values; a payload that does not (or a chunk smaller than the minimum) is answered clearly.
    const out = await forged(h.emu, (p) => { (p.data as Json).values = ['0']; },
      () => h.emu.select(user, panel.id as string, select.custom_id as string, ['0', '1', '2']));
    const note = await out.settled();
    const all = out.messages().map((x) => String(x.content)).join('\n');
    expect(all + String(note?.content)).toMatch(/Choose at least 3 \(you chose 1\)|ต้องเลือกอย่างน้อย 3 อย่าง \(เลือกมา 1\)/);
    expect((await d.load()).snap.version).toBe(m.snap.version);
  });
});
