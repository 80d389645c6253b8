import type { QueryClient } from '@tanstack/react-query';
import { postFeedFor } from '#shared/rules/post-feeds.ts';
import { loadTrpc } from '#client/lib/load-trpc.ts';
import { eventAttributesQuery, eventProgramQuery, eventQuery } from '#client/lib/queries/event-queries.ts';
import { createPackApi } from '#client/lib/event-pack/pack-api.ts';
import { loadPack } from '#client/lib/event-pack/pack-store.ts';
import { syncEventPack } from '#client/lib/event-pack/sync-pack.ts';
import { warmImages } from '#client/lib/event-pack/warm-images.ts';
import { packPartsFor } from '#client/lib/event-pack/pack-parts-for.ts';
import { pollStandingsQuery } from '#client/lib/queries/polls-queries.ts';
import { featureSwitchedOff } from '#client/lib/feature-routes.ts';

// Before the network goes off, the preview saves the event as an attendee's phone does when
// they open it once with a connection (the event, its home page, and the event pack of every
// feature switched on, with new pictures), so the preview shows what such a phone can show.
// Anything that fails here is simply not saved, as on a phone with a poor connection.

/** Past this the preview starts with what is saved by then (a slow venue link must not keep it waiting). */
const preparePreviewTimeoutMs = 30_000;

async function prepare(queryClient: QueryClient, eventId: string): Promise<void> {
  const trpc = await loadTrpc(queryClient);
  const [event] = await Promise.all([
    queryClient.fetchQuery(eventQuery(trpc, eventId)),
    queryClient.fetchQuery(eventProgramQuery(trpc, eventId)).catch(() => undefined),
    queryClient.fetchQuery(eventAttributesQuery(trpc, eventId)).catch(() => undefined),
  ]);
  // Not a member: the attendee pages are not theirs, so there is no pack to save.
  if (!event.membership) return;
  await loadPack(eventId);
  const [result] = await Promise.all([
    syncEventPack(eventId, {
      api: createPackApi(),
      parts: packPartsFor(event),
      postsFeed: postFeedFor(event.membership.role, event.viewerPermissions),
    }),
    // The polls come with the pack; their counts (a closed poll's results) are the viewer's own
    // answer, saved as "Make available offline" saves them, or a closed poll would show no results.
    featureSwitchedOff(event, '/event/$eventId/polls') === null ? queryClient.fetchQuery(pollStandingsQuery(trpc, eventId)).catch(() => undefined) : undefined,
  ]);
  if (result.newPictures.length > 0) await warmImages(result.newPictures);
}

/** Resolves when the event is saved, or when it could not be (offline already, refused, too slow). */
export async function prepareOfflinePreview(queryClient: QueryClient, eventId: string, timeoutMs = preparePreviewTimeoutMs): Promise<'saved' | 'not-saved'> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'not-saved';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'not-saved'>((resolve) => {
    timer = setTimeout(() => resolve('not-saved'), timeoutMs);
  });
  try {
    return await Promise.race([
      prepare(queryClient, eventId).then(
        () => 'saved' as const,
        (error: unknown) => {
          console.warn('Offline preview: the event could not be saved first', error);
          return 'not-saved' as const;
        },
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
