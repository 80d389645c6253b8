import { createTRPCClient, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '#client/lib/trpc.ts';

export interface FakeServer {
  handlers: Record<string, (input: unknown) => unknown>;
  calls: Array<{ path: string; input: unknown }>;
}

/** The page's real tRPC client over in-memory handlers (for vi.mock of lib/load-trpc.ts). */
export function fakeTrpcClient(server: FakeServer) {
  const link: TRPCLink<AppRouter> = () => ({ op }) =>
    observable((observer) => {
      server.calls.push({ path: op.path, input: op.input });
      Promise.resolve()
        .then(() => {
          const handler = server.handlers[op.path];
          if (!handler) throw new TypeError('Failed to fetch');
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
  return createTRPCClient<AppRouter>({ links: [link] });
}
