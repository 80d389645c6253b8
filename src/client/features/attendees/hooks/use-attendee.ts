import { useQuery } from '@tanstack/react-query';
import { useEventPack } from '#client/lib/event-pack/use-event-pack.ts';
import { useOnlineStatus } from '#client/lib/use-online-status.ts';
import { attendeeDetailQuery } from '#client/lib/queries/attendees-queries.ts';
import type { SpeakingSession } from '../components/speaking-sessions.tsx';

/**
 * One attendee: the server's page when online (bio, links, connection), else the directory
 * copy in the pack with their sessions taken from the saved schedule. Someone missing from the
 * directory (hidden, or removed by a delta) is not shown from the pack.
 */
export function useAttendee(eventId: string, attendeeId: string) {
  const { pack, status } = useEventPack(eventId);
  const online = useOnlineStatus();
  const detail = useQuery({ ...attendeeDetailQuery(eventId, attendeeId), enabled: online });
  const saved = pack.directory?.people[attendeeId] ?? null;
  const person = detail.data?.person ?? saved;
  const sessions: SpeakingSession[] =
    detail.data?.sessions ??
    Object.values(pack.schedule?.sessions ?? {}).filter((session) => session.speakers.some((speaker) => speaker.attendeeId === attendeeId));
  return {
    person,
    detail: detail.data ?? null,
    sessions,
    timeZone: pack.schedule?.timeZone ?? 'UTC',
    loading: (online && detail.isPending && !saved) || (!status.loaded && !saved),
    error: detail.error,
  };
}
