import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { readClientError } from '#client/lib/client-error.ts';
import { showAlert } from '#client/stores/alerts-store.ts';
import { useEventStore } from '#client/stores/event-store.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { eventQuery } from '#client/lib/queries/event-queries.ts';

export function JoinEventButton({ eventId, className = '' }: { eventId: string; className?: string }) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const setActiveEvent = useEventStore((s) => s.setActiveEvent);
  const join = useMutation(
    trpc.event.join.mutationOptions({
      onSuccess: async (event) => {
        queryClient.setQueryData(eventQuery(trpc, eventId).queryKey, event);
        setActiveEvent(event);
        showAlert({ kind: 'success', title: `You joined ${event.name}` });
        await queryClient.invalidateQueries(trpc.event.list.pathFilter());
      },
      onError: (error) => {
        const { code, message } = readClientError(error);
        const description =
          code === undefined ? 'You seem to be offline. Joining needs a connection; try again in a moment.' : code === 'FORBIDDEN' ? 'This event is not open for joining.' : message;
        showAlert({ kind: 'error', title: 'Could not join the event', description, autoClose: false });
      },
    }),
  );
  return (
    <button type="button" className={`${buttonStyles.primary} ${className}`} disabled={join.isPending} onClick={() => join.mutate({ id: eventId })}>
      {join.isPending ? 'Joining…' : 'Join event'}
    </button>
  );
}
