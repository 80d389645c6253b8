import {
  askQuestionInput,
  askQuestionResult,
  moderateQuestionInput,
  moderateQuestionResult,
  questionBoardInput,
  questionBoardSchema,
  questionListInput,
  questionListSchema,
  updateQaSettingsInput,
  updateQaSettingsResult,
  voteQuestionInput,
  voteQuestionResult,
  withdrawQuestionInput,
  withdrawQuestionResult,
} from '#shared/contracts/questions.ts';
import { askQuestion } from '../../services/questions/ask-question.ts';
import { listQuestions } from '../../services/questions/list-questions.ts';
import { moderateQuestion } from '../../services/questions/moderate-question.ts';
import { questionBoard } from '../../services/questions/question-board.ts';
import { announceQuestions } from '../../services/questions/question-live.ts';
import { requireQuestionBoard, requireQuestions } from '../../services/questions/require-questions.ts';
import { updateQaSettings } from '../../services/questions/update-qa-settings.ts';
import { voteQuestion } from '../../services/questions/vote-question.ts';
import { withdrawQuestion } from '../../services/questions/withdraw-question.ts';
import { router } from '../init.ts';
import { authedProcedure, urgentProcedure } from '../procedures.ts';

/** A session's Q&A: members ask and upvote (offline too), its speakers and the organizers moderate. */
export const questionsRouter = router({
  list: authedProcedure
    .input(questionListInput)
    .output(questionListSchema)
    .query(async ({ ctx, input }) => {
      const access = await requireQuestions(ctx, input.eventId);
      return listQuestions(ctx.deps.db, access, ctx.account.id, input.programId);
    }),

  /** Outbox op 'questions.ask': applied once per idempotency key. */
  ask: authedProcedure
    .input(askQuestionInput)
    .output(askQuestionResult)
    .mutation(async ({ ctx, input }) => {
      const access = await requireQuestions(ctx, input.eventId);
      const question = await askQuestion(ctx.deps.db, access, { ...input, accountId: ctx.account.id });
      announceQuestions(ctx.deps.live, access.event.id, question.programId);
      return question;
    }),

  /** Outbox op 'questions.vote': the caller's upvote on or off, applied once per idempotency key. */
  vote: urgentProcedure
    .input(voteQuestionInput)
    .output(voteQuestionResult)
    .mutation(async ({ ctx, input }) => {
      const access = await requireQuestions(ctx, input.eventId);
      const { programId, ...result } = await voteQuestion(ctx.deps.db, { ...input, eventId: access.event.id, accountId: ctx.account.id });
      announceQuestions(ctx.deps.live, access.event.id, programId);
      return result;
    }),

  withdraw: authedProcedure
    .input(withdrawQuestionInput)
    .output(withdrawQuestionResult)
    .mutation(async ({ ctx, input }) => {
      const access = await requireQuestions(ctx, input.eventId);
      const { id, programId } = await withdrawQuestion(ctx.deps.db, { eventId: access.event.id, questionId: input.questionId, accountId: ctx.account.id });
      announceQuestions(ctx.deps.live, access.event.id, programId);
      return { id };
    }),

  moderate: authedProcedure
    .input(moderateQuestionInput)
    .output(moderateQuestionResult)
    .mutation(async ({ ctx, input }) => {
      const access = await requireQuestions(ctx, input.eventId);
      const question = await moderateQuestion(ctx.deps.db, access, { ...input, viewerId: ctx.account.id, now: ctx.deps.clock.now() });
      announceQuestions(ctx.deps.live, access.event.id, question.programId);
      return question;
    }),

  updateSettings: authedProcedure
    .input(updateQaSettingsInput)
    .output(updateQaSettingsResult)
    .mutation(async ({ ctx, input }) => {
      const access = await requireQuestions(ctx, input.eventId);
      const settings = await updateQaSettings(ctx.deps.db, access, input);
      announceQuestions(ctx.deps.live, access.event.id, input.programId);
      return settings;
    }),

  /** The console's moderation board over every session. */
  board: authedProcedure
    .input(questionBoardInput)
    .output(questionBoardSchema)
    .query(async ({ ctx, input }) => {
      const access = await requireQuestionBoard(ctx, input.eventId);
      return questionBoard(ctx.deps.db, { eventId: access.event.id, viewerId: ctx.account.id, programId: input.programId, status: input.status });
    }),
});
