import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { YamlNumber, yamlDocument, yamlStream, yamlString, type YamlMap } from '@/core/emit/yaml';
import { runs } from '../property-runs';

// Expected values worked by hand from the YAML 1.2 spec (plain, single- and double-quoted
// scalars, c-printable).

describe('yamlString', () => {
  it('plain when it cannot read as anything else', () => {
    expect(yamlString('api')).toBe('api');
    expect(yamlString('a')).toBe('a');
    expect(yamlString('_x')).toBe('_x');
    expect(yamlString('a:b')).toBe('a:b');
    expect(yamlString('a#b')).toBe('a#b');
    expect(yamlString("it's")).toBe("it's");
    expect(yamlString('a b~')).toBe('a b~');
  });

  it('single-quoted when plain would mislead, quotes doubled', () => {
    expect(yamlString('')).toBe("''");
    expect(yamlString('5m')).toBe("'5m'");
    expect(yamlString('-x')).toBe("'-x'");
    expect(yamlString('a ')).toBe("'a '");
    expect(yamlString('a:')).toBe("'a:'");
    expect(yamlString('a: b')).toBe("'a: b'");
    expect(yamlString('a #b')).toBe("'a #b'");
    expect(yamlString('yes')).toBe("'yes'");
    expect(yamlString('Off')).toBe("'Off'");
    expect(yamlString('N')).toBe("'N'");
    expect(yamlString('NULL')).toBe("'NULL'");
    expect(yamlString('yesno')).toBe('yesno');
    expect(yamlString('nully')).toBe('nully');
    expect(yamlString("'q'")).toBe("'''q'''");
    expect(yamlString("a'b'c")).toBe("a'b'c");
    expect(yamlString("(a'b)")).toBe("'(a''b)'");
    expect(yamlString('~')).toBe("'~'");
    expect(yamlString(' ')).toBe("' '");
  });

  it('double-quoted with escapes when not printable ASCII', () => {
    expect(yamlString('é')).toBe('"é"');
    expect(yamlString('aé')).toBe('"aé"');
    expect(yamlString('a\nb')).toBe('"a\\nb"');
    expect(yamlString('\t"\\\r\0')).toBe('"\\t\\"\\\\\\r\\0"');
    expect(yamlString('\x01\x1f')).toBe('"\\x01\\x1F"');
    expect(yamlString('\x7f\x80\x9f')).toBe('"\\x7F\\x80\\x9F"');
    // U+00A0 and U+00FF are printable: kept as they are.
    expect(yamlString('\xa0\xff\u0100')).toBe('"\xa0\xff\u0100"');
    expect(yamlString('\u2027\u2028\u2029\u202a')).toBe('"\u2027\\u2028\\u2029\u202a"');
    expect(yamlString('\ud7ff\ud800x\udfff\ue000')).toBe('"\ud7ff\\uD800x\\uDFFF\ue000"');
    expect(yamlString('\ufefe\ufeff\ufffd\ufffe\uffff')).toBe(
      '"\ufefe\\uFEFF\ufffd\\uFFFE\\uFFFF"',
    );
    expect(yamlString('🚀')).toBe('"🚀"');
    expect(yamlString('\x20\x7e\x85')).toBe('" ~\\x85"');
  });
});

describe('yamlDocument and yamlStream', () => {
  it('writes mappings, lists, scalars, comments and empty collections', () => {
    const text = yamlDocument(
      {
        '#top': 'one\n\ntwo',
        '#not text': true,
        name: 'x',
        skipped: undefined,
        num: new YamlNumber('1.50'),
        yes: true,
        no: false,
        empty: [],
        none: {},
        onlyComments: { '#c': 'c', gone: undefined },
        list: [
          'a',
          new YamlNumber('2'),
          false,
          [],
          {},
          ['b', 'c'],
          { '#note': 'above the dash', k: 'v', m: { z: 'w' } },
        ],
        nested: { deeper: { key: '5m' } },
      },
      ['header', 'two\nlines', ''],
    );
    expect(text).toBe(
      [
        '# header',
        '# two',
        '# lines',
        '#',
        '# one',
        '#',
        '# two',
        '#',
        'name: x',
        'num: 1.50',
        "'yes': true",
        "'no': false",
        'empty: []',
        'none: {}',
        'onlyComments: {}',
        'list:',
        '  - a',
        '  - 2',
        '  - false',
        '  - []',
        '  - {}',
        '  - - b',
        '    - c',
        '  # above the dash',
        '  - k: v',
        '    m:',
        '      z: w',
        'nested:',
        '  deeper:',
        "    key: '5m'",
        '',
      ].join('\n'),
    );
  });

  it('a document with no header, and streams joined by ---', () => {
    expect(yamlDocument({ a: 'b' })).toBe('a: b\n');
    expect(yamlStream(['a: 1\n', 'b: 2\n'])).toBe('a: 1\n---\nb: 2\n');
    expect(yamlStream(['a: 1\n'])).toBe('a: 1\n');
  });
});

