import { useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoardStatus } from '#shared/contracts/questions.ts';
import { readClientError } from '#client/lib/client-error.ts';
import { useLiveMessages } from '#client/lib/live/use-live-messages.ts';
import { questionBoardQuery } from '#client/lib/queries/questions-queries.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { showAlert } from '#client/stores/alerts-store.ts';
import type { QuestionActions } from '../components/question-row.tsx';

/**
 * The console's board: asked again whenever any session's questions change live (the server sends
 * at most two changes a second per session), so a question asked anywhere shows within seconds.
 */
export function useQuestionBoard(eventId: string, filter: { programId?: string | undefined; status: BoardStatus }) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const query = useQuery(questionBoardQuery(trpc, eventId, filter));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: trpc.questions.board.queryKey({ eventId }) });
  useLiveMessages(eventId, 'questions', { onMessage: refresh, onResync: refresh });
  const moderate = useMutation(
    trpc.questions.moderate.mutationOptions({
      onSuccess: refresh,
      onError: (error) => showAlert({ kind: 'error', title: 'Not changed', description: readClientError(error).message }),
    }),
  );
  const { mutate } = moderate;
  const actions = useMemo<QuestionActions>(
    () => ({
      vote: () => undefined,
      withdraw: () => undefined,
      moderate: (question, action) => mutate({ eventId, questionId: question.id, action }),
      retry: () => undefined,
      discard: () => undefined,
    }),
    [eventId, mutate],
  );
  return { query, actions, refresh };
}
