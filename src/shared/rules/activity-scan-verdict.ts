import type { ActivityCodeCheck } from './activity-code.ts';

// One rule for an activity scan, run on the phone (from its saved activities and its own scans)
// and again on the server (from the database), so both refuse the same codes for the same reasons.

export const activityRefusals = ['forged', 'not-activity', 'other-event', 'not-found', 'not-yet', 'expired', 'paused', 'limit', 'key-reused', 'undone'] as const;
export type ActivityRefusal = (typeof activityRefusals)[number];

export interface ActivityScanFacts {
  /** The event the scan is for (the page it was taken on). */
  eventId: string;
  /** When it was scanned, unix seconds (on the server: the device time held to the believable window). */
  at: number;
  /** The activity as it stands, or null when it is unknown (removed, or not this event's). */
  activity(activityId: string): { startsAt: number; endsAt: number; paused: boolean; perPersonLimit: number } | null;
  /** How many times this person has earned it already (undone scans do not count). */
  earned(activityId: string): number;
}

export type ActivityScanVerdict = { kind: 'accepted'; activityId: string } | { kind: 'refused'; reason: ActivityRefusal };

export function judgeActivityScan(check: ActivityCodeCheck, facts: ActivityScanFacts): ActivityScanVerdict {
  if (check.kind !== 'valid') return { kind: 'refused', reason: check.kind };
  const { claim } = check;
  if (claim.eventId !== facts.eventId) return { kind: 'refused', reason: 'other-event' };
  const activity = facts.activity(claim.activityId);
  if (!activity) return { kind: 'refused', reason: 'not-found' };
  // The activity's current times alone, never a window printed on the card: a card printed before
  // the activity was moved or shortened follows it.
  if (facts.at < activity.startsAt) return { kind: 'refused', reason: 'not-yet' };
  if (facts.at > activity.endsAt) return { kind: 'refused', reason: 'expired' };
  if (activity.paused) return { kind: 'refused', reason: 'paused' };
  if (facts.earned(claim.activityId) >= activity.perPersonLimit) return { kind: 'refused', reason: 'limit' };
  return { kind: 'accepted', activityId: claim.activityId };
}

/** Plain words for a refusal, the same on the phone and in the sync report. */
export const activityRefusalText: Record<ActivityRefusal, string> = {
  forged: 'Not a valid activity code (forged or damaged)',
  'not-activity': 'Not an activity code',
  'other-event': 'This code is for another event',
  'not-found': 'This activity no longer exists',
  'not-yet': 'This activity has not started yet',
  expired: 'This activity is over: the code has expired',
  paused: 'This activity is paused by the organizers',
  limit: 'You already earned this activity as often as it allows',
  'key-reused': 'Not applied: its key was already used for another scan',
  undone: 'An organizer took this scan back',
};
