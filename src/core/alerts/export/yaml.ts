/**
 * A small YAML writer for the rule exports: block mappings and sequences, comments, and
 * strings quoted so that any text (PromQL selectors typed by the user) reads back exactly.
 * YAML 1.2, read the same by YAML 1.1 parsers (Go's yaml.v2 in sloth): words such as `yes`,
 * `on` or `null` are quoted.
 */

/** A number already written as decimal text (see ruleNumber), printed without quotes. */
export class YamlNumber {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** A YAML value: a string, a boolean, a number, a sequence or a mapping. */
export type YamlValue = string | boolean | YamlNumber | readonly YamlValue[] | YamlMap;

/**
 * A mapping, written in key order. A key that starts with `#` is a comment (its value the
 * text, one line per `\n`); an undefined value leaves its key out.
 */
export interface YamlMap {
  readonly [key: string]: YamlValue | undefined;
}

const INDENT = '  ';

/** Words YAML 1.1 or 1.2 reads as booleans or null. */
const RESERVED = /^(?:y|n|yes|no|true|false|on|off|null)$/i;

/** Plain (unquoted) only when it cannot read as anything else: starts with a letter, printable ASCII. */
function isPlainSafe(text: string): boolean {
  return (
    /^[A-Za-z_][\x20-\x7e]*$/.test(text) &&
    !text.endsWith(' ') &&
    !text.endsWith(':') &&
    !text.includes(': ') &&
    !text.includes(' #') &&
    !RESERVED.test(text)
  );
}

function hex(code: number, digits: number): string {
  return code.toString(16).toUpperCase().padStart(digits, '0');
}

const NAMED_ESCAPES: Readonly<Record<string, string>> = {
  '"': '\\"',
  '\\': '\\\\',
  '\n': '\\n',
  '\t': '\\t',
  '\r': '\\r',
  '\0': '\\0',
};

/** Characters a YAML stream may not hold raw (c-printable's complement), or that some parsers take for line breaks. */
function needsEscape(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x2028 ||
    code === 0x2029 ||
    (code >= 0xd800 && code <= 0xdfff) ||
    code === 0xfeff ||
    code === 0xfffe ||
    code === 0xffff
  );
}

/** A double-quoted scalar: every character that is not printable escaped, so it stays on one line. */
function doubleQuoted(text: string): string {
  let out = '"';
  // for…of walks code points; a lone surrogate comes through on its own and is escaped.
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    const named = NAMED_ESCAPES[ch];
    if (named !== undefined) out += named;
    else if (needsEscape(code)) out += code <= 0xff ? `\\x${hex(code, 2)}` : `\\u${hex(code, 4)}`;
    else out += ch;
  }
  return `${out}"`;
}

/** A string as a YAML scalar: plain when safe, else single-quoted (printable ASCII), else double-quoted. */
export function yamlString(text: string): string {
  if (isPlainSafe(text)) return text;
  if (/^[\x20-\x7e]*$/.test(text)) return `'${text.replaceAll("'", "''")}'`;
  return doubleQuoted(text);
}

function isMap(value: YamlValue): value is YamlMap {
  return typeof value === 'object' && !Array.isArray(value) && !(value instanceof YamlNumber);
}

function isEmptyCollection(value: YamlValue): boolean {
  if (Array.isArray(value)) return value.length === 0;
  return (
    isMap(value) && !Object.entries(value).some(([k, v]) => !k.startsWith('#') && v !== undefined)
  );
}

/** A scalar or an empty collection, written on the line of its key or dash. */
function inline(value: YamlValue): string {
  if (typeof value === 'string') return yamlString(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof YamlNumber) return value.text;
  return Array.isArray(value) ? '[]' : '{}';
}

function comment(text: string, indent: string, out: string[]): void {
  for (const line of text.split('\n')) out.push(line ? `${indent}# ${line}` : `${indent}#`);
}

function writeMap(map: YamlMap, indent: string, out: string[]): void {
  for (const [key, value] of Object.entries(map)) {
    if (value === undefined) continue;
    if (key.startsWith('#')) {
      comment(typeof value === 'string' ? value : '', indent, out);
    } else if (
      typeof value === 'object' &&
      !(value instanceof YamlNumber) &&
      !isEmptyCollection(value)
    ) {
      out.push(`${indent}${yamlString(key)}:`);
      writeBlock(value, indent + INDENT, out);
    } else {
      out.push(`${indent}${yamlString(key)}: ${inline(value)}`);
    }
  }
}

function writeList(list: readonly YamlValue[], indent: string, out: string[]): void {
  for (const item of list) {
    if (typeof item !== 'object' || item instanceof YamlNumber || isEmptyCollection(item)) {
      out.push(`${indent}- ${inline(item)}`);
      continue;
    }
    const lines: string[] = [];
    writeBlock(item, indent + INDENT, lines);
    // Comments before the item's first entry go above its dash; the first entry takes the dash.
    const first = lines.findIndex((line) => !line.trimStart().startsWith('#'));
    lines.forEach((line, i) => {
      if (i < first) out.push(indent + line.trimStart());
      else if (i === first) out.push(`${indent}- ${line.slice(indent.length + INDENT.length)}`);
      else out.push(line);
    });
  }
}

function writeBlock(value: YamlMap | readonly YamlValue[], indent: string, out: string[]): void {
  if (Array.isArray(value)) writeList(value as readonly YamlValue[], indent, out);
  else writeMap(value as YamlMap, indent, out);
}

/** One YAML document: the header lines as comments, then the mapping, ending in a newline. */
export function yamlDocument(value: YamlMap, header: readonly string[] = []): string {
  const out: string[] = [];
  for (const line of header) comment(line, '', out);
  writeMap(value, '', out);
  return `${out.join('\n')}\n`;
}

/** Several documents in one stream, separated by `---`. */
export function yamlStream(documents: readonly string[]): string {
  return documents.join('---\n');
}
