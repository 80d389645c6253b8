import { useState, type FormEvent } from 'react';
import type { Poll, ResultsVisibility } from '#shared/contracts/polls.ts';
import { pollQuestionMaxLength } from '#shared/rules/poll-limits.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { readClientError } from '#client/lib/client-error.ts';
import { usePollAdmin } from '../hooks/use-poll-admin.ts';
import { pollEditChanges, pollEditValues, type PollEditValues } from '../poll-edit-draft.ts';
import { visibilityLabels } from '../poll-labels.ts';
import { CloseTimeFields } from './close-time-fields.tsx';
import { PollOptionsField } from './poll-options-field.tsx';
import { PollTimeField } from './poll-time-field.tsx';

interface EditPollFormProps {
  poll: Poll;
  /** People voted: options, kind and anonymity are shown but cannot change (the server refuses too). */
  locked: boolean;
  /** Members can see the poll: anonymity stays as they saw it (the server refuses a change too). */
  shown: boolean;
  /** The event's zone: times are shown and typed on its clock. */
  timeZone: string;
  onDone: () => void;
}

/** Edit a poll in place: the question and when results show always; options and kind until the first vote, anonymity until members see it. */
export function EditPollForm({ poll, locked, shown, timeZone, onDone }: EditPollFormProps) {
  const { update } = usePollAdmin(poll.eventId);
  const [values, setValues] = useState<PollEditValues>(() => pollEditValues(poll, timeZone));
  const set = <K extends keyof PollEditValues>(key: K, value: PollEditValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const errors = update.error ? readClientError(update.error).fieldErrors : {};
  const formError = update.error && Object.keys(errors).length === 0 ? readClientError(update.error).message : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes = pollEditChanges(poll, values, locked, timeZone, locked || shown);
    if (Object.keys(changes).length === 0) return onDone();
    update.mutate({ eventId: poll.eventId, pollId: poll.id, ...changes }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label={`Edit poll “${poll.question}”`}>
      <TextField label="Question" name="question" value={values.question} onChange={(event) => set('question', event.target.value)} errors={errors.question} required maxLength={pollQuestionMaxLength} />
      <fieldset className="flex flex-col gap-2" disabled={locked}>
        <PollOptionsField
          options={values.options}
          onChange={(options) => set('options', options)}
          errors={errors.options}
          locked={locked}
          note={locked ? <p className="text-sm text-gray-600 dark:text-gray-400">People have voted, so the options, single or multiple choice and anonymity stay as they are.</p> : null}
        />
        <label className="flex min-h-11 items-center gap-3">
          <input type="checkbox" checked={values.multiple} onChange={(event) => set('multiple', event.target.checked)} className="size-5 accent-primary-600" />
          People may choose several answers
        </label>
        <label className="flex min-h-11 items-center gap-3">
          <input type="checkbox" checked={values.anonymous} disabled={shown} onChange={(event) => set('anonymous', event.target.checked)} className="size-5 accent-primary-600" />
          Anonymous (nobody, organizers included, can see who voted what)
        </label>
        {shown && !locked ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">Attendees can already see this poll, so whether it is anonymous stays as they saw it.</p>
        ) : null}
      </fieldset>
      {poll.state === 'scheduled' ? (
        <PollTimeField label="Opens at" name="opensAt" value={values.opensAt} timeZone={timeZone} onChange={(value) => set('opensAt', value)} errors={errors.opensAt} />
      ) : null}
      <CloseTimeFields value={values.closesAt} timeZone={timeZone} onChange={(value) => set('closesAt', value)} errors={errors.closesAt} />
      <SelectField label="Results shown" value={values.resultsVisibility} onChange={(event) => set('resultsVisibility', event.target.value as ResultsVisibility)}>
        {(Object.keys(visibilityLabels) as ResultsVisibility[]).map((value) => (
          <option key={value} value={value}>
            {visibilityLabels[value]}
          </option>
        ))}
      </SelectField>
      {formError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonStyles.primary} disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save changes'}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onDone} disabled={update.isPending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
