import { useEffect, useState } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient, router } from './router.tsx';

/**
 * The router starts only after the saved query cache is back (lib/query-cache-persistence.ts),
 * so an offline start reads the saved data instead of firing requests that cannot succeed.
 */
export function App({ cacheRestored }: { cacheRestored: Promise<void> }) {
  const [restored, setRestored] = useState(false);
  useEffect(() => {
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
