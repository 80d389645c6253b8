import { and, eq } from 'drizzle-orm';
import { events } from '../../db/schema/events.ts';
import type { ServerDeps } from '../../deps.ts';
import { DomainError } from '../domain-error.ts';
import { normalizeJoinCode } from '../event-admin/join-code.ts';
import { admitMember } from './admit-member.ts';

const unknownJoinCodeMessage = 'No event has this code. Check it and try again.';

/**
 * Joins the published event whose code this is, while its policy is "code". A wrong code,
 * a code of an unpublished event and an old code all answer the same NOT_FOUND.
 * Returns the event id.
 */
export async function joinByCode(deps: Pick<ServerDeps, 'db' | 'clock' | 'bus'>, accountId: string, typed: string): Promise<string> {
  const code = normalizeJoinCode(typed);
  if (code.length === 0) throw new DomainError('NOT_FOUND', unknownJoinCodeMessage);
  const [event] = await deps.db
    .select({ id: events.id, name: events.name })
    .from(events)
    .where(and(eq(events.joinCode, code), eq(events.joinPolicy, 'code'), eq(events.published, true)))
    .limit(1);
  if (!event) throw new DomainError('NOT_FOUND', unknownJoinCodeMessage);
  await admitMember(deps, { event, accountId, role: 'attendee', ticketType: '', overwrite: false });
  return event.id;
}
