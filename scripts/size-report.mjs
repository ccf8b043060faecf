#!/usr/bin/env node
// Bundle report (docs/architecture.md, "Loading"): the first-load JavaScript that index.html loads, gzip, against the
// budget, then every lazy chunk. Exits 1 above budget. Run after `vite build` (npm run size does).
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 120_000; // 120 KB gzip, first-load JavaScript
const dist = resolve(import.meta.dirname, '../dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('No dist/index.html: run `npm run size`, which builds first.');
  process.exit(2);
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const firstLoad = new Set(
  [
    ...html.matchAll(
      /<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/?([^"]+\.js)"/g,
    ),
  ].map((m) => m[1]),
);

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1000).toFixed(1).padStart(7)} KB`;

const assets = readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
  .map((f) => `assets/${f}`);

let total = 0;
console.log('First load (index.html), gzip:');
for (const file of firstLoad) {
  const size = gz(file);
  total += size;
  console.log(`  ${kb(size)}  ${file}`);
}
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(`  ${kb(total)}  total JavaScript — ${verdict} the ${BUDGET_BYTES / 1000} KB budget\n`);

console.log('Lazy chunks, gzip (loaded on demand):');
for (const file of assets
  .filter((f) => !firstLoad.has(f) && f.endsWith('.js'))
  .sort((a, b) => gz(b) - gz(a))) {
  console.log(`  ${kb(gz(file))}  ${file}`);
}
console.log('\nStylesheets, gzip:');
for (const file of assets.filter((f) => f.endsWith('.css')))
  console.log(`  ${kb(gz(file))}  ${file}`);

if (total > BUDGET_BYTES) {
  console.error(
    `\nFirst-load JavaScript is ${kb(total).trim()}, above the ${BUDGET_BYTES / 1000} KB budget.`,
  );
  process.exit(1);
}
