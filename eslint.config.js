import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import lingui from 'eslint-plugin-lingui'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Imports that would tie a statechart to React, the DOM layer, the UI kit or the HTTP client. */
const machineBans = {
  paths: [
    { name: 'react', message: 'Machines stay pure: no React.' },
    { name: 'react-dom', message: 'Machines stay pure: no React DOM.' },
    { name: '@xstate/react', message: 'Machines stay pure: use @xstate/react in src/ only.' },
    { name: '@lingui/react', message: 'Machines carry msg descriptors (@lingui/core/macro); the UI translates.' },
    { name: 'ky', message: 'Machines get I/O through provided actors; the client lives in src/api.' },
  ],
  patterns: [
    { group: ['@chakra-ui/*'], message: 'Machines stay pure: no UI kit.' },
    { group: ['react-dom/*', '@lingui/react/*'], message: 'Machines stay pure: no React bindings.' },
  ],
}

/**
 * The styling pattern (docs/architecture.md, "Styling"): screens are plain elements with class
 * names on the CSS tokens of src/ui/base.css. Chakra is for components whose behaviour we would
 * otherwise write by hand (form controls today; selects, date pickers, toasts later), and only
 * in the files listed here, whose routes load Chakra with `loadChakra` (src/ui/system-store.ts).
 */
const chakraFiles = [
  'src/ui/chakra-ui.tsx',
  'src/ui/chakra-system.ts',
  'src/ui/theme.ts',
  'src/ui/form/**',
  // The onboarding forms' own Chakra controls: the agreement's checkbox, the text inputs in a Chakra field.
  'src/features/onboarding/agreement-page.tsx',
  'src/features/payment-methods/payment-method-forms.tsx',
  'src/features/onboarding/register-fields.tsx',
]
const chakraBan = {
  patterns: [
    {
      group: ['@chakra-ui/*', '@emotion/*', '@ark-ui/*', '@zag-js/*'],
      message:
        'Style with plain elements and CSS classes (src/ui/kit.css, docs/architecture.md "Styling"). Chakra only for a component with behaviour, in a file listed in eslint.config.js chakraFiles, on a route whose loader is loadChakra.',
    },
  ],
}

export default tseslint.config(
  { ignores: ['.shots', 'dist', 'dist-*', 'node_modules', 'coverage', 'test-results', 'playwright-report', 'src/routeTree.gen.ts', 'src/locales/**'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser } },
    rules: {
      // Same convention as TypeScript's noUnused*: a leading underscore marks "unused on purpose".
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['*.{js,mjs,ts}', 'gateway/**', 'tests/**', 'vite.config.ts', 'lingui.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
    plugins: { lingui },
    rules: {
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-expression-in-message': 'error',
      'lingui/no-single-tag-to-translate': 'error',
      'lingui/no-trans-inside-trans': 'error',
    },
  },
  {
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // a single "word" that does not start with a capital: tokens, keys, CSS values
            '^(?![A-Z])\\S+$',
            // UPPERCASE constants
            '^[A-Z0-9_-]+$',
            // SVG path data and CSS-like values with spaces
            '^[\\d\\s.,a-zA-Z-]*\\d[\\d\\s.,a-zA-Z-]*$',
          ],
          ignoreNames: [
            { regex: { pattern: 'className', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_-]+$' } },
            { regex: { pattern: '^(aria-hidden|aria-live|aria-current|data-.*)$' } },
            'type',
            'id',
            'key',
            'href',
            'to',
            'src',
            'srcSet',
            'rel',
            'target',
            'lang',
            'dir',
            'role',
            'name',
            'as',
            'width',
            'height',
            'viewBox',
            'd',
            'fill',
            'stroke',
            'variant',
            'size',
            'colorPalette',
            'displayName',
          ],
          ignoreFunctions: [
            'Error',
            'console.*',
            'cva',
            '*.addEventListener',
            '*.removeEventListener',
            '*.getElementById',
            '*.querySelector',
            '*.includes',
            '*.startsWith',
            '*.endsWith',
            '*.getItem',
            '*.setItem',
            '*.removeItem',
            'matchMedia',
            'createFileRoute',
            'redirect',
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: chakraFiles,
    rules: { 'no-restricted-imports': ['error', chakraBan] },
  },
  {
    files: ['machines/**/*.ts'],
    ignores: ['machines/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', machineBans] },
  },
)
