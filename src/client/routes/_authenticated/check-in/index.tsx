import { createFileRoute } from '@tanstack/react-router';
import { AccountComingSoon } from '#client/components/layouts/event-coming-soon.tsx';

export const Route = createFileRoute('/_authenticated/check-in/')({
  component: () => <AccountComingSoon page="checkIn" />,
});
