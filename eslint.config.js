import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

// The house's boundaries (README, "Design decisions"): three runtimes that share only types and
// src/shared; feature folders that never import each other. Two kinds of rule enforce them:
// - import-x/no-restricted-paths resolves every specifier (`#client/…` aliases and relative paths
//   alike) to a file and bans whole folders, type imports included;
// - @typescript-eslint/no-restricted-imports bans server *values* but lets `import type` through,
//   which no-restricted-paths cannot. Its patterns are regexes: the gitignore-style `group` form
//   reads a leading `#` as a comment, so `'#server/*'` matched nothing.

const repoRoot = path.dirname(fileURLToPath(import.meta.url));
const featuresDir = path.join(repoRoot, 'src/client/features');
const featureNames = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// A specifier that reaches src/server: the alias, a path naming src/server, or `../` steps that
// climb out of src/client (or sw/) into a sibling `server` folder.
const serverSpecifier = '^#server/|(^|/)src/server(/|$)|^(\\.\\./)+server(/|$)';
const serverValueBan = {
  regex: serverSpecifier,
  allowTypeImports: true,
  message: 'The page and the service worker may import src/server only with `import type`; move shared code to src/shared.',
};
// `import()` is not checked by no-restricted-imports, and a dynamic import is always a value.
const dynamicServerImportBan = {
  selector: `ImportExpression > Literal[value=/${serverSpecifier.replaceAll('/', '\\/')}/]`,
  message: 'The page and the service worker may not load src/server, not even lazily.',
};

// The app's React roots do not listen for wheel or touch events (src/client/lib/skip-unused-react-listeners.ts:
// a scroll's every wheel and touch move went through the main thread for handlers nobody wrote),
// so a handler for one would never run: refused here instead of failing silently.
const unusedReactEventProp = {
  selector: 'JSXAttribute[name.name=/^on(Wheel|Touch(Start|Move|End|Cancel))(Capture)?$/]',
  message: 'The app does not listen for wheel or touch events (src/client/lib/skip-unused-react-listeners.ts): use pointer events, or the scroll event for scrolling.',
};

const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });
const boundaryZones = [
  // Feature folders: routes compose them; they never import each other (shared pieces move down to
  // components/, lib/, stores/ or offline/) and never import routes.
  ...featureNames.map((name) =>
    zone(`./src/client/features/${name}`, './src/client/features', `src/client/features/${name} may not import another feature: move the shared piece to components/, lib/, stores/ or offline/.`, [`./${name}`]),
  ),
  zone('./src/client/features', './src/client/routes', 'Features may not import routes; routes import features.'),
  // The layers below the features know nothing about them (router.tsx and the routes are the top).
  zone(
    ['./src/client/components', './src/client/lib', './src/client/stores', './src/client/offline'],
    ['./src/client/features', './src/client/routes'],
    'components/, lib/, stores/ and offline/ sit below the features and routes and may not import them.',
  ),
  zone('./src/server', ['./src/client', './sw'], 'The server may not import the page or the service worker.'),
  zone('./sw', './src/client', 'The service worker is its own program: it may not import src/client.'),
  zone('./src/shared', ['./src/client', './src/server', './src/build', './sw'], 'src/shared may import only zod and itself.'),
];

// File and folder names are kebab-case, dots separating parts (`x.test.ts`, `route-tree.gen.ts`).
const kebabPart = '[a-z0-9]+(?:-[a-z0-9]+)*';
const kebabName = new RegExp(`^${kebabPart}(?:\\.${kebabPart})*$`);
// TanStack file routes name parts `$param` (the param's own camelCase name), `_layout`, `__root`
// and `part_` (leaves the parent layout), e.g. `events_.new.tsx`, `$eventId_/`.
const routePart = `(?:_{0,2}${kebabPart}|\\$[a-z][a-zA-Z0-9]*)_?`;
const routeName = new RegExp(`^${routePart}(?:\\.${routePart})*$`);
const routesFolder = 'src/client/routes/';

const kebabCaseFileNames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File and folder names are kebab-case (route files may use TanStack Router naming).' },
    messages: { name: '"{{name}}" in {{path}} is not kebab-case.' },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const relative = path.relative(repoRoot, context.physicalFilename).split(path.sep).join('/');
        if (relative.startsWith('..')) return;
        const parts = relative.split('/');
        const fileName = parts.pop().replace(/\.[cm]?[jt]sx?$/, '');
        const inRoutes = relative.startsWith(routesFolder);
        const routeDepth = routesFolder.split('/').length - 1;
        const names = [...parts.map((name, index) => ({ name, route: inRoutes && index >= routeDepth })), { name: fileName, route: inRoutes }];
        for (const { name, route } of names) {
          if ((route ? routeName : kebabName).test(name)) continue;
          context.report({ node, messageId: 'name', data: { name, path: relative } });
          return;
        }
      },
    };
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'src/client/route-tree.gen.ts', '.tanstack/**', 'test-results/**', 'playwright-report/**', 'data/**', 'e2e/.artifacts/**', 'tests/.tmp/**', 'tests/lint/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX, hallway: { rules: { 'kebab-case-file-names': kebabCaseFileNames } } },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolves package.json "imports" (#client/*, #server/*, #shared/*) and explicit `.ts` paths.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: boundaryZones }],
      // Type-only imports are erased and cannot form a run-time cycle; packages are not followed.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'hallway/kebab-case-file-names': 'error',
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
          patterns: [serverValueBan],
          // Classic zod costs ~90 kB gzip; the page uses zod/mini (see README, design decisions).
          paths: [{ name: 'zod', allowTypeImports: true, message: 'Use zod/mini in src/client (classic zod is too heavy for the first load).' }],
        },
      ],
      'no-restricted-syntax': ['error', dynamicServerImportBan, unusedReactEventProp],
    },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [serverValueBan] }],
      'no-restricted-syntax': ['error', dynamicServerImportBan],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Anything that is neither zod nor a relative/#shared path; where relative paths lead
              // is checked by import-x/no-restricted-paths above.
              regex: '^(?!zod$|zod/|\\.{1,2}/|#shared/).+',
              message: 'src/shared may import only zod and itself.',
            },
          ],
        },
      ],
    },
  },
);
