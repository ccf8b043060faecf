import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import QuickestFirst from './test/core/mutation-sequencer';

/**
 * The Vitest setup that mutation testing runs (`npm run mutation`, docs/testing.md): the
 * src/core tests alone, in Node. It is its own file because Stryker runs every project of the
 * main config, and the browser and component projects neither test src/core nor fit the budget.
 */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['test/core/**/*.test.ts'],
    // Properties try a tenth of their cases (test/core/property-runs.ts): the same fixed
    // examples, fewer random ones, so that a mutant costs seconds, not minutes.
    env: { MUTATION_RUN: '1' },
    setupFiles: ['test/core/property-setup.ts'],
    // Quickest files first, so that a mutant meets the test that kills it before a simulation.
    sequence: { sequencer: QuickestFirst },
    // Modules stay loaded between mutant runs, which is what makes the run fast; static mutants
    // (module-level constants) need a fresh load, so MUT_STATIC=1 (stryker.config.mjs) isolates.
    isolate: process.env.MUT_STATIC === '1',
    testTimeout: 60_000,
  },
});
