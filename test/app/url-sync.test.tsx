import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getRouteState, panelLink, startPanelSync, startRouting } from '@/app/url-sync';
import { ninesPanel } from '@/features/nines/panel';
import { useNinesStore } from '@/features/nines/state';
import { saveText, storageKey } from '@/lib/storage';

let stop: (() => void)[] = [];

function open(hash: string) {
  history.replaceState(null, '', `/${hash}`);
  stop.push(startRouting());
}

describe('url sync', () => {
  afterEach(() => {
    for (const s of stop) s();
    stop = [];
    vi.useRealTimers();
  });

  it('sends an empty hash to the first panel', () => {
    open('');
    expect(location.hash).toBe('#/nines?v=1');
    expect(getRouteState().route.panelId).toBe('nines');
  });

  it('loads a shared link into the store, defaults for what it omits', () => {
    useNinesStore.getState().set('mode', 'reverse');
    open('#/nines?a=99.95&cal=gregorian');
    expect(useNinesStore.getState().inputs).toMatchObject({
      a: '99.95',
      cal: 'gregorian',
      mode: 'forward',
    });
    expect(getRouteState().notices).toEqual([]);
  });

  it('a link wins over saved inputs; saved inputs come back only for a bare panel URL', () => {
    saveText(storageKey('nines'), JSON.stringify({ a: '99.5', cal: 'julian' }));
    open('#/nines?a=99.95');
    expect(useNinesStore.getState().inputs).toMatchObject({ a: '99.95', cal: '365d' });
    stop.pop()?.();
    open('#/nines');
    expect(useNinesStore.getState().inputs).toMatchObject({ a: '99.5', cal: 'julian' });
    expect(location.hash).toBe('#/nines?a=99.5&cal=julian');
  });

  it('falls back to the worked example with a notice when storage is corrupt', () => {
    saveText(storageKey('nines'), '{broken');
    useNinesStore.getState().set('a', '12');
    open('#/nines');
    expect(useNinesStore.getState().inputs.a).toBe('99.99');
    expect(getRouteState().notices.join(' ')).toMatch(/could not be read/);
    expect(location.hash).toBe('#/nines?v=1');
    stop.pop()?.();
    open('#/nines');
    expect(getRouteState().notices).toEqual([]);
  });

  it('keeps garbage from a link as typed, and reports unknown keys', () => {
    open('#/nines?a=abc&down=soon&cal=lunar&foo=1');
    expect(useNinesStore.getState().inputs).toMatchObject({ a: 'abc', down: 'soon', cal: 'lunar' });
    expect(getRouteState().notices.join(' ')).toMatch(/“foo” is not a setting/);
  });

  it('writes the URL and storage once typing pauses, replacing the history entry', () => {
    vi.useFakeTimers();
    open('#/nines');
    stop.push(startPanelSync(ninesPanel));
    const entries = history.length;
    act(() => {
      useNinesStore.getState().set('a', '9');
      useNinesStore.getState().set('a', '99');
      useNinesStore.getState().set('a', '99.9');
    });
    expect(location.hash).toBe('#/nines?v=1');
    vi.advanceTimersByTime(300);
    expect(location.hash).toBe('#/nines?a=99.9');
    expect(history.length).toBe(entries);
    expect(JSON.parse(localStorage.getItem(storageKey('nines')) ?? '{}')).toMatchObject({
      a: '99.9',
    });
  });

  it('copies a link at the worked example that still overrides the recipient’s saved inputs', () => {
    open('#/nines?a=99.99');
    const link = panelLink(ninesPanel);
    expect(link).toBe(`${location.origin}/#/nines?v=1`);
    stop.pop()?.();
    saveText(storageKey('nines'), JSON.stringify({ a: '99.5' }));
    open(link.slice(link.indexOf('#')));
    expect(useNinesStore.getState().inputs.a).toBe('99.99');
  });

  it('ignores saved inputs in a bare embed', () => {
    saveText(storageKey('nines'), JSON.stringify({ a: '99.5' }));
    open('#/nines?embed');
    expect(useNinesStore.getState().inputs.a).toBe('99.99');
  });

  it('saves the last edits even when the user switches panel within the debounce', () => {
    vi.useFakeTimers();
    open('#/nines');
    const stopSync = startPanelSync(ninesPanel);
    act(() => useNinesStore.getState().set('a', '99.5'));
    history.replaceState(null, '', '/#/elsewhere');
    stop.push(startRouting());
    stopSync();
    expect(JSON.parse(localStorage.getItem(storageKey('nines')) ?? '{}')).toMatchObject({
      a: '99.5',
    });
    expect(location.hash).toBe('#/elsewhere');
  });

  it('builds absolute links, with embed when asked', () => {
    open('#/nines?a=99.95');
    expect(panelLink(ninesPanel)).toBe(`${location.origin}/#/nines?a=99.95`);
    expect(panelLink(ninesPanel, true)).toBe(`${location.origin}/#/nines?a=99.95&embed`);
  });
});
