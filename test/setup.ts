import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { PANELS } from '@/app/panels';

/** Recharts' ResponsiveContainer measures through ResizeObserver: answer with a real size. */
class ResizeObserverStub {
  private readonly callback: ResizeObserverCallback;
  constructor(callback: ResizeObserverCallback) {
    this.callback = callback;
  }
  observe(target: Element) {
    const entry = {
      target,
      contentRect: { width: 800, height: 320, top: 0, left: 0, bottom: 320, right: 800 },
    };
    this.callback([entry as unknown as ResizeObserverEntry], this);
  }
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });

// KaTeX warns in quirks mode; the real page has a doctype.
Object.defineProperty(document, 'compatMode', { value: 'CSS1Compat', configurable: true });

/** Every registered panel's inputs back to its worked example: no test sees another's typing. */
function resetPanelStores(): void {
  for (const panel of PANELS) panel.store.getState().reset();
}

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/');
  resetPanelStores();
});

afterEach(() => {
  cleanup();
});
