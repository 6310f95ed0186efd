import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      '.storybook/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render React elements instead.' },
      ],
    },
  },
  { files: ['**/*.{ts,tsx}'], ...reactHooks.configs.flat['recommended-latest'] },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.strict },
  ...storybook.configs['flat/recommended'],
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { ...globals.node },
    },
  },
  {
    files: ['scripts/**', 'fixtures/src/server/**', '**/*.config.ts', 'tests/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Plain Node ESM loads styled-components' CommonJS build, where the default import is not `styled`: the package
    // takes `styled` from its one interop module, so server rendering and tests in Node work (issue 10, item 11).
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['packages/ui/src/theme/styledInterop.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'styled-components',
              importNames: ['default'],
              message:
                "Import { styled } from 'theme/styledInterop': in plain Node the default import is not `styled`.",
            },
          ],
        },
      ],
    },
  },
);
