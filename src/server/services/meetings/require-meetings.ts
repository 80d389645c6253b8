import { requireFeature, requirePermission, type AccessContext } from '../access/require-access.ts';
import { DomainError } from '../domain-error.ts';

/**
 * An attendee's meeting procedures: a member of the event (meetings are between its people, so an
 * organization's people who did not join it have none), with meetings switched on.
 */
export async function requireMeetingMember(ctx: AccessContext, eventId: string) {
  const access = await requirePermission(ctx, eventId, 'Event::Event::Read');
  requireFeature(access.event, 'enableMeetings');
  if (!access.membership) throw new DomainError('FORBIDDEN', 'Meetings are between the people of the event: join it to request one');
  return access;
}

/**
 * The organizer's side (windows, places, counts, table plan). Not behind the switch: organizers
 * set meetings up before turning them on, and read the counts after turning them off.
 */
export function requireMeetingManager(ctx: AccessContext, eventId: string) {
  return requirePermission(ctx, eventId, 'Event::Meeting::Manage');
}
