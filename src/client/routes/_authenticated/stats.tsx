import { createFileRoute } from '@tanstack/react-router';
import { StatsPage } from '#client/features/bingo/components/stats-page.tsx';
import { loadQuery } from '#client/lib/load-query.ts';
import { myStatsQuery } from '#client/lib/queries/bingo-queries.ts';

export const Route = createFileRoute('/_authenticated/stats')({
  staticData: { pageTitle: 'My stats' },
  loader: ({ context }) => loadQuery(context.queryClient, myStatsQuery(context.trpc)),
  component: StatsPage,
});
