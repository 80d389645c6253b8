import { redirect } from '@tanstack/react-router';
import type { TrpcRouterContext } from '#client/lib/router-context.ts';
import { eventQuery } from '#client/lib/queries/event-queries.ts';

/**
 * Attendee pages are for members of the event: others are sent to the event home, where
 * they can join. Offline with nothing saved we let them through; the page says it is offline.
 */
export async function requireMembership({ queryClient, trpc }: TrpcRouterContext, eventId: string): Promise<void> {
  const options = eventQuery(trpc, eventId);
  let event = queryClient.getQueryData(options.queryKey);
  if (!event && navigator.onLine) event = await queryClient.fetchQuery(options).catch(() => undefined);
  if (event && !event.membership) throw redirect({ to: '/event/$eventId', params: { eventId }, replace: true });
}
