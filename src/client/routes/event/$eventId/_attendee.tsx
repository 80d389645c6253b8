import { createFileRoute } from '@tanstack/react-router';
import { AttendeeLayout } from '#client/components/layouts/attendee-layout.tsx';
import { requireSignedIn } from '#client/lib/route-guards.ts';
import { requireMembership } from '#client/features/events/attendee-guard.ts';

export const Route = createFileRoute('/event/$eventId/_attendee')({
  beforeLoad: async ({ context, location, params }) => {
    requireSignedIn(location);
    await requireMembership(context, params.eventId);
  },
  component: AttendeeLayout,
});
