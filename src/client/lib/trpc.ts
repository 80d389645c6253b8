import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCOptionsProxy, type TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { QueryClient } from '@tanstack/react-query';
// The only place the server is imported: types only, erased at build time, so no server code reaches the page.
import type { AppRouter } from '#server/trpc/app-router.ts';
import { trpcUrl } from './api-paths.ts';

export type { AppRouter };
export type Trpc = TRPCOptionsProxy<AppRouter>;

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    httpBatchLink({
      url: trpcUrl,
      maxURLLength: 2048,
      // A fresh id per request, so one failing call can be found in the server log.
      headers: () => ({ 'trace-id': crypto.randomUUID() }),
      fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }),
    }),
  ],
});

export type TrpcClient = typeof trpcClient;

export function createTrpc(queryClient: QueryClient): Trpc {
  return createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
}
