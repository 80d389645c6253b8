import type { ReactNode } from 'react';

/** One focused card, centred and roomy on phones (the look of the sign-in pages), for pages outside that layout. */
export function CenteredCard({ children }: { children: ReactNode }) {
  return (
    <div className="relative isolate flex flex-1 items-start justify-center px-4 py-10 sm:items-center sm:py-16">
      <div aria-hidden="true" className="absolute inset-x-0 top-0 -z-10 h-72 bg-gradient-to-b from-primary-100/70 to-transparent dark:from-primary-500/10" />
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl ring-1 ring-gray-200 sm:p-8 dark:bg-gray-900 dark:ring-gray-800">{children}</div>
    </div>
  );
}
