import { EMBED_SCRIPT } from '@/app/embed-snippet';
import type { PanelDefinition } from '@/lib/panel';

const cell = (text: string) => text.replaceAll('|', '\\|');

/** The Markdown table of every panel's `show=` ids, in page order, and its embeds' opening height. */
export function sectionsTable(panels: readonly PanelDefinition[]): string {
  const rows = panels.map((p) => {
    const heights: Readonly<Record<string, number>> = p.embedHeight.sections;
    const ids = p.sections.map((s) => `\`${s.id}\` ${cell(s.title)} (${heights[s.id]})`);
    return `| ${cell(p.title)} (\`#/${p.id}\`) | ${ids.join(', ')} | ${p.embedHeight.panel} |`;
  });
  return [
    '| Panel | Sections: `show=` id, title (its height, px) | Whole panel (px) |',
    '| --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** The host page's sizing script, as the share bar copies it, in a fenced block. */
export function scriptBlock(): string {
  return ['```html', EMBED_SCRIPT, '```'].join('\n');
}
