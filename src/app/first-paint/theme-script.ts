import { parseHash } from '@/lib/url-state/codec';

export interface ThemeScriptArgs {
  /** The storage key of the visitor's choice (src/app/theme.ts, THEME_KEY). */
  readonly key: string;
}

/**
 * The theme of the first paint, as src/app/theme.ts picks it at boot: an embed's `theme=`, else
 * the stored choice, else the system's colour scheme. Runs in index.html's head before anything
 * paints, so a dark page never paints light first; a storage that throws leaves the default.
 */
export function run({ key }: ThemeScriptArgs): void {
  try {
    const route = parseHash(location.hash);
    let theme = route.embed ? route.theme : localStorage.getItem(key);
    if (theme !== 'light' && theme !== 'dark')
      theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    const root = document.documentElement;
    root.dataset.theme = theme;
    root.style.colorScheme = theme;
  } catch {
    // No storage (a sandboxed frame): the app's own boot sets the theme.
  }
}
