import { describe, expect, it } from 'vitest';
import {
  Subscriptions, canSee, cardsIn, createBus, createObject, emptyStore, moveObject, redactZone, zoneInvariant, zoneTable, type GameEvent, type ZoneChange,
} from '../../../src/engine/core/kernel.js';

const table = zoneTable([
  { name: 'deck', visibility: 'nobody', ordered: true, perPlayer: true },
  { name: 'hand', visibility: 'owner', ordered: false, perPlayer: true },
  { name: 'field', visibility: 'public', ordered: false, perPlayer: true, byController: true, tokensVanishOnLeave: true },
  { name: 'grave', visibility: 'public', ordered: true, perPlayer: true },
  { name: 'stack', visibility: 'public', ordered: true, perPlayer: false },
]);

describe('kernel: objects and zones', () => {
  it('a move makes a new object in the destination list and emits one zone-change event', () => {
    const store = emptyStore(table);
    const a = createObject(table, store, 'bolt', 0, 'hand');
    const seen: ZoneChange[] = [];
    const subs = new Subscriptions<null>().on<ZoneChange>('zone-change', 'spy', (_s, e) => void seen.push(e));
    const bus = createBus(subs, null);
    const n = moveObject(table, store, bus, a.id, 'grave', { cause: 'discard' })!;
    expect(n.id).not.toBe(a.id);
    expect(store.objs[a.id]).toBeUndefined();
    expect(cardsIn(store, 'grave', 0)).toEqual([n.id]);
    expect(cardsIn(store, 'hand', 0)).toEqual([]);
    expect(seen).toEqual([{ kind: 'zone-change', from: 'hand', to: 'grave', oldId: a.id, newId: n.id, card: 'bolt', owner: 0, ctrl: 0, cause: 'discard' }]);
    expect(zoneInvariant(table, store)).toBeNull();
  });

  it('a controlled zone files the object under its controller; other zones under the owner', () => {
    const store = emptyStore(table);
    const a = createObject(table, store, 'knight', 0, 'hand');
    const f = moveObject(table, store, null, a.id, 'field', { ctrl: 1 })!;
    expect(cardsIn(store, 'field', 1)).toEqual([f.id]);
    const g = moveObject(table, store, null, f.id, 'grave')!;
    expect(g.ctrl).toBe(0);
    expect(cardsIn(store, 'grave', 0)).toEqual([g.id]);
  });

  it('a token leaving a vanishing zone ceases to exist (event with newId null)', () => {
    const store = emptyStore(table);
    const tk = createObject(table, store, 'imp', 1, 'field', { token: 'summon' });
    const bus = createBus(new Subscriptions<null>(), null);
    expect(moveObject(table, store, bus, tk.id, 'grave')).toBeNull();
    expect(bus.log[0]).toMatchObject({ kind: 'zone-change', newId: null });
    expect(Object.keys(store.objs)).toEqual([]);
    expect(zoneInvariant(table, store)).toBeNull();
  });

  it('per-viewer visibility: owner-only hand, nobody deck, public field, face-down hidden from the opponent', () => {
    const store = emptyStore(table);
    const h = createObject(table, store, 'secret', 0, 'hand');
    const d = createObject(table, store, 'top', 0, 'deck');
    const f = createObject(table, store, 'face', 0, 'field');
    const fd = createObject(table, store, 'trap', 0, 'field', { faceDown: true });
    expect([canSee(table, h, 0), canSee(table, h, 1), canSee(table, h, 'spectator')]).toEqual([true, false, false]);
    expect([canSee(table, d, 0), canSee(table, d, 1)]).toEqual([false, false]);
    expect([canSee(table, f, 1), canSee(table, f, 'spectator')]).toEqual([true, true]);
    expect([canSee(table, fd, 0), canSee(table, fd, 1), canSee(table, fd, 'spectator')]).toEqual([true, false, false]);
    expect(redactZone(table, store, 'field', 0, 1)).toEqual(['face', null]);
  });

  it('the zone invariant catches an object listed twice', () => {
    const store = emptyStore(table);
    const a = createObject(table, store, 'x', 0, 'hand');
    store.zones['0:grave']!.push(a.id);
    expect(zoneInvariant(table, store)).toMatch(/two zone lists/);
  });
});

describe('kernel: event bus', () => {
  it('delivers by kind in registration order, and events emitted by handlers after the current one', () => {
    const order: string[] = [];
    const subs = new Subscriptions<{ n: number }>()
      .on('attack', 'a1', (s, _e, bus) => {
        order.push('a1');
        s.n++;
        bus.emit({ kind: 'damage' });
      })
      .on('attack', 'a2', () => void order.push('a2'))
      .on('damage', 'd', () => void order.push('d'))
      .on('*', 'all', (_s, e: GameEvent) => void order.push(`*${e.kind}`));
    const s = { n: 0 };
    const bus = createBus(subs, s);
    bus.emit({ kind: 'attack' });
    expect(order).toEqual(['a1', 'a2', '*attack', 'd', '*damage']);
    expect(s.n).toBe(1);
    expect(bus.log.map((e) => e.kind)).toEqual(['attack', 'damage']);
    expect(subs.names('attack')).toEqual(['a1', 'a2']);
  });

  it('an endless chain of emitting handlers is an engine bug, not a hang', () => {
    const subs = new Subscriptions<null>().on('ping', 'loop', (_s, _e, bus) => bus.emit({ kind: 'ping' }));
    expect(() => createBus(subs, null).emit({ kind: 'ping' })).toThrow(/event storm/);
  });
});
