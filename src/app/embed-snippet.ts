import type { PanelDefinition } from '@/lib/panel';
import { RESIZE_MESSAGE } from './embed-resize';
import { panelLink } from './url-sync';

/**
 * What an embed of only some sections adds to their heights, in CSS px: the page's padding, the
 * compact title and the link back (measured in Chromium at 800 px, like `embedHeight`).
 */
export const SECTIONS_CHROME_HEIGHT = 92;
/** The space between two sections drawn one under the other. */
export const SECTION_GAP = 16;

/**
 * The height an embed's iframe opens at, before its script sizes it: the panel's declared
 * `embedHeight`, or for `show=` the chosen sections' heights with the chrome around them.
 */
export function embedFrameHeight(panel: PanelDefinition, show: readonly string[] = []): number {
  const heights: Readonly<Record<string, number>> = panel.embedHeight.sections;
  const chosen = show.filter((id) => heights[id] !== undefined);
  if (chosen.length === 0) return panel.embedHeight.panel;
  const sum = chosen.reduce((total, id) => total + (heights[id] ?? 0), 0);
  return SECTIONS_CHROME_HEIGHT + sum + SECTION_GAP * (chosen.length - 1);
}

/**
 * The host page's script (docs/embedding.md): sizes each Reliability Lab iframe to the height its
 * embed reports, trusting only a message from that very iframe's window and origin. Pasting it
 * twice is harmless: it listens once.
 */
export const EMBED_SCRIPT = `<script>
if (!window.reliabilityLabEmbeds) {
  window.reliabilityLabEmbeds = true;
  addEventListener('message', function (e) {
    var d = e.data;
    if (!d || d.type !== '${RESIZE_MESSAGE}' || !(d.height > 0)) return;
    document.querySelectorAll('iframe[data-reliability-lab]').forEach(function (f) {
      if (f.contentWindow === e.source && new URL(f.src, location.href).origin === e.origin)
        f.style.height = Math.min(Math.ceil(d.height), 20000) + 'px';
    });
  });
}
</script>`;

const attribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** The iframe for a panel's current inputs (and `show=`, when given), then the sizing script. */
export function embedSnippet(panel: PanelDefinition, show: readonly string[] = []): string {
  const titles = panel.sections.filter((s) => show.includes(s.id)).map((s) => s.title);
  const title = ['Reliability Lab: ' + panel.title, ...titles].join(' — ');
  return (
    `<iframe src="${panelLink(panel, { embed: true, show })}" title="${attribute(title)}" ` +
    `data-reliability-lab width="100%" height="${embedFrameHeight(panel, show)}" ` +
    `style="border:0;display:block" loading="lazy"></iframe>\n${EMBED_SCRIPT}`
  );
}
