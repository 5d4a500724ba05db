import { describe, expect, it } from 'vitest';
import { realEngine } from '../../src/match/engine-adapter.js';
import { publicBoard } from '../../src/bot/board-message.js';
import { advance, newMatch } from './support/real-match.js';

type Objs = Record<string, { id: string; card: string; owner: 0 | 1; ctrl: 0 | 1; zone: string; mode?: string; since?: boolean; ts?: number }>;
/** The Fadalgia state's kernel store: objects, and zone lists keyed `${seat}:${zone}`. */
type S = { objs: Objs; zones: Record<string, string[]>; nextId: number; atSeat: 0 | 1 };

describe('the board says "cannot attack yet" only when the engine says so', () => {
  it('606.5.1 a High Speed unit that just arrived is not marked; an ordinary one is (304.3.1)', async () => {
    const { service } = await newMatch();
    const m = await advance(service, (x) => x.prompt?.kind === 'priority');
    const s = structuredClone(m.state) as S;
    const seat = s.atSeat;
    const put = (card: string) => {
      const id = String(s.nextId++);
      s.objs[id] = { id, card, owner: seat, ctrl: seat, zone: 'field', mode: 'AT', since: false, ts: s.nextId };
      s.zones[`${seat}:field`]!.push(id);
      return id;
    };
    const hawk = put('SNM-S01-016'); // Storm Hawk, High Speed
    const archer = put('SNM-S01-017'); // Gale Archer
    expect(realEngine.notYetAttacking(s)).toEqual([archer]);
    expect(realEngine.notYetAttacking(s)).not.toContain(hawk);
    for (const lang of ['en', 'th'] as const) {
      const board = publicBoard(realEngine, { ...m, state: s, meta: { ...m.meta, lang } }, { decisionMs: 1000 });
      const field = board.embeds[0]!.fields!.find((f) => f.value.includes(lang === 'en' ? 'Storm Hawk' : 'เหยี่ยวพายุ'))!.value;
      const line = (name: string) => field.split('\n').find((l) => l.includes(name))!;
      const sick = lang === 'en' ? 'cannot attack yet' : 'ยังโจมตีไม่ได้';
      expect(line(lang === 'en' ? 'Storm Hawk' : 'เหยี่ยวพายุ')).not.toContain(sick);
      expect(line(lang === 'en' ? 'Gale Archer' : 'นักธนูสายลม')).toContain(sick);
    }
  });
});
