import { createFileRoute } from '@tanstack/react-router';
import { JoinPage } from '#client/features/join/components/join-page.tsx';
import { CenteredCard } from '#client/components/layouts/centered-card.tsx';
import { withTrpc } from '#client/lib/router-context.ts';
import { joinSearch } from '#client/lib/search-schemas.ts';

// Open to everyone: signed-out visitors are offered sign-in or register and come back here.
export const Route = createFileRoute('/join')({
  staticData: { pageTitle: 'Join an event' },
  validateSearch: joinSearch,
  beforeLoad: ({ context }) => withTrpc(context),
  component: function JoinRoute() {
    return (
      <CenteredCard>
        <JoinPage />
      </CenteredCard>
    );
  },
});
