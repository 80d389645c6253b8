import { Outlet, useRouterState } from '@tanstack/react-router';
import { EventTheme } from '#client/components/layouts/event-theme.tsx';
import { useSyncActiveEvent } from '../hooks/use-sync-active-event.ts';

/**
 * Everything under /event/$eventId: keeps that event active while its pages are shown, and
 * draws the attendee's pages in the event's colours. The organizer console keeps the app's own
 * (it previews the event's colours where they are chosen).
 */
export function EventLayout({ eventId }: { eventId: string }) {
  const event = useSyncActiveEvent(eventId);
  const inConsole = useRouterState({ select: (state) => /^\/event\/[^/]+\/console(?:\/|$)/.test(state.location.pathname) });
  return (
    <EventTheme theme={event && !inConsole ? { primary: event.themePrimary, gray: event.themeGray } : null}>
      <Outlet />
    </EventTheme>
  );
}
