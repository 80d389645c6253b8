import { questionLiveDataSchema, type QuestionList } from '#shared/contracts/questions.ts';
import { filterQuestions, type QuestionFilter } from '#shared/rules/question-order.ts';
import { applyQuestionChanges } from './apply-question-changes.ts';
import { overlayOutbox, type QuestionItem } from './question-view.ts';

/**
 * The steps a live message takes before the list re-renders (check it, fold it into the list, lay
 * the outbox over it, sort), run on the current list with a made-up change: the last question
 * gains a vote. The result is only returned, nothing is stored, so the list stays as it is. Run
 * at idle after the list first shows, so the first real message runs code the engine has already
 * compiled instead of paying for that inside the update on a slow phone.
 */
export function rehearseLiveUpdate(list: QuestionList, filter: QuestionFilter, eventId: string): QuestionItem[] {
  const last = list.questions.at(-1);
  if (!last) return [];
  const parsed = questionLiveDataSchema.safeParse({
    changes: [{ id: last.id, votes: last.votes + 1, status: last.status, answered: last.answered, pinned: last.pinned, withdrawn: false }],
  });
  if (!parsed.success) return [];
  const next = applyQuestionChanges(list, parsed.data);
  return filterQuestions(overlayOutbox(next.questions, [], eventId, list.programId), filter);
}
