import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionEmptyMessage, questionTooLongMessage } from '#shared/contracts/questions.ts';
import { insertEvent, insertProgramItem } from '../factories/events.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { joinAs } from '../schedule/scene.ts';
import { ask, freshKey, list, ok, qaScene, settings, vote, type QaScene } from './scene.ts';

let t: TestServer;
let s: QaScene;

beforeAll(async () => {
  t = await startTestServer();
  s = await qaScene(t);
});
afterAll(() => t.stop());

describe('asking a question', () => {
  it('keeps the text trimmed and the asker named, and lists it for everyone', async () => {
    const question = ok(await ask(t, s.ada, { eventId: s.eventId, programId: s.sessionId, text: '  How do you test offline?  ' }));
    expect(question).toMatchObject({ text: 'How do you test offline?', asker: { firstName: 'Ada', lastName: 'Lovelace' }, mine: true, status: 'approved', votes: 0 });
    const seenByBob = (await list(t, s.bob, s.eventId, s.sessionId)).questions.find((item) => item.id === question.id);
    expect(seenByBob).toMatchObject({ asker: { firstName: 'Ada', lastName: 'Lovelace' }, mine: false });
  });

  it('refuses an empty or blank question and one over 500 characters, with the field message', async () => {
    for (const text of ['', '    ']) {
      const response = await ask(t, s.ada, { eventId: s.eventId, programId: s.sessionId, text });
      expect(response.error?.data.code).toBe('BAD_REQUEST');
      expect(response.error?.data.fieldErrors?.text).toEqual([questionEmptyMessage]);
    }
    const tooLong = await ask(t, s.ada, { eventId: s.eventId, programId: s.sessionId, text: 'x'.repeat(501) });
    expect(tooLong.error?.data.fieldErrors?.text).toEqual([questionTooLongMessage]);
    // 500 after trimming is fine.
    expect((await ask(t, s.ada, { eventId: s.eventId, programId: s.sessionId, text: ` ${'y'.repeat(500)} ` })).error).toBeUndefined();
  });

  it('applies one idempotency key once: the replay answers the same question', async () => {
    const idempotencyKey = freshKey();
    const first = ok(await ask(t, s.bob, { eventId: s.eventId, programId: s.sessionId, text: 'Replayed?', idempotencyKey }));
    const again = ok(await ask(t, s.bob, { eventId: s.eventId, programId: s.sessionId, text: 'Replayed?', idempotencyKey }));
    expect(again.id).toBe(first.id);
    const mine = (await list(t, s.bob, s.eventId, s.sessionId)).questions.filter((item) => item.text === 'Replayed?');
    expect(mine).toHaveLength(1);
  });

  it('hides an anonymous asker from attendees, the speaker and organizers; the asker still finds it as theirs', async () => {
    const question = ok(await ask(t, s.ada, { eventId: s.eventId, programId: s.sessionId, text: 'Secret question', anonymous: true }));
    for (const viewer of [s.bob, s.speaker, s.organizer]) {
      const seen = (await list(t, viewer, s.eventId, s.sessionId)).questions.find((item) => item.id === question.id);
      expect(seen).toMatchObject({ anonymous: true, asker: null, mine: false });
      expect(JSON.stringify(seen)).not.toContain('Lovelace');
    }
    const board = ok(await t.api.query<{ questions: unknown[] }>('questions.board', { eventId: s.eventId }, { token: s.organizer.token }));
    expect(JSON.stringify(board.questions.find((item) => (item as { id: string }).id === question.id))).not.toContain('Lovelace');
    expect((await list(t, s.ada, s.eventId, s.sessionId)).questions.find((item) => item.id === question.id)).toMatchObject({ mine: true, asker: null });
  });

  it('refuses a session of another event as not found', async () => {
    const elsewhere = await insertEvent(t.db);
    const foreignSession = await insertProgramItem(t.db, elsewhere, { startsAt: new Date(), endsAt: new Date(Date.now() + 3_600_000) });
    const response = await ask(t, s.ada, { eventId: s.eventId, programId: foreignSession, text: 'Wrong room?' });
    expect(response.error?.data.code).toBe('NOT_FOUND');
  });

  it('refuses asking and upvoting while the session’s Q&A is closed, and takes them again once reopened', async () => {
    const question = ok(await ask(t, s.ada, { eventId: s.eventId, programId: s.otherSessionId, text: 'Before closing' }));
    ok(await settings(t, s.organizer, { eventId: s.eventId, programId: s.otherSessionId, open: false }));
    const refusedAsk = await ask(t, s.bob, { eventId: s.eventId, programId: s.otherSessionId, text: 'After closing' });
    expect(refusedAsk.error?.data.code).toBe('PRECONDITION_FAILED');
    expect(refusedAsk.error?.message).toBe('Questions are closed for this session');
    const refusedVote = await vote(t, s.bob, { eventId: s.eventId, questionId: question.id });
    expect(refusedVote.error?.data.code).toBe('PRECONDITION_FAILED');
    expect((await list(t, s.bob, s.eventId, s.otherSessionId)).settings).toEqual({ open: false, preApproval: false });
    ok(await settings(t, s.organizer, { eventId: s.eventId, programId: s.otherSessionId, open: true }));
    expect(ok(await vote(t, s.bob, { eventId: s.eventId, questionId: question.id })).votes).toBe(1);
  });
});

