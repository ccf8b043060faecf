import { render } from '@testing-library/react';
import { App } from '@/app/app';
import { startTheme } from '@/app/theme';
import { startRouting } from '@/app/url-sync';

let started: (() => void)[] = [];

/** Opens the app at `hash` as main.tsx starts it: the theme, the routing, then the shell. */
export function boot(hash: string) {
  history.replaceState(null, '', `/${hash}`);
  started.push(startTheme(), startRouting());
  return render(<App />);
}

/** Stops the theme and routing `boot` started; call it after each test that boots. */
export function stopBooted(): void {
  for (const s of started) s();
  started = [];
}
