import type { Question, QuestionList, QuestionLiveData } from '#shared/contracts/questions.ts';

// Live changes folded into the cached list. Only changed questions get new objects, so the rows
// that did not change keep theirs and skip rendering (the list may hold 500).

/** Whether this viewer's list holds a question in that state. */
function belongs(list: QuestionList, question: Pick<Question, 'status' | 'mine'>): boolean {
  return question.status === 'approved' || list.canModerate || question.mine;
}

export function applyQuestionChanges(list: QuestionList, data: QuestionLiveData): QuestionList {
  const byId = new Map(list.questions.map((question, index) => [question.id, index]));
  let questions: Question[] | null = null;
  const removed = new Set<string>();
  const added: Question[] = [];
  for (const change of data.changes) {
    const index = byId.get(change.id);
    const current = index === undefined ? undefined : (questions ?? list.questions)[index];
    if (!current) {
      // New to this screen: it needs its text; a viewer's own question keeps "mine" from the server.
      if (change.withdrawn || !change.question || !belongs(list, change.question) || added.some((item) => item.id === change.id)) continue;
      added.push({ ...change.question, votes: change.votes, status: change.status, answered: change.answered, pinned: change.pinned });
      continue;
    }
    if (change.withdrawn || !belongs(list, { status: change.status, mine: current.mine })) {
      removed.add(current.id);
      continue;
    }
    if (current.votes === change.votes && current.status === change.status && current.answered === change.answered && current.pinned === change.pinned) continue;
    questions ??= [...list.questions];
    // votedByMe and mine are this viewer's: live changes are the same for everyone.
    questions[index as number] = { ...current, votes: change.votes, status: change.status, answered: change.answered, pinned: change.pinned };
  }
  const settingsChanged = data.settings !== undefined && (data.settings.open !== list.settings.open || data.settings.preApproval !== list.settings.preApproval);
  if (!questions && removed.size === 0 && added.length === 0 && !settingsChanged) return list;
  let next = questions ?? list.questions;
  if (removed.size > 0) next = next.filter((question) => !removed.has(question.id));
  if (added.length > 0) next = [...next, ...added];
  return { ...list, settings: settingsChanged && data.settings ? data.settings : list.settings, questions: next };
}

/** A question the server answered for this viewer (their ask, their vote, a moderation): put in place. */
export function upsertQuestion(list: QuestionList, question: Question): QuestionList {
  const exists = list.questions.some((item) => item.id === question.id);
  const questions = exists ? list.questions.map((item) => (item.id === question.id ? question : item)) : [...list.questions, question];
  // One pinned per session: the server unpinned the other one too.
  return { ...list, questions: question.pinned ? questions.map((item) => (item.pinned && item.id !== question.id ? { ...item, pinned: false } : item)) : questions };
}

/** The viewer's own upvote as the server counted it. */
export function setVoteResult(list: QuestionList, result: { id: string; votes: number; votedByMe: boolean }): QuestionList {
  if (!list.questions.some((item) => item.id === result.id && (item.votes !== result.votes || item.votedByMe !== result.votedByMe))) return list;
  return { ...list, questions: list.questions.map((item) => (item.id === result.id ? { ...item, votes: result.votes, votedByMe: result.votedByMe } : item)) };
}
