// @ts-check
/**
 * Mutation testing of src/core (docs/testing.md). `npm run mutation -- <area> …` runs
 * scripts/mutation.mjs, which calls Stryker once per area (MUTATION_AREA, a folder of src/core),
 * so that one area at a time fits a 2-core machine. Not part of CI.
 */
import { existsSync } from 'node:fs';

const area = process.env.MUTATION_AREA;
if (!area || !/^[a-z-]+$/.test(area)) throw new Error('Set MUTATION_AREA to a folder of src/core');
/**
 * A part of an area (scripts/mutation.mjs, PARTS): MUTATION_PART names it and MUTATION_FILES
 * lists its files (globs under src/core/<area>/, `!` to leave some out). Each part keeps its own
 * reports, so a slow area is measured in sittings that each finish.
 */
const part = process.env.MUTATION_PART;
if (part !== undefined && !/^[a-z-]+$/.test(part)) throw new Error('MUTATION_PART: a-z and -');
const files = (process.env.MUTATION_FILES ?? '**/*.ts')
  .split(',')
  .map((glob) =>
    glob.startsWith('!') ? `!src/core/${area}/${glob.slice(1)}` : `src/core/${area}/${glob}`,
  );
const name = part ? `${area}.${part}` : area;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  mutate: files,
  testFiles: [
    existsSync(`test/core/${area}`) ? `test/core/${area}/**/*.test.ts` : 'test/core/**/*.test.ts',
  ],
  // Not copied into the sandbox: another area's sandbox (left by a stopped run), builds, reports.
  ignorePatterns: ['/.stryker-tmp', '/reports', '/dist', '/test-results', '/coverage'],
  incremental: true,
  incrementalFile: `reports/mutation/${name}.incremental.json`,
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: process.env.MUT_RELATED !== '0' },
  coverageAnalysis: 'perTest',
  checkers: [],
  // One test runner by default; MUT_CONCURRENCY=2 uses both cores of an otherwise idle machine.
  concurrency: Number(process.env.MUT_CONCURRENCY ?? 1),
  timeoutMS: 10_000,
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
  ignoreStatic: process.env.MUT_STATIC !== '1',
  timeoutFactor: 1.5,
  cleanTempDir: 'always',
  tempDirName: `.stryker-tmp/${name}`,
};
export default config;
