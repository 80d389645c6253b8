import { createFileRoute } from '@tanstack/react-router';
import { BingoPage } from '#client/features/bingo/components/bingo-page.tsx';
import { loadQuery } from '#client/lib/load-query.ts';
import { bingoCardQuery, bingoMembersQuery } from '#client/lib/queries/bingo-queries.ts';
import { codeKeyQuery } from '#client/lib/queries/personal-code-queries.ts';

export const Route = createFileRoute('/event/$eventId/_attendee/bingo/')({
  staticData: { pageTitle: 'Networking Bingo' },
  loader: async ({ context, params }) => {
    // The members index and the public key in the background: the scanner then judges offline.
    void loadQuery(context.queryClient, bingoMembersQuery(context.trpc, params.eventId));
    void loadQuery(context.queryClient, codeKeyQuery(context.trpc));
    await loadQuery(context.queryClient, bingoCardQuery(context.trpc, params.eventId));
  },
  component: function BingoRoute() {
    return <BingoPage eventId={Route.useParams().eventId} />;
  },
});
