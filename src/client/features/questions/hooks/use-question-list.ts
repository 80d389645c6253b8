import { useEffect, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Question, QuestionList } from '#shared/contracts/questions.ts';
import { filterQuestions, type QuestionFilter } from '#shared/rules/question-order.ts';
import { questionListQuery } from '#client/lib/queries/questions-queries.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { subscribeOutboxResults } from '#client/offline/outbox.ts';
import { useOutbox } from '#client/offline/use-outbox.ts';
import { setVoteResult, upsertQuestion } from '../apply-question-changes.ts';
import { overlayOutbox } from '../question-view.ts';
import { useLiveRehearsal } from './use-live-rehearsal.ts';
import { useQuestionLive } from './use-question-live.ts';

const questionOps = ['questions.ask' as const, 'questions.vote' as const];

/**
 * One session's questions for one filter: the server's list, kept current by live changes and by
 * the outbox's answers, with this device's unsent asks and upvotes laid over it.
 */
export function useQuestionList(eventId: string, programId: string, filter: QuestionFilter) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const query = useQuery(questionListQuery(trpc, eventId, programId));
  const outbox = useOutbox({ ops: questionOps });
  useQuestionLive(trpc, eventId, programId);
  useLiveRehearsal(query.data, filter, eventId);

  useEffect(() => {
    const queryKey = trpc.questions.list.queryKey({ eventId, programId });
    const update = (change: (list: QuestionList) => QuestionList) => queryClient.setQueryData(queryKey, (list: QuestionList | undefined) => (list ? change(list) : list));
    const offAsk = subscribeOutboxResults('questions.ask', (results) => {
      for (const result of results) {
        const question = result.detail as Question | undefined;
        if (result.outcome === 'accepted' && question?.programId === programId) update((list) => upsertQuestion(list, question));
      }
    });
    const offVote = subscribeOutboxResults('questions.vote', (results) => {
      for (const result of results) {
        const vote = result.detail as { id: string; votes: number; votedByMe: boolean } | undefined;
        if (result.outcome === 'accepted' && vote) update((list) => setVoteResult(list, vote));
      }
    });
    return () => {
      offAsk();
      offVote();
    };
  }, [trpc, queryClient, eventId, programId]);

  const serverQuestions = query.data?.questions;
  const items = useMemo(() => overlayOutbox(serverQuestions ?? [], outbox.entries, eventId, programId), [serverQuestions, outbox.entries, eventId, programId]);
  const shown = useMemo(() => filterQuestions(items, filter), [items, filter]);
  return { query, list: query.data, items, shown, outbox };
}
