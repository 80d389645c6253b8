import type { Trpc } from '#client/lib/trpc.ts';
import { offlineGcTimeMs } from '#client/lib/saved-query-cache.ts';

/**
 * The editor's sessions, clashes and speaker choices, the same for the loader and the page.
 * Refreshed on every visit (staleTime 0): another organizer may have changed the programme.
 */
export function scheduleEditorQuery(trpc: Trpc, eventId: string) {
  return trpc.scheduleAdmin.editor.queryOptions({ eventId }, { staleTime: 0 });
}

/** The event itself (the same key as the event pages and the console, so it is already there). */
export function scheduleEventQuery(trpc: Trpc, id: string) {
  return trpc.event.byId.queryOptions({ id }, { staleTime: 0, gcTime: offlineGcTimeMs });
}
