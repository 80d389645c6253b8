// @vitest-environment node
// Bundles with Vite in Node, as the real build does.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { findServerPackagesInFolder, findServerPackagesInScript, serverPackages } from '../tools/server-package-signatures.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const entryId = '\0hallway-probe-entry';

/** Builds `code` for the browser, minified like the app, and returns the scripts' text. */
async function bundle(code: string): Promise<string> {
  const virtualEntry: Plugin = {
    name: 'hallway-probe-entry',
    resolveId: (id) => (id === 'probe-entry' ? entryId : null),
    load: (id) => (id === entryId ? code : null),
  };
  const output = await build({
    configFile: false,
    root: repoRoot,
    publicDir: false,
    logLevel: 'silent',
    plugins: [virtualEntry],
    build: { write: false, minify: true, rolldownOptions: { input: 'probe-entry' } },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  return outputs
    .flatMap((result) => result.output)
    .map((file) => (file.type === 'chunk' ? file.code : ''))
    .join('\n');
}

// What a page file might pull in by mistake: the small named imports as well as whole packages.
const accidentalImports: Array<[string, string]> = [
  ['drizzle-orm', "import { eq } from 'drizzle-orm';\nconsole.log(eq);"],
  ['fastify', "import fastify from 'fastify';\nconsole.log(fastify);"],
  ['pg', "import pg from 'pg';\nconsole.log(pg);"],
  ['@electric-sql/pglite', "import { PGlite } from '@electric-sql/pglite';\nconsole.log(PGlite);"],
  ['sharp', "import sharp from 'sharp';\nconsole.log(sharp);"],
  ['nodemailer', "import nodemailer from 'nodemailer';\nconsole.log(nodemailer);"],
  ['tsx', "import { register } from 'tsx/esm/api';\nconsole.log(register);"],
  ['tsx', "import { require as tsxRequire } from 'tsx/cjs/api';\nconsole.log(tsxRequire);"],
];

describe('the dist/ check recognises every server package once bundled for the browser', { timeout: 120_000 }, () => {
  it('covers the same packages as the list', () => {
    expect([...new Set(accidentalImports.map(([name]) => name))].sort()).toEqual([...serverPackages].sort());
  });

  it.each(accidentalImports)('finds %s in a bundle that imports it', async (name, code) => {
    expect(findServerPackagesInScript(await bundle(code))).toContain(name);
  });

  it('finds none in a bundle of what the page does use', async () => {
    const code = "import * as z from 'zod/mini';\nimport { createTRPCClient } from '@trpc/client';\nconsole.log(z, createTRPCClient);";
    expect(findServerPackagesInScript(await bundle(code))).toEqual([]);
  });
});

describe('scanning a built folder', () => {
  const folder = mkdtempSync(join(tmpdir(), 'hallway-dist-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('names the script that carries a signature and the source map that lists a package', () => {
    writeFileSync(join(folder, 'page.js'), 'const kind=Symbol.for("drizzle:entityKind");');
    writeFileSync(join(folder, 'clean.js'), 'console.log("hello");');
    writeFileSync(join(folder, 'clean.js.map'), JSON.stringify({ version: 3, sources: ['../../node_modules/pg/lib/client.js'], mappings: '' }));
    expect(findServerPackagesInFolder(folder).sort((a, b) => a.file.localeCompare(b.file))).toEqual([
      { file: 'clean.js.map', packages: ['pg'] },
      { file: 'page.js', packages: ['drizzle-orm'] },
    ]);
  });
});
