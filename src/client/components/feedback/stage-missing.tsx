import { useLayoutEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { releaseFirstScreen } from '#client/lib/first-screen/first-screen-dom.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { buttonStyles } from '../ui/button-styles.ts';

/** The one screen for unknown paths and for application errors, so a broken page never shows a blank one. */
export function StageMissing({ message }: { message?: string }) {
  usePageTitle('404: Stage Missing!');
  // A saved first screen of this address must not hide the error (lib/first-screen/).
  useLayoutEffect(releaseFirstScreen, []);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center sm:py-28">
      <p aria-hidden="true" className="text-7xl font-black tracking-tight text-primary-600 sm:text-8xl dark:text-primary-400">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">404: Stage Missing!</h1>
      <p className="mt-4 text-base text-gray-600 dark:text-gray-300">
        Don&apos;t worry, we&apos;ll help you find your way back to the action.
      </p>
      {message ? (
        <p className="mt-3 max-w-full rounded-lg bg-gray-100 px-3 py-2 font-mono text-sm break-all text-gray-700 dark:bg-gray-900 dark:text-gray-300">
          {message}
        </p>
      ) : null}
      <Link to="/events" search={{ filter: 'upcoming' }} className={`${buttonStyles.primary} mt-8`}>
        Back to home
      </Link>
    </div>
  );
}
