import { useState, type FormEvent } from 'react';
import type { ResultsVisibility } from '#shared/contracts/polls.ts';
import { pollQuestionMaxLength } from '#shared/rules/poll-limits.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { readClientError } from '#client/lib/client-error.ts';
import { usePollAdmin } from '../hooks/use-poll-admin.ts';
import { visibilityLabels } from '../poll-labels.ts';
import { fromPollInput } from '../poll-times.ts';
import { CloseTimeFields } from './close-time-fields.tsx';
import { PollOptionsField } from './poll-options-field.tsx';
import { PollTimeField } from './poll-time-field.tsx';

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
  /** The event's zone: opening and closing times are typed on its clock. */
  timeZone: string;
  onCreated?: () => void;
}

/** A new poll: question, 2–10 options, one or several answers, when it opens (and closes), who sees results, anonymous. */
export function CreatePollForm({ eventId, sessions, allowEventWide, programId, timeZone, onCreated }: CreatePollFormProps) {
  const { create } = usePollAdmin(eventId);
  const [question, setQuestion] = useState('');
  const [options, setOptions] = useState(['', '']);
  const [multiple, setMultiple] = useState(false);
  const [start, setStart] = useState<'open' | 'closed' | 'scheduled'>('open');
  const [opensAt, setOpensAt] = useState('');
  const [closesAt, setClosesAt] = useState('');
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
        opensAt: start === 'scheduled' ? fromPollInput(opensAt, timeZone) : null,
        closesAt: fromPollInput(closesAt, timeZone),
        resultsVisibility: visibility,
        anonymous,
      },
      {
        onSuccess: () => {
          setQuestion('');
          setOptions(['', '']);
          setClosesAt('');
          onCreated?.();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label="New poll">
      <TextField label="Question" name="question" value={question} onChange={(event) => setQuestion(event.target.value)} errors={errors.question} required maxLength={pollQuestionMaxLength} />
      <fieldset className="flex flex-col gap-2">
        <PollOptionsField options={options} onChange={setOptions} errors={errors.options} />
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
      {start === 'scheduled' ? <PollTimeField label="Opens at" name="opensAt" value={opensAt} timeZone={timeZone} onChange={setOpensAt} errors={errors.opensAt} /> : null}
      <CloseTimeFields value={closesAt} timeZone={timeZone} onChange={setClosesAt} errors={errors.closesAt} />
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
