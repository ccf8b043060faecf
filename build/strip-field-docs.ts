import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

/** The parts of an ESTree node this walk reads. */
interface Node {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly key?: Node;
  readonly name?: string;
  readonly value?: unknown;
  readonly computed?: boolean;
  readonly expressions?: readonly unknown[];
  readonly [child: string]: unknown;
}

const isNode = (x: unknown): x is Node =>
  typeof x === 'object' && x !== null && typeof (x as Node).type === 'string';

/** A literal text: a string, or a template without `${}`. */
const isText = (node: unknown): boolean =>
  isNode(node) &&
  ((node.type === 'Literal' && typeof node.value === 'string') ||
    (node.type === 'TemplateLiteral' && (node.expressions?.length ?? 0) === 0));

/**
 * The ranges of `doc: '…'` properties in a module: each from the property's start to the start of
 * the next property (or, for the last one, to the end of its value), so the comma goes with it.
 */
export function docPropertyRanges(code: string): [number, number][] {
  const ranges: [number, number][] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (!isNode(node)) return;
    if (node.type === 'ObjectExpression') {
      const props = (node.properties as readonly Node[]) ?? [];
      props.forEach((prop, i) => {
        const key = prop.key;
        const named = key?.type === 'Identifier' && key.name === 'doc' && !prop.computed;
        if (prop.type === 'Property' && named && isText(prop.value)) {
          const next = props[i + 1];
          ranges.push([prop.start, next ? next.start : (prop.value as Node).end]);
        }
      });
    }
    for (const [k, child] of Object.entries(node)) if (k !== 'type') visit(child);
  };
  visit(parseAst(code, { lang: 'ts' }));
  return ranges;
}

/** The module without its `doc` texts (see {@link stripFieldDocs}); null when it has none. */
export function withoutDocs(code: string): { code: string; map: unknown } | null {
  const ranges = docPropertyRanges(code);
  if (ranges.length === 0) return null;
  const s = new MagicString(code);
  for (const [start, end] of ranges) s.remove(start, end);
  return { code: s.toString(), map: s.generateMap({ hires: true }) };
}

/**
 * A field's `doc` (core/fields/field.ts) is the longer text that `npm run calc -- <panel> --help`,
 * `npm run sim` and the parameter tables of docs/url-parameters.md print; the page shows the
 * label and the hint instead. Every panel's fields are in the first load (the URL is decoded
 * before any panel draws), so in the browser build their docs would be about 2 KB gzip of text
 * that nothing reads. This removes each `doc: '<text>'` from the modules `include` matches, in
 * the build only: the CLI, the docs and the tests read the declarations as written.
 */
export function stripFieldDocs(include: RegExp): Plugin {
  return {
    name: 'reliability-lab:strip-field-docs',
    apply: 'build',
    transform: {
      filter: { id: include },
      handler(code, id) {
        if (!include.test(id)) return null;
        return withoutDocs(code) as { code: string; map: null } | null;
      },
    },
  };
}
