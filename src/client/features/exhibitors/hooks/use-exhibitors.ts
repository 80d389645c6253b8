import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useEventPack } from '#client/lib/event-pack/use-event-pack.ts';
import { exhibitorStandingQuery, leadMembersQuery } from '#client/lib/queries/exhibitors-queries.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { useOutbox } from '#client/offline/use-outbox.ts';
import { overlayBookmarks } from '../bookmark-overlay.ts';
import { readBookmark } from '../exhibitor-outbox.ts';

/**
 * The stands from the event pack (offline too), my marks from the server with the ones still in
 * the outbox laid over them (the newest queued change of a stand wins), and what I staff.
 * For a stand I staff, the members index is fetched too, so its lead scanner names people offline.
 */
export function useExhibitors(eventId: string) {
  const trpc = useTrpc();
  const { pack, status } = useEventPack(eventId);
  const standing = useQuery(exhibitorStandingQuery(trpc, eventId));
  useQueries({ queries: (standing.data?.staffOf ?? []).map((exhibitorId) => leadMembersQuery(trpc, eventId, exhibitorId)) });
  const outbox = useOutbox({ ops: ['exhibitor.bookmark'] });
  const bookmarks = useMemo(() => overlayBookmarks(standing.data?.bookmarks ?? [], outbox.entries, eventId), [standing.data, outbox.entries, eventId]);
  const pending = useMemo(() => new Set(outbox.entries.flatMap((entry) => (entry.state === 'pending' ? [readBookmark(entry)?.exhibitorId ?? ''] : []))), [outbox.entries]);
  return {
    exhibitors: pack.exhibitors?.exhibitors ?? null,
    loading: !status.loaded,
    bookmarks,
    pending,
    staffOf: new Set(standing.data?.staffOf ?? []),
    managesAll: standing.data?.managesAll ?? false,
    refused: outbox.entries.filter((entry) => entry.state === 'failed'),
    discard: outbox.discard,
    retry: outbox.retry,
  };
}
