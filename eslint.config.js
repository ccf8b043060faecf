import js from '@eslint/js';
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

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'test-results', 'node_modules'] },
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
  // Imports flow one way: core → lib/components/workers → features → app (design §1).
  {
    files: ['src/core/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: LIBRARIES_OUTSIDE_CORE.filter((p) => !p.includes('*')).map((name) => ({
            name,
            message:
              'src/core is pure math: no UI or rendering libraries, so it runs in Node tests and workers.',
          })),
          patterns: [
            {
              group: [
                '@/*',
                '!@/core/**',
                '**/lib/**',
                '**/components/**',
                '**/features/**',
                '**/app/**',
                '**/workers/**',
              ],
              message:
                'src/core may import only from src/core: it sits at the bottom of the import direction.',
            },
            {
              group: LIBRARIES_OUTSIDE_CORE.filter((p) => p.includes('*')),
              message: 'src/core is pure math.',
            },
          ],
        },
      ],
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
          ],
        },
      ],
    },
  },
);
