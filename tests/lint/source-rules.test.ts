// @vitest-environment node
// ESLint runs in Node; jsdom's globals would only get in its way.
// Rules that replaced tests scanning the source with regexes (issue 32, part 2): each must fail lint
// on a violating snippet and let the compliant form through. `npx eslint .` checks the real code.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

/** Lints `code` as if it were a file at `filePath` (nothing is written), so the config's globs apply. */
async function messagesFor(filePath: string, code: string): Promise<Array<{ ruleId: string | null; message: string }>> {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, filePath) });
  return result!.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}
const ruleIdsFor = async (filePath: string, code: string) => (await messagesFor(filePath, code)).map((message) => message.ruleId);

const fixtures = '../../../tests/lint/fixtures/classic-zod'; // from src/client/lib/
const noClassicZod = 'hallway/no-classic-zod-at-run-time';

// Was tests/client/lib/client-imports.test.ts.
describe('the page never loads classic zod', { timeout: 120_000 }, () => {
  it('refuses classic zod imported as a value, under any of its names', async () => {
    for (const specifier of ['zod', 'zod/v4', 'zod/v3', 'zod/v4/classic']) {
      const code = `import { z } from '${specifier}';\n\nexport const used = z;\n`;
      expect(await ruleIdsFor('src/client/features/events/probe.ts', code), specifier).toContain(noClassicZod);
    }
    expect(await ruleIdsFor('src/client/lib/probe.ts', "export const load = () => import('zod');\n")).toContain(noClassicZod);
  });

  it('refuses a module outside src/client that loads classic zod, directly or through a re-export, and names the chain', async () => {
    const direct = await messagesFor('src/client/lib/probe.ts', `import { probeInput } from '${fixtures}/contract.ts';\n\nexport const used = probeInput;\n`);
    expect(direct.filter((message) => message.ruleId === noClassicZod)).toEqual([
      { ruleId: noClassicZod, message: expect.stringContaining('tests/lint/fixtures/classic-zod/contract.ts → zod') },
    ]);
    const through = await messagesFor('src/client/lib/probe.ts', `import { nameLimit } from '${fixtures}/limits.ts';\n\nexport const used = nameLimit;\n`);
    expect(through.filter((message) => message.ruleId === noClassicZod)).toEqual([
      { ruleId: noClassicZod, message: expect.stringContaining('classic-zod/limits.ts → tests/lint/fixtures/classic-zod/contract.ts → zod') },
    ]);
    const lazily = await ruleIdsFor('src/client/lib/probe.ts', `export const load = () => import('${fixtures}/limits.ts');\n`);
    expect(lazily).toContain(noClassicZod);
    const sideEffect = await ruleIdsFor('src/client/lib/probe.ts', `import '${fixtures}/limits.ts';\n`);
    expect(sideEffect).toContain(noClassicZod);
  });

  it('refuses a real shared contract imported as a value', async () => {
    const contract = 'src/shared/contracts/polls.ts';
    expect(readFileSync(join(repoRoot, contract), 'utf8')).toMatch(/^import \{ z \} from 'zod';$/m);
    const code = "import { createPollInput } from '#shared/contracts/polls.ts';\n\nexport const used = createPollInput;\n";
    expect(await ruleIdsFor('src/client/features/events/probe.ts', code)).toContain(noClassicZod);
  });

  it('lets a shared contract written in zod/mini through, followed to its building blocks', async () => {
    const contract = 'src/shared/contracts/account.ts';
    expect(readFileSync(join(repoRoot, contract), 'utf8')).toMatch(/^import \* as z from 'zod\/mini';$/m);
    const code = "import { registerInput } from '#shared/contracts/account.ts';\n\nexport const used = registerInput;\n";
    expect(await ruleIdsFor('src/client/features/events/probe.ts', code)).not.toContain(noClassicZod);
  });

  it('lets zod/mini, type-only imports and zod-free shared modules through', async () => {
    const code = [
      "import * as z from 'zod/mini';",
      "import type { output } from 'zod';",
      `import type { probeInput } from '${fixtures}/contract.ts';`,
      `import { nameLimit } from '${fixtures}/types-only.ts';`,
      "import { clientMessages } from '#shared/errors.ts';",
      '',
      'export type Probe = output<typeof probeInput>;',
      'export const used = [z, nameLimit, clientMessages];',
      '',
    ].join('\n');
    expect(await ruleIdsFor('src/client/lib/probe.ts', code)).toEqual([]);
  });

  it('lets the server and shared code use classic zod', async () => {
    const code = `import { z } from 'zod';\n\nexport const used = z;\n`;
    expect(await ruleIdsFor('src/server/http/probe.ts', code)).toEqual([]);
    expect(await ruleIdsFor('src/shared/rules/probe.ts', code)).toEqual([]);
  });

  it('makes main.tsx load lib/zod-setup.ts before anything else (zod jitless: the CSP forbids eval)', async () => {
    const late = "import './lib/offline-preview/apply-at-start.ts';\nimport './lib/zod-setup.ts';\n";
    expect(await ruleIdsFor('src/client/main.tsx', late)).toEqual(['no-restricted-syntax']);
    const missing = "import { StrictMode } from 'react';\n\nexport const used = StrictMode;\n";
    expect(await ruleIdsFor('src/client/main.tsx', missing)).toEqual(['no-restricted-syntax']);
    const first = "import type { ReactNode } from 'react';\nimport './lib/zod-setup.ts';\nimport './lib/offline-preview/apply-at-start.ts';\n\nexport type Node = ReactNode;\n";
    expect(await ruleIdsFor('src/client/main.tsx', first)).toEqual([]);
    expect(readFileSync(join(repoRoot, 'src/client/main.tsx'), 'utf8')).toContain("import './lib/zod-setup.ts';");
  });
});

