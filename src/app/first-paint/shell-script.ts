import { parseHash } from '@/lib/url-state/codec';
import { centreCurrentLink } from './centre-link';

export interface ShellScriptArgs {
  /** Each panel's first-paint HTML but the default panel's, which index.html already holds. */
  readonly shells: Readonly<Record<string, string>>;
  readonly defaultId: string;
}

/**
 * Run as index.html's root is parsed: swaps in the shell of the panel the hash names, or empties
 * the root for an embed (which has no header) or an unknown panel; on a phone, scrolls the row of
 * panels to the current one, as the navigation does once React runs.
 */
export function run({ shells, defaultId }: ShellScriptArgs): void {
  const { panelId, embed } = parseHash(location.hash);
  const root = document.getElementById('root');
  if (!root) return;
  if (panelId !== null && Object.prototype.hasOwnProperty.call(shells, panelId) && !embed)
    root.innerHTML = shells[panelId] ?? '';
  else if (embed || (panelId !== null && panelId !== defaultId)) root.innerHTML = '';
  const row = root.querySelector('nav [aria-current=page]')?.closest('ul');
  if (row) centreCurrentLink(row);
}
