import type { MouseEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';

// The attendee list draws plain <a href> rows (a TanStack <Link> per row subscribes to the router
// and works out its own address: measurable with thousands of people and a keystroke per letter).
// One handler on the list turns an ordinary click into a client-side navigation; a click with a
// modifier (new tab, new window) or another button stays the browser's.

export const attendeeIdAttribute = 'data-attendee-id';

export function attendeePath(eventId: string, attendeeId: string): string {
  return `/event/${encodeURIComponent(eventId)}/attendee/${encodeURIComponent(attendeeId)}`;
}

export function useRowLinkClicks(eventId: string) {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest(`a[${attendeeIdAttribute}]`);
    const attendeeId = link?.getAttribute(attendeeIdAttribute);
    if (!attendeeId) return;
    event.preventDefault();
    void navigate({ to: '/event/$eventId/attendee/$attendeeId', params: { eventId, attendeeId } });
  };
}
