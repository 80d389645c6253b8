import { createFileRoute } from '@tanstack/react-router';
import { AuthenticatedLayout } from '../components/layouts/authenticated-layout.tsx';
import { requireSignedIn } from '../lib/route-guards.ts';

export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ location }) => requireSignedIn(location),
  component: AuthenticatedLayout,
});
