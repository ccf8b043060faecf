/** CSV for the results exports and the CLI (RFC 4180). */

/** A field, quoted when it holds a comma, a quote or a line break; quotes doubled. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * One record per row, fields quoted where needed. The caller joins them: RFC 4180's CRLF for
 * files, `\n` for a terminal.
 */
export function csvRecords(rows: ReadonlyArray<readonly string[]>): string[] {
  return rows.map((row) => row.map(csvField).join(','));
}
