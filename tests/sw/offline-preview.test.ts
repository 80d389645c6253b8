// @vitest-environment node
// The worker's side of the offline preview: which pages said they preview (kept across a worker
// restart, closed tabs dropped), and what such a page gets: a kept copy or a network failure.
import { installFakeCaches } from './worker-globals.ts';
import { describe, expect, it } from 'vitest';
import { offlinePreviewMessage, readOfflinePreviewMessage } from '../../src/shared/rules/offline-preview-message.ts';
import { createPreviewClients } from '../../sw/preview-clients.ts';
import { answerWithoutNetwork } from '../../sw/answer-without-network.ts';

const alwaysLive = async () => true;
const noPrecache = async () => undefined;

describe('pages in the offline preview, as the worker keeps them', () => {
  it('knows nothing until the stored list is read, then what pages said, and a restarted worker still knows', async () => {
    const storage = installFakeCaches() as unknown as CacheStorage;
    const first = createPreviewClients(storage, alwaysLive);
    expect(first.has('tab-a')).toBeNull();
    await first.ready;
    expect(first.has('tab-a')).toBe(false);
    await first.set('tab-a', true);
    await first.set('tab-b', true);
    await first.set('tab-b', false);
    expect(first.has('tab-a')).toBe(true);

    // The browser stopped the idle worker; the next one reads the list back.
    const restarted = createPreviewClients(storage, alwaysLive);
    expect(restarted.has('tab-a')).toBeNull();
    await restarted.ready;
    expect(restarted.has('tab-a')).toBe(true);
    expect(restarted.has('tab-b')).toBe(false);
  });

  it('what a page says before the list is read back wins, and closed tabs are dropped when it is next stored', async () => {
    const storage = installFakeCaches() as unknown as CacheStorage;
    const before = createPreviewClients(storage, alwaysLive);
    await before.set('gone', true);
    await before.set('leaving', true);
    const live = new Set(['leaving', 'new']);
    const after = createPreviewClients(storage, async (id) => live.has(id));
    const left = after.set('leaving', false);
    await after.ready;
    expect(after.has('leaving')).toBe(false);
    await left;
    await after.set('new', true);
    const third = createPreviewClients(storage, alwaysLive);
    await third.ready;
    expect(['gone', 'leaving', 'new'].map((id) => third.has(id))).toEqual([false, false, true]);
  });

  it('a previewing page gets a kept copy (the kept shell for a page load), else a network failure, and never sends a write', async () => {
    const storage = installFakeCaches();
    await (await storage.open('hallway-images-v1')).put('https://hallway.test/uploads/avatars/kept.webp', new Response('kept picture'));
    const kept = await answerWithoutNetwork(new Request('https://hallway.test/uploads/avatars/kept.webp'), storage as unknown as CacheStorage, noPrecache);
    expect(await kept.text()).toBe('kept picture');
    const missing = await answerWithoutNetwork(new Request('https://hallway.test/uploads/logos/never-seen.webp'), storage as unknown as CacheStorage, noPrecache);
    expect(missing.type).toBe('error');
    const precached = await answerWithoutNetwork(new Request('https://hallway.test/icons/icon-192.png'), storage as unknown as CacheStorage, async () => new Response('icon'));
    expect(await precached.text()).toBe('icon');
    // A page load: the kept shell (Node's Request cannot be made a navigation, so a stand-in).
    const navigation = { method: 'GET', mode: 'navigate', url: 'https://hallway.test/event/x/schedule' } as Request;
    expect((await answerWithoutNetwork(navigation, storage as unknown as CacheStorage, noPrecache)).type).toBe('error');
    // The shell is kept under a path (the worker resolves it against its own address).
    const withShell = { match: async (key: unknown, options?: { cacheName?: string }) => (key === '/__hallway-shell' && options?.cacheName === 'hallway-shell-v1' ? new Response('<!doctype html>kept shell') : undefined) };
    expect(await (await answerWithoutNetwork(navigation, withShell as unknown as CacheStorage, noPrecache)).text()).toBe('<!doctype html>kept shell');
    const write = await answerWithoutNetwork(new Request('https://hallway.test/api/trpc/x', { method: 'POST', body: '{}' }), storage as unknown as CacheStorage, noPrecache);
    expect(write.type).toBe('error');
  });

  it('reads only its own message', () => {
    expect(readOfflinePreviewMessage(offlinePreviewMessage(true))).toBe(true);
    expect(readOfflinePreviewMessage(offlinePreviewMessage(false))).toBe(false);
    expect(readOfflinePreviewMessage({ type: 'SKIP_WAITING' })).toBeNull();
    expect(readOfflinePreviewMessage({ type: 'HALLWAY_OFFLINE_PREVIEW', offline: 'yes' })).toBeNull();
    expect(readOfflinePreviewMessage(null)).toBeNull();
  });
});
