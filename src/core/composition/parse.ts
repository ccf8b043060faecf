import {
  MAX_BLOCKS,
  MAX_DEPTH,
  MAX_TEXT_LENGTH,
  OPTION_NAMES,
  type BlockNode,
  type GroupKind,
  type GroupNode,
  type GroupOption,
  type OptionName,
  type Span,
  type Topology,
} from './ast';
import { closest, where, type Diagnostic } from './diagnostics';
import { syntaxMessages as say } from './parse-messages';
import { NAME_CHAR, Scanner, TopologySyntaxError } from './scanner';

const KOFN = /^(\d+)of(\d+)$/;

export type SyntaxResult =
  | { readonly ok: true; readonly topology: Topology }
  | { readonly ok: false; readonly error: Diagnostic };

/**
 * Reads the topology language into a syntax tree, or the first syntax error with its place.
 * Values are kept as written; whether they make sense is `validate`'s business, so that a bad
 * number still leaves a tree the structured editor can show.
 */
export function parseSyntax(text: string): SyntaxResult {
  if (text.length > MAX_TEXT_LENGTH) {
    return {
      ok: false,
      error: {
        message: say.tooLong(text.length),
        span: { start: MAX_TEXT_LENGTH, end: text.length },
      },
    };
  }
  try {
    return { ok: true, topology: new Parser(text).topology() };
  } catch (e) {
    if (e instanceof TopologySyntaxError) return { ok: false, error: e.diagnostic };
    throw e;
  }
}

/** The grammar: blocks, components, groups and their options. */
class Parser extends Scanner {
  private count = 0;

  topology(): Topology {
    const blocks: BlockNode[] = [];
    this.skip(true);
    if (this.eof()) this.fail(say.empty(), 0, 0);
    for (;;) {
      blocks.push(this.block(0));
      this.skip(false);
      if (this.eof()) break;
      const c = this.peek();
      if (c === ',' || c === '\n') {
        this.pos += 1;
        this.skip(true);
        if (this.eof()) break;
        continue;
      }
      if (c === ')' || c === ']') this.fail(say.closesNothing(c), this.pos);
      this.fail(say.expectedNextBlock(c), this.pos);
    }
    return { blocks };
  }

  private block(depth: number): BlockNode {
    const start = this.pos;
    const c = this.peek();
    // The end of the text ('') is no name character either.
    if (!NAME_CHAR.test(c)) this.fail(say.expectedBlock(c), start);
    this.count += 1;
    if (this.count > MAX_BLOCKS) this.fail(say.tooManyBlocks(this.count), start);
    const nameSpan = this.word();
    const name = this.text.slice(nameSpan.start, nameSpan.end);
    this.skip(false);
    const next = this.peek();
    if (next === ':') return this.component(name, nameSpan);
    if (next === '(' || next === '[') return this.group(name, nameSpan, depth);
    if (NAME_CHAR.test(next)) {
      const rest = /^[A-Za-z0-9._-]+/.exec(this.text.slice(this.pos))?.[0] ?? '';
      this.fail(say.spaceInName(name, rest), nameSpan.start, this.pos + rest.length);
    }
    if (next === '' || next === '\n' || next === ',' || next === ')') {
      this.fail(say.needsAvailability(name), nameSpan.start, nameSpan.end);
    }
    this.fail(say.unexpectedAfterName(next, name), this.pos);
  }

  private component(name: string, nameSpan: Span): BlockNode {
    this.pos += 1; // ':'
    const { value, span } = this.value();
    return {
      kind: 'component',
      name,
      value,
      span: { start: nameSpan.start, end: span.end },
      nameSpan,
      valueSpan: span,
    };
  }

  private group(head: string, headSpan: Span, depth: number): GroupNode {
    if (depth + 1 > MAX_DEPTH) this.fail(say.tooDeep(), headSpan.start, headSpan.end);
    const kind = groupKind(head);
    if (!kind) {
      const guess = closest(head, ['series', 'parallel']);
      this.fail(say.unknownGroup(head, guess), headSpan.start, headSpan.end);
    }
    const counts = KOFN.exec(head);
    const options = this.peek() === '[' ? this.options() : {};
    this.skip(false);
    if (this.peek() !== '(') this.fail(say.expectedMembers(head, this.peek()), this.pos);
    const open = this.pos;
    this.pos += 1;
    const members: BlockNode[] = [];
    const unclosed = () => this.fail(say.neverClosed(head, where(this.text, open)), open);
    for (;;) {
      this.skip(true);
      if (this.peek() === ')') break;
      if (this.eof()) unclosed();
      members.push(this.block(depth + 1));
      this.skip(true);
      const c = this.peek();
      if (c === ',') {
        this.pos += 1;
        continue;
      }
      if (c === ')') break;
      if (this.eof()) unclosed();
      if (c === ']') this.fail(say.wrongCloser(head, where(this.text, open)), this.pos);
      this.fail(say.expectedMemberSeparator(head, c), this.pos);
    }
    this.pos += 1; // ')'
    return {
      kind,
      ...(counts ? { k: Number(counts[1]), n: Number(counts[2]) } : {}),
      options,
      members,
      span: { start: headSpan.start, end: this.pos },
      headSpan,
    };
  }

  private options(): Partial<Record<OptionName, GroupOption>> {
    const open = this.pos;
    this.pos += 1; // '['
    const options: Partial<Record<OptionName, GroupOption>> = {};
    const unclosed = () => this.fail(say.optionsNeverClosed(where(this.text, open)), open);
    for (;;) {
      this.skip(true);
      if (this.eof()) unclosed();
      const span = this.word();
      const name = this.text.slice(span.start, span.end);
      if (name === '') this.fail(say.expectedOption(this.peek()), this.pos);
      if (!(OPTION_NAMES as readonly string[]).includes(name)) {
        const guess = closest(name, OPTION_NAMES);
        this.fail(say.unknownOption(name, guess), span.start, span.end);
      }
      const key = name as OptionName;
      if (options[key]) this.fail(say.optionTwice(name), span.start, span.end);
      this.skip(false);
      if (this.peek() !== '=') {
        this.fail(say.expectedEquals(name, key === 'ccf' ? '5' : '99.9'), this.pos);
      }
      this.pos += 1;
      const { value, span: valueSpan } = this.value();
      options[key] = { value, span: valueSpan };
      this.skip(true);
      const c = this.peek();
      if (c === ',') {
        this.pos += 1;
        continue;
      }
      if (c === ']') break;
      if (this.eof()) unclosed();
      this.fail(say.expectedOptionSeparator(name, c), this.pos);
    }
    this.pos += 1; // ']'
    return options;
  }
}

function groupKind(head: string): GroupKind | null {
  if (head === 'series' || head === 'parallel') return head;
  return KOFN.test(head) ? 'kofn' : null;
}
