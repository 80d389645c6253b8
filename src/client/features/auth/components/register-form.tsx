import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { registerInput } from '#shared/contracts/account.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { formErrorsFrom, noErrors, readForm, validate, type FormErrorState } from '../form-errors.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { AuthHeading } from './auth-heading.tsx';
import { FormAlert } from '#client/components/feedback/form-alert.tsx';

export function RegisterForm({ redirectTo }: { redirectTo?: string }) {
  usePageTitle('Register');
  const trpc = useTrpc();
  const complete = useCompleteSignIn(redirectTo, { newAccount: true });
  const [errors, setErrors] = useState<FormErrorState>(noErrors);
  // Painted from HTML before the app runs (src/build/): until it does, a press could only post the form to nowhere.
  const hydrated = useHydrated();
  const register = useMutation(
    trpc.account.register.mutationOptions({
      onSuccess: ({ account }) => complete(account),
      // The server's CONFLICT text says what to do without saying whether the address has an account.
      onError: (error) => setErrors(formErrorsFrom(error)),
    }),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = readForm(event.currentTarget);
    const invalid = validate(registerInput, input);
    setErrors(invalid ?? noErrors);
    if (invalid) return;
    register.mutate({
      firstName: input.firstName ?? '',
      lastName: input.lastName ?? '',
      email: input.email ?? '',
      password: input.password ?? '',
    });
  };

  return (
    <>
      <AuthHeading title="Create your account">One account for every event: your schedule, your contacts and your check-in code.</AuthHeading>
      {/* post: should anything submit it natively, the password stays out of the address bar and logs. */}
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <FormAlert message={errors.form} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" name="firstName" autoComplete="given-name" required errors={errors.fields.firstName} />
          <TextField label="Last name" name="lastName" autoComplete="family-name" required errors={errors.fields.lastName} />
        </div>
        <TextField label="Email" name="email" type="email" autoComplete="email" inputMode="email" required errors={errors.fields.email} />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 10 characters."
          errors={errors.fields.password}
        />
        <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={!hydrated || register.isPending}>
          {register.isPending ? 'Creating your account…' : 'Register'}
        </button>
        <p className="text-xs text-gray-500 dark:text-gray-400">
          By registering you agree to the{' '}
          <Link to="/terms" className="underline">
            Terms &amp; Conditions
          </Link>{' '}
          and the{' '}
          <Link to="/privacy" className="underline">
            Privacy policy
          </Link>
          .
        </p>
      </form>
      <p className="mt-6 text-center text-sm text-gray-600 dark:text-gray-400">
        Already have an account?{' '}
        <Link to="/sign-in" search={redirectTo ? { redirectTo } : {}} className="font-semibold text-primary-700 hover:underline dark:text-primary-300">
          Sign in
        </Link>
      </p>
    </>
  );
}
