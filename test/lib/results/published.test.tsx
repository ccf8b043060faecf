import { describe, expect, it } from 'vitest';
import { ninesPanel } from '@/features/nines/panel';
import { collectExport } from '@/lib/export/collect';
import { toMarkdown } from '@/lib/export/formats';
import {
  onPublished,
  publishedHeadline,
  publishResults,
  withStatus,
} from '@/lib/results/published';
import { exported, written } from '../export/helpers';

describe('the status of a published row', () => {
  const row = (id: string, value: number | string | null) => ({
    id,
    label: id,
    unit: 'count',
    value,
    text: value === null ? '—' : String(value),
  });

  it('is unknown without a value, running only while the simulation is on its way', () => {
    const rows = [row('a', 2), row('b', null)];
    expect(withStatus(rows).map((r) => r.status)).toEqual(['known', 'unknown']);
    expect(withStatus(rows, { running: false }).map((r) => r.status)).toEqual(['known', 'unknown']);
    expect(withStatus(rows, { running: true }).map((r) => r.status)).toEqual(['known', 'running']);
  });

  it('is stale for a shown value of the last valid input, and only for the rows said', () => {
    const rows = [row('a', 2), row('b', null), row('c', 'x')];
    expect(withStatus(rows, { stale: (id) => id !== 'c' })).toEqual([
      { ...row('a', 2), value: null, status: 'stale', staleValue: 2 },
      { ...row('b', null), status: 'unknown', staleValue: null },
      { ...row('c', 'x'), status: 'known', staleValue: null },
    ]);
  });

  it('goes to the export as the page writes it: text, value as text, no unit for a code', () => {
    const withdraw = publishResults('nines', [
      row('a', 0.5),
      { ...row('v', 'page'), unit: 'code', text: 'Page a human' },
      row('n', null),
    ]);
    expect(written(ninesPanel)).toEqual([
      {
        id: 'a',
        label: 'a',
        shown: '0.5',
        value: '0.5',
        unit: 'count',
        status: 'known',
        staleValue: '',
      },
      {
        id: 'v',
        label: 'v',
        shown: 'Page a human',
        value: 'page',
        unit: '',
        status: 'known',
        staleValue: '',
      },
      {
        id: 'n',
        label: 'n',
        shown: '—',
        value: '',
        unit: 'count',
        status: 'unknown',
        staleValue: '',
      },
    ]);
    const markdown = toMarkdown(exported(ninesPanel));
    expect(markdown).toContain('| n | — (not computable) |  | count |');
    withdraw();
    expect(collectExport(ninesPanel, 'x')).toBeNull();
  });

  it('is withdrawn only by the panel that published it', () => {
    const first = publishResults('nines', [row('a', 1)]);
    const second = publishResults('nines', [row('a', 2)]);
    first();
    expect(written(ninesPanel)[0]?.value).toBe('2');
    second();
    expect(collectExport(ninesPanel, 'x')).toBeNull();
  });
});

describe('a panel’s headline, as published', () => {
  const row = (id: string, value: number | null) => ({
    id,
    label: id,
    unit: 's',
    value,
    text: value === null ? '—' : `${value} s`,
  });

  it('is the rows of its ids, in the headline’s order, with their status; an unknown id is left out', () => {
    const withdraw = publishResults(
      'nines',
      [row('a', 1), row('b', null), row('c', 3)],
      { running: true },
      ['c', 'nope', 'b'],
    );
    expect(publishedHeadline('nines')).toEqual([
      { ...row('c', 3), status: 'known', staleValue: null },
      { ...row('b', null), status: 'running', staleValue: null },
    ]);
    withdraw();
    expect(publishedHeadline('nines')).toBeNull();
  });

  it('tells its listeners at every publication and withdrawal, until they leave', () => {
    let calls = 0;
    const leave = onPublished(() => {
      calls += 1;
    });
    const withdraw = publishResults('nines', [row('a', 1)], {}, ['a']);
    expect(calls).toBe(1);
    withdraw();
    expect(calls).toBe(2);
    withdraw();
    expect(calls).toBe(2);
    leave();
    publishResults('nines', [row('a', 1)])();
    expect(calls).toBe(2);
  });
});
