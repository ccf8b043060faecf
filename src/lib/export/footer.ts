/** Width of a text in pixels, at the footer's font (a canvas' `measureText`, or a stand-in). */
export type Measure = (text: string) => number;

/**
 * Breaks a text into lines no wider than `maxWidth`: at spaces, or inside a word (a long link)
 * when one word alone is too wide. Never returns an empty list for a non-empty text.
 */
export function wrapText(text: string, maxWidth: number, measure: Measure): string[] {
  const lines: string[] = [];
  let line = '';
  const push = (word: string) => {
    let rest = word;
    while (measure(rest) > maxWidth && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut)) > maxWidth) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  };
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= maxWidth) line = candidate;
    else {
      if (line) lines.push(line);
      push(word);
    }
  }
  if (line) lines.push(line);
  return lines;
}
