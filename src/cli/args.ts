import { valuesText } from '@/core/fields/describe';
import { defaultsOf, fieldOf, type InputsOf, type Schema } from '@/core/fields/schema';
import { FORMATS, isFormat, type Format } from './report';

/** A command line read against a panel's schema: the inputs as text, as a URL would hold them. */
export type ReadArgs<S extends Schema> =
  | { readonly ok: true; readonly inputs: InputsOf<S>; readonly format: Format }
  | { readonly ok: false; readonly error: string };

/**
 * Reads `[<positional>] --key value …` (also `--key=value` and `key=value`; `-` in a key reads
 * as `_`, so `--retry-after` is `retry_after`) against the schema: the same keys, defaults and
 * text as the panel's URL. Values are kept as text; the panel's parsers judge them.
 */
export function readArgs<S extends Schema>(
  schema: S,
  argv: readonly string[],
  positional?: S[number]['key'],
): ReadArgs<S> {
  const texts: Record<string, string> = { ...defaultsOf(schema) };
  let format: Format = 'table';
  let rest = argv;
  // The positional comes first, always: `--clients 5` alone is not a mode, not a quiet default.
  if (positional !== undefined) {
    texts[positional] = argv[0] ?? '';
    rest = argv.slice(1);
  }
  const fail = (error: string): ReadArgs<S> => ({ ok: false, error });
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? '';
    const flag = /^--([^=]+)(?:=(.*))?$/s.exec(arg) ?? /^([a-z][\w-]*)=(.*)$/s.exec(arg);
    if (!flag) return fail(`Expected --<param> <value> or <param>=<value>, got “${arg}”.`);
    const key = (flag[1] ?? '').replace(/-/g, '_');
    let value = flag[2];
    if (value === undefined && arg.startsWith('--')) value = rest[++i];
    if (value === undefined) return fail(`--${key} needs a value.`);
    if (key === 'format') {
      if (!isFormat(value))
        return fail(
          `--format must be ${FORMATS.slice(0, -1).join(', ')} or ${FORMATS.at(-1)}, not “${value}”.`,
        );
      format = value;
    } else if (fieldOf(schema, key) && key !== positional) {
      texts[key] = value;
    } else {
      return fail(`Unknown parameter --${key}.`);
    }
  }
  return { ok: true, inputs: texts as InputsOf<S>, format };
}

/** One line per field for `--help`: key, default, meaning and the values it takes. */
export function parameterHelp(schema: Schema, skip: readonly string[] = []): string {
  return schema
    .filter((f) => !skip.includes(f.key))
    .map((f) => {
      const shown = f.default === '' ? '(none)' : f.default;
      return `  --${f.key.padEnd(12)} ${shown.padEnd(8)} ${f.doc}; ${valuesText(f)}`;
    })
    .join('\n');
}
