import { waitFor } from '@testing-library/react';
import { writeFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { PANELS } from '@/app/panels';
import { renderPanel } from '../panel-kit';

vi.mock('@/lib/mermaid', () => ({
  renderMermaid: vi.fn(() => Promise.resolve({ ok: true, svg: '<svg viewBox="0 0 100 50"></svg>' })),
}));

describe('dump', () => {
  for (const panel of PANELS) {
    it(panel.id, async () => {
      renderPanel(panel.Component);
      await waitFor(() => expect(document.querySelector('[data-result]')).not.toBeNull(), { timeout: 10000 });
      await new Promise((r) => setTimeout(r, 6000));
      const rows = [...document.querySelectorAll<HTMLElement>('[data-result]')].map((el) => {
        const out = el.querySelector('output');
        return `${el.tagName}\t${el.dataset.result}\t${el.dataset.value}\t${(out ?? el).textContent}`;
      });
      writeFileSync(`/tmp/dump-${panel.id}.txt`, rows.join('\n') + '\n');
    }, 60000);
  }
});
