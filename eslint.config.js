import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
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
 * The styling pattern (docs/styling.md): screens are plain elements with class
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
  // The person fields of the register and the personal and store info forms (their routes load Chakra).
  'src/forms/person-fields.tsx',
  // The personal info edit form's own fields (route /personal-info/edit loads Chakra).
  'src/features/personal-info/personal-edit-form.tsx',
  'src/features/personal-info/languages-field.tsx',
]
const chakraBan = {
  patterns: [
    {
      group: ['@chakra-ui/*', '@emotion/*', '@ark-ui/*', '@zag-js/*'],
      message:
        'Style with plain elements and CSS classes (src/ui/kit.css, docs/styling.md). Chakra only for a component with behaviour, in a file listed in eslint.config.js chakraFiles, on a route whose loader is loadChakra.',
    },
  ],
}

/**
 * Layer boundaries (docs/architecture.md, "The zones"), as bulletproof-react holds them with
 * no-restricted-paths: routes -> features -> forms -> ui; features do not import each other
 * (every folder of src/features is its own zone, found here, so a new area is covered the day
 * it appears); nothing but routes (and src/app itself) imports src/routes or src/app; src/app imports no
 * feature: what it shares with one is in src/platform (browser services) or lower.
 */
const featureAreas = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const notRoutesOrApp = 'Only the routes (and src/app itself) import src/routes or src/app: a route passes what a screen needs as props.'
const boundaryZones = [
  {
    target: ['./src/features', './src/forms', './src/ui', './src/platform', './src/domain', './src/api', './src/i18n', './src/config', './machines'],
    from: ['./src/routes', './src/app'],
    message: notRoutesOrApp,
  },
  {
    // Written as what src/app may import (every other folder of src is refused, a new one too); machines are outside src.
    target: './src/app',
    from: './src',
    except: ['./app', './routes', './routeTree.gen.ts', './forms', './ui', './platform', './api', './domain', './config', './i18n'],
    message:
      'src/app wires the app: it imports the route tree, the layers below the screens and src/platform, never a feature. Move what it needs from a feature down (src/platform, src/domain, machines).',
  },
  {
    target: './src/platform',
    from: './src',
    except: ['./platform', './api', './domain', './config', './i18n'],
    message: 'src/platform (browser services: push, sync times) imports only src/api, src/domain, src/config, src/i18n and machines.',
  },
  ...featureAreas.map((area) => ({
    target: `./src/features/${area}`,
    from: './src/features',
    except: [`./${area}`],
    message: 'A feature does not import another feature: move what they share down to src/ui, src/forms or src/domain, or let the route compose them.',
  })),
  {
    target: './src/forms',
    from: './src/features',
    message: 'The form kit serves every feature and imports none.',
  },
  {
    target: './src/ui',
    from: ['./src/features', './src/forms'],
    message: 'src/ui is presentational: it imports no feature and no form kit (they import it).',
  },
  {
    target: ['./src/domain', './src/api', './src/config', './src/i18n'],
    from: ['./src/features', './src/forms', './src/ui', './src/platform'],
    message: 'Business rules, the client, config and i18n sit below the screens (and src/platform) and import none of them.',
  },
  {
    // One direction between the contract and the rules: src/api reads answers with domain's lists and rules, never the reverse.
    target: './src/domain',
    from: './src/api',
    message:
      'src/domain is pure business rules, free of the wire format: it imports nothing from src/api (src/api may import src/domain). A type a rule needs lives in src/domain, or the rule takes a narrower type of its own.',
  },
  {
    target: './machines',
    from: './src',
    except: ['./api', './domain', './config'],
    message: 'Machines import only the client contract (types, errors), domain rules and config from src.',
  },
  {
    target: './gateway',
    from: './src',
    except: ['./api'],
    message: 'The demo gateway shares the API schemas with the app, nothing else.',
  },
]

/** src/ui renders what it is given: actors are started by features, form kit hooks or routes. */
const uiActorBans = {
  paths: [
    {
      name: 'xstate',
      importNames: ['createActor', 'interpret'],
      message: 'src/ui does not start actors: take a running actor (or its snapshot) as a prop; the caller or the route starts it.',
    },
    {
      name: '@xstate/react',
      importNames: ['useActorRef', 'useMachine', 'useActor'],
      message: 'src/ui does not start actors: take a running actor (or its snapshot) as a prop; the caller or the route starts it.',
    },
  ],
}

export default tseslint.config(
  { ignores: ['.shots', 'tmp', 'dist', 'dist-*', 'node_modules', 'coverage', 'test-results', 'playwright-report', 'src/routeTree.gen.ts', 'src/locales/**'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser } },
    rules: {
      // Same convention as TypeScript's noUnused*: a leading underscore marks "unused on purpose".
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
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
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'gateway/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaryZones }],
      // Type-only imports are not followed (they vanish at build time); a depth of 12 covers the
      // longest chain of our own modules (measured) and keeps `npm run lint` quick.
      'import-x/no-cycle': ['error', { ignoreExternal: true, maxDepth: 12 }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: chakraFiles,
    rules: { 'no-restricted-imports': ['error', chakraBan] },
  },
  // no-restricted-imports takes one option object per file: src/ui gets both lists.
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    ignores: chakraFiles,
    rules: { 'no-restricted-imports': ['error', { ...uiActorBans, ...chakraBan }] },
  },
  {
    files: chakraFiles.filter((file) => file.startsWith('src/ui/')),
    rules: { 'no-restricted-imports': ['error', uiActorBans] },
  },
  {
    files: ['machines/**/*.ts'],
    ignores: ['machines/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', machineBans] },
  },
  // Browser tests run on the demo gateway's clock (tests/e2e/support/test.ts): a spec takes `test` from there.
  {
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/support/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from tests/e2e/support/test.ts: the browser must run on the gateway's clock.",
            },
          ],
        },
      ],
    },
  },
)
