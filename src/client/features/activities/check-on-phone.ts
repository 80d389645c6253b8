import type { ActivityBoard } from '#shared/contracts/activities.ts';
import { checkActivityCode } from '#shared/rules/activity-code.ts';
import { judgeActivityScan, type ActivityScanVerdict } from '#shared/rules/activity-scan-verdict.ts';
import { importPersonalCodeKey } from '#shared/rules/personal-code.ts';

/**
 * The phone's verdict, with no network: the signature against the saved key, then the shared rule
 * over the saved activities and what this person already earned (confirmed and still queued).
 */
export async function checkScanOnPhone(text: string, board: ActivityBoard, earned: (activityId: string) => number, nowMs: number): Promise<ActivityScanVerdict> {
  const key = await importPersonalCodeKey(board.key.publicKey);
  const check = await checkActivityCode(text, key);
  return judgeActivityScan(check, {
    eventId: board.eventId,
    at: Math.floor(nowMs / 1000),
    activity: (id) => board.activities.find((activity) => activity.id === id) ?? null,
    earned,
  });
}
