import type { Activity } from '#shared/contracts/activities.ts';
import { checkActivityCode } from '#shared/rules/activity-code.ts';
import { judgeActivityScan, type ActivityScanVerdict } from '#shared/rules/activity-scan-verdict.ts';
import { importPersonalCodeKey } from '#shared/rules/personal-code.ts';

/** What the phone judges a card with: the event, the saved public key and the saved activities (event pack). */
export interface ScanFacts {
  eventId: string;
  publicKey: string;
  activities: readonly Activity[];
}

/**
 * The phone's verdict, with no network: the signature against the saved key, then the shared rule
 * over the saved activities and what this person already earned (confirmed and still queued).
 */
export async function checkScanOnPhone(text: string, facts: ScanFacts, earned: (activityId: string) => number, nowMs: number): Promise<ActivityScanVerdict> {
  const key = await importPersonalCodeKey(facts.publicKey);
  const check = await checkActivityCode(text, key);
  return judgeActivityScan(check, {
    eventId: facts.eventId,
    at: Math.floor(nowMs / 1000),
    activity: (id) => facts.activities.find((activity) => activity.id === id) ?? null,
    earned,
  });
}
