import { requireFeature, requirePermission, type AccessContext } from '../access/require-access.ts';

/** Who may see the album and add to it: the event's members (and its organization's people), with the album switched on. */
export async function requireAlbum(ctx: AccessContext, eventId: string) {
  const access = await requirePermission(ctx, eventId, 'Event::Event::Read');
  requireFeature(access.event, 'enableAlbum');
  return access;
}

/** Organizers: moderation, approval, the zip. The switch is checked first, so an album that is off is off for them too. */
export async function requireAlbumModerator(ctx: AccessContext, eventId: string) {
  await requireAlbum(ctx, eventId);
  return requirePermission(ctx, eventId, 'Event::Album::Moderate');
}
