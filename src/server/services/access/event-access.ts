import { and, eq, isNotNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { EventRole, OrganizationSummary } from '#shared/contracts/event.ts';
import { permissionsFor, type OrganizationRole, type Permission } from '#shared/rules/permissions.ts';
import type { Db } from '../../db/client.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { events, type EventRow } from '../../db/schema/events.ts';
import { organizationMembers } from '../../db/schema/organization-members.ts';
import { organizations } from '../../db/schema/organizations.ts';

export interface Membership {
  attendeeId: string;
  role: EventRole;
}

/** One event as one viewer stands towards it: everything authorization and the DTO need. */
export interface EventAccess {
  event: EventRow;
  organization: OrganizationSummary | null;
  membership: Membership | null;
  organizationRole: OrganizationRole | null;
  permissions: ReadonlySet<Permission>;
  /** Published, or the viewer belongs to the event or to its organization. */
  visible: boolean;
}

/** A join condition on the viewer's own rows; signed out, nothing matches. */
function isViewer(column: AnyColumn, accountId: string | null): SQL {
  return accountId ? eq(column, accountId) : sql`false`;
}

/**
 * Events joined with the viewer's event membership and organization membership, one query
 * for one event or a whole list. Callers add where / order / limit.
 */
export function selectEventViews(db: Db, accountId: string | null) {
  return db
    .select({
      event: events,
      organizationId: organizations.id,
      organizationHandle: organizations.handle,
      organizationName: organizations.name,
      attendeeId: eventMembers.id,
      eventRole: eventMembers.role,
      organizationRole: organizationMembers.role,
    })
    .from(events)
    .leftJoin(organizations, eq(organizations.id, events.organizationId))
    .leftJoin(eventMembers, and(eq(eventMembers.eventId, events.id), isViewer(eventMembers.accountId, accountId)))
    .leftJoin(
      organizationMembers,
      and(eq(organizationMembers.organizationId, events.organizationId), isViewer(organizationMembers.accountId, accountId)),
    )
    .$dynamic();
}

export type EventViewRow = Awaited<ReturnType<typeof selectEventViews>>[number];

/** The SQL twin of EventAccess.visible, for lists. */
export const isVisibleToViewer = or(eq(events.published, true), isNotNull(eventMembers.id), isNotNull(organizationMembers.id));

export function toEventAccess(row: EventViewRow): EventAccess {
  const membership = row.attendeeId && row.eventRole ? { attendeeId: row.attendeeId, role: row.eventRole } : null;
  const organizationRole = row.organizationRole ?? null;
  const organization =
    row.organizationId && row.organizationHandle && row.organizationName !== null
      ? { id: row.organizationId, handle: row.organizationHandle, name: row.organizationName }
      : null;
  return {
    event: row.event,
    organization,
    membership,
    organizationRole,
    permissions: permissionsFor({ eventRole: membership?.role ?? null, organizationRole }),
    visible: row.event.published || membership !== null || organizationRole !== null,
  };
}

/** The viewer's access to one event, or null when no such event exists. */
export async function loadEventAccess(db: Db, eventId: string, accountId: string | null): Promise<EventAccess | null> {
  const [row] = await selectEventViews(db, accountId).where(eq(events.id, eventId)).limit(1);
  return row ? toEventAccess(row) : null;
}
