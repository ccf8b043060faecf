import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin, type Rolldown } from 'vite';
import type { staticShells } from '../src/app/static-shell.tsx';
import { ROUTE } from './route-script.ts';

/**
 * The first paint without JavaScript: index.html carries the app's header and the opened panel's
 * title and summary (src/app/static-shell.tsx renders them with the app's own components), so a
 * visitor on a slow network sees the page while its script loads; React replaces them on its first
 * render. The entry's styles are inlined with it (see inlineEntryStyles). The default panel's shell is in the HTML itself; a few lines of script, run before the
 * first paint, swap in the panel the hash names, or nothing for an embed (which has no header) or
 * an unknown panel. The same lines set the theme, so a dark page never paints light first.
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
        return inlineEntryStyles(html, context.bundle)
          .replace('</head>', `<script>${themeScript(themeKey)}</script></head>`)
          .replace(
            root,
            `<div id="root">${shells[defaultId]}</div><script>${shellScript(shells, defaultId)}</script>`,
          );
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

/** JSON for an inline script: no `</script>` or `<!--` can end or bend it. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Plain ES5 but for URLSearchParams, run as the root is parsed. */
function shellScript(shells: Record<string, string>, defaultId: string) {
  const others = Object.fromEntries(Object.entries(shells).filter(([id]) => id !== defaultId));
  return [
    '(function(){',
    ROUTE,
    `var s=${inlineJson(others)},r=document.getElementById("root");`,
    `if(Object.prototype.hasOwnProperty.call(s,id)&&!e)r.innerHTML=s[id];`,
    `else if(e||(id&&id!==${inlineJson(defaultId)}))r.innerHTML="";`,
    // As src/app/panel-nav.tsx does: on a phone the row of panels scrolls to the current one.
    'var c=r.querySelector("nav [aria-current=page]"),u=c&&c.parentNode.parentNode;',
    'if(u&&u.scrollWidth>u.clientWidth){var a=u.getBoundingClientRect(),b=c.getBoundingClientRect();',
    'u.scrollLeft=b.left-a.left+u.scrollLeft-(u.clientWidth-b.width)/2}',
    '})()',
  ].join('');
}

/** src/app/theme.ts at boot: an embed's `theme=`, else the stored choice, else the system's. */
function themeScript(key: string) {
  return [
    '(function(){try{',
    ROUTE,
    'var t=e?q.get("theme"):localStorage.getItem(' + inlineJson(key) + ');',
    'if(t!=="light"&&t!=="dark")t=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";',
    'var d=document.documentElement;d.dataset.theme=t;d.style.colorScheme=t',
    '}catch(x){}})()',
  ].join('');
}
