/**
 * Draws a Mermaid source with the page's own Mermaid: the chunk the app loaded (a module URL
 * imports the same instance), already configured by src/lib/mermaid.ts. Only for a page on which
 * a diagram is drawn and settled, so that no render of the app's runs at the same time.
 */
import type { Mermaid } from 'mermaid';
import type { Page } from 'playwright-core';

export type AppRender =
  | {
      readonly ok: true;
      /** The SVG's `<desc>`, and every message's text in order, wrapped lines joined by spaces. */
      readonly description: string;
      readonly messages: string;
    }
  | { readonly ok: false; readonly error: string };

type WithMermaid = typeof globalThis & { appMermaid?: Mermaid };

export async function renderWithAppMermaid(page: Page, source: string): Promise<AppRender> {
  const url = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .find((name) => /\/assets\/mermaid\.core-[^/]+\.js$/.test(name)),
  );
  if (!url) return { ok: false, error: 'the app has not loaded Mermaid' };
  // As text, so that the test runner does not rewrite this `import()` as its own.
  await page.evaluate(
    `import(${JSON.stringify(url)}).then((m) => { globalThis.appMermaid = m.default; })`,
  );
  return page.evaluate(async (text) => {
    const mermaid = (globalThis as WithMermaid).appMermaid!;
    try {
      const { svg } = await mermaid.render(`escaping-check-${Date.now()}`, text);
      const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
      return {
        ok: true as const,
        description: doc.querySelector('desc')?.textContent ?? '',
        messages: [...doc.querySelectorAll('text.messageText')]
          .map((t) => t.textContent ?? '')
          .join(' '),
      };
    } catch (error) {
      return { ok: false as const, error: String(error) };
    }
  }, source);
}
