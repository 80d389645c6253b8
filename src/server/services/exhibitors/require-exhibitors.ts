import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exhibitorStaff } from '../../db/schema/exhibitor-staff.ts';
import { exhibitors } from '../../db/schema/exhibitors.ts';
import { requireFeature, requirePermission, type AccessContext } from '../access/require-access.ts';
import type { EventAccess } from '../access/event-access.ts';
import { DomainError } from '../domain-error.ts';

export const exhibitorNotFoundMessage = 'Exhibitor not found';
const notOnTeamMessage = 'Only this exhibitor’s own team can do this';
const notYourStandMessage = 'Only organizers and this exhibitor’s own team can edit it';

/**
 * Who may browse an event's exhibitors: its members (and its organization's people), with
 * exhibitors switched on. The tRPC procedures and the exhibitors feed route refuse alike.
 */
export async function requireExhibitors(ctx: AccessContext, eventId: string): Promise<EventAccess> {
  const access = await requirePermission(ctx, eventId, 'Event::Event::Read');
  requireFeature(access.event, 'enableExhibitors');
  return access;
}

/** Organizers and the organization's people, exhibitors on. */
export async function requireExhibitorManager(ctx: AccessContext, eventId: string): Promise<EventAccess> {
  const access = await requirePermission(ctx, eventId, 'Event::Exhibitor::Manage');
  requireFeature(access.event, 'enableExhibitors');
  return access;
}

/** The stand, when it belongs to this event (NOT_FOUND otherwise, whoever asks). */
export async function requireExhibitorOf(db: Db, eventId: string, exhibitorId: string) {
  const [row] = await db.select().from(exhibitors).where(and(eq(exhibitors.id, exhibitorId), eq(exhibitors.eventId, eventId)));
  if (!row) throw new DomainError('NOT_FOUND', exhibitorNotFoundMessage);
  return row;
}

/**
 * On the stand's team: linked to it and still holding the exhibitor role in its event (a person
 * whose role an organizer changed keeps the link row but loses the stand).
 */
async function isOnTeam(db: Db, access: EventAccess, exhibitorId: string, accountId: string): Promise<boolean> {
  if (access.membership?.role !== 'exhibitor') return false;
  const [row] = await db
    .select({ accountId: exhibitorStaff.accountId })
    .from(exhibitorStaff)
    .where(and(eq(exhibitorStaff.exhibitorId, exhibitorId), eq(exhibitorStaff.accountId, accountId)));
  return row !== undefined;
}

/** Edit a stand: organizers, or its own team. */
export async function requireExhibitorEditor(ctx: AccessContext & { deps: { db: Db } }, eventId: string, exhibitorId: string, accountId: string) {
  const access = await requireExhibitors(ctx, eventId);
  const exhibitor = await requireExhibitorOf(ctx.deps.db, eventId, exhibitorId);
  if (!access.permissions.has('Event::Exhibitor::Manage') && !(await isOnTeam(ctx.deps.db, access, exhibitorId, accountId))) {
    throw new DomainError('FORBIDDEN', notYourStandMessage);
  }
  return { access, exhibitor };
}

/** Leads are the team's own: organizers do not read them. */
export async function requireExhibitorTeam(ctx: AccessContext & { deps: { db: Db } }, eventId: string, exhibitorId: string, accountId: string) {
  const access = await requireExhibitors(ctx, eventId);
  const exhibitor = await requireExhibitorOf(ctx.deps.db, eventId, exhibitorId);
  if (!(await isOnTeam(ctx.deps.db, access, exhibitorId, accountId))) throw new DomainError('FORBIDDEN', notOnTeamMessage);
  return { access, exhibitor };
}
