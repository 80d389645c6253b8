// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clear, createStore } from 'idb-keyval';
import { packReportEveryMs, syncEventPack } from '#client/lib/event-pack/sync-pack.ts';
import { loadPack, resetPackStore } from '#client/lib/event-pack/pack-store.ts';
import { FeedRefusal } from '#client/lib/event-pack/event-feed.ts';
import { eventId, fakePackApi, makeSession } from './pack-fakes.ts';

// After a sync that reached the server, the phone says "this install holds the event" for the
// organizers' readiness page: a random install id, the same every time, never the account.

const idb = createStore('hallway-event-packs', 'packs');
const noPending = async () => [];

function withReports(fake: ReturnType<typeof fakePackApi>, fail = false) {
  const reports: Array<{ eventId: string; deviceId: string }> = [];
  fake.api.reportPack = async (input) => {
    reports.push(input);
    if (fail) throw new Error('offline');
    return { ok: true };
  };
  return reports;
}

// Each test its own event id, so the once-every-few-minutes memory of one does not reach another.
let n = 0;
const nextEvent = () => `${eventId.slice(0, -2)}${String(++n).padStart(2, '0')}`;

beforeEach(async () => {
  resetPackStore();
  await clear(idb);
  localStorage.clear();
});

describe('pack sync reports to the readiness page', () => {
  it('reports once per sync window with the same random install id, and again after the window', async () => {
    const fake = fakePackApi({ sessions: [makeSession(1)] });
    const reports = withReports(fake);
    const id = nextEvent();
    let now = 1_000_000;
    await syncEventPack(id, { api: fake.api, pendingAgenda: noPending, now: () => now });
    await syncEventPack(id, { api: fake.api, pendingAgenda: noPending, now: () => now + 1000 });
    expect(reports).toHaveLength(1);
    expect(reports[0]).toEqual({ eventId: id, deviceId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) });
    now += packReportEveryMs;
    await syncEventPack(id, { api: fake.api, pendingAgenda: noPending, now: () => now });
    expect(reports).toHaveLength(2);
    expect(reports[1]!.deviceId).toBe(reports[0]!.deviceId);
  });

  it('does not report when the server was not reached, and tries again at the next sync after a failed report', async () => {
    const fake = fakePackApi({ sessions: [makeSession(1)] });
    const id = nextEvent();
    const unreachable = new TypeError('Failed to fetch');
    const offline = { ...fake.api, schedule: async () => Promise.reject(unreachable), directory: async () => Promise.reject(unreachable), matches: async () => Promise.reject(unreachable), agenda: async () => Promise.reject(unreachable), polls: async () => Promise.reject(unreachable), exhibitors: async () => Promise.reject(unreachable), sponsors: async () => Promise.reject(unreachable), album: async () => Promise.reject(unreachable) };
    const reports: unknown[] = [];
    offline.reportPack = async (input) => reports.push(input);
    await syncEventPack(id, { api: offline, pendingAgenda: noPending });
    expect(reports).toHaveLength(0);

    const failing = withReports(fake, true);
    await syncEventPack(id, { api: fake.api, pendingAgenda: noPending, now: () => 5_000_000 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await syncEventPack(id, { api: fake.api, pendingAgenda: noPending, now: () => 5_001_000 });
    expect(failing).toHaveLength(2);
  });

  it('"up to date" means every part came back: a sync with one part lost to the network, or a partial one, neither reports nor moves "updated"', async () => {
    const fake = fakePackApi({ sessions: [makeSession(1)] });
    const reports = withReports(fake);
    const id = nextEvent();
    await syncEventPack(id, { api: fake.api, pendingAgenda: noPending, now: () => 1_000_000 });
    expect(reports).toHaveLength(1);
    const syncedAt = async () => (await loadPack(id)).meta?.syncedAt;
    expect(await syncedAt()).toBe(1_000_000);

    // Past the report window: a live nudge refreshes the updates alone.
    const later = 1_000_000 + packReportEveryMs;
    await syncEventPack(id, { api: fake.api, pendingAgenda: noPending, now: () => later, partial: true });
    expect(reports).toHaveLength(1);
    expect(await syncedAt()).toBe(1_000_000);

    // The schedule lost to the network while the album is switched off: not current as a whole.
    const mixed = { ...fake.api, schedule: async () => Promise.reject(new TypeError('Failed to fetch')), album: async () => Promise.reject(new FeedRefusal('off', { code: 'FORBIDDEN', reason: 'FEATURE_OFF' })) };
    await syncEventPack(id, { api: mixed, pendingAgenda: noPending, now: () => later + 1000 });
    expect(reports).toHaveLength(1);
    expect(await syncedAt()).toBe(1_000_000);

    await syncEventPack(id, { api: fake.api, pendingAgenda: noPending, now: () => later + 2000 });
    expect(reports).toHaveLength(2);
    expect(await syncedAt()).toBe(later + 2000);
  });

  it('a feature switched off (a refusal) still counts as reaching the server', async () => {
    const fake = fakePackApi({ sessions: [makeSession(1)] });
    const reports = withReports(fake);
    fake.api.album = async () => Promise.reject(new FeedRefusal('off', { code: 'FORBIDDEN', reason: 'FEATURE_OFF' }));
    await syncEventPack(nextEvent(), { api: fake.api, pendingAgenda: noPending });
    expect(reports).toHaveLength(1);
  });
});
