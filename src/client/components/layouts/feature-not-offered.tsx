import { Link } from '@tanstack/react-router';
import { notOfferedSentence, type RouteFeature } from '#client/lib/feature-routes.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { buttonStyles } from '../ui/button-styles.ts';
import { PageHeader } from './page-header.tsx';

interface FeatureNotOfferedProps {
  eventId: string;
  eventName: string;
  feature: RouteFeature;
  /** The viewer may switch features (the console's Features tab): say where. */
  canSwitch: boolean;
}

/**
 * Shown instead of an attendee page whose feature the event has switched off, to everyone
 * (organizers too, so they see what attendees see): the page is not broken and nothing is
 * being kept from this account, the event simply does not offer it.
 */
export function FeatureNotOffered({ eventId, eventName, feature, canSwitch }: FeatureNotOfferedProps) {
  usePageTitle(feature.title);
  return (
    <div>
      <PageHeader title={notOfferedSentence(feature)} eyebrow={eventName} />
      <div className="mt-6 rounded-2xl border border-dashed border-gray-300 p-6 dark:border-gray-700">
        <p className="text-gray-700 dark:text-gray-300">
          The organizers of {eventName} have not switched on {feature.title.toLowerCase()}, so there is nothing to see here. The rest of the event is
          a tap away.
        </p>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <Link to="/event/$eventId" params={{ eventId }} className={buttonStyles.primary}>
            Back to the event
          </Link>
          {canSwitch ? (
            <Link to="/event/$eventId/console/features" params={{ eventId }} className={buttonStyles.secondary}>
              Switch it on in Features
            </Link>
          ) : null}
        </div>
        {canSwitch ? (
          <p className="mt-3 text-sm text-gray-600 dark:text-gray-400">You can change this for the event in the console&apos;s Features tab.</p>
        ) : null}
      </div>
    </div>
  );
}
