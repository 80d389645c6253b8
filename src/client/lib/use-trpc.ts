import { useRouteContext } from '@tanstack/react-router';
import type { Trpc } from './trpc.ts';

/** The tRPC options proxy from the router context, for components. */
export function useTrpc(): Trpc {
  return useRouteContext({ from: '__root__', select: (context) => context.trpc });
}
