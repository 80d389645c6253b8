import { Outlet } from '@tanstack/react-router';

/** Sign-in, register and password pages: one focused card, centred, roomy on phones. */
export function UnauthenticatedLayout() {
  return (
    <div className="relative isolate flex flex-1 items-start justify-center px-4 py-10 sm:items-center sm:py-16">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-72 bg-gradient-to-b from-primary-100/70 to-transparent dark:from-primary-500/10"
      />
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl ring-1 ring-gray-200 sm:p-8 dark:bg-gray-900 dark:ring-gray-800">
        <Outlet />
      </div>
    </div>
  );
}
