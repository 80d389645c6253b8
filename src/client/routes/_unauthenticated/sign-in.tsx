import { createFileRoute } from '@tanstack/react-router';
import { SignInForm } from '#client/features/auth/components/sign-in-form.tsx';
import { redirectSearch } from '#client/lib/search-schemas.ts';

export const Route = createFileRoute('/_unauthenticated/sign-in')({
  staticData: { pageTitle: 'Sign In' },
  validateSearch: redirectSearch,
  component: function SignInRoute() {
    return <SignInForm redirectTo={Route.useSearch().redirectTo} />;
  },
});