describe('comments', () => {
  it('starts a new comment line at every line break, YAML 1.1 ones included', () => {
    expect(yamlDocument({ '#c': 'a\r\nb\rc\u0085d\u2028e\u2029f', k: 'v' }, ['h\ri'])).toBe(
      ['# h', '# i', '# a', '# b', '# c', '# d', '# e', '# f', 'k: v', ''].join('\n'),
    );
  });

  it('goes above the outermost dash of nested lists, and at the end of a mapping', () => {
    expect(yamlDocument({ l: [[{ '#c': 'above', k: 'v' }]], m: { k: 'v', '#end': 'after' } })).toBe(
      ['l:', '  # above', '  - - k: v', 'm:', '  k: v', '  # after', ''].join('\n'),
    );
  });

  it('between two entries of a mapping: above the next key, not above the mapping', () => {
    expect(yamlDocument({ m: { a: 'x', '#c': 'note', b: 'w' } })).toBe(
      ['m:', '  a: x', '  # note', '  b: w', ''].join('\n'),
    );
  });

  it('a document of comments alone is an empty document', () => {
    expect(yamlDocument({ '#c': 'only', gone: undefined }, ['h'])).toBe('# h\n# only\n');
    expect(yamlDocument({})).toBe('\n');
  });
});

it('quotes what a YAML 1.1 reader could take for a number (a key or a value like e0)', () => {
  // The library's 1.1 schema reads a plain `e0` as a float; the writer quotes it (found by the
  // read-back property below with the key `e0` over an empty list).
  expect(yamlDocument({ e0: [], E10: 'e5', e: 'x1e5' })).toBe("'e0': []\n'E10': 'e5'\ne: x1e5\n");
});

it('a text over 1024 characters ending in a colon is quoted, as a key or a value', () => {
  const long = `${'x'.repeat(1100)}:`;
  expect(yamlString(long)).toBe(`'${long}'`);
  expect(parse(yamlDocument({ k: long, [long]: 'v' }))).toEqual({ k: long, [long]: 'v' });
});

it('a key longer than YAML’s 1024-character limit for implicit keys is written as an explicit key', () => {
  const key = 'k'.repeat(1100);
  expect(yamlDocument({ [key]: 'v' })).toBe(`? ${key}\n: v\n`);
});

/** Any text, with the characters YAML treats specially. */
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({
    unit: fc.constantFrom(...'{}[]"\'#:,-?|>&*!%@`\\ \t\n\r\u0085\u2028\ufeff\x7f'.split('')),
  }),
  fc.constantFrom('yes', 'Off', 'null', '~', '5m', '1e3', '0x1F', '12:30', '.inf', '---', ''),
);

const tree = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    anyText,
    fc.boolean(),
    fc.integer(),
    tie('list'),
    tie('map'),
  ),
  list: fc.array(tie('value'), { maxLength: 4 }),
  map: fc.dictionary(
    anyText.filter((k) => !k.startsWith('#')),
    tie('value'),
    { maxKeys: 4 },
  ),
}));

/** The tree as the writer takes it: integers as YamlNumber, a comment before every key. */
function toYaml(value: unknown): unknown {
  if (typeof value === 'number') return new YamlNumber(String(value));
  if (Array.isArray(value)) return value.map(toYaml);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).flatMap(([k, v]) => [
        [`#${k}`, k],
        [k, toYaml(v)],
      ]),
    );
  }
  return value;
}

describe('properties', () => {
  it('every document reads back as what was written, in YAML 1.2 and 1.1', () => {
    fc.assert(
      fc.property(tree.map, fc.array(anyText, { maxLength: 3 }), (map, header) => {
        const text = yamlDocument(toYaml(map) as YamlMap, header);
        const expected = Object.keys(map).length > 0 ? map : null;
        expect(parse(text, { version: '1.2', uniqueKeys: false })).toEqual(expected);
        expect(parse(text, { version: '1.1', uniqueKeys: false })).toEqual(expected);
      }),
      { numRuns: runs(300) },
    );
  });
});

it('only this module imports the yaml package, so it loads with the exports', () => {
  const src = join(import.meta.dirname, '../../../src');
  const importers = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .filter((file) => /from ['"]yaml['"]/.test(readFileSync(join(src, file), 'utf8')))
    .map((file) => relative(src, join(src, file)));
  expect(importers).toEqual(['core/emit/yaml.ts']);
});
