/**
 * Community set files (src/cards): the slowest whole validation of a 500-card Fadalgia set — parse (YAML,
 * JSON), limits, every card through the game's card language — as /cards import runs it, and the slowest
 * refusal of the hostile files (size, depth, aliases). The median of several runs per input, as wall time and
 * as this process's CPU time: on a shared machine under load the wall time counts the waits for a core, the
 * CPU time much less so. Target: under 50 ms for the 500-card file. The first lines measure a file never seen
 * (the check's cache is not on this path); "unchanged" measures the same file checked again through the cache.
 */
import { stringify } from 'yaml';
import { cardSetSupport } from '../src/engine/index.js';
import { checkSetText } from '../src/cards/check.js';
import { parseSetFile } from '../src/cards/set-file.js';
import { validateSet } from '../src/cards/validate.js';
import { SET_LIMITS } from '../src/cards/limits.js';
import { communitySet } from '../test/cards/support/community-set.js';

const RUNS = Number(process.env.SANAM_BENCH_RUNS ?? 9);
const csvRow = (game: string) => cardSetSupport(game)?.fromCsvRow?.bind(cardSetSupport(game)) ?? null;

const median = (xs: number[]) => xs.sort((a, b) => a - b)[xs.length >> 1]!;

/** The median wall time of the runs (ms); prints it with the median CPU time. */
function time(name: string, fileName: string, text: string, expectOk: boolean, check = (f: string, t: string) => { const p = parseSetFile(f, t, { csvRow }); return p.ok && validateSet(p.set).ok; }): number {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const c0 = process.cpuUsage();
    const t0 = process.hrtime.bigint();
    const ok = check(fileName, text);
    wall.push(Number(process.hrtime.bigint() - t0) / 1e6);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    if (ok !== expectOk) throw new Error(`${name}: expected ${expectOk ? 'accepted' : 'refused'}`);
  }
  const m = median(wall);
  // The fastest run is the nearest to the cost on an idle machine.
  console.log(`bench card-sets.${name} ${m.toFixed(1)} ms (fastest ${Math.min(...wall).toFixed(1)} ms; cpu ${median(cpu).toFixed(1)} ms, ${(text.length / 1024).toFixed(0)} KB)`);
  return m;
}

const set = communitySet(500);
const bomb = ['a0: &a0 [x, x, x, x, x, x, x, x, x, x]', ...Array.from({ length: 8 }, (_, i) => `a${i + 1}: &a${i + 1} [${Array(10).fill(`*a${i}`).join(', ')}]`)].join('\n');
// CSV carries stats and keywords only: 500 units of the same columns a spreadsheet would hold.
const csv = ['# game: fadalgia', '# set: CMT', '# name_th: ชุดชุมชน', '# name_en: Community Set', '# version: v1',
  'id,name_th,name_en,type,cost,mana,at,df,element,subtypes,keywords,text_th,text_en',
  ...Array.from({ length: 500 }, (_, i) => `CMT-${i + 1},นักรบชุมชน ${i + 1},Community Warrior ${i + 1},unit,${i % 6},1,${i % 5},${(i + 2) % 5},fire,Warrior;Knight,${i % 3 ? 'HIGH SPEED' : ''},นักรบธรรมดา,"A plain warrior, nothing more."`)].join('\n');
const valid = [
  time('valid-500.yaml', 'set.yaml', stringify(set, { aliasDuplicateObjects: false }), true),
  time('valid-500.json', 'set.json', JSON.stringify(set), true),
  time('valid-500.csv', 'set.csv', csv, true),
];
// What /cards import and the editor run: the same file again, unchanged, is answered from the check's cache.
const yaml = stringify(set, { aliasDuplicateObjects: false });
time('valid-500.yaml.unchanged', 'set.yaml', yaml, true, (f, t) => checkSetText(f, t, new Set()).ok);
const hostile = [
  time('hostile.size', 'set.yaml', `# ${'x'.repeat(SET_LIMITS.fileBytes)}`, false),
  time('hostile.brackets', 'set.yaml', `${'['.repeat(400_000)}${']'.repeat(400_000)}`, false),
  time('hostile.indent', 'set.yaml', Array.from({ length: 1400 }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n'), false),
  time('hostile.aliases', 'set.yaml', `${bomb}\ncards: [*a8]\n`, false),
  time('hostile.strings', 'set.json', JSON.stringify({ ...set, cards: [{ id: 'CMT-1', text: 'x'.repeat(900_000) }] }), false),
  time('hostile.invalid-500', 'set.json', JSON.stringify({ ...set, cards: (set.cards as object[]).map((c) => ({ ...c, cost: 'x' })) }), false),
];
console.log(`bench card-sets.slowest-valid-500 ${Math.max(...valid).toFixed(1)} ms (target < 50 ms)`);
console.log(`bench card-sets.slowest-hostile ${Math.max(...hostile).toFixed(1)} ms`);
