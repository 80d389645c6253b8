import { createTRPCClient, httpBatchLink, httpLink, splitLink } from '@trpc/client';
import { createTRPCOptionsProxy, type TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { QueryClient } from '@tanstack/react-query';
// The only place the server is imported: types only, erased at build time, so no server code reaches the page.
import type { AppRouter } from '#server/trpc/app-router.ts';
import { largeBodyProcedures } from '#shared/contracts/large-bodies.ts';
import { trpcUrl } from '#shared/api-paths.ts';
import { earlyAnswerLink } from './early-answer-link.ts';

export type { AppRouter };
export type Trpc = TRPCOptionsProxy<AppRouter>;

const linkOptions = {
  url: trpcUrl,
  // A fresh id per request, so one failing call can be found in the server log.
  headers: () => ({ 'trace-id': crypto.randomUUID() }),
  fetch: (input: URL | RequestInfo, init?: RequestInit) => fetch(input, { ...init, credentials: 'include' }),
};
// The server holds a batch to its strictest call's body limit: a large import goes alone.
const sentAlone: ReadonlySet<string> = new Set(largeBodyProcedures);

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    earlyAnswerLink(),
    splitLink({
      condition: (op) => sentAlone.has(op.path),
      true: httpLink(linkOptions),
      false: httpBatchLink({ ...linkOptions, maxURLLength: 2048 }),
    }),
  ],
});

export type TrpcClient = typeof trpcClient;

export function createTrpc(queryClient: QueryClient): Trpc {
  return createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
}
