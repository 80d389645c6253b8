import { createFileRoute } from '@tanstack/react-router';
import { AuthenticatedLayout } from '../components/layouts/authenticated-layout.tsx';
import { requireSignedIn } from '../lib/route-guards.ts';
import { withTrpc } from '../lib/router-context.ts';

export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ context, location }) => {
    requireSignedIn(location);
    return withTrpc(context);
  },
  component: AuthenticatedLayout,
});
