import { valuesText } from '@/core/fields/describe';
import type { Schema } from '@/core/fields/schema';
import { docEntries, type ResultDecl, type ResultUnit } from '@/lib/results/declare';
import { EMBED_SCRIPT } from '@/app/embed-snippet';
import type { PanelDefinition } from '@/lib/panel';
import { markdownText } from '@/core/emit/markdown';

/* The docs' generated tables (npm run docs): parameters, result ids, embeddable sections. */

/** A table cell: the exports' one Markdown escaping rule. */
const cell = markdownText;

/** A default as code, its line breaks shown as ⏎ (a topology's). */
const code = (text: string) =>
  text === '' ? '(empty)' : `\`${cell(text.replaceAll('\n', '⏎'))}\``;

/** The Markdown table of a schema: one row per field, in the schema's order. */
export function parameterTable(schema: Schema): string {
  const rows = schema.map(
    (f) => `| \`${f.key}\` | ${cell(f.doc)} | ${cell(valuesText(f))} | ${code(f.default)} |`,
  );
  return ['| Parameter | Meaning | Values | Default |', '| --- | --- | --- | --- |', ...rows].join(
    '\n',
  );
}

/** The unit column: the code unit in words where it has them. */
const UNIT_WORDS: Readonly<Record<string, string>> = {
  s: 'seconds',
  ms: 'milliseconds',
  '×': 'ratio (×)',
  code: 'a code (word)',
};
const unitText = (unit: ResultUnit) => UNIT_WORDS[unit] ?? unit;

/**
 * The Markdown table of a panel's result ids, from its declaration alone: one row per result or
 * family (its id template), in page order; an id declared twice is listed once, with the first
 * declaration's words.
 */
export function resultTable(decls: readonly ResultDecl<never>[]): string {
  const seen = new Set<string>();
  const entries = decls.flatMap(docEntries).filter(({ id }) => !seen.has(id) && seen.add(id));
  // A "Shown" column only for a panel with modes: when each result is on the page.
  const modes = entries.some((e) => e.shown !== null);
  const rows = entries.map(
    ({ id, hint, unit, section, shown }) =>
      `| \`${id}\` | ${cell(hint)} | ${unitText(unit)} | \`${section}\` |${modes ? ` ${shown ?? 'always'} |` : ''}`,
  );
  const head = ['Result id', 'Meaning', 'Unit', 'Section', ...(modes ? ['Shown'] : [])];
  return [`| ${head.join(' | ')} |`, `|${head.map(() => ' --- |').join('')}`, ...rows].join('\n');
}

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
