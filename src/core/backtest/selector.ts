/**
 * PromQL series selectors (`http_requests_total{job="api",code=~"5.."}`): parsing, matching against
 * a series' labels, and printing label sets. Also the label set of promtool's series notation,
 * which is the same syntax with `=` only.
 *
 * Syntax as Prometheus 3 reads it: an optional metric name (`[a-zA-Z_:][a-zA-Z0-9_:]*`), then
 * optionally `{…}` with matchers `name op value` separated by commas (a trailing comma allowed);
 * op is `=`, `!=`, `=~` or `!~`; values in double or single quotes (Go escapes: `\n`, `\t`, `\\`,
 * `\"`, `\u00e9`, …) or backticks (raw); a quoted name alone in the braces is the metric name
 * (`{"my.metric"}`), a quoted name before an op is a label name. A label the series lacks reads as
 * the empty string. Regexes are fully anchored and `.` matches a newline, as in Prometheus.
 *
 * Regexes: Prometheus uses Go's RE2; here they run as JavaScript RegExps after a translation that
 * keeps RE2's meaning for what both have and refuses, in words, what JavaScript would read
 * differently or RE2 does not have: lookaround, backreferences, inline flags other than a leading
 * `(?i)` or `(?s)`, `\p{…}` classes, `\C`, unknown escapes, repeat counts over 1000, and bytes
 * above 0x7F written as escapes. `\s` is RE2's ASCII `[\t\n\f\r ]`, `\a` the bell, `\z` the end,
 * `\A` the start, `\Q…\E` literal text, `[[:alpha:]]` and the other ASCII classes are expanded,
 * `(?P<name>…)` becomes `(?<name>…)`. Remaining difference: `.` and negated classes in JavaScript
 * match one UTF-16 unit, so a character outside the Basic Multilingual Plane (an emoji) counts as
 * two for `.` and for repeat counts.
 */
import { fail, ok, type Parsed } from '../input/parsed';

export type MatchOp = '=' | '!=' | '=~' | '!~';

export interface LabelMatcher {
  readonly name: string;
  readonly op: MatchOp;
  readonly value: string;
  /** The anchored regex, for `=~` and `!~`. */
  readonly regex?: RegExp;
}

export interface Selector {
  /** The text as the user wrote it, trimmed (for messages). */
  readonly text: string;
  /** The matchers, the metric name as `__name__ = name` first when given. */
  readonly matchers: readonly LabelMatcher[];
}

/** A failure with the 0-based offset in the text it points at. */
export interface ScanFailure {
  readonly ok: false;
  readonly error: string;
  readonly offset: number;
}

type Scan<T> = { readonly ok: true; readonly value: T; readonly end: number } | ScanFailure;

const scanFail = (offset: number, error: string): ScanFailure => ({ ok: false, error, offset });

function isNameStart(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95;
}
function isNameChar(c: number): boolean {
  return isNameStart(c) || (c >= 48 && c <= 57);
}
function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}
function skipSpaces(s: string, i: number, end: number): number {
  while (i < end && isSpace(s.charCodeAt(i))) i++;
  return i;
}

/**
 * A quoted string at s[i] (`"…"`, `'…'` with Go escapes, or `` `…` `` raw), as Prometheus' lexer
 * reads it: its value and the offset after the closing quote.
 */
