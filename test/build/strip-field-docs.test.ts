import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseAst } from 'vite';
import { withoutDocs } from '../../build/strip-field-docs';
import { OVERLOAD_FIELDS } from '@/core/overload/fields';
import { ALERTS_FIELDS } from '@/core/alerts/fields';

describe('withoutDocs', () => {
  it('removes a literal doc property with its comma, and nothing else', () => {
    expect(withoutDocs(`f({ a: 1, doc: 'x, y', b: 2 });`)?.code).toBe(`f({ a: 1, b: 2 });`);
    expect(withoutDocs('f({ a: 1, doc: `t` });')?.code).toBe('f({ a: 1,  });');
    expect(withoutDocs(`f({ doc:\n  'long text',\n  label: 'L' });`)?.code).toBe(
      `f({ label: 'L' });`,
    );
  });

  it('keeps a doc that is computed or not a literal text, and a module without one', () => {
    expect(withoutDocs(`f({ doc: d, x: { doc: d ?? 'a' } });`)).toBeNull();
    expect(withoutDocs('f({ doc: `a${b}` });')).toBeNull();
    expect(withoutDocs(`f({ ['doc']: 'x', 'doc2': 'y' });`)).toBeNull();
    expect(withoutDocs(`const doc = 'x';`)).toBeNull();
  });

  it.each([
    ['overload', OVERLOAD_FIELDS],
    ['alerts', ALERTS_FIELDS],
  ] as const)(
    'leaves %s fields valid code with every label and hint but no doc text',
    (area, fields) => {
      const code = readFileSync(`src/core/${area}/fields.ts`, 'utf8');
      const out = withoutDocs(code)?.code ?? '';
      expect(() => parseAst(out, { lang: 'ts' })).not.toThrow();
      // A doc left out defaults to the label (core/fields/field.ts), which stays.
      const docs = fields.filter((f) => f.doc !== f.label).map((f) => f.doc);
      expect(docs.length).toBeGreaterThan(5);
      for (const doc of docs) expect(out).not.toContain(doc);
      // Labels and hints written in this file (a shared builder's are in its own module) stay.
      const kept = fields
        .flatMap((f) => [f.label, f.hint ?? ''])
        .filter((t) => t && code.includes(`'${t}'`));
      expect(kept.length).toBeGreaterThan(docs.length);
      for (const text of kept) expect(out).toContain(`'${text}'`);
    },
  );
});
