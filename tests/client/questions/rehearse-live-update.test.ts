import { describe, expect, it } from 'vitest';
import { rehearseLiveUpdate } from '#client/features/questions/rehearse-live-update.ts';
import { makeList, makeQuestion } from './question-fixtures.ts';

const eventId = '5eed0000-0000-4000-8000-0000000000ee';

describe('rehearsing a live update before the first one arrives', () => {
  it('runs the list through a made-up change, the last question gaining a vote, and orders it as a live update would', () => {
    const first = makeQuestion({ votes: 3 });
    const second = makeQuestion({ votes: 2 });
    const third = makeQuestion({ votes: 2 });
    const list = makeList([first, second, third]);
    const rehearsed = rehearseLiveUpdate(list, 'all', eventId);
    expect(rehearsed.map((question) => [question.id, question.votes])).toEqual([
      [first.id, 3],
      [third.id, 3],
      [second.id, 2],
    ]);
  });

  it('leaves the list it was given as it was', () => {
    const questions = [makeQuestion({ votes: 1 }), makeQuestion({ votes: 1 })];
    const list = makeList(questions);
    const before = structuredClone(list);
    rehearseLiveUpdate(list, 'top', eventId);
    expect(list).toEqual(before);
    expect(list.questions).toBe(questions);
  });

  it('has nothing to rehearse on an empty list', () => {
    expect(rehearseLiveUpdate(makeList([]), 'all', eventId)).toEqual([]);
  });
});
