import { Outlet } from '@tanstack/react-router';
import { useSyncActiveEvent } from '../hooks/use-sync-active-event.ts';

/** Everything under /event/$eventId: keeps that event active while its pages are shown. */
export function EventLayout({ eventId }: { eventId: string }) {
  useSyncActiveEvent(eventId);
  return <Outlet />;
}
