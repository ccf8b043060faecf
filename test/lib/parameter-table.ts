import { valuesText } from '@/core/fields/describe';
import type { Schema } from '@/core/fields/schema';

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', '⏎');
const code = (text: string) => (text === '' ? '(empty)' : `\`${cell(text)}\``);

/** The Markdown table of a schema: one row per field, in the schema's order. */
export function parameterTable(schema: Schema): string {
  const rows = schema.map(
    (f) => `| \`${f.key}\` | ${cell(f.doc)} | ${cell(valuesText(f))} | ${code(f.default)} |`,
  );
  return ['| Parameter | Meaning | Values | Default |', '| --- | --- | --- | --- |', ...rows].join(
    '\n',
  );
}
