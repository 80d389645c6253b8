import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import ts from 'typescript';

// The house's boundaries (src/decisions/0020-lint-holds-the-layers.md): three runtimes that share
// only types and src/shared; feature folders that never import each other. Three kinds of rule
// enforce them:
// - import-x/no-restricted-paths resolves every specifier (`#client/…` aliases and relative paths
//   alike) to a file and bans whole folders, type imports included. It is the boundary: a regex on
//   the specifier misses `./../…` and `shared/../server/…`, a resolved path does not;
// - @typescript-eslint/no-restricted-imports bans values where only `import type` may cross (the
//   router's file, which the path zone has to let through for `import type { AppRouter }`). Its
//   patterns are regexes: the gitignore-style `group` form reads a leading `#` as a comment;
// - hallway/literal-import-specifiers: import-x follows `import()` only when given a string literal,
//   so a template literal or a computed name would go unchecked.
// And no import cycles: import-x/no-cycle (run-time imports) everywhere but the page and the
// service worker, where hallway/no-import-cycle counts type imports too.

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

// The client's layers, top down (src/client/README.md, "Layers"): the top-level files of
// src/client (main.tsx, router.tsx, route-tree.gen.ts, outbox-registry.ts…), then these folders,
// then src/shared. Each imports only the layers below it, type imports included; what a lower
// layer needs from a higher one is handed in at start (wire-outbox.ts) instead.
const clientLayers = ['routes', 'features', 'components', 'offline', 'lib', 'stores'];
const clientTopFiles = './src/client/*.{ts,tsx}';
const layerOrder = `top-level files → ${clientLayers.map((layer) => `${layer}/`).join(' → ')} → src/shared`;
const clientLayerZones = clientLayers.flatMap((layer, index) => {
  const above = clientLayers.slice(0, index);
  return [
    // A glob and a folder cannot share one zone's `from`.
    zone(`./src/client/${layer}`, clientTopFiles, `src/client/${layer}/ may not import the top-level files of src/client (main.tsx, router.tsx, the route tree, the outbox registry): they sit above every layer (${layerOrder}).`),
    ...(above.length === 0
      ? []
      : [zone(`./src/client/${layer}`, above.map((folder) => `./src/client/${folder}`), `src/client/${layer}/ sits below ${above.map((folder) => `${folder}/`).join(', ')} and may not import them (${layerOrder}): move the shared piece down, or have it handed in at start.`)]),
  ];
});
const boundaryZones = [
  // Feature folders: routes compose them; they never import each other (shared pieces move down to
  // components/, lib/, stores/ or offline/) and never import routes.
  ...featureNames.map((name) =>
    zone(`./src/client/features/${name}`, './src/client/features', `src/client/features/${name} may not import another feature: move the shared piece to components/, lib/, stores/ or offline/.`, [`./${name}`]),
  ),
  ...clientLayerZones,
  // The page and the service worker see the server only through the router's type; that file is let
  // through here, and its values are refused by no-restricted-imports below.
  zone(['./src/client', './sw'], './src/server', 'The page and the service worker may import src/server only as `import type { AppRouter }` from trpc/app-router.ts; move shared code to src/shared.', [
    './trpc/app-router.ts',
  ]),
  zone('./src/server', ['./src/client', './sw', './node_modules/react', './node_modules/react-dom'], 'The server may not import the page, the service worker or React.'),
  // Services decide refusals with DomainError and leave the wire shape to the transports (tRPC, plain
  // HTTP routes): an import of tRPC, even of a type, would tie every service to one of them again.
  zone('./src/server/services', './node_modules/@trpc/server', 'Services may not import @trpc/server, not even its types: throw DomainError and let the transport shape the answer.'),
  // The server's layers (src/server/README.md, "Imports"), top down: seed/ (builds data through the
  // services); http/ (plain routes, which may use trpc/'s error shape) and trpc/; request/ (request
  // and reply helpers both transports share); services/; db/ (schema, client, migrations).
  zone(
    './src/server/services',
    ['./src/server/http', './src/server/trpc', './src/server/request', './src/server/seed'],
    'Services may not import http/, trpc/, request/ or seed/: move the shared piece down to services/, or take plain values from the caller.',
  ),
  zone('./src/server/trpc', './src/server/http', 'trpc/ may not import http/: move what both transports use to request/ (request helpers) or services/.'),
  zone('./src/server/request', ['./src/server/http', './src/server/trpc'], 'request/ holds helpers both transports share, so it may not import either of them.'),
  zone(
    './src/server/db',
    ['./src/server/services', './src/server/trpc', './src/server/http', './src/server/request', './src/server/seed'],
    'db/ is the bottom layer (schema, client, migrations): it may not import services/, trpc/, http/, request/ or seed/.',
  ),
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

// The page checks its edges with zod/mini and never loads classic zod (far heavier on the first
// load), not even through a shared module that imports it (src/client/README.md, "zod/mini and zod at
// every edge"). Type-only imports are erased and do not count. The rule follows run-time imports out
// of src/client (every client file is linted itself, so a chain through client files is caught at the
// client file that leaves src/client) and reports the chain to classic zod.
const classicZodSpecifier = /^zod(\/v[34](\/classic)?)?$/;
const classicZodFile = /\/node_modules\/zod\/(index\.[cm]?js|v3\/|v4\/index\.[cm]?js|v4\/classic\/)/;
const clientDir = path.join(repoRoot, 'src/client') + path.sep;
const nodeModulesDir = path.join(repoRoot, 'node_modules') + path.sep;
const moduleResolver = createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] });

