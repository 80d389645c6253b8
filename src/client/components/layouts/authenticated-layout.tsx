import { Outlet } from '@tanstack/react-router';

/** Pages of a signed-in account outside any event. */
export function AuthenticatedLayout() {
  return (
    <div className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-10">
      <Outlet />
    </div>
  );
}
