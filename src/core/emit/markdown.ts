/**
 * Markdown for the results exports and the CLI: one escaping rule for every cell and title.
 */

/** Text on one Markdown line: backslashes and pipes escaped, line breaks (and the space around them) as one space. */
export function markdownText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .trim();
}

/** A GitHub-flavoured Markdown table, one line per row, every cell escaped by markdownText. */
export function markdownTable(
  columns: readonly string[],
  rows: ReadonlyArray<readonly string[]>,
): string[] {
  const line = (cells: readonly string[]) => `| ${cells.map(markdownText).join(' | ')} |`;
  return [line(columns), `|${columns.map(() => ' --- ').join('|')}|`, ...rows.map(line)];
}
