import { useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useUiStore } from '#client/stores/ui-store.ts';
import { useEventStore } from '#client/stores/event-store.ts';
import { useFocusTrap } from '../dialog/use-focus-trap.ts';
import { EventMenuContent } from './event-menu-content.tsx';
import { useUpdatesLive } from './use-updates-live.ts';

/**
 * The event menu: a full-screen overlay under the header (whose hamburger becomes its
 * close button), with the event, quick tiles and the sections the event has switched on.
 * Mounted on every signed-in page (SignedInOverlays), open or not.
 */
export function EventMenu() {
  const open = useUiStore((s) => s.menuOpen);
  const closeMenu = useUiStore((s) => s.closeMenu);
  const event = useEventStore((s) => s.activeEvent);
  const clearActiveEvent = useEventStore((s) => s.clearActiveEvent);
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, open && event !== null, { outsideSelector: '[aria-controls="event-menu"]', onEscape: closeMenu });
  // Open or closed: the Updates tile must count a new update whenever the menu is opened.
  useUpdatesLive();
  if (!open || !event) return null;

  const backToAllEvents = () => {
    closeMenu();
    clearActiveEvent();
    void navigate({ to: '/events', search: { filter: 'upcoming' } });
  };
  return (
    <div
      ref={ref}
      id="event-menu"
      role="dialog"
      aria-modal="true"
      aria-label={`${event.name} menu`}
      tabIndex={-1}
      className="fixed inset-x-0 bottom-0 top-[calc(4rem+env(safe-area-inset-top))] z-30 animate-fade-in overflow-y-auto overscroll-contain bg-gray-50 dark:bg-gray-950"
    >
      <div className="mx-auto max-w-2xl px-4 pt-4 pb-[calc(2rem+env(safe-area-inset-bottom))]">
        <EventMenuContent event={event} onNavigate={closeMenu} onBack={backToAllEvents} />
      </div>
    </div>
  );
}
