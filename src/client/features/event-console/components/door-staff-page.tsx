import { Navigate, Outlet, useMatchRoute } from '@tanstack/react-router';

/**
 * Door staff in the console: the Check-in page is theirs (live count, recent scans, devices);
 * any other console address takes them there instead of showing what they may not change.
 */
export function DoorStaffPage({ eventId }: { eventId: string }) {
  const matchRoute = useMatchRoute();
  if (matchRoute({ to: '/event/$eventId/console/check-in', params: { eventId } })) return <Outlet />;
  return <Navigate to="/event/$eventId/console/check-in" params={{ eventId }} replace />;
}
