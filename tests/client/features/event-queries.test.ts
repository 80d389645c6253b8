import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createTrpc } from '#client/lib/trpc.ts';
import { eventListQuery, eventQueriesPathKey, eventQuery } from '#client/features/events/event-queries.ts';

describe('event query keys', () => {
  // router.tsx sets the event queries' gcTime by this key before tRPC has loaded.
  it('the hand-written event path key is the one tRPC uses', () => {
    const trpc = createTrpc(new QueryClient());
    expect(eventQueriesPathKey).toEqual(trpc.event.pathKey());
  });

  it('covers the event queries the pages use', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryDefaults(eventQueriesPathKey, { gcTime: 123 });
    const trpc = createTrpc(queryClient);
    for (const { queryKey } of [eventListQuery(trpc, 'upcoming'), eventQuery(trpc, '5eed0000-0000-4000-8000-000000000001')]) {
      expect(queryClient.getQueryDefaults(queryKey).gcTime).toBe(123);
    }
  });
});
