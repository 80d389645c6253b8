import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttendeeDetail } from '#shared/contracts/attendees.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { readClientError } from '#client/lib/client-error.ts';
import { useOnlineStatus } from '#client/lib/use-online-status.ts';
import { attendeeDetailQuery } from '#client/lib/queries/attendees-queries.ts';
import { answerConnection } from '#client/features/attendees/connect-requests.ts';
import { requestConnection } from '#client/features/attendees/connect-requests.ts';

type Connection = AttendeeDetail['connection'];

interface ConnectActionsProps {
  eventId: string;
  attendeeId: string;
  name: string;
  /** null while the page has no answer from the server (offline). */
  connection: Connection | null;
}

/** Connect (a request the other person answers), or Accept / Decline theirs; online only. */
export function ConnectActions({ eventId, attendeeId, name, connection }: ConnectActionsProps) {
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  const key = attendeeDetailQuery(eventId, attendeeId).queryKey;
  const setConnection = (next: Connection) =>
    queryClient.setQueryData(key, (detail: AttendeeDetail | undefined) => (detail ? { ...detail, connection: next } : detail));
  const connect = useMutation({ mutationFn: () => requestConnection(eventId, attendeeId), onSuccess: setConnection });
  const answer = useMutation({ mutationFn: (accept: boolean) => answerConnection(eventId, attendeeId, accept), onSuccess: setConnection });
  const error = connect.error ?? answer.error;
  if (connection === null) {
    return <p className="text-sm text-gray-600 dark:text-gray-400">{online ? 'Loading…' : 'Connect when you are back online.'}</p>;
  }
  const busy = connect.isPending || answer.isPending || !online;
  return (
    <div className="flex flex-col gap-2">
      {connection === 'none' ? (
        <button type="button" className={buttonStyles.primary} disabled={busy} onClick={() => connect.mutate()}>
          Connect
        </button>
      ) : connection === 'requested' ? (
        <p className="font-semibold text-gray-700 dark:text-gray-300">Requested</p>
      ) : connection === 'connected' ? (
        <p className="font-semibold text-green-700 dark:text-green-400">Connected</p>
      ) : (
        <div role="group" aria-label={`${name} wants to connect`} className="flex flex-wrap items-center gap-2">
          <span className="text-sm">{name} wants to connect.</span>
          <button type="button" className={buttonStyles.primary} disabled={busy} onClick={() => answer.mutate(true)}>
            Accept
          </button>
          <button type="button" className={buttonStyles.secondary} disabled={busy} onClick={() => answer.mutate(false)}>
            Decline
          </button>
        </div>
      )}
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {readClientError(error).code === undefined ? 'Could not reach the server. Try again when you are online.' : readClientError(error).message}
        </p>
      ) : null}
    </div>
  );
}
