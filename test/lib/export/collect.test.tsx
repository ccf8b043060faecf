import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PANELS } from '@/app/panels';
import { PanelHost } from '@/app/panel-host';
import { alertsPanel } from '@/features/alerts/panel';
import { compositionPanel } from '@/features/composition/panel';
import { ninesPanel } from '@/features/nines/panel';
import { collectExport } from '@/lib/export/collect';
import { toCsv, toJson, toMarkdown, writtenRow } from '@/lib/export/formats';
import type { ResultsExport } from '@/lib/export/rows';
import type { PanelDefinition } from '@/lib/panel';
import { exported, written } from './helpers';

vi.mock('@/lib/mermaid', () => ({ renderMermaid: vi.fn(() => new Promise(() => {})) }));

/**
 * Waits until the panel has drawn a known result, every simulation has finished and the page and
 * the published rows have settled on the same ids and raw values: the rows are published just
 * after the commit that draws them, and a deferred part of the page (Overload's points) may
 * follow later.
 */
async function resultsDrawn(
  container: HTMLElement,
  panel: PanelDefinition,
): Promise<{ elements: Element[]; data: ResultsExport }> {
  return vi.waitFor(
    () => {
      const known = container.querySelector('[data-result][data-value]:not([data-value=""])');
      expect(known).not.toBeNull();
      for (const run of container.querySelectorAll('[data-status]'))
        expect(run.getAttribute('data-status')).toBe('done');
      const elements = [...container.querySelectorAll('[data-result]')];
      const data = exported(panel);
      expect(data.results.map(writtenRow).map((r) => [r.id, r.value])).toEqual(
        elements.map((el) => [el.getAttribute('data-result'), el.getAttribute('data-value')]),
      );
      return { elements, data };
    },
    { timeout: 50_000, interval: 200 },
  );
}

describe('results export over every panel’s worked example', () => {
  it.each(PANELS.map((p) => [p.id, p] as const))(
    '%s: one row per data-result, raw values equal to data-value one by one',
    async (_id, panel) => {
      panel.store.getState().reset();
      const { container, unmount } = render(<PanelHost panel={panel} notices={[]} embed />);
      const { elements, data } = await resultsDrawn(container, panel);
      expect(data.results.map((r) => r.id)).toEqual(
        elements.map((el) => el.getAttribute('data-result')),
      );
      data.results.map(writtenRow).forEach((row, i) => {
        const el = elements[i];
        expect(row.value).toBe(el?.getAttribute('data-value'));
        expect(row.unit, `unit of ${row.id}`).toBe(el?.getAttribute('data-unit') ?? '');
        expect(row.status, `status of ${row.id}`).toBe(row.value === '' ? 'unknown' : 'known');
        expect(row.label, `label of ${row.id}`).not.toBe('');
        expect(row.shown, `shown value of ${row.id}`).not.toBe('');
      });
      const json = JSON.parse(toJson(data)) as { results: { id: string; value: unknown }[] };
      json.results.forEach((r, i) => {
        const raw = elements[i]?.getAttribute('data-value') ?? '';
        if (raw === '') expect(r.value).toBeNull();
        else if (Number.isFinite(Number(raw))) expect(r.value).toBe(Number(raw));
        else expect(r.value).toBe(raw);
      });
      const csvLines = toCsv(data).split('\r\n');
      expect(csvLines.length).toBeGreaterThanOrEqual(elements.length + 1);
      const md = toMarkdown(data);
      for (const el of elements) {
        const raw = el.getAttribute('data-value');
        if (raw) expect(md).toContain(`| ${raw} |`);
      }
      const inputs = (JSON.parse(toJson(data)) as { inputs: object }).inputs;
      expect(Object.keys(inputs)).toEqual(panel.fields.map((f) => f.key));
      unmount();
      // Gone from the page, the panel has nothing to export (the DOM is never read instead).
      expect(collectExport(panel, 'x')).toBeNull();
    },
    60_000,
  );
});

