import { Link } from '@tanstack/react-router';
import type { EventListFilter } from '#shared/contracts/event.ts';

const tabs: { filter: EventListFilter; label: string }[] = [
  { filter: 'upcoming', label: 'Upcoming' },
  { filter: 'past', label: 'Past' },
  { filter: 'all', label: 'All' },
];

/** The list filter lives in the URL (?filter=), so it survives reloads and can be shared. */
export function EventFilterTabs({ current }: { current: EventListFilter }) {
  return (
    <nav aria-label="Filter events" className="inline-flex rounded-xl bg-gray-100 p-1 dark:bg-gray-900">
      {tabs.map((tab) => {
        const active = tab.filter === current;
        return (
          <Link
            key={tab.filter}
            to="/events"
            search={{ filter: tab.filter }}
            aria-current={active ? 'page' : undefined}
            className={`inline-flex min-h-10 items-center rounded-lg px-4 text-sm font-semibold ${
              active
                ? 'bg-white text-gray-900 shadow-sm dark:bg-gray-800 dark:text-white'
                : 'text-gray-600 hover:text-gray-900 dark:text-gray-400 dark:hover:text-white'
            }`}
          >
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
