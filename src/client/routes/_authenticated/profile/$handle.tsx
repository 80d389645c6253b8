import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '#client/features/profile/components/profile-page.tsx';
import { profileByHandleQuery } from '#client/lib/queries/profile-queries.ts';
import { loadQuery } from '#client/lib/load-query.ts';

// Under the signed-in layout: profiles are shown only to signed-in people who share an event
// (a signed-out visitor is sent to sign in first, then comes back here).
export const Route = createFileRoute('/_authenticated/profile/$handle')({
  staticData: { pageTitle: 'Profile' },
  loader: ({ context, params }) => loadQuery(context.queryClient, profileByHandleQuery(context.trpc, params.handle)),
  component: function ProfileRoute() {
    return <ProfilePage handle={Route.useParams().handle} />;
  },
});
