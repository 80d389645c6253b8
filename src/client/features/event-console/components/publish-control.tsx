import { useState } from 'react';
import type { HallwayEvent } from '#shared/contracts/event.ts';
import { hasEventPermission } from '#client/lib/event-permissions.ts';
import { errorText } from '#client/lib/error-text.ts';
import { showAlert } from '#client/stores/alerts-store.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { badge } from '#client/components/ui/form-styles.ts';
import { ConfirmDialog } from '#client/components/dialog/confirm-dialog.tsx';
import { useEventAdmin } from '../hooks/use-event-admin.ts';

/** The event's state in one word, and the one button that changes it. */
export function PublishState({ published }: { published: boolean }) {
  return published ? (
    <span className={`${badge} bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300`}>
      <span aria-hidden="true" className="mr-1.5 size-2 rounded-full bg-emerald-500" />
      Published
    </span>
  ) : (
    <span className={`${badge} bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200`}>
      <span aria-hidden="true" className="mr-1.5 size-2 rounded-full bg-amber-500" />
      Draft
    </span>
  );
}

export function PublishControl({ event, className = '' }: { event: HallwayEvent; className?: string }) {
  const { setPublished } = useEventAdmin();
  const [confirming, setConfirming] = useState(false);
  if (!hasEventPermission(event, 'Event::Event::Publish')) return null;

  const change = (published: boolean) =>
    setPublished.mutate(
      { id: event.id, published },
      {
        onSuccess: () => {
          setConfirming(false);
          showAlert(
            published
              ? { kind: 'success', title: `${event.name} is published`, description: 'People can now find it, open its page and join as you decided.' }
              : { kind: 'info', title: `${event.name} is a draft again`, description: 'Only its organizers and those who joined can see it.' },
          );
        },
        onError: (error) => {
          setConfirming(false);
          showAlert({ kind: 'error', title: published ? 'Could not publish' : 'Could not unpublish', description: errorText(error), autoClose: false });
        },
      },
    );

  return (
    <>
      {event.published ? (
        <button type="button" className={`${buttonStyles.secondary} ${className}`} disabled={setPublished.isPending} onClick={() => setConfirming(true)}>
          Unpublish
        </button>
      ) : (
        <button type="button" className={`${buttonStyles.primary} ${className}`} disabled={setPublished.isPending} onClick={() => change(true)}>
          {setPublished.isPending ? 'Publishing…' : 'Publish event'}
        </button>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Unpublish ${event.name}?`}
        confirmLabel="Unpublish"
        pending={setPublished.isPending}
        onConfirm={() => change(false)}
        onCancel={() => setConfirming(false)}
      >
        People who have not joined can no longer find it, open its page or join with a code. Everyone who already joined keeps access,
        and invitation links keep working.
      </ConfirmDialog>
    </>
  );
}
