import { afterEach, describe, expect, it, vi } from 'vitest';
import { run } from '@/app/first-paint/theme-script';

const KEY = 'reliability-lab:theme';

function paint(hash: string, stored: string | null, systemDark: boolean) {
  location.hash = hash;
  if (stored === null) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, stored);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: systemDark && query === '(prefers-color-scheme: dark)',
  }));
  run({ key: KEY });
  const root = document.documentElement;
  return [root.dataset.theme, root.style.colorScheme];
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('the first paint’s theme', () => {
  it('is the stored choice, over the system’s', () => {
    expect(paint('#/nines', 'dark', false)).toEqual(['dark', 'dark']);
    expect(paint('#/nines', 'light', true)).toEqual(['light', 'light']);
  });

  it('follows the system when nothing (or nonsense) is stored', () => {
    expect(paint('#/nines', null, true)).toEqual(['dark', 'dark']);
    expect(paint('#/nines', 'purple', false)).toEqual(['light', 'light']);
  });

  it('in an embed, is the link’s theme= and never the stored choice', () => {
    expect(paint('#/nines?embed&theme=dark', 'light', false)).toEqual(['dark', 'dark']);
    expect(paint('#/nines?embed', 'dark', false)).toEqual(['light', 'light']);
    // embed=0 is not an embed: the stored choice holds.
    expect(paint('#/nines?embed=0&theme=light', 'dark', false)).toEqual(['dark', 'dark']);
  });

  it('leaves the page alone when storage throws', () => {
    vi.spyOn(window.localStorage, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    location.hash = '#/nines';
    expect(() => run({ key: KEY })).not.toThrow();
    expect(document.documentElement.dataset.theme).toBeUndefined();
    vi.restoreAllMocks();
  });
});
