import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ActivityBoard } from '#shared/contracts/activities.ts';
import type { Db } from '../../db/client.ts';
import { activityScans } from '../../db/schema/activity-scans.ts';
import type { CodeSigner } from '../personal-code/code-signer.ts';
import { readLeaderboardVisibility } from './leaderboard.ts';

/** The attendee's own part of the activities page: the key that verifies a card, my scans, how I show on the leaderboard. */
export async function readActivityBoard(db: Db, signer: CodeSigner, eventId: string, accountId: string): Promise<ActivityBoard> {
  const [scans, leaderboard] = await Promise.all([
    db
      .select()
      .from(activityScans)
      .where(and(eq(activityScans.eventId, eventId), eq(activityScans.accountId, accountId), isNull(activityScans.undoneAt)))
      .orderBy(asc(activityScans.scannedAt)),
    readLeaderboardVisibility(db, eventId, accountId),
  ]);
  return {
    eventId,
    key: signer.key,
    myScans: scans.map((row) => ({ id: row.id, activityId: row.activityId, points: row.points, scannedAt: row.scannedAt.getTime() })),
    leaderboard,
  };
}
