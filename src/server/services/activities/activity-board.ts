import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ActivityBoard } from '#shared/contracts/activities.ts';
import type { Db } from '../../db/client.ts';
import { activities } from '../../db/schema/activities.ts';
import { activityScans } from '../../db/schema/activity-scans.ts';
import type { CodeSigner } from '../personal-code/code-signer.ts';
import { toActivity } from './activity-dto.ts';
import { readLeaderboardVisibility } from './leaderboard.ts';
import { readPrizeText } from './save-activity.ts';

/** The attendee's page: activities (never their codes), the key that verifies a card, my scans. */
export async function readActivityBoard(db: Db, signer: CodeSigner, eventId: string, accountId: string): Promise<ActivityBoard> {
  const [rows, scans, prizeText, leaderboard] = await Promise.all([
    db.select().from(activities).where(eq(activities.eventId, eventId)).orderBy(asc(activities.startsAt), asc(activities.name)),
    db
      .select()
      .from(activityScans)
      .where(and(eq(activityScans.eventId, eventId), eq(activityScans.accountId, accountId), isNull(activityScans.undoneAt)))
      .orderBy(asc(activityScans.scannedAt)),
    readPrizeText(db, eventId),
    readLeaderboardVisibility(db, eventId, accountId),
  ]);
  return {
    eventId,
    key: signer.key,
    prizeText,
    activities: rows.map(toActivity),
    myScans: scans.map((row) => ({ id: row.id, activityId: row.activityId, points: row.points, scannedAt: row.scannedAt.getTime() })),
    leaderboard,
  };
}
