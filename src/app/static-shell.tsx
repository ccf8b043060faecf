import { renderToStaticMarkup } from 'react-dom/server';
import { AppHeader } from './app-header';
import { DEFAULT_PANEL_ID, PANELS } from './panels';
import { PanelCard, PanelLoading } from './panel-card';
import { THEME_KEY } from './theme';

/**
 * The app's first paint, as HTML the build writes into index.html (build/app-shell.ts): for each
 * panel, the header and the panel's card with its title, summary and loading line, made by the
 * components the app itself renders, so the page shows them before its script has loaded. React
 * replaces them on its first render. The theme button and skip link need the script and come
 * with it; the theme is set from `themeKey` before the first paint. Runs at build time in Node, never in the browser.
 */
export function staticShells(): {
  readonly defaultId: string;
  readonly shells: Record<string, string>;
  readonly themeKey: string;
} {
  const shells: Record<string, string> = {};
  for (const panel of PANELS)
    shells[panel.id] = withoutHints(
      renderToStaticMarkup(
        <>
          <AppHeader currentId={panel.id} />
          <main id="main" tabIndex={-1}>
            <PanelCard panel={panel} headline={null}>
              <PanelLoading panel={panel} />
            </PanelCard>
          </main>
        </>,
      ),
    );
  return { defaultId: DEFAULT_PANEL_ID, shells, themeKey: THEME_KEY };
}

/** React's server renderer adds a `<link rel="preload">` for each image; the page has its own. */
const withoutHints = (html: string) => html.replace(/^(<link [^>]*>)+/, '');
