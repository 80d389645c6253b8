import { Link } from '@tanstack/react-router';
import type { Permission } from '#shared/rules/permissions.ts';

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
  { to: '/event/$eventId/console/exhibitors', label: 'Exhibitors', permission: 'Event::Exhibitor::Manage' },
  { to: '/event/$eventId/console/sponsors', label: 'Sponsors', permission: 'Event::Sponsor::Manage' },
  { to: '/event/$eventId/console/feedback', label: 'Feedback', permission: 'Event::Feedback::Read' },
  { to: '/event/$eventId/console/questions', label: 'Questions', permission: 'Event::Question::Moderate' },
  { to: '/event/$eventId/console/album', label: 'Album', permission: 'Event::Album::Moderate' },
  { to: '/event/$eventId/console/readiness', label: 'Offline readiness', permission: 'Event::Readiness::View' },
] as const satisfies ReadonlyArray<{ to: string; label: string; permission: Permission }>;

/** The console's sections as links (each has its own URL, so reload and Back keep the place). */
export function ConsoleTabs({ eventId, permissions }: { eventId: string; permissions: readonly Permission[] }) {
  return (
    <nav aria-label="Event console" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
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
    </nav>
  );
}
