import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordForm } from '#client/features/auth/components/reset-password-form.tsx';
import { resetPasswordSearch } from '#client/lib/search-schemas.ts';

export const Route = createFileRoute('/_unauthenticated/reset-password')({
  staticData: { pageTitle: 'Reset Password' },
  validateSearch: resetPasswordSearch,
  component: function ResetPasswordRoute() {
    return <ResetPasswordForm token={Route.useSearch().token} />;
  },
});
