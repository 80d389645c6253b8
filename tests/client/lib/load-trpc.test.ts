import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { loadTrpc, loadTrpcClient } from '#client/lib/load-trpc.ts';
import { withTrpc } from '#client/lib/router-context.ts';
import { trpcClient } from '#client/lib/trpc.ts';

describe('tRPC, loaded on demand', () => {
  it('gives the one client, and one options proxy per query client', async () => {
    const queryClient = new QueryClient();
    expect(await loadTrpcClient()).toBe(trpcClient);
    const [first, second] = await Promise.all([loadTrpc(queryClient), loadTrpc(queryClient)]);
    expect(first).toBe(second);
    expect(await loadTrpc(new QueryClient())).not.toBe(first);
  });

  it('withTrpc puts the proxy in the route context', async () => {
    const queryClient = new QueryClient();
    const { trpc } = await withTrpc({ queryClient });
    expect(trpc).toBe(await loadTrpc(queryClient));
    expect(trpc.event.list.queryKey({ filter: 'past' })).toEqual([['event', 'list'], { input: { filter: 'past' }, type: 'query' }]);
  });
});
