import { createFileRoute } from '@tanstack/react-router';
import { AccountComingSoon } from '#client/components/layouts/event-coming-soon.tsx';

export const Route = createFileRoute('/_authenticated/check-in/scan')({
  // Camera screens read better dark, whatever the saved preference.
  staticData: { colorMode: 'dark' },
  component: () => <AccountComingSoon page="checkInScan" />,
});
