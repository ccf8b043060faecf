import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useThemeStore } from '@/app/theme';
import { ninesPanel } from '@/features/nines/panel';
import { boot, stopBooted } from './helpers';

vi.mock('@/lib/mermaid', () => ({ renderMermaid: vi.fn(() => new Promise(() => {})) }));

/** The panel's code loads lazily: the first test waits for it. */
const LOAD = { timeout: 10_000 };

const drawnSections = () =>
  [...document.querySelectorAll('[data-section]')].map((el) => el.getAttribute('data-section'));

describe('embed shell', () => {
  beforeEach(() => {
    act(() => useThemeStore.setState({ preference: 'system', system: 'light', pinned: null }));
  });

  afterEach(() => {
    stopBooted();
  });

  it('draws only the sections show= names, in the panel’s order, with no note', async () => {
    boot('#/nines?a=99.95&embed&show=chart,results');
    await screen.findByText(/Allowed downtime at 99\.95%/, {}, LOAD);
    expect(drawnSections()).toEqual(['results', 'chart']);
    expect(screen.queryByRole('note')).toBeNull();
    // The link back opens the whole panel on the same inputs.
    expect(screen.getByRole('link', { name: 'Open in Reliability Lab' })).toHaveAttribute(
      'href',
      '#/nines?a=99.95',
    );
  });

  it('reports unknown sections by name with the valid ids, and still draws the known ones', async () => {
    boot('#/nines?embed&show=results,bogus');
    await screen.findByText(/Allowed downtime at 99\.99%/, {}, LOAD);
    expect(drawnSections()).toEqual(['results']);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('no section “bogus”');
    expect(note).toHaveTextContent(
      'its sections are headline, inputs, results, budget, chart, tiers, calendars',
    );
  });

  it('draws the whole panel, with the note, when show= names none of its sections', async () => {
    boot('#/nines?embed&show=nope');
    await screen.findByText(/Allowed downtime at 99\.99%/, {}, LOAD);
    // The headline follows the results it shows, which the panel publishes once drawn.
    await vi.waitFor(() => expect(drawnSections()).toEqual(ninesPanel.sections.map((s) => s.id)));
    expect(screen.getByRole('note')).toHaveTextContent(/“nope”.*whole panel is shown/);
    // Not a setting of the panel, so not reported as one.
    expect(screen.queryByText(/is not a setting/)).toBeNull();
  });

  it('applies theme=dark over a light system, without touching the stored choice', async () => {
    localStorage.setItem('reliability-lab/v1/theme', 'light');
    boot('#/nines?embed&theme=dark');
    await screen.findByText(/Allowed downtime/, {}, LOAD);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('reliability-lab/v1/theme')).toBe('light');
  });

  it('follows the host’s colour scheme without theme=, and reports a theme it does not know', async () => {
    boot('#/nines?embed&theme=sepia');
    await screen.findByText(/Allowed downtime/, {}, LOAD);
    expect(document.documentElement.dataset.theme).toBe('light');
    act(() => useThemeStore.setState({ system: 'dark' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(screen.getByRole('note')).toHaveTextContent('theme “sepia” is not one of light, dark');
    expect(localStorage.getItem('reliability-lab/v1/theme')).toBeNull();
  });
});
