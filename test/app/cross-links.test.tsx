import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { linksFrom } from '@/app/cross-links';
import { PanelHost } from '@/app/panel-host';
import { PANELS } from '@/app/panels';
import { ResultCard } from '@/components/declared-result';
import { compositionPanel } from '@/features/composition/panel';
import { deriveComposition } from '@/features/composition/composition-model';
import { COMPOSITION_RESULTS } from '@/features/composition/results';
import { detectionPanel } from '@/features/detection/panel';
import { ninesPanel } from '@/features/nines/panel';
import { findResult } from '@/lib/results/declare';
import type { QuantityParts } from '@/lib/results/links';

vi.mock('@/lib/mermaid', () => ({ renderMermaid: vi.fn(() => new Promise(() => {})) }));

/** The panel's code loads lazily: the first render waits for it. */
const LOAD = { timeout: 10_000 };

function card(id: string): HTMLElement {
  const el = document.querySelector<HTMLElement>(`[data-result="${id}"]`);
  if (!el) throw new Error(`no result ${id}`);
  return el;
}

const linksIn = (id: string) =>
  within(card(id))
    .queryAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

/** The form kind each part of a quantity is read by. */
const PART_KINDS: { readonly [P in QuantityParts[keyof QuantityParts]]: string } = {
  percent: 'percent',
  interval: 'seconds',
  threshold: 'integer',
};

describe('which fields accept which quantity (each field’s accepts)', () => {
  const accepting = PANELS.flatMap((panel) =>
    panel.fields.flatMap((field) =>
      field.accepts ? [{ panel: panel.id, field, ...field.accepts }] : [],
    ),
  );

  it('are the availability targets and the load balancer’s check, each of the kind its part is', () => {
    expect(accepting.map((a) => `${a.panel}.${a.field.key} ${a.quantity}.${a.part}`)).toEqual([
      'nines.a availability-percent.percent',
      'failover.az_i health-check.interval',
      'failover.az_n health-check.threshold',
      'failover.a availability-percent.percent',
      'alerts.slo availability-percent.percent',
    ]);
    for (const a of accepting)
      expect(a.field.kind, `${a.panel}.${a.field.key}`).toBe(PART_KINDS[a.part]);
  });

  it('has one field per panel and part, so no panel gets two links for one value', () => {
    const parts = accepting.map((a) => `${a.panel} ${a.quantity} ${a.part}`);
    expect(new Set(parts).size).toBe(parts.length);
  });

  it('matches in the registry’s order, never back to the panel showing the result', () => {
    const twelve = {
      quantity: 'availability-percent',
      parts: { percent: '99.9999999999' },
    } as const;
    expect(linksFrom('composition', twelve).map((l) => l.href)).toEqual([
      '#/nines?a=99.9999999999',
      '#/failover?a=99.9999999999',
      '#/alerts?slo=99.9999999999',
    ]);
    expect(linksFrom('nines', twelve).map((l) => l.panel)).toEqual(['failover', 'alerts']);
    const order = PANELS.map((p) => p.id);
    const panels = linksFrom('composition', twelve).map((l) => order.indexOf(l.panel));
    expect(panels).toEqual([...panels].sort((a, b) => a - b));
  });
});

