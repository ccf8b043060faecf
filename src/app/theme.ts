import { create } from 'zustand';
import { loadText, saveText, storageKey } from '@/lib/storage';

export type Theme = 'light' | 'dark';
type Preference = Theme | 'system';

const KEY = storageKey('theme');

const systemQuery = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)')
    : null;

function readPreference(): Preference {
  const saved = loadText(KEY);
  return saved === 'light' || saved === 'dark' ? saved : 'system';
}

interface ThemeState {
  readonly preference: Preference;
  readonly system: Theme;
  readonly toggle: () => void;
}

/** App-wide UI state: the theme follows the system until the user picks one. */
export const useThemeStore = create<ThemeState>()((set, get) => ({
  preference: readPreference(),
  system: systemQuery()?.matches ? 'dark' : 'light',
  toggle: () => {
    const next: Theme = effectiveTheme(get()) === 'dark' ? 'light' : 'dark';
    saveText(KEY, next);
    set({ preference: next });
  },
}));

export function effectiveTheme(state: Pick<ThemeState, 'preference' | 'system'>): Theme {
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
