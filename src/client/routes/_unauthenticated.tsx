import { createFileRoute } from '@tanstack/react-router';
import { UnauthenticatedLayout } from '../components/layouts/unauthenticated-layout.tsx';
import { redirectSignedIn } from '../lib/route-guards.ts';
import { redirectSearch } from '../lib/search-schemas.ts';

export const Route = createFileRoute('/_unauthenticated')({
  // Signed-in visitors go on to their redirect target, or /events.
  beforeLoad: ({ location }) => redirectSignedIn(redirectSearch(location.search).redirectTo),
  component: UnauthenticatedLayout,
});
