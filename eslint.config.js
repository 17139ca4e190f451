import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/** What web code never imports. */
const WEB_NEVER = [
  { group: ['edge', 'edge/*', '**/edge/**'], message: 'web never imports edge' },
  {
    group: ['contracts'],
    importNames: ['formatUsd', 'formatCount', 'formatLbp', 'formatRate'],
    message:
      "the contracts write numbers for the API, in English: the SPA writes them in the page's language and digits with web/src/lib/i18n's formatters",
  },
]

const UP = String.raw`\.\./`
const MODULE_BOUNDARY =
  'a module never imports another module: what two modules share goes in web/src/lib or contracts'

/**
 * The import boundaries of web/src/modules (docs/architecture.md#the-packages): a module's
 * file `depth` folders below its module's folder reaches another module by climbing `depth`
 * folders (`../other/…` from the module's top) or one more, through src (`../../modules/…`).
 * ESLint's own no-restricted-imports, with patterns per depth: no plugin for a rule on
 * relative paths. It does not see `import()`. scripts/import-boundaries.test.mjs holds it.
 */
const moduleBoundary = (depth) => ({
  files: [`web/src/modules/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...WEB_NEVER,
          { regex: `^(${UP}){${depth}}(?!\\.\\.(/|$))`, message: MODULE_BOUNDARY },
          { regex: `^(${UP}){${depth + 1}}modules(/|$)`, message: MODULE_BOUNDARY },
        ],
      },
    ],
  },
})

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.wrangler/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: WEB_NEVER,
        },
      ],
    },
  },
  moduleBoundary(1),
  moduleBoundary(2),
  moduleBoundary(3),
  {
    files: ['web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...WEB_NEVER,
            {
              regex: `^(${UP})+modules(/|$)`,
              message: 'web/src/lib never imports a module: modules build on lib, not lib on them',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['web', 'edge', '**/web/**', '**/edge/**', 'react', 'hono'],
              message: 'contracts import nothing from web or edge',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.spec.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(only|skip)$/]',
          message: 'no .only or .skip left behind',
        },
      ],
    },
  },
)
