import { useEffect, useMemo, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuestionList } from '#shared/contracts/questions.ts';
import { readClientError } from '#client/lib/client-error.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { discardEntry, retryEntry } from '#client/offline/outbox.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { showAlert } from '#client/stores/alerts-store.ts';
import { upsertQuestion } from '../apply-question-changes.ts';
import { queueVote } from '../questions-outbox.ts';
import type { QuestionActions } from '../components/question-row.tsx';

const notStored = () =>
  showAlert({ kind: 'error', title: 'Not saved', description: 'This device could not store the change. Free some space and try again.' });

/**
 * What a row can do, as one object that never changes identity (rows are memoized on it).
 * Upvotes go through the outbox (offline too); withdrawing and moderating need the network.
 */
export function useQuestionActions(eventId: string, programId: string): QuestionActions {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const accountId = useSessionStore((state) => state.account?.id ?? null);
  const listKey = trpc.questions.list.queryKey({ eventId, programId });
  const refused = (title: string) => (error: unknown) => showAlert({ kind: 'error', title, description: readClientError(error).message });
  const withdraw = useMutation(
    trpc.questions.withdraw.mutationOptions({
      onSuccess: ({ id }) =>
        queryClient.setQueryData(listKey, (list: QuestionList | undefined) => (list ? { ...list, questions: list.questions.filter((item) => item.id !== id) } : list)),
      onError: refused('Not withdrawn'),
    }),
  );
  const moderate = useMutation(
    trpc.questions.moderate.mutationOptions({
      onSuccess: (question) => queryClient.setQueryData(listKey, (list: QuestionList | undefined) => (list ? upsertQuestion(list, question) : list)),
      onError: refused('Not changed'),
    }),
  );
  const latest = useRef({ accountId, withdraw: withdraw.mutate, moderate: moderate.mutate });
  useEffect(() => {
    latest.current = { accountId, withdraw: withdraw.mutate, moderate: moderate.mutate };
  });

  return useMemo<QuestionActions>(
    () => ({
      vote(question) {
        const { accountId: account } = latest.current;
        if (!account) return;
        queueVote({ eventId, questionId: question.id, voted: !question.votedByMe }, question.text, account).catch(notStored);
      },
      withdraw(question) {
        latest.current.withdraw({ eventId, questionId: question.id });
      },
      moderate(question, action) {
        latest.current.moderate({ eventId, questionId: question.id, action });
      },
      retry: (entryId) => void retryEntry(entryId).catch(notStored),
      discard: (entryId) => void discardEntry(entryId).catch(notStored),
    }),
    [eventId],
  );
}
