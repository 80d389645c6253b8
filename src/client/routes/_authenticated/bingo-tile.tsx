import { createFileRoute } from '@tanstack/react-router';
import { BingoTilePage } from '#client/features/bingo/components/bingo-tile-page.tsx';
import { bingoTileSearch } from '#client/features/bingo/bingo-search.ts';

export const Route = createFileRoute('/_authenticated/bingo-tile')({
  staticData: { pageTitle: 'Bingo tile' },
  validateSearch: bingoTileSearch,
  component: function BingoTileRoute() {
    const { eventId, tileId } = Route.useSearch();
    return <BingoTilePage eventId={eventId} tileId={tileId} />;
  },
});
