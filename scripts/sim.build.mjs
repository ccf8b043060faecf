// Node 20 cannot run TypeScript, so `sim`, `bench` and `calc` compile their entries in src/cli (with
// the engine they import from src/core, and for `calc` the panels' React-free models and result rows
// from src/features and src/lib) with Vite's own build API into node_modules/.cache and import
// that: no extra dependency. The build is redone only when a file under one of SOURCES is newer
// than the cached output.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, 'node_modules/.cache/reliability-lab-sim');
/** What the build compiles: a change under any of these trees triggers a rebuild. */
const SOURCES = ['src/core', 'src/cli', 'src/features', 'src/lib'];
const entries = {
  sim: join(root, 'src/cli/sim.ts'),
  bench: join(root, 'src/cli/bench.ts'),
  calc: join(root, 'src/cli/calc.ts'),
};

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

function upToDate() {
  const outputs = Object.keys(entries).map((name) => join(outDir, `${name}.mjs`));
  if (!outputs.every((f) => existsSync(f))) return false;
  const built = Math.min(...outputs.map((f) => statSync(f).mtimeMs));
  return SOURCES.every((dir) => built > newest(join(root, dir)));
}

/** Builds if needed and imports one entry (`sim`, `bench` or `calc`). */
export async function loadEngine(name) {
  if (!upToDate()) {
    const { build } = await import('vite');
    await build({
      configFile: false,
      logLevel: 'warn',
      root,
      resolve: { alias: { '@': join(root, 'src') } },
      build: {
        ssr: true,
        outDir,
        emptyOutDir: true,
        target: 'node20',
        minify: false,
        rollupOptions: {
          input: entries,
          output: {
            format: 'es',
            entryFileNames: '[name].mjs',
            chunkFileNames: '[name]-[hash].mjs',
          },
        },
      },
    });
  }
  return import(pathToFileURL(join(outDir, `${name}.mjs`)).href);
}
