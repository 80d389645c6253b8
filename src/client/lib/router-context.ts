import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from './trpc.ts';
import { loadTrpc } from './load-trpc.ts';

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  queryClient: QueryClient;
}

/** What routes below a withTrpc beforeLoad receive. */
export interface TrpcRouterContext extends RouterContext {
  trpc: Trpc;
}

/**
 * For route groups that talk to the server (auth pages, signed-in pages, events): return it from
 * beforeLoad and the tRPC options proxy is in the context of the route and all its children.
 */
export async function withTrpc({ queryClient }: RouterContext): Promise<Pick<TrpcRouterContext, 'trpc'>> {
  return { trpc: await loadTrpc(queryClient) };
}
