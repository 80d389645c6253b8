import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { forgotPasswordInput } from '#shared/contracts/account.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { formErrorsFrom, noErrors, readForm, validate, type FormErrorState } from '../form-errors.ts';
import { AuthHeading } from './auth-heading.tsx';
import { FormAlert } from '#client/components/feedback/form-alert.tsx';

/** Always the same answer, so nobody can learn here whether an email has an account. */
export function ForgotPasswordForm() {
  usePageTitle('Forgot Password');
  const trpc = useTrpc();
  const [errors, setErrors] = useState<FormErrorState>(noErrors);
  const forgot = useMutation(
    trpc.account.forgotPassword.mutationOptions({ onError: (error) => setErrors(formErrorsFrom(error)) }),
  );

  if (forgot.isSuccess) {
    return (
      <div role="status">
        <AuthHeading title="Check your email">
          If an account exists for that address, we have sent it a link to choose a new password. The link works once and
          expires after one hour.
        </AuthHeading>
        <Link to="/sign-in" className={`${buttonStyles.secondary} w-full`}>
          Back to sign in
        </Link>
      </div>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = readForm(event.currentTarget);
    const invalid = validate(forgotPasswordInput, input);
    setErrors(invalid ?? noErrors);
    if (!invalid) forgot.mutate({ email: input.email ?? '' });
  };

  return (
    <>
      <AuthHeading title="Forgot your password?">Enter your email and we will send you a link to choose a new one.</AuthHeading>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormAlert message={errors.form} />
        <TextField label="Email" name="email" type="email" autoComplete="email" inputMode="email" required errors={errors.fields.email} />
        <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={forgot.isPending}>
          {forgot.isPending ? 'Sending…' : 'Send reset link'}
        </button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/sign-in" className="font-semibold text-primary-700 hover:underline dark:text-primary-300">
          Back to sign in
        </Link>
      </p>
    </>
  );
}
