import { randomBytes, randomUUID } from 'node:crypto';
import { programSpeakers } from '#server/db/schema/program-speakers.ts';
import type { CreatePollInput, Poll, PollStandings, VotePollInput, VotePollResult } from '#shared/contracts/polls.ts';
import { addMember, insertEvent, insertProgramItem } from '../factories/events.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import type { ApiResponse } from '../helpers/trpc-http.ts';

/** An event with feedback on, a session and its speaker, an organizer and two attendees. */
export interface PollScene {
  eventId: string;
  sessionId: string;
  otherSessionId: string;
  organizer: TestAccount;
  speaker: TestAccount;
  attendee: TestAccount;
  neighbour: TestAccount;
  outsider: TestAccount;
}

/**
 * A test server with a poll scene, started before this file's tests and stopped after them: read
 * `.t` and `.scene` inside tests (they are set once beforeAll has run).
 */
export function pollSceneForFile(): { t: TestServer; scene: PollScene } {
  const file = {} as { t: TestServer; scene: PollScene };
  beforeAll(async () => {
    file.t = await startTestServer();
    file.scene = await makePollScene(file.t);
  });
  afterAll(() => file.t?.stop());
  return file;
}

export async function makePollScene(t: TestServer, flags: { enableFeedback?: boolean } = {}): Promise<PollScene> {
  const eventId = await insertEvent(t.db, { enableFeedback: flags.enableFeedback ?? true });
  const start = new Date(Date.now() + 3_600_000);
  const end = new Date(start.getTime() + 3_600_000);
  const sessionId = await insertProgramItem(t.db, eventId, { title: 'Keynote', startsAt: start, endsAt: end });
  const otherSessionId = await insertProgramItem(t.db, eventId, { title: 'Workshop', startsAt: start, endsAt: end });
  const [organizer, speaker, attendee, neighbour, outsider] = await Promise.all(
    ['Olga', 'Sam', 'Ada', 'Ned', 'Oscar'].map((firstName) => registerTestAccount(t.api, { firstName })),
  );
  await addMember(t.db, eventId, organizer!.account.id, 'organizer');
  const speakerAttendeeId = await addMember(t.db, eventId, speaker!.account.id, 'speaker');
  await addMember(t.db, eventId, attendee!.account.id, 'attendee');
  await addMember(t.db, eventId, neighbour!.account.id, 'attendee');
  await t.db.insert(programSpeakers).values({ programItemId: sessionId, attendeeId: speakerAttendeeId });
  return { eventId, sessionId, otherSessionId, organizer: organizer!, speaker: speaker!, attendee: attendee!, neighbour: neighbour!, outsider: outsider! };
}

export const pollDraft = (eventId: string, overrides: Partial<CreatePollInput> = {}): CreatePollInput => ({
  eventId,
  question: 'Which talk next?',
  kind: 'single',
  options: ['Databases', 'Design', 'DevOps'],
  state: 'open',
  resultsVisibility: 'live',
  anonymous: false,
  ...overrides,
});

export async function createPoll(t: TestServer, who: TestAccount, draft: CreatePollInput): Promise<Poll> {
  const response = await t.api.mutate<Poll>('polls.create', draft, { token: who.token });
  if (response.error) throw new Error(`polls.create: ${response.error.data.code} ${response.error.message}`);
  return response.data;
}

/** A voter's device: one ballot secret per poll, kept like the app keeps it. */
export function ballotSecret(): string {
  return randomBytes(24).toString('base64url');
}

export function vote(
  t: TestServer,
  who: TestAccount,
  poll: Poll,
  optionIds: string[],
  extra: Partial<VotePollInput> = {},
): Promise<ApiResponse<VotePollResult>> {
  return t.api.mutate<VotePollResult>(
    'polls.vote',
    { idempotencyKey: randomUUID(), eventId: poll.eventId, pollId: poll.id, optionIds, ballotSecret: ballotSecret(), votedAt: Date.now(), ...extra },
    { token: who.token },
  );
}

export async function standingOf(t: TestServer, who: TestAccount, poll: Poll) {
  const response = await t.api.query<PollStandings>('polls.standings', { eventId: poll.eventId }, { token: who.token });
  if (response.error) throw new Error(`polls.standings: ${response.error.data.code}`);
  return response.data.standings.find((standing) => standing.pollId === poll.id)!;
}
