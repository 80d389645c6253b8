import { useQueryClient } from '@tanstack/react-query';
import type { QuestionList, QuestionLiveData } from '#shared/contracts/questions.ts';
import { useLiveMessages } from '#client/lib/live/use-live-messages.ts';
import type { Trpc } from '#client/lib/trpc.ts';
import { applyQuestionChanges } from '../apply-question-changes.ts';
import { questionLiveData } from '../question-schemas.ts';

/** Live changes of one session folded into its cached list; after a reconnect, the list is asked again. */
export function useQuestionLive(trpc: Trpc, eventId: string, programId: string): void {
  const queryClient = useQueryClient();
  const queryKey = trpc.questions.list.queryKey({ eventId, programId });
  useLiveMessages(eventId, 'questions', {
    onMessage(message) {
      if (message.key !== programId) return;
      const parsed = questionLiveData.safeParse(message.data);
      if (!parsed.success) return;
      queryClient.setQueryData(queryKey, (list: QuestionList | undefined) => (list ? applyQuestionChanges(list, parsed.data as QuestionLiveData) : list));
    },
    onResync() {
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
