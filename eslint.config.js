import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * Import boundaries (README, "Dependency direction"). ESLint keeps only the last `no-restricted-imports` options that
 * match a file, so every area states its whole list, put together from these restrictions.
 */
const STORIES_AND_TESTS = '**/*.{stories,test}.{ts,tsx}';
const STYLED_INTEROP = 'packages/ui/src/theme/styledInterop.ts';

// Plain Node ESM loads styled-components' CommonJS build, where the default import is not `styled`: the package
// takes `styled` from its one interop module, so server rendering and tests in Node work (issue 10, item 11).
const STYLED_DEFAULT_IMPORT = {
  name: 'styled-components',
  importNames: ['default'],
  message: "Import { styled } from 'theme/styledInterop': in plain Node the default import is not `styled`.",
};
const UI_NOTHING_OF_OURS = {
  regex: '^@portal/(api|app|fixtures)(/|$)',
  message:
    '@portal/ui imports nothing of ours: other products install it alone. Take data through props and declare the types it needs in the package.',
};
const UI_DEMO_DATA_ONLY = {
  regex: '^@portal/(api|app)(/|$)',
  message:
    "@portal/ui's stories and tests read demo data from @portal/fixtures and nothing else of ours: a widget's docs show what another product gets.",
};
const OUT_OF_UI = {
  regex: '^(\\.\\./)+(\\.storybook|apps|benchmarks|fixtures|packages|api|scripts|stories|tests)(/|$)',
  message: '@portal/ui imports nothing outside packages/ui.',
};
const SIBLING_WIDGET_FILES = {
  regex: '^\\.\\./[^./][^/]*/.',
  message:
    "Use a sibling widget through its index ('../Button'), never its files. Code several widgets share belongs in src/hooks/, src/keyboard/, src/format/ or src/theme/mixins.ts; story helpers in src/storyHelpers/.",
};
/** Where in @portal/ui each combination applies, broadest first: widget folders and stories or tests override. */
const UI_AREAS = [
  { files: ['packages/ui/src/**/*.{ts,tsx}'], demoData: false, widget: false },
  { files: ['packages/ui/src/components/*/**/*.{ts,tsx}'], demoData: false, widget: true },
  { files: [`packages/ui/src/${STORIES_AND_TESTS}`], demoData: true, widget: false },
  { files: [`packages/ui/src/components/*/${STORIES_AND_TESTS}`], demoData: true, widget: true },
];
const APP_NO_DEMO_CODE = {
  regex: '^(@portal/fixtures|msw)(/|$)|^(\\.\\./)+fixtures(/|$)',
  message:
    "The portal's source never imports the demo API (@portal/fixtures, MSW), so no demo code reaches its bundle; only its stories and tests may.",
};
const PAGES_NOT_ROUTES_OR_SHELL = {
  regex: '^(\\.\\./)+(routes|shell)(/|$)',
  message:
    'Pages never import the route registry or the shell (they import pages): paths, hosts and landing are in routing/.',
};
const FIXTURES_UI_TYPES_ONLY = {
  name: '@portal/ui',
  allowTypeImports: true,
  message: 'Demo data is plain data: fixtures may import types from @portal/ui (`import type`), never its code.',
};
const FIXTURES_API_ONLY = {
  regex: '^@portal/(ui/|app(/|$))|^(\\.\\./)+(apps|packages)(/|$)',
  message: 'fixtures depends on @portal/api only (and types of @portal/ui).',
};

function restrictImports({ files, ignores, paths = [], patterns = [] }) {
  return {
    files,
    ...(ignores && { ignores }),
    rules: {
      'no-restricted-imports': [
        'error',
        { ...(paths.length > 0 && { paths }), ...(patterns.length > 0 && { patterns }) },
      ],
    },
  };
}

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
        {
          // styled-components writes `& + &` with the component's fixed class, so each theme's rule stays in the page
          // and the last one inserted wins after a theme switch (the Accordion's dividers stayed dark in light).
          selector: 'TemplateElement[value.raw=/&\\s*[+~]\\s*&/]',
          message: 'A sibling selector of the component itself ignores theme switches: use `&:not(:first-child)`.',
        },
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
  // @portal/ui: its own code only, `styled` from its interop module, siblings through their index (later blocks win).
  ...UI_AREAS.map(({ files, demoData, widget }) =>
    restrictImports({
      files,
      ignores: [STYLED_INTEROP],
      paths: [STYLED_DEFAULT_IMPORT],
      patterns: [
        demoData ? UI_DEMO_DATA_ONLY : UI_NOTHING_OF_OURS,
        OUT_OF_UI,
        ...(widget ? [SIBLING_WIDGET_FILES] : []),
      ],
    }),
  ),
  restrictImports({ files: [STYLED_INTEROP], patterns: [UI_NOTHING_OF_OURS, OUT_OF_UI] }),
  restrictImports({
    files: ['apps/portal/src/**/*.{ts,tsx}'],
    ignores: [STORIES_AND_TESTS],
    patterns: [APP_NO_DEMO_CODE],
  }),
  restrictImports({
    files: ['apps/portal/src/pages/**/*.{ts,tsx}'],
    ignores: [STORIES_AND_TESTS],
    patterns: [APP_NO_DEMO_CODE, PAGES_NOT_ROUTES_OR_SHELL],
  }),
  restrictImports({
    files: ['fixtures/src/**/*.{ts,tsx}'],
    paths: [FIXTURES_UI_TYPES_ONLY],
    patterns: [FIXTURES_API_ONLY],
  }),
);
