import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin, type Rolldown } from 'vite';
import type { staticShells } from '../src/app/static-shell.tsx';
import { inlineScript } from './inline-script.ts';

/**
 * The first paint without JavaScript: index.html carries the app's header and the opened panel's
 * title and summary (src/app/static-shell.tsx renders them with the app's own components), so a
 * visitor on a slow network sees the page while its script loads; React replaces them on its first
 * render. The entry's styles are inlined with it (see inlineEntryStyles). The default panel's
 * shell is in the HTML itself; two inline scripts, typed modules of src/app/first-paint/ bundled
 * here, run before the first paint: one sets the theme (so a dark page never paints light first),
 * the other swaps in the panel the hash names, or nothing for an embed (which has no header) or an
 * unknown panel.
 */
export function appShell(options: {
  /** The `@` alias of the app's imports. */
  readonly src: string;
}): Plugin {
  return {
    name: 'reliability-lab:app-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const { module } = await runnerImport<{ staticShells: typeof staticShells }>(
          fileURLToPath(new URL('../src/app/static-shell.tsx', import.meta.url)),
          { configFile: false, logLevel: 'warn', resolve: { alias: { '@': options.src } } },
        );
        const { defaultId, shells, themeKey } = module.staticShells();
        const root = '<div id="root"></div>';
        if (!html.includes(root)) throw new Error(`app-shell: index.html has no ${root}`);
        const others = Object.fromEntries(
          Object.entries(shells).filter(([id]) => id !== defaultId),
        );
        const theme = await inlineScript('theme-script', { key: themeKey }, options);
        const shell = await inlineScript('shell-script', { shells: others, defaultId }, options);
        return inlineEntryStyles(html, context.bundle)
          .replace('</head>', `<script>${theme}</script></head>`)
          .replace(root, `<div id="root">${shells[defaultId]}</div><script>${shell}</script>`);
      },
    },
  };
}

/**
 * The entry's stylesheet, in the page: a linked one holds the first paint until it arrives, one
 * more round trip on a slow network. The link stays, for no media (fetched at the lowest priority,
 * never applied; a `disabled` one is still fetched first, as if it blocked the paint), because
 * Vite's loader of lazy chunks lists the entry's stylesheet among their dependencies and fetches it
 * unless a stylesheet link with its address is in the page.
 */
function inlineEntryStyles(html: string, bundle: Rolldown.OutputBundle | undefined): string {
  const link = /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g;
  return html.replace(link, (tag, href: string) => {
    const asset = Object.values(bundle ?? {}).find(
      (file) => file.type === 'asset' && href.endsWith(`/${file.fileName}`),
    );
    if (!asset || asset.type !== 'asset' || /<\/style/i.test(String(asset.source))) return tag;
    return `<style>${String(asset.source)}</style><link rel="stylesheet" href="${href}" media="not all">`;
  });
}
