import { parseHash } from '@/lib/url-state/codec';

export interface PreloadScriptArgs {
  /** Per panel id, the chunks and styles it needs beyond the entry (build/route-preload.ts). */
  readonly files: Readonly<Record<string, readonly string[]>>;
  /** The panel a bare address opens. */
  readonly defaultPanel: string;
  /** The app's base path, which the files are relative to. */
  readonly base: string;
}

/**
 * Run while index.html's head is parsed: preloads the chunks and styles of the panel the hash
 * names (the default panel for a bare address) beside the entry, with the links the app would add
 * itself later, so the browser's cache serves them then.
 */
export function run({ files, defaultPanel, base }: PreloadScriptArgs): void {
  const id = parseHash(location.hash).panelId ?? defaultPanel;
  const needed = Object.prototype.hasOwnProperty.call(files, id) ? (files[id] ?? []) : [];
  for (const file of needed) {
    const link = document.createElement('link');
    const css = file.endsWith('.css');
    link.rel = css ? 'preload' : 'modulepreload';
    if (css) link.as = 'style';
    link.crossOrigin = '';
    link.href = base + file;
    document.head.appendChild(link);
  }
}
