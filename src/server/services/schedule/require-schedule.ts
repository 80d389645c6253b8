import { requireFeature, requirePermission, type AccessContext } from '../access/require-access.ts';

/**
 * Who may read an event's schedule: its members (and its organization's people), with the
 * schedule switched on. The tRPC procedures and the schedule feed route refuse alike.
 */
export async function requireSchedule(ctx: AccessContext, eventId: string) {
  const access = await requirePermission(ctx, eventId, 'Event::Event::Read');
  requireFeature(access.event, 'enableSchedule');
  return access;
}