describe('a result card’s "Open in …" links', () => {
  it('Composition: parallel(a: 99.9999, b: 99.9999) opens twelve nines, exactly, in Nines and Alerts', async () => {
    act(() => compositionPanel.store.getState().replace({ t: 'parallel(a: 99.9999, b: 99.9999)' }));
    render(<PanelHost panel={compositionPanel} notices={[]} embed={false} />);
    // u = 10⁻⁶ · 10⁻⁶ = 10⁻¹², so A = 100% − 10⁻¹⁰% = 99.9999999999%.
    const nines = await screen.findByRole(
      'link',
      { name: 'Open in Nines & downtime budgets with 99.9999999999%' },
      LOAD,
    );
    expect(nines).toHaveTextContent(/^Open in Nines & downtime budgets$/);
    expect(nines).toHaveAttribute('href', '#/nines?a=99.9999999999');
    expect(nines).not.toHaveAttribute('target');
    expect(card('total-availability')).toContainElement(nines);
    expect(linksIn('total-availability')).toEqual([
      ['Open in Nines & downtime budgets', '#/nines?a=99.9999999999'],
      ['Open in Failover time', '#/failover?a=99.9999999999'],
      ['Open in SLO burn-rate alerts', '#/alerts?slo=99.9999999999'],
    ]);
    // The value, its text and what the exports read of the card are unchanged by the links.
    const output = card('total-availability').querySelector('output');
    expect(output?.textContent).toBe('99.9999999999%');
    expect(output).not.toContainElement(nines);
    // The links sit beside the label and value, never inside them.
    expect(card('total-availability').querySelector('.result-label')?.textContent).toBe(
      'Availability',
    );
    // Only results that carry something have links.
    expect(linksIn('total-unavailability')).toEqual([]);
    expect(linksIn('total-nines')).toEqual([]);
  });

  it('Composition: no link for a value no field takes, nor for the last valid totals', async () => {
    act(() =>
      compositionPanel.store
        .getState()
        .replace({ t: 'parallel(a: 99.9999999999, b: 99.9999999999)' }),
    );
    render(<PanelHost panel={compositionPanel} notices={[]} embed={false} />);
    await screen.findByLabelText('Topology', undefined, LOAD);
    // 24 nines: 22 decimals, more than an availability field reads.
    expect(card('total-nines')).toHaveAttribute('data-value', '24');
    expect(linksIn('total-availability')).toEqual([]);
    expect(card('total-availability').querySelector('.result-links')).toBeNull();

    fireEvent.change(screen.getByLabelText('Topology'), {
      target: { value: 'parallel(a: 99.9999, b: 99.9999' },
    });
    expect(card('total-availability')).toHaveAttribute('data-stale', 'true');
    expect(linksIn('total-availability')).toEqual([]);
  });

  it('Nines: the target opens Alerts (slo=) and Failover, not Nines itself', async () => {
    act(() => ninesPanel.store.getState().replace({ a: '99.95' }));
    render(<PanelHost panel={ninesPanel} notices={[]} embed={false} />);
    const alerts = await screen.findByRole(
      'link',
      { name: 'Open in SLO burn-rate alerts with 99.95%' },
      LOAD,
    );
    expect(alerts).toHaveAttribute('href', '#/alerts?slo=99.95');
    expect(linksIn('nines')).toEqual([
      ['Open in Failover time', '#/failover?a=99.95'],
      ['Open in SLO burn-rate alerts', '#/alerts?slo=99.95'],
    ]);
    expect(within(card('nines')).getByRole('status')).toHaveTextContent(/^3\.3$/);
    expect(linksIn('downtime-year')).toEqual([]);
  });

  it('Nines: twelve nines travel as typed, 100% nowhere', async () => {
    act(() => ninesPanel.store.getState().replace({ a: '99.9999999999' }));
    render(<PanelHost panel={ninesPanel} notices={[]} embed={false} />);
    const alerts = await screen.findByRole('link', { name: /^Open in SLO burn-rate alerts/ }, LOAD);
    expect(alerts).toHaveAttribute('href', '#/alerts?slo=99.9999999999');
    fireEvent.change(screen.getByLabelText('Availability target'), { target: { value: '100' } });
    expect(screen.queryAllByRole('link', { name: /^Open in / })).toEqual([]);
  });

  it('Detection: the worst-case time to detect opens Failover on that load-balancer check', async () => {
    act(() => detectionPanel.store.getState().replace({ i: '2', n: '4' }));
    render(<PanelHost panel={detectionPanel} notices={[]} embed={false} />);
    const failover = await screen.findByRole(
      'link',
      { name: 'Open in Failover time with a check every 2 s, 4 failures in a row' },
      LOAD,
    );
    expect(failover).toHaveAttribute('href', '#/failover?az_i=2&az_n=4');
    expect(card('detection-worst')).toContainElement(failover);
    expect(within(card('detection-worst')).getByRole('status')).toHaveTextContent(/^8s$/);
    // Both panels take checks up to a day apart and up to 100 in a row: the longest travels too.
    fireEvent.change(screen.getByLabelText('Interval i'), { target: { value: '86400' } });
    fireEvent.change(screen.getByLabelText('Failures to eject N'), { target: { value: '100' } });
    expect(linksIn('detection-worst')).toEqual([
      ['Open in Failover time', '#/failover?az_i=86400&az_n=100'],
    ]);
  });

  it('in an embed, opens the full app in a new tab', async () => {
    act(() => ninesPanel.store.getState().replace({ a: '99.95' }));
    render(<PanelHost panel={ninesPanel} notices={[]} embed />);
    const alerts = await screen.findByRole('link', { name: /^Open in SLO burn-rate alerts/ }, LOAD);
    expect(alerts).toHaveAttribute('href', '#/alerts?slo=99.95');
    expect(alerts).toHaveAttribute('target', '_blank');
    expect(alerts).toHaveAttribute('rel', 'noopener');
  });

  it('outside the app (no resolver), a card has no links', () => {
    const model = deriveComposition({
      ...Object.fromEntries(compositionPanel.fields.map((f) => [f.key, f.default])),
      t: 'parallel(a: 99.9999, b: 99.9999)',
    } as Parameters<typeof deriveComposition>[0]);
    const spec = findResult(COMPOSITION_RESULTS, model, 'total-availability');
    render(<ResultCard spec={spec} model={model} />);
    expect(card('total-availability')).toHaveAttribute('data-value');
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});
