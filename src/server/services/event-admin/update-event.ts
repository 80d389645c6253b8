import { eq } from 'drizzle-orm';
import type { FeatureFlags } from '#shared/contracts/event.ts';
import type { joinPolicies } from '#shared/contracts/event.ts';
import { events, type EventRow } from '../../db/schema/events.ts';
import type { ServerDeps } from '../../deps.ts';
import { resolveEventPicture, toEventColumns, type EventDetails } from './event-details.ts';
import { assignJoinCode } from './join-code.ts';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

export async function updateEventDetails(
  deps: Deps,
  { event, accountId, details, warn }: { event: EventRow; accountId: string; details: EventDetails; warn: (message: string) => void },
): Promise<void> {
  const pictureSrc = await resolveEventPicture(deps.db, accountId, details.pictureSrc, event.pictureSrc);
  await deps.db
    .update(events)
    .set({ ...toEventColumns(details, warn), pictureSrc, updatedAt: deps.clock.now() })
    .where(eq(events.id, event.id));
}

/** Only the switches sent change; the others keep their value. */
export async function setEventFeatures(deps: Deps, eventId: string, features: Partial<FeatureFlags>): Promise<void> {
  if (Object.keys(features).length === 0) return;
  await deps.db.update(events).set({ ...features, updatedAt: deps.clock.now() }).where(eq(events.id, eventId));
}

export async function setEventPublished(deps: Deps, eventId: string, published: boolean): Promise<void> {
  await deps.db.update(events).set({ published, updatedAt: deps.clock.now() }).where(eq(events.id, eventId));
}

/**
 * Switching to "code" gives the event a code if it has none. Switching away keeps the code
 * (it no longer works: joinByCode checks the policy), so switching back restores it.
 */
export async function setJoinPolicy(deps: Deps, event: EventRow, joinPolicy: (typeof joinPolicies)[number]): Promise<void> {
  const now = deps.clock.now();
  await deps.db.update(events).set({ joinPolicy, updatedAt: now }).where(eq(events.id, event.id));
  if (joinPolicy === 'code' && !event.joinCode) await assignJoinCode(deps.db, event.id, now);
}
