import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import workspace from './eslint-rules/package-boundaries.js';

/** The TypeScript that the root tsconfig.json covers: linted with type information. */
const typed = [
  'packages/*/src/**/*.ts',
  'packages/*/test/**/*.ts',
  'bench/**/*.ts',
  'scripts/**/*.ts',
  '*.config.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'fixtures/*',
      '!fixtures/services',
      'fixtures/services/*/*.json',
      'coverage/**',
      '**/dist/**',
      'dist-packages/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    plugins: { workspace },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'workspace/package-boundaries': 'error',
    },
  },
  {
    files: typed,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
);
