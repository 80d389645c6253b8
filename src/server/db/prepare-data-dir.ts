import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// A new data directory is made by PGlite's initdb, which runs in a WebAssembly instance of its
// own beside the database's: measured, the process then held 793 MB resident (peak 821 MB)
// against 320 MB for the same server started on a ready directory, and WebAssembly memory is
// only returned once collected. So initdb runs in a short-lived child process that exits when
// the directory is ready: the server's own memory is the same on its first start as on every
// later one (issue 33: a 5,000-person event in 512 MB).

const initScript = `
const [entry, directory, params] = process.argv.slice(1);
const { PGlite } = await import(entry);
const database = await PGlite.create(directory, { startParams: JSON.parse(params) });
await database.close();
`;

/** Whether `directory` already holds a database cluster. */
export const isDataDirReady = (directory: string): boolean => existsSync(path.join(directory, 'PG_VERSION'));

/** Runs initdb for `directory` in a child process, unless it holds a cluster already. */
export async function prepareDataDir(directory: string, startParams: readonly string[]): Promise<void> {
  if (isDataDirReady(directory)) return;
  // The same PGlite the server loads, wherever the server runs from (tsx, the built file, tests).
  const entry = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  const child = spawn(process.execPath, ['--input-type=module', '-e', initScript, entry, directory, JSON.stringify(startParams)], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0 || !isDataDirReady(directory)) throw new Error(`Could not create the database in ${directory} (initdb exited with ${code}): ${stderr.trim().slice(-2000)}`);
}
