import { createFileRoute } from '@tanstack/react-router';
import { RegisterForm } from '#client/features/auth/components/register-form.tsx';
import { redirectSearch } from '#client/lib/search-schemas.ts';

export const Route = createFileRoute('/_unauthenticated/register')({
  staticData: { pageTitle: 'Register' },
  validateSearch: redirectSearch,
  component: function RegisterRoute() {
    return <RegisterForm redirectTo={Route.useSearch().redirectTo} />;
  },
});
