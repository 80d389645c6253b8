import { createFileRoute } from '@tanstack/react-router';
import { BingoScanPage } from '#client/features/bingo/components/bingo-scan-page.tsx';
import { loadQuery } from '#client/lib/load-query.ts';
import { bingoCardQuery, bingoMembersQuery } from '#client/lib/queries/bingo-queries.ts';
import { codeKeyQuery } from '#client/lib/queries/personal-code-queries.ts';

export const Route = createFileRoute('/event/$eventId/_attendee/bingo/$tileId/scan')({
  staticData: { pageTitle: 'Scan for bingo' },
  loader: async ({ context, params }) => {
    void loadQuery(context.queryClient, bingoMembersQuery(context.trpc, params.eventId));
    void loadQuery(context.queryClient, codeKeyQuery(context.trpc));
    await loadQuery(context.queryClient, bingoCardQuery(context.trpc, params.eventId));
  },
  component: function BingoScanRoute() {
    const { eventId, tileId } = Route.useParams();
    return <BingoScanPage eventId={eventId} tileId={tileId} />;
  },
});
