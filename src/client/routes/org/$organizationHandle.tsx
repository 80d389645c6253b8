import { createFileRoute } from '@tanstack/react-router';
import { OrganizationPage } from '#client/features/organizations/components/organization-page.tsx';
import { organizationByHandleQuery, organizationEventsQuery } from '#client/lib/queries/organization-queries.ts';
import { loadQuery } from '#client/lib/load-query.ts';
import { withTrpc } from '#client/lib/router-context.ts';
import { organizationPageSearch } from '#client/lib/search-schemas.ts';

// Public: visitors see the organization and its published events; members run it from here.
// Invitation emails link to ?invitation=TOKEN (the banner answers it, signing in first if needed).
export const Route = createFileRoute('/org/$organizationHandle')({
  staticData: { pageTitle: 'Organization' },
  // The loader travels with the page's own chunk: its queries stay out of the first load.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: organizationPageSearch,
  beforeLoad: ({ context }) => withTrpc(context),
  loader: ({ context, params }) =>
    Promise.all([
      loadQuery(context.queryClient, organizationByHandleQuery(context.trpc, params.organizationHandle)),
      loadQuery(context.queryClient, organizationEventsQuery(context.trpc, params.organizationHandle)),
    ]),
  component: function OrganizationRoute() {
    return <OrganizationPage handle={Route.useParams().organizationHandle} tab={Route.useSearch().tab} />;
  },
});
