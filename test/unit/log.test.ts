import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, interactionLogger } from '../../src/log.js';

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, destination };
}

describe('logging', () => {
  it('writes JSON lines with the ids of the interaction a child logger carries', () => {
    const { lines, destination } = capture();
    const log = interactionLogger(createLogger({ destination }), { matchId: 'm1', interactionId: 'i1', userId: 'u1' });
    log.info('hello');
    const rec = JSON.parse(lines[0]!);
    expect(rec).toMatchObject({ msg: 'hello', matchId: 'm1', interactionId: 'i1', userId: 'u1', app: 'sanam' });
  });

  it('never writes a token, a seed or a hand, even when a caller passes them', () => {
    const { lines, destination } = capture();
    const log = createLogger({ destination });
    log.info({ token: 'MTIzNDU2Nzg5.secret', seed: 'ab'.repeat(32), hand: ['Crimson Dragon'], cfg: { DISCORD_TOKEN: 'x.y.z' } }, 'oops');
    const out = lines.join('');
    expect(out).not.toContain('MTIzNDU2Nzg5');
    expect(out).not.toContain('abab');
    expect(out).not.toContain('Crimson Dragon');
    expect(out).not.toContain('x.y.z');
    expect(out).toContain('[redacted]');
  });

  it('honours the level', () => {
    const { lines, destination } = capture();
    const log = createLogger({ destination, level: 'warn' });
    log.info('quiet');
    log.warn('loud');
    expect(lines).toHaveLength(1);
  });
});
