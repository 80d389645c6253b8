import type { z } from 'zod';
import type { Context } from './context.ts';
import { authedProcedure } from './procedures.ts';

type AuthedContext = Context & { account: NonNullable<Context['account']> };
type CsvInput = { eventId: string; csv: string };

/**
 * The pair every CSV import offers (exhibitors, sponsors, people): importPreview checks the file
 * row by row and changes nothing; importCommit checks it again and writes all of it or nothing.
 * Both first ask `authorize` (which refuses the caller by throwing); what it answers is handed to
 * the service calls, so a commit needing the event does not load it twice.
 */
export function csvImportProcedures<Input extends z.ZodType<CsvInput>, Output extends z.ZodType, Access>(spec: {
  input: Input;
  output: Output;
  authorize: (ctx: AuthedContext, eventId: string) => Promise<Access>;
  preview: (ctx: AuthedContext, input: z.output<Input>, access: Access) => Promise<z.input<Output>>;
  /** All or nothing, in one transaction (anything to do after it commits, like mail, is the caller's). */
  commit: (ctx: AuthedContext, input: z.output<Input>, access: Access) => Promise<z.input<Output>>;
}) {
  return {
    importPreview: authedProcedure
      .input(spec.input)
      .output(spec.output)
      .mutation(async ({ ctx, input }) => spec.preview(ctx, input, await spec.authorize(ctx, input.eventId))),
    importCommit: authedProcedure
      .input(spec.input)
      .output(spec.output)
      .mutation(async ({ ctx, input }) => spec.commit(ctx, input, await spec.authorize(ctx, input.eventId))),
  };
}
