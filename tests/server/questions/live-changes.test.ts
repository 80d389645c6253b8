import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveMessage } from '#shared/contracts/live.ts';
import { notificationStreamEvents } from '#shared/contracts/notification.ts';
import { questionLiveDataSchema, type QuestionLiveData } from '#shared/contracts/questions.ts';
import { openEventStream, type EventStream } from '../helpers/event-stream.ts';
import type { TestAccount } from '../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { ask, moderate, ok, qaScene, settings, vote, type QaScene } from './scene.ts';

let t: TestServer;
let s: QaScene;
const streams: EventStream[] = [];

beforeAll(async () => {
  t = await startTestServer();
  s = await qaScene(t);
});
afterAll(async () => {
  streams.forEach((stream) => stream.close());
  await t.stop();
});

async function open(who: TestAccount): Promise<EventStream> {
  const stream = await openEventStream(`${t.url}/api/notifications/stream`, who.token);
  streams.push(stream);
  await stream.next(notificationStreamEvents.list);
  return stream;
}

/** Reads this session's question messages until one passes `until`; returns every one read. */
async function readUntil(stream: EventStream, until: (data: QuestionLiveData) => boolean): Promise<QuestionLiveData[]> {
  const seen: QuestionLiveData[] = [];
  for (;;) {
    const message = (await stream.next(notificationStreamEvents.live, 8000)).data as LiveMessage;
    if (message.topic !== 'questions' || message.key !== s.sessionId) continue;
    const data = questionLiveDataSchema.parse(message.data);
    seen.push(data);
    if (until(data)) return seen;
  }
}

describe('live question changes', () => {
  it('send every viewer the new vote count of the question that changed, not the list', async () => {
    const first = ok(await ask(t, s.ada, { eventId: s.eventId, programId: s.sessionId, text: 'Live one' }));
    ok(await ask(t, s.ada, { eventId: s.eventId, programId: s.sessionId, text: 'Live two' }));
    const bobStream = await open(s.bob);
    ok(await vote(t, s.bob, { eventId: s.eventId, questionId: first.id }));
    const seen = await readUntil(bobStream, (data) => data.changes.some((change) => change.id === first.id && change.votes === 1));
    const last = seen.at(-1);
    expect(last?.changes.find((change) => change.id === first.id)).toMatchObject({ votes: 1, status: 'approved', answered: false, withdrawn: false });
  });

  it('keep a question waiting for approval off other screens while moderators get it, text included', async () => {
    const bobStream = await open(s.bob);
    const speakerStream = await open(s.speaker);
    ok(await settings(t, s.organizer, { eventId: s.eventId, programId: s.sessionId, preApproval: true }));
    const waiting = ok(await ask(t, s.ada, { eventId: s.eventId, programId: s.sessionId, text: 'Quietly waiting', anonymous: true }));
    const forSpeaker = await readUntil(speakerStream, (data) => data.changes.some((change) => change.id === waiting.id));
    const change = forSpeaker.at(-1)?.changes.find((item) => item.id === waiting.id);
    expect(change).toMatchObject({ status: 'pending', question: { text: 'Quietly waiting', asker: null } });
    expect(JSON.stringify(change)).not.toContain('Lovelace');

    // Something everyone sees happens next; bob's messages up to it never named the waiting one.
    const visible = ok(await ask(t, s.organizer, { eventId: s.eventId, programId: s.sessionId, text: 'Chair question' }));
    const forBob = await readUntil(bobStream, (data) => data.changes.some((item) => item.id === visible.id));
    expect(JSON.stringify(forBob)).not.toContain(waiting.id);
    expect(forBob.some((data) => data.settings?.preApproval === true)).toBe(true);

    // Approved, it reaches bob with its text.
    ok(await moderate(t, s.speaker, { eventId: s.eventId, questionId: waiting.id, action: 'approve' }));
    const approved = await readUntil(bobStream, (data) => data.changes.some((item) => item.id === waiting.id));
    expect(approved.at(-1)?.changes.find((item) => item.id === waiting.id)).toMatchObject({ status: 'approved', question: { text: 'Quietly waiting', asker: null, mine: false } });
  });

  it('tell screens a question was answered, so the attendee’s list shows it live', async () => {
    const question = ok(await ask(t, s.ada, { eventId: s.eventId, programId: s.sessionId, text: 'Answer me live' }));
    const adaStream = await open(s.ada);
    ok(await moderate(t, s.speaker, { eventId: s.eventId, questionId: question.id, action: 'answer' }));
    const seen = await readUntil(adaStream, (data) => data.changes.some((item) => item.id === question.id && item.answered));
    expect(seen.at(-1)?.changes.find((item) => item.id === question.id)).toMatchObject({ answered: true, pinned: false });
  });
});
