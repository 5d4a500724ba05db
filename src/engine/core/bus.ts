/**
 * The event bus. Every game event (a zone change, an attack, a block, damage, a turn boundary, a cast, a
 * counter placed...) is emitted in one place; triggered abilities, keywords and rule hooks subscribe to
 * it by kind. Subscriptions are code (registered once per game module), the events of one apply() are
 * plain data, so the state stays JSON. A handler changes the state it is given (usually: queues a pending
 * trigger, see triggers.ts) and may emit further events, which are delivered after the current one.
 */

/** Any event: a kind plus plain-JSON fields (declare each game's events as interfaces extending this). */
export interface GameEvent {
  kind: string;
}

export interface Bus {
  emit<E extends GameEvent>(e: E): void;
  /** Every event emitted through this bus, in order (for logs, tests and replays). */
  readonly log: readonly GameEvent[];
}

export type Handler<S, E extends GameEvent = GameEvent> = (s: S, e: E, bus: Bus) => void;

interface Sub<S> {
  name: string;
  handler: Handler<S>;
}

/** The subscriptions of one game: keyword files, card triggers and rule hooks register here at load time. */
export class Subscriptions<S> {
  private readonly byKind = new Map<string, Sub<S>[]>();
  private readonly any: Sub<S>[] = [];

  /** `kind` '*' receives every event. `name` identifies the subscriber in errors and in `names()`. */
  on<E extends GameEvent = GameEvent>(kind: string | string[], name: string, handler: Handler<S, E>): this {
    for (const k of Array.isArray(kind) ? kind : [kind]) {
      const sub = { name, handler: handler as Handler<S> };
      if (k === '*') this.any.push(sub);
      else {
        const list = this.byKind.get(k) ?? [];
        list.push(sub);
        this.byKind.set(k, list);
      }
    }
    return this;
  }

  names(kind: string): string[] {
    return (this.byKind.get(kind) ?? []).map((x) => x.name);
  }

  has(kind: string): boolean {
    return this.byKind.has(kind) || this.any.length > 0;
  }

  dispatch(s: S, e: GameEvent, bus: Bus): void {
    const list = this.byKind.get(e.kind);
    if (list) for (const sub of list) sub.handler(s, e, bus);
    for (const sub of this.any) sub.handler(s, e, bus);
  }
}

const DEPTH_LIMIT = 10_000;

/**
 * A bus for one apply() over state `s`. Events emitted by a handler are queued and delivered after the
 * current event has reached every subscriber (breadth first), so subscribers see events in emission order.
 */
export function createBus<S>(subs: Subscriptions<S>, s: S): Bus {
  const log: GameEvent[] = [];
  const queue: GameEvent[] = [];
  let draining = false;
  const bus: Bus = {
    log,
    emit(e) {
      log.push(e);
      queue.push(e);
      if (draining) return;
      draining = true;
      try {
        for (let n = 0; queue.length; n++) {
          if (n > DEPTH_LIMIT) throw new Error('engine bug: event storm (an event handler keeps emitting)');
          subs.dispatch(s, queue.shift()!, bus);
        }
      } finally {
        draining = false;
        queue.length = 0;
      }
    },
  };
  return bus;
}
