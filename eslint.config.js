import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const LIBRARIES_OUTSIDE_CORE = [
  'react',
  'react-dom',
  'react-dom/*',
  'zustand',
  'zustand/*',
  'recharts',
  'mermaid',
  'katex',
  'katex/*',
];

/** Nothing in the app imports the tooling layer: it sits on top of core, beside the app. */
const NO_CLI = {
  group: ['@/cli', '@/cli/**', '**/cli/**'],
  message:
    'src/cli is tooling (npm run sim, npm run bench) on top of the engine: nothing in the app imports it.',
};

/**
 * The rule for a layer that may import only src/core and its own files (core itself, and the
 * cli on top of it): no UI or rendering library, nothing from the app's layers.
 */
function coreOnly({ library, libraryShort = library, layers }, ...more) {
  return [
    'error',
    {
      paths: LIBRARIES_OUTSIDE_CORE.filter((p) => !p.includes('*')).map((name) => ({
        name,
        message: library,
      })),
      patterns: [
        {
          group: [
            // `!@/core`, not `!@/core/**`: a path under a matched folder cannot be re-included.
            '@/*',
            '!@/core',
            '**/lib/**',
            '**/components/**',
            '**/features/**',
            '**/app/**',
            '**/workers/**',
          ],
          message: layers,
        },
        { group: LIBRARIES_OUTSIDE_CORE.filter((p) => p.includes('*')), message: libraryShort },
        ...more,
      ],
    },
  ];
}

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'test-results', 'node_modules', '.stryker-tmp', 'reports'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  // No import cycles: a module is loaded after everything it imports, and what is in the first
  // load is what its imports reach. Type-only imports are erased and do not count; the resolver
  // reads tsconfig.json for the `@/` alias, and imported files are parsed without type information.
  {
    files: ['src/**', 'scripts/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${import.meta.dirname}/tsconfig.json` }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Imports flow one way: core → lib/components/workers → features → app (docs/architecture.md, "Layers"), and
  // core → cli for the command-line tooling, which nothing imports.
  {
    files: ['src/core/**'],
    rules: {
      'no-restricted-imports': coreOnly(
        {
          library:
            'src/core is pure math: no UI or rendering libraries, so it runs in Node tests and workers.',
          libraryShort: 'src/core is pure math.',
          layers:
            'src/core may import only from src/core: it sits at the bottom of the import direction.',
        },
        NO_CLI,
      ),
    },
  },
  {
    files: ['src/lib/**', 'src/components/**', 'src/workers/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/**', '@/app/**', '**/features/**', '**/app/**'],
              message:
                'Shared code must not know about panels or the shell; move what both need down into core or lib.',
            },
            NO_CLI,
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/app/**', '**/app/**'],
              message: 'A panel must not depend on the shell; the shell composes panels.',
            },
            {
              group: ['@/features/*/**', '../*/**', '**/features/**'],
              message:
                'A feature never imports another feature (import its own files relatively); move shared code into core or lib.',
            },
            NO_CLI,
          ],
        },
      ],
    },
  },
  // What `npm run calc` and the docs read of a panel run in Node: its metadata, result
  // declarations and CLI definition (and the lib modules they are made with) stay React-free.
  {
    files: [
      'src/features/*/meta.ts',
      'src/features/*/results.ts',
      'src/features/*/calc.ts',
      'src/features/*/exports.ts',
      'src/lib/results/**',
      'src/lib/panel-meta.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: LIBRARIES_OUTSIDE_CORE.filter((p) => !p.includes('*')).map((name) => ({
            name,
            message: 'A panel’s declarations run in Node (npm run calc): no UI library.',
          })),
          patterns: [
            {
              group: ['@/app/**', '**/app/**', '@/components/**', '**/components/**'],
              message: 'A panel’s declarations run in Node (npm run calc): no component or shell.',
            },
            {
              group: ['@/lib/use-*', '@/lib/input-store', '@/lib/panel', '**/*.tsx'],
              message: 'A panel’s declarations run in Node (npm run calc): no store, hook or JSX.',
            },
            {
              group: ['@/features/*/**', '../*/**', '**/features/**'],
              message:
                'A feature never imports another feature (import its own files relatively); move shared code into core or lib.',
            },
            { group: LIBRARIES_OUTSIDE_CORE.filter((p) => p.includes('*')), message: 'No UI.' },
            NO_CLI,
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/**', 'src/main.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_CLI] }] },
  },
  {
    files: ['src/cli/**'],
    rules: {
      'no-restricted-imports': coreOnly({
        library: 'src/cli runs the engine in Node: no UI or rendering libraries.',
        layers:
          'src/cli may import only src/core and its own files: it is tooling on top of the engine.',
      }),
    },
  },
  // `npm run calc` prints what the panels show, so it also reads each panel's React-free CLI
  // definition (features/<p>/calc.ts), the result declarations and the URL codec: those files
  // only, never a component or a UI library.
  {
    files: ['src/cli/calc*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: LIBRARIES_OUTSIDE_CORE.filter((p) => !p.includes('*')).map((name) => ({
            name,
            message: 'calc runs the panels’ models in Node: no UI or rendering libraries.',
          })),
          patterns: [
            {
              group: ['@/*', '!@/core', '!@/features', '!@/lib'],
              message:
                'calc may import src/core, its own files, and the panels’ calc.ts and declarations.',
            },
            {
              group: [
                '@/features/*/*',
                '!@/features/*/calc',
                '@/lib/*',
                '!@/lib/results',
                '@/lib/results/*',
                '!@/lib/results/calc',
                '!@/lib/results/declare',
                '!@/lib/results/exports',
                '!@/lib/url-state',
                '@/lib/url-state/*',
                '!@/lib/url-state/codec',
              ],
              message:
                'calc reads a panel’s calc.ts and result declarations only: no component or store.',
            },
            { group: LIBRARIES_OUTSIDE_CORE.filter((p) => p.includes('*')), message: 'No UI.' },
          ],
        },
      ],
    },
  },
);