describe('upvoting', () => {
  it('counts one upvote per person, however often it is sent, and takes it back', async () => {
    const question = ok(await ask(t, s.ada, { eventId: s.eventId, programId: s.sessionId, text: 'Vote for me' }));
    expect(ok(await vote(t, s.bob, { eventId: s.eventId, questionId: question.id }))).toEqual({ id: question.id, votes: 1, votedByMe: true });
    // A second upvote with a new key (another tap) changes nothing.
    expect(ok(await vote(t, s.bob, { eventId: s.eventId, questionId: question.id })).votes).toBe(1);
    expect(ok(await vote(t, s.speaker, { eventId: s.eventId, questionId: question.id })).votes).toBe(2);
    expect(ok(await vote(t, s.bob, { eventId: s.eventId, questionId: question.id, voted: false }))).toEqual({ id: question.id, votes: 1, votedByMe: false });
    expect(ok(await vote(t, s.bob, { eventId: s.eventId, questionId: question.id, voted: false })).votes).toBe(1);
    const seen = (await list(t, s.speaker, s.eventId, s.sessionId)).questions.find((item) => item.id === question.id);
    expect(seen).toMatchObject({ votes: 1, votedByMe: true });
  });

  it('replays a queued upvote without counting it twice, even after the person took it back elsewhere', async () => {
    const question = ok(await ask(t, s.ada, { eventId: s.eventId, programId: s.sessionId, text: 'Replay my vote' }));
    const idempotencyKey = freshKey();
    ok(await vote(t, s.bob, { eventId: s.eventId, questionId: question.id, idempotencyKey }));
    ok(await vote(t, s.bob, { eventId: s.eventId, questionId: question.id, voted: false }));
    expect(ok(await vote(t, s.bob, { eventId: s.eventId, questionId: question.id, idempotencyKey }))).toMatchObject({ votes: 0, votedByMe: false });
  });

  it('refuses a key reused for the other direction as a conflict', async () => {
    const question = ok(await ask(t, s.ada, { eventId: s.eventId, programId: s.sessionId, text: 'Conflicting key' }));
    const idempotencyKey = freshKey();
    ok(await vote(t, s.bob, { eventId: s.eventId, questionId: question.id, idempotencyKey }));
    const reused = await vote(t, s.bob, { eventId: s.eventId, questionId: question.id, idempotencyKey, voted: false });
    expect(reused.error?.data.code).toBe('CONFLICT');
  });
});

describe('withdrawing', () => {
  it('lets the asker withdraw their own question, which then leaves every list and takes no votes', async () => {
    const question = ok(await ask(t, s.ada, { eventId: s.eventId, programId: s.sessionId, text: 'Never mind' }));
    const byOther = await t.api.mutate('questions.withdraw', { eventId: s.eventId, questionId: question.id }, { token: s.bob.token });
    expect(byOther.error?.data.code).toBe('FORBIDDEN');
    const byOrganizer = await t.api.mutate('questions.withdraw', { eventId: s.eventId, questionId: question.id }, { token: s.organizer.token });
    expect(byOrganizer.error?.data.code).toBe('FORBIDDEN');
    ok(await t.api.mutate('questions.withdraw', { eventId: s.eventId, questionId: question.id }, { token: s.ada.token }));
    for (const viewer of [s.ada, s.bob, s.organizer]) {
      expect((await list(t, viewer, s.eventId, s.sessionId)).questions.map((item) => item.id)).not.toContain(question.id);
    }
    expect((await vote(t, s.bob, { eventId: s.eventId, questionId: question.id })).error?.data.code).toBe('NOT_FOUND');
    const again = await t.api.mutate('questions.withdraw', { eventId: s.eventId, questionId: question.id }, { token: s.ada.token });
    expect(again.error?.data.code).toBe('NOT_FOUND');
  });
});

describe('who may ask', () => {
  it('refuses everything with the schedule switched off, organizers included', async () => {
    const off = await qaScene(t, { enableSchedule: false });
    for (const who of [off.ada, off.organizer]) {
      expect((await ask(t, who, { eventId: off.eventId, programId: off.sessionId, text: 'Anyone?' })).error?.data.code).toBe('FORBIDDEN');
      const listed = await t.api.query('questions.list', { eventId: off.eventId, programId: off.sessionId }, { token: who.token });
      expect(listed.error?.data.code).toBe('FORBIDDEN');
    }
  });

  it('refuses someone who is not a member of the event', async () => {
    const outsider = await joinAs(t, await insertEvent(t.db), 'attendee', { firstName: 'Otto', lastName: 'Outsider' });
    const response = await ask(t, outsider, { eventId: s.eventId, programId: s.sessionId, text: 'Let me in' });
    expect(response.error?.data.code).toBe('FORBIDDEN');
  });
});
