/**
 * The peer for bench/peer.bench.ts: boardgame.io's authoritative master (its own reducer, turn order and
 * player views) with a small hidden-hand card game, its state kept in Redis by a minimal storage adapter.
 * boardgame.io ships CommonJS without an exports map, hence createRequire and the narrow local types.
 */
import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';

const require = createRequire(import.meta.url);

type PlayerID = string;
interface Ctx { currentPlayer: PlayerID; gameover?: unknown; turn: number }
export interface BgState { G: DuelG; ctx: Ctx; _stateID: number; plugins: unknown; deltalog?: unknown[] }
interface MoveArg { G: DuelG; ctx: Ctx; playerID: PlayerID; events: { endTurn(): void }; random: { Shuffle<T>(a: T[]): T[] } }
interface Transport {
  send(data: { playerID: PlayerID; type: string; args: unknown[] }): void;
  sendAll(data: { type: string; args: unknown[] }): void;
}
interface MasterT { onUpdate(action: unknown, stateID: number, matchID: string, playerID: string): Promise<void | { error: string }> }

const { Master } = require('boardgame.io/master') as { Master: new (game: unknown, db: unknown, transport: Transport) => MasterT };
const internal = require('boardgame.io/internal') as {
  Async: new () => object;
  createMatch(o: { game: unknown; numPlayers: number; setupData?: unknown; unlisted: boolean }): { metadata: unknown; initialState: BgState };
  getFilterPlayerView(game: unknown): (playerID: string | null, payload: { type: string; args: unknown[] }) => unknown;
};

interface Side { life: number; deck: number[]; hand: number[]; field: number[] }
interface DuelG { players: Record<PlayerID, Side>; attacked: boolean; secret?: unknown }

const other = (p: PlayerID) => (p === '0' ? '1' : '0');

/** A small card game: draw at turn start, play cards as units, attack with all units once a turn, pass. */
export const duel = {
  name: 'duel',
  seed: 'sanam-peer',
  setup: ({ random }: { random: MoveArg['random'] }): DuelG => {
    const side = (): Side => {
      const deck = random.Shuffle(Array.from({ length: 30 }, (_, i) => 1 + (i % 5)));
      return { life: 20, deck: deck.slice(5), hand: deck.slice(0, 5), field: [] };
    };
    return { players: { '0': side(), '1': side() }, attacked: false };
  },
  // Hands and decks are hidden from the other seat, as in Sanam's views.
  playerView: ({ G, playerID }: { G: DuelG; playerID: PlayerID | null }) => ({
    attacked: G.attacked,
    players: Object.fromEntries(Object.entries(G.players).map(([id, s]) => [id, id === playerID
      ? s : { life: s.life, field: s.field, handCount: s.hand.length, deckCount: s.deck.length }])),
  }),
  turn: {
    onBegin: ({ G, ctx }: MoveArg) => {
      const me = G.players[ctx.currentPlayer]!;
      const card = me.deck.shift();
      if (card !== undefined) me.hand.push(card);
      G.attacked = false;
    },
  },
  moves: {
    play: ({ G, playerID }: MoveArg, i: number) => {
      const me = G.players[playerID]!;
      const [card] = me.hand.splice(i, 1);
      if (card !== undefined && me.field.length < 5) me.field.push(card);
    },
    attack: ({ G, playerID }: MoveArg) => {
      const power = G.players[playerID]!.field.reduce((a, b) => a + b, 0);
      G.players[other(playerID)]!.life -= power;
      G.attacked = true;
    },
    pass: ({ events }: MoveArg) => events.endTurn(),
  },
  endIf: ({ G }: { G: DuelG }) => {
    for (const [id, s] of Object.entries(G.players)) if (s.life <= 0) return { winner: other(id) };
    return undefined;
  },
};

/** The legal moves of the seat to act (the bench picks one at random, outside the timed section). */
export function legalMoves(s: BgState): Array<{ type: string; args: unknown[] }> {
  const me = s.G.players[s.ctx.currentPlayer]!;
  const out: Array<{ type: string; args: unknown[] }> = [{ type: 'pass', args: [] }];
  if (me.field.length < 5) me.hand.forEach((_, i) => out.push({ type: 'play', args: [i] }));
  if (me.field.length && !s.G.attacked) out.push({ type: 'attack', args: [] });
  return out;
}

