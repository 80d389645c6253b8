import { useState, type FormEvent } from 'react';
import type { Clash } from '#shared/contracts/schedule-admin.ts';
import type { Session } from '#shared/contracts/schedule.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { FormAlert } from '#client/components/feedback/form-alert.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { TextAreaField } from '#client/components/ui/text-area-field.tsx';
import { useScheduleMutations } from '../hooks/use-schedule-mutations.ts';
import { sessionErrorsFrom } from '../session-errors.ts';
import { checkSessionForm, sessionLimits, type SessionFieldErrors, type SessionForm } from '../session-form.ts';
import type { SpeakerChoice } from '../speaker-choices.ts';
import { PlaceFields } from './place-fields.tsx';
import { SessionTimeFields } from './session-time-fields.tsx';
import { SpeakerPicker } from './speaker-picker.tsx';

export interface SessionEditorContext {
  eventId: string;
  timeZone: string;
  rooms: readonly string[];
  tracks: readonly string[];
  speakerChoices: readonly SpeakerChoice[];
}

interface SessionEditorFormProps {
  context: SessionEditorContext;
  /** The session being edited; none for a new one. */
  session: Session | null;
  initial: SessionForm;
  onCancel: () => void;
  onSaved: (session: Session, clashes: Clash[]) => void;
}

/** Add or edit one session: checked here first, then by the server, whose field errors show under the fields. */
export function SessionEditorForm({ context, session, initial, onCancel, onSaved }: SessionEditorFormProps) {
  const { save } = useScheduleMutations();
  const [form, setForm] = useState<SessionForm>(initial);
  const [errors, setErrors] = useState<SessionFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const change = (patch: Partial<SessionForm>) => setForm((current) => ({ ...current, ...patch }));
  const knownNames = new Map((session?.speakers ?? []).map((speaker) => [speaker.attendeeId, `${speaker.firstName} ${speaker.lastName}`.trim()]));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkSessionForm(form, context.timeZone);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFormError('Some fields need another look.');
      return;
    }
    setErrors({});
    setFormError(null);
    save.mutate(
      { eventId: context.eventId, ...(session ? { sessionId: session.id } : {}), session: checked.draft },
      {
        onSuccess: (result) => onSaved(result.session, result.clashes),
        onError: (error) => {
          const problem = sessionErrorsFrom(error);
          setErrors(problem.fields);
          setFormError(problem.form);
        },
      },
    );
  };

  return (
    <form noValidate aria-label={session ? 'Edit session' : 'New session'} onSubmit={onSubmit} className="space-y-5">
      <TextField
        label="Title"
        name="title"
        value={form.title}
        maxLength={sessionLimits.title}
        autoComplete="off"
        required
        onChange={(event) => change({ title: event.target.value })}
        errors={errors.title}
      />
      <SessionTimeFields form={form} timeZone={context.timeZone} errors={errors} onChange={change} />
      <PlaceFields form={form} rooms={context.rooms} tracks={context.tracks} errors={errors} onChange={change} />
      <SpeakerPicker chosen={form.speakerIds} choices={context.speakerChoices} knownNames={knownNames} errors={errors.speakers} onChange={(speakerIds) => change({ speakerIds })} />
      <TextAreaField
        label="Description"
        name="description"
        value={form.description}
        maxLength={sessionLimits.description}
        rows={5}
        hint="What it is about and who it is for. Line breaks are kept."
        onChange={(event) => change({ description: event.target.value })}
        errors={errors.description}
      />
      <FormAlert message={formError} />
      <div className="sticky bottom-0 -mx-4 -mb-4 flex flex-col-reverse gap-2 border-t border-gray-200 bg-white px-4 py-3 sm:-mx-6 sm:flex-row sm:justify-end sm:px-6 dark:border-gray-800 dark:bg-gray-900">
        <button type="button" className={buttonStyles.secondary} onClick={onCancel} disabled={save.isPending}>
          Cancel
        </button>
        <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save session'}
        </button>
      </div>
    </form>
  );
}
