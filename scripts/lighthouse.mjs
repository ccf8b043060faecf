#!/usr/bin/env node
// Lighthouse budget (docs/architecture.md, "Loading"): mobile preset against `vite preview` of the production build.
// Performance ≥ 95; accessibility, best practices and SEO 100. Run with `npm run lighthouse`
// (builds first). Lighthouse itself is fetched by npx on first use, to keep `npm ci` lean.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const port = 4000 + Math.floor(Math.random() * 2000);
const route = process.argv[2] ?? '#/nines';
const url = `http://127.0.0.1:${port}/${route}`;
const MIN = { performance: 0.95, accessibility: 1, 'best-practices': 1, seo: 1 };
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const server = spawn(
  process.execPath,
  [
    join(root, 'node_modules/vite/bin/vite.js'),
    'preview',
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--strictPort',
  ],
  { cwd: root, stdio: 'ignore' },
);
try {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const out = join(mkdtempSync(join(tmpdir(), 'lighthouse-')), 'report.json');
  const flags =
    '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
  const run = spawnSync(
    'npx',
    [
      '-y',
      'lighthouse@12.2.3',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      `--chrome-flags=${flags}`,
    ],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chrome } },
  );
  if (run.status !== 0)
    console.warn(
      `lighthouse exited with ${run.status} (some audits fail on new Chromium; scores follow)`,
    );
  const report = JSON.parse(readFileSync(out, 'utf8'));
  let failed = false;
  for (const [id, min] of Object.entries(MIN)) {
    const score = report.categories[id]?.score ?? 0;
    const ok = score >= min;
    failed ||= !ok;
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${id.padEnd(15)} ${Math.round(score * 100)} (needs ${min * 100})`,
    );
  }
  for (const id of [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
  ]) {
    console.log(`     ${id.padEnd(26)} ${report.audits[id]?.displayValue ?? '?'}`);
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  server.kill('SIGTERM');
}
