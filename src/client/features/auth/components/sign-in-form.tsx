import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { signInInput } from '#shared/contracts/account.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { formErrorsFrom, noErrors, readForm, validate, type FormErrorState } from '../form-errors.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { AuthHeading } from './auth-heading.tsx';
import { FormAlert } from '#client/components/feedback/form-alert.tsx';

export function SignInForm({ redirectTo }: { redirectTo?: string }) {
  usePageTitle('Sign In');
  const trpc = useTrpc();
  const complete = useCompleteSignIn(redirectTo);
  const [errors, setErrors] = useState<FormErrorState>(noErrors);
  // Painted from HTML before the app runs (src/build/): until it does, a press could only post the form to nowhere.
  const hydrated = useHydrated();
  const signIn = useMutation(
    trpc.account.signIn.mutationOptions({
      onSuccess: ({ account }) => complete(account),
      onError: (error) => setErrors(formErrorsFrom(error, { UNAUTHORIZED: 'That email and password do not match an account.' })),
    }),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = readForm(event.currentTarget);
    const invalid = validate(signInInput, input);
    setErrors(invalid ?? noErrors);
    if (!invalid) signIn.mutate({ email: input.email ?? '', password: input.password ?? '' });
  };

  return (
    <>
      <AuthHeading title="Welcome back">Sign in to see your events, your schedule and the people you met.</AuthHeading>
      {/* post: should anything submit it natively, the password stays out of the address bar and logs. */}
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <FormAlert message={errors.form} />
        <TextField label="Email" name="email" type="email" autoComplete="email" inputMode="email" required errors={errors.fields.email} />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" required errors={errors.fields.password} />
        <div className="flex justify-end">
          <Link to="/forgot-password" className="text-sm font-medium text-primary-700 hover:underline dark:text-primary-300">
            Forgot your password?
          </Link>
        </div>
        <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={!hydrated || signIn.isPending}>
          {signIn.isPending ? 'Signing in…' : 'Sign In'}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-gray-600 dark:text-gray-400">
        New here?{' '}
        <Link to="/register" search={redirectTo ? { redirectTo } : {}} className="font-semibold text-primary-700 hover:underline dark:text-primary-300">
          Create an account
        </Link>
      </p>
    </>
  );
}
