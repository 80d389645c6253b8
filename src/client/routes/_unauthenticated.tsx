import { createFileRoute } from '@tanstack/react-router';
import { UnauthenticatedLayout } from '../components/layouts/unauthenticated-layout.tsx';
import { redirectSignedIn } from '../lib/route-guards.ts';
import { withTrpc } from '../lib/router-context.ts';
import { redirectSearch } from '../lib/search-schemas.ts';

export const Route = createFileRoute('/_unauthenticated')({
  // Signed-in visitors go on to their redirect target, or /events.
  beforeLoad: async ({ context, location }) => {
    await redirectSignedIn(redirectSearch.parse(location.search).redirectTo);
    return withTrpc(context);
  },
  component: UnauthenticatedLayout,
});
