import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QaSettings, QuestionList } from '#shared/contracts/questions.ts';
import { Switch } from '#client/components/ui/switch.tsx';
import { readClientError } from '#client/lib/client-error.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { showAlert } from '#client/stores/alerts-store.ts';

/** A session's Q&A switches, for its speakers and the organizers. */
export function QaSettingsPanel({ eventId, programId, settings, onSaved }: { eventId: string; programId: string; settings: QaSettings; onSaved?: () => void }) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const save = useMutation(
    trpc.questions.updateSettings.mutationOptions({
      onSuccess: (next) => {
        queryClient.setQueryData(trpc.questions.list.queryKey({ eventId, programId }), (list: QuestionList | undefined) => (list ? { ...list, settings: next } : list));
        onSaved?.();
      },
      onError: (error) => showAlert({ kind: 'error', title: 'Not saved', description: readClientError(error).message }),
    }),
  );
  const shown = save.isPending && save.variables ? { ...settings, ...save.variables } : settings;
  return (
    <div className="divide-y divide-gray-200 dark:divide-gray-800">
      <Switch
        label="Taking questions"
        description="Closed, nobody can ask or upvote; the list stays."
        checked={shown.open}
        disabled={save.isPending}
        onChange={(open) => save.mutate({ eventId, programId, open })}
      />
      <Switch
        label="Approve questions first"
        description="New questions wait for a moderator before others see them."
        checked={shown.preApproval}
        disabled={save.isPending}
        onChange={(preApproval) => save.mutate({ eventId, programId, preApproval })}
      />
    </div>
  );
}
