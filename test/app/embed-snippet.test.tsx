import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMBED_SCRIPT, embedFrameHeight } from '@/app/embed-snippet';
import { findPanel } from '@/app/panels';
import { ninesPanel } from '@/features/nines/panel';
import { parseHash } from '@/lib/url-state/codec';
import { boot, stopBooted } from './helpers';

vi.mock('@/lib/mermaid', () => ({ renderMermaid: vi.fn(() => new Promise(() => {})) }));

/** The panel's code loads lazily: the first test waits for it. */
const LOAD = { timeout: 10_000 };

describe('embed snippet', () => {
  afterEach(() => {
    stopBooted();
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
