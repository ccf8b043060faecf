import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import { EMBED_SCRIPT, embedFrameHeight } from '@/app/embed-snippet';
import { findPanel } from '@/app/panels';
import { startTheme, useThemeStore } from '@/app/theme';
import { startRouting } from '@/app/url-sync';
import { ninesPanel } from '@/features/nines/panel';
import { parseHash } from '@/lib/url-state/codec';

vi.mock('@/lib/mermaid', () => ({ renderMermaid: vi.fn(() => new Promise(() => {})) }));

let stop: (() => void)[] = [];
/** The panel's code loads lazily: the first test waits for it. */
const LOAD = { timeout: 10_000 };

function boot(hash: string) {
  history.replaceState(null, '', `/${hash}`);
  stop.push(startTheme(), startRouting());
  return render(<App />);
}

const drawnSections = () =>
  [...document.querySelectorAll('[data-section]')].map((el) => el.getAttribute('data-section'));

describe('embed shell', () => {
  beforeEach(() => {
    act(() => useThemeStore.setState({ preference: 'system', system: 'light', pinned: null }));
  });

  afterEach(() => {
    for (const s of stop) s();
    stop = [];
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
      'its sections are inputs, results, budget, chart, tiers, calendars',
    );
  });

  it('draws the whole panel, with the note, when show= names none of its sections', async () => {
    boot('#/nines?embed&show=nope');
    await screen.findByText(/Allowed downtime at 99\.99%/, {}, LOAD);
    expect(drawnSections()).toEqual(ninesPanel.sections.map((s) => s.id));
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

describe('embed snippet', () => {
  afterEach(() => {
    for (const s of stop) s();
    stop = [];
  });

  it('copies the chosen sections with show=, an opening height and the sizing script', async () => {
    const user = userEvent.setup();
    boot('#/nines?a=99.95');
    await screen.findByLabelText('Availability target', {}, LOAD);
    await user.click(screen.getByText('Embed: whole panel'));
    const choice = screen.getByRole('group', { name: /Sections to embed/ });
    await user.click(within(choice).getByRole('checkbox', { name: 'Chart' }));
    await user.click(within(choice).getByRole('checkbox', { name: 'Results' }));
    expect(screen.getByText('Embed: Results, Chart')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy embed snippet' }));
    const snippet = await navigator.clipboard.readText();
    expect(snippet).toContain(`src="${location.origin}/#/nines?a=99.95&embed&show=results,chart"`);
    // Two sections: their declared heights, the gap between them and the title and link.
    const { results = NaN, chart = NaN } = ninesPanel.embedHeight.sections;
    expect(snippet).toContain(`height="${results + chart + 16 + 92}"`);
    expect(snippet).toContain('data-reliability-lab');
    expect(snippet.endsWith(EMBED_SCRIPT)).toBe(true);

    // Unticking both goes back to the whole panel at its declared height.
    await user.click(within(choice).getByRole('checkbox', { name: 'Chart' }));
    await user.click(within(choice).getByRole('checkbox', { name: 'Results' }));
    await user.click(screen.getByRole('button', { name: 'Copy embed snippet' }));
    const whole = await navigator.clipboard.readText();
    expect(whole).toContain(`src="${location.origin}/#/nines?a=99.95&embed"`);
    expect(whole).toContain(`height="${ninesPanel.embedHeight.panel}"`);
  });

  it('the example page uses the snippet’s script and each embed’s declared opening height', () => {
    const html = readFileSync(
      resolve(import.meta.dirname, '../../public/embed-example.html'),
      'utf8',
    );
    // Read as text: a parsed page would try to load its iframes.
    const words = (text: string) => text.replace(/\s+/g, ' ').trim();
    const scripts = [...html.matchAll(/<script>[\s\S]*?<\/script>/g)].map((m) => words(m[0]));
    expect(scripts).toEqual([words(EMBED_SCRIPT)]);
    const attribute = (tag: string, name: string) =>
      (new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? '').replaceAll('&amp;', '&');
    const frames = [...html.matchAll(/<iframe\b[^>]*>/g)].map((m) => m[0]);
    expect(frames).toHaveLength(3);
    for (const frame of frames) {
      expect(frame).toContain('data-reliability-lab');
      const src = attribute(frame, 'src');
      const route = parseHash(src.slice(src.indexOf('#')));
      const panel = findPanel(route.panelId);
      expect(panel, src).toBeDefined();
      expect(route.embed).toBe(true);
      if (panel)
        expect(attribute(frame, 'height'), src).toBe(
          String(embedFrameHeight(panel, route.show ?? [])),
        );
    }
  });
});
