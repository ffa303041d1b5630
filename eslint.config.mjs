import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '**/node_modules/**',
      'frontend/src/api/generated/**',
      'frontend/test-results/**',
      'frontend/playwright-report/**',
      'data/**',
      'docs/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // an unawaited promise (e.g. expect(...).resolves) silently checks nothing
      // (node:test's describe/it return promises the runner itself awaits)
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', package: 'node:test', name: ['describe', 'it', 'test'] }] },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['frontend/src/**/*.tsx', 'frontend/src/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Feature boundaries (bulletproof-react's unidirectional layout): app/ and pages/ compose features; a feature
  // imports only the shared layers (lib/, components/, api/) and another feature through its public index
  // (src/features/<name>, never a file inside it); the shared layers import no feature, page or app code.
  // The core rule checks static imports and re-exports (a lazy import() is not checked).
  {
    files: ['frontend/src/features/**/*.ts', 'frontend/src/features/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^src/(?!(lib|components|api)/|features/[^/]+$)',
              message:
                'A feature imports only src/lib, src/components, src/api and other features through their index (src/features/<name>).',
            },
            {
              regex: '^(\\.\\./){2,}',
              message: 'Import shared code by its src/ path; ../../ leaves the feature.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['frontend/src/features/*/*.ts', 'frontend/src/features/*/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(src/(?!(lib|components|api)/|features/[^/]+$)|\\.\\./)',
              message:
                'A feature imports only src/lib, src/components, src/api and other features through their index (src/features/<name>); ../ leaves the feature.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'frontend/src/{lib,components,api,content,i18n}/**/*.ts',
      'frontend/src/{lib,components,api,content,i18n}/**/*.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(src/|(\\.\\./)+)(features|pages|app)(/|$)',
              message: 'Shared code (lib, components, api, content, i18n) imports no feature, page or app module.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['frontend/src/{app,pages}/**/*.ts', 'frontend/src/{app,pages}/**/*.tsx', 'frontend/src/main.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^src/features/[^/]+/',
              message:
                'A page composes a feature through its public index (src/features/<name>), not a file inside it.',
            },
          ],
        },
      ],
    },
  },
);
