import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createTrpc } from '#client/lib/trpc.ts';
import { persistMaxAgeMs } from '#client/lib/saved-query-cache.ts';
import { applyOfflineQueryDefaults, offlineQueryPathKeys } from '#client/lib/queries/offline-query-defaults.ts';
import { eventListQuery, eventQuery } from '#client/lib/queries/event-queries.ts';
import { connectionListQuery } from '#client/lib/queries/connection-queries.ts';
import { codeKeyQuery, myCodeQuery } from '#client/lib/queries/personal-code-queries.ts';

// router.tsx gives these routers' queries a long gcTime by path key before tRPC has loaded, so a
// restored cache keeps them for the offline visits to the event pages, /me/code, /me/scan and
// /me/connections.
describe('offline query defaults', () => {
  it('the hand-written path keys are the ones tRPC uses', () => {
    const trpc = createTrpc(new QueryClient());
    for (const [router, pathKey] of Object.entries(offlineQueryPathKeys)) {
      expect(pathKey, router).toEqual(trpc[router as keyof typeof offlineQueryPathKeys].pathKey());
    }
  });

  it('cover the event queries the pages use', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryDefaults(offlineQueryPathKeys.event, { gcTime: 123 });
    const trpc = createTrpc(queryClient);
    for (const { queryKey } of [eventListQuery(trpc, 'upcoming'), eventQuery(trpc, '5eed0000-0000-4000-8000-000000000001')]) {
      expect(queryClient.getQueryDefaults(queryKey).gcTime).toBe(123);
    }
  });

  it('cover my code, the code key and my connections, which outlive the persister and never go stale by themselves', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryDefaults(offlineQueryPathKeys.connection, { gcTime: 123 });
    queryClient.setQueryDefaults(offlineQueryPathKeys.personalCode, { gcTime: 456 });
    const trpc = createTrpc(queryClient);
    expect(queryClient.getQueryDefaults(connectionListQuery(trpc).queryKey).gcTime).toBe(123);
    expect(queryClient.getQueryDefaults(codeKeyQuery(trpc).queryKey).gcTime).toBe(456);
    expect(queryClient.getQueryDefaults(myCodeQuery(trpc).queryKey).gcTime).toBe(456);
    const appClient = new QueryClient();
    applyOfflineQueryDefaults(appClient);
    // What each query gets once the app's defaults are applied: its own options over them.
    const myCode = myCodeQuery(trpc);
    const codeKey = codeKeyQuery(trpc);
    expect([myCode.staleTime, codeKey.staleTime]).toEqual([Infinity, Infinity]);
    expect(appClient.defaultQueryOptions(myCode).gcTime).toBeGreaterThanOrEqual(persistMaxAgeMs);
    expect(appClient.defaultQueryOptions(codeKey).gcTime).toBeGreaterThanOrEqual(persistMaxAgeMs);
  });
});
