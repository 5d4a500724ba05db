/** Spirit Duel match creation at its edges: what a setup must hold, the blank state, pinned server cards, revealed shuffles. */
import { describe, expect, it } from 'vitest';
import { verifyCommitments } from '../../../src/engine/core/commitments.js';
import { SD_PRECONS } from '../../../src/engine/games/spirit-duel/decks.js';
import { blank, checkSetup } from '../../../src/engine/games/spirit-duel/setup.js';
import type { SDState } from '../../../src/engine/games/spirit-duel/state.js';
import { sd } from './helpers.js';

const seed = 'cd'.repeat(32);
const ok = () => ({ matchId: 'm', game: 'spirit-duel', seed, seats: [{ name: 'A', deck: SD_PRECONS[0]!.deck }, { name: 'B', deck: SD_PRECONS[1]!.deck }] });
const refusal = (input: unknown) => {
  const r = checkSetup(input);
  return 'code' in r ? [r.code, r.rule, r.message.en, r.message.th] : 'accepted';
};
const invalid = ['setup/invalid', 'sd:setup.1', 'Invalid match setup', 'การตั้งค่าแมตช์ไม่ถูกต้อง'];

describe('sd:setup.1 a match setup is checked before anything is dealt', () => {
  it('sd:setup.1 no setup, a non-object (even a function carrying the fields), a non-string match id, seats not a list or not two: refused', () => {
    expect(refusal(ok())).toBe('accepted');
    expect(refusal(null)).toEqual(invalid);
    expect(refusal('m')).toEqual(invalid);
    expect(refusal(Object.assign(() => undefined, ok()))).toEqual(invalid);
    expect(refusal({ ...ok(), matchId: 7 })).toEqual(invalid);
    expect(refusal({ ...ok(), seats: { 0: ok().seats[0], 1: ok().seats[1], length: 2 } })).toEqual(invalid);
    expect(refusal({ ...ok(), seats: [...ok().seats, ok().seats[0]] })).toEqual(invalid);
  });

  it('sd:setup.1 a seed that is not 64 hex characters and an unknown format are refused; "standard" is the one format', () => {
    expect(refusal({ ...ok(), seed: 'cd'.repeat(31) })).toEqual(['setup/invalid', 'sd:setup.1', 'The seed must be 64 hex characters', 'seed ต้องเป็นเลขฐานสิบหก 64 ตัว']);
    expect(refusal({ ...ok(), format: 'wild' })).toEqual(['setup/invalid', 'sd:setup.1', 'Unknown format wild', 'ไม่รู้จักรูปแบบ wild']);
    expect(refusal({ ...ok(), format: 'standard' })).toBe('accepted');
  });

  it('sd:goal.2 the turn time is a whole number of seconds from 10 to 3600, both ends included', () => {
    for (const turnSeconds of [10, 3600, 120]) expect(refusal({ ...ok(), turnSeconds })).toBe('accepted');
    for (const turnSeconds of [9, 3601, 10.5]) expect(refusal({ ...ok(), turnSeconds })).toEqual(['setup/turn-seconds', 'sd:goal.2', 'Turn time must be 10–3600 seconds', 'เวลาต่อเทิร์นต้องอยู่ระหว่าง 10–3600 วินาที']);
  });

  it('sd:setup.1 server cards that are not a list, and a seat that is missing, are refused with an error, never a crash', () => {
    expect(refusal({ ...ok(), extraCards: 'cards' })).toEqual(['setup/cards', 'sd:setup.1', 'The server cards in the match setup do not validate', 'การ์ดของเซิร์ฟเวอร์ในการตั้งค่าแมตช์ไม่ผ่านการตรวจ']);
    expect(refusal({ ...ok(), seats: [null, ok().seats[1]] })).toEqual(['deck/cards', 'sd:setup.1', 'The deck holds unknown cards', 'เด็คมีการ์ดที่ไม่รู้จัก']);
  });
});

describe('sd:setup.2 the state a match starts from', () => {
  it('sd:setup.2 a blank match: 15 Soul and 4 Core each, no prompt, RPS unanswered, no deck run dry, empty log and shuffles', () => {
    const s = blank('m', ['A', 'B'], seed, 120);
    expect(s).toMatchObject({
      schemaVersion: 1, game: 'spirit-duel', format: 'standard', matchId: 'm', version: 0, names: ['A', 'B'], seq: 0, rng: { seed, counter: 0 },
      effects: [], pending: [], windows: [], turn: 0, active: 0, first: 0, phase: 'setup', soul: [15, 15], core: [4, 4], turnSeconds: 120,
      rps: [null, null], battle: null, decked: [false, false], prompt: null, openWindow: null, log: [], shuffles: [], result: null,
    });
    expect([s.effects.length, s.pending.length, s.windows.length, s.rps.length, s.decked.length, s.log.length, s.shuffles.length]).toEqual([0, 0, 0, 2, 2, 0, 0]);
  });

  it('sd:setup.1 the match pins the server cards its decks hold, in id order whatever order the decks hold them', () => {
    const txt = { th: 'ข้อความ', en: 'text' };
    const card = (id: string) => ({ id, name: { th: `ชื่อ ${id}`, en: `Name ${id}` }, type: 'spirit', cost: 2, text: txt, atk: 2, hp: 3 });
    const deck = ['SRV-B', 'SRV-A', ...(SD_PRECONS[0]!.deck as string[]).slice(2)];
    const s = sd.create({ ...ok(), seats: [{ name: 'A', deck }, ok().seats[1]], extraCards: [card('SRV-B'), card('SRV-A'), card('SRV-C')] }) as SDState;
    expect(Object.keys(s.extraCards ?? {})).toEqual(['SRV-A', 'SRV-B']);
  });

  it('sd:setup.1 after the match the revealed shuffles match the commitments, and are copies the caller cannot change the match through', () => {
    const s = sd.create(ok()) as SDState;
    const over = sd.apply(s, { type: 'concede', seat: 0 });
    if (!over.ok) throw new Error('concede refused');
    const secrets = sd.revealShuffles!(over.state);
    if (!Array.isArray(secrets)) throw new Error('not revealed');
    expect(secrets.length).toBe(2);
    expect(secrets.map((x) => x.order.length)).toEqual([30, 30]);
    expect(verifyCommitments(sd.commitments!(over.state), secrets)).toBe(true);
    secrets[0]!.order.reverse();
    expect(verifyCommitments(sd.commitments!(over.state), sd.revealShuffles!(over.state) as typeof secrets)).toBe(true);
  });
});
