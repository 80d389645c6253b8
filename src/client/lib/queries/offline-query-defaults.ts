import type { QueryClient } from '@tanstack/react-query';
import { persistMaxAgeMs } from '../saved-query-cache.ts';

// Whole routers whose answers must still be there offline: the event pages, my QR code and the
// code-signing key (/me/code, /me/scan), my connections (/me/connections). Garbage collection
// would otherwise drop a restored query five minutes after the page stops using it.
//
// Their gcTime is set here, and only here, by tRPC's path key, because it must be in place
// before the saved cache is restored (hydration applies these defaults), when tRPC itself is
// not loaded yet; so the keys are written by hand, and tests/client/lib/queries checks each
// against tRPC's own `pathKey()`. Each query's staleTime stays in its factory.
export const offlineQueryPathKeys = {
  event: [['event']],
  personalCode: [['personalCode']],
  connection: [['connection']],
  // My ratings, so the session page shows them (and what is still queued) offline.
  feedback: [['feedback']],
  // A session's questions, so asking and upvoting offline start from the last list seen.
  questions: [['questions']],
  // Activities and my scans, with the key that verifies a card, so scanning works offline.
  activities: [['activities']],
  // My bingo card and the members index, so a card opens and a scan is judged offline.
  bingo: [['bingo']],
  // My likes and my own waiting or hidden photos, laid over the album the event pack holds.
  album: [['album']],
  // My poll standings (my vote, the counts I may see), laid over the polls the event pack holds.
  polls: [['polls']],
  // My "to visit" marks, who scanned me, and a team's leads, laid over the stands the event pack holds.
  exhibitors: [['exhibitors']],
  // My meetings and the times last seen free with someone, so the Meetings page opens and answers offline.
  meetings: [['meetings']],
} as const;

export function applyOfflineQueryDefaults(queryClient: QueryClient): void {
  for (const pathKey of Object.values(offlineQueryPathKeys)) queryClient.setQueryDefaults(pathKey, { gcTime: persistMaxAgeMs }); // kept as long as the saved cache keeps them
}