export function scanQuoted(s: string, i: number, end = s.length): Scan<string> {
  const quote = s[i];
  if (quote !== '"' && quote !== "'" && quote !== '`')
    return scanFail(i, 'expected a quoted string');
  const start = i;
  i++;
  if (quote === '`') {
    const close = s.indexOf('`', i);
    if (close === -1 || close >= end) return scanFail(start, 'this raw string has no closing `');
    return { ok: true, value: s.slice(i, close), end: close + 1 };
  }
  let out = '';
  let chunk = i;
  while (i < end) {
    const c = s[i];
    if (c === quote) return { ok: true, value: out + s.slice(chunk, i), end: i + 1 };
    if (c === '\n') break;
    if (c !== '\\') {
      i++;
      continue;
    }
    out += s.slice(chunk, i);
    const escape = s[i + 1];
    const simple: Record<string, string> = {
      a: '\x07',
      b: '\b',
      f: '\f',
      n: '\n',
      r: '\r',
      t: '\t',
      v: '\v',
      '\\': '\\',
    };
    if (escape === undefined || i + 1 >= end) break;
    if (escape === quote) {
      out += quote;
      i += 2;
    } else if (simple[escape] !== undefined) {
      out += simple[escape];
      i += 2;
    } else {
      const kind =
        escape === 'x'
          ? { skip: 2, n: 2, base: 16 }
          : escape === 'u'
            ? { skip: 2, n: 4, base: 16 }
            : escape === 'U'
              ? { skip: 2, n: 8, base: 16 }
              : escape >= '0' && escape <= '7'
                ? { skip: 1, n: 3, base: 8 }
                : null;
      if (!kind) return scanFail(i, `unknown escape sequence \\${escape} in a string`);
      const digits = s.slice(i + kind.skip, i + kind.skip + kind.n);
      const pattern = kind.base === 16 ? /^[0-9a-fA-F]+$/ : /^[0-7]+$/;
      if (digits.length < kind.n || !pattern.test(digits))
        return scanFail(
          i,
          `the escape \\${escape} needs ${kind.n} ${kind.base === 16 ? 'hex' : 'octal'} digits`,
        );
      const code = parseInt(digits, kind.base);
      if (kind.n <= 3 && code > 0x7f)
        return scanFail(
          i,
          `the escape ${s.slice(i, i + kind.skip + kind.n)} is a byte above 0x7F: write the character itself or \\u${code.toString(16).padStart(4, '0')}`,
        );
      if (code > 0x10ffff || (code >= 0xd800 && code < 0xe000))
        return scanFail(i, 'this escape is not a valid Unicode code point');
      out += String.fromCodePoint(code);
      i += kind.skip + kind.n;
    }
    chunk = i;
  }
  return scanFail(start, `this string has no closing ${quote}`);
}

/** An RE2 ASCII class name → its members, written for inside a JavaScript class. */
const POSIX_CLASSES: Readonly<Record<string, string>> = {
  alnum: '0-9A-Za-z',
  alpha: 'A-Za-z',
  ascii: '\\x00-\\x7F',
  blank: '\\t ',
  cntrl: '\\x00-\\x1F\\x7F',
  digit: '0-9',
  graph: '!-~',
  lower: 'a-z',
  print: ' -~',
  punct: '!-\\/:-@\\[-`{-~',
  space: '\\t\\n\\v\\f\\r ',
  upper: 'A-Z',
  word: '0-9A-Za-z_',
  xdigit: '0-9A-Fa-f',
};

const RE2_SPACE = '\\t\\n\\f\\r ';

function escapeLiteral(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');
}

/**
 * An RE2 pattern as a JavaScript RegExp source with its flags, keeping RE2's meaning, or the
 * reason it cannot be (see the module's comment).
 */
