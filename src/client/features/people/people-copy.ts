import type { EventMemberRole } from '#shared/rules/permissions.ts';
import { eventMemberRoles } from '#shared/rules/permissions.ts';

export const roleOrder: readonly EventMemberRole[] = eventMemberRoles;

export const roleCopy: Record<EventMemberRole, { name: string; plural: string; description: string }> = {
  attendee: { name: 'Attendee', plural: 'Attendees', description: 'Uses the event app.' },
  speaker: { name: 'Speaker', plural: 'Speakers', description: 'Listed among the speakers.' },
  exhibitor: { name: 'Exhibitor', plural: 'Exhibitors', description: 'Runs a booth.' },
  staff: { name: 'Door staff', plural: 'Door staff', description: 'Checks people in at the door.' },
  organizer: { name: 'Organizer', plural: 'Organizers', description: 'Runs the event and its console, like you.' },
};

export const statusCopy: Record<string, string> = {
  MEMBER: 'Joined',
  PENDING: 'Invited',
  ACCEPTED: 'Joined',
  DECLINED: 'Declined',
  EXPIRED: 'Invitation expired',
};
