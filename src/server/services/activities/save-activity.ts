import { and, eq } from 'drizzle-orm';
import type { ActivityDraft } from '#shared/contracts/activities.ts';
import type { Db } from '../../db/client.ts';
import { activities, type ActivityRow } from '../../db/schema/activities.ts';
import { activitySettings } from '../../db/schema/activity-settings.ts';
import { DomainError } from '../domain-error.ts';
import { findOwnedUpload } from '../uploads/find-owned-upload.ts';

const activityNotFoundMessage = 'Activity not found';

/** A picture must be the organizer's own event-picture upload; keeping the one already there is fine. */
async function resolvePicture(db: Db, accountId: string, requested: string | null, current: string | null): Promise<string | null> {
  if (requested === null || requested === current) return requested;
  const upload = await findOwnedUpload(db, accountId, requested, 'event-picture');
  if (!upload) {
    throw new DomainError('BAD_REQUEST', 'Upload the picture again: this one is not yours or not an event picture', {
      fieldIssues: [{ path: ['activity', 'pictureSrc'], message: 'Upload the picture again' }],
    });
  }
  return upload.src;
}

const columns = (draft: ActivityDraft) => ({
  name: draft.name,
  description: draft.description,
  location: draft.location,
  points: draft.points,
  startsAt: new Date(draft.startsAt * 1000),
  endsAt: new Date(draft.endsAt * 1000),
  perPersonLimit: draft.perPersonLimit,
});

export async function createActivity(db: Db, eventId: string, accountId: string, draft: ActivityDraft): Promise<ActivityRow> {
  const pictureSrc = await resolvePicture(db, accountId, draft.pictureSrc, null);
  const [row] = await db.insert(activities).values({ eventId, createdBy: accountId, pictureSrc, ...columns(draft) }).returning();
  if (!row) throw new Error('The activity was not stored');
  return row;
}

async function loadActivity(db: Db, eventId: string, activityId: string): Promise<ActivityRow> {
  const [row] = await db.select().from(activities).where(and(eq(activities.id, activityId), eq(activities.eventId, eventId)));
  if (!row) throw new DomainError('NOT_FOUND', activityNotFoundMessage);
  return row;
}

export async function updateActivity(db: Db, eventId: string, activityId: string, accountId: string, draft: ActivityDraft, now: Date): Promise<ActivityRow> {
  const current = await loadActivity(db, eventId, activityId);
  const pictureSrc = await resolvePicture(db, accountId, draft.pictureSrc, current.pictureSrc);
  const [row] = await db
    .update(activities)
    .set({ ...columns(draft), pictureSrc, updatedAt: now })
    .where(and(eq(activities.id, activityId), eq(activities.eventId, eventId)))
    .returning();
  if (!row) throw new DomainError('NOT_FOUND', activityNotFoundMessage);
  return row;
}

export async function setActivityPaused(db: Db, eventId: string, activityId: string, paused: boolean, now: Date): Promise<ActivityRow> {
  const [row] = await db
    .update(activities)
    .set({ paused, updatedAt: now })
    .where(and(eq(activities.id, activityId), eq(activities.eventId, eventId)))
    .returning();
  if (!row) throw new DomainError('NOT_FOUND', activityNotFoundMessage);
  return row;
}

/** Removes the activity and the points it earned (the console asks first). */
export async function removeActivity(db: Db, eventId: string, activityId: string): Promise<void> {
  const removed = await db.delete(activities).where(and(eq(activities.id, activityId), eq(activities.eventId, eventId))).returning({ id: activities.id });
  if (removed.length === 0) throw new DomainError('NOT_FOUND', activityNotFoundMessage);
}

export async function setPrizeText(db: Db, eventId: string, prizeText: string): Promise<void> {
  await db.insert(activitySettings).values({ eventId, prizeText }).onConflictDoUpdate({ target: activitySettings.eventId, set: { prizeText } });
}

export async function readPrizeText(db: Db, eventId: string): Promise<string> {
  const [row] = await db.select({ prizeText: activitySettings.prizeText }).from(activitySettings).where(eq(activitySettings.eventId, eventId));
  return row?.prizeText ?? '';
}
