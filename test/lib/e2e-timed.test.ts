import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TIMED_E2E_FILES } from '../e2e/timed';

const E2E = resolve(import.meta.dirname, '../e2e');

/** What a browser test does when it times something: long tasks, or the wall clock. */
const TIMES = /longTasks|Date\.now\(\)|performance\.now\(\)|pageNow\(/;

describe('browser test files that time something run alone (test/e2e/timed.ts)', () => {
  const files = readdirSync(E2E).filter((name) => name.endsWith('.e2e.ts'));

  it('lists every file that reads long tasks or a clock', () => {
    const timing = files
      .filter((name) => TIMES.test(readFileSync(resolve(E2E, name), 'utf8')))
      .map((name) => `test/e2e/${name}`);
    expect(timing.filter((file) => !TIMED_E2E_FILES.includes(file))).toEqual([]);
  });

  it('lists only files that exist', () => {
    expect(
      TIMED_E2E_FILES.filter((file) => !files.includes(file.slice('test/e2e/'.length))),
    ).toEqual([]);
  });
});
