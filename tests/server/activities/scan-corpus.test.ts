import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCodeSigner } from '#server/services/personal-code/code-signer.ts';
import { activityCodeSignedBytes, encodeActivityCode } from '#shared/rules/activity-code.ts';
import { refusedCodes, validCode, type CorpusScene } from '../../shared/activity-code-corpus.ts';
import { codeOf } from '../helpers/personal-codes.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { boardOf, createActivity, makeActivityScene, phoneScan, pointsOf, sendScans, type ActivityScene } from './activity-scene.ts';

// The same corpus the phone refuses offline (tests/shared/activity-code.test.ts), sent to the server
// as a phone that skipped its own checks would: each refused for the same reason, nothing counted.

let t: TestServer;
let scene: ActivityScene;
let corpus: CorpusScene;
beforeAll(async () => {
  t = await startTestServer();
  scene = await makeActivityScene(t);
  const other = await makeActivityScene(t);
  const now = Math.floor(Date.now() / 1000);
  const window = { startsAt: now - 3600, endsAt: now + 3600 };
  const open = await createActivity(t.api, scene.organizer, scene.eventId, window);
  const paused = await createActivity(t.api, scene.organizer, scene.eventId, { ...window, name: 'Paused' });
  await t.api.mutate('activities.setPaused', { eventId: scene.eventId, activityId: paused.id, paused: true }, { token: scene.organizer.token });
  const ended = await createActivity(t.api, scene.organizer, scene.eventId, { startsAt: now - 3 * 3600, endsAt: now - 3600, name: 'Ended' });
  const later = await createActivity(t.api, scene.organizer, scene.eventId, { startsAt: now + 3600, endsAt: now + 3 * 3600, name: 'Later' });
  const elsewhere = await createActivity(t.api, other.organizer, other.eventId, window);
  const signer = await loadCodeSigner({ db: t.db, env: t.server.deps.env });
  corpus = {
    eventId: scene.eventId,
    otherEventId: other.eventId,
    activityId: open.id,
    pausedActivityId: paused.id,
    endedActivityId: ended.id,
    laterActivityId: later.id,
    otherEventActivityId: elsewhere.id,
    now,
    window: { validFrom: window.startsAt, validUntil: window.endsAt },
    sign: (claim) => encodeActivityCode(claim, signer.signBytes(activityCodeSignedBytes(claim))),
    personalCode: await codeOf(t.api, scene.attendee),
  };
});
afterAll(() => t.stop());

describe('the server re-checks every activity code', () => {
  it.each([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])('refuses corpus entry %i for the phone’s reason', async (index) => {
    const entry = refusedCodes(corpus)[index]!;
    const [result] = await sendScans(t.api, scene.attendee, [phoneScan(scene.eventId, entry.code)]);
    expect({ name: entry.name, outcome: result?.outcome, reason: result?.reason }).toEqual({ name: entry.name, outcome: 'rejected', reason: entry.reason });
  });

  it('has a case for every entry of the corpus', () => {
    expect(refusedCodes(corpus)).toHaveLength(14);
  });

  it('accepts the real code once; a replayed code is over the limit, a replayed key answers as before', async () => {
    const first = phoneScan(scene.eventId, validCode(corpus));
    expect((await sendScans(t.api, scene.neighbour, [first]))[0]).toMatchObject({ outcome: 'accepted', reason: null, scan: { activityId: corpus.activityId, points: 10 } });
    expect((await sendScans(t.api, scene.neighbour, [phoneScan(scene.eventId, validCode(corpus))]))[0]).toMatchObject({ outcome: 'rejected', reason: 'limit' });
    expect((await sendScans(t.api, scene.neighbour, [first]))[0]).toMatchObject({ outcome: 'accepted', reason: null });
    expect(pointsOf(await boardOf(t.api, scene.neighbour, scene.eventId))).toBe(10);
  });

  it('counted nothing for the refused codes', async () => {
    expect(pointsOf(await boardOf(t.api, scene.attendee, scene.eventId))).toBe(0);
  });

  it('a key sent again with another code is refused and changes nothing', async () => {
    const scan = phoneScan(scene.eventId, 'HWA1:NOPE');
    await sendScans(t.api, scene.attendee, [scan]);
    const [reused] = await sendScans(t.api, scene.attendee, [{ ...scan, code: validCode(corpus) }]);
    expect(reused).toMatchObject({ outcome: 'rejected', reason: 'key-reused' });
    expect(pointsOf(await boardOf(t.api, scene.attendee, scene.eventId))).toBe(0);
  });
});
