import { useState, type FormEvent } from 'react';
import type { OrganizationRole } from '#shared/rules/permissions.ts';
import { emailPattern } from '#client/lib/email-pattern.ts';
import { errorText } from '#client/lib/error-text.ts';
import { showAlert } from '#client/stores/alerts-store.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { FormAlert } from '#client/components/feedback/form-alert.tsx';
import { useOrganizationMutations } from '../hooks/use-organization-mutations.ts';
import { organizationRoleCopy, organizationRoleOrder } from '../organization-copy.ts';

/** Invite a colleague by email; only owners may invite owners (the server says so if not). */
export function InviteMemberForm({ organizationId }: { organizationId: string }) {
  const { invite } = useOrganizationMutations();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OrganizationRole>('organizer');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!emailPattern.test(address)) {
      setEmailError('Enter a valid email address');
      return;
    }
    setEmailError(null);
    setFormError(null);
    invite.mutate(
      { organizationId, email: address, role },
      {
        onSuccess: (invitation) => {
          showAlert({ kind: 'success', title: `Invitation sent to ${invitation.email}`, description: 'They answer from the link in the email.' });
          setEmail('');
        },
        onError: (error) => setFormError(errorText(error)),
      },
    );
  };

  return (
    <form noValidate aria-label="Invite a member" onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <TextField
          label="Email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          errors={emailError ? [emailError] : []}
        />
        <SelectField label="Role" name="role" value={role} onChange={(event) => setRole(event.target.value as OrganizationRole)}>
          {organizationRoleOrder.map((value) => (
            <option key={value} value={value}>
              {organizationRoleCopy[value].name}
            </option>
          ))}
        </SelectField>
      </div>
      <p className="text-sm text-gray-600 dark:text-gray-400">
        <span className="font-semibold">{organizationRoleCopy[role].name}:</span> {organizationRoleCopy[role].description}
      </p>
      <FormAlert message={formError} />
      <button type="submit" className={`${buttonStyles.primary} w-full sm:w-auto`} disabled={invite.isPending}>
        {invite.isPending ? 'Sending…' : 'Send invitation'}
      </button>
    </form>
  );
}
