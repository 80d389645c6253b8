import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordForm } from '#client/features/auth/components/forgot-password-form.tsx';

export const Route = createFileRoute('/_unauthenticated/forgot-password')({ staticData: { pageTitle: 'Forgot Password' }, component: ForgotPasswordForm });
