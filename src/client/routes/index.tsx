import { createFileRoute } from '@tanstack/react-router';
import { useSessionStore } from '#client/stores/session-store.ts';
import { LandingPage } from '../features/landing/components/landing-page.tsx';

export const Route = createFileRoute('/')({
  staticData: { pageTitle: null },
  // Signed out, '/' is the prerendered page (landing-main.tsx, no router); this route draws it for
  // a signed-in visitor, who is shown the way to their events (the saved session says who).
  component: function LandingRoute() {
    const firstName = useSessionStore((state) => (state.account ? state.account.firstName : null));
    return <LandingPage signedInAs={firstName} />;
  },
});
