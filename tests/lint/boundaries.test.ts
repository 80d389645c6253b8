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
});
