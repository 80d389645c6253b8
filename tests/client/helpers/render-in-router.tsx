import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';

/**
 * Renders UI inside a real TanStack router (so Link and useNavigate work) at a given URL.
 * Every path renders the same UI: the tests look at chrome, not at pages.
 */
export async function renderInRouter(ui: () => ReactNode, url = '/') {
  const rootRoute = createRootRoute({ component: () => <>{ui()}</>, notFoundComponent: () => null });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [url] }) });
  await router.load();
  const queryClient = new QueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
  return { ...result, router };
}
