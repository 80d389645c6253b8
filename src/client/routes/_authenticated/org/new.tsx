import { createFileRoute } from '@tanstack/react-router';
import { CreateOrganizationPage } from '#client/features/organizations/components/create-organization-page.tsx';
import { redirectSearch } from '#client/lib/search-schemas.ts';

export const Route = createFileRoute('/_authenticated/org/new')({
  staticData: { pageTitle: 'New organization' },
  validateSearch: redirectSearch,
  component: function NewOrganizationRoute() {
    return <CreateOrganizationPage redirectTo={Route.useSearch().redirectTo} />;
  },
});
