import { feedbackGraceDays } from '#shared/rules/feedback-limits.ts';
import type { EventRow } from '../../db/schema/events.ts';
import { DomainError } from '../domain-error.ts';

const dayMs = 86_400_000;

/** From the event's start until a week after its end; a rating is edited within the same window. */
export function feedbackWindow(event: Pick<EventRow, 'startsAt' | 'endsAt'>): { opensAt: Date; closesAt: Date } {
  return { opensAt: event.startsAt, closesAt: new Date(event.endsAt.getTime() + feedbackGraceDays * dayMs) };
}

const dayOf = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone }).format(date);

/** PRECONDITION_FAILED with the date that matters, so the person knows why and when. */
export function requireFeedbackOpen(event: Pick<EventRow, 'startsAt' | 'endsAt' | 'timeZone'>, now: Date): void {
  const { opensAt, closesAt } = feedbackWindow(event);
  if (now < opensAt) {
    throw new DomainError('PRECONDITION_FAILED', `Feedback opens when the event starts, on ${dayOf(opensAt, event.timeZone)}.`);
  }
  if (now > closesAt) {
    throw new DomainError(
      'PRECONDITION_FAILED',
      `Feedback for this event closed on ${dayOf(closesAt, event.timeZone)}, ${feedbackGraceDays} days after it ended: it can no longer be given or changed.`,
    );
  }
}
