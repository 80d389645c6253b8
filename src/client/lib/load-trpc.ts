import type { QueryClient } from '@tanstack/react-query';
import type { Trpc, TrpcClient } from './trpc.ts';

// tRPC (client, batch link and options proxy) is a chunk of its own, so the
// landing page neither downloads nor waits for it. Pages that talk to the server load it in
// their route's beforeLoad (withTrpc), a signed-in start loads it to check the session.
// The service worker precaches every chunk of the build, so this works offline as well.
const importTrpc = () => import('./trpc.ts');

export async function loadTrpcClient(): Promise<TrpcClient> {
  return (await importTrpc()).trpcClient;
}

const proxies = new WeakMap<QueryClient, Promise<Trpc>>();

/** The options proxy for this query client, made once; a failed load may be tried again. */
export function loadTrpc(queryClient: QueryClient): Promise<Trpc> {
  let proxy = proxies.get(queryClient);
  if (!proxy) {
    proxy = importTrpc().then(({ createTrpc }) => createTrpc(queryClient));
    proxies.set(queryClient, proxy);
    proxy.catch(() => proxies.delete(queryClient));
  }
  return proxy;
}