const oneFactory = 'hallway/one-query-factory-per-procedure';

// Was tests/client/lib/queries/one-factory-per-procedure.test.ts.
describe('one query factory per procedure, in lib/queries/<router>-queries.ts', { timeout: 120_000 }, () => {
  const trpcFactory = (procedure: string, staleTime: number) =>
    `import type { Trpc } from '#client/lib/trpc.ts';\n\nexport const probe = (trpc: Trpc, id: string) => trpc.${procedure}.queryOptions({ id }, { staleTime: ${staleTime} });\n`;

  it('refuses a factory outside its router’s file, in each of the forms a factory takes', async () => {
    expect(await messagesFor('src/client/features/people/people-queries.ts', trpcFactory('event.byId', 60_000))).toEqual([
      { ruleId: oneFactory, message: expect.stringContaining('event.byId are built in src/client/lib/queries/event-queries.ts') },
    ]);
    expect(await ruleIdsFor('src/client/lib/queries/people-queries.ts', trpcFactory('event.byId', 0))).toEqual([oneFactory]);
    const infinite = "import type { Trpc } from '#client/lib/trpc.ts';\n\nexport const probe = (trpc: Trpc) => trpc.album.queue.infiniteQueryOptions({ eventId: 'e' }, { getNextPageParam: () => null });\n";
    expect(await ruleIdsFor('src/client/features/album/probe.ts', infinite)).toEqual([oneFactory]);
    const keyedByTrpc =
      "import { queryOptions } from '@tanstack/react-query';\nimport type { Trpc } from '#client/lib/trpc.ts';\n\nexport const probe = (trpc: Trpc) => queryOptions({ queryKey: [...trpc.event.attributes.queryKey({ id: 'e' }), 'data'] as const, queryFn: async () => 1 });\n";
    expect(await messagesFor('src/client/routes/probe.tsx', keyedByTrpc)).toEqual([{ ruleId: oneFactory, message: expect.stringContaining('event.attributes') }]);
    const keyedByName =
      "import { queryOptions } from '@tanstack/react-query';\nimport { procedureKey } from '#client/lib/contract-procedures.ts';\n\nexport const probe = () => queryOptions({ queryKey: procedureKey('matches.count', { attendeeId: 'a' }), queryFn: async () => 1 });\n";
    expect(await messagesFor('src/client/features/matches/probe.ts', keyedByName)).toEqual([
      { ruleId: oneFactory, message: expect.stringContaining('matches.count are built in src/client/lib/queries/matches-queries.ts') },
    ]);
  });

  it('refuses a second factory for one procedure in its router’s file', async () => {
    const twice = `${trpcFactory('checkIn.roster', 0)}export const again = (trpc: Trpc) => trpc.checkIn.roster.queryOptions({ id: 'x' }, { staleTime: 60_000 });\n`;
    expect(await messagesFor('src/client/lib/queries/check-in-queries.ts', twice)).toEqual([
      { ruleId: oneFactory, message: expect.stringContaining('checkIn.roster already has a query factory in this file') },
    ]);
  });

  it('lets one factory per procedure through in its router’s file, camelCase routers in kebab-case files', async () => {
    const code = `${trpcFactory('checkIn.roster', 0)}export const changes = (trpc: Trpc) => trpc.checkIn.changes.queryOptions({ id: 'x' }, { staleTime: 0 });\n`;
    expect(await ruleIdsFor('src/client/lib/queries/check-in-queries.ts', code)).toEqual([]);
    // Reading a key (to invalidate or to read the cache) is not building options.
    const readsKey = "import type { Trpc } from '#client/lib/trpc.ts';\n\nexport const key = (trpc: Trpc) => trpc.event.byId.queryKey({ id: 'e' });\n";
    expect(await ruleIdsFor('src/client/features/events/probe.ts', readsKey)).toEqual([]);
  });

  it('sees the real factories: each file of lib/queries, moved elsewhere, is refused for every procedure it builds', async () => {
    const folder = 'src/client/lib/queries';
    const reported = new Set<string>();
    for (const name of readdirSync(join(repoRoot, folder)).filter((file) => file.endsWith('-queries.ts'))) {
      const messages = await messagesFor(`src/client/features/probe/${name}`, readFileSync(join(repoRoot, folder, name), 'utf8'));
      for (const { ruleId, message } of messages) if (ruleId === oneFactory) reported.add(/Query options for (\S+)/.exec(message)?.[1] ?? message);
    }
    for (const procedure of ['event.byId', 'event.attributes', 'people.list', 'matches.count', 'schedule.public', 'album.queue', 'checkIn.roster']) {
      expect(reported, procedure).toContain(procedure);
    }
    expect(existsSync(join(repoRoot, folder, 'event-queries.ts'))).toBe(true);
  });
});
