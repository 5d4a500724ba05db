import { describe, expect, it } from 'vitest';
import { realEngine } from '../../src/match/engine-adapter.js';
import { realEngine as markedEngine } from '../../src/match/engine-adapter.js';
import { handPanel, publicBoard } from '../../src/bot/board-message.js';
import { boardEmbed, handEmbed } from '../../src/bot/board-embed.js';
import { parseCustomId } from '../../src/bot/custom-id.js';
import { publicLogText } from '../../src/bot/publisher.js';
import type { LoadedMatch } from '../../src/match/service.js';
import { advance, newMatch } from './support/real-match.js';

async function atFirstTurn(): Promise<LoadedMatch> {
  const { service } = await newMatch();
  return advance(service, (m) => m.prompt?.kind === 'priority');
}

/** Hand card names of `seat` that are not visible anywhere public. */
function privateNames(m: LoadedMatch, seat: 0 | 1): string[] {
  const pub = JSON.stringify(realEngine.viewFor(m.state, 'spectator'));
  return (realEngine.viewFor(m.state, seat).players[seat].hand ?? []).flatMap((c) => [c.name.th, c.name.en]).filter((n) => !pub.includes(n));
}

describe('public board and hand panel', () => {
  it('the public board offers public options only; playing a hidden card is only in the owner\'s panel', async () => {
    const m = await atFirstTurn();
    const seat = m.prompt!.seat;
    const hidden = [...privateNames(m, 0), ...privateNames(m, 1)];
    expect(hidden.length).toBeGreaterThan(0);
    for (const lang of ['th', 'en'] as const) {
      const pub = JSON.stringify(publicBoard(realEngine, { ...m, meta: { ...m.meta, lang } }, { decisionMs: 1000 }));
      for (const n of hidden) expect(pub).not.toContain(n);
    }
    const panel = JSON.stringify(handPanel(realEngine, m, seat, 'en'));
    expect(privateNames(m, seat).some((n) => panel.includes(n))).toBe(true);
    expect(m.prompt!.options.filter((o) => o.objectId).length).toBeGreaterThan(0);
  });

  it('every public button is parseable, versioned and carries no seat', async () => {
    const m = await atFirstTurn();
    const ids = publicBoard(markedEngine, { ...m, prompt: markedEngine.currentPrompt(m.state) }, { decisionMs: 1000 }).components.flatMap((r) => r.components).map((c) => parseCustomId((c as { custom_id: string }).custom_id)!);
    expect(ids.map((i) => i.kind)).toContain('answer');
    for (const id of ids) {
      expect(JSON.stringify(id)).not.toMatch(/seat/);
      if (id.kind === 'answer') expect(id.version).toBe(m.snap.version);
    }
  });

  it('the waiting seat\'s panel shows its hand but no choices', async () => {
    const m = await atFirstTurn();
    const other = (1 - m.prompt!.seat) as 0 | 1;
    const panel = handPanel(realEngine, m, other, 'en');
    expect(panel.components.flatMap((r) => r.components).map((c) => parseCustomId((c as { custom_id: string }).custom_id)!.kind)).toEqual(['hand']);
  });

  it('the embed board shows turn, phase and who must act, in Thai or English, within embed limits', async () => {
    const m = await atFirstTurn();
    const view = realEngine.viewFor(m.state, 'spectator');
    const en = boardEmbed(view, { lang: 'en' });
    expect(en.description).toMatch(/Turn.*Phase/);
    expect(en.description).toContain('Waiting for');
    expect(boardEmbed(view, { lang: 'th' }).description).toContain('เทิร์น');
    const total = JSON.stringify(en).length;
    expect(total).toBeLessThan(6000);
    for (const f of en.fields ?? []) expect(f.value.length).toBeLessThanOrEqual(1024);
    const hand = handEmbed(realEngine.viewFor(m.state, 0), 0, 'en');
    expect(hand.title).toMatch(/Your hand \(\d+ cards\)/);
  });

  it('the public log keeps only events addressed to everyone', () => {
    const text = publicLogText([{ by: 'u', action: { type: 'answer', seat: 0, promptId: 'p', choice: ['x'] }, at: 0, events: [
      { kind: 'draw', audience: 0, text: { th: 'จั่ว Secret', en: 'You drew Secret' } },
      { kind: 'attack', audience: null, text: { th: 'โจมตี', en: 'Attack!' }, rule: '609.1' },
    ] }], 'en', () => 'A');
    expect(text).toContain('Attack! (609.1)');
    expect(text).not.toContain('Secret');
  });
});
