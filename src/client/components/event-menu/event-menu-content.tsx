import type { FeatureFlags, HallwayEvent } from '#shared/contracts/event.ts';
import { eventDateLine } from '#shared/rules/event-date-line.ts';
import { ArrowLeftIcon } from '../ui/icons.tsx';
import { EventPicture } from '../ui/event-picture.tsx';
import { eventMenuSections, eventQuickTiles, organizerMenuSections } from './menu-entries.ts';
import { QuickTile } from './quick-tile.tsx';
import { MenuSection } from './menu-section.tsx';
import { MatchCountBadge } from './match-count-badge.tsx';
import { UpdatesUnreadBadge } from './updates-unread-badge.tsx';
import { OfflinePackPanel } from './offline-pack-panel.tsx';

type MenuEvent = FeatureFlags & Pick<HallwayEvent, 'id' | 'name' | 'picture' | 'startsAt' | 'endsAt' | 'timeZone' | 'viewerPermissions'>;

interface EventMenuContentProps {
  event: MenuEvent;
  onNavigate: () => void;
  onBack: () => void;
  /**
   * The console's live preview of what an attendee sees: the very same tiles and sections,
   * drawn as text (no links to follow, nothing to tab to) and without the organizer entries.
   */
  preview?: boolean;
}

const backClass =
  'inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-primary-700 hover:bg-primary-50 dark:text-primary-300 dark:hover:bg-primary-500/10';

/** The event menu's body: back button, the event, quick tiles and the sections switched on. */
export function EventMenuContent({ event, onNavigate, onBack, preview = false }: EventMenuContentProps) {
  const tiles = eventQuickTiles(event);
  const sections = [...eventMenuSections(event), ...(preview ? [] : organizerMenuSections(event.viewerPermissions))];
  return (
    <>
      {preview ? (
        <span className={backClass}>
          <ArrowLeftIcon className="size-5" /> Back to all events
        </span>
      ) : (
        <button type="button" onClick={onBack} className={backClass}>
          <ArrowLeftIcon className="size-5" /> Back to all events
        </button>
      )}
      <div className="mt-3 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800">
        <EventPicture event={event} className="aspect-[3/1] w-full" />
        <div className="p-4">
          <h2 className="text-xl font-bold">{event.name}</h2>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{eventDateLine(event.startsAt, event.endsAt, { timeZone: event.timeZone })}</p>
        </div>
      </div>
      {tiles.length > 0 ? (
        <ul className="mt-4 grid grid-cols-3 gap-3" aria-label="Quick links">
          {tiles.map((tile) => (
            <QuickTile
              key={tile.key}
              entry={tile}
              eventId={event.id}
              onNavigate={onNavigate}
              preview={preview}
              badge={preview ? undefined : tile.key === 'attendees' ? <MatchCountBadge /> : tile.key === 'updates' ? <UpdatesUnreadBadge eventId={event.id} /> : undefined}
            />
          ))}
        </ul>
      ) : null}
      {sections.map((section) => (
        <MenuSection key={section.title} section={section} eventId={event.id} onNavigate={onNavigate} preview={preview} />
      ))}
      {preview ? null : <OfflinePackPanel eventId={event.id} />}
    </>
  );
}
