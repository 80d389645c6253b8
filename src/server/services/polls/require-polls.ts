import { requireFeature, requirePermission, type AccessContext } from '../access/require-access.ts';

/**
 * Who may see and vote in an event's polls: its members (and its organization's people), with
 * feedback switched on (polls have no switch of their own). The tRPC procedures and the polls
 * feed route refuse alike.
 */
export async function requirePolls(ctx: AccessContext, eventId: string) {
  const access = await requirePermission(ctx, eventId, 'Event::Event::Read');
  requireFeature(access.event, 'enableFeedback');
  return access;
}