export function re2ToJs(pattern: string): Parsed<{ source: string; flags: string }> {
  let flags = 's';
  let i = 0;
  const leading = /^\(\?([is]+)\)/.exec(pattern);
  if (leading) {
    if ((leading[1] ?? '').includes('i')) flags += 'i';
    i = leading[0].length;
  }
  let out = '';
  let inClass = false;
  let classStart = -1;
  const n = pattern.length;
  while (i < n) {
    const c = pattern[i] as string;
    if (c === '\\') {
      const e = pattern[i + 1];
      if (e === undefined) return fail('the regex ends with a lone backslash');
      if (e === 'Q') {
        const close = pattern.indexOf('\\E', i + 2);
        const literal = pattern.slice(i + 2, close === -1 ? n : close);
        out += escapeLiteral(literal);
        i = close === -1 ? n : close + 2;
        continue;
      }
      if (e === 'x' && pattern[i + 2] === '{') {
        const close = pattern.indexOf('}', i + 3);
        const hex = close === -1 ? '' : pattern.slice(i + 3, close);
        if (!/^[0-9a-fA-F]{1,6}$/.test(hex)) return fail('\\x{…} needs hex digits in the braces');
        const code = parseInt(hex, 16);
        if (code > 0xffff)
          return fail(
            `\\x{${hex}} is outside the Basic Multilingual Plane: write the character itself`,
          );
        out += `\\u${code.toString(16).padStart(4, '0')}`;
        i = close + 1;
        continue;
      }
      if (e >= '1' && e <= '9')
        return fail(`\\${e}: RE2 has no backreferences (write a character as \\x41)`);
      if (e === 'p' || e === 'P')
        return fail(`\\${e} Unicode classes are not supported here: list the characters instead`);
      if (e === 'C') return fail('\\C (any byte) is not supported here');
      if (e === 's' || e === 'S') {
        if (inClass && e === 'S') return fail('\\S inside [...] is not supported here');
        out += inClass ? RE2_SPACE : e === 's' ? `[${RE2_SPACE}]` : `[^${RE2_SPACE}]`;
        i += 2;
        continue;
      }
      if (!inClass && (e === 'A' || e === 'z')) {
        out += e === 'A' ? '^' : '$';
        i += 2;
        continue;
      }
      if (e === 'a') {
        out += '\\x07';
        i += 2;
        continue;
      }
      if (/[a-zA-Z]/.test(e) && !'dDwWbBfnrtvx0'.includes(e))
        return fail(`\\${e} is not an escape RE2 knows`);
      if (inClass && (e === 'b' || e === 'B'))
        return fail(`\\${e} inside [...] is not valid in RE2`);
      out += c + e;
      i += 2;
      continue;
    }
    if (inClass) {
      if (c === ']' && i > classStart) {
        inClass = false;
        out += ']';
        i++;
        continue;
      }
      if (c === ']') {
        out += '\\]';
        i++;
        continue;
      }
      if (c === '[' && pattern[i + 1] === ':') {
        const close = pattern.indexOf(':]', i + 2);
        const name = close === -1 ? '' : pattern.slice(i + 2, close);
        const members = POSIX_CLASSES[name];
        if (members === undefined)
          return fail(
            name.startsWith('^')
              ? `negated class [:${name}:] is not supported here`
              : `[:${name}:] is not a class RE2 knows`,
          );
        out += members;
        i = close + 2;
        continue;
      }
      if (c === '[') {
        out += '\\[';
        i++;
        continue;
      }
      out += c;
      i++;
      continue;
    }
    if (c === '[') {
      inClass = true;
      out += '[';
      i++;
      if (pattern[i] === '^') {
        out += '^';
        i++;
      }
      // A ']' right after '[' or '[^' is a member in RE2 (JavaScript would end the class).
      classStart = i;
      continue;
    }
    if (c === '(' && pattern[i + 1] === '?') {
      const rest = pattern.slice(i + 2);
      if (rest.startsWith(':')) {
        out += '(?:';
        i += 3;
      } else if (rest.startsWith('P<')) {
        out += '(?<';
        i += 4;
      } else if (/^<[A-Za-z_]/.test(rest)) {
        out += '(?<';
        i += 3;
      } else if (/^(?:=|!|<=|<!)/.test(rest)) {
        return fail('RE2 has no lookahead or lookbehind ((?=…), (?!…), (?<=…), (?<!…))');
      } else {
        return fail(
          'inline flags are supported only as a leading (?i) here: write (?i) at the start',
        );
      }
      continue;
    }
    if (c === '{') {
      const repeat = /^\{(\d+)(?:,(\d*))?\}/.exec(pattern.slice(i));
      if (repeat && (Number(repeat[1]) > 1000 || Number(repeat[2] || 0) > 1000))
        return fail('RE2 allows repeat counts up to 1000');
    }
    out += c;
    i++;
  }
  if (inClass) return fail('a [ has no closing ]');
  try {
    new RegExp(`^(?:${out})$`, flags);
  } catch (e) {
    return fail(`not a valid regular expression (${e instanceof Error ? e.message : String(e)})`);
  }
  return ok({ source: `^(?:${out})$`, flags });
}

