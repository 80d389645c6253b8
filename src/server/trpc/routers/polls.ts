import { z } from 'zod';
import {
  createPollInput,
  pollListSchema,
  pollRefInput,
  pollSchema,
  pollStandingsInput,
  pollStandingsSchema,
  pollVotersSchema,
  setPollStateInput,
  updatePollInput,
  votePollInput,
  votePollResult,
  pollCountsSchema,
} from '#shared/contracts/polls.ts';
import { effectivePollState } from '#shared/rules/poll-state.ts';
import { requirePermission } from '../../services/access/require-access.ts';
import { createPoll } from '../../services/polls/create-poll.ts';
import { editPoll } from '../../services/polls/edit-poll.ts';
import { requirePollManager } from '../../services/polls/manage-poll.ts';
import { readOnePollCounts } from '../../services/polls/poll-counts.ts';
import { loadPoll } from '../../services/polls/poll-rows.ts';
import { pollStandings } from '../../services/polls/poll-standings.ts';
import { pollVoters } from '../../services/polls/poll-voters.ts';
import { requirePolls } from '../../services/polls/require-polls.ts';
import { removePoll, setPollState } from '../../services/polls/set-poll-state.ts';
import { scheduledPollsFor } from '../../services/polls/scheduled-polls.ts';
import { sharedPolls } from '../../services/polls/shared-polls.ts';
import { votePoll } from '../../services/polls/vote-poll.ts';
import { router } from '../init.ts';
import { authedProcedure, urgentProcedure } from '../procedures.ts';

const nowSeconds = (now: Date) => Math.floor(now.getTime() / 1000);

/** An event's polls: definitions (also the shared 'polls' feed), each viewer's standing, votes, and running them. */
export const pollsRouter = router({
  /** Every poll of the event but those scheduled for later; devices read the same list from GET /api/events/:eventId/feeds/polls. */
  list: authedProcedure
    .input(z.object({ eventId: z.uuid() }))
    .output(pollListSchema)
    .query(async ({ ctx, input }) => {
      const { event } = await requirePolls(ctx, input.eventId);
      return sharedPolls(ctx.deps.db, event.id, ctx.deps.clock.now());
    }),

  /** Scheduled polls the viewer runs, before their time (the shared list leaves them out until then). */
  scheduled: authedProcedure
    .input(z.object({ eventId: z.uuid() }))
    .output(pollListSchema)
    .query(async ({ ctx, input }) => {
      const access = await requirePolls(ctx, input.eventId);
      return scheduledPollsFor(ctx.deps.db, access, ctx.deps.clock.now());
    }),

  /** The viewer's overlay on the list: state now, their vote, the counts they may see, what they run. */
  standings: authedProcedure
    .input(pollStandingsInput)
    .output(pollStandingsSchema)
    .query(async ({ ctx, input }) => {
      const access = await requirePolls(ctx, input.eventId);
      return pollStandings(ctx.deps.db, access, ctx.account.id, ctx.deps.clock.now());
    }),

  create: authedProcedure
    .input(createPollInput)
    .output(pollSchema)
    .mutation(async ({ ctx, input }) => {
      const access = await requirePolls(ctx, input.eventId);
      const poll = await createPoll(ctx.deps.db, access, ctx.account.id, input);
      ctx.deps.live.changed({ eventId: poll.eventId, topic: 'polls', key: poll.id });
      return poll;
    }),

  /** Edit the question, options (until someone voted), kind, anonymity, results visibility, or a scheduled poll's time. */
  update: authedProcedure
    .input(updatePollInput)
    .output(pollSchema)
    .mutation(async ({ ctx, input }) => {
      const access = await requirePolls(ctx, input.eventId);
      const poll = await editPoll(ctx.deps.db, access, input, ctx.deps.clock.now());
      ctx.deps.live.changed({ eventId: poll.eventId, topic: 'polls', key: poll.id });
      return poll;
    }),

  /** Open, close, or schedule (a close refuses every vote after it). */
  setState: authedProcedure
    .input(setPollStateInput)
    .output(pollSchema)
    .mutation(async ({ ctx, input }) => {
      const access = await requirePolls(ctx, input.eventId);
      const poll = await setPollState(ctx.deps.db, access, input, ctx.deps.clock.now());
      ctx.deps.live.changed({ eventId: poll.eventId, topic: 'polls', key: poll.id });
      return poll;
    }),

  remove: authedProcedure
    .input(pollRefInput)
    .output(z.object({ removed: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      const access = await requirePolls(ctx, input.eventId);
      await removePoll(ctx.deps.db, access, input.pollId);
      return { removed: true as const };
    }),

  /** Outbox op 'poll.vote': applied once per idempotency key; answers the state and the counts the voter may now see. */
  vote: urgentProcedure
    .input(votePollInput)
    .output(votePollResult)
    .mutation(async ({ ctx, input }) => {
      const access = await requirePolls(ctx, input.eventId);
      const canManage = access.permissions.has('Event::Poll::Manage');
      const answer = await votePoll(ctx.deps.db, { ...input, eventId: access.event.id, accountId: ctx.account.id }, ctx.deps.clock.now(), canManage);
      ctx.deps.live.changed({ eventId: access.event.id, topic: 'polls', key: input.pollId });
      return answer;
    }),

  /** Who voted what, in named polls: organizers only. */
  voters: authedProcedure
    .input(pollRefInput)
    .output(pollVotersSchema)
    .query(async ({ ctx, input }) => {
      await requirePolls(ctx, input.eventId);
      const access = await requirePermission(ctx, input.eventId, 'Event::Poll::Manage');
      return pollVoters(ctx.deps.db, await loadPoll(ctx.deps.db, access.event.id, input.pollId));
    }),

  /** The presenter view: the poll and its counts, for those who run it. */
  present: authedProcedure
    .input(pollRefInput)
    .output(z.object({ poll: pollSchema, state: z.enum(['open', 'closed', 'scheduled']), results: pollCountsSchema }))
    .query(async ({ ctx, input }) => {
      const access = await requirePolls(ctx, input.eventId);
      const poll = await loadPoll(ctx.deps.db, access.event.id, input.pollId);
      await requirePollManager(ctx.deps.db, access, poll.programId);
      return { poll, state: effectivePollState(poll, nowSeconds(ctx.deps.clock.now())), results: await readOnePollCounts(ctx.deps.db, poll.id) };
    }),
});