describe('the exports read the declarations', () => {
  it('labels a result by its declared label, as the CLI prints it, not by its card', async () => {
    act(() => ninesPanel.store.getState().replace({ a: '99.9' }));
    const { unmount } = render(<PanelHost panel={ninesPanel} notices={[]} embed />);
    // The card says "per year" under "Downtime"; the export, the declared label.
    await screen.findByText('per year', undefined, { timeout: 10_000 });
    const row = await vi.waitFor(() => written(ninesPanel).find((r) => r.id === 'downtime-year'));
    expect(row).toEqual({
      id: 'downtime-year',
      label: 'Downtime per year',
      shown: '8h 45m 36s',
      value: '31536',
      unit: 's',
      status: 'known',
      staleValue: '',
    });
    unmount();
  });

  it('says nothing is exportable for a panel that has published nothing', () => {
    expect(collectExport(ninesPanel, 'x')).toBeNull();
  });

  it('marks the last valid totals stale while the topology has an error (Composition)', async () => {
    act(() => compositionPanel.store.getState().replace({ t: 'parallel(a: 99.9, b: 99.9)' }));
    const { container, unmount } = render(
      <PanelHost panel={compositionPanel} notices={[]} embed />,
    );
    await screen.findByLabelText('Topology', undefined, { timeout: 10_000 });
    const good = await vi.waitFor(() => {
      const rows = written(compositionPanel);
      expect(rows.find((r) => r.id === 'total-nines')).toMatchObject({
        value: '6',
        status: 'known',
      });
      return rows;
    });

    fireEvent.change(screen.getByLabelText('Topology'), {
      target: { value: 'parallel(a: 99.9, b: 99.9' },
    });
    const rows = await vi.waitFor(() => {
      expect(container.querySelector('[data-result="total-nines"]')).toHaveAttribute(
        'data-stale',
        'true',
      );
      const published = written(compositionPanel);
      expect(published.find((r) => r.id === 'total-nines')?.status).toBe('stale');
      return published;
    });
    expect(rows.map((r) => r.id)).toEqual(good.map((r) => r.id));
    for (const row of rows) {
      const before = good.find((r) => r.id === row.id);
      const el = container.querySelector(`[data-result="${row.id}"]`);
      if (row.id.startsWith('quorum-')) {
        // The quorum helper reads its own fields: current, not stale.
        expect(row).toEqual(before);
        continue;
      }
      expect(row, row.id).toMatchObject({
        value: '',
        status: 'stale',
        staleValue: before?.value,
        shown: before?.shown,
      });
      // The page says the same: blank `data-value`, the value in `data-stale-value`.
      expect(el?.getAttribute('data-value'), row.id).toBe('');
      expect(el?.getAttribute('data-stale-value'), row.id).toBe(row.staleValue);
    }
    const total = rows.find((r) => r.id === 'total-nines');
    expect(total).toMatchObject({ label: 'Nines', shown: '6', staleValue: '6' });
    expect(toMarkdown(exported(compositionPanel))).toContain(
      '| Nines | 6 (last valid, not current) |  | nines |',
    );
    unmount();
  });

  it('marks the results a simulation has not produced yet as running, then known (Alerts)', async () => {
    alertsPanel.store.getState().reset();
    const { container, unmount } = render(<PanelHost panel={alertsPanel} notices={[]} embed />);
    // Right after the first render: the cards are drawn, the noise simulation not finished.
    const during = await vi.waitFor(
      () => {
        expect(container.querySelector('[data-result="false-alerts-1"]')).not.toBeNull();
        return written(alertsPanel);
      },
      { timeout: 10_000 },
    );
    const status = container.querySelector('[data-status]')?.getAttribute('data-status');
    expect(['idle', 'running']).toContain(status);
    const noise = during.filter((r) => r.id.startsWith('false-alerts-'));
    expect(noise.length).toBeGreaterThan(0);
    for (const row of noise)
      expect(row, row.id).toMatchObject({ value: '', status: 'running', staleValue: '' });
    expect(during.find((r) => r.id === 'error-budget')?.status).toBe('known');
    const md = toMarkdown(exported(alertsPanel));
    expect(md).toMatch(
      /\| False alerts per period, [^|]* \| .* \(simulation running\) \| {2}\| count \|/,
    );

    await vi.waitFor(
      () => expect(container.querySelector('[data-status]')).toHaveAttribute('data-status', 'done'),
      { timeout: 50_000, interval: 200 },
    );
    await vi.waitFor(() => {
      const after = written(alertsPanel).filter((r) => r.id.startsWith('false-alerts-'));
      for (const row of after) expect(row.status, row.id).toBe('known');
    });
    unmount();
  }, 60_000);
});
