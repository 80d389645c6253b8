import { useRouteContext } from '@tanstack/react-router';
import type { Trpc } from './trpc.ts';

/** The tRPC options proxy from the route context, for components of pages under withTrpc. */
export function useTrpc(): Trpc {
  const trpc = useRouteContext({ strict: false, select: (context) => context.trpc });
  if (!trpc) throw new Error('useTrpc() is only for pages whose route loads tRPC (withTrpc in beforeLoad)');
  return trpc;
}
