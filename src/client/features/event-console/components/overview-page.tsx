import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { card } from '#client/components/ui/form-styles.ts';
import { CheckIcon } from '#client/components/ui/admin-icons.tsx';
import { ChevronRightIcon } from '#client/components/ui/icons.tsx';
import { peopleTotalQuery } from '#client/lib/queries/people-queries.ts';
import { featureOrder, joinPolicyCopy } from '../feature-copy.ts';
import { useConsoleEvent } from '../hooks/use-console-event.ts';
import { PublishControl } from './publish-control.tsx';

type ConsolePath = '/event/$eventId/console/details' | '/event/$eventId/console/features' | '/event/$eventId/console/people' | '/event/$eventId/console/joining';

interface Step {
  key: string;
  title: string;
  detail: string;
  done: boolean;
  to?: ConsolePath;
  action?: ReactNode;
}

function StepItem({ step, eventId, index }: { step: Step; eventId: string; index: number }) {
  const body = (
    <>
      <span
        aria-hidden="true"
        className={`inline-flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
          step.done ? 'bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300' : 'bg-gray-100 text-gray-600 dark:bg-gray-800 dark:text-gray-300'
        }`}
      >
        {step.done ? <CheckIcon className="size-5" /> : index + 1}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">
          {step.title}
          <span className="sr-only">{step.done ? ' (done)' : ' (to do)'}</span>
        </span>
        <span className="mt-0.5 block text-sm text-gray-600 dark:text-gray-400">{step.detail}</span>
      </span>
    </>
  );
  return (
    <li className="border-t border-gray-200 first:border-t-0 dark:border-gray-800">
      {step.to ? (
        <Link to={step.to} params={{ eventId }} className="flex items-center gap-3 py-3 hover:bg-gray-50 sm:-mx-3 sm:rounded-xl sm:px-3 dark:hover:bg-gray-800/60">
          {body}
          <ChevronRightIcon className="size-5 shrink-0 text-gray-400" />
        </Link>
      ) : (
        <div className="flex flex-wrap items-center gap-3 py-3">
          {body}
          {step.action}
        </div>
      )}
    </li>
  );
}

/** /event/$eventId/console: a checklist from an empty event to one people can join. */
export function OverviewPage({ eventId }: { eventId: string }) {
  const trpc = useTrpc();
  const event = useConsoleEvent(eventId);
  const people = useQuery(peopleTotalQuery(trpc, eventId));
  usePageTitle('Overview · Console');
  if (!event) return null;

  const featuresOn = featureOrder.filter((flag) => event[flag]).length;
  // The creator is a member (as organizer) from the start: "added people" means someone else.
  const total = people.data?.total;
  const steps: Step[] = [
    {
      key: 'details',
      title: 'Name, dates and place',
      detail: event.venue ? `${event.venue}${event.address ? `, ${event.address}` : ''}` : 'Add the venue and its address so people find their way.',
      done: event.venue.length > 0,
      to: '/event/$eventId/console/details',
    },
    {
      key: 'look',
      title: 'A picture and a description',
      detail: event.picture && event.description ? 'Your event page has both.' : 'A banner and a few lines make the event page inviting.',
      done: event.picture !== null && event.description.length > 0,
      to: '/event/$eventId/console/details',
    },
    {
      key: 'features',
      title: 'Choose what attendees get',
      detail: `${featuresOn} of ${featureOrder.length} features on. See the attendee menu change as you switch them.`,
      done: featuresOn > 0,
      to: '/event/$eventId/console/features',
    },
    {
      key: 'people',
      title: 'Add people',
      detail:
        total === undefined
          ? 'Invite people one by one, or import a spreadsheet (CSV) of hundreds at once.'
          : `${total.toLocaleString('en-CA')} ${total === 1 ? 'person' : 'people'} so far. Invite one by one or import a CSV.`,
      done: (total ?? 0) > 1,
      to: '/event/$eventId/console/people',
    },
    {
      key: 'joining',
      title: 'Decide how people join',
      detail: `Now: ${joinPolicyCopy[event.joinPolicy].name}.`,
      done: event.joinPolicy !== 'invite' || (total ?? 0) > 1,
      to: '/event/$eventId/console/joining',
    },
    {
      key: 'publish',
      title: event.published ? 'Published' : 'Publish',
      detail: event.published ? 'People who may join can find and open the event.' : 'Until you publish, only organizers see the event. Invitation links work already.',
      done: event.published,
      action: event.published ? null : <PublishControl event={event} className="w-full sm:w-auto" />,
    },
  ];
  const doneCount = steps.filter((step) => step.done).length;

  return (
    <section aria-labelledby="checklist-title" className={card}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="checklist-title" className="text-lg font-semibold">
          Get your event ready
        </h2>
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {doneCount} of {steps.length} done
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Event setup progress"
        aria-valuemin={0}
        aria-valuemax={steps.length}
        aria-valuenow={doneCount}
        className="mt-3 h-2 overflow-hidden rounded-full bg-gray-200 dark:bg-gray-800"
      >
        <div className="h-full rounded-full bg-emerald-500" style={{ width: `${(doneCount / steps.length) * 100}%` }} />
      </div>
      <ol className="mt-4">
        {steps.map((step, index) => (
          <StepItem key={step.key} step={step} index={index} eventId={event.id} />
        ))}
      </ol>
    </section>
  );
}
