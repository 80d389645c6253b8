import { randomUUID } from 'node:crypto';
import type { EventRole } from '#shared/contracts/event.ts';
import type { RateInput } from '#shared/contracts/feedback.ts';
import { agendaItems } from '#server/db/schema/agenda-items.ts';
import { checkIns } from '#server/db/schema/check-ins.ts';
import { programSpeakers } from '#server/db/schema/program-speakers.ts';
import { addMember, insertEvent, insertProgramItem } from '../factories/events.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import type { ApiResponse } from '../helpers/trpc-http.ts';
import type { TestServer } from '../helpers/test-server.ts';

export interface Member extends TestAccount {
  attendeeId: string;
}

const hour = 3_600_000;

/** A registered account made a member of the event in a role. */
export async function joinAs(t: TestServer, eventId: string, role: EventRole, firstName: string, lastName = 'Tester'): Promise<Member> {
  const account = await registerTestAccount(t.api, { firstName, lastName });
  return { ...account, attendeeId: await addMember(t.db, eventId, account.account.id, role) };
}

/**
 * An event with feedback on that started an hour ago and ends in a day (times from the server's
 * clock), its organizer, and sessions: one that ended, one running, one later today.
 */
export async function feedbackEvent(t: TestServer, overrides: Parameters<typeof insertEvent>[1] = {}) {
  const now = t.clock.now().getTime();
  const eventId = await insertEvent(t.db, { startsAt: new Date(now - hour), endsAt: new Date(now + 24 * hour), enableFeedback: true, timeZone: 'UTC', ...overrides });
  const organizer = await joinAs(t, eventId, 'organizer', 'Olga', 'Organizer');
  const session = (title: string, startsInHours: number, lengthHours = 1) =>
    insertProgramItem(t.db, eventId, { title, startsAt: new Date(now + startsInHours * hour), endsAt: new Date(now + (startsInHours + lengthHours) * hour) });
  const ended = await session('Ended talk', -1, 0.5);
  const running = await session('Running talk', -0.25);
  const later = await session('Later talk', 3);
  return { eventId, organizer, sessions: { ended, running, later } };
}

export const rateInputFor = (eventId: string, programId: string | null, overrides: Partial<RateInput> = {}): RateInput => ({
  idempotencyKey: randomUUID(),
  eventId,
  programId,
  rating: 4,
  comment: '',
  anonymous: false,
  ratedAt: Date.now(),
  ...overrides,
});

export function rateAs(t: TestServer, who: TestAccount, input: RateInput): Promise<ApiResponse<{ programId: string | null; feedback: { rating: number; comment: string; anonymous: boolean } }>> {
  return t.api.mutate('feedback.rate', input, { token: who.token });
}

export async function addSpeaker(t: TestServer, programId: string, attendeeId: string): Promise<void> {
  await t.db.insert(programSpeakers).values({ programItemId: programId, attendeeId });
}

export async function addToAgenda(t: TestServer, eventId: string, programId: string, accountId: string): Promise<void> {
  await t.db.insert(agendaItems).values({ accountId, eventId, programItemId: programId, addedAt: new Date() });
}

/** A door scan that stands (or, with undone, one an organizer undid). */
export async function checkIn(t: TestServer, eventId: string, accountId: string, scannedBy: string, { undone = false } = {}): Promise<void> {
  const now = new Date();
  await t.db.insert(checkIns).values({
    eventId,
    accountId,
    scannedBy,
    idempotencyKey: randomUUID(),
    scannedAt: now,
    deviceScannedAt: now,
    receivedAt: now,
    deviceId: 'test-device',
    deviceLabel: 'Gate T',
    method: 'search',
    changedAt: now,
    ...(undone ? { undoneAt: now, undoReceivedAt: now } : {}),
  });
}
