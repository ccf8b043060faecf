/**
 * Browser test files with a timing among their checks (a long-task bound, a resize within a
 * second). vite.config.ts runs them one at a time in the e2e-timed project, after the others
 * (which run two files at a time), so no second Chromium skews their clock.
 * test/lib/e2e-timed.test.ts fails when a file that times something is missing here.
 */
export const TIMED_E2E_FILES = [
  'alerts',
  'big-inputs',
  'embed',
  'failover',
  'overload',
  'retries',
].map((name) => `test/e2e/${name}.e2e.ts`);
