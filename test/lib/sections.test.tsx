import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PANELS } from '@/app/panels';
import { PanelHost } from '@/app/panel-host';

vi.mock('@/lib/mermaid', () => ({ renderMermaid: vi.fn(() => new Promise(() => {})) }));

/**
 * The sections each panel shows on its worked example, once they are `expected` (nines' budget
 * card needs a result; the headline, the panel's published results): a section missing or extra
 * fails when the wait runs out.
 */
async function sectionsOnPage(container: HTMLElement, expected: readonly string[]) {
  const drawn = () =>
    [...container.querySelectorAll('[data-section]')].map((el) => el.getAttribute('data-section'));
  await vi.waitFor(() => expect(drawn()).toEqual(expected), { timeout: 10_000 });
  return drawn();
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
      const ids = await sectionsOnPage(
        container,
        panel.sections.map((s) => s.id),
      );
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
      const expected = panel.sections.filter((s) => wanted.has(s.id)).map((s) => s.id);
      const ids = await sectionsOnPage(container, expected);
      expect(ids).toEqual(expected);
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
