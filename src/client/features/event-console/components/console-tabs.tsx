import { Link, useRouterState } from '@tanstack/react-router';
import type { Permission } from '#shared/rules/permissions.ts';
import { ChevronRightIcon } from '#client/components/ui/icons.tsx';
import { useTabScroller } from '../hooks/use-tab-scroller.ts';

const tabs = [
  // Each tab shows only to those who hold its permission (viewerPermissions); the server checks anyway.
  { to: '/event/$eventId/console', label: 'Overview', permission: 'Event::Event::Update' },
  { to: '/event/$eventId/console/details', label: 'Details', permission: 'Event::Event::Update' },
  { to: '/event/$eventId/console/features', label: 'Features', permission: 'Event::Event::Update' },
  { to: '/event/$eventId/console/schedule', label: 'Schedule', permission: 'Event::Program::Update' },
  { to: '/event/$eventId/console/posts', label: 'Updates', permission: 'Event::Post::Create' },
  { to: '/event/$eventId/console/people', label: 'People', permission: 'Event::Invitation::Read' },
  { to: '/event/$eventId/console/joining', label: 'Joining', permission: 'Event::Event::Update' },
  { to: '/event/$eventId/console/check-in', label: 'Check-in', permission: 'Event::CheckIn::Read' },
  { to: '/event/$eventId/console/polls', label: 'Polls', permission: 'Event::Poll::Manage' },
  { to: '/event/$eventId/console/games', label: 'Games', permission: 'Event::Game::Manage' },
  { to: '/event/$eventId/console/meetings', label: 'Meetings', permission: 'Event::Meeting::Manage' },
  { to: '/event/$eventId/console/exhibitors', label: 'Exhibitors', permission: 'Event::Exhibitor::Manage' },
  { to: '/event/$eventId/console/sponsors', label: 'Sponsors', permission: 'Event::Sponsor::Manage' },
  { to: '/event/$eventId/console/feedback', label: 'Feedback', permission: 'Event::Feedback::Read' },
  { to: '/event/$eventId/console/questions', label: 'Questions', permission: 'Event::Question::Moderate' },
  { to: '/event/$eventId/console/album', label: 'Album', permission: 'Event::Album::Moderate' },
  { to: '/event/$eventId/console/readiness', label: 'Offline readiness', permission: 'Event::Readiness::View' },
] as const satisfies ReadonlyArray<{ to: string; label: string; permission: Permission }>;

const edgeButton =
  'pointer-events-auto inline-flex size-11 items-center justify-center rounded-full bg-white text-gray-700 shadow-md ring-1 ring-gray-200 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-primary-500 dark:bg-gray-900 dark:text-gray-200 dark:ring-gray-700 dark:hover:text-white';

/**
 * The console's sections as links (each has its own URL, so reload and Back keep the place). They
 * scroll sideways where they do not fit: a faded edge with a button says more hide that way, and
 * the open section's tab is kept in view.
 */
export function ConsoleTabs({ eventId, permissions }: { eventId: string; permissions: readonly Permission[] }) {
  const location = useRouterState({ select: (state) => state.location.pathname });
  const { ref, hidden, page } = useTabScroller(location);
  return (
    <nav aria-label="Event console" className="relative -mx-4 sm:mx-0">
      <div ref={ref} className="overflow-x-auto px-4 [scrollbar-width:thin] sm:px-0">
        <ul className="flex min-w-max gap-0.5 border-b border-gray-200 dark:border-gray-800">
          {tabs.filter((tab) => permissions.includes(tab.permission)).map((tab) => (
            <li key={tab.to}>
              <Link
                to={tab.to}
                params={{ eventId }}
                activeOptions={{ exact: true, includeSearch: false }}
                className="-mb-px inline-flex min-h-11 items-center border-b-2 border-transparent px-1.5 text-[13px] sm:px-3 sm:text-sm font-semibold text-gray-600 hover:text-gray-900 aria-[current=page]:border-primary-600 aria-[current=page]:text-primary-700 dark:text-gray-400 dark:hover:text-white dark:aria-[current=page]:border-primary-400 dark:aria-[current=page]:text-primary-300"
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      {hidden.start ? (
        <div className="pointer-events-none absolute inset-y-0 left-0 flex items-center bg-gradient-to-r from-white from-45% to-transparent pr-8 pl-1 sm:pl-0 dark:from-gray-950">
          <button type="button" className={edgeButton} aria-label="Show earlier tabs" onClick={() => page(-1)}>
            <ChevronRightIcon className="size-5 rotate-180" />
          </button>
        </div>
      ) : null}
      {hidden.end ? (
        <div className="pointer-events-none absolute inset-y-0 right-0 flex items-center bg-gradient-to-l from-white from-45% to-transparent pl-8 pr-1 sm:pr-0 dark:from-gray-950">
          <button type="button" className={edgeButton} aria-label="Show more tabs" onClick={() => page(1)}>
            <ChevronRightIcon className="size-5" />
          </button>
        </div>
      ) : null}
    </nav>
  );
}
