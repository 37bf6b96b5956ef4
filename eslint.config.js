// https://eslint.org/docs/latest/use/configure/configuration-files
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Code that may reach the browser: the data, the pure library, the components and the page's
 * script with its islands. It sees only the browser's globals and may not import Node's modules
 * or the build's (build/, scripts/), which read the disk, run git or hash files.
 * (`tsconfig.browser.json` checks the same for everything the browser actually loads.)
 */
const browserSide = ['content/**/*.ts', 'lib/**/*.ts', 'components/**/*.{ts,tsx}', 'renderer/+client.ts', 'renderer/islands/**/*.{ts,tsx}']

export default tseslint.config(
  { ignores: ['dist/', 'reports/', 'node_modules/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // No alert(): messages are shown in the page.
      'no-alert': 'error',
    },
  },
  {
    files: browserSide,
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^node:', message: 'Browser-side code cannot use Node modules; move this to build/.' },
            { regex: '(^|/)(build|scripts)/', message: 'Browser-side code cannot import build-time code (build/, scripts/).' },
          ],
        },
      ],
    },
  },
)