function matcher(name: string, op: MatchOp, value: string): Parsed<LabelMatcher> {
  if (op === '=' || op === '!=') return ok({ name, op, value });
  const translated = re2ToJs(value);
  if (!translated.ok) return fail(`the regex "${value}": ${translated.error}`);
  return ok({
    name,
    op,
    value,
    regex: new RegExp(translated.value.source, translated.value.flags),
  });
}

/** Scans a metric name at s[i] (`[a-zA-Z_:][a-zA-Z0-9_:]*`); the end offset, i when none. */
function scanMetricName(s: string, i: number, end: number): number {
  const c = s.charCodeAt(i);
  if (i >= end || !(isNameStart(c) || c === 58)) return i;
  i++;
  while (i < end) {
    const d = s.charCodeAt(i);
    if (!(isNameChar(d) || d === 58)) break;
    i++;
  }
  return i;
}

/**
 * Scans a selector or a series' label set starting at s[start]: an optional metric name, then
 * optionally `{…}`. With `equalityOnly` (series notation), only `=` matchers are allowed. Stops
 * right after the name or the closing brace.
 */
export function scanSelector(
  s: string,
  start: number,
  end = s.length,
  equalityOnly = false,
): Scan<LabelMatcher[]> {
  const matchers: LabelMatcher[] = [];
  let i = skipSpaces(s, start, end);
  const nameEnd = scanMetricName(s, i, end);
  let hasName = false;
  if (nameEnd > i) {
    matchers.push({ name: '__name__', op: '=', value: s.slice(i, nameEnd) });
    hasName = true;
    i = nameEnd;
    const next = skipSpaces(s, i, end);
    if (s[next] === '(')
      return scanFail(
        next,
        'a function call is not a selector: write only the series, e.g. http_requests_total{job="api"}',
      );
    if (s[next] === '{') i = next;
  }
  if (s[i] !== '{') {
    if (!hasName)
      return scanFail(
        i,
        i >= end ? 'expected a metric name or {' : `expected a metric name or { at “${s[i]}”`,
      );
    return { ok: true, value: matchers, end: i };
  }
  const brace = i;
  i++;
  for (;;) {
    i = skipSpaces(s, i, end);
    if (i >= end) return scanFail(brace, 'the { has no closing }');
    if (s[i] === '}') {
      i++;
      break;
    }
    let name: string;
    const itemStart = i;
    if (s[i] === '"' || s[i] === "'" || s[i] === '`') {
      const quoted = scanQuoted(s, i, end);
      if (!quoted.ok) return quoted;
      name = quoted.value;
      i = skipSpaces(s, quoted.end, end);
      if (s[i] === ',' || s[i] === '}') {
        if (hasName) return scanFail(itemStart, 'the metric name is given twice');
        matchers.unshift({ name: '__name__', op: '=', value: name });
        hasName = true;
        if (s[i] === ',') i++;
        continue;
      }
    } else {
      if (!isNameStart(s.charCodeAt(i)))
        return scanFail(
          i,
          `expected a label name at “${s[i]}” (letters, digits and _, not starting with a digit)`,
        );
      const nameStart = i;
      while (i < end && isNameChar(s.charCodeAt(i))) i++;
      name = s.slice(nameStart, i);
      i = skipSpaces(s, i, end);
    }
    let op: MatchOp;
    if (s.startsWith('=~', i)) op = '=~';
    else if (s.startsWith('!~', i)) op = '!~';
    else if (s.startsWith('!=', i)) op = '!=';
    else if (s[i] === '=') op = '=';
    else return scanFail(i, `expected =, !=, =~ or !~ after the label ${name}`);
    if (equalityOnly && op !== '=')
      return scanFail(
        i,
        `a series' labels take = only, not ${op} (this is a series, not a selector)`,
      );
    i = skipSpaces(s, i + op.length, end);
    const quoted = scanQuoted(s, i, end);
    if (!quoted.ok)
      return s[i] === '"' || s[i] === "'" || s[i] === '`'
        ? quoted
        : scanFail(i, `the value of ${name} must be quoted, e.g. ${name}${op}"value"`);
    if (name === '__name__' && hasName && !equalityOnly)
      return scanFail(itemStart, 'the metric name is given twice');
    if (equalityOnly && matchers.some((m) => m.name === name))
      return scanFail(itemStart, `the label ${name} is given twice`);
    const made = matcher(name, op, quoted.value);
    if (!made.ok) return scanFail(i, made.error);
    matchers.push(made.value);
    i = skipSpaces(s, quoted.end, end);
    if (s[i] === ',') {
      i++;
      continue;
    }
    if (s[i] === '}') {
      i++;
      break;
    }
    return i >= end
      ? scanFail(brace, 'the { has no closing }')
      : scanFail(i, `expected , or } at “${s[i]}”`);
  }
  return { ok: true, value: matchers, end: i };
}

