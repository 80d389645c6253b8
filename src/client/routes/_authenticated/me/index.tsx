import { createFileRoute } from '@tanstack/react-router';
import { MePage } from '#client/features/profile/components/me-page.tsx';
import { myProfileQuery } from '#client/lib/queries/profile-queries.ts';
import { loadQuery } from '#client/lib/load-query.ts';

export const Route = createFileRoute('/_authenticated/me/')({
  staticData: { pageTitle: 'My Profile' },
  loader: ({ context }) => loadQuery(context.queryClient, myProfileQuery(context.trpc)),
  component: MePage,
});
