import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PANELS } from '@/app/panels';
import { PanelHost } from '@/app/panel-host';

vi.mock('@/lib/mermaid', () => ({ renderMermaid: vi.fn(() => new Promise(() => {})) }));

/** The sections each panel shows on its worked example (nines' budget card needs a result). */
async function sectionsOnPage(container: HTMLElement): Promise<string[]> {
  await vi.waitFor(
    () => {
      expect(container.querySelector('[data-section]')).not.toBeNull();
    },
    { timeout: 10_000 },
  );
  return [...container.querySelectorAll('[data-section]')].map(
    (el) => el.getAttribute('data-section') ?? '',
  );
}

/*
 * Each panel's sections, declared once (features/<p>/sections.ts with lib/sections.ts's
 * defineSections) and drawn by components/panel-section.tsx: every registered panel, in the
 * PanelHost, with and without a host's `show=` choice (lib/sections.ts's ShownSections).
 */
describe('panel sections, declared once', () => {
  it.each(PANELS.map((p) => [p.id, p] as const))(
    '%s draws exactly its declared sections, in order, each named by its title',
    async (_id, panel) => {
      panel.store.getState().reset();
      const { container, unmount } = render(<PanelHost panel={panel} notices={[]} embed />);
      const ids = await sectionsOnPage(container);
      expect(ids).toEqual(panel.sections.map((s) => s.id));
      for (const section of panel.sections) {
        const el = container.querySelector(`[data-section="${section.id}"]`);
        expect(el?.tagName).toBe('SECTION');
        expect(el?.getAttribute('aria-label')).toBe(section.title);
      }
      unmount();
    },
  );

  it.each(PANELS.map((p) => [p.id, p] as const))(
    '%s draws only the sections a host asks for',
    async (_id, panel) => {
      panel.store.getState().reset();
      const [first, , last] = panel.sections;
      const wanted = new Set([first?.id ?? '', last?.id ?? '']);
      const { container, unmount } = render(
        <PanelHost panel={panel} notices={[]} embed shown={wanted} />,
      );
      const ids = await sectionsOnPage(container);
      expect(ids).toEqual(panel.sections.filter((s) => wanted.has(s.id)).map((s) => s.id));
      unmount();
    },
  );

  it('section ids are unique within a panel and safe in a URL', () => {
    for (const panel of PANELS) {
      const ids = panel.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
    }
  });
});
