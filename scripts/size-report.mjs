#!/usr/bin/env node
// Bundle report (docs/architecture.md, "Loading"): the first-load JavaScript that index.html loads, gzip, against the
// budget, then every lazy chunk. Exits 1 above budget. Run after `vite build` (npm run size does).
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 120_000; // 120 KB gzip, first-load JavaScript with the opened panel's chunks
// The entry alone (every panel's route, fields and stores, the shell): 91 KiB gzip. Each panel's
// fields are in it (the URL is decoded before any panel draws): about 0.7 KB for Capacity's, 1.1
// KB for Tail's with its sample histogram, 0.8 KB for the Alert backtest's (its own three fields,
// meta and sections; the others are the Alerts panel's). It was 88.5 KiB with nine panels and 90
// with eleven; loading each panel's fields with its route would bring it back down.
const ENTRY_BUDGET_BYTES = 93_184;
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

/** Each panel's chunks that index.html preloads when it opens on that panel (build/route-preload.ts). */
const routeFile = join(dist, 'route-preload.json');
const routes = existsSync(routeFile) ? JSON.parse(readFileSync(routeFile, 'utf8')) : {};

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
console.log(
  `  ${kb(total)}  total JavaScript of the entry — ${total <= ENTRY_BUDGET_BYTES ? 'within' : 'OVER'} the 91 KiB budget`,
);
// Not JavaScript, so outside the budget, but on the first paint's path: the page itself carries
// the header, the panels' titles and the entry's styles (build/app-shell.ts).
console.log(`  ${kb(gz('index.html'))}  index.html itself (first paint: header, titles, styles)\n`);

// Opened on a panel, the page also fetches that panel's chunks at once: the budget holds for the
// heaviest panel, entry included.
console.log('First load opened on each panel (entry + the panel’s preloaded chunks), gzip:');
let heaviest = total;
for (const [id, files] of Object.entries(routes)) {
  const own = files.filter((f) => f.endsWith('.js') && !firstLoad.has(f));
  const size = total + own.reduce((sum, f) => sum + gz(f), 0);
  heaviest = Math.max(heaviest, size);
  console.log(`  ${kb(size)}  #/${id}`);
}
const verdict = heaviest <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `  ${kb(heaviest)}  heaviest first load — ${verdict} the ${BUDGET_BYTES / 1000} KB budget\n`,
);

console.log('Lazy chunks, gzip (loaded on demand):');
for (const file of assets
  .filter((f) => !firstLoad.has(f) && f.endsWith('.js'))
  .sort((a, b) => gz(b) - gz(a))) {
  console.log(`  ${kb(gz(file))}  ${file}`);
}
console.log('\nStylesheets, gzip:');
for (const file of assets.filter((f) => f.endsWith('.css')))
  console.log(`  ${kb(gz(file))}  ${file}`);

if (total > ENTRY_BUDGET_BYTES) {
  console.error(`\nThe entry's JavaScript is ${kb(total).trim()}, above its 91 KiB budget.`);
  process.exit(1);
}
if (heaviest > BUDGET_BYTES) {
  console.error(
    `\nFirst-load JavaScript is ${kb(heaviest).trim()}, above the ${BUDGET_BYTES / 1000} KB budget.`,
  );
  process.exit(1);
}
