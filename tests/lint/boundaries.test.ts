// @vitest-environment node
// ESLint runs in Node; jsdom's globals would only get in its way.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

/** Lints `code` as if it were a file at `filePath` (nothing is written), so the config's globs apply. */
async function ruleIdsFor(filePath: string, code: string): Promise<Array<string | null>> {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, filePath) });
  return result!.messages.map((message) => message.ruleId);
}

/**
 * Some real source file under a folder, as a path from the repo root: the path rules resolve each
 * import to a file, so the crossing imports below must name files that exist.
 */
function someSourceFile(folder: string): string {
  const file = readdirSync(join(repoRoot, folder), { recursive: true, encoding: 'utf8' })
    .sort()
    .find((name) => /\.tsx?$/.test(name));
  if (!file) throw new Error(`no source file under ${folder}`);
  return `${folder}/${file.split('\\').join('/')}`;
}

/** A module that uses everything it imports, so only the boundary rules have anything to say. */
const importing = (specifier: string) => `import * as target from '${specifier}';\n\nexport const used = target;\n`;
const serverValue = '#server/services/check-in/record-check-ins.ts';

describe('lint refuses imports that cross the house boundaries', { timeout: 120_000 }, () => {
  it('a client file importing a server value through #server/…', async () => {
    expect(await ruleIdsFor('src/client/features/check-in/probe.ts', importing(serverValue))).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('a client file importing a server value through a relative path', async () => {
    const fromFeature = importing('../../../server/services/check-in/record-check-ins.ts');
    expect(await ruleIdsFor('src/client/features/check-in/probe.ts', fromFeature)).toContain('@typescript-eslint/no-restricted-imports');
    const fromClientRoot = importing('../../src/server/services/check-in/record-check-ins.ts');
    expect(await ruleIdsFor('src/client/lib/probe.ts', fromClientRoot)).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('a client file loading server code lazily with import()', async () => {
    const code = `export const load = () => import('${serverValue}');\n`;
    expect(await ruleIdsFor('src/client/lib/probe.ts', code)).toContain('no-restricted-syntax');
  });

  it('a feature importing another feature, by relative path or by alias', async () => {
    const otherFeatureFile = someSourceFile('src/client/features/events');
    const relativePath = relative('src/client/features/join', otherFeatureFile).split('\\').join('/');
    expect(await ruleIdsFor('src/client/features/join/probe.ts', importing(relativePath))).toContain('import-x/no-restricted-paths');
    const alias = otherFeatureFile.replace(/^src\/client\//, '#client/');
    expect(await ruleIdsFor('src/client/features/join/probe.ts', importing(alias))).toContain('import-x/no-restricted-paths');
  });

  it('a shared client module (lib/) importing a feature', async () => {
    const featureFile = someSourceFile('src/client/features/events').replace(/^src\/client\//, '#client/');
    expect(await ruleIdsFor('src/client/lib/probe.ts', importing(featureFile))).toContain('import-x/no-restricted-paths');
  });

  it('the server importing the page', async () => {
    const clientFile = someSourceFile('src/client/lib').replace(/^src\/client\//, '#client/');
    expect(await ruleIdsFor('src/server/probe.ts', importing(clientFile))).toContain('import-x/no-restricted-paths');
  });

  it('the service worker importing the page or a server value', async () => {
    const clientFile = someSourceFile('src/client/lib');
    expect(await ruleIdsFor('sw/probe.ts', importing(`../${clientFile}`))).toContain('import-x/no-restricted-paths');
    expect(await ruleIdsFor('sw/probe.ts', importing('../src/server/services/check-in/record-check-ins.ts'))).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
  });

  it('shared code importing a package other than zod, or the page', async () => {
    expect(await ruleIdsFor('src/shared/rules/probe.ts', importing('fastify'))).toContain('@typescript-eslint/no-restricted-imports');
    const clientFile = someSourceFile('src/client/lib');
    expect(await ruleIdsFor('src/shared/rules/probe.ts', importing(`../../../${clientFile}`))).toContain('import-x/no-restricted-paths');
  });

  // Was tests/server/services/services-import-no-transport.test.ts: services throw DomainError and
  // leave the wire shape to the transports.
  it('a service importing @trpc/server in any form, types included', async () => {
    const forms = [
      "import { TRPCError } from '@trpc/server';\n\nexport const used = TRPCError;\n",
      "import type { TRPCError } from '@trpc/server';\n\nexport type Used = TRPCError;\n",
      "export * from '@trpc/server/http';\n",
      "export const load = () => import('@trpc/server');\n",
      importing('../../../../node_modules/@trpc/server/dist/index.mjs'),
    ];
    expect(existsSync(join(repoRoot, 'node_modules/@trpc/server/dist/index.mjs'))).toBe(true);
    for (const code of forms) expect(await ruleIdsFor('src/server/services/accounts/probe.ts', code), code).toContain('import-x/no-restricted-paths');
    // The transport itself may.
    expect(await ruleIdsFor('src/server/trpc/probe.ts', forms[0]!)).toEqual([]);
  });

  it('a file name that is not kebab-case', async () => {
    expect(await ruleIdsFor('src/client/components/ui/ConfirmButton.tsx', 'export const confirm = 1;\n')).toContain('hallway/kebab-case-file-names');
    expect(await ruleIdsFor('tests/client/some_helper.ts', 'export const helper = 1;\n')).toContain('hallway/kebab-case-file-names');
    expect(await ruleIdsFor('src/server/servicesX/probe.ts', 'export const helper = 1;\n')).toContain('hallway/kebab-case-file-names');
  });

  it('two modules that import each other', async () => {
    const withoutIgnores = new ESLint({ cwd: repoRoot, ignore: false });
    const results = await withoutIgnores.lintFiles(['tests/lint/fixtures/cycle/cycle-a.ts', 'tests/lint/fixtures/cycle/cycle-b.ts']);
    expect(results).toHaveLength(2);
    for (const result of results) expect(result.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });

  it('two modules that import each other only as types, where the page counts them', async () => {
    // import-x/no-cycle skips type imports; the page's and the worker's own rule does not. The
    // fixtures sit outside src/client, so that rule is switched on for them here.
    const files = ['tests/lint/fixtures/cycle/type-cycle-a.ts', 'tests/lint/fixtures/cycle/type-cycle-b.ts'];
    const asPage = new ESLint({ cwd: repoRoot, ignore: false, overrideConfig: { files: ['tests/lint/fixtures/cycle/**'], rules: { 'hallway/no-import-cycle': 'error' } } });
    const results = await asPage.lintFiles(files);
    expect(results).toHaveLength(2);
    for (const result of results) {
      const ruleIds = result.messages.map((message) => message.ruleId);
      expect(ruleIds).toContain('hallway/no-import-cycle');
      expect(ruleIds).not.toContain('import-x/no-cycle');
    }
    for (const file of ['src/client/lib/probe.ts', 'sw/probe.ts']) {
      const rules = (await eslint.calculateConfigForFile(join(repoRoot, file))).rules;
      expect(rules['hallway/no-import-cycle'], file).toEqual([2]);
    }
  });

  it('the outbox importing a feature op that imports the outbox back, as types only', async () => {
    const code = "import type { pollOutboxOps } from '#client/features/polls/poll-outbox-ops.ts';\n\nexport type PollOps = typeof pollOutboxOps;\n";
    const ruleIds = await ruleIdsFor('src/client/offline/outbox-ops.ts', code);
    expect(ruleIds).toContain('hallway/no-import-cycle');
    expect(ruleIds).toContain('import-x/no-restricted-paths');
  });
});

// The client's layers, top down (src/client/README.md, "Layers"): top-level files, routes/,
// features/, components/, offline/, lib/, stores/, src/shared. Each zone refuses a value import, a
// type import and a relative path upwards, and lets the layers below through.
describe("lint holds the client's layers", { timeout: 120_000 }, () => {
  const typesOf = (specifier: string) => `import type * as target from '${specifier}';\n\nexport type Used = typeof target;\n`;
  const alias = (file: string) => file.replace(/^src\/client\//, '#client/').replace(/^src\/shared\//, '#shared/');
  const uploadImage = 'src/client/components/upload/upload-image.ts';
  const buttonStyles = 'src/client/components/ui/button-styles.ts';
  const outbox = 'src/client/offline/outbox.ts';
  const clientError = 'src/client/lib/client-error.ts';
  const sessionStore = 'src/client/stores/session-store.ts';
  const pollOps = 'src/client/features/polls/poll-outbox-ops.ts';
  const rootRoute = 'src/client/routes/__root.tsx';
  const top = ['src/client/main.tsx', 'src/client/router.tsx', 'src/client/route-tree.gen.ts', 'src/client/outbox-registry.ts'];

  const forms = (probe: string, file: string) => {
    const relativePath = relative(join(probe, '..'), file).split('\\').join('/');
    return [importing(alias(file)), typesOf(alias(file)), typesOf(relativePath)];
  };
  const refused = async (probe: string, files: string[]) => {
    for (const file of files) {
      for (const code of forms(probe, file)) expect(await ruleIdsFor(probe, code), `${probe}: ${code}`).toContain('import-x/no-restricted-paths');
    }
  };
  const allowed = async (probe: string, files: string[]) => {
    const code = files.map((file, index) => `import * as target${index} from '${alias(file)}';\n`).join('') + `\nexport const used = [${files.map((_, index) => `target${index}`).join(', ')}];\n`;
    expect(await ruleIdsFor(probe, code), probe).toEqual([]);
  };

  it('names files that exist', () => {
    for (const file of [uploadImage, buttonStyles, outbox, clientError, sessionStore, pollOps, rootRoute, ...top]) expect(existsSync(join(repoRoot, file)), file).toBe(true);
  });

  it('lib/ importing a component, the outbox, a feature or the route tree', async () => {
    await refused('src/client/lib/album/probe.ts', [uploadImage, outbox, pollOps, ...top]);
  });

  it('a store importing lib/, the outbox or a component', async () => {
    await refused('src/client/stores/probe.ts', [clientError, outbox, buttonStyles, ...top]);
  });

  it('offline/ importing a component, a feature, a route or the registry', async () => {
    await refused('src/client/offline/probe.tsx', [buttonStyles, pollOps, rootRoute, ...top]);
  });

  it('a component importing a feature, a route or the top-level files', async () => {
    await refused('src/client/components/layouts/probe.tsx', [pollOps, rootRoute, ...top]);
  });

  it('a feature or a route importing the top-level files', async () => {
    await refused('src/client/features/polls/probe.ts', [rootRoute, ...top]);
    await refused('src/client/routes/event/probe.tsx', top);
  });

  it('each layer importing the layers below it', async () => {
    await allowed('src/client/components/layouts/probe.tsx', [outbox, clientError, sessionStore]);
    await allowed('src/client/offline/probe.ts', [clientError, sessionStore]);
    await allowed('src/client/lib/probe.ts', [sessionStore, 'src/shared/errors.ts']);
    await allowed('src/client/probe.ts', [pollOps, rootRoute, outbox]);
  });
});

// Issue 32, part 1: specifiers that got past the old regexes. Each must fail lint; the forms written
// to reach a real file are checked against that file first, so a rename cannot make a case pass vacuously.
describe('lint refuses the specifiers that slipped past the old patterns', { timeout: 120_000 }, () => {
  const ballotCommitment = 'src/server/services/polls/ballot-commitment.ts';
  const component = 'src/client/features/questions/components/probe.tsx';
  const lazily = (specifier: string) => `export const load = () => import(${specifier});\n`;

  it('names files that exist', () => {
    for (const file of [ballotCommitment, 'src/server/trpc/app-router.ts', 'node_modules/react-dom/client.js', 'node_modules/fastify/fastify.js']) {
      expect(existsSync(join(repoRoot, file)), file).toBe(true);
    }
  });

  it('a client component reaching src/server by ./ then ../ steps', async () => {
    const code = importing('./../../../../server/services/polls/ballot-commitment.ts');
    expect(await ruleIdsFor(component, code)).toContain('import-x/no-restricted-paths');
  });

  it('a client component reaching src/server through another folder and back', async () => {
    const code = importing('../../../../shared/../server/services/polls/ballot-commitment.ts');
    expect(await ruleIdsFor(component, code)).toContain('import-x/no-restricted-paths');
  });

  it('a client file importing types from a server file other than the router', async () => {
    const code = "import type { ballotCommitment } from '#server/services/polls/ballot-commitment.ts';\n\nexport type Used = typeof ballotCommitment;\n";
    expect(await ruleIdsFor('src/client/lib/probe.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it("a client file importing the router's file as a value by a roundabout path", async () => {
    for (const specifier of ['./../../server/trpc/app-router.ts', '../../shared/../server/trpc/app-router.ts', '#client/../server/trpc/app-router.ts']) {
      expect(await ruleIdsFor('src/client/lib/probe.ts', importing(specifier)), specifier).toContain('@typescript-eslint/no-restricted-imports');
    }
  });

  it('a client file loading src/server with import() and a template literal', async () => {
    const code = lazily('`#server/services/polls/ballot-commitment.ts`');
    expect(await ruleIdsFor('src/client/lib/probe.ts', code)).toContain('hallway/literal-import-specifiers');
  });

  it('a client file loading a module whose name is computed', async () => {
    const code = "const name = 'polls';\nexport const load = () => import(`#server/services/${name}/ballot-commitment.ts`);\nexport const loadAny = (specifier: string) => import(specifier);\n";
    const ruleIds = await ruleIdsFor('src/client/lib/probe.ts', code);
    expect(ruleIds.filter((ruleId) => ruleId === 'hallway/literal-import-specifiers')).toHaveLength(2);
  });

  it('the service worker reaching src/server by a roundabout path or a template literal', async () => {
    expect(await ruleIdsFor('sw/probe.ts', importing('./../src/shared/../server/services/polls/ballot-commitment.ts'))).toContain('import-x/no-restricted-paths');
    expect(await ruleIdsFor('sw/probe.ts', lazily('`#server/services/polls/ballot-commitment.ts`'))).toContain('hallway/literal-import-specifiers');
  });

  it('the server loading the page with import() and a template literal', async () => {
    const clientFile = someSourceFile('src/client/lib').replace(/^src\/client\//, '#client/');
    expect(await ruleIdsFor('src/server/probe.ts', lazily(`\`${clientFile}\``))).toContain('hallway/literal-import-specifiers');
  });

  it('the server importing react-dom, by name or by path', async () => {
    for (const specifier of ['react-dom', 'react-dom/client', '../../../node_modules/react-dom/client.js']) {
      expect(await ruleIdsFor('src/server/http/probe.ts', importing(specifier)), specifier).toContain('import-x/no-restricted-paths');
    }
  });

  it('shared code reaching a package by a relative path into node_modules', async () => {
    const code = importing('../../../node_modules/fastify/fastify.js');
    expect(await ruleIdsFor('src/shared/rules/probe.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it('shared code loading a Node built-in with import()', async () => {
    expect(await ruleIdsFor('src/shared/rules/probe.ts', lazily("'node:fs'"))).toContain('no-restricted-syntax');
    expect(await ruleIdsFor('src/shared/rules/probe.ts', lazily('`node:fs`'))).toContain('hallway/literal-import-specifiers');
  });
});

// Issue 32, part 3: the server's layers (src/server/README.md, "Imports"). Each zone refuses a value
// import, a type import and an alias, and lets the layers below through.
describe("lint holds the server's layers", { timeout: 120_000 }, () => {
  const typesOf = (specifier: string) => `import type * as target from '${specifier}';\n\nexport type Used = typeof target;\n`;
  const alias = (file: string) => file.replace(/^src\/server\//, '#server/');
  const layer = (name: string) => someSourceFile(`src/server/${name}`);
  const sendPrecompressed = 'src/server/http/send-precompressed.ts';
  const requestOrigin = 'src/server/request/request-origin.ts';
  const trpcInit = 'src/server/trpc/init.ts';
  const seedDemo = 'src/server/seed/demo.ts';
  const passwords = 'src/server/services/auth/passwords.ts';

  /** Every form of reaching `file` from `probe`: a relative value import, a relative type import, an alias. */
  const forms = (probe: string, file: string) => {
    const relativePath = relative(join(probe, '..'), file).split('\\').join('/');
    return [importing(relativePath), typesOf(relativePath), importing(alias(file))];
  };
  const refused = async (probe: string, file: string) => {
    for (const code of forms(probe, file)) expect(await ruleIdsFor(probe, code), `${probe}: ${code}`).toContain('import-x/no-restricted-paths');
  };
  const allowed = async (probe: string, files: string[]) => {
    const code = files.map((file, index) => `import * as target${index} from '${alias(file)}';\n`).join('') + `\nexport const used = [${files.map((_, index) => `target${index}`).join(', ')}];\n`;
    expect(await ruleIdsFor(probe, code), probe).toEqual([]);
  };

  it('names files that exist', () => {
    for (const file of [sendPrecompressed, requestOrigin, trpcInit, seedDemo, passwords]) expect(existsSync(join(repoRoot, file)), file).toBe(true);
  });

  it('a service importing http/, trpc/, request/ or seed/', async () => {
    const probe = 'src/server/services/event-feeds/probe.ts';
    for (const file of [sendPrecompressed, trpcInit, requestOrigin, seedDemo, layer('http'), layer('trpc')]) await refused(probe, file);
  });

  it('a service importing another service, db/ and the root modules', async () => {
    await allowed('src/server/services/event-feeds/probe.ts', [passwords, 'src/server/services/precompressed-body.ts', 'src/server/db/client.ts', 'src/server/deps.ts']);
  });

  it('a router importing http/', async () => {
    for (const file of [sendPrecompressed, layer('http')]) await refused('src/server/trpc/routers/probe.ts', file);
  });

  it('a router importing request/, services and db/', async () => {
    await allowed('src/server/trpc/routers/probe.ts', [requestOrigin, 'src/server/request/run-after-reply.ts', passwords, 'src/server/db/client.ts']);
  });

  it('request/ importing http/ or trpc/', async () => {
    for (const file of [sendPrecompressed, trpcInit]) await refused('src/server/request/probe.ts', file);
  });

  it('http/ importing trpc/, request/ and services', async () => {
    await allowed('src/server/http/probe.ts', ['src/server/trpc/error-entry.ts', requestOrigin, 'src/server/services/auth/request-account.ts']);
  });

  it('db/ importing services, trpc/, http/, request/ or seed/', async () => {
    for (const probe of ['src/server/db/probe.ts', 'src/server/db/schema/probe.ts']) {
      for (const file of [passwords, trpcInit, sendPrecompressed, requestOrigin, seedDemo]) await refused(probe, file);
    }
  });

  it('db/ importing itself and env.ts; the seed importing services and db/', async () => {
    await allowed('src/server/db/probe.ts', ['src/server/db/client.ts', 'src/server/db/schema/accounts.ts', 'src/server/env.ts']);
    await allowed('src/server/seed/probe.ts', [passwords, 'src/server/services/uploads/storage.ts', 'src/server/db/client.ts', 'src/server/db/schema/accounts.ts']);
  });
});

describe('lint lets the allowed imports through', { timeout: 120_000 }, () => {
  it('a type import from the server in a client file', async () => {
    const code = "import type { AppRouter } from '#server/trpc/app-router.ts';\n\nexport type Router = AppRouter;\n";
    expect(existsSync(join(repoRoot, 'src/server/trpc/app-router.ts'))).toBe(true);
    expect(await ruleIdsFor('src/client/lib/probe.ts', code)).toEqual([]);
  });

  it('a route importing a feature, with TanStack Router file names', async () => {
    const featureFile = someSourceFile('src/client/features/events').replace(/^src\/client\//, '#client/');
    expect(await ruleIdsFor('src/client/routes/event/$eventId/_attendee/probe.tsx', importing(featureFile))).toEqual([]);
    expect(await ruleIdsFor('src/client/routes/__root.tsx', importing(featureFile))).toEqual([]);
    expect(await ruleIdsFor('src/client/routes/_authenticated/events_.new.tsx', importing(featureFile))).toEqual([]);
  });

  it('a feature importing its own files, lib/ and components/', async () => {
    const ownFile = someSourceFile('src/client/features/events').replace(/^src\/client\//, '#client/');
    const libFile = someSourceFile('src/client/lib').replace(/^src\/client\//, '#client/');
    const componentFile = someSourceFile('src/client/components').replace(/^src\/client\//, '#client/');
    const code = `import * as own from '${ownFile}';\nimport * as lib from '${libFile}';\nimport * as component from '${componentFile}';\n\nexport const used = [own, lib, component];\n`;
    expect(await ruleIdsFor('src/client/features/events/probe.ts', code)).toEqual([]);
  });

  it("a type import of the router's file by a relative path, in the page and in the service worker", async () => {
    const code = (specifier: string) => `import type { AppRouter } from '${specifier}';\n\nexport type Router = AppRouter;\n`;
    expect(await ruleIdsFor('src/client/lib/probe.ts', code('../../server/trpc/app-router.ts'))).toEqual([]);
    expect(await ruleIdsFor('sw/probe.ts', code('#server/trpc/app-router.ts'))).toEqual([]);
  });

  it('the page loading its own code lazily with a string literal', async () => {
    const libFile = someSourceFile('src/client/lib').replace(/^src\/client\//, '#client/');
    expect(await ruleIdsFor('src/client/features/events/probe.ts', `export const load = () => import('${libFile}');\n`)).toEqual([]);
  });

  it('shared code importing zod, zod/mini and itself', async () => {
    const sharedFile = someSourceFile('src/shared/rules').replace(/^src\/shared\//, '#shared/');
    const code = `import * as zod from 'zod';\nimport * as mini from 'zod/mini';\nimport * as own from '${sharedFile}';\n\nexport const used = [zod, mini, own];\n`;
    expect(await ruleIdsFor('src/shared/probe.ts', code)).toEqual([]);
  });

  it('the server importing packages, shared code and itself', async () => {
    const sharedFile = someSourceFile('src/shared/rules').replace(/^src\/shared\//, '#shared/');
    const code = `import * as fastify from 'fastify';\nimport * as zod from 'zod';\nimport * as shared from '${sharedFile}';\nimport * as own from '#server/trpc/app-router.ts';\n\nexport const used = [fastify, zod, shared, own];\n`;
    expect(await ruleIdsFor('src/server/http/probe.ts', code)).toEqual([]);
  });
});
