// Node 20 cannot run TypeScript, so `sim` and `bench` compile the engine (src/core/retries) with
// Vite's own build API into node_modules/.cache and import that: no extra dependency. The build
// is redone only when a file under src/core is newer than the cached output.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, 'node_modules/.cache/reliability-lab-sim');
const entries = {
  cli: join(root, 'src/core/retries/cli.ts'),
  bench: join(root, 'src/core/retries/bench.ts'),
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
  return built > newest(join(root, 'src/core'));
}

/** Builds if needed and imports one entry (`cli` or `bench`). */
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
