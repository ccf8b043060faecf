import { describe, expect, it } from 'vitest';
import { ninesPanel } from '@/features/nines/panel';
import { collectExport } from '@/lib/export/collect';
import { toMarkdown } from '@/lib/export/formats';
import { publishResults, withStatus } from '@/lib/results/published';
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
