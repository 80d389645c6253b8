import { useState, type FormEvent } from 'react';
import type { EventMemberRole } from '#shared/rules/permissions.ts';
import { emailPattern } from '#client/lib/email-pattern.ts';
import { errorText } from '#client/lib/error-text.ts';
import { showAlert } from '#client/stores/alerts-store.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { FormAlert } from '#client/components/feedback/form-alert.tsx';
import { usePeopleMutations } from '../hooks/use-people-mutations.ts';
import { roleCopy, roleOrder } from '../people-copy.ts';

const empty = { email: '', firstName: '', lastName: '', ticketType: '' };

/** One person at a time: they get an email with their personal join link. */
export function InvitePersonForm({ eventId, onDone }: { eventId: string; onDone?: () => void }) {
  const { invite } = usePeopleMutations();
  const [fields, setFields] = useState(empty);
  const [role, setRole] = useState<EventMemberRole>('attendee');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const set = (name: keyof typeof empty) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value }));

  const onSubmit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const email = fields.email.trim();
    if (!emailPattern.test(email)) {
      setEmailError('Enter a valid email address');
      return;
    }
    setEmailError(null);
    setFormError(null);
    invite.mutate(
      { eventId, invite: { email, firstName: fields.firstName.trim(), lastName: fields.lastName.trim(), role, ticketType: fields.ticketType.trim() } },
      {
        onSuccess: (person) => {
          const name = [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email;
          showAlert(
            person.kind === 'member'
              ? { kind: 'success', title: `${name} updated`, description: `Now ${roleCopy[person.role].name.toLowerCase()}.` }
              : { kind: 'success', title: `Invitation sent to ${person.email}`, description: 'The email has their personal join link.' },
          );
          setFields(empty);
          onDone?.();
        },
        onError: (error) => setFormError(errorText(error)),
      },
    );
  };

  return (
    <form noValidate aria-label="Invite one person" onSubmit={onSubmit} className="space-y-4">
      <TextField
        label="Email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="off"
        required
        value={fields.email}
        onChange={set('email')}
        errors={emailError ? [emailError] : []}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" name="firstName" autoComplete="off" value={fields.firstName} onChange={set('firstName')} maxLength={80} />
        <TextField label="Last name" name="lastName" autoComplete="off" value={fields.lastName} onChange={set('lastName')} maxLength={80} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Role" name="role" value={role} onChange={(event) => setRole(event.target.value as EventMemberRole)} hint={roleCopy[role].description}>
          {roleOrder.map((value) => (
            <option key={value} value={value}>
              {roleCopy[value].name}
            </option>
          ))}
        </SelectField>
        <TextField label="Ticket type" name="ticketType" value={fields.ticketType} onChange={set('ticketType')} maxLength={60} placeholder="General" hint="Optional." />
      </div>
      <FormAlert message={formError} />
      <button type="submit" className={`${buttonStyles.primary} w-full sm:w-auto`} disabled={invite.isPending}>
        {invite.isPending ? 'Sending…' : 'Send invitation'}
      </button>
    </form>
  );
}