/** The specifiers a module loads at run time: value imports and re-exports, side-effect imports, `import()` of a literal. */
function runtimeSpecifiers(ast) {
  const found = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'ImportDeclaration' && node.importKind !== 'type') found.push(node.source);
    if ((node.type === 'ExportAllDeclaration' || node.type === 'ExportNamedDeclaration') && node.source && node.exportKind !== 'type') found.push(node.source);
    if (node.type === 'ImportExpression' && node.source.type === 'Literal' && typeof node.source.value === 'string') found.push(node.source);
    for (const [key, value] of Object.entries(node)) {
      if (key === 'parent' || key === 'tokens' || key === 'comments' || !value || typeof value !== 'object') continue;
      if (Array.isArray(value)) value.forEach(visit);
      else visit(value);
    }
  };
  visit(ast);
  return found;
}

/** Where `specifier`, written in `file`, leads: classic zod, another source file of the repo, or nowhere we follow. */
function followImport(specifier, file) {
  if (classicZodSpecifier.test(specifier)) return { classicZod: true };
  const resolved = moduleResolver.resolve(specifier, file);
  if (!resolved.found || !resolved.path) return {};
  if (classicZodFile.test(resolved.path.split(path.sep).join('/'))) return { classicZod: true };
  if (resolved.path.startsWith(nodeModulesDir) || !/\.[cm]?[jt]sx?$/.test(resolved.path)) return {};
  return { file: resolved.path };
}

const importEdgeCache = new Map();
/** The run-time imports of a file on disk (cached by modification time). */
function importEdges(file) {
  const modified = statSync(file).mtimeMs;
  const cached = importEdgeCache.get(file);
  if (cached && cached.modified === modified) return cached.edges;
  const { ast } = tseslint.parser.parseForESLint(readFileSync(file, 'utf8'), { ecmaFeatures: { jsx: file.endsWith('x') }, range: false, loc: false });
  const edges = runtimeSpecifiers(ast).map((source) => ({ specifier: source.value, ...followImport(source.value, file) }));
  importEdgeCache.set(file, { modified, edges });
  return edges;
}

/** The chain of run-time imports from `start` (outside src/client) to classic zod, or null. */
function chainToClassicZod(start) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  const chainTo = (file, last) => {
    const chain = [last];
    for (let at = file; at; at = cameFrom.get(at)) chain.unshift(path.relative(repoRoot, at).split(path.sep).join('/'));
    return chain;
  };
  while (queue.length > 0) {
    const file = queue.shift();
    for (const edge of importEdges(file)) {
      if (edge.classicZod) return chainTo(file, edge.specifier);
      if (!edge.file || edge.file.startsWith(clientDir) || cameFrom.has(edge.file)) continue;
      cameFrom.set(edge.file, file);
      queue.push(edge.file);
    }
  }
  return null;
}

const noClassicZodAtRunTime = {
  meta: {
    type: 'problem',
    docs: { description: 'The page loads zod/mini, never classic zod, directly or through a module outside src/client.' },
    messages: {
      direct: 'Use zod/mini in src/client (classic zod is too heavy for the first load); `import type` from zod is fine.',
      through: 'This import loads classic zod at run time ({{chain}}): the page uses zod/mini; import the shared module with `import type`, or move what the page needs to a module without zod.',
    },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename;
    const check = (source) => {
      const target = followImport(source.value, file);
      if (target.classicZod) context.report({ node: source, messageId: 'direct' });
      if (!target.file || target.file.startsWith(clientDir)) return;
      const chain = chainToClassicZod(target.file);
      if (chain) context.report({ node: source, messageId: 'through', data: { chain: chain.join(' → ') } });
    };
    return {
      ImportDeclaration: (node) => node.importKind !== 'type' && check(node.source),
      'ExportAllDeclaration, ExportNamedDeclaration[source]': (node) => node.exportKind !== 'type' && check(node.source),
      'ImportExpression > Literal.source': (node) => typeof node.value === 'string' && check(node),
    };
  },
};

