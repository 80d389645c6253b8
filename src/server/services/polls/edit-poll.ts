import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { closesBeforeOpeningMessage, type Poll, type updatePollInput } from '#shared/contracts/polls.ts';
import { effectivePollState } from '#shared/rules/poll-state.ts';
import type { Db } from '../../db/client.ts';
import { pollOptions } from '../../db/schema/poll-options.ts';
import { pollVotes } from '../../db/schema/poll-votes.ts';
import { polls } from '../../db/schema/polls.ts';
import type { EventAccess } from '../access/event-access.ts';
import { DomainError } from '../domain-error.ts';
import { requirePollManager } from './manage-poll.ts';
import { loadPoll, pollNotFoundMessage, seconds } from './poll-rows.ts';

export const lockedAfterVotesMessage =
  'People have already voted in this poll, so its options, single or multiple choice, and anonymity can no longer change. You can still edit the question and when results show, or close it and start a new poll.';
export const anonymityShownMessage = (anonymous: boolean) =>
  `Attendees can already see this poll as ${anonymous ? 'anonymous' : 'named'} and may have voted trusting it, so that can no longer change. Close it and start a new poll to ask it ${anonymous ? 'by name' : 'anonymously'}.`;
export const notScheduledMessage = 'Only a scheduled poll has an opening time: schedule it first.';

type UpdatePoll = z.output<typeof updatePollInput>;


const sameLabels = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((label, index) => label === b[index]);

/**
 * Changes a poll's definition. The poll row is locked first: votes hold a shared lock on it while
 * they count, so the "has anyone voted?" check and the change see the same votes. Anonymity is
 * locked once members can see the poll (a promise made to everyone who saw it, also those whose
 * votes still wait on their phones); options and kind until the first vote. Each of those changes
 * moves the revision, so a vote cast on the poll as it was (queued offline, or arriving meanwhile)
 * is refused instead of counted under what it now is. Options keep their ids where they stay in
 * place; removed ones go.
 */
export async function editPoll(db: Db, access: EventAccess, input: UpdatePoll, now: Date): Promise<Poll> {
  const before = await loadPoll(db, access.event.id, input.pollId);
  await requirePollManager(db, access, before.programId);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: polls.id,
        state: polls.state,
        kind: polls.kind,
        anonymous: polls.anonymous,
        opensAt: polls.opensAt,
        closesAt: polls.closesAt,
        shownRevision: polls.shownRevision,
      })
      .from(polls)
      .where(and(eq(polls.id, before.id), eq(polls.eventId, access.event.id)))
      .for('update');
    if (!row) throw new DomainError('NOT_FOUND', pollNotFoundMessage);
    const options = await tx
      .select({ id: pollOptions.id, label: pollOptions.label })
      .from(pollOptions)
      .where(eq(pollOptions.pollId, row.id))
      .orderBy(asc(pollOptions.position));
    const optionsChange = input.options !== undefined && !sameLabels(input.options, options.map((option) => option.label));
    const kindChange = input.kind !== undefined && input.kind !== row.kind;
    const anonymityChange = input.anonymous !== undefined && input.anonymous !== row.anonymous;
    const revised = optionsChange || kindChange || anonymityChange;
    if (revised) {
      const [votes] = await tx.select({ voters: count() }).from(pollVotes).where(eq(pollVotes.pollId, row.id));
      if ((votes?.voters ?? 0) > 0) throw new DomainError('PRECONDITION_FAILED', lockedAfterVotesMessage);
    }
    // Members see it once it is no longer scheduled for later (the shared feed, their phones),
    // and a poll shown once stays promised after it is scheduled again.
    const shown = row.shownRevision !== null || effectivePollState({ state: row.state, opensAt: seconds(row.opensAt) }, seconds(now)!) !== 'scheduled';
    if (anonymityChange && shown) throw new DomainError('PRECONDITION_FAILED', anonymityShownMessage(row.anonymous));
    if (input.opensAt !== undefined && row.state !== 'scheduled') throw new DomainError('PRECONDITION_FAILED', notScheduledMessage);
    const opensAt = input.opensAt ?? (row.state === 'scheduled' ? seconds(row.opensAt) : null);
    const closesAt = input.closesAt === undefined ? seconds(row.closesAt) : input.closesAt;
    if (opensAt !== null && closesAt !== null && closesAt <= opensAt) throw new DomainError('PRECONDITION_FAILED', closesBeforeOpeningMessage);

    // Always written, also when only options change: the row's trigger bumps the shared polls feed.
    await tx
      .update(polls)
      .set({
        question: input.question,
        kind: input.kind,
        anonymous: input.anonymous,
        resultsVisibility: input.resultsVisibility,
        opensAt: input.opensAt === undefined ? undefined : new Date(input.opensAt * 1000),
        closesAt: input.closesAt === undefined ? undefined : input.closesAt === null ? null : new Date(input.closesAt * 1000),
        revision: revised ? sql`${polls.revision} + 1` : undefined,
        // A scheduled poll past its opening time is shown before the opener job writes it open: noted
        // here, members saw the revision before this edit.
        shownRevision: shown && row.shownRevision === null ? sql`${polls.revision}` : undefined,
        updatedAt: now,
      })
      .where(eq(polls.id, row.id));
    if (optionsChange && input.options) await replaceOptions(tx, row.id, options, input.options);
  });
  return loadPoll(db, access.event.id, before.id);
}

/** New labels by position: the first ones relabel the existing options, the rest are added or removed. */
async function replaceOptions(tx: Db, pollId: string, current: ReadonlyArray<{ id: string; label: string }>, labels: readonly string[]): Promise<void> {
  const removed = current.slice(labels.length).map((option) => option.id);
  if (removed.length) await tx.delete(pollOptions).where(inArray(pollOptions.id, removed));
  for (const [position, label] of labels.entries()) {
    const existing = current[position];
    if (existing && existing.label !== label) await tx.update(pollOptions).set({ label }).where(eq(pollOptions.id, existing.id));
  }
  const added = labels.slice(current.length).map((label, index) => ({ pollId, position: current.length + index, label }));
  if (added.length) await tx.insert(pollOptions).values(added);
}
