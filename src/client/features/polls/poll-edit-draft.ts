import type { Poll, ResultsVisibility, UpdatePollInput } from '#shared/contracts/polls.ts';

/** What the edit form holds; `opensAt` is the datetime-local text of a scheduled poll (device time, as the create form). */
export interface PollEditValues {
  question: string;
  options: string[];
  multiple: boolean;
  resultsVisibility: ResultsVisibility;
  anonymous: boolean;
  opensAt: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

function toLocalInput(unixSeconds: number): string {
  const d = new Date(unixSeconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function pollEditValues(poll: Poll): PollEditValues {
  return {
    question: poll.question,
    options: poll.options.map((option) => option.label),
    multiple: poll.kind === 'multiple',
    resultsVisibility: poll.resultsVisibility,
    anonymous: poll.anonymous,
    opensAt: poll.opensAt === null ? '' : toLocalInput(poll.opensAt),
  };
}

/**
 * Only what changed goes to the server, so an edit of the question on a poll people voted in
 * never touches the locked options. `locked`: people voted (the form shows the options read-only).
 */
export function pollEditChanges(poll: Poll, values: PollEditValues, locked: boolean): Omit<UpdatePollInput, 'eventId' | 'pollId'> {
  const before = pollEditValues(poll);
  const changes: Omit<UpdatePollInput, 'eventId' | 'pollId'> = {};
  if (values.question !== before.question) changes.question = values.question;
  if (values.resultsVisibility !== before.resultsVisibility) changes.resultsVisibility = values.resultsVisibility;
  if (!locked) {
    if (values.options.join('\n') !== before.options.join('\n')) changes.options = values.options;
    if (values.multiple !== before.multiple) changes.kind = values.multiple ? 'multiple' : 'single';
    if (values.anonymous !== before.anonymous) changes.anonymous = values.anonymous;
  }
  if (poll.state === 'scheduled' && values.opensAt !== before.opensAt && values.opensAt) {
    const ms = new Date(values.opensAt).getTime();
    if (Number.isFinite(ms)) changes.opensAt = Math.floor(ms / 1000);
  }
  return changes;
}
