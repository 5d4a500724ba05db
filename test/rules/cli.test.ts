import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const run = (args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/rules/cli.ts', ...args], { encoding: 'utf8', timeout: 30_000 });

describe('rule CLI', () => {
  it('--json prints one JSON array with one answer per query, in order, verbatim texts', () => {
    const r = run(['--json', '--limit', '3', '606.5.3', 'กองไลฟ์', 'qqqzzzxxx', 'airbone vs ground unit']);
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { id: string; game: string; doc: string; title: string; text: string; score: number }[][];
    expect(out).toHaveLength(4);
    expect(out[0]![0]).toMatchObject({ id: '606.5.3', game: 'fadalgia', doc: 'fadalgia-comprehensive', title: 'Airborne' });
    expect(out[0]![0]!.text.startsWith('Airborne เป็น Continuous Ability')).toBe(true);
    expect(out[0]!.length).toBeLessThanOrEqual(3);
    expect(out[1]![0]!.id).toBe('402');
    expect(out[2]).toEqual([]);
    // A player's English with a misspelt keyword finds 606.5.3 Airborne, still quoted in Thai.
    expect(out[3]![0]).toMatchObject({ id: '606.5.3', game: 'fadalgia' });
    expect(out[3]![0]!.text.startsWith('Airborne เป็น Continuous Ability')).toBe(true);
    for (const answer of out) for (let i = 1; i < answer.length; i++) expect(answer[i - 1]!.score).toBeGreaterThanOrEqual(answer[i]!.score);
  });

  it('--game restricts the answers to that game', () => {
    const r = run(['--json', '--game', 'spirit-duel', 'trap']);
    const out = JSON.parse(r.stdout) as { game: string }[][];
    expect(out[0]!.length).toBeGreaterThan(0);
    for (const a of out[0]!) expect(a.game).toBe('spirit-duel');
  });

  it('rejects a bad option with a usage line and exit code 2', () => {
    const r = run(['--game', 'chess', 'x']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--game must be one of');
  });

  it('prints readable text without --json', () => {
    const r = run(['613.2']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('[613.2]');
    expect(r.stdout).toContain('State-Based Action');
  });
});
