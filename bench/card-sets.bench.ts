/**
 * Community set files (src/cards): the slowest whole validation of a 500-card Fadalgia set — parse (YAML,
 * JSON, CSV), limits, every card through the game's card language, the set hash — as /cards import runs it
 * (checkSetText), and the slowest refusal of the hostile files (size, depth, aliases). Target: a cold check
 * of the 500-card file under 50 ms.
 *
 * Cold means uncached: every timed run checks a file the process has not checked before (its version line
 * differs, so the check's cache of recent files misses). The first check in a process also builds the
 * shipped-name tables and runs before the JIT has warmed; it is printed apart ("first") and left out of the
 * median. Each figure is the median of several runs, as wall time and as this process's CPU time (on a
 * shared machine the wall time counts the waits for a core, the CPU time much less so), with the fastest run,
 * the nearest to an idle machine. "unchanged" is the same file again, answered from the cache. The YAML A/B
 * lines alternate the event pass over js-yaml (the block fast path off) and the fast path, run for run.
 */
import { cpus, loadavg } from 'node:os';
import { stringify } from 'yaml';
import { checkSetText } from '../src/cards/check.js';
import { SET_LIMITS } from '../src/cards/limits.js';
import { parseSetFile } from '../src/cards/set-file.js';
import { validateSet } from '../src/cards/validate.js';
import { yamlReading } from '../src/cards/yaml-read.js';
import { communitySet } from '../test/cards/support/community-set.js';

const RUNS = Number(process.env.SANAM_BENCH_RUNS ?? 9);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

interface Sample { wall: number[]; cpu: number[] }

function once(s: Sample, run: () => boolean, expectOk: boolean, name: string): void {
  const c0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  const ok = run();
  s.wall.push(Number(process.hrtime.bigint() - t0) / 1e6);
  const c = process.cpuUsage(c0);
  s.cpu.push((c.user + c.system) / 1000);
  if (ok !== expectOk) throw new Error(`${name}: expected ${expectOk ? 'accepted' : 'refused'}`);
}

function report(name: string, s: Sample, kb: number, note = ''): number {
  const m = median(s.wall);
  console.log(`bench card-sets.${name} ${m.toFixed(1)} ms (fastest ${Math.min(...s.wall).toFixed(1)} ms; cpu ${median(s.cpu).toFixed(1)} ms; ${kb.toFixed(0)} KB${note})`);
  return m;
}

const check = (fileName: string, text: string) => checkSetText(fileName, text, new Set()).ok;

/**
 * Cold checks of each format, the formats taking turns run for run (none profits from the JIT warmed by the
 * others): `texts[0]` first (reported apart), then each other text once, each new to the check's cache.
 */
function cold(formats: Array<{ name: string; fileName: string; texts: string[] }>): number[] {
  const first = formats.map(({ name, fileName, texts }) => {
    const s: Sample = { wall: [], cpu: [] };
    once(s, () => check(fileName, texts[0]!), true, name);
    return s.wall[0]!;
  });
  const samples = formats.map((): Sample => ({ wall: [], cpu: [] }));
  for (let r = 1; r <= RUNS; r++) formats.forEach(({ name, fileName, texts }, i) => once(samples[i]!, () => check(fileName, texts[r]!), true, name));
  return formats.map(({ name, texts }, i) => report(`${name}.cold`, samples[i]!, texts[1]!.length / 1024, `; uncached; first check in this process ${first[i]!.toFixed(1)} ms`));
}

/** A refusal, the same text each run, parsed and validated past the check's cache (which keeps refusals too). */
function hostile(name: string, fileName: string, text: string): number {
  const s: Sample = { wall: [], cpu: [] };
  const uncached = () => {
    const p = parseSetFile(fileName, text, { csvRow: () => null });
    return p.ok && validateSet(p.set).ok;
  };
  for (let r = 0; r < RUNS; r++) once(s, uncached, false, name);
  return report(`hostile.${name}`, s, text.length / 1024);
}

console.log(`bench card-sets.load ${loadavg()[0]!.toFixed(2)} (1-minute load average; ${cpus().length} cores)`);

