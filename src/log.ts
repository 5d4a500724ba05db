import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';

export type { Logger };

/**
 * Field names that must never reach a log line: secrets, and anything that could name a hidden card.
 * Engine views are logged only as spectator views; these paths are a last line of defence.
 */
export const REDACTED_PATHS = [
  'token', '*.token', 'DISCORD_TOKEN', '*.DISCORD_TOKEN', 'authorization', '*.authorization', 'headers.authorization',
  'password', '*.password', 'redisUrl', '*.redisUrl',
  'state', '*.state', 'hand', '*.hand', 'deck', '*.deck', 'seed', '*.seed',
];

export interface LogOptions {
  level?: string;
  format?: 'json' | 'pretty';
  destination?: NodeJS.WritableStream;
}

/** JSON in production, readable lines in a terminal. */
export function createLogger(opts: LogOptions = {}): Logger {
  const format = opts.format ?? (process.stdout.isTTY && process.env.NODE_ENV !== 'production' ? 'pretty' : 'json');
  const base: LoggerOptions = {
    level: opts.level ?? 'info',
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    base: { app: 'sanam' },
  };
  if (opts.destination) return pino(base, opts.destination as DestinationStream);
  if (format === 'pretty') {
    return pino({ ...base, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,app' } } });
  }
  return pino(base);
}

/** Child loggers carry the ids that let an operator follow one interaction through the layers. */
export function interactionLogger(log: Logger, ids: { matchId?: string; interactionId?: string; userId?: string }): Logger {
  return log.child(Object.fromEntries(Object.entries(ids).filter(([, v]) => v !== undefined)));
}
