import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '#client/offline/outbox-entry.ts';
import { overlayOutbox } from '#client/features/questions/question-view.ts';
import { makeQuestion } from './question-fixtures.ts';

const eventId = '5eed0000-0000-4000-8000-000000000001';
const programId = '5eed0000-0000-4000-8000-0000000000aa';

function entry(op: OutboxEntry['op'], payload: Record<string, unknown>, overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    id: `entry-${Math.random()}`,
    op,
    payload: { idempotencyKey: 'key-12345678', eventId, ...payload },
    idempotencyKey: 'key-12345678',
    accountId: 'me',
    summary: '',
    createdAt: 1_900_000_000_000,
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    state: 'pending',
    version: 1,
    ...overrides,
  };
}

describe('unsent asks and upvotes laid over the list', () => {
  it('shows a question asked offline as the viewer’s own, marked waiting, and only in its session', () => {
    const asked = entry('questions.ask', { programId, text: 'Asked offline', anonymous: true });
    const elsewhere = entry('questions.ask', { programId: '5eed0000-0000-4000-8000-0000000000bb', text: 'Other room', anonymous: false });
    const items = overlayOutbox([], [asked, elsewhere], eventId, programId);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ text: 'Asked offline', mine: true, anonymous: true, sync: { state: 'pending', entryId: asked.id } });
  });

  it('counts a queued upvote at once, and not a refused one, which keeps its reason', () => {
    const question = makeQuestion({ votes: 3 });
    const queued = overlayOutbox([question], [entry('questions.vote', { questionId: question.id, voted: true })], eventId, programId);
    expect(queued[0]).toMatchObject({ votes: 4, votedByMe: true, sync: { state: 'pending' } });
    const refused = entry('questions.vote', { questionId: question.id, voted: true }, { state: 'failed', lastError: { code: 'PRECONDITION_FAILED', message: 'Questions are closed for this session' } });
    expect(overlayOutbox([question], [refused], eventId, programId)[0]).toMatchObject({
      votes: 3,
      votedByMe: false,
      sync: { state: 'failed', message: 'Questions are closed for this session' },
    });
  });

  it('shows an ask once when its server copy arrives live before the outbox hears back, and only for that many copies', () => {
    const queuedAt = 1_900_000_000_000;
    const first = entry('questions.ask', { programId, text: '  Same words  ', anonymous: false }, { createdAt: queuedAt });
    const second = entry('questions.ask', { programId, text: 'Same words', anonymous: false }, { createdAt: queuedAt + 1 });
    const copy = makeQuestion({ text: 'Same words', mine: true, createdAt: queuedAt + 800 });
    const items = overlayOutbox([copy], [first, second], eventId, programId);
    expect(items.map((item) => item.sync?.entryId ?? item.id)).toEqual([copy.id, second.id]);
    // Someone else's question with the same words, or an older one of mine, is not its copy.
    const theirs = makeQuestion({ text: 'Same words', mine: false, createdAt: queuedAt + 800 });
    const older = makeQuestion({ text: 'Same words', mine: true, createdAt: queuedAt - 24 * 60 * 60 * 1000 });
    expect(overlayOutbox([theirs, older], [first], eventId, programId)).toHaveLength(3);
    // A refused ask stays with its reason whatever the list holds.
    const refused = entry('questions.ask', { programId, text: 'Same words', anonymous: false }, { state: 'failed', createdAt: queuedAt });
    expect(overlayOutbox([copy], [refused], eventId, programId)).toHaveLength(2);
  });

  it('leaves questions without entries as the very same objects', () => {
    const question = makeQuestion();
    expect(overlayOutbox([question], [], eventId, programId)[0]).toBe(question);
  });
});
