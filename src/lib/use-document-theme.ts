import { useSyncExternalStore } from 'react';
import type { DiagramTheme } from './mermaid';

const read = (): DiagramTheme =>
  typeof document !== 'undefined' && document.documentElement.dataset.theme === 'dark'
    ? 'dark'
    : 'light';

function subscribe(onChange: () => void): () => void {
  if (typeof MutationObserver === 'undefined') return () => undefined;
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/**
 * The theme the app has applied to `<html data-theme>`, following every change. Read from the
 * DOM so shared code need not import the shell's theme store.
 */
export function useDocumentTheme(): DiagramTheme {
  return useSyncExternalStore(subscribe, read, () => 'light');
}
