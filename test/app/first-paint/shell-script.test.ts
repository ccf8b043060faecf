import { afterEach, describe, expect, it } from 'vitest';
import { run } from '@/app/first-paint/shell-script';

const DEFAULT = '<h2>Nines</h2>';
const SHELLS = { alerts: '<h2>Alerts</h2>', overload: '<h2>Overload</h2>' };

function open(hash: string): string {
  document.body.innerHTML = `<div id="root">${DEFAULT}</div>`;
  location.hash = hash;
  run({ shells: SHELLS, defaultId: 'nines' });
  return document.getElementById('root')?.innerHTML ?? '';
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the first paint’s panel shell', () => {
  it('keeps the default panel’s shell for a bare address and for the default panel', () => {
    expect(open('')).toBe(DEFAULT);
    expect(open('#/')).toBe(DEFAULT);
    expect(open('#/nines?a=99.9')).toBe(DEFAULT);
  });

  it('swaps in the shell of the panel the hash names, slashes and query aside', () => {
    expect(open('#/alerts')).toBe(SHELLS.alerts);
    expect(open('#//overload/?rate=200')).toBe(SHELLS.overload);
  });

  it('paints nothing for an embed or an unknown panel', () => {
    expect(open('#/alerts?embed')).toBe('');
    expect(open('#/nines?embed=1')).toBe('');
    expect(open('#/nope')).toBe('');
    // Inherited names are not panels.
    expect(open('#/toString')).toBe('');
  });

  it('keeps the shell for embed=0, which is no embed', () => {
    expect(open('#/alerts?embed=0')).toBe(SHELLS.alerts);
  });
});
