import type { ServerDeps } from '../../deps.ts';
import type { EventAccess } from '../access/event-access.ts';
import { DomainError } from '../domain-error.ts';
import { admitMember } from './admit-member.ts';

const joinRefusedMessage = 'This event is not open for joining';

/** The open Join button: published events with the "open" policy only. Joining twice changes nothing. */
export async function joinOpenEvent(deps: Pick<ServerDeps, 'db' | 'clock' | 'bus'>, access: EventAccess, accountId: string): Promise<void> {
  if (access.membership) return;
  if (access.event.joinPolicy !== 'open' || !access.event.published) {
    throw new DomainError('FORBIDDEN', joinRefusedMessage);
  }
  await admitMember(deps, { event: access.event, accountId, role: 'attendee', ticketType: '', overwrite: false });
}
