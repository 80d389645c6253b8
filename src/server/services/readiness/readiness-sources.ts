import type { Db } from '../../db/client.ts';
import { appShellSize } from './app-shell-size.ts';

// The build the service worker precaches lives in the running server, not the database. Keyed by
// the database handle, like the event feeds (event-feeds/running-feeds.ts), so services keep
// taking only `db` and each server (each test server too) measures its own.

const shellDirs = new WeakMap<Db, string>();

/**
 * The folder of the build this server serves (its sw.js lists what phones precache). Measured
 * once per build, right after start rather than on the readiness page's first visit: it reads
 * and compresses the build's files, which that visit would otherwise wait for.
 */
export function provideAppShellDir(db: Db, distDir: string): void {
  shellDirs.set(db, distDir);
  setImmediate(() => void appShellSize(distDir));
}

export const appShellDirFor = (db: Db): string | undefined => shellDirs.get(db);
