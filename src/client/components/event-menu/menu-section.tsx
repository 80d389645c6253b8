import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import { ChevronRightIcon } from '../ui/icons.tsx';
import type { EventMenuSection } from './menu-entries.ts';

interface MenuSectionProps {
  section: EventMenuSection;
  eventId: string;
  onNavigate: () => void;
  /** The console's preview: the same look, but nothing to click or tab to. */
  preview?: boolean;
}

const entryClass =
  'flex min-h-12 items-center justify-between px-4 py-3 text-base font-medium hover:bg-gray-50 aria-[current=page]:text-primary-700 dark:hover:bg-gray-800 dark:aria-[current=page]:text-primary-300';

export function MenuSection({ section, eventId, onNavigate, preview = false }: MenuSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h3 id={headingId} className="px-1 text-xs font-semibold tracking-wider text-gray-500 uppercase dark:text-gray-400">
        {section.title}
      </h3>
      <ul className="mt-2 divide-y divide-gray-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-200 dark:divide-gray-800 dark:bg-gray-900 dark:ring-gray-800">
        {section.entries.map((entry) => (
          <li key={entry.key}>
            {preview ? (
              <span className={entryClass}>
                {entry.label}
                <ChevronRightIcon className="size-5 text-gray-400" />
              </span>
            ) : (
              <Link
                to={entry.to}
                params={{ eventId }}
                search={entry.search}
                activeOptions={{ exact: true, includeSearch: true }}
                onClick={onNavigate}
                className={entryClass}
              >
                {entry.label}
                <ChevronRightIcon className="size-5 text-gray-400" />
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
