import { docEntries, type ResultDecl, type ResultUnit } from '@/lib/results/declare';

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

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
