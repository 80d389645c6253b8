import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { resetPasswordInput } from '#shared/contracts/account.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { formErrorsFrom, noErrors, readForm, validate, type FormErrorState } from '../form-errors.ts';
import { AuthHeading } from './auth-heading.tsx';
import { FormAlert } from '#client/components/feedback/form-alert.tsx';

const expiredLink = 'This reset link is invalid, was already used or has expired. Ask for a new one.';

export function ResetPasswordForm({ token }: { token?: string }) {
  usePageTitle('Reset Password');
  const trpc = useTrpc();
  const [errors, setErrors] = useState<FormErrorState>(noErrors);
  const reset = useMutation(
    trpc.account.resetPassword.mutationOptions({
      onError: (error) => {
        const state = formErrorsFrom(error, { NOT_FOUND: expiredLink, UNAUTHORIZED: expiredLink });
        setErrors(state.fields.token ? { form: expiredLink, fields: state.fields } : state);
      },
    }),
  );

  if (reset.isSuccess) {
    return (
      <div role="status">
        <AuthHeading title="Password changed">Your new password is set. Sign in with it now.</AuthHeading>
        <Link to="/sign-in" className={`${buttonStyles.primary} w-full`}>
          Sign in
        </Link>
      </div>
    );
  }
  if (!token) {
    return (
      <>
        <AuthHeading title="Reset link missing">Open the link from your email again, or ask for a new one.</AuthHeading>
        <Link to="/forgot-password" className={`${buttonStyles.primary} w-full`}>
          Send me a new link
        </Link>
      </>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { password = '', confirm = '' } = readForm(event.currentTarget);
    const invalid = validate(resetPasswordInput, { token, password });
    if (invalid?.fields.token) return setErrors({ form: expiredLink, fields: invalid.fields });
    // Every problem at once: a short password and a repeat that does not match are both said.
    const fields = { ...invalid?.fields, ...(password === confirm ? {} : { confirm: ['The passwords do not match'] }) };
    if (Object.keys(fields).length > 0) return setErrors({ form: null, fields });
    setErrors(noErrors);
    reset.mutate({ token, password });
  };

  return (
    <>
      <AuthHeading title="Choose a new password">Use at least 10 characters. A short sentence is easy to remember and hard to guess.</AuthHeading>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormAlert message={errors.form} />
        {errors.form === expiredLink ? (
          <Link to="/forgot-password" className="block text-sm font-semibold text-primary-700 hover:underline dark:text-primary-300">
            Send me a new link
          </Link>
        ) : null}
        <TextField label="New password" name="password" type="password" autoComplete="new-password" required errors={errors.fields.password} />
        <TextField label="Repeat new password" name="confirm" type="password" autoComplete="new-password" required errors={errors.fields.confirm} />
        <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={reset.isPending}>
          {reset.isPending ? 'Saving…' : 'Set new password'}
        </button>
      </form>
    </>
  );
}
