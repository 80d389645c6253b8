import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceTimeAheadMs } from '#server/services/check-in/effective-time.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { codeOf, makeExhibitorScene, scanLead, type ExhibitorScene } from '../exhibitors/exhibitor-scene.ts';

// A stand's phone said when it scanned a lead, and the server stored that time as sent: a lead
// "scanned" in 2199 was kept, listed first for the team and shown to the attendee. Lead times are
// now held like door scans: the year 2200 on is refused, an earlier future time held to the
// server's time (a few minutes of drift aside).

let t: TestServer;
let scene: ExhibitorScene;
beforeAll(async () => {
  t = await startTestServer();
  scene = await makeExhibitorScene(t);
});
afterAll(() => t.stop());

const in2199 = Date.UTC(2199, 0, 1);

describe('a lead’s scan time from a phone whose clock is far ahead', () => {
  it('is held to the server’s time, for the team and for the attendee', async () => {
    const answer = await scanLead(t, scene.staff, scene, await codeOf(t.api, scene.attendee), { scannedAt: in2199 });
    expect(answer.data.outcome).toBe('accepted');
    const latest = t.clock.now().getTime() + deviceTimeAheadMs;
    if (answer.data.outcome === 'rejected') return;
    expect(answer.data.lead.scannedAt).toBeLessThanOrEqual(latest);

    const leads = await t.api.query<{ leads: Array<{ scannedAt: number }> }>('exhibitors.leads', { eventId: scene.eventId, exhibitorId: scene.standId }, { token: scene.staff.token });
    expect(leads.data.leads.map((lead) => lead.scannedAt).every((at) => at <= latest)).toBe(true);
    const seen = await t.api.query<{ scans: Array<{ scannedAt: number }> }>('exhibitors.scannedMe', { eventId: scene.eventId }, { token: scene.attendee.token });
    expect(seen.data.scans).toHaveLength(1);
    expect(seen.data.scans[0]!.scannedAt).toBeLessThanOrEqual(latest);
  });

  it('refuses the year 2200 on as a field error', async () => {
    const answer = await scanLead(t, scene.staff, scene, await codeOf(t.api, scene.neighbour), { scannedAt: Date.UTC(2200, 0, 1) + 1000 });
    expect(answer.error?.data.code).toBe('BAD_REQUEST');
    expect(Object.keys(answer.error?.data.fieldPaths ?? {})).toContain('scannedAt');
  });

  it('keeps an ordinary time as the phone said it', async () => {
    const at = t.clock.now().getTime() - 60_000;
    const kept = await scanLead(t, scene.staff, scene, await codeOf(t.api, scene.organizer), { scannedAt: at });
    expect(kept.data.outcome === 'rejected' ? null : kept.data.lead.scannedAt).toBe(at);
  });
});