// RUNS + 1 files per format, differing only in their version line.
const versions = Array.from({ length: RUNS + 1 }, (_, r) => communitySet(500, 'CMT', `v${r}`));
const yamlTexts = versions.map((set) => stringify(set, { aliasDuplicateObjects: false }));
const jsonTexts = versions.map((set) => JSON.stringify(set));
// CSV carries stats and keywords only: 500 units of the same columns a spreadsheet would hold.
const csvOf = (version: string) => ['# game: fadalgia', '# set: CMT', '# name_th: ชุดชุมชน', '# name_en: Community Set', `# version: ${version}`,
  'id,name_th,name_en,type,cost,mana,at,df,element,subtypes,keywords,text_th,text_en',
  ...Array.from({ length: 500 }, (_, i) => `CMT-${i + 1},นักรบชุมชน ${i + 1},Community Warrior ${i + 1},unit,${i % 6},1,${i % 5},${(i + 2) % 5},fire,Warrior;Knight,${i % 3 ? 'HIGH SPEED' : ''},นักรบธรรมดา,"A plain warrior, nothing more."`)].join('\n');
const csvTexts = versions.map((_, r) => csvOf(`v${r}`));

const valid = cold([
  { name: 'valid-500.yaml', fileName: 'set.yaml', texts: yamlTexts },
  { name: 'valid-500.json', fileName: 'set.json', texts: jsonTexts },
  { name: 'valid-500.csv', fileName: 'set.csv', texts: csvTexts },
]);

// What /cards import and the editor run: the same file again, unchanged, is answered from the check's cache.
const cached: Sample = { wall: [], cpu: [] };
for (let r = 0; r < RUNS; r++) once(cached, () => check('set.yaml', yamlTexts[RUNS]!), true, 'unchanged');
report('valid-500.yaml.unchanged', cached, yamlTexts[0]!.length / 1024, '; cached');

// The YAML reader old against new in one process, run for run, on files new to the cache.
const abTexts = Array.from({ length: 2 * RUNS }, (_, r) => stringify(communitySet(500, 'CMT', `ab${r}`), { aliasDuplicateObjects: false }));
const events: Sample = { wall: [], cpu: [] };
const block: Sample = { wall: [], cpu: [] };
for (let r = 0; r < RUNS; r++) {
  yamlReading.blockFastPath = false;
  once(events, () => check('set.yaml', abTexts[2 * r]!), true, 'events');
  yamlReading.blockFastPath = true;
  once(block, () => check('set.yaml', abTexts[2 * r + 1]!), true, 'block');
}
const ab = report('valid-500.yaml.cold.events-pass', events, abTexts[0]!.length / 1024, '; js-yaml tokenizer, the reader before the fast path');
report('valid-500.yaml.cold.block-path', block, abTexts[0]!.length / 1024, `; the fast path, alternated with the line above: ${(ab / median(block.wall)).toFixed(1)}× faster`);

const set = versions[0]!;
const bomb = ['a0: &a0 [x, x, x, x, x, x, x, x, x, x]', ...Array.from({ length: 8 }, (_, i) => `a${i + 1}: &a${i + 1} [${Array(10).fill(`*a${i}`).join(', ')}]`)].join('\n');
const refused = [
  hostile('size', 'set.yaml', `# ${'x'.repeat(SET_LIMITS.fileBytes)}`),
  hostile('brackets', 'set.yaml', `${'['.repeat(400_000)}${']'.repeat(400_000)}`),
  hostile('indent', 'set.yaml', Array.from({ length: 1400 }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n')),
  hostile('aliases', 'set.yaml', `${bomb}\ncards: [*a8]\n`),
  hostile('strings', 'set.json', JSON.stringify({ ...set, cards: [{ id: 'CMT-1', text: 'x'.repeat(900_000) }] })),
  hostile('invalid-500', 'set.json', JSON.stringify({ ...set, cards: (set.cards as object[]).map((c) => ({ ...c, cost: 'x' })) })),
  hostile('invalid-500.yaml', 'set.yaml', stringify({ ...set, cards: (set.cards as object[]).map((c) => ({ ...c, cost: 'x' })) }, { aliasDuplicateObjects: false })),
];
console.log(`bench card-sets.slowest-valid-500 ${Math.max(...valid).toFixed(1)} ms (cold, uncached: median of ${RUNS} files new to the check; target < 50 ms)`);
console.log(`bench card-sets.slowest-hostile ${Math.max(...refused).toFixed(1)} ms`);
