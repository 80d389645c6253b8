import type { ActivityCodeClaim } from '#shared/rules/activity-code.ts';
import type { ActivityRefusal } from '#shared/rules/activity-scan-verdict.ts';

// Codes a phone (offline, tests/shared) and the server (tests/server/activities) must both refuse,
// each for the same reason. The scene: an event with one open activity (once per person), one
// paused, one that ended and one not started yet, and a second event with its own open activity.
// A card's printed window decides nothing: the activity's current times do (issue 31, item 15).

export interface CorpusScene {
  eventId: string;
  otherEventId: string;
  /** Open now (window around `now`), earnable once. */
  activityId: string;
  pausedActivityId: string;
  /** Ended an hour ago. */
  endedActivityId: string;
  /** Starts in an hour. */
  laterActivityId: string;
  otherEventActivityId: string;
  /** Unix seconds. */
  now: number;
  /** The real window of the open activity. */
  window: { validFrom: number; validUntil: number };
  sign(claim: ActivityCodeClaim): string;
  /** A personal code (HW1) signed with the same key. */
  personalCode: string;
}

export interface CorpusCase {
  name: string;
  code: string;
  reason: ActivityRefusal;
}

const flip = (text: string, index: number) => text.slice(0, index) + (text[index] === 'A' ? 'B' : 'A') + text.slice(index + 1);
const unknownActivity = '7d2b8c1e-0000-4000-8000-00000000c0de';

/** The valid code of the open activity: accepted once, then refused as a replay over the limit. */
export const validCode = (scene: CorpusScene) => scene.sign({ eventId: scene.eventId, activityId: scene.activityId, ...scene.window });

export function refusedCodes(scene: CorpusScene): CorpusCase[] {
  const valid = validCode(scene);
  const other = scene.sign({ eventId: scene.otherEventId, activityId: scene.otherEventActivityId, ...scene.window });
  // Same bytes with the activity id of another activity: the signature no longer covers them.
  const swappedBody = valid.replace('HWA1:', '');
  return [
    { name: 'forged: one signature character changed', code: flip(valid, valid.length - 7), reason: 'forged' },
    { name: 'forged: payload changed under a real signature', code: `HWA1:${flip(swappedBody, 30)}`, reason: 'forged' },
    { name: 'forged: signed with another key', code: valid.slice(0, 5) + valid.slice(5, 69) + 'A'.repeat(valid.length - 69), reason: 'forged' },
    { name: 'truncated: the last characters missing', code: valid.slice(0, -6), reason: 'forged' },
    { name: 'truncated: only the prefix', code: 'HWA1:', reason: 'forged' },
    { name: 'damaged: lower-cased', code: `HWA1:${swappedBody.toLowerCase()}`, reason: 'forged' },
    { name: 'expired: an activity that ended an hour ago, whatever window its card carries', code: scene.sign({ eventId: scene.eventId, activityId: scene.endedActivityId, ...scene.window }), reason: 'expired' },
    { name: 'not yet: an activity that starts in an hour, whatever window its card carries', code: scene.sign({ eventId: scene.eventId, activityId: scene.laterActivityId, ...scene.window }), reason: 'not-yet' },
    { name: 'other event: a real code of another event', code: other, reason: 'other-event' },
    { name: 'unknown: a signed code of an activity that does not exist', code: scene.sign({ eventId: scene.eventId, activityId: unknownActivity, ...scene.window }), reason: 'not-found' },
    { name: 'paused: a real code of a paused activity', code: scene.sign({ eventId: scene.eventId, activityId: scene.pausedActivityId, ...scene.window }), reason: 'paused' },
    { name: 'not an activity code: a personal code', code: scene.personalCode, reason: 'not-activity' },
    { name: 'not an activity code: a URL', code: 'https://example.test/activity/1', reason: 'not-activity' },
    { name: 'not an activity code: a personal code body behind the activity prefix', code: `HWA1:${scene.personalCode.slice(4)}`, reason: 'forged' },
  ];
}
