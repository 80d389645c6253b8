import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { activityCodeSignedBytes, checkActivityCode, encodeActivityCode, openCardWindow, parseActivityCode, type ActivityCodeClaim } from '#shared/rules/activity-code.ts';
import { judgeActivityScan, type ActivityScanFacts } from '#shared/rules/activity-scan-verdict.ts';
import { encodePersonalCode, importPersonalCodeKey, personalCodeSignedBytes } from '#shared/rules/personal-code.ts';
import { refusedCodes, validCode, type CorpusScene } from './activity-code-corpus.ts';

// Signed with node:crypto as the server does, verified with WebCrypto and judged as a phone does,
// from its saved activities and its own scans, with no network.

const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const publicKeyText = publicKey.export({ format: 'jwk' }).x as string;
const issue = (claim: ActivityCodeClaim) => encodeActivityCode(claim, sign(null, activityCodeSignedBytes(claim), privateKey));
const now = 1_900_000_000;
const scene: CorpusScene = {
  eventId: '0b6f1c2e-4d5a-4f3b-9c8d-7e6f5a4b3c2d',
  otherEventId: '1c7a2d3f-5e6b-4a4c-8d9e-8f7a6b5c4d3e',
  activityId: '2d8b3e4a-6f7c-4b5d-9eaf-9a8b7c6d5e4f',
  pausedActivityId: '3e9c4f5b-7a8d-4c6e-8fb0-ab9c8d7e6f5a',
  endedActivityId: '6bcf7c8e-0dba-4f9b-9ce3-decfba0b9c8d',
  laterActivityId: '7cd08d9f-1ecb-4a0c-8df4-efd0cb1cad9e',
  otherEventActivityId: '4fad5a6c-8b9e-4d7f-9ac1-bcad9e8f7a6b',
  now,
  window: { validFrom: now - 3600, validUntil: now + 3600 },
  sign: issue,
  personalCode: encodePersonalCode({ accountId: '5abe6b7d-9caf-4e8a-8bd2-cdbeaf9a8b7c', version: 1 }, sign(null, personalCodeSignedBytes({ accountId: '5abe6b7d-9caf-4e8a-8bd2-cdbeaf9a8b7c', version: 1 }), privateKey)),
};

/** The phone's facts: its saved activities and the scans it already counted. */
function phoneFacts(earned: Map<string, number>): ActivityScanFacts {
  const activities = new Map([
    [scene.activityId, { startsAt: scene.window.validFrom, endsAt: scene.window.validUntil, paused: false, perPersonLimit: 1 }],
    [scene.pausedActivityId, { startsAt: scene.window.validFrom, endsAt: scene.window.validUntil, paused: true, perPersonLimit: 1 }],
    [scene.endedActivityId, { startsAt: now - 3 * 3600, endsAt: now - 3600, paused: false, perPersonLimit: 1 }],
    [scene.laterActivityId, { startsAt: now + 3600, endsAt: now + 3 * 3600, paused: false, perPersonLimit: 1 }],
  ]);
  return { eventId: scene.eventId, at: now, activity: (id) => activities.get(id) ?? null, earned: (id) => earned.get(id) ?? 0 };
}

async function scanOnPhone(code: string, earned = new Map<string, number>()) {
  return judgeActivityScan(await checkActivityCode(code, await importPersonalCodeKey(publicKeyText)), phoneFacts(earned));
}

describe('activity codes on the phone', () => {
  it('round-trips and fits a QR code of the alphanumeric set', () => {
    const code = validCode(scene);
    expect(code).toMatch(/^HWA1:[A-Z2-7]+$/);
    expect(code.length).toBeLessThan(180);
    expect(parseActivityCode(code)).toMatchObject({ kind: 'code', claim: { eventId: scene.eventId, activityId: scene.activityId, ...scene.window } });
  });

  it('accepts the real code once, and refuses it replayed over the limit', async () => {
    expect(await scanOnPhone(validCode(scene))).toEqual({ kind: 'accepted', activityId: scene.activityId });
    expect(await scanOnPhone(validCode(scene), new Map([[scene.activityId, 1]]))).toEqual({ kind: 'refused', reason: 'limit' });
  });

  it.each(refusedCodes(scene).map((entry) => [entry.name, entry] as const))('refuses %s', async (_, entry) => {
    expect(await scanOnPhone(entry.code)).toEqual({ kind: 'refused', reason: entry.reason });
  });

  it('counts the scan time against the activity’s own window too (a card printed before it was shortened)', async () => {
    const facts = phoneFacts(new Map());
    const shortened: ActivityScanFacts = { ...facts, activity: () => ({ startsAt: now - 3600, endsAt: now - 60, paused: false, perPersonLimit: 1 }) };
    const check = await checkActivityCode(validCode(scene), await importPersonalCodeKey(publicKeyText));
    expect(judgeActivityScan(check, shortened)).toEqual({ kind: 'refused', reason: 'expired' });
  });

  it('judges a card by its activity’s current times, not the window printed on it: a card printed before the start moved earlier counts (issue 31, item 15)', async () => {
    const printedForLater = scene.sign({ eventId: scene.eventId, activityId: scene.activityId, validFrom: now + 3600, validUntil: now + 3 * 3600 });
    expect(await scanOnPhone(printedForLater)).toEqual({ kind: 'accepted', activityId: scene.activityId });
    const printedLongAgo = scene.sign({ eventId: scene.eventId, activityId: scene.activityId, validFrom: now - 9 * 3600, validUntil: now - 8 * 3600 });
    expect(await scanOnPhone(printedLongAgo)).toEqual({ kind: 'accepted', activityId: scene.activityId });
    expect(await scanOnPhone(scene.sign({ eventId: scene.eventId, activityId: scene.activityId, ...openCardWindow }))).toEqual({ kind: 'accepted', activityId: scene.activityId });
  });

  it('never signs a window that ends before it starts', () => {
    expect(() => activityCodeSignedBytes({ eventId: scene.eventId, activityId: scene.activityId, validFrom: 10, validUntil: 5 })).toThrow(RangeError);
  });
});
