import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Runtime boundaries (DESIGN.md §1): the page and the service worker may only
// see the server's *types*; shared code may import nothing but zod and itself.
const serverImportBan = {
  patterns: [
    {
      group: ['#server/*', '**/src/server/**', '../server/*', '../../server/*', '../../../server/*'],
      allowTypeImports: true,
      message: 'src/client and sw/ may import src/server only with `import type`.',
    },
  ],
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'src/client/route-tree.gen.ts', '.tanstack/**', 'test-results/**', 'playwright-report/**', 'data/**', 'e2e/.artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          ...serverImportBan,
          // Classic zod costs ~90 kB gzip; the page uses zod/mini (see README, design decisions).
          paths: [{ name: 'zod', allowTypeImports: true, message: 'Use zod/mini in src/client (classic zod is too heavy for the first load).' }],
        },
      ],
    },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
    rules: { '@typescript-eslint/no-restricted-imports': ['error', serverImportBan] },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Anything that is neither zod nor a relative/#shared path.
              regex: '^(?!zod$|zod/|\\.{1,2}/|#shared/).+',
              message: 'src/shared may import only zod and itself.',
            },
            {
              group: ['#client/*', '#server/*', '../../client/*', '../../server/*', '../client/*', '../server/*'],
              message: 'src/shared may import only zod and itself.',
            },
          ],
        },
      ],
    },
  },
);
