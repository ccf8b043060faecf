// @ts-check
/**
 * Mutation testing of src/core (docs/testing.md). `npm run mutation -- <area> …` runs
 * scripts/mutation.mjs, which calls Stryker once per area (MUTATION_AREA, a folder of src/core),
 * so that one area at a time fits a 2-core machine. Not part of CI.
 */
import { existsSync } from 'node:fs';

const area = process.env.MUTATION_AREA;
if (!area || !/^[a-z-]+$/.test(area)) throw new Error('Set MUTATION_AREA to a folder of src/core');

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  mutate: [`src/core/${area}/**/*.ts`],
  testFiles: [
    existsSync(`test/core/${area}`) ? `test/core/${area}/**/*.test.ts` : 'test/core/**/*.test.ts',
  ],
  // Not copied into the sandbox: another area's sandbox (left by a stopped run), builds, reports.
  ignorePatterns: ['/.stryker-tmp', '/reports', '/dist', '/test-results', '/coverage'],
  incremental: true,
  incrementalFile: `reports/mutation/${area}.incremental.json`,
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: process.env.MUT_RELATED !== '0' },
  coverageAnalysis: 'perTest',
  checkers: [],
  // One test runner by default; MUT_CONCURRENCY=2 uses both cores of an otherwise idle machine.
  concurrency: Number(process.env.MUT_CONCURRENCY ?? 1),
  timeoutMS: 10_000,
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: `reports/mutation/${area}.json` },
  htmlReporter: { fileName: `reports/mutation/${area}.html` },
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
  ignoreStatic: process.env.MUT_STATIC !== '1',
  timeoutFactor: 1.5,
  cleanTempDir: 'always',
  tempDirName: `.stryker-tmp/${area}`,
};
export default config;
