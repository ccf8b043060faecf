import type { Span } from './ast';
import type { Diagnostic } from './diagnostics';
import { syntaxMessages } from './parse-messages';

export const NAME_CHAR = /[A-Za-z0-9._-]/;
/** Where a written value (an availability, an option) ends. */
const VALUE_END = /[,()[\]\n]/;

export class TopologySyntaxError extends Error {
  readonly diagnostic: Diagnostic;
  constructor(diagnostic: Diagnostic) {
    super(diagnostic.message);
    this.diagnostic = diagnostic;
  }
}

/**
 * Reading the topology text character by character: position, whitespace, names and written
 * values, and stopping at the first error with its span. The grammar is in `parse.ts`.
 */
export class Scanner {
  protected pos = 0;
  protected readonly text: string;

  constructor(text: string) {
    this.text = text;
  }

  protected fail(message: string, start: number, end = start + 1): never {
    throw new TopologySyntaxError({ message, span: { start, end: Math.max(start, end) } });
  }

  protected peek(): string {
    return this.text[this.pos] ?? '';
  }

  protected eof(): boolean {
    return this.pos >= this.text.length;
  }

  protected skip(newlines: boolean): void {
    while (!this.eof()) {
      const c = this.peek();
      if (c === ' ' || c === '\t' || c === '\r' || (newlines && c === '\n')) this.pos += 1;
      else break;
    }
  }

  protected word(): Span {
    const start = this.pos;
    while (!this.eof() && NAME_CHAR.test(this.peek())) this.pos += 1;
    return { start, end: this.pos };
  }

  /** A written value up to the next delimiter, trimmed, with a trailing % removed. */
  protected value(): { value: string; span: Span } {
    this.skip(false);
    const start = this.pos;
    while (!this.eof() && !VALUE_END.test(this.peek()) && !/\s/.test(this.peek())) this.pos += 1;
    const spaced = /^[ \t]+%/.exec(this.text.slice(this.pos));
    if (spaced) this.pos += spaced[0].length;
    const trimmed = this.text.slice(start, this.pos);
    // An empty value is left to validation (“Enter an availability”), so the tree survives a
    // field cleared in the structured editor.
    const decimalComma = /^,(\d+)[ \t]*(?=[,)\]\n]|$)/.exec(this.text.slice(this.pos));
    if (/^\d+$/.test(trimmed) && decimalComma) {
      this.fail(
        syntaxMessages.decimalComma(trimmed, decimalComma[1] ?? ''),
        start,
        this.pos + decimalComma[0].length,
      );
    }
    return {
      value: trimmed.replace(/\s*%$/, ''),
      span: { start, end: start + trimmed.length },
    };
  }
}
