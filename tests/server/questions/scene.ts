import { randomUUID } from 'node:crypto';
import type { Question, QuestionList } from '#shared/contracts/questions.ts';
import { programSpeakers } from '#server/db/schema/program-speakers.ts';
import { insertEvent, insertProgramItem } from '../factories/events.ts';
import type { TestAccount } from '../helpers/accounts.ts';
import type { ApiResponse } from '../helpers/trpc-http.ts';
import type { TestServer } from '../helpers/test-server.ts';
import { joinAs, type Member } from '../schedule/scene.ts';

/** An event with two sessions; the speaker speaks in the first only. */
export interface QaScene {
  eventId: string;
  sessionId: string;
  otherSessionId: string;
  organizer: Member;
  speaker: Member;
  ada: Member;
  bob: Member;
}

export async function qaScene(t: TestServer, overrides: Parameters<typeof insertEvent>[1] = {}): Promise<QaScene> {
  const eventId = await insertEvent(t.db, overrides);
  const startsAt = new Date(Date.now() + 86_400_000);
  const endsAt = new Date(startsAt.getTime() + 3_600_000);
  const sessionId = await insertProgramItem(t.db, eventId, { title: 'Offline first', startsAt, endsAt });
  const otherSessionId = await insertProgramItem(t.db, eventId, { title: 'Badge lines', startsAt, endsAt });
  const organizer = await joinAs(t, eventId, 'organizer', { firstName: 'Olga', lastName: 'Organizer' });
  const speaker = await joinAs(t, eventId, 'speaker', { firstName: 'Sam', lastName: 'Speaker' });
  const ada = await joinAs(t, eventId, 'attendee', { firstName: 'Ada', lastName: 'Lovelace' });
  const bob = await joinAs(t, eventId, 'attendee', { firstName: 'Bob', lastName: 'Builder' });
  await t.db.insert(programSpeakers).values({ programItemId: sessionId, attendeeId: speaker.attendeeId });
  return { eventId, sessionId, otherSessionId, organizer, speaker, ada, bob };
}

export const freshKey = () => randomUUID();

export function ask(t: TestServer, who: TestAccount, input: { eventId: string; programId: string; text: string; anonymous?: boolean; idempotencyKey?: string }) {
  return t.api.mutate<Question>(
    'questions.ask',
    { idempotencyKey: input.idempotencyKey ?? freshKey(), anonymous: false, askedAt: Date.now(), ...input },
    { token: who.token },
  );
}

export function vote(t: TestServer, who: TestAccount, input: { eventId: string; questionId: string; voted?: boolean; idempotencyKey?: string }) {
  return t.api.mutate<{ id: string; votes: number; votedByMe: boolean }>(
    'questions.vote',
    { idempotencyKey: input.idempotencyKey ?? freshKey(), voted: true, votedAt: Date.now(), ...input },
    { token: who.token },
  );
}

export function moderate(t: TestServer, who: TestAccount, input: { eventId: string; questionId: string; action: string }) {
  return t.api.mutate<Question>('questions.moderate', input, { token: who.token });
}

export function settings(t: TestServer, who: TestAccount, input: { eventId: string; programId: string; open?: boolean; preApproval?: boolean }) {
  return t.api.mutate<{ open: boolean; preApproval: boolean }>('questions.updateSettings', input, { token: who.token });
}

export async function list(t: TestServer, who: TestAccount, eventId: string, programId: string): Promise<QuestionList> {
  return ok(await t.api.query<QuestionList>('questions.list', { eventId, programId }, { token: who.token }));
}

/** The data, or a thrown error naming the code (so a failing test says why). */
export function ok<T>(response: ApiResponse<T>): T {
  if (response.error) throw new Error(`${response.error.data.code}: ${response.error.message}`);
  return response.data;
}
