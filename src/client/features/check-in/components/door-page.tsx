import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { HallwayEvent } from '#shared/contracts/event.ts';
import { hasEventPermission } from '#client/lib/event-permissions.ts';
import type { RosterPerson } from '#shared/contracts/check-in.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { OutboxStatus } from '#client/components/outbox/outbox-status.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { card } from '#client/components/ui/form-styles.ts';
import { ScanIcon } from '#client/components/ui/icons.tsx';
import { useDoorEvent } from '../hooks/use-door-event.ts';
import { useRosterApi } from '../hooks/use-roster-api.ts';
import { checkInOps } from '../door-sync-text.ts';
import { personName } from '../roster-model.ts';
import { checkInPerson } from '../stores/door-check-in.ts';
import { useDoorStore } from '../stores/door-store.ts';
import { DeviceNameForm } from './device-name-form.tsx';
import { RosterCard } from './roster-card.tsx';
import { RosterSearch } from './roster-search.tsx';
import { SyncReportList } from './sync-report-list.tsx';

/** /check-in?eventId=…: get this device ready for the door, and check people in by name. */
export function DoorPage({ eventId, event }: { eventId: string; event: HallwayEvent | null }) {
  const api = useRosterApi();
  useDoorEvent(eventId, api);
  const rosterName = useDoorStore((s) => s.roster?.eventName ?? null);
  const hasRoster = useDoorStore((s) => s.roster !== null);
  const saveError = useDoorStore((s) => s.saveError);
  const [announced, setAnnounced] = useState('');
  const name = event?.name ?? rosterName ?? 'Door check-in';
  usePageTitle('Door check-in');

  const checkIn = (person: RosterPerson) => {
    if (checkInPerson({ accountId: person.accountId, method: 'search' })) setAnnounced(`Checked in: ${personName(person)}`);
  };

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div>
        <Link to="/check-in" className="text-sm font-semibold text-primary-700 hover:underline dark:text-primary-300">
          Door check-in · change event
        </Link>
        <h1 className="mt-1 text-2xl font-bold tracking-tight break-words sm:text-3xl">{name}</h1>
      </div>
      <RosterCard eventId={eventId} api={api} />
      {hasRoster ? (
        <Link to="/check-in/scan" search={{ eventId }} className={`${buttonStyles.primary} min-h-16 w-full text-lg`}>
          <ScanIcon className="size-6" /> Open scanner
        </Link>
      ) : null}
      <section aria-labelledby="device-title" className={card}>
        <h2 id="device-title" className="mb-3 text-lg font-semibold">
          This device
        </h2>
        <DeviceNameForm />
        <OutboxStatus ops={checkInOps} className="mt-4" />
      </section>
      <SyncReportList />
      {event && hasEventPermission(event, 'Event::CheckIn::Read') ? (
        <Link to="/event/$eventId/console/check-in" params={{ eventId }} className={`${buttonStyles.secondary} w-full`}>
          All doors, live: count, recent scans and devices
        </Link>
      ) : null}
      {hasRoster ? (
        <section aria-labelledby="search-title" className={card}>
          <h2 id="search-title" className="mb-3 text-lg font-semibold">
            Check in by name
          </h2>
          {saveError ? (
            <p role="alert" className="mb-3 font-semibold text-red-700 dark:text-red-400">
              {saveError}
            </p>
          ) : null}
          <p role="status" className="mb-3 text-sm font-semibold text-green-700 empty:hidden dark:text-green-400">
            {announced}
          </p>
          <RosterSearch onCheckIn={checkIn} />
        </section>
      ) : null}
    </div>
  );
}
