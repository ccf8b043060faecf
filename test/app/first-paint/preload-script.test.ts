import { afterEach, describe, expect, it } from 'vitest';
import { run } from '@/app/first-paint/preload-script';

const FILES = {
  nines: ['assets/nines.js', 'assets/nines.css'],
  decision: ['assets/decision.js'],
};

function preloaded(hash: string): [string, string, string | null][] {
  location.hash = hash;
  run({ files: FILES, defaultPanel: 'nines', base: '/lab/' });
  return [...document.head.querySelectorAll('link')].map((l) => [
    l.rel,
    l.getAttribute('href') ?? '',
    l.getAttribute('as'),
  ]);
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the first paint’s preload of a panel', () => {
  it('preloads the default panel’s chunks and styles for a bare address', () => {
    expect(preloaded('')).toEqual([
      ['modulepreload', '/lab/assets/nines.js', null],
      ['preload', '/lab/assets/nines.css', 'style'],
    ]);
  });

  it('preloads the panel the hash names, and nothing for one it has no files for', () => {
    expect(preloaded('#/decision?up=2')).toEqual([
      ['modulepreload', '/lab/assets/decision.js', null],
    ]);
    document.head.innerHTML = '';
    expect(preloaded('#/alerts')).toEqual([]);
    expect(preloaded('#/constructor')).toEqual([]);
  });

  it('asks with CORS like the app’s own module loads', () => {
    preloaded('#/decision');
    expect(document.head.querySelector('link')?.crossOrigin).toBe('');
  });
});
