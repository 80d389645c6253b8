import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createTrpc } from '#client/lib/trpc.ts';
import { offlineGcTimeMs } from '#client/lib/saved-query-cache.ts';
import { connectionQueriesPathKey } from '#client/features/connections/connection-path-key.ts';
import { codeKeyQuery, connectionListQuery } from '#client/features/connections/connection-queries.ts';
import { personalCodeQueriesPathKey } from '#client/features/personal-code/personal-code-path-key.ts';
import { myCodeQuery } from '#client/features/personal-code/personal-code-queries.ts';

// router.tsx gives these queries a long gcTime by these keys before tRPC has loaded, so a
// restored cache keeps them for the offline visits to /me/code, /me/scan and /me/connections.
describe('personal code and connection query keys', () => {
  it('the hand-written path keys are the ones tRPC uses', () => {
    const trpc = createTrpc(new QueryClient());
    expect(connectionQueriesPathKey).toEqual(trpc.connection.pathKey());
    expect(personalCodeQueriesPathKey).toEqual(trpc.personalCode.pathKey());
  });

  it('cover the queries the pages use, which outlive the persister and never go stale by themselves', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryDefaults(connectionQueriesPathKey, { gcTime: 123 });
    queryClient.setQueryDefaults(personalCodeQueriesPathKey, { gcTime: 456 });
    const trpc = createTrpc(queryClient);
    expect(queryClient.getQueryDefaults(connectionListQuery(trpc).queryKey).gcTime).toBe(123);
    expect(queryClient.getQueryDefaults(codeKeyQuery(trpc).queryKey).gcTime).toBe(456);
    expect(queryClient.getQueryDefaults(myCodeQuery(trpc).queryKey).gcTime).toBe(456);
    for (const options of [myCodeQuery(trpc), codeKeyQuery(trpc)]) {
      expect(options.staleTime).toBe(Infinity);
      expect(options.gcTime).toBeGreaterThanOrEqual(offlineGcTimeMs);
    }
  });
});
