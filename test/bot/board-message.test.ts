import { describe, expect, it } from 'vitest';
import { handPanel, publicBoard } from '../../src/bot/board-message.js';
import { parseCustomId } from '../../src/bot/custom-id.js';
import { publicLogText } from '../../src/bot/publisher.js';
import type { LoadedMatch, MatchMeta } from '../../src/bot/match-service.js';
import { standInEngine, HIDDEN_NAMES } from './support/stand-in-engine.js';

const meta: MatchMeta = { game: 'fadalgia', format: 'standard', p0: '100000000000000001', p1: '100000000000000002', lang: 'en', guild: 'g', channel: 'c',
  thread: 't', board: 'b', startedAt: '0', d0: 'a', d1: 'b', series: '1', challenger: '100000000000000001' };

function at(stage: 'coin' | 'play') {
  let state = standInEngine.createMatch({ matchId: 'abcdef123456', game: 'fadalgia', format: 'standard', seed: 'ab'.repeat(32), seats: [{ name: 'A', deck: {} }, { name: 'B', deck: {} }], challenger: 0 });
  while (stage === 'play' && standInEngine.currentPrompt(state)!.kind !== 'priority') {
    const p = standInEngine.currentPrompt(state)!;
    const r = standInEngine.apply(state, { type: 'answer', seat: p.seat, promptId: p.promptId, choice: [p.options[0]!.id] });
    if (!r.ok) throw new Error(r.error.code);
    state = r.state;
  }
  const match: LoadedMatch = { snap: { matchId: 'abcdef123456', version: 4, state: JSON.stringify(state), status: 'active', meta: meta as never, updatedAt: 0 }, state, meta, prompt: standInEngine.currentPrompt(state) };
  return match;
}

describe('public board and hand panel', () => {
  it('the public board offers public options only; casting a hidden card is only in the owner\'s panel', () => {
    const m = at('play');
    const pub = JSON.stringify(publicBoard(standInEngine, m, { decisionMs: 1000 }));
    for (const n of HIDDEN_NAMES) expect(pub).not.toContain(n);
    expect(pub).toContain('Pass');
    const seat = m.prompt!.seat;
    const panel = JSON.stringify(handPanel(standInEngine, m, seat, 'en'));
    expect(panel).toContain(`Cast Secret${seat === 0 ? 'Alpha' : 'Beta'}1`);
  });

  it('every public button is parseable, versioned and carries no seat', () => {
    const m = at('play');
    for (const row of publicBoard(standInEngine, m, { decisionMs: 1000 }).components) {
      for (const c of row.components) {
        const id = parseCustomId((c as { custom_id: string }).custom_id)!;
        expect(id).not.toBeNull();
        expect(JSON.stringify(id)).not.toMatch(/seat/);
        if (id.kind === 'answer') expect(id.version).toBe(4);
      }
    }
  });

  it('the waiting seat\'s panel shows its hand but no choices', () => {
    const m = at('play');
    const other = (1 - m.prompt!.seat) as 0 | 1;
    const panel = handPanel(standInEngine, m, other, 'en');
    expect(panel.components.flatMap((r) => r.components).map((c) => parseCustomId((c as { custom_id: string }).custom_id)!.kind)).toEqual(['hand']);
  });

  it('the public log keeps only events addressed to everyone', () => {
    const text = publicLogText([{ by: 'u', action: { type: 'answer', seat: 0, promptId: 'p', choice: ['x'] }, at: 0, events: [
      { kind: 'draw', audience: 0, text: { th: 'จั่ว SecretAlpha1', en: 'You drew SecretAlpha1' } },
      { kind: 'attack', audience: null, text: { th: 'โจมตี', en: 'Attack!' }, rule: '609.1' },
    ] }], 'en', () => 'A');
    expect(text).toContain('Attack! (609.1)');
    expect(text).not.toContain('SecretAlpha1');
  });
});
