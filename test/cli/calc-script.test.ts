import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const cache = join(root, 'node_modules/.cache/reliability-lab-sim');

/** `npm run calc -- …` as a shell would run it: the script builds (if needed) and runs the CLI. */
const calc = (...argv: string[]) =>
  spawnSync(process.execPath, [join(root, 'scripts/calc.mjs'), ...argv], {
    cwd: root,
    encoding: 'utf8',
    timeout: 180_000,
  });

describe('scripts/calc.mjs, run as a program', () => {
  it('prints a share link’s results as JSON, and exits 2 naming the bad key', () => {
    const ok = calc('https://lab.example/#/nines?a=99.95&embed', '--format', 'json');
    expect(ok.stderr).toBe('');
    expect(ok.status).toBe(0);
    const out = JSON.parse(ok.stdout) as {
      link: string;
      results: { id: string; shown: string; value: number }[];
    };
    // 0.0005 × 31,536,000 s = 15,768 s = 4h 22m 48s.
    expect(out.results.find((r) => r.id === 'downtime-year')).toMatchObject({
      shown: '4h 22m 48s',
      value: 15_768,
    });
    expect(out.link).toBe('https://lab.example/#/nines?a=99.95');
    const bad = calc('detection', 'n=0');
    expect(bad.status).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toMatch(/^n: /);
  }, 200_000);

  it('builds a bundle without React, zustand or any UI library', () => {
    // The test above built it; the panels' models and rows must not pull in their components.
    const bundle = readdirSync(cache)
      .filter((f) => f.endsWith('.mjs'))
      .map((f) => readFileSync(join(cache, f), 'utf8'))
      .join('\n');
    expect(bundle).toMatch(/runCalc/);
    expect(bundle).not.toMatch(/from ["'](react|react-dom|zustand|recharts|mermaid|katex)["'/]/);
  });
});