// Every query of the page takes its options (key, staleTime, retry…) from exactly one factory, in
// src/client/lib/queries/<router>-queries.ts; loaders, components and features import it. Two
// factories for one procedure drift apart (one key, two freshness rules). A factory is tRPC's
// `trpc.<router>.<procedure>.queryOptions(…)` (or infiniteQueryOptions), or TanStack's
// `queryOptions({ queryKey: … })` keyed by `trpc.<router>.<procedure>.queryKey(…)` or
// `procedureKey('<router>.<procedure>', …)`. Since a router's factories may live in one file only,
// "one per procedure" is checked within that file.
const queriesFolder = 'src/client/lib/queries/';
const memberName = (node) => (node?.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier' ? node.property.name : null);
const namedTrpc = (node) => (node?.type === 'Identifier' && node.name === 'trpc') || memberName(node) === 'trpc';

/** `trpc.<router>.<procedure>.<method>(…)` → "router.procedure", else null. */
function trpcProcedureCall(node, methods) {
  if (node?.type !== 'CallExpression' || !methods.includes(memberName(node.callee))) return null;
  const procedure = node.callee.object;
  const router = procedure?.object;
  if (!memberName(procedure) || !memberName(router) || !namedTrpc(router.object)) return null;
  return `${memberName(router)}.${memberName(procedure)}`;
}

/** The procedure a TanStack `queryKey` expression is keyed by, looking through spreads, arrays and `as const`. */
function keyedProcedure(node) {
  if (!node || typeof node.type !== 'string') return null;
  const fromTrpc = trpcProcedureCall(node, ['queryKey']);
  if (fromTrpc) return fromTrpc;
  if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === 'procedureKey') {
    const [first] = node.arguments;
    return first?.type === 'Literal' && typeof first.value === 'string' && /^\w+\.\w+$/.test(first.value) ? first.value : null;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent' || !value || typeof value !== 'object') continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      const found = keyedProcedure(child);
      if (found) return found;
    }
  }
  return null;
}

const oneQueryFactoryPerProcedure = {
  meta: {
    type: 'problem',
    docs: { description: "A tRPC procedure's query options are built once, in src/client/lib/queries/<router>-queries.ts." },
    messages: {
      elsewhere: 'Query options for {{procedure}} are built in {{home}}: import its factory from there instead of building them here.',
      second: '{{procedure}} already has a query factory in this file: two factories for one procedure drift apart (one key, two freshness rules).',
    },
    schema: [],
  },
  create(context) {
    const relative = path.relative(repoRoot, context.physicalFilename).split(path.sep).join('/');
    const seen = new Set();
    const check = (node, procedure) => {
      const router = procedure.split('.')[0];
      const home = `${queriesFolder}${router.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}-queries.ts`;
      if (relative !== home) context.report({ node, messageId: 'elsewhere', data: { procedure, home } });
      else if (seen.has(procedure)) context.report({ node, messageId: 'second', data: { procedure } });
      seen.add(procedure);
    };
    return {
      CallExpression(node) {
        const viaTrpc = trpcProcedureCall(node, ['queryOptions', 'infiniteQueryOptions']);
        if (viaTrpc) return check(node, viaTrpc);
        if (node.callee.type !== 'Identifier' || node.callee.name !== 'queryOptions') return;
        const [options] = node.arguments;
        const queryKey = options?.type === 'ObjectExpression' && options.properties.find((property) => property.type === 'Property' && !property.computed && property.key.type === 'Identifier' && property.key.name === 'queryKey');
        const keyed = queryKey && keyedProcedure(queryKey.value);
        if (keyed) check(node, keyed);
      },
    };
  },
};

// No import cycles in the page and the service worker, type imports included: a cycle of types
// still ties the layers into one knot (the event menu, the layouts and the routes once met through
// the route tree's types), and the zones above read every import alike. import-x/no-cycle cannot
// see them: it always skips `import type`. This follows every specifier TypeScript sees in a file
// (imports, re-exports, `import()`, type imports) on the files on disk, each read once per
// modification, and asks of each import of the linted file whether it leads back to it. The
// server keeps import-x/no-cycle (run-time cycles), where a type cycle does no harm.
const inRepoSource = (file) => file.startsWith(repoRoot + path.sep) && !file.startsWith(nodeModulesDir);
const specifierCache = new Map();
/** The repo's source files a file imports in any way (cached; a file's date is checked at most once a second). */
function importedSourceFiles(file) {
  const now = Date.now();
  const cached = specifierCache.get(file);
  if (cached && now - cached.checkedAt < 1000) return cached.files;
  const modified = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1;
  if (cached && cached.modified === modified) {
    cached.checkedAt = now;
    return cached.files;
  }
  const text = modified === -1 ? '' : readFileSync(file, 'utf8');
  const files = [];
  for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
    const resolved = moduleResolver.resolve(fileName, file);
    if (!resolved.found || !resolved.path || !/\.[cm]?[jt]sx?$/.test(resolved.path) || !inRepoSource(resolved.path)) continue;
    files.push(resolved.path);
  }
  specifierCache.set(file, { modified, checkedAt: now, files });
  return files;
}

