import { useState } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { persistOptions } from './lib/persister.ts';
import { queryClient, router } from './router.tsx';

/**
 * The router starts only after the saved query cache is back, so an offline first load
 * reads the saved data instead of firing requests that cannot succeed.
 */
export function App() {
  const [restored, setRestored] = useState(false);
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions}
      onSuccess={() => setRestored(true)}
      onError={() => setRestored(true)}
    >
      {restored ? <RouterProvider router={router} /> : null}
    </PersistQueryClientProvider>
  );
}
