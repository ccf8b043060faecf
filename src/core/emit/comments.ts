/**
 * Comment lines for the configs and rule files the panels write: what a snippet cannot express
 * or does differently, repeated where the reader pastes it.
 */

/**
 * `cannot`: the value cannot be expressed there, the snippet writes the nearest allowed one;
 * `warning`: allowed, but it does not behave as the panel assumes; `note`: a platform fact that
 * changes how to read the numbers.
 */
export type ConfigIssueLevel = 'cannot' | 'warning' | 'note';

export interface ConfigIssue {
  readonly level: ConfigIssueLevel;
  readonly text: string;
}

/**
 * What the comments repeat, without a comment marker: each `cannot` and `warning`, as
 * `CANNOT EXPRESS: …` or `WARNING: …` (notes stay beside the snippet, not in it).
 */
export function issueLines(issues: readonly ConfigIssue[]): string[] {
  return issues
    .filter((i) => i.level !== 'note')
    .map((i) => `${i.level === 'cannot' ? 'CANNOT EXPRESS' : 'WARNING'}: ${i.text}`);
}

/** Lines as comments: `# text`, `// text`; an empty line is the marker alone. */
export function commentLines(lines: readonly string[], marker: string): string[] {
  return lines.map((line) => (line ? `${marker} ${line}` : marker));
}
