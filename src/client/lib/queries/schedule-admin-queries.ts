import type { Trpc } from '../trpc.ts';

// The `scheduleAdmin` router's queries.

/**
 * The editor's sessions, clashes and speaker choices, the same for the loader and the page.
 * Refreshed on every visit (staleTime 0): another organizer may have changed the programme.
 */
export function scheduleEditorQuery(trpc: Trpc, eventId: string) {
  return trpc.scheduleAdmin.editor.queryOptions({ eventId }, { staleTime: 0 });
}
