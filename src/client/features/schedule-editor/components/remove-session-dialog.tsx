import type { Session } from '#shared/contracts/schedule.ts';
import { errorText } from '#client/lib/error-text.ts';
import { showAlert } from '#client/stores/alerts-store.ts';
import { ConfirmDialog } from '#client/components/dialog/confirm-dialog.tsx';
import { useScheduleMutations } from '../hooks/use-schedule-mutations.ts';

/** "Remove …?" before a session goes; attendees' devices drop it on their next sync. */
export function RemoveSessionDialog({ eventId, session, onDone }: { eventId: string; session: Session | null; onDone: () => void }) {
  const { remove } = useScheduleMutations();
  const confirm = () => {
    if (!session) return;
    remove.mutate(
      { eventId, sessionId: session.id },
      {
        onSuccess: () => {
          onDone();
          showAlert({ kind: 'success', title: `${session.title} removed` });
        },
        onError: (error) => {
          onDone();
          showAlert({ kind: 'error', title: `Could not remove ${session.title}`, description: errorText(error), autoClose: false });
        },
      },
    );
  };
  return (
    <ConfirmDialog
      open={session !== null}
      title={session ? `Remove ${session.title}?` : 'Remove the session?'}
      confirmLabel="Remove session"
      danger
      pending={remove.isPending}
      onConfirm={confirm}
      onCancel={onDone}
    >
      It leaves the schedule, and attendees’ agendas, on their next sync. This cannot be undone.
    </ConfirmDialog>
  );
}
