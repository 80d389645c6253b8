import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import { buildId } from '#client/lib/build-id.ts';
import { persistedCacheKey, persistMaxAgeMs } from '#client/lib/saved-query-cache.ts';
import { restoreQueryCache } from '#client/lib/query-cache-persistence.ts';
import { parsePersistedClient } from '#client/lib/persisted-client-schema.ts';
import { applyOfflineQueryDefaults } from '#client/lib/queries/offline-query-defaults.ts';

const eventKey = [['event', 'byId'], { input: { id: 'e1' }, type: 'query' }];

function savedClient(overrides: Record<string, unknown> = {}) {
  return {
    buster: buildId,
    timestamp: Date.now(),
    clientState: {
      mutations: [],
      queries: [
        {
          queryKey: eventKey,
          queryHash: JSON.stringify(eventKey),
          state: { data: { name: 'Northern Lights Summit' }, status: 'success', dataUpdatedAt: Date.now(), fetchStatus: 'idle' },
        },
      ],
    },
    ...overrides,
  };
}

function appQueryClient(): QueryClient {
  const queryClient = new QueryClient();
  applyOfflineQueryDefaults(queryClient);
  return queryClient;
}

describe('saved query cache (read back from IndexedDB)', () => {
  beforeEach(() => {
    // TanStack logs a discarded cache outside production builds.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await del(persistedCacheKey);
  });

  it('restores a cache saved by this build, with the event lifetime', async () => {
    await set(persistedCacheKey, JSON.stringify(savedClient()));
    const queryClient = appQueryClient();
    await restoreQueryCache(queryClient);
    expect(queryClient.getQueryData(eventKey)).toEqual({ name: 'Northern Lights Summit' });
    expect(queryClient.getQueryCache().find({ queryKey: eventKey })?.gcTime).toBe(persistMaxAgeMs);
  });

  it('starts empty and deletes a cache from another build (its version, the buster)', async () => {
    await set(persistedCacheKey, JSON.stringify(savedClient({ buster: 'v0-old-build' })));
    const queryClient = appQueryClient();
    await restoreQueryCache(queryClient);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(await get(persistedCacheKey)).toBeUndefined();
  });

  it.each([
    ['text that is not JSON', '{"buster":'],
    ['JSON of another shape', JSON.stringify({ hello: 'world' })],
    ['queries that are not queries', JSON.stringify(savedClient({ clientState: { mutations: [], queries: [{ queryKey: 'x' }] } }))],
    ['a number', 42],
    ['an object instead of text', { buster: buildId }],
  ])('starts empty, without throwing, and deletes %s', async (_name, value) => {
    await set(persistedCacheKey, value);
    const queryClient = appQueryClient();
    await expect(restoreQueryCache(queryClient)).resolves.toBeUndefined();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(await get(persistedCacheKey)).toBeUndefined();
  });

  it('with nothing saved, starts at once and saves once a query has data', async () => {
    const queryClient = appQueryClient();
    await restoreQueryCache(queryClient);
    queryClient.setQueryData(eventKey, { name: 'Saved later' });
    await vi.waitFor(async () => expect(String(await get(persistedCacheKey))).toContain('Saved later'), { timeout: 3000 });
    const saved = parsePersistedClient(String(await get(persistedCacheKey)));
    expect(saved.buster).toBe(buildId);
  });

  it('keeps the fields TanStack wrote (the schema checks the envelope, it does not strip it)', () => {
    const parsed = parsePersistedClient(JSON.stringify(savedClient()));
    expect(parsed.clientState.queries[0]?.state).toMatchObject({ data: { name: 'Northern Lights Summit' }, fetchStatus: 'idle' });
  });
});
