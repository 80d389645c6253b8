import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pgliteStartParams } from '#server/db/client.ts';
import { isDataDirReady, prepareDataDir } from '#server/db/prepare-data-dir.ts';

// A new embedded database is created (initdb) in a child process, so the server's own memory never
// holds initdb's WebAssembly instance; the server then opens the ready directory as on any restart.

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'hallway-datadir-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('preparing the embedded data directory', () => {
  it('creates the cluster in a child process, and the server opens and uses it', async () => {
    const directory = path.join(root, 'fresh');
    expect(isDataDirReady(directory)).toBe(false);
    await prepareDataDir(directory, pgliteStartParams);
    expect(isDataDirReady(directory)).toBe(true);
    const before = await stat(path.join(directory, 'PG_VERSION'));
    // Already there: left as it is.
    await prepareDataDir(directory, pgliteStartParams);
    expect((await stat(path.join(directory, 'PG_VERSION'))).mtimeMs).toBe(before.mtimeMs);

    // openDatabase takes `${dataDir}/pglite`: point it at the parent of the prepared directory.
    const dataDir = path.join(root, 'server');
    const database = await openDatabase({ dataDir });
    try {
      const result = (await database.db.execute('select current_setting($$shared_buffers$$) as buffers')) as unknown as { rows: Array<{ buffers: string }> };
      expect(result.rows[0]?.buffers).toBe('32MB');
      expect(isDataDirReady(path.join(dataDir, 'pglite'))).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('refuses with the reason when the directory cannot be made', async () => {
    const blocker = path.join(root, 'a-file');
    await writeFile(blocker, 'not a directory');
    await expect(prepareDataDir(path.join(blocker, 'pglite'), pgliteStartParams)).rejects.toThrow(/Could not create the database in .*a-file\/pglite \(initdb exited with 1\)/);
  });
});
