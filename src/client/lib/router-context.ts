import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from './trpc.ts';

/** What every route's beforeLoad and loader receive (DESIGN.md §2). */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
}
