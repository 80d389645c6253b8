import { requireFeature, requirePermission, type AccessContext } from '../access/require-access.ts';
import type { EventAccess } from '../access/event-access.ts';

/** Members see the sponsors with sponsors switched on; the procedures and the feed route refuse alike. */
export async function requireSponsors(ctx: AccessContext, eventId: string): Promise<EventAccess> {
  const access = await requirePermission(ctx, eventId, 'Event::Event::Read');
  requireFeature(access.event, 'enableSponsors');
  return access;
}

/** Organizers and the organization's people, sponsors on. */
export async function requireSponsorManager(ctx: AccessContext, eventId: string): Promise<EventAccess> {
  const access = await requirePermission(ctx, eventId, 'Event::Sponsor::Manage');
  requireFeature(access.event, 'enableSponsors');
  return access;
}
