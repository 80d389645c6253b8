import { Outlet, useParams } from '@tanstack/react-router';
import { useSwitchedOffFeature } from '#client/lib/use-switched-off-feature.ts';
import { FeatureNotOffered } from './feature-not-offered.tsx';

/** Pages inside an event the account has joined; a page whose feature the event switched off is not opened. */
export function AttendeeLayout() {
  const eventId = useParams({ strict: false, select: (params) => params.eventId ?? '' });
  const off = useSwitchedOffFeature(eventId);
  return (
    <div className="mx-auto w-full max-w-4xl flex-1 px-4 py-6 sm:px-6 sm:py-10">
      {off ? (
        <FeatureNotOffered
          eventId={eventId}
          eventName={off.event.name}
          feature={off.feature}
          canSwitch={off.event.viewerPermissions.includes('Event::Event::Update')}
        />
      ) : (
        <Outlet />
      )}
    </div>
  );
}
