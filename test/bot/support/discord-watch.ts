/**
 * What players would feel under Discord's rate limits, read from the emulator: how long each acknowledgement
 * took (interaction delivered → first callback), when each board version first showed in its thread, and
 * which requests failed for another reason than the limiter's own 429s. Shared by the strict-profile
 * scenarios and bench/discord.bench.ts.
 */
import type { Emulator, RequestRecord } from '../../../src/emulator/index.js';
import type { PublishedSink } from '../../../src/bot/publisher.js';
import { boardVersion } from './driver.js';
import { IDS } from './harness.js';

export interface DiscordWatch {
  /** Real ms from delivering each interaction to its acknowledgement. */
  acks(): number[];
  /** The slowest acknowledgements with the interaction's kind and channel, slowest first. */
  slowest(n: number): { ms: number; kind: string; channelId: string }[];
  /** When `thread`'s board first showed version `v` or later (epoch ms), or undefined. */
  boardShown(thread: string, v: number): number | undefined;
  /** Requests answered 401 or 403 (invalid requests that are not the limiter's 429s): none should happen. */
  invalid(): { method: string; path: string; status: number; code?: number }[];
  /** Other 4xx answers except 429 (e.g. 10008 for a dismissed panel): printed, each must not be retried. */
  other4xx(): { method: string; path: string; status: number; code?: number }[];
  /** 429s the limiter answered, by kind. */
  limited(): number;
  stop(): void;
}

const brief = (r: RequestRecord) => ({ method: r.method, path: r.path, status: r.status, ...(r.code !== undefined ? { code: r.code } : {}) });

/** `viewer`: a member who sees the threads' public messages (the bot harness's watcher by default). */
export function watchDiscord(emu: Emulator, threads: () => string[], viewer: string = IDS.watcher): DiscordWatch {
  const board = (thread: string) => emu.visibleMessages(viewer, thread).reverse().find((m) => boardVersion(m) >= 0);
  const delivered = new Map<string, { at: number; kind: string; channelId: string }>();
  const acks: number[] = [];
  const detail: { ms: number; kind: string; channelId: string }[] = [];
  const shown = new Map<string, Map<number, number>>();
  const seen = new Map<string, number>();
  const off = emu.state.onChange((e) => {
    if (e.type === 'interaction.create') delivered.set(e.interactionId, { at: Date.now(), kind: e.kind, channelId: e.channelId });
    else if (e.type === 'interaction.ack') {
      const d = delivered.get(e.interactionId);
      if (d !== undefined) {
        acks.push(Date.now() - d.at);
        detail.push({ ms: Date.now() - d.at, kind: `${d.kind} → ${e.callbackType}`, channelId: d.channelId });
      }
    } else if (e.type === 'message.create' || e.type === 'message.update') {
      for (const thread of threads()) {
        if (e.message.channelId !== thread) continue;
        const v = boardVersion(board(thread));
        if (v > (seen.get(thread) ?? -1)) {
          seen.set(thread, v);
          const m = shown.get(thread) ?? new Map<number, number>();
          m.set(v, Date.now());
          shown.set(thread, m);
        }
      }
    }
  });
  return {
    acks: () => [...acks],
    slowest: (n) => [...detail].sort((a, b) => b.ms - a.ms).slice(0, n),
    boardShown(thread, v) {
      let best: number | undefined;
      for (const [version, at] of shown.get(thread) ?? []) if (version >= v && (best === undefined || at < best)) best = at;
      return best;
    },
    invalid: () => emu.requests.filter((r) => r.status === 401 || r.status === 403).map(brief),
    other4xx: () => emu.requests.filter((r) => r.status >= 400 && r.status < 500 && ![401, 403, 429].includes(r.status)).map(brief),
    limited: () => emu.requests.filter((r) => r.rateLimited).length,
    stop: off,
  };
}

/**
 * The hand panels' side of what players feel: the bot's publish hook (PublishedSink) records when each seat's
 * panel edit landed and the version it showed (a panel shows no version a watcher could read).
 */
export interface PanelWatch {
  sink: PublishedSink;
  /** For each commit and each seat whose panel ever showed that version or later: ms until it did. */
  lags(matchId: string, commits: { version: number; at: number }[]): number[];
}

export function watchPanels(): PanelWatch {
  const edits = new Map<string, { version: number; at: number }[]>();
  return {
    sink: {
      onPanelEdited(matchId, seat, version) {
        const k = `${matchId}:${seat}`;
        edits.set(k, [...(edits.get(k) ?? []), { version, at: Date.now() }]);
      },
    },
    lags(matchId, commits) {
      const out: number[] = [];
      for (const seat of [0, 1]) {
        const es = edits.get(`${matchId}:${seat}`) ?? [];
        for (const c of commits) {
          const first = es.find((e) => e.version >= c.version);
          if (first) out.push(Math.max(0, first.at - c.at));
        }
      }
      return out;
    },
  };
}

export const percentile = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? NaN;
};

export const distribution = (xs: number[]): string =>
  xs.length ? `n=${xs.length} p50=${percentile(xs, 50)} p90=${percentile(xs, 90)} p99=${percentile(xs, 99)} max=${Math.max(...xs)} ms` : 'n=0';

/**
 * Prints a scenario's figures as `bench discord.<label>.<metric> <value> <unit>` lines, the form bench/run.ts
 * benches print, so that bench/discord.bench.ts can run the scenarios and pass their lines on.
 */
export function reportScenario(label: string, figures: { acks: number[]; lags: number[]; panelLags?: number[]; limited: number; clicks?: number }): void {
  const lines = [`bench discord.${label}.limited429 ${figures.limited} count`];
  if (figures.clicks !== undefined) lines.push(`bench discord.${label}.clicks ${figures.clicks} count`);
  const series: Array<[string, number[]]> = [['ack', figures.acks], ['lag', figures.lags], ...(figures.panelLags ? [['panel_lag', figures.panelLags] as [string, number[]]] : [])];
  for (const [name, xs] of series) {
    for (const p of [50, 90, 99]) lines.push(`bench discord.${label}.${name}.p${p} ${percentile(xs, p)} ms`);
    lines.push(`bench discord.${label}.${name}.max ${xs.length ? Math.max(...xs) : NaN} ms`);
  }
  console.log(lines.join('\n'));
}
