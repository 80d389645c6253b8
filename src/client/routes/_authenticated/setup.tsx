import { createFileRoute } from '@tanstack/react-router';
import { SetupPage } from '#client/features/profile/components/setup-page.tsx';
import { myProfileQuery } from '#client/lib/queries/profile-queries.ts';
import { loadQuery } from '#client/lib/load-query.ts';
import { redirectSearch } from '#client/lib/search-schemas.ts';

export const Route = createFileRoute('/_authenticated/setup')({
  staticData: { pageTitle: 'Set up your profile' },
  // Where to go when onboarding is done or skipped (the page the person registered from).
  validateSearch: redirectSearch,
  loader: ({ context }) => loadQuery(context.queryClient, myProfileQuery(context.trpc)),
  component: function SetupRoute() {
    return <SetupPage redirectTo={Route.useSearch().redirectTo} />;
  },
});
