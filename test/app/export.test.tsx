import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PANELS } from '@/app/panels';
import { PanelHost } from '@/app/panel-host';
import { collectExport } from '@/lib/export/collect';
import { toCsv, toJson, toMarkdown } from '@/lib/export/formats';
import { readResults } from '@/lib/export/read-results';

vi.mock('@/lib/mermaid', () => ({ renderMermaid: vi.fn(() => new Promise(() => {})) }));

/** Waits until the panel has drawn a known result and every simulation has finished. */
async function resultsDrawn(container: HTMLElement): Promise<Element[]> {
  await vi.waitFor(
    () => {
      const known = container.querySelector('[data-result][data-value]:not([data-value=""])');
      expect(known).not.toBeNull();
      for (const run of container.querySelectorAll('[data-status]'))
        expect(run.getAttribute('data-status')).toBe('done');
    },
    { timeout: 50_000, interval: 200 },
  );
  return [...container.querySelectorAll('[data-result]')];
}

describe('results export over every panel’s worked example', () => {
  it.each(PANELS.map((p) => [p.id, p] as const))(
    '%s: one row per data-result, raw values equal to data-value one by one',
    async (_id, panel) => {
      panel.store.getState().reset();
      const { container, unmount } = render(<PanelHost panel={panel} notices={[]} embed />);
      const elements = await resultsDrawn(container);
      const data = collectExport(panel, container, 'https://example.test/#/x');
      expect(data.results.map((r) => r.id)).toEqual(
        elements.map((el) => el.getAttribute('data-result')),
      );
      data.results.forEach((row, i) => {
        const el = elements[i];
        expect(row.value).toBe(el?.getAttribute('data-value'));
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
    },
    60_000,
  );
});

describe('reading a result table', () => {
  it('labels a cell by its row header and every column header over it (colspan, rowspan)', () => {
    document.body.innerHTML = `
      <table><thead>
        <tr><th scope="col" rowspan="2">Clients</th><th scope="colgroup" colspan="2">Full jitter</th></tr>
        <tr><th scope="col">Calls</th><th scope="col">Time</th></tr>
      </thead><tbody>
        <tr><th scope="row">100</th><td data-result="calls-full-100" data-value="120">120</td>
          <td data-result="time-full-100" data-value="2.5">2.5 s</td></tr>
      </tbody></table>
      <div data-result="a" data-value="" data-stale="true" data-stale-value="0.5">
        <span class="result-label">Total <span class="stale-badge">(last valid)</span></span>
        <output class="result-value">50%</output></div>
      <table><tr><th id="h1">Tier</th><th id="h2">Burn</th></tr>
        <tr><td data-result="b" data-value="14.4" headers="h1 h2">14.4×</td></tr></table>`;
    expect(readResults(document.body)).toEqual([
      {
        id: 'calls-full-100',
        label: '100 · Full jitter · Calls',
        shown: '120',
        value: '120',
        unit: '',
        status: 'known',
        staleValue: '',
      },
      {
        id: 'time-full-100',
        label: '100 · Full jitter · Time',
        shown: '2.5 s',
        value: '2.5',
        unit: '',
        status: 'known',
        staleValue: '',
      },
      {
        id: 'a',
        label: 'Total',
        shown: '50%',
        value: '',
        unit: '',
        status: 'stale',
        staleValue: '0.5',
      },
      {
        id: 'b',
        label: 'Tier · Burn',
        shown: '14.4×',
        value: '14.4',
        unit: '',
        status: 'known',
        staleValue: '',
      },
    ]);
  });
});

describe('reading results while a simulation runs', () => {
  it.each([
    ['running', 'running'],
    ['idle', 'running'],
    ['done', 'unknown'],
  ] as const)('a blank result next to a run %s is %s', (runStatus, expected) => {
    document.body.innerHTML = `
      <div class="run-status" data-status="${runStatus}"></div>
      <div data-result="false-alerts-1" data-value="" data-unit="count">
        <span class="result-label">False alerts</span><output class="result-value">—</output></div>
      <div data-result="burn-1" data-value="14.4"><span class="result-label">Burn</span>
        <output class="result-value">14.4×</output></div>`;
    const rows = readResults(document.body);
    expect(rows.map((r) => [r.id, r.status])).toEqual([
      ['false-alerts-1', expected],
      ['burn-1', 'known'],
    ]);
    const md = toMarkdown({
      panel: 'alerts',
      title: 'Alerts',
      link: 'x',
      inputs: [],
      results: rows,
    });
    expect(md).toContain(
      `| False alerts | — (${expected === 'running' ? 'simulation running' : 'not computable'}) |  | count |`,
    );
  });
});
