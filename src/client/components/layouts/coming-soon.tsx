import type { ReactNode } from 'react';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { SparklesIcon } from '../ui/icons.tsx';
import { PageHeader } from './page-header.tsx';

export interface ComingSoonProps {
  title: string;
  eyebrow?: ReactNode;
  /** What this page will do, in a sentence. */
  summary: string;
  /** What people will be able to do here. */
  points: string[];
}

/** A real page (title, chrome, what is coming) for features that arrive in later releases. */
export function ComingSoon({ title, eyebrow, summary, points }: ComingSoonProps) {
  usePageTitle(title);
  return (
    <div>
      <PageHeader title={title} eyebrow={eyebrow} />
      <div className="mt-6 rounded-2xl border border-primary-200 bg-primary-50/60 p-6 dark:border-primary-500/30 dark:bg-primary-500/10">
        <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-semibold text-primary-700 shadow-sm dark:bg-gray-900 dark:text-primary-300">
          <SparklesIcon className="size-4" /> Coming soon
        </p>
        <p className="mt-4 text-base text-gray-800 dark:text-gray-100">{summary}</p>
        <ul className="mt-4 space-y-2">
          {points.map((point) => (
            <li key={point} className="flex gap-3 text-sm text-gray-700 dark:text-gray-300">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary-500" />
              {point}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
