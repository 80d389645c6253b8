import { createFileRoute } from '@tanstack/react-router';
import { ConnectionsPage } from '#client/features/connections/components/connections-page.tsx';
import { codeKeyQuery } from '#client/lib/queries/personal-code-queries.ts';
import { connectionListQuery } from '#client/lib/queries/connection-queries.ts';
import { connectionsSearch } from '#client/features/connections/connections-search.ts';
import { loadQuery } from '#client/lib/load-query.ts';

export const Route = createFileRoute('/_authenticated/me/connections')({
  staticData: { pageTitle: 'Connections' },
  validateSearch: connectionsSearch,
  // The loader travels with the page's own chunk, so the first bundle stays as it was.
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ context }) => {
    // The public key too (in the background): /me/scan can then verify codes offline.
    void loadQuery(context.queryClient, codeKeyQuery(context.trpc));
    await loadQuery(context.queryClient, connectionListQuery(context.trpc));
  },
  component: ConnectionsPage,
});
