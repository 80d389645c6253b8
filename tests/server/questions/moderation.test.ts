import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionBoard } from '#shared/contracts/questions.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { ask, list, moderate, ok, qaScene, settings, vote, type QaScene } from './scene.ts';

let t: TestServer;
let s: QaScene;

beforeAll(async () => {
  t = await startTestServer();
  s = await qaScene(t);
});
afterAll(() => t.stop());

const board = async (input: Record<string, unknown> = {}) =>
  ok(await t.api.query<QuestionBoard>('questions.board', { eventId: s.eventId, ...input }, { token: s.organizer.token }));

describe('who moderates', () => {
  it('lets the session’s speaker and the organizers moderate, and no attendee nor the speaker of another session', async () => {
    const question = ok(await ask(t, s.ada, { eventId: s.eventId, programId: s.sessionId, text: 'Who answers?' }));
    expect((await moderate(t, s.bob, { eventId: s.eventId, questionId: question.id, action: 'answer' })).error?.data.code).toBe('FORBIDDEN');
    expect((await moderate(t, s.ada, { eventId: s.eventId, questionId: question.id, action: 'answer' })).error?.data.code).toBe('FORBIDDEN');
    expect(ok(await moderate(t, s.speaker, { eventId: s.eventId, questionId: question.id, action: 'answer' })).answered).toBe(true);
    expect(ok(await moderate(t, s.organizer, { eventId: s.eventId, questionId: question.id, action: 'unanswer' })).answered).toBe(false);

    const elsewhere = ok(await ask(t, s.ada, { eventId: s.eventId, programId: s.otherSessionId, text: 'Not the speaker’s session' }));
    expect((await moderate(t, s.speaker, { eventId: s.eventId, questionId: elsewhere.id, action: 'hide' })).error?.data.code).toBe('FORBIDDEN');
    expect((await settings(t, s.speaker, { eventId: s.eventId, programId: s.otherSessionId, open: false })).error?.data.code).toBe('FORBIDDEN');
    expect((await settings(t, s.bob, { eventId: s.eventId, programId: s.sessionId, open: false })).error?.data.code).toBe('FORBIDDEN');
    expect((await list(t, s.speaker, s.eventId, s.sessionId)).canModerate).toBe(true);
    expect((await list(t, s.speaker, s.eventId, s.otherSessionId)).canModerate).toBe(false);
    expect((await list(t, s.bob, s.eventId, s.sessionId)).canModerate).toBe(false);
  });

  it('keeps the console board to organizers: the speaker moderates from the session page only', async () => {
    expect((await t.api.query('questions.board', { eventId: s.eventId }, { token: s.speaker.token })).error?.data.code).toBe('FORBIDDEN');
    expect((await t.api.query('questions.board', { eventId: s.eventId }, { token: s.ada.token })).error?.data.code).toBe('FORBIDDEN');
  });
});

describe('pre-approval and hiding', () => {
  it('holds questions for approval: only the asker and moderators see one waiting, everyone once approved', async () => {
    ok(await settings(t, s.speaker, { eventId: s.eventId, programId: s.sessionId, preApproval: true }));
    const waiting = ok(await ask(t, s.ada, { eventId: s.eventId, programId: s.sessionId, text: 'Waiting for approval' }));
    expect(waiting.status).toBe('pending');
    expect((await list(t, s.bob, s.eventId, s.sessionId)).questions.map((item) => item.id)).not.toContain(waiting.id);
    expect((await list(t, s.ada, s.eventId, s.sessionId)).questions.find((item) => item.id === waiting.id)?.status).toBe('pending');
    expect((await list(t, s.speaker, s.eventId, s.sessionId)).questions.find((item) => item.id === waiting.id)?.status).toBe('pending');
    // Others cannot upvote what they cannot see.
    expect((await vote(t, s.bob, { eventId: s.eventId, questionId: waiting.id })).error?.data.code).toBe('NOT_FOUND');
    // A moderator's own question needs no approval.
    expect(ok(await ask(t, s.organizer, { eventId: s.eventId, programId: s.sessionId, text: 'From the chair' })).status).toBe('approved');

    ok(await moderate(t, s.speaker, { eventId: s.eventId, questionId: waiting.id, action: 'approve' }));
    expect((await list(t, s.bob, s.eventId, s.sessionId)).questions.find((item) => item.id === waiting.id)?.status).toBe('approved');
    ok(await settings(t, s.speaker, { eventId: s.eventId, programId: s.sessionId, preApproval: false }));
    expect(ok(await ask(t, s.bob, { eventId: s.eventId, programId: s.sessionId, text: 'Straight in' })).status).toBe('approved');
  });

  it('shows a hidden question to its asker marked hidden, to nobody else, and refuses upvotes on it', async () => {
    const question = ok(await ask(t, s.ada, { eventId: s.eventId, programId: s.sessionId, text: 'Rude question' }));
    ok(await moderate(t, s.organizer, { eventId: s.eventId, questionId: question.id, action: 'hide' }));
    expect((await list(t, s.bob, s.eventId, s.sessionId)).questions.map((item) => item.id)).not.toContain(question.id);
    expect((await list(t, s.ada, s.eventId, s.sessionId)).questions.find((item) => item.id === question.id)).toMatchObject({ status: 'hidden', mine: true });
    const refused = await vote(t, s.ada, { eventId: s.eventId, questionId: question.id });
    expect(refused.error?.data.code).toBe('PRECONDITION_FAILED');
    expect(refused.error?.message).toBe('This question was hidden by a moderator');
    expect((await moderate(t, s.organizer, { eventId: s.eventId, questionId: question.id, action: 'pin' })).error?.data.code).toBe('PRECONDITION_FAILED');
  });
});

