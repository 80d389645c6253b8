import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadedByFirstVisit } from '../../src/build/precache-bundle-file.ts';
import { routePreloadsFile, type RoutePreloads } from '../../src/shared/rules/route-preloads.ts';

const made: string[] = [];
afterEach(async () => {
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function builtFolder(html: string | null, preloads: RoutePreloads | string | null): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'hallway-bundle-'));
  made.push(root);
  if (html !== null) await writeFile(path.join(root, 'index.html'), html);
  if (preloads !== null) {
    await mkdir(path.dirname(path.join(root, routePreloadsFile)), { recursive: true });
    await writeFile(path.join(root, routePreloadsFile), typeof preloads === 'string' ? preloads : JSON.stringify(preloads));
  }
  return root;
}

describe('what a first visit has loaded before the worker installs (left out of the precache bundle)', () => {
  it("is the HTML's entry, preloads and stylesheet, the app's start, the signed-in start and the event layout's chunks; not another screen's", async () => {
    const root = await builtFolder(
      '<link rel="icon" href="/icons/icon-192.png"><script type="module" src="/assets/index-1.js"></script><link rel="modulepreload" href="/assets/boot-shared-2.js"><link rel="stylesheet" href="/assets/index-3.css">',
      {
        version: 1,
        start: ['assets/app-4.js', 'assets/react-5.js'],
        signedIn: ['assets/signed-in-start-6.js'],
        routes: { 'event/$eventId/route.tsx': ['assets/event-screens-7.js'], 'event/$eventId/_attendee/schedule.tsx': ['assets/schedule-8.js'] },
      },
    );
    expect([...(await loadedByFirstVisit(root))].sort()).toEqual(
      ['assets/app-4.js', 'assets/boot-shared-2.js', 'assets/event-screens-7.js', 'assets/index-1.js', 'assets/index-3.css', 'assets/react-5.js', 'assets/signed-in-start-6.js'].sort(),
    );
  });

  it('is only what it can read: the HTML alone when the preloads list is missing or foreign, nothing without either', async () => {
    const html = '<script type="module" src="/assets/index-1.js"></script>';
    expect([...(await loadedByFirstVisit(await builtFolder(html, null)))]).toEqual(['assets/index-1.js']);
    expect([...(await loadedByFirstVisit(await builtFolder(html, '{"version":2}')))]).toEqual(['assets/index-1.js']);
    expect([...(await loadedByFirstVisit(await builtFolder(html, '{"version":1, cut off')))]).toEqual(['assets/index-1.js']);
    expect((await loadedByFirstVisit(await builtFolder(null, null))).size).toBe(0);
  });
});
