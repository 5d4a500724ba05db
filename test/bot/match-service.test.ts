import { describe, expect, it } from 'vitest';
import { promptRefOf } from '../../src/bot/custom-id.js';
import { resolveAnswer } from '../../src/bot/prompt-components.js';
import type { MatchService } from '../../src/match/service.js';
import { advance, MATCH_ID, meta, newMatch, userOf } from './support/real-match.js';

const click = (svc: MatchService, userId: string, interactionId: string, version: number, promptId: string, index: number) =>
  svc.act({ matchId: MATCH_ID, userId, interactionId, now: 2, expected: { version, promptRef: promptRefOf(promptId) },
    decide: (p, seat) => resolveAnswer(p!, seat, { kind: 'option', index }) });

describe('match service (real engine, in-process store)', () => {
  it('applies a click of the seat that must act', async () => {
    const { service, match } = await newMatch();
    const r = await click(service, userOf(match.prompt!.seat), 'i1', 0, match.prompt!.promptId, 0);
    expect(r.kind).toBe('applied');
    expect((await service.load(MATCH_ID))!.snap.version).toBe(1);
  });

  it('two concurrent clicks on the same prompt apply once; the other is told the board changed', async () => {
    const { service, match } = await newMatch();
    const user = userOf(match.prompt!.seat);
    const [a, b] = await Promise.all([click(service, user, 'i1', 0, match.prompt!.promptId, 0), click(service, user, 'i2', 0, match.prompt!.promptId, 1)]);
    expect([a.kind, b.kind].sort()).toEqual(['applied', 'stale']);
    expect((await service.load(MATCH_ID))!.snap.version).toBe(1);
    expect(await service.log(MATCH_ID)).toHaveLength(1);
  });

  it('a re-delivered interaction id applies once; the resend is answered as applied with the stored match', async () => {
    const { service, match } = await newMatch();
    const first = await click(service, userOf(match.prompt!.seat), 'same', 0, match.prompt!.promptId, 0);
    expect(first.kind).toBe('applied');
    const now = (await service.load(MATCH_ID))!;
    const again = await click(service, userOf(now.prompt!.seat), 'same', 1, now.prompt!.promptId, 0);
    expect(again).toMatchObject({ kind: 'applied', after: { snap: { version: 1 } } });
    expect(again.kind === 'applied' && first.kind === 'applied' && again.events).toEqual(first.kind === 'applied' ? first.events : null);
    expect(await service.log(MATCH_ID)).toHaveLength(1);
  });

  it('a foreign user and the waiting seat change nothing', async () => {
    const { service, match } = await newMatch();
    expect((await click(service, '999999999999999999', 'i1', 0, match.prompt!.promptId, 0)).kind).toBe('foreign');
    expect((await click(service, userOf((1 - match.prompt!.seat) as 0 | 1), 'i2', 0, match.prompt!.promptId, 0)).kind).toBe('not-turn');
    expect((await service.load(MATCH_ID))!.snap.version).toBe(0);
  });

  it('a click drawn for another prompt or version is stale', async () => {
    const { service, match } = await newMatch();
    const user = userOf(match.prompt!.seat);
    expect((await click(service, user, 'i1', 3, match.prompt!.promptId, 0)).kind).toBe('stale');
    expect((await click(service, user, 'i2', 0, 'some-other-prompt', 0)).kind).toBe('stale');
  });

  it('100.5 concede is allowed at any time and retries on conflict against the fresh state', async () => {
    const { store, service } = await newMatch();
    let raced = false;
    const realCommit = store.commit.bind(store);
    store.commit = async (input) => {
      if (!raced) {
        raced = true;
        const s = (await store.load(MATCH_ID))!;
        await realCommit({ matchId: MATCH_ID, expectedVersion: s.version, interactionId: 'racer', state: s.state, entry: '{}', now: 3 });
      }
      return realCommit(input);
    };
    const r = await service.act({ matchId: MATCH_ID, userId: meta.p1, interactionId: 'c1', now: 3, anyTime: true,
      decide: (_p, seat) => ({ ok: true, action: { type: 'concede', seat } }) });
    expect(r.kind).toBe('applied');
    expect((await service.load(MATCH_ID))!.snap).toMatchObject({ version: 2, status: 'finished' });
  });

  it('503.5.2 a rule error comes back with its section and nothing is saved', async () => {
    const { service } = await newMatch();
    const m = await advance(service, (x) => x.prompt?.kind === 'discard');
    const r = await service.act({ matchId: MATCH_ID, userId: userOf(m.prompt!.seat), interactionId: 'bad', now: 2,
      decide: (p, seat) => ({ ok: true, action: { type: 'answer', seat, promptId: p!.promptId, choice: [] } }) });
    expect(r).toMatchObject({ kind: 'rule-error', error: { rule: '503.5.2' } });
    expect((await service.load(MATCH_ID))!.snap.version).toBe(m.snap.version);
  });
});
