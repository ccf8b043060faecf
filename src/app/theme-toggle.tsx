import { effectiveTheme, useThemeStore } from './theme';

export function ThemeToggle() {
  const theme = useThemeStore(effectiveTheme);
  const toggle = useThemeStore((s) => s.toggle);
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="button-quiet theme-toggle"
      onClick={toggle}
      aria-label={`Switch to ${next} theme`}
    >
      <span aria-hidden="true">{theme === 'dark' ? '☀' : '☾'}</span>{' '}
      {next === 'dark' ? 'Dark' : 'Light'}
    </button>
  );
}
