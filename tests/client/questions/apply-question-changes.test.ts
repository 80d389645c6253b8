import { describe, expect, it } from 'vitest';
import { filterQuestions } from '#shared/rules/question-order.ts';
import { applyQuestionChanges, setVoteResult, upsertQuestion } from '#client/features/questions/apply-question-changes.ts';
import { changeOf, makeList, makeQuestion } from './question-fixtures.ts';

describe('live changes folded into the list', () => {
  it('moves a question up when it gains votes, and keeps every unchanged question object as it was', () => {
    const [a, b, c] = [makeQuestion({ votes: 5 }), makeQuestion({ votes: 3 }), makeQuestion({ votes: 1 })];
    const list = makeList([a, b, c]);
    const next = applyQuestionChanges(list, { changes: [changeOf(c, { votes: 9 })] });
    expect(filterQuestions(next.questions, 'all').map((q) => q.id)).toEqual([c.id, a.id, b.id]);
    expect(next.questions[0]).toBe(a);
    expect(next.questions[1]).toBe(b);
  });

  it('answers the same list when nothing changed (no re-render)', () => {
    const a = makeQuestion({ votes: 2 });
    const list = makeList([a]);
    expect(applyQuestionChanges(list, { changes: [changeOf(a)] })).toBe(list);
  });

  it('keeps this viewer’s own upvote and "mine" when counts arrive for everyone', () => {
    const a = makeQuestion({ votes: 2, votedByMe: true, mine: true });
    const next = applyQuestionChanges(makeList([a]), { changes: [changeOf(a, { votes: 3 })] });
    expect(next.questions[0]).toMatchObject({ votes: 3, votedByMe: true, mine: true });
  });

  it('adds a newly visible question with its text, but not one still waiting for approval', () => {
    const list = makeList([]);
    const fresh = makeQuestion({ votes: 0 });
    const waiting = makeQuestion({ status: 'pending' });
    const next = applyQuestionChanges(list, { changes: [changeOf(fresh, { question: fresh }), changeOf(waiting, { question: waiting })] });
    expect(next.questions.map((q) => q.id)).toEqual([fresh.id]);
    // A moderator's list takes the waiting one too.
    const moderated = applyQuestionChanges(makeList([], { canModerate: true }), { changes: [changeOf(waiting, { question: waiting })] });
    expect(moderated.questions.map((q) => q.id)).toEqual([waiting.id]);
  });

  it('drops a hidden question from others’ lists but keeps it, marked, in its asker’s', () => {
    const theirs = makeQuestion();
    const mine = makeQuestion({ mine: true });
    const next = applyQuestionChanges(makeList([theirs, mine]), { changes: [changeOf(theirs, { status: 'hidden' }), changeOf(mine, { status: 'hidden' })] });
    expect(next.questions.map((q) => [q.id, q.status])).toEqual([[mine.id, 'hidden']]);
  });

  it('drops a withdrawn question and takes new Q&A switches', () => {
    const a = makeQuestion();
    const next = applyQuestionChanges(makeList([a]), { changes: [changeOf(a, { withdrawn: true })], settings: { open: false, preApproval: true } });
    expect(next.questions).toEqual([]);
    expect(next.settings).toEqual({ open: false, preApproval: true });
  });
});

describe('answers for this viewer', () => {
  it('pinning one unpins the other, and a vote result sets the count and the viewer’s upvote', () => {
    const a = makeQuestion({ pinned: true });
    const b = makeQuestion();
    const pinned = upsertQuestion(makeList([a, b]), { ...b, pinned: true });
    expect(pinned.questions.map((q) => q.pinned)).toEqual([false, true]);
    const voted = setVoteResult(pinned, { id: a.id, votes: 4, votedByMe: true });
    expect(voted.questions[0]).toMatchObject({ votes: 4, votedByMe: true });
    expect(setVoteResult(voted, { id: a.id, votes: 4, votedByMe: true })).toBe(voted);
  });
});
