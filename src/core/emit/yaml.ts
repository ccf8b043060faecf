/**
 * YAML for the rule and config exports, written by the `yaml` library: block mappings and
 * sequences, two-space indents, no folding, keys in the order given, comments. Only export code
 * imports this module, so the library loads with the export chunks, never on the first load.
 *
 * Strings are quoted so that any text (PromQL selectors typed by the user) reads back exactly,
 * in YAML 1.2 and in YAML 1.1 parsers (Go's yaml.v2 in sloth): words such as `yes`, `on` or
 * `null` are quoted, and so is anything that could read as a number or a duration (`5m`).
 */
import {
  Document,
  Pair,
  parse,
  Scalar,
  YAMLMap,
  YAMLSeq,
  type DocumentOptions,
  type Node,
  type ScalarTag,
  type SchemaOptions,
  type ToStringOptions,
} from 'yaml';
import { commentLines } from './comments';

/** Text written exactly as it is, never quoted. */
class Verbatim {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** A number already written as decimal text (see configNumber), printed without quotes. */
export class YamlNumber extends Verbatim {}

/** A YAML value: a string, a boolean, a number, a sequence or a mapping. */
export type YamlValue = string | boolean | YamlNumber | readonly YamlValue[] | YamlMap;

/**
 * A mapping, written in key order. A key that starts with `#` is a comment (its value the
 * text, one line per `\n`); an undefined value leaves its key out. A mapping with no entries is
 * written `{}`, its comments left out.
 */
export interface YamlMap {
  readonly [key: string]: YamlValue | undefined;
}

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
    !RESERVED.test(text) &&
    readsAsItself(text)
  );
}

/**
 * True when YAML 1.2 and 1.1 readers both take the plain text for this very string: rules out the
 * rest of what 1.1's looser resolvers read as numbers (`e0`, `E10` are floats to some of them).
 */
function readsAsItself(text: string): boolean {
  const options = { uniqueKeys: false } as const;
  return (
    parse(text, { ...options, version: '1.2' }) === text &&
    parse(text, { ...options, version: '1.1' }) === text
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

/**
 * A double-quoted scalar: every character that is not printable escaped, so it stays on one
 * line. Written here, not by the library: its double quotes follow JSON.stringify, which leaves
 * C1 controls, U+2028, U+2029 and the byte-order mark raw, and YAML 1.1 readers refuse those.
 */
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

/** A string as a node: plain when safe, else single-quoted (printable ASCII), else double-quoted. */
function stringNode(text: string): Scalar {
  const node = new Scalar<unknown>(text);
  if (isPlainSafe(text)) node.type = Scalar.PLAIN;
  else if (/^[\x20-\x7e]*$/.test(text)) node.type = Scalar.QUOTE_SINGLE;
  else node.value = new Verbatim(doubleQuoted(text));
  return node;
}

/** Writes a Verbatim as its text, with no tag (the schema's default for it). */
const VERBATIM: ScalarTag = {
  tag: 'tag:reliability-lab,2026:verbatim',
  default: true,
  identify: (value) => value instanceof Verbatim,
  resolve: (text) => text,
  stringify: (item) => (item.value as Verbatim).text,
};

const DOCUMENT: DocumentOptions & SchemaOptions = { version: '1.2', customTags: [VERBATIM] };

const TO_STRING: ToStringOptions = {
  indent: 2,
  indentSeq: true,
  // No folding: a line is as long as its value.
  lineWidth: 0,
  // Comments are written as lines already (see comment below).
  commentString: (text) => text,
};

/**
 * Comment text as `# ` lines, one per line break (YAML 1.1's NEL, LS and PS included, so no
 * parser reads the rest of a line as data); an empty line is `#`.
 */
function comment(texts: readonly string[]): string {
  const lines = texts.flatMap((text) => text.split(/\r\n|[\n\r\x85\u2028\u2029]/));
  return commentLines(lines, '#').join('\n');
}

function isMap(value: YamlValue): value is YamlMap {
  return typeof value === 'object' && !Array.isArray(value) && !(value instanceof YamlNumber);
}

/**
 * A mapping's node. Comments before its first entry go on the mapping (above a sequence item's
 * dash), between entries on the next key, after the last entry at its end.
 */
function mapNode(map: YamlMap): YAMLMap {
  const node = new YAMLMap();
  let comments: string[] = [];
  for (const [key, value] of Object.entries(map)) {
    if (value === undefined) continue;
    if (key.startsWith('#')) {
      comments.push(typeof value === 'string' ? value : '');
      continue;
    }
    const keyNode = stringNode(key);
    if (comments.length > 0) {
      if (node.items.length === 0) node.commentBefore = comment(comments);
      else keyNode.commentBefore = comment(comments);
      comments = [];
    }
    node.items.push(new Pair(keyNode, valueNode(value)));
  }
  if (comments.length > 0) node.comment = comment(comments);
  return node;
}

function valueNode(value: YamlValue): Node {
  if (typeof value === 'string') return stringNode(value);
  if (typeof value === 'boolean' || value instanceof YamlNumber) return new Scalar(value);
  if (!isMap(value)) {
    const seq = new YAMLSeq<Node>();
    seq.items = value.map(valueNode);
    // Comments above the first item's dash go above the dash of a list that holds this one.
    const first = seq.items[0];
    if (first?.commentBefore)
      [seq.commentBefore, first.commentBefore] = [first.commentBefore, null];
    return seq;
  }
  const node = mapNode(value);
  return node.items.length > 0 ? node : new YAMLMap();
}

/** A string as the documents write it, as a value or a key: `api`, `'5m'`, `"é"`. */
export function yamlString(text: string): string {
  return new Document(stringNode(text), DOCUMENT).toString(TO_STRING).slice(0, -1);
}

/** One YAML document: the header lines as comments, then the mapping, ending in a newline. */
export function yamlDocument(value: YamlMap, header: readonly string[] = []): string {
  const root = mapNode(value);
  if (header.length > 0) {
    root.commentBefore = [comment(header), root.commentBefore].filter(Boolean).join('\n');
  }
  if (root.items.length === 0) {
    // Comments alone: an empty document, not `{}`.
    return `${[root.commentBefore, root.comment].filter(Boolean).join('\n')}\n`;
  }
  return new Document(root, DOCUMENT).toString(TO_STRING);
}

/** Several documents in one stream, separated by `---`. */
export function yamlStream(documents: readonly string[]): string {
  return documents.join('---\n');
}

/**
 * Reading YAML (promtool's test files, a rules file read back) with the same library, so this
 * module stays its one importer and it loads with the code that needs it.
 */
export { isMap, isScalar, isSeq, parse as parseYaml, parseDocument, type YAMLMap } from 'yaml';
export { Scalar as YamlScalar };
