/**
 * The bot's V8 flags (src/node-flags.ts) are the ones `npm start` and the Docker image run it with, and the
 * process `npm start` runs really has them: a flag dropped from one place would leave that deployment on
 * V8's defaults without a word.
 */
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { NODE_FLAGS } from '../../src/node-flags.js';

const root = new URL('../../', import.meta.url);
const startScript = (JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { scripts: Record<string, string> }).scripts.start!;
const dockerCmd = (): string[] => {
  const line = readFileSync(new URL('docker/Dockerfile', root), 'utf8').split('\n').find((l) => l.startsWith('CMD '));
  return JSON.parse(line!.slice(4)) as string[];
};

describe('the bot process runs with its V8 flags', () => {
  it('`npm start` passes every flag to node before the program', () => {
    const words = startScript.split(/\s+/);
    expect(words[0]).toBe('node');
    const program = words.indexOf('src/main.ts');
    for (const f of NODE_FLAGS) {
      expect(words.indexOf(f)).toBeGreaterThan(0);
      expect(words.indexOf(f)).toBeLessThan(program);
    }
  });

  it("the Docker image's CMD passes every flag to node before the program", () => {
    const cmd = dockerCmd();
    expect(cmd[0]).toBe('node');
    for (const f of NODE_FLAGS) expect(cmd.indexOf(f)).toBeGreaterThan(0);
    expect(cmd.indexOf(NODE_FLAGS[0]!)).toBeLessThan(cmd.indexOf('src/main.ts'));
  });

  it('node started with the flags reports a larger young generation than without them', () => {
    // What V8 made of the flags, not their spelling: the heap's limit, which counts the young generation's maximum.
    const probe = "const v8 = require('v8'); process.stdout.write(String(v8.getHeapStatistics().heap_size_limit))";
    const sizeWith = Number(spawnSync(process.execPath, [...NODE_FLAGS, '-e', probe], { encoding: 'utf8' }).stdout);
    const sizeWithout = Number(spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8' }).stdout);
    expect(sizeWith).toBeGreaterThan(sizeWithout);
  });
});
