import type { Poll, ResultsVisibility, UpdatePollInput } from '#shared/contracts/polls.ts';
import { fromPollInput, toPollInput } from './poll-times.ts';

/** What the edit form holds; `opensAt` and `closesAt` are datetime-local texts on the event's clock ('' for none). */
export interface PollEditValues {
  question: string;
  options: string[];
  multiple: boolean;
  resultsVisibility: ResultsVisibility;
  anonymous: boolean;
  opensAt: string;
  closesAt: string;
}

export function pollEditValues(poll: Poll, timeZone: string): PollEditValues {
  return {
    question: poll.question,
    options: poll.options.map((option) => option.label),
    multiple: poll.kind === 'multiple',
    resultsVisibility: poll.resultsVisibility,
    anonymous: poll.anonymous,
    opensAt: toPollInput(poll.opensAt, timeZone),
    closesAt: toPollInput(poll.closesAt ?? null, timeZone),
  };
}

/**
 * Only what changed goes to the server, so an edit of the question on a poll people voted in
 * never touches the locked options. `locked`: people voted (the form shows the options read-only);
 * `anonymityLocked`: members can see the poll, so anonymity stays (the server refuses it too).
 * An emptied close time takes it away (null).
 */
export function pollEditChanges(poll: Poll, values: PollEditValues, locked: boolean, timeZone: string, anonymityLocked = locked): Omit<UpdatePollInput, 'eventId' | 'pollId'> {
  const before = pollEditValues(poll, timeZone);
  const changes: Omit<UpdatePollInput, 'eventId' | 'pollId'> = {};
  if (values.question !== before.question) changes.question = values.question;
  if (values.resultsVisibility !== before.resultsVisibility) changes.resultsVisibility = values.resultsVisibility;
  if (!locked) {
    if (values.options.join('\n') !== before.options.join('\n')) changes.options = values.options;
    if (values.multiple !== before.multiple) changes.kind = values.multiple ? 'multiple' : 'single';
  }
  if (!locked && !anonymityLocked && values.anonymous !== before.anonymous) changes.anonymous = values.anonymous;
  if (poll.state === 'scheduled' && values.opensAt !== before.opensAt) {
    const opensAt = fromPollInput(values.opensAt, timeZone);
    if (opensAt !== null) changes.opensAt = opensAt;
  }
  if (values.closesAt !== before.closesAt) {
    const closesAt = fromPollInput(values.closesAt, timeZone);
    if (closesAt !== null || values.closesAt === '') changes.closesAt = closesAt;
  }
  return changes;
}