const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles, type imports and `import()` included.' },
    messages: { cycle: 'This import closes a cycle ({{chain}}): type imports count too. Move the shared piece down a layer, or have it handed in.' },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename;
    const relative = (at) => path.relative(repoRoot, at).split(path.sep).join('/');
    // Files already known not to lead back to this one, shared by all its imports.
    const noWayBack = new Set();
    /** The chain from `start` back to this file, or null. */
    const wayBack = (start) => {
      if (start === file) return [file];
      const cameFrom = new Map([[start, null]]);
      const queue = [start];
      while (queue.length > 0) {
        const at = queue.shift();
        for (const next of importedSourceFiles(at)) {
          if (next === file) {
            const chain = [file];
            for (let step = at; step; step = cameFrom.get(step)) chain.unshift(step);
            return chain;
          }
          if (cameFrom.has(next) || noWayBack.has(next)) continue;
          cameFrom.set(next, at);
          queue.push(next);
        }
      }
      for (const visited of cameFrom.keys()) noWayBack.add(visited);
      return null;
    };
    const check = (source) => {
      if (typeof source.value !== 'string') return;
      const resolved = moduleResolver.resolve(source.value, file);
      if (!resolved.found || !resolved.path || !inRepoSource(resolved.path)) return;
      const chain = wayBack(resolved.path);
      if (chain) context.report({ node: source, messageId: 'cycle', data: { chain: [file, ...chain].map(relative).join(' → ') } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      'ExportAllDeclaration, ExportNamedDeclaration[source]': (node) => check(node.source),
      'ImportExpression > Literal.source': check,
      TSImportType: (node) => node.source && check(node.source),
    };
  },
};

const hallwayRules = {
  'kebab-case-file-names': kebabCaseFileNames,
  'literal-import-specifiers': literalImportSpecifiers,
  'no-classic-zod-at-run-time': noClassicZodAtRunTime,
  'no-import-cycle': noImportCycle,
  'one-query-factory-per-procedure': oneQueryFactoryPerProcedure,
};

// zod/mini has no JIT switch of its own: lib/zod-setup.ts turns zod's to jitless (the CSP forbids
// eval) and must run before any other module of the page, so it is main.tsx's first run-time import.
const zodSetup = './lib/zod-setup.ts';
const zodSetupFirst = {
  selector: `Program > :matches(ImportDeclaration[importKind!='type'], ExportAllDeclaration[exportKind!='type'], ExportNamedDeclaration[source][exportKind!='type']):not([source.value='${zodSetup}']):not(ImportDeclaration[source.value='${zodSetup}'] ~ *)`,
  message: `main.tsx imports ${zodSetup} first: zod must be jitless before any module of the page runs (the CSP forbids eval).`,
};

export default tseslint.config(
  { ignores: ['dist/**', '.build/**', 'node_modules/**', 'src/client/route-tree.gen.ts', '.tanstack/**', 'test-results/**', 'playwright-report/**', 'data/**', 'e2e/.artifacts/**', 'tests/.tmp/**', 'tests/lint/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX, hallway: { rules: hallwayRules } },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolves package.json "imports" (#client/*, #server/*, #shared/*) and explicit `.ts` paths.
      'import-x/resolver-next': [moduleResolver],
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
    // The page and the worker: cycles of types count too (hallway/no-import-cycle sees all that
    // import-x/no-cycle sees, and type imports).
    files: ['src/client/**/*.{ts,tsx}', 'sw/**/*.ts'],
    rules: { 'import-x/no-cycle': 'off', 'hallway/no-import-cycle': 'error' },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [serverValueBan] }],
      'no-restricted-syntax': ['error', dynamicServerImportBan, unusedReactEventProp],
      'hallway/no-classic-zod-at-run-time': 'error',
      'hallway/one-query-factory-per-procedure': 'error',
    },
  },
  {
    files: ['src/client/main.tsx'],
    rules: { 'no-restricted-syntax': ['error', dynamicServerImportBan, unusedReactEventProp, zodSetupFirst] },
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
