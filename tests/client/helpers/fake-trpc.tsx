import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { createTRPCClient, TRPCClientError, type TRPCLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '#client/lib/trpc.ts';

/** What a fake procedure does with its input: answer, or throw (use serverError for a coded refusal). */
export type FakeHandlers = Record<string, (input: unknown) => unknown>;

/** A refusal as the server sends it: the shared error code (src/shared/errors.ts) in data, the message for people. */
export function serverError(code: string, message: string): TRPCClientError<AppRouter> {
  return TRPCClientError.from({ error: { message, code: -32000, data: { code } } }) as TRPCClientError<AppRouter>;
}

/**
 * The real tRPC options proxy and TanStack Query, over a link that calls in-memory handlers
 * instead of the network: pages run as they do in the app, against a fake server.
 */
export function createFakeTrpc(handlers: FakeHandlers) {
  const calls: Array<{ path: string; input: unknown }> = [];
  const link: TRPCLink<AppRouter> = () => ({ op }) =>
    observable((observer) => {
      calls.push({ path: op.path, input: op.input });
      const handler = handlers[op.path];
      Promise.resolve()
        .then(() => {
          if (!handler) throw serverError('NOT_FOUND', `No fake for ${op.path}`);
          return handler(op.input);
        })
        .then(
          (data) => {
            observer.next({ result: { type: 'data', data } });
            observer.complete();
          },
          (error: unknown) => observer.error(error instanceof TRPCClientError ? error : TRPCClientError.from(error as Error)),
        );
    });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const client = createTRPCClient<AppRouter>({ links: [link] });
  const trpc = createTRPCOptionsProxy<AppRouter>({ client, queryClient });
  return { trpc, queryClient, calls };
}

/** Renders a page inside a router whose context carries the fake tRPC, as withTrpc would. */
export async function renderWithFakeTrpc(ui: () => ReactNode, handlers: FakeHandlers, url = '/') {
  const fake = createFakeTrpc(handlers);
  const rootRoute = createRootRoute({ component: () => <>{ui()}</>, notFoundComponent: () => null });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [url] }),
    context: { queryClient: fake.queryClient, trpc: fake.trpc },
  });
  await router.load();
  const view = render(
    <QueryClientProvider client={fake.queryClient}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
  return { ...view, ...fake, router };
}
