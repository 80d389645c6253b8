import { requireFeature, requirePermission, type AccessContext } from '../access/require-access.ts';
import type { EventAccess, Membership } from '../access/event-access.ts';
import { DomainError } from '../domain-error.ts';

const membersOnlyMessage = 'Only people taking part in this event give feedback here';

/** Giving and reading one's own feedback: members of the event, with feedback switched on. */
export async function requireFeedbackMember(ctx: AccessContext, eventId: string): Promise<EventAccess & { membership: Membership }> {
  const access = await requirePermission(ctx, eventId, 'Event::Event::Read');
  requireFeature(access.event, 'enableFeedback');
  // The organization's people see the event without taking part: they read results, not rate.
  if (!access.membership) throw new DomainError('FORBIDDEN', membersOnlyMessage);
  return { ...access, membership: access.membership };
}

/**
 * Organizers' results and CSV. Not behind the switch: turning feedback off stops new ratings,
 * it does not hide what people already said from those who run the event.
 */
export function requireFeedbackResults(ctx: AccessContext, eventId: string): Promise<EventAccess> {
  return requirePermission(ctx, eventId, 'Event::Feedback::Read');
}
