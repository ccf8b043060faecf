import { gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';
import { inlineScript } from './inline-script.ts';

/**
 * Each panel is a lazy chunk that the app asks for once its entry has run: on a slow network that
 * is a second round of requests before the panel draws (about 0.6 s of Lighthouse's mobile
 * profile). This writes a few lines into index.html that read the panel from the hash and preload
 * its chunk, and the chunks and styles it needs that the entry does not bring, beside the entry.
 * The links are the ones the app would add itself later, so the browser's cache serves it then.
 * A panel is preloaded only if the entry and its chunks stay within the first-load budget (what
 * index.html loads, gzip; scripts/size-report.mjs checks it per panel); a heavier one loads after
 * the entry, when the app asks for it.
 */
export function routePreload(options: {
  /** The `@` alias of the app's imports. */
  readonly src: string;
  /** A panel's component module; its first group is the route id (`#/<id>`). */
  readonly panelModule: RegExp;
  /** The panel a bare address opens: it must fit. */
  readonly defaultPanel: string;
  /** First-load JavaScript budget, gzip bytes. */
  readonly budgetBytes: number;
}): Plugin {
  let base = '/';
  return {
    name: 'reliability-lab:route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const chunks = new Map<string, Rolldown.OutputChunk>();
        for (const file of Object.values(bundle))
          if (file.type === 'chunk') chunks.set(file.fileName, file);
        const closure = (start: string, into: Set<string>) => {
          const chunk = chunks.get(start);
          if (!chunk || into.has(start)) return into;
          into.add(start);
          for (const next of chunk.imports) closure(next, into);
          return into;
        };
        const atStart = new Set<string>();
        for (const chunk of chunks.values()) if (chunk.isEntry) closure(chunk.fileName, atStart);
        const gzip = (f: string) => gzipSync(chunks.get(f)?.code ?? '', { level: 9 }).length;
        const entryBytes = [...atStart].reduce((sum, f) => sum + gzip(f), 0);
        const files: Record<string, string[]> = {};
        for (const chunk of chunks.values()) {
          const id = options.panelModule.exec(chunk.facadeModuleId ?? '')?.[1];
          if (!id) continue;
          const needed = [...closure(chunk.fileName, new Set())].filter((f) => !atStart.has(f));
          const bytes = needed.reduce((sum, f) => sum + gzip(f), entryBytes);
          if (bytes > options.budgetBytes) continue;
          const styles = needed.flatMap((f) => [
            ...(chunks.get(f)?.viteMetadata?.importedCss ?? []),
          ]);
          files[id] = [...needed, ...styles];
        }
        // The same map for scripts/size-report.mjs, which checks each panel's first load.
        this.emitFile({
          type: 'asset',
          fileName: 'route-preload.json',
          source: JSON.stringify(files, null, 2),
        });
        const html = bundle['index.html'];
        if (!html || html.type !== 'asset' || typeof html.source !== 'string') return;
        if (!files[options.defaultPanel])
          this.error(
            `route-preload: the default panel "${options.defaultPanel}" has no chunk, or it does not fit the budget`,
          );
        const script = await inlineScript(
          'preload-script',
          { files, defaultPanel: options.defaultPanel, base },
          options,
        );
        html.source = html.source.replace('</head>', `<script>${script}</script></head>`);
      },
    },
  };
}
