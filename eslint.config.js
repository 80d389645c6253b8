import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

// The house's boundaries (README, "Design decisions"): three runtimes that share only types and
// src/shared; feature folders that never import each other. Three kinds of rule enforce them:
// - import-x/no-restricted-paths resolves every specifier (`#client/…` aliases and relative paths
//   alike) to a file and bans whole folders, type imports included. It is the boundary: a regex on
//   the specifier misses `./../…` and `shared/../server/…`, a resolved path does not;
// - @typescript-eslint/no-restricted-imports bans values where only `import type` may cross (the
//   router's file, which the path zone has to let through for `import type { AppRouter }`). Its
//   patterns are regexes: the gitignore-style `group` form reads a leading `#` as a comment;
// - hallway/literal-import-specifiers: import-x follows `import()` only when given a string literal,
//   so a template literal or a computed name would go unchecked.

const repoRoot = path.dirname(fileURLToPath(import.meta.url));
const featuresDir = path.join(repoRoot, 'src/client/features');
const featureNames = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// A specifier that may reach src/server: an alias or a path (not a package such as `@trpc/server`)
// with a `server` segment anywhere, so `#client/../server/…` and `./../shared/../server/…` count.
const serverSpecifier = '^(#|\\.{1,2}/|/)(.*/)?server(/|$)';
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

// src/shared may import only zod and itself: the specifiers a shared file may write (the path zone
// below checks where the relative and `#shared/` ones lead).
const sharedSpecifiers = 'zod$|zod/|\\.{1,2}/|#shared/';
const sharedSpecifier = `^(${sharedSpecifiers})`;
const notSharedSpecifier = `^(?!${sharedSpecifiers}).+`;

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
  // The page and the service worker see the server only through the router's type; that file is let
  // through here, and its values are refused by no-restricted-imports below.
  zone(['./src/client', './sw'], './src/server', 'The page and the service worker may import src/server only as `import type { AppRouter }` from trpc/app-router.ts; move shared code to src/shared.', [
    './trpc/app-router.ts',
  ]),
  zone('./src/server', ['./src/client', './sw', './node_modules/react', './node_modules/react-dom'], 'The server may not import the page, the service worker or React.'),
  zone('./sw', './src/client', 'The service worker is its own program: it may not import src/client.'),
  // Everything but itself and zod, wherever a specifier leads (`../../../node_modules/fastify/…` too).
  zone('./src/shared', '.', 'src/shared may import only zod and itself.', ['./src/shared', './node_modules/zod']),
];

// File and folder names are kebab-case, dots separating parts (`x.test.ts`, `route-tree.gen.ts`).
const kebabPart = '[a-z0-9]+(?:-[a-z0-9]+)*';
const kebabName = new RegExp(`^${kebabPart}(?:\\.${kebabPart})*$`);
// TanStack file routes name parts `$param` (the param's own camelCase name), `_layout`, `__root`
// and `part_` (leaves the parent layout), e.g. `events_.new.tsx`, `$eventId_/`.
const routePart = `(?:_{0,2}${kebabPart}|\\$[a-z][a-zA-Z0-9]*)_?`;
const routeName = new RegExp(`^${routePart}(?:\\.${routePart})*$`);
const routesFolder = 'src/client/routes/';

// import-x resolves `import()` only when its argument is a string literal; anything else would pass
// every boundary above unseen. A template literal without substitutions is refused too: quotes cost nothing.
const literalImportSpecifiers = {
  meta: {
    type: 'problem',
    docs: { description: '`import()` takes a string literal, so lint can resolve it and check the boundaries.' },
    messages: {
      template: 'Write the specifier of `import()` as a string literal (quotes, not backticks): lint cannot check where a template literal leads.',
      computed: 'Load a module named by a string literal: lint cannot check where a computed `import()` leads.',
    },
    schema: [],
  },
  create(context) {
    return {
      ImportExpression(node) {
        const { source } = node;
        if (source.type === 'Literal' && typeof source.value === 'string') return;
        context.report({ node: source, messageId: source.type === 'TemplateLiteral' && source.expressions.length === 0 ? 'template' : 'computed' });
      },
    };
  },
};

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
    plugins: { 'import-x': importX, hallway: { rules: { 'kebab-case-file-names': kebabCaseFileNames, 'literal-import-specifiers': literalImportSpecifiers } } },
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
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    rules: { 'hallway/literal-import-specifiers': 'error' },
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
      // Node built-ins (`node:fs`) resolve to no file, so the path zone cannot see them; this can.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: notSharedSpecifier, message: 'src/shared may import only zod and itself.' }] },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportExpression > Literal:not([value=/${sharedSpecifier.replaceAll('/', '\\/')}/])`,
          message: 'src/shared may import only zod and itself, not even lazily.',
        },
      ],
    },
  },
);