/** boardgame.io's storage API on Redis: one hash per match (state, metadata, initial state) and a log list. */
export function redisStorage(client: Redis, prefix: string): object {
  const key = (id: string) => `${prefix}{${id}}`;
  class RedisBgStorage extends internal.Async {
    connect(): void {}
    async createMatch(id: string, o: { initialState: BgState; metadata: unknown }): Promise<void> {
      await client.hset(key(id), 'state', JSON.stringify(o.initialState), 'initial', JSON.stringify(o.initialState), 'meta', JSON.stringify(o.metadata));
    }
    async setState(id: string, state: BgState, deltalog?: unknown[]): Promise<void> {
      const m = client.multi().hset(key(id), 'state', JSON.stringify(state));
      if (deltalog?.length) m.rpush(`${key(id)}:log`, ...deltalog.map((e) => JSON.stringify(e)));
      await m.exec();
    }
    async setMetadata(id: string, metadata: unknown): Promise<void> {
      await client.hset(key(id), 'meta', JSON.stringify(metadata));
    }
    async fetch(id: string, opts: { state?: boolean; metadata?: boolean; log?: boolean; initialState?: boolean }): Promise<Record<string, unknown>> {
      const [state, meta, initial] = await client.hmget(key(id), 'state', 'meta', 'initial');
      const out: Record<string, unknown> = {};
      if (opts.state && state) out.state = JSON.parse(state);
      if (opts.metadata && meta) out.metadata = JSON.parse(meta);
      if (opts.initialState && initial) out.initialState = JSON.parse(initial);
      if (opts.log) out.log = (await client.lrange(`${key(id)}:log`, 0, -1)).map((e) => JSON.parse(e) as unknown);
      return out;
    }
    async wipe(id: string): Promise<void> {
      await client.del(key(id), `${key(id)}:log`);
    }
  }
  return new RedisBgStorage();
}

/**
 * A master whose transport keeps the latest state of each match (what its clients would be sent), and the
 * three filtered payloads of an update (both seats and a spectator) as its socket transport computes them
 * (serialized when asked, as the transport sends them). `delta`: the game sets boardgame.io's `deltaState`, and
 * the master sends each player a JSON patch (RFC 6902) of its filtered view against the previous state's,
 * as its socket transport does then.
 */
export function bgMaster(storage: object, delta = false): { master: MasterT; latest: Map<string, BgState>; views(matchID: string, state: BgState, serialize: boolean): number } {
  const latest = new Map<string, BgState>();
  /** The last payload of each match, as the transport got it ('update' or 'patch'). */
  const payloads = new Map<string, { type: string; args: unknown[] }>();
  const game = delta ? { ...duel, deltaState: true } : duel;
  const filter = internal.getFilterPlayerView(game);
  const transport: Transport = {
    send() {},
    sendAll(data) {
      if (data.type === 'update') latest.set(data.args[0] as string, data.args[1] as BgState);
      else if (data.type === 'patch') latest.set(data.args[0] as string, data.args[3] as BgState);
      else return;
      payloads.set(data.args[0] as string, data);
    },
  };
  return {
    master: new Master(game, storage, transport),
    latest,
    // Serialized as its socket transport sends them (socket.io JSON-encodes each filtered payload).
    views(matchID, state, serialize) {
      const payload = payloads.get(matchID);
      const p0 = payload && (payload.type === 'update' ? payload.args[1] : payload.args[3]) === state ? payload : { type: 'update', args: [matchID, state] };
      let bytes = 0;
      for (const p of ['0', '1', null]) {
        const v = filter(p, p0);
        if (serialize) bytes += JSON.stringify(v).length;
      }
      payloads.delete(matchID);
      return bytes;
    },
  };
}

export function newBgMatch(): { metadata: unknown; initialState: BgState } {
  return internal.createMatch({ game: duel, numPlayers: 2, unlisted: true });
}
