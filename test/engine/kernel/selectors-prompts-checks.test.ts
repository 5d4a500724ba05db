import { describe, expect, it } from 'vitest';
import {
  candidates, count, createObject, emptyStore, objectOption, option, publicOptions, quiet, runChecks, zoneTable, type CheckTable, type Described,
} from '../../../src/engine/core/kernel.js';

const objs: Described[] = [
  { id: '1', zone: 'field', owner: 0, ctrl: 0, type: 'unit', subtypes: ['Dragon'], element: 'fire', keywords: [] },
  { id: '2', zone: 'field', owner: 1, ctrl: 1, type: 'unit', subtypes: ['Elf', 'Dragon'], element: 'earth', keywords: ['high-speed'] },
  { id: '3', zone: 'grave', owner: 1, ctrl: 1, type: 'unit', subtypes: [], keywords: [] },
  { id: '4', zone: 'field', owner: 1, ctrl: 1, type: 'item', subtypes: [], keywords: [] },
  { id: '5', zone: 'field', owner: 1, ctrl: 0, type: 'unit', subtypes: [], keywords: [] },
];

describe('kernel: selectors and targets', () => {
  it('relative seats, types, a second subtype and exceptions select the right objects', () => {
    const all = () => true;
    expect(candidates({ zone: 'field', type: 'unit', ctrl: 'opponent' }, objs, 0, all)).toEqual(['2']);
    expect(candidates({ zone: 'field', type: 'unit', ctrl: 'you' }, objs, 0, all)).toEqual(['1', '5']);
    expect(candidates({ zone: 'field', type: 'unit', owner: 'opponent' }, objs, 0, all)).toEqual(['2', '5']);
    expect(candidates({ subtype: 'Dragon' }, objs, 0, all)).toEqual(['1', '2']);
    expect(candidates({ subtype: 'Dragon', except: ['1'] }, objs, 0, all)).toEqual(['2']);
    expect(candidates({ keyword: 'high-speed' }, objs, 1, all)).toEqual(['2']);
    expect(count({ zone: ['grave', 'field'], owner: 1 }, objs, 0)).toBe(4);
  });

  it('the permission query removes untargetable objects; named predicates filter', () => {
    expect(candidates({ type: 'unit', zone: 'field' }, objs, 0, (id) => id !== '2')).toEqual(['1', '5']);
    expect(candidates({ type: 'unit', is: ['odd'] }, objs, 0, () => true, { odd: (id) => Number(id) % 2 === 1 })).toEqual(['1', '3', '5']);
    expect(() => candidates({ is: ['nope'] }, objs, 0, () => true)).toThrow(/unknown selector predicate/);
  });
});

describe('kernel: prompt options carry a visibility mark from the object\'s zone', () => {
  const table = zoneTable([
    { name: 'hand', visibility: 'owner', ordered: false, perPlayer: true },
    { name: 'field', visibility: 'public', ordered: false, perPlayer: true, byController: true },
  ]);
  it('a card in hand or face down is private; a face-up card on the field and an option without object are public', () => {
    const store = emptyStore(table);
    const h = createObject(table, store, 'x', 0, 'hand');
    const f = createObject(table, store, 'y', 0, 'field');
    const fd = createObject(table, store, 'z', 0, 'field', { faceDown: true });
    const opts = [
      objectOption(table, h, `cast:${h.id}`, { th: 'ร่าย', en: 'Cast' }),
      objectOption(table, f, `attack:${f.id}`, { th: 'โจมตี', en: 'Attack' }),
      objectOption(table, fd, `flip:${fd.id}`, { th: 'เปิด', en: 'Flip' }),
      option('pass', { th: 'ผ่าน', en: 'Pass' }),
    ];
    expect(opts.map((o) => o.visibility)).toEqual(['private', 'public', 'private', 'public']);
    expect(publicOptions(opts).map((o) => o.id)).toEqual([`attack:${f.id}`, 'pass']);
  });
});

describe('kernel: state-based checks as one table', () => {
  interface S { dmg: number; df: number; dead: boolean; extra: number }
  const table: CheckTable<S> = [
    { rule: 'x.1', name: 'lethal damage', due: (s) => !s.dead && s.dmg >= s.df, apply: (s) => ((s.dead = true), true) },
    { rule: 'x.2', name: 'too many', due: (s) => s.extra > 1, apply: (s) => ((s.extra = 1), true) },
  ];
  it('the fast path is derived from the rows; a round applies the first row that acts', () => {
    const s: S = { dmg: 3, df: 2, dead: false, extra: 3 };
    expect(quiet(table, s)).toBe(false);
    expect(runChecks(table, s)?.name).toBe('lethal damage');
    expect(runChecks(table, s)?.name).toBe('too many');
    expect(runChecks(table, s)).toBeNull();
    expect(quiet(table, s)).toBe(true);
  });
});
