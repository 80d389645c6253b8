import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ActivityScanResult } from '#shared/contracts/activities.ts';
import { activityCodeSignedBytes, encodeActivityCode, type ActivityCodeClaim } from '#shared/rules/activity-code.ts';
import { queuedActivityId } from '#client/features/activities/activity-outbox.ts';
import { checkScanOnPhone, type ScanFacts } from '#client/features/activities/check-on-phone.ts';
import { activityScanMessage } from '#client/features/activities/activity-outbox-ops.ts';

const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const issue = (claim: ActivityCodeClaim) => encodeActivityCode(claim, sign(null, activityCodeSignedBytes(claim), privateKey));
const nowMs = 1_900_000_000_000;
const now = nowMs / 1000;
const eventId = '0b6f1c2e-4d5a-4f3b-9c8d-7e6f5a4b3c2d';
const activityId = '2d8b3e4a-6f7c-4b5d-9eaf-9a8b7c6d5e4f';
// The key (activities.board, saved) and the activities (the event pack), as the scan page holds them.
const board: ScanFacts = {
  eventId,
  publicKey: publicKey.export({ format: 'jwk' }).x as string,
  activities: [{ id: activityId, eventId, name: 'Robot', description: '', location: '', points: 15, startsAt: now - 60, endsAt: now + 60, perPersonLimit: 2, picture: null, paused: false }],
};
const code = issue({ eventId, activityId, validFrom: now - 60, validUntil: now + 60 });

describe('an activity scan on the phone', () => {
  it('counts a real card until this person has earned it as often as it allows (queued scans included)', async () => {
    expect(await checkScanOnPhone(code, board, () => 1, nowMs)).toEqual({ kind: 'accepted', activityId });
    expect(await checkScanOnPhone(code, board, () => 2, nowMs)).toEqual({ kind: 'refused', reason: 'limit' });
  });

  it('refuses a card signed with another key, and one past its window, with no network', async () => {
    const other = generateKeyPairSync('ed25519').privateKey;
    const claim = { eventId, activityId, validFrom: now - 60, validUntil: now + 60 };
    const foreign = encodeActivityCode(claim, sign(null, activityCodeSignedBytes(claim), other));
    expect(await checkScanOnPhone(foreign, board, () => 0, nowMs)).toEqual({ kind: 'refused', reason: 'forged' });
    expect(await checkScanOnPhone(code, board, () => 0, nowMs + 120_000)).toEqual({ kind: 'refused', reason: 'expired' });
  });

  it('reads the activity of a queued scan back from its code, and nothing from a damaged payload', () => {
    expect(queuedActivityId({ code })).toBe(activityId);
    expect(queuedActivityId({ code: 'HWA1:XYZ' })).toBeNull();
    expect(queuedActivityId(null)).toBeNull();
  });

  it('words the server’s answers for the sync report', () => {
    const base: ActivityScanResult = { idempotencyKey: 'key-00000001', outcome: 'accepted', reason: null, scan: { id: activityId, activityId, points: 15, scannedAt: nowMs }, clockSkewed: false };
    expect(activityScanMessage(base)).toBe('Activity confirmed (+15 points)');
    expect(activityScanMessage({ ...base, outcome: 'rejected', reason: 'expired', scan: null })).toBe('This activity is over: the code has expired');
  });
});
