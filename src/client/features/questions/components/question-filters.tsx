import { Link } from '@tanstack/react-router';
import { questionFilters, type QuestionFilter } from '#shared/rules/question-order.ts';
import { filterLabels } from '../question-labels.ts';

const tabClass =
  'inline-flex min-h-11 items-center border-b-2 border-transparent px-3 text-sm font-semibold text-gray-600 hover:text-gray-900 aria-[current=page]:border-primary-600 aria-[current=page]:text-primary-700 dark:text-gray-400 dark:hover:text-white dark:aria-[current=page]:border-primary-400 dark:aria-[current=page]:text-primary-300';

/** All / Top / Answered / Mine as links: each filter has its own URL. */
export function QuestionFilters({ eventId, programId, filter }: { eventId: string; programId: string; filter: QuestionFilter }) {
  return (
    <nav aria-label="Question filters" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-gray-200 dark:border-gray-800">
        {questionFilters.map((name) => (
          <li key={name}>
            <Link
              to="/event/$eventId/program/$programId/questions"
              params={{ eventId, programId }}
              search={{ filter: name }}
              aria-current={name === filter ? 'page' : undefined}
              activeOptions={{ includeSearch: true }}
              className={tabClass}
            >
              {filterLabels[name]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
