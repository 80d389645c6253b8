import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Activity, ActivityAdmin, ActivityBoard, ActivityDraft, ActivityScanInput, ActivityScanResult } from '#shared/contracts/activities.ts';
import { addMember, insertEvent } from '../factories/events.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import type { ApiClient } from '../helpers/trpc-http.ts';
import type { TestServer } from '../helpers/test-server.ts';

/** An event with activities on: an organizer, two attendees, an outsider. */
export interface ActivityScene {
  eventId: string;
  organizer: TestAccount;
  attendee: TestAccount;
  neighbour: TestAccount;
  outsider: TestAccount;
}

export async function makeActivityScene(t: TestServer, flags: { enableActivities?: boolean } = {}): Promise<ActivityScene> {
  const eventId = await insertEvent(t.db, { enableActivities: flags.enableActivities ?? true });
  const [organizer, attendee, neighbour, outsider] = await Promise.all(['Olga', 'Ada', 'Ned', 'Oscar'].map((firstName) => registerTestAccount(t.api, { firstName, lastName: 'Player' })));
  await addMember(t.db, eventId, organizer!.account.id, 'organizer');
  await addMember(t.db, eventId, attendee!.account.id, 'attendee');
  await addMember(t.db, eventId, neighbour!.account.id, 'attendee');
  return { eventId, organizer: organizer!, attendee: attendee!, neighbour: neighbour!, outsider: outsider! };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export const activityDraft = (overrides: Partial<ActivityDraft> = {}): ActivityDraft => ({
  name: 'Visit the sponsor hall',
  description: 'Say hello at every stand',
  location: 'Hall B',
  points: 10,
  startsAt: nowSeconds() - 3600,
  endsAt: nowSeconds() + 3600,
  perPersonLimit: 1,
  pictureSrc: null,
  ...overrides,
});

export async function createActivity(api: ApiClient, who: TestAccount, eventId: string, overrides: Partial<ActivityDraft> = {}): Promise<Activity> {
  const response = await api.mutate<Activity>('activities.create', { eventId, activity: activityDraft(overrides) }, { token: who.token });
  expect(response.error).toBeUndefined();
  return response.data;
}

export async function adminOf(api: ApiClient, who: TestAccount, eventId: string): Promise<ActivityAdmin> {
  const response = await api.query<ActivityAdmin>('activities.admin', { eventId }, { token: who.token });
  expect(response.error).toBeUndefined();
  return response.data;
}

/** The printed code of an activity, as the cards page gets it. */
export async function codeOfActivity(api: ApiClient, organizer: TestAccount, eventId: string, activityId: string): Promise<string> {
  const admin = await adminOf(api, organizer, eventId);
  const activity = admin.activities.find((entry) => entry.id === activityId);
  if (!activity) throw new Error('no such activity');
  return activity.code;
}

export const newScanKey = () => randomBytes(12).toString('base64url');

export const phoneScan = (eventId: string, code: string, overrides: Partial<ActivityScanInput> = {}): ActivityScanInput => ({
  idempotencyKey: newScanKey(),
  eventId,
  code,
  scannedAt: Date.now(),
  ...overrides,
});

export async function sendScans(api: ApiClient, who: TestAccount, scans: ActivityScanInput[]): Promise<ActivityScanResult[]> {
  const response = await api.mutate<{ results: ActivityScanResult[] }>('activities.scan', { scans }, { token: who.token });
  expect(response.error).toBeUndefined();
  return response.data.results;
}

export async function boardOf(api: ApiClient, who: TestAccount, eventId: string): Promise<ActivityBoard> {
  const response = await api.query<ActivityBoard>('activities.board', { eventId }, { token: who.token });
  expect(response.error).toBeUndefined();
  return response.data;
}

export const pointsOf = (board: ActivityBoard) => board.myScans.reduce((sum, scan) => sum + scan.points, 0);
