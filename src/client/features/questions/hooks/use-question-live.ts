import { useQueryClient } from '@tanstack/react-query';
import { questionLiveDataSchema, type QuestionList } from '#shared/contracts/questions.ts';
import { useLiveMessages } from '#client/lib/live/use-live-messages.ts';
import type { Trpc } from '#client/lib/trpc.ts';
import { applyQuestionChanges } from '../apply-question-changes.ts';
import { cancelLiveMeasure, markLiveReceived } from '../questions-timing.ts';

/** Live changes of one session folded into its cached list; after a reconnect, the list is asked again. */
export function useQuestionLive(trpc: Trpc, eventId: string, programId: string): void {
  const queryClient = useQueryClient();
  const queryKey = trpc.questions.list.queryKey({ eventId, programId });
  useLiveMessages(eventId, 'questions', {
    onMessage(message) {
      if (message.key !== programId) return;
      markLiveReceived();
      const parsed = questionLiveDataSchema.safeParse(message.data);
      const list = queryClient.getQueryData<QuestionList>(queryKey);
      const next = parsed.success && list ? applyQuestionChanges(list, parsed.data) : list;
      if (!next || next === list) {
        cancelLiveMeasure();
        return;
      }
      queryClient.setQueryData(queryKey, next);
    },
    onResync() {
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
