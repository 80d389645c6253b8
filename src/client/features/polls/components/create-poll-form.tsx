import { useState, type FormEvent } from 'react';
import type { ResultsVisibility } from '#shared/contracts/polls.ts';
import { pollOptionLimits, pollOptionMaxLength, pollQuestionMaxLength } from '#shared/rules/poll-limits.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { fieldLabel } from '#client/components/ui/form-styles.ts';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { readClientError } from '#client/lib/client-error.ts';
import { usePollAdmin } from '../hooks/use-poll-admin.ts';
import { visibilityLabels } from '../poll-labels.ts';

export interface SessionChoice {
  id: string;
  title: string;
}

interface CreatePollFormProps {
  eventId: string;
  /** Sessions the poll may belong to; `allowEventWide` adds "the whole event" (organizers). */
  sessions: SessionChoice[];
  allowEventWide: boolean;
  /** A fixed session (the session page): no picker. */
  programId?: string;
  onCreated?: () => void;
}

/** A new poll: question, 2–10 options, one or several answers, when it opens, who sees results, anonymous. */
export function CreatePollForm({ eventId, sessions, allowEventWide, programId, onCreated }: CreatePollFormProps) {
  const { create } = usePollAdmin(eventId);
  const [question, setQuestion] = useState('');
  const [options, setOptions] = useState(['', '']);
  const [multiple, setMultiple] = useState(false);
  const [start, setStart] = useState<'open' | 'closed' | 'scheduled'>('open');
  const [opensAt, setOpensAt] = useState('');
  const [visibility, setVisibility] = useState<ResultsVisibility>('live');
  const [anonymous, setAnonymous] = useState(false);
  const [session, setSession] = useState(programId ?? (allowEventWide ? '' : (sessions[0]?.id ?? '')));
  const errors = create.error ? readClientError(create.error).fieldErrors : {};
  const formError = create.error && Object.keys(errors).length === 0 ? readClientError(create.error).message : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        eventId,
        programId: session || null,
        question,
        kind: multiple ? 'multiple' : 'single',
        options,
        state: start,
        opensAt: start === 'scheduled' && opensAt ? Math.floor(new Date(opensAt).getTime() / 1000) : null,
        resultsVisibility: visibility,
        anonymous,
      },
      {
        onSuccess: () => {
          setQuestion('');
          setOptions(['', '']);
          onCreated?.();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label="New poll">
      <TextField label="Question" name="question" value={question} onChange={(event) => setQuestion(event.target.value)} errors={errors.question} required maxLength={pollQuestionMaxLength} />
      <fieldset className="flex flex-col gap-2">
        <legend className={fieldLabel}>Options</legend>
        {options.map((option, index) => (
          <div key={index} className="flex items-end gap-2">
            <TextField
              className="flex-1"
              label={`Option ${index + 1}`}
              name={`option-${index}`}
              value={option}
              maxLength={pollOptionMaxLength}
              onChange={(event) => setOptions((current) => current.map((value, at) => (at === index ? event.target.value : value)))}
            />
            {options.length > pollOptionLimits.min ? (
              <button type="button" className={buttonStyles.ghost} aria-label={`Remove option ${index + 1}`} onClick={() => setOptions((current) => current.filter((_, at) => at !== index))}>
                Remove
              </button>
            ) : null}
          </div>
        ))}
        {errors.options ? <p className="text-sm text-red-600 dark:text-red-400">{errors.options.join(' ')}</p> : null}
        {options.length < pollOptionLimits.max ? (
          <div>
            <button type="button" className={buttonStyles.secondary} onClick={() => setOptions((current) => [...current, ''])}>
              Add an option
            </button>
          </div>
        ) : null}
      </fieldset>
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" checked={multiple} onChange={(event) => setMultiple(event.target.checked)} className="size-5 accent-primary-600" />
        People may choose several answers
      </label>
      {programId === undefined ? (
        <SelectField label="Session" value={session} onChange={(event) => setSession(event.target.value)} errors={errors.programId}>
          {allowEventWide ? <option value="">The whole event</option> : null}
          {sessions.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.title}
            </option>
          ))}
        </SelectField>
      ) : null}
      <SelectField label="Starts" value={start} onChange={(event) => setStart(event.target.value as typeof start)}>
        <option value="open">Open now</option>
        <option value="closed">Closed (open it later)</option>
        <option value="scheduled">At a set time</option>
      </SelectField>
      {start === 'scheduled' ? (
        <TextField label="Opens at" name="opensAt" type="datetime-local" value={opensAt} onChange={(event) => setOpensAt(event.target.value)} errors={errors.opensAt} required />
      ) : null}
      <SelectField label="Results shown" value={visibility} onChange={(event) => setVisibility(event.target.value as ResultsVisibility)}>
        {(Object.keys(visibilityLabels) as ResultsVisibility[]).map((value) => (
          <option key={value} value={value}>
            {visibilityLabels[value]}
          </option>
        ))}
      </SelectField>
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" checked={anonymous} onChange={(event) => setAnonymous(event.target.checked)} className="size-5 accent-primary-600" />
        Anonymous (nobody, organizers included, can see who voted what)
      </label>
      {formError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {formError}
        </p>
      ) : null}
      <div>
        <button type="submit" className={buttonStyles.primary} disabled={create.isPending}>
          Create poll
        </button>
      </div>
    </form>
  );
}
