import { Outlet } from '@tanstack/react-router';

/** Pages inside an event the account has joined. */
export function AttendeeLayout() {
  return (
    <div className="mx-auto w-full max-w-4xl flex-1 px-4 py-6 sm:px-6 sm:py-10">
      <Outlet />
    </div>
  );
}
