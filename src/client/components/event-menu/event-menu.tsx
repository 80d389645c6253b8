import { useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { eventDateLine } from '#shared/rules/event-date-line.ts';
import { useUiStore } from '#client/stores/ui-store.ts';
import { useEventStore } from '#client/stores/event-store.ts';
import { useFocusTrap } from '../dialog/use-focus-trap.ts';
import { ArrowLeftIcon } from '../ui/icons.tsx';
import { EventPicture } from '../ui/event-picture.tsx';
import { eventMenuSections, eventQuickTiles } from './menu-entries.ts';
import { QuickTile } from './quick-tile.tsx';
import { MenuSection } from './menu-section.tsx';

/**
 * Spec §2 event menu: a full-screen overlay under the header (whose hamburger becomes its
 * close button), with the event, quick tiles and the sections the event has switched on.
 */
export function EventMenu() {
  const open = useUiStore((s) => s.menuOpen);
  const closeMenu = useUiStore((s) => s.closeMenu);
  const event = useEventStore((s) => s.activeEvent);
  const clearActiveEvent = useEventStore((s) => s.clearActiveEvent);
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, open && event !== null, { outsideSelector: '[aria-controls="event-menu"]', onEscape: closeMenu });
  if (!open || !event) return null;

  const backToAllEvents = () => {
    closeMenu();
    clearActiveEvent();
    void navigate({ to: '/events', search: { filter: 'upcoming' } });
  };
  const tiles = eventQuickTiles(event);
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
        <button
          type="button"
          onClick={backToAllEvents}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-primary-700 hover:bg-primary-50 dark:text-primary-300 dark:hover:bg-primary-500/10"
        >
          <ArrowLeftIcon className="size-5" /> Back to all events
        </button>
        <div className="mt-3 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800">
          <EventPicture event={event} className="aspect-[3/1] w-full" />
          <div className="p-4">
            <h2 className="text-xl font-bold">{event.name}</h2>
            <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
              {eventDateLine(event.startsAt, event.endsAt, { timeZone: event.timeZone })}
            </p>
          </div>
        </div>
        {tiles.length > 0 ? (
          <ul className="mt-4 grid grid-cols-3 gap-3" aria-label="Quick links">
            {tiles.map((tile) => (
              <QuickTile key={tile.key} entry={tile} eventId={event.id} onNavigate={closeMenu} />
            ))}
          </ul>
        ) : null}
        {eventMenuSections(event).map((section) => (
          <MenuSection key={section.title} section={section} eventId={event.id} onNavigate={closeMenu} />
        ))}
      </div>
    </div>
  );
}
