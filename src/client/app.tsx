import { useEffect, useState } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient, router as appRouter } from './router.tsx';

interface AppProps {
  /** null: the saved cache is already back (the page hydrates HTML rendered at build time, which must match its first render). */
  cacheRestored: Promise<void> | null;
  /** The build renders signed-out pages with a router of its own, on an in-memory history (src/build/). */
  router?: typeof appRouter;
}

/**
 * The router starts only after the saved query cache is back (lib/query-cache-persistence.ts),
 * so an offline start reads the saved data instead of firing requests that cannot succeed.
 */
export function App({ cacheRestored, router = appRouter }: AppProps) {
  const [restored, setRestored] = useState(cacheRestored === null);
  useEffect(() => {
    if (cacheRestored === null) return;
    let mounted = true;
    void cacheRestored.finally(() => {
      if (mounted) setRestored(true);
    });
    return () => {
      mounted = false;
    };
  }, [cacheRestored]);
  return <QueryClientProvider client={queryClient}>{restored ? <RouterProvider router={router} /> : null}</QueryClientProvider>;
}