function matchOne(m: LabelMatcher, value: string): boolean {
  switch (m.op) {
    case '=':
      return value === m.value;
    case '!=':
      return value !== m.value;
    case '=~':
      return (m.regex as RegExp).test(value);
    case '!~':
      return !(m.regex as RegExp).test(value);
  }
}

/**
 * Reads a PromQL series selector: `http_requests_total{job="api",code=~"5.."}`, `{__name__="x"}`,
 * `up`. Errors say what is wrong and at which column (1-based) of the text.
 */
export function parseSelector(text: string): Parsed<Selector> {
  const trimmed = text.trim();
  if (trimmed === '') return fail('enter a selector, for example http_requests_total{job="api"}.');
  const scanned = scanSelector(trimmed, 0);
  const at = (offset: number) => `column ${offset + 1}: `;
  if (!scanned.ok) return fail(at(scanned.offset) + scanned.error + '.');
  const rest = skipSpaces(trimmed, scanned.end, trimmed.length);
  if (rest < trimmed.length) {
    const tail = trimmed.slice(rest);
    if (tail.startsWith('['))
      return fail(
        `${at(rest)}a selector only, without a range: remove ${/^\[[^\]]*\]?/.exec(tail)?.[0] ?? '['}.`,
      );
    return fail(`${at(rest)}a selector only: “${tail}” after it is not part of one.`);
  }
  const matchers = scanned.value;
  // As Prometheus: at least one matcher must not match the empty string.
  if (matchers.every((m) => matchOne(m, '')))
    return fail(
      'a selector must have a metric name or a matcher that does not match the empty string, e.g. {job="api"}.',
    );
  return ok({ text: trimmed, matchers });
}

/** True when a series' labels satisfy every matcher (a missing label reads as ""). */
export function matchesSelector(
  selector: Selector,
  labels: Readonly<Record<string, string>>,
): boolean {
  return selector.matchers.every((m) =>
    matchOne(m, Object.hasOwn(labels, m.name) ? (labels[m.name] as string) : ''),
  );
}

function quoteValue(value: string): string {
  return JSON.stringify(value);
}

/** A label set as Prometheus prints it: `http_requests_total{code="500", job="api"}`, sorted. */
export function formatLabels(labels: Readonly<Record<string, string>>): string {
  const name = labels.__name__;
  const rest = Object.keys(labels)
    .filter((k) => k !== '__name__')
    .sort()
    .map(
      (k) =>
        `${/^[a-zA-Z_][a-zA-Z0-9_]*$/.test(k) ? k : quoteValue(k)}=${quoteValue(labels[k] ?? '')}`,
    );
  if (name !== undefined && !/^[a-zA-Z_:][a-zA-Z0-9_:]*$/.test(name))
    return `{${[quoteValue(name), ...rest].join(', ')}}`;
  const metric = name ?? '';
  if (rest.length === 0) return metric === '' ? '{}' : metric;
  return `${metric}{${rest.join(', ')}}`;
}

/** A key identifying a label set (sorted), for finding duplicates. */
export function labelsKey(labels: Readonly<Record<string, string>>): string {
  return JSON.stringify(
    Object.keys(labels)
      .sort()
      .map((k) => [k, labels[k]]),
  );
}

/** The label set of matchers that are all `=` (a series description). */
export function labelsOf(matchers: readonly LabelMatcher[]): Record<string, string> {
  // fromEntries defines own properties, so even a label named __proto__ is kept as a label.
  return Object.fromEntries(matchers.map((m) => [m.name, m.value]));
}
