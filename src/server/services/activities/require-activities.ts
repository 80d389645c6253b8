import { requireFeature, requirePermission, type AccessContext } from '../access/require-access.ts';

/** Members (and the organization's people) of an event with activities switched on. */
export async function requireActivities(ctx: AccessContext, eventId: string) {
  const access = await requirePermission(ctx, eventId, 'Event::Event::Read');
  requireFeature(access.event, 'enableActivities');
  return access;
}

/** Those who run the event's games: create, edit, pause, print, undo. */
export async function requireActivityManager(ctx: AccessContext, eventId: string) {
  const access = await requirePermission(ctx, eventId, 'Event::Game::Manage');
  requireFeature(access.event, 'enableActivities');
  return access;
}
