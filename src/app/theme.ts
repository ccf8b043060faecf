import { create } from 'zustand';
import { loadText, saveText, storageKey } from '@/lib/storage';
import { parseHash } from '@/lib/url-state/codec';

export type Theme = 'light' | 'dark';
type Preference = Theme | 'system';

/** Where the visitor's choice is stored (also read by index.html's first paint, build/app-shell.ts). */
export const THEME_KEY = storageKey('theme');

const systemQuery = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)')
    : null;

/**
 * The visitor's stored choice, or the system's. An embed (`?embed`) never reads it: it follows
 * its host's colour scheme unless its link says `theme=` (see `pinned`).
 */
function readPreference(): Preference {
  if (typeof window !== 'undefined' && parseHash(window.location.hash).embed) return 'system';
  const saved = loadText(THEME_KEY);
  return saved === 'light' || saved === 'dark' ? saved : 'system';
}

interface ThemeState {
  readonly preference: Preference;
  readonly system: Theme;
  /** A theme the page fixes for itself (an embed's `theme=`): wins, and is never stored. */
  readonly pinned: Theme | null;
  readonly toggle: () => void;
}

/** App-wide UI state: the theme follows the system until the user picks one. */
export const useThemeStore = create<ThemeState>()((set, get) => ({
  preference: readPreference(),
  system: systemQuery()?.matches ? 'dark' : 'light',
  pinned: null,
  toggle: () => {
    const next: Theme = effectiveTheme(get()) === 'dark' ? 'light' : 'dark';
    saveText(THEME_KEY, next);
    set({ preference: next });
  },
}));

export function effectiveTheme(
  state: Pick<ThemeState, 'preference' | 'system'> & Partial<Pick<ThemeState, 'pinned'>>,
): Theme {
  if (state.pinned) return state.pinned;
  return state.preference === 'system' ? state.system : state.preference;
}

/** Applies the theme to <html> and follows system changes. Call once at boot. */
export function startTheme(): () => void {
  const apply = () => {
    const theme = effectiveTheme(useThemeStore.getState());
    document.documentElement.dataset.theme = theme;
    document.documentElement.style.colorScheme = theme;
  };
  apply();
  const unsubscribe = useThemeStore.subscribe(apply);
  const query = systemQuery();
  const onSystem = (e: MediaQueryListEvent) =>
    useThemeStore.setState({ system: e.matches ? 'dark' : 'light' });
  query?.addEventListener('change', onSystem);
  return () => {
    unsubscribe();
    query?.removeEventListener('change', onSystem);
  };
}
