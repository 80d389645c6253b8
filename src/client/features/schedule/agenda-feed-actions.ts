import { loadTrpcClient } from '#client/lib/load-trpc.ts';
import { contractProcedures } from '#client/lib/contract-procedures.ts';
import { setAgendaFeedLocally } from '#client/lib/event-pack/pack-edits.ts';

/** A new private feed link (the old one stops at once), saved with the agenda for offline use. */
export async function resetAgendaFeed(eventId: string): Promise<string> {
  const { feedUrl } = await contractProcedures(await loadTrpcClient()).schedule.resetAgendaFeed.mutate({ eventId });
  await setAgendaFeedLocally(eventId, feedUrl);
  return feedUrl;
}
