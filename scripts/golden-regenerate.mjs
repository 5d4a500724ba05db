#!/usr/bin/env node
/**
 * Regenerates the golden replay fixture (test/engine/fixtures/golden-1.json) and prints what changed:
 *   node scripts/golden-regenerate.mjs           dry run: print the differences
 *   node scripts/golden-regenerate.mjs --write   also rewrite the fixture (after a deliberate rule change)
 *   node scripts/golden-regenerate.mjs --check   exit 1 when the fixture would change
 * The logic lives in test/engine/golden-regen.ts (type-checked and tested); tsx loads it here.
 */
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../test/engine/golden-regen.ts');
process.exit(main(process.argv.slice(2)));
