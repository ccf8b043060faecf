import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { PANELS } from '@/app/panels';
import { parameterTable } from './parameter-table';

/**
 * docs/url-parameters.md holds each panel's parameter table between markers; the table is made
 * from the panel's schema here, so it can never drift from the code. After changing a schema,
 * regenerate with `npm run docs`.
 */
const DOC = resolve(import.meta.dirname, '../../docs/url-parameters.md');

const marker = (id: string, end: boolean) => `<!-- parameters:${id}:${end ? 'end' : 'start'} -->`;

/** The doc with every panel's table replaced by the one its schema makes, formatted by Prettier. */
async function generated(doc: string): Promise<string> {
  let out = doc;
  for (const panel of PANELS) {
    const start = marker(panel.id, false);
    const end = marker(panel.id, true);
    const from = out.indexOf(start);
    const to = out.indexOf(end);
    if (from < 0 || to < from) throw new Error(`docs/url-parameters.md has no ${start} … ${end}`);
    out = `${out.slice(0, from + start.length)}\n\n${parameterTable(panel.params)}\n\n${out.slice(to)}`;
  }
  return format(out, { ...(await resolveConfig(DOC)), filepath: DOC });
}

describe('docs/url-parameters.md', () => {
  it('lists every panel’s parameters exactly as its schema declares them', async () => {
    const doc = readFileSync(DOC, 'utf8');
    const expected = await generated(doc);
    if (process.env.UPDATE_DOCS === '1' && expected !== doc) writeFileSync(DOC, expected);
    else expect(doc, 'run `npm run docs` after changing a schema').toBe(expected);
  });

  it('names every parameter of every panel, once', () => {
    const doc = readFileSync(DOC, 'utf8');
    for (const panel of PANELS) {
      const section = doc.slice(
        doc.indexOf(marker(panel.id, false)),
        doc.indexOf(marker(panel.id, true)),
      );
      for (const field of panel.params) {
        expect(
          section.match(new RegExp(`^\\| \`${field.key}\` +\\|`, 'gm')),
          field.key,
        ).toHaveLength(1);
      }
    }
  });
});
