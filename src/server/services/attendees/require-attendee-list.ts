import { requireFeature, requirePermission, type AccessContext } from '../access/require-access.ts';

/**
 * Who may read an event's attendee list: its members (and its organization's people), with the
 * list switched on. The tRPC procedures and the directory feed route refuse alike.
 */
export async function requireAttendeeList(ctx: AccessContext, eventId: string) {
  const access = await requirePermission(ctx, eventId, 'Event::Event::Read');
  requireFeature(access.event, 'enableAttendeeList');
  return access;
}
