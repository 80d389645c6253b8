import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { EventListFilter, HallwayEvent } from '#shared/contracts/event.ts';
import { greetingFor } from '#shared/rules/greeting.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { useNowSeconds } from '#client/lib/use-now-seconds.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { PageHeader } from '#client/components/layouts/page-header.tsx';
import { OfflineNotice } from '#client/components/feedback/offline-notice.tsx';
import { QueryErrorNotice } from '#client/components/feedback/query-error-notice.tsx';
import { eventListQuery } from '#client/lib/queries/event-queries.ts';
import { EventFilterTabs } from './event-filter-tabs.tsx';
import { EventGrid } from './event-grid.tsx';
import { EventListSkeleton } from './event-list-skeleton.tsx';
import { OnThisPhonePanel } from '#client/components/on-this-phone/on-this-phone-panel.tsx';

const emptyText: Record<EventListFilter, string> = {
  upcoming: 'No upcoming events yet. When an organizer invites you or opens an event, it shows up here.',
  past: 'No past events yet. Events you attended stay here, with their schedule and contacts.',
  all: 'No events yet. When an organizer invites you or opens an event, it shows up here.',
};

interface EventListPageProps {
  filter: EventListFilter;
  /** What needs an answer first (pending invitations, a join code box), above the list. */
  top?: ReactNode;
  /** For organizers, below the list. */
  bottom?: ReactNode;
}

/** /events: the events the account attends and the open events it may join. */
export function EventListPage({ filter, top, bottom }: EventListPageProps) {
  usePageTitle('Events');
  const trpc = useTrpc();
  const account = useSessionStore((s) => s.account);
  // The greeting changes from "Welcome" to "Welcome back" a day after registering: an hourly clock is plenty.
  const now = useNowSeconds(60 * 60_000);
  const query = useQuery(eventListQuery(trpc, filter));
  const items: HallwayEvent[] = query.data?.items ?? [];
  const joined = items.filter((event) => event.membership !== null);
  const open = items.filter((event) => event.membership === null && event.joinPolicy === 'open');

  return (
    <div>
      <PageHeader
        eyebrow={account?.firstName ? greetingFor(account, now * 1000) : undefined}
        title="Events"
        description="Your events, and the ones open for you to join. Everything you open here stays available offline."
      />
      {top ? <div className="mt-6 space-y-4">{top}</div> : null}
      <div className="mt-6 overflow-x-auto">
        <EventFilterTabs current={filter} />
      </div>
      <div className="mt-6">
        {query.data ? (
          items.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-gray-300 px-6 py-12 text-center text-gray-600 dark:border-gray-700 dark:text-gray-400">
              {emptyText[filter]}
            </p>
          ) : (
            <div className="space-y-10">
              <EventGrid title="Your events" events={joined} empty="You have not joined an event in this list yet." />
              {open.length > 0 ? <EventGrid title="Open to join" events={open} /> : null}
            </div>
          )
        ) : query.isError ? (
          <QueryErrorNotice error={query.error} onRetry={() => void query.refetch()} />
        ) : query.fetchStatus === 'paused' ? (
          <OfflineNotice what="Your events" />
        ) : (
          <EventListSkeleton />
        )}
      </div>
      {bottom ? <div className="mt-10">{bottom}</div> : null}
      <div className="mt-10">
        <OnThisPhonePanel />
      </div>
    </div>
  );
}
