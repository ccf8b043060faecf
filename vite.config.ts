/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appShell } from './build/app-shell.ts';
import { routePreload } from './build/route-preload.ts';
import { stripFieldDocs } from './build/strip-field-docs.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * Mermaid imports each diagram type and layout on demand; the app draws flowcharts (Decision) and
 * sequence diagrams (Idempotency) with the dagre layout (src/lib/mermaid.ts). A panel that draws
 * another type adds its chunk here, or it will not draw offline.
 */
const MERMAID_CHUNKS_USED = /^assets\/(flowDiagram|sequenceDiagram|dagre)-/;

/**
 * The build's JavaScript the app can load: every chunk reachable from the entry by static and
 * dynamic imports, except the Mermaid diagram types and layouts it never draws (about 4 MB).
 * Everything that is not a chunk of this graph (CSS, fonts, icons, the workers) is kept.
 */
function reachableChunks() {
  const unreachable = new Set<string>();
  const plugin: Plugin = {
    name: 'reliability-lab:precache-scope',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Rolldown.OutputChunk>();
      for (const file of Object.values(bundle))
        if (file.type === 'chunk') chunks.set(file.fileName, file);
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = chunks.get(fileName);
        if (!chunk || seen.has(fileName)) return;
        seen.add(fileName);
        const isMermaid = chunk.facadeModuleId?.includes('/node_modules/mermaid/') ?? false;
        chunk.imports.forEach(visit);
        for (const next of chunk.dynamicImports)
          if (
            !isMermaid ||
            !chunks.get(next)?.facadeModuleId?.includes('/node_modules/mermaid/') ||
            MERMAID_CHUNKS_USED.test(next)
          )
            visit(next);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
      unreachable.clear();
      for (const fileName of chunks.keys()) if (!seen.has(fileName)) unreachable.add(fileName);
    },
  };
  return { plugin, unreachable };
}
const precacheScope = reachableChunks();

/**
 * Offline and installable (docs/architecture.md, "Offline"): a Workbox service worker that
 * precaches the whole build, so every panel works offline after one visit. `prompt`: a new
 * deployment waits until the user reloads from the app's notice (src/app/update-notice.tsx),
 * which also registers the worker, on demand, outside embeds and never in dev.
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  // The icons are precached by the glob below, once.
  includeManifestIcons: false,
  manifest: {
    name: 'Reliability Lab',
    short_name: 'Reliability Lab',
    description:
      'Calculators and visualisers for SRE trade-offs: nines and downtime budgets, composition, health checks, failover, retries.',
    id: './',
    start_url: './#/nines',
    scope: './',
    display: 'standalone',
    theme_color: '#0f766e',
    background_color: '#f7f8fa',
    icons: [
      { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
      { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
      {
        src: 'maskable-icon-512x512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  workbox: {
    // Every chunk (each panel's, Recharts, KaTeX, Mermaid's), the simulation workers, styles,
    // KaTeX's woff2 fonts (browsers that take woff2 never ask for its woff/ttf) and the icons.
    globPatterns: ['**/*.{html,js,css,woff2,svg,png}'],
    // Hash routes: every navigation is index.html.
    navigateFallback: 'index.html',
    // The new worker takes over only when the user chooses "Reload"; on a first visit it
    // controls the page at once, so panels opened before any reload load from the cache.
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    manifestTransforms: [
      (entries) => ({ manifest: entries.filter((e) => !precacheScope.unreachable.has(e.url)) }),
    ],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  },
});

export default defineConfig({
  plugins: [
    react(),
    // The fields' `doc` texts are for the CLI and the docs: not in the browser's first load.
    stripFieldDocs(/\/src\/core\/[a-z-]+\/(fields|seed)\.ts$/),
    precacheScope.plugin,
    // Every panel's component is src/features/<id>/<id>-panel.tsx; a bare address opens Nines.
    routePreload({
      src,
      panelModule: /\/src\/features\/([a-z-]+)\/\1-panel\.tsx$/,
      defaultPanel: 'nines',
      // The first-load budget, as scripts/size-report.mjs checks it (BUDGET_BYTES).
      budgetBytes: 120_000,
    }),
    // The header and the panel's title in index.html, painted before the script runs.
    appShell({ src }),
    pwa,
  ],
  resolve: { alias: { '@': src } },
  build: { target: 'es2022', reportCompressedSize: false },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'core',
          environment: 'node',
          // Pure functions with no module state and no mocks: one module graph per worker rather
          // than one per file (85 s → 29 s wall for this project on the 2-core CI machine). The
          // ui project keeps isolation: its mocks and fake timers must not leak between files.
          isolate: false,
          include: [
            'test/core/**/*.test.ts',
            'test/lib/**/*.test.ts',
            'test/cli/**/*.test.ts',
            'test/docs/**/*.test.ts',
            'test/build/**/*.test.ts',
          ],
          setupFiles: ['test/core/property-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'happy-dom',
          include: [
            'test/features/**/*.test.tsx',
            'test/features/**/*.test.ts',
            'test/app/**/*.test.tsx',
            'test/app/**/*.test.ts',
            'test/components/**/*.test.tsx',
            'test/lib/**/*.test.tsx',
            'test/workers/**/*.test.ts',
          ],
          setupFiles: ['test/setup.ts', 'test/core/property-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.e2e.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