describe('answering and pinning', () => {
  it('pins one question per session at a time, and marking it answered unpins it', async () => {
    const first = ok(await ask(t, s.ada, { eventId: s.eventId, programId: s.sessionId, text: 'Pin me first' }));
    const second = ok(await ask(t, s.bob, { eventId: s.eventId, programId: s.sessionId, text: 'Pin me next' }));
    ok(await moderate(t, s.speaker, { eventId: s.eventId, questionId: first.id, action: 'pin' }));
    ok(await moderate(t, s.speaker, { eventId: s.eventId, questionId: second.id, action: 'pin' }));
    const pinned = (await list(t, s.bob, s.eventId, s.sessionId)).questions.filter((item) => item.pinned);
    expect(pinned.map((item) => item.id)).toEqual([second.id]);
    // The pinned one leads the list, whatever its votes.
    expect((await list(t, s.bob, s.eventId, s.sessionId)).questions[0]?.id).toBe(second.id);
    const answered = ok(await moderate(t, s.speaker, { eventId: s.eventId, questionId: second.id, action: 'answer' }));
    expect(answered).toMatchObject({ answered: true, pinned: false });
  });
});

describe('the console board', () => {
  it('lists every session with counts and narrows questions by session and status', async () => {
    const fresh = await qaScene(t);
    const only = async (input: Record<string, unknown>) =>
      ok(await t.api.query<QuestionBoard>('questions.board', { eventId: fresh.eventId, ...input }, { token: fresh.organizer.token }));
    const a = ok(await ask(t, fresh.ada, { eventId: fresh.eventId, programId: fresh.sessionId, text: 'Board A' }));
    const b = ok(await ask(t, fresh.bob, { eventId: fresh.eventId, programId: fresh.otherSessionId, text: 'Board B' }));
    ok(await settings(t, fresh.organizer, { eventId: fresh.eventId, programId: fresh.otherSessionId, preApproval: true }));
    const c = ok(await ask(t, fresh.ada, { eventId: fresh.eventId, programId: fresh.otherSessionId, text: 'Board C' }));
    ok(await moderate(t, fresh.organizer, { eventId: fresh.eventId, questionId: a.id, action: 'answer' }));

    const all = await only({});
    expect(all.questions.map((item) => item.id).sort()).toEqual([a.id, b.id, c.id].sort());
    expect(all.sessions.find((session) => session.id === fresh.otherSessionId)).toMatchObject({ total: 2, pending: 1, settings: { open: true, preApproval: true } });
    expect((await only({ programId: fresh.sessionId })).questions.map((item) => item.id)).toEqual([a.id]);
    expect((await only({ status: 'pending' })).questions.map((item) => item.id)).toEqual([c.id]);
    expect((await only({ status: 'answered' })).questions.map((item) => item.id)).toEqual([a.id]);
    expect((await only({ status: 'approved', programId: fresh.otherSessionId })).questions.map((item) => item.id)).toEqual([b.id]);
    expect((await board()).sessions.length).toBe(2);
  });
});
